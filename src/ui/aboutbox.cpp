#include "aboutbox.h"

#include "../core/common/registry.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace AboutBox {

QString text()
{
    const auto tr = [](const char *english) { return QCoreApplication::translate("AboutBox", english); };
    QString puzzles;
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString name = QCoreApplication::translate("Family", family.displayName).toHtmlEscaped();
        puzzles += *family.description
            ? tr("<li><b>%1</b>: %2</li>").arg(name, QCoreApplication::translate("Family", family.description).toHtmlEscaped())
            : QStringLiteral("<li><b>%1</b></li>").arg(name);
    }
    return tr("<h3>Puzzlebox %1</h3>"
              "<p>Classic puzzles to play with the mouse or the keyboard, and solvers that show you the way.</p>")
               .arg(QCoreApplication::applicationVersion().toHtmlEscaped())
        + QStringLiteral("<ul>") + puzzles + QStringLiteral("</ul>")
        + tr("<p>Made with Qt %1.</p>").arg(QString::fromLatin1(qVersion()));
}

void show(QWidget *parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("AboutBox", "About Puzzlebox"), text());
}

} // namespace AboutBox
