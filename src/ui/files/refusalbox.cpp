#include "refusalbox.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace {

// A box stays on the screen however many come: the rest are counted.
constexpr int kMaxListed = 10;

} // namespace

RefusalBox::RefusalBox(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

void RefusalBox::refuseFile(const QString &error)
{
    add(QCoreApplication::translate("FileActions", "Cannot Open File"),
        QCoreApplication::translate("FileActions", "The file could not be opened; the current game is unchanged.\n\n%1")
            .arg(error),
        error);
}

void RefusalBox::refuseGameId(const QString &id, const QString &error)
{
    add(QCoreApplication::translate("GameIdActions", "Cannot Enter Game ID"),
        QCoreApplication::translate("GameIdActions",
                                    "The game ID could not be read; the current game is unchanged.\n\n%1")
            .arg(error),
        QStringLiteral("%1: %2").arg(id, error));
}

void RefusalBox::add(const QString &title, const QString &text, const QString &line)
{
    if (!m_box || !m_box->isVisible()) {
        m_box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
        m_box->setObjectName(QStringLiteral("refusalBox"));
        connect(m_box, &QDialog::finished, m_box, &QObject::deleteLater);
        m_listed = {line};
        m_refused = 1;
        // Not exec(): its event loop would serve the next request, whose
        // refusal would stack a box of its own on this one.
        m_box->open();
        return;
    }
    ++m_refused;
    if (m_listed.size() < kMaxListed)
        m_listed.append(line);
    QString list = tr("%Ln file(s) or game ID(s) could not be opened:", nullptr, m_refused) + QStringLiteral("\n\n")
        + m_listed.join(QStringLiteral("\n\n"));
    if (m_refused > m_listed.size())
        list += QStringLiteral("\n\n") + tr("…and %Ln more.", nullptr, m_refused - int(m_listed.size()));
    m_box->setWindowTitle(tr("Cannot Open"));
    m_box->setText(list);
}
