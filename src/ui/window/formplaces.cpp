#include "formplaces.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QWidget>

namespace FormPlaces {

namespace {

// The form's place of `entry`: another object of the window by its name.
QObject *placeOf(QWidget *window, QAction *entry)
{
    if (QMenu *menu = entry->menu()) {
        for (QMenu *place : window->findChildren<QMenu *>(menu->objectName())) {
            if (place != menu)
                return place;
        }
        return nullptr;
    }
    for (QAction *place : window->findChildren<QAction *>(entry->objectName())) {
        if (place != entry)
            return place;
    }
    return nullptr;
}

} // namespace

void fill(QWidget *window, const QList<QAction *> &entries)
{
    for (QAction *entry : entries) {
        QObject *place = placeOf(window, entry);
        Q_ASSERT_X(place, "FormPlaces::fill", qPrintable(entry->objectName()));
        if (!place)
            continue;
        auto *menu = qobject_cast<QMenu *>(place);
        QAction *stands = menu ? menu->menuAction() : static_cast<QAction *>(place);
        for (QObject *holder : stands->associatedObjects()) {
            if (auto *widget = qobject_cast<QWidget *>(holder))
                widget->insertAction(stands, entry);
        }
        delete place;
    }
}

void say(std::initializer_list<Words> words)
{
    for (const Words &word : words) {
        word.entry->setText(QCoreApplication::translate("MainWindow", word.text));
        if (word.toolTip)
            word.entry->setToolTip(QCoreApplication::translate("MainWindow", word.toolTip));
    }
}

} // namespace FormPlaces
