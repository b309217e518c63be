#include "firstframe.h"
#include "fontsahead.h"
#include "service/appfiles.h"
#include "service/appsettings.h"
#include "service/gameids.h"
#include "service/nativepath.h"
#include "service/versiontext.h"
#include "ui/settings/language.h"
#include "ui/mainwindow.h"
#include "ui/window/singleinstance.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <optional>

// Hands `file` (or a game ID) to the window of a Puzzlebox already running:
// the exit code when this start ends there, nothing when it is the first.
std::optional<int> handOverToRunningWindow(SingleInstance &instance, const NativePath &file)
{
    switch (instance.start(GameIds::isGameIdArgument(file) ? file : file.absolute())) {
    case SingleInstance::Start::First:
        break;
    case SingleInstance::Start::HandedOver:
        return 0;
    case SingleInstance::Start::NoAnswer: {
        const QString message = QApplication::translate(
            "main", "Puzzlebox is already running but does not answer. Close it or wait for it, then start "
                    "Puzzlebox again.");
        qCritical("%s", qPrintable(message));
        QMessageBox::warning(nullptr, QApplication::translate("main", "Puzzlebox Does Not Answer"), message);
        return 1;
    }
    case SingleInstance::Start::Unreachable: {
        // Not a second window: both would keep their game in the same file.
        const QString message =
            QApplication::translate("main", "Puzzlebox is already running, but this start cannot hand its file to it "
                                            "(%1). Open the file from that window, or close it and start Puzzlebox "
                                            "again.")
                .arg(instance.unreachableReason());
        QMessageBox::warning(nullptr, QApplication::translate("main", "Puzzlebox Cannot Be Reached"), message);
        return 1;
    }
    }
    return std::nullopt;
}

// Opens the command line's file, or plays its game ID when no file has that
// name; the exit code when a screenshot's cannot be had.
std::optional<int> openArgument(MainWindow &window, const NativePath &file, bool screenshot)
{
    const bool gameId = GameIds::isGameIdArgument(file);
    if (!screenshot) {
        // A refusal is said in the box that later starts' refusals join.
        if (gameId)
            window.openGameId(file.text());
        else
            window.openFile(file);
        return std::nullopt;
    }
    const QString error = gameId ? window.enterGameId(file.text()) : window.loadFile(file);
    if (error.isEmpty())
        return std::nullopt;
    qCritical("%s", qPrintable(error));
    return 1;
}

void nameApplication()
{
    QApplication::setApplicationName(QStringLiteral("puzzlebox"));
    QApplication::setApplicationDisplayName(QStringLiteral("Puzzlebox"));
    QApplication::setOrganizationName(QStringLiteral("Puzzlebox"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLEBOX_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.puzzlebox.Puzzlebox"));
}

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    std::thread fontConfiguration = readFontConfigurationAhead();
    QApplication app(argc, argv);
    fontConfiguration.join();
    // File names that are not UTF-8 open by their bytes.
    NativePath::keepCommandLine(argc, argv);
    nameApplication();

    AppFiles::checkSettingsFile(); // before the first setting is read: the language
    Language::installTranslators(AppSettings()); // before the window's own: --help is translated too

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Classic puzzles with solvers."));
    parser.addHelpOption();
    // Shown by hand: Qt's own says no licence.
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QApplication::translate("main", "Shows the version and the licence."));
    parser.addOption(versionOption);
    parser.addPositionalArgument(QApplication::translate("main", "file"),
                                 QApplication::translate("main", "A saved game or a board file to open, or a game ID to play."),
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
    // For bench/startupbench.cpp: ends once the first frame is on the screen.
    QCommandLineOption firstFrameOption(QStringLiteral("report-first-frame"));
    firstFrameOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(firstFrameOption);
    parser.process(app);
    if (parser.isSet(versionOption)) {
        std::fputs(qPrintable(versionText()), stdout);
        return 0;
    }
    const QString screenshot = parser.value(screenshotOption);
    const NativePath file =
        parser.positionalArguments().isEmpty() ? NativePath() : NativePath::argument(parser.positionalArguments().constFirst());

    // A second start hands its file to the window already running and ends;
    // a screenshot's window stands alone, as it neither reads nor keeps a game.
    SingleInstance instance;
    if (screenshot.isEmpty()) {
        if (const std::optional<int> exitCode = handOverToRunningWindow(instance, file))
            return *exitCode;
    }

    const ApplicationFontAhead applicationFont;
    MainWindow window;
    if (screenshot.isEmpty()) {
        window.resumeLastGame();
        instance.serve(window);
    } else {
        const QStringList size = parser.value(screenshotSizeOption).split(QLatin1Char('x'));
        window.resize(size.value(0).toInt(), size.value(1).toInt());
    }
    if (parser.isSet(firstFrameOption))
        new FirstFrameReport(window, sinceMain);
    window.show();
    if (!file.isEmpty()) {
        if (const std::optional<int> exitCode = openArgument(window, file, !screenshot.isEmpty()))
            return *exitCode;
    }
    if (!screenshot.isEmpty()) {
        // Once the window has been laid out and painted.
        QTimer::singleShot(300, &window, [&window, &screenshot] {
            QApplication::exit(window.grab().save(screenshot) ? 0 : 1);
        });
    }
    return QApplication::exec();
}
