#include "ui/language.h"
#include "service/nativepath.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // File names that are not UTF-8 open by their bytes.
    NativePath::keepCommandLine(argc, argv);
    QApplication::setApplicationName(QStringLiteral("puzzlebox"));
    QApplication::setApplicationDisplayName(QStringLiteral("Puzzlebox"));
    QApplication::setOrganizationName(QStringLiteral("Puzzlebox"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLEBOX_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.puzzlebox.Puzzlebox"));

    Language::installTranslators();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Classic puzzles with solvers."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QApplication::translate("main", "file"),
                                 QApplication::translate("main", "A saved game or a board file to open."),
                                 QApplication::translate("main", "[file]"));
    // For docs/screenshots.sh: the window as the file opens, drawn into a PNG,
    // without reading or keeping the game in progress.
    QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QString(), QStringLiteral("png"));
    screenshotOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshotOption);
    // The screenshot's window size, WIDTHxHEIGHT, to show a small window too.
    QCommandLineOption screenshotSizeOption(QStringLiteral("screenshot-size"), QString(), QStringLiteral("size"),
                                            QStringLiteral("1000x680"));
    screenshotSizeOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshotSizeOption);
    parser.process(app);
    const QString screenshot = parser.value(screenshotOption);

    MainWindow window;
    if (screenshot.isEmpty()) {
        window.resumeLastGame();
    } else {
        const QStringList size = parser.value(screenshotSizeOption).split(QLatin1Char('x'));
        window.resize(size.value(0).toInt(), size.value(1).toInt());
    }
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        const QString error = window.loadFile(NativePath::argument(parser.positionalArguments().constFirst()));
        if (!error.isEmpty()) {
            if (!screenshot.isEmpty()) {
                qCritical("%s", qPrintable(error));
                return 1;
            }
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot Open Board"), error);
        }
    }
    if (!screenshot.isEmpty()) {
        // Once the window has been laid out and painted.
        QTimer::singleShot(300, &window, [&window, &screenshot] {
            QApplication::exit(window.grab().save(screenshot) ? 0 : 1);
        });
    }
    return QApplication::exec();
}
