// The window's form (forms/mainwindow.ui) keeps the order of the menus and
// the tool bar, while each feature makes its own entries (issue 41): every
// entry stands where the form put it, and no place of the form is left empty.

#include "ui/mainwindow.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QToolBar>

namespace tst_menuorder {

namespace {

// The entries by object name, "-" a separator; a submenu by its menu's name.
QStringList namesOf(const QList<QAction *> &entries)
{
    QStringList names;
    for (const QAction *entry : entries)
        names << (entry->isSeparator() ? QStringLiteral("-") : entry->menu() ? entry->menu()->objectName() : entry->objectName());
    return names;
}

QStringList menuNames(const MainWindow &window, const char *menu)
{
    const auto *found = window.menuBar()->findChild<QMenu *>(QLatin1String(menu));
    return found ? namesOf(found->actions()) : QStringList();
}

QStringList split(const char *names)
{
    return QString::fromLatin1(names).split(QLatin1Char(' '));
}

} // namespace

class TestMenuOrder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }

    void menusKeepTheFormsOrder()
    {
        const MainWindow window;
        QCOMPARE(menuNames(window, "menuGame"),
                 split("menuNew actionOpen menuOpenRecent actionSave actionSaveAs actionExportMoves actionExportBoard "
                       "actionCopyGameId actionEnterGameId - actionPrint actionPrintPreview - actionPause actionRestart - "
                       "actionStatistics actionReview - actionQuit"));
        QCOMPARE(menuNames(window, "menuEdit"),
                 split("actionUndo actionRedo - actionCopyBoard actionPasteBoard - actionEditBoard actionCancelEditing - "
                       "actionPreferences"));
        QCOMPARE(menuNames(window, "menuSolve"),
                 split("actionSolve actionHint actionImprove actionFewestMoves actionFinishCells actionSolveToCell "
                       "actionFewestMovesToCell actionCountSolutions actionStop - actionFirst actionBack actionForward "
                       "actionLast actionPlayPause"));
        QCOMPARE(menuNames(window, "menuHelp"), split("actionRules actionKeyboardShortcuts - actionAbout"));
        const auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("toolBar"));
        QVERIFY(toolBar);
        QCOMPARE(namesOf(toolBar->actions()),
                 split("actionUndo actionRedo - actionSolve actionHint actionStop - actionEditBoard actionCancelEditing"));
    }

    // A place the form keeps is taken by the feature's own entry: no entry
    // without words is left, and no name stands twice.
    void noPlaceIsLeftEmpty()
    {
        const MainWindow window;
        QStringList names;
        for (const QAction *action : window.findChildren<QAction *>()) {
            if (action->isSeparator() || action->objectName().isEmpty())
                continue;
            QVERIFY2(!action->text().isEmpty(), qPrintable(action->objectName()));
            QVERIFY2(!names.contains(action->objectName()), qPrintable(action->objectName()));
            names << action->objectName();
        }
        for (const char *menu : {"menuNew", "menuOpenRecent"}) {
            QCOMPARE(window.findChildren<QMenu *>(QLatin1String(menu)).size(), 1);
            QVERIFY(!window.findChild<QMenu *>(QLatin1String(menu))->title().isEmpty());
        }
    }
};

PUZZLEBOX_TEST_MAIN(TestMenuOrder)
} // namespace tst_menuorder
#include "tst_menuorder.moc"
