#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("puzzlebox"));
    QApplication::setApplicationDisplayName(QStringLiteral("Puzzlebox"));
    QApplication::setOrganizationName(QStringLiteral("Puzzlebox"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLEBOX_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.puzzlebox.Puzzlebox"));

    // Qt's own strings (standard dialogs, buttons) first, then ours.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("puzzlebox"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Classic puzzles with solvers."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A board file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        const QString error = window.loadFile(parser.positionalArguments().constFirst());
        if (!error.isEmpty())
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot Open Board"), error);
    }
    return QApplication::exec();
}
