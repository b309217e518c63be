#include "aboutbox.h"

#include "../../core/common/registry.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QRegularExpression>

namespace AboutBox {

QString text()
{
    const auto tr = [](const char *english) { return QCoreApplication::translate("AboutBox", english); };
    QString puzzles;
    // A size such as "3 x 3" is one word: the narrow box broke it in two.
    static const QRegularExpression size(QStringLiteral("(\\d+) ?[x\u00d7] ?(\\d+)"));
    const QString sizeKeptWhole = QStringLiteral("\\1\u00a0\u00d7\u00a0\\2");
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString name = QCoreApplication::translate("Family", family.displayName).toHtmlEscaped();
        const QString description =
            QCoreApplication::translate("Family", family.description).replace(size, sizeKeptWhole).toHtmlEscaped();
        puzzles += *family.description ? tr("<li><b>%1</b>: %2</li>").arg(name, description)
                                       : QStringLiteral("<li><b>%1</b></li>").arg(name);
    }
    return tr("<h3>Puzzlebox %1</h3>"
              "<p>Classic puzzles to play with the mouse or the keyboard, and solvers that show you the way.</p>")
               .arg(QCoreApplication::applicationVersion().toHtmlEscaped())
        + QStringLiteral("<ul>") + puzzles + QStringLiteral("</ul>")
        + tr("<p>Made with Qt %1.</p>").arg(QString::fromLatin1(qVersion()))
        // The addresses the metainfo gives (resources/desktop), from CMake's project().
        + tr("<p><a href=\"%1\">Homepage</a> · <a href=\"%2\">Report a bug</a></p>")
              .arg(QStringLiteral(PUZZLEBOX_HOMEPAGE_URL), QStringLiteral(PUZZLEBOX_HOMEPAGE_URL "/issues"))
        + tr("<p>Free software under the GNU General Public License, version 3 or later.</p>");
}

void show(QWidget *parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("AboutBox", "About Puzzlebox"), text());
}

} // namespace AboutBox
