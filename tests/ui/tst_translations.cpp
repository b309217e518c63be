// The translations: the catalogues are in the resources, every message of the
// .ts files is translated with its placeholders and plural forms, and the main
// window built under each catalogue leaves no menu or action in English.

#include "service/translatedmessage.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/settings/language.h"
#include "ui/mainwindow.h"
#include "ui/widgets/menutext.h"
#include "ui/nim/nimnewgamedialog.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/roller/rollernewgamedialog.h"
#include "../childprocess.h"
#include "../testsetup.h"
#include "testpaths.h"
#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMutex>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QXmlStreamReader>

namespace tst_translations {

namespace {

// Remembers every text it translated, so a menu entry that rightly reads the
// same in both languages (a proper name such as "Roller-Board") still counts as
// translated, while one the catalogue lacks does not.
class RecordingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override
    {
        const QString result = QTranslator::translate(context, sourceText, disambiguation, n);
        if (!result.isEmpty()) {
            const QMutexLocker locker(&m_mutex);
            m_produced.insert(result);
        }
        return result;
    }
    bool produced(const QString &text) const
    {
        const QMutexLocker locker(&m_mutex);
        return m_produced.contains(text);
    }

private:
    mutable QMutex m_mutex;
    mutable QSet<QString> m_produced;
};

struct Entry {
    QString path;     // "Game ▸ New ▸ …", for messages
    QString text;
    QString objectName;
};

// Every menu title and action text under the menu bar, depth first, so two
// windows in different languages list the same entries in the same order.
void collect(const QList<QAction *> &actions, const QString &prefix, QList<Entry> &entries)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QString path = prefix.isEmpty() ? action->text() : prefix + QStringLiteral(" ▸ ") + action->text();
        entries.append({path, action->text(), action->objectName()});
        if (QMenu *menu = action->menu())
            collect(menu->actions(), path, entries);
    }
}

// The mnemonic letter of a menu text ("&Game" -> 'g'), or a null QChar.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) != QLatin1Char('&'))
            return text.at(i + 1).toLower();
        ++i; // "&&" is a literal ampersand
    }
    return {};
}

// Each menu's entries (and the menu bar's titles) need distinct mnemonics, or
// Alt+letter picks the wrong one.
void checkMnemonics(const QList<QAction *> &actions, const QString &where)
{
    QHash<QChar, QString> seen;
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QChar key = mnemonic(action->text());
        if (!key.isNull()) {
            QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("%1: '%2' and '%3' share the mnemonic %4")
                                                         .arg(where, seen.value(key), action->text(), key)));
            seen.insert(key, action->text());
        }
        if (QMenu *menu = action->menu()) {
            checkMnemonics(menu->actions(), where + QStringLiteral(" ▸ ") + action->text());
            if (QTest::currentTestFailed())
                return;
        }
    }
}

QString sourceDir()
{
    return qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR");
}

QString tsPath(const QString &language)
{
    return sourceDir() + QStringLiteral("/translations/puzzlebox_%1.ts").arg(language);
}

struct TsMessage {
    QString context;
    QString source;
    bool numerus = false;
    QString type;             // "unfinished", "vanished", "obsolete" or empty
    QStringList translations; // one, or one per plural form
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            if (!message.source.isNull())
                messages.append(message);
            message = TsMessage{context, QString(), xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations.append(xml.readElementText());
        } else if (name == QLatin1String("numerusform")) {
            message.translations.append(xml.readElementText());
        }
    }
    if (!message.source.isNull())
        messages.append(message);
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// The placeholders of a text, each once: {"%1", "%L2", "%n"}.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text)) {
        if (!found.contains(match.captured()))
            found.append(match.captured());
    }
    found.sort();
    return found;
}

// How many forms Qt's numerus rules give a language's plurals: one where
// nouns do not change with the number, three for the Slavic languages' few
// and many, six for Arabic's.
int pluralFormCount(const QString &language)
{
    static const QHash<QString, int> counts{
        {QStringLiteral("en"), 2}, {QStringLiteral("de"), 2}, {QStringLiteral("fr"), 2},
        {QStringLiteral("es"), 2}, {QStringLiteral("it"), 2}, {QStringLiteral("pt_BR"), 2},
        {QStringLiteral("nl"), 2}, {QStringLiteral("pl"), 3}, {QStringLiteral("ru"), 3},
        {QStringLiteral("ja"), 1}, {QStringLiteral("zh_CN"), 1}, {QStringLiteral("ar"), 6},
        {QStringLiteral("he"), 2}};
    return counts.value(language);
}

int mnemonicCount(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("&(?!&)(?![a-z]+;)"));
    return int(QString(text).replace(QStringLiteral("&&"), QString()).count(pattern));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void cataloguesAreResources_data();
    void cataloguesAreResources();
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void cataloguesHoldEveryTextOfTheSources();
    void englishSpellsOutPlurals();
    void germanSaysSie();
    void englishMenusHaveDistinctMnemonics();
    void noMenuIsLeftInEnglish_data();
    void noMenuIsLeftInEnglish();
    void languageMenuStoresTheChoice();
    void toolbarButtonsShowNoAddedMnemonic();
    void firstStartSpeaksTheSystemsLanguage_data();
    void firstStartSpeaksTheSystemsLanguage();
    void chosenLanguageIsInstalled();
};

void TestTranslations::initTestCase()
{
    testsetup::useTestFolders();
    QVERIFY2(!sourceDir().isEmpty() && QDir(sourceDir()).exists(), "PUZZLEBOX_SOURCE_DIR must name the source tree");
}

void TestTranslations::init()
{
    // No recent files, no saved game: the menus hold only the window's own entries.
    QSettings().clear();
}

void TestTranslations::cataloguesAreResources_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : Language::codes())
        QTest::newRow(qPrintable(code)) << code;
}

void TestTranslations::cataloguesAreResources()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/puzzlebox_%1.qm").arg(language)));
    QVERIFY(!translator.isEmpty());
    QVERIFY2(translator.language().startsWith(language), qPrintable(translator.language()));
}

void TestTranslations::everyMessageIsTranslated_data()
{
    cataloguesAreResources_data();
}

void TestTranslations::everyMessageIsTranslated()
{
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    const int pluralForms = pluralFormCount(language);
    QVERIFY2(pluralForms > 0, qPrintable(QStringLiteral("no plural rule known for ") + language));
    for (const TsMessage &message : messages) {
        const QString where = message.context + QStringLiteral(": ") + message.source;
        QVERIFY2(message.type.isEmpty(), qPrintable(message.type + QStringLiteral(" ") + where));
        QVERIFY2(!message.source.contains(QLatin1String("(s)")) || message.numerus,
                 qPrintable(QStringLiteral("needs %n and plural forms: ") + where));
        // The English catalogue holds only the plural forms.
        QVERIFY2(language != QLatin1String("en") || message.numerus, qPrintable(where));
        QCOMPARE(message.translations.size(), message.numerus ? pluralForms : 1);
        const QStringList wanted = placeholders(message.source);
        for (const QString &translation : message.translations) {
            QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
            QVERIFY2(!translation.contains(QLatin1String("(s)")), qPrintable(translation));
            QVERIFY2(placeholders(translation) == wanted,
                     qPrintable(QStringLiteral("placeholders differ: %1 -> %2").arg(message.source, translation)));
            QVERIFY2(mnemonicCount(translation) == mnemonicCount(message.source),
                     qPrintable(QStringLiteral("mnemonic lost or added: %1 -> %2").arg(message.source, translation)));
        }
    }
    if (language == QLatin1String("en"))
        return;
    // Every plural of the sources is in the English catalogue too.
    const QList<TsMessage> english = readTs(tsPath(QStringLiteral("en")), &error);
    QSet<QString> englishPlurals;
    for (const TsMessage &message : english)
        englishPlurals.insert(message.context + QLatin1Char('|') + message.source);
    for (const TsMessage &message : messages) {
        if (message.numerus)
            QVERIFY2(englishPlurals.contains(message.context + QLatin1Char('|') + message.source),
                     qPrintable(QStringLiteral("missing from puzzlebox_en.ts: ") + message.source));
    }
}

// A text added to the sources without `ninja update_translations`, or one the
// sources no longer have, would pass every check of the catalogues as they
// are: lupdate reads the sources afresh, as that target does, and each
// catalogue must hold exactly its texts (English: exactly its plurals).
void TestTranslations::cataloguesHoldEveryTextOfTheSources()
{
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString fresh = scratch.filePath(QStringLiteral("fresh.ts"));
    QStringList arguments;
    for (const char *folder : {"src/core", "src/service", "src/ui", "src/app", "forms"})
        arguments.append(sourceDir() + QLatin1Char('/') + QLatin1String(folder));
    arguments << QStringLiteral("-extensions") << QStringLiteral("h,cpp,ui") << QStringLiteral("-tr-function-alias")
              << QStringLiteral("QT_TRANSLATE_NOOP+=PB_TRANSLATE_NOOP,QT_TRANSLATE_N_NOOP+=PB_TRANSLATE_N_NOOP")
              << QStringLiteral("-silent") << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(PUZZLEBOX_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QString error;
    const auto keys = [&error](const QString &path, bool pluralsOnly) {
        QSet<QString> result;
        for (const TsMessage &message : readTs(path, &error)) {
            if (message.numerus || !pluralsOnly)
                result.insert(message.context + QLatin1Char('|') + message.source);
        }
        return result;
    };
    for (const QString &language : Language::codes()) {
        const bool pluralsOnly = language == QLatin1String("en");
        const QSet<QString> wanted = keys(fresh, pluralsOnly);
        const QSet<QString> held = keys(tsPath(language), pluralsOnly);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!wanted.isEmpty());
        const QStringList missing = QSet<QString>(wanted).subtract(held).values();
        const QStringList stale = QSet<QString>(held).subtract(wanted).values();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("puzzlebox_%1.ts lacks (run `ninja update_translations`): %2")
                                                   .arg(language, missing.join(QStringLiteral("; ")))));
        QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("puzzlebox_%1.ts holds texts the sources no longer have: %2")
                                                 .arg(language, stale.join(QStringLiteral("; ")))));
    }
}

// The player is "Sie" throughout, never "du" (nor its imperative, "Klicke",
// "Suche die …"), and the designer has one name.
void TestTranslations::germanSaysSie()
{
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(QStringLiteral("de")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression du(QStringLiteral("\\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    // A du-imperative opens a sentence with the verb's stem and -e, no "Sie" after it.
    static const QRegularExpression imperative(
        QStringLiteral("(^|[.:;!?]\\s+)(Klicke|Wähle|Drücke|Ziehe|Suche|Öffne|Schiebe|Nimm|Setze|Gib|Lege|Lass|"
                       "Probiere|Versuche|Halte|Benutze|Stelle)\\s+(?!Sie\\b)(?!nach\\b)"));
    for (const TsMessage &message : messages) {
        for (const QString &translation : message.translations) {
            QVERIFY2(!du.match(translation).hasMatch(), qPrintable(message.source + QStringLiteral(" -> ") + translation));
            QVERIFY2(!imperative.match(translation).hasMatch(),
                     qPrintable(message.source + QStringLiteral(" -> ") + translation));
            QVERIFY2(!translation.contains(QLatin1String("Brett-Designer")), qPrintable(translation));
        }
    }
}

void TestTranslations::englishSpellsOutPlurals()
{
    RecordingTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/puzzlebox_en.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // A family's counted text, marked in the core with PB_TRANSLATE_N_NOOP.
    const char *source = "The last peg can finish in %n hole(s): %1.";
    QCOMPARE(QCoreApplication::translate("pegs", source, nullptr, 1),
             QStringLiteral("The last peg can finish in 1 hole: %1."));
    QCOMPARE(QCoreApplication::translate("pegs", source, nullptr, 33),
             QStringLiteral("The last peg can finish in 33 holes: %1."));
    QCOMPARE(translated(pb::countMessage("pegs", source, 33, {"1, 2"})),
             QStringLiteral("The last peg can finish in 33 holes: 1, 2."));
    QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::englishMenusHaveDistinctMnemonics()
{
    MainWindow window;
    checkMnemonics(window.menuBar()->actions(), QStringLiteral("en"));
}

void TestTranslations::noMenuIsLeftInEnglish_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : Language::codes()) {
        if (code != QLatin1String("en"))
            QTest::newRow(qPrintable(code)) << code;
    }
}

void TestTranslations::noMenuIsLeftInEnglish()
{
    QFETCH(QString, language);
    QList<Entry> english;
    {
        MainWindow window;
        collect(window.menuBar()->actions(), QString(), english);
    }
    QVERIFY(english.size() > 30);

    RecordingTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/puzzlebox_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto removeTranslator = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    MainWindow window;
    QList<Entry> translated;
    collect(window.menuBar()->actions(), QString(), translated);

    QCOMPARE(translated.size(), english.size());
    for (qsizetype i = 0; i < english.size(); ++i) {
        const Entry &source = english.at(i);
        const Entry &entry = translated.at(i);
        QCOMPARE(entry.objectName, source.objectName);
        QVERIFY2(!entry.text.isEmpty(), qPrintable(source.path));
        QVERIFY2(!entry.text.contains(QLatin1String("(s)")), qPrintable(entry.path));
        // The languages in View ▸ Language are named in their own language.
        if (entry.objectName.startsWith(QLatin1String("actionLanguage_"))
            && entry.objectName != QLatin1String("actionLanguage_system"))
            continue;
        QVERIFY2(entry.text != source.text || translator.produced(entry.text),
                 qPrintable(QStringLiteral("%1: left in English").arg(source.path)));
    }
    checkMnemonics(window.menuBar()->actions(), language);

    const QString dir = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        // Not a check: each menu as it opens, for people to read.
        window.resize(900, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(dir + QStringLiteral("/window_%1.png").arg(language)));
        for (QAction *action : window.menuBar()->actions()) {
            QMenu *menu = action->menu();
            menu->popup(window.mapToGlobal(QPoint(0, 0)));
            QVERIFY(QTest::qWaitForWindowExposed(menu));
            QVERIFY(menu->grab().save(dir + QStringLiteral("/menu_%1_%2.png").arg(language, menu->objectName())));
            menu->hide();
        }
        const auto grabDialog = [&](QDialog &&dialog, const QString &name) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/dialog_%1_%2.png").arg(language, name)));
        };
        grabDialog(PreferencesDialog(window.settings(), &window), QStringLiteral("preferences"));
        grabDialog(PegNewGameDialog(testsetup::appSettings(), &window), QStringLiteral("pegs"));
        grabDialog(RollerNewGameDialog(testsetup::appSettings(), &window), QStringLiteral("roller"));
        grabDialog(NimNewGameDialog(testsetup::appSettings(), &window), QStringLiteral("nim"));
        grabDialog(FifteenDialog(testsetup::appSettings(), &window), QStringLiteral("fifteen"));
    }
}

void TestTranslations::languageMenuStoresTheChoice()
{
    MainWindow window;
    auto *system = window.findChild<QAction *>(QStringLiteral("actionLanguage_system"));
    auto *french = window.findChild<QAction *>(QStringLiteral("actionLanguage_fr"));
    QVERIFY(system && french);
    QVERIFY(system->isChecked());

    // The choice applies at once, with no message to dismiss.
    french->trigger();
    QVERIFY(french->isChecked());
    QVERIFY(!QApplication::activeModalWidget());
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("fr"));
    QCOMPARE(Language::chosen(testsetup::appSettings()), QStringLiteral("fr"));
    QCOMPARE(QLocale().language(), QLocale::French);

    system->trigger();
    QVERIFY(!QSettings().contains(QStringLiteral("language")));
    QVERIFY(Language::chosen(testsetup::appSettings()).isEmpty());
}

// Japanese writes Solve's mnemonic as an added "(&S)": its toolbar button
// reads the word alone, and English's after a switch back.
void TestTranslations::toolbarButtonsShowNoAddedMnemonic()
{
    MainWindow window;
    auto *solve = window.findChild<QAction *>(QStringLiteral("actionSolve"));
    auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("toolBar"));
    QVERIFY(solve && toolBar);
    auto *button = qobject_cast<QToolButton *>(toolBar->widgetForAction(solve));
    QVERIFY(button);
    // The language change Qt posts is delivered before the test looks.
    const auto choose = [&window](const char *code) {
        window.findChild<QAction *>(QStringLiteral("actionLanguage_") + QLatin1String(code))->trigger();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    };
    const auto backToSystem = qScopeGuard([&choose] { choose("system"); });
    choose("ja");
    QVERIFY2(solve->text().contains(QLatin1String("(&")), qPrintable(solve->text()));
    QCOMPARE(button->text(), plainMenuText(solve->text()));
    choose("en");
    QCOMPARE(button->text(), QStringLiteral("Solve"));
    choose("ar");
    QCOMPARE(button->text(), plainMenuText(solve->text()));
}

void TestTranslations::firstStartSpeaksTheSystemsLanguage_data()
{
    noMenuIsLeftInEnglish_data();
}

// A first start, nothing chosen yet, in a desktop session of that language:
// the program speaks it from its first line (--help is written before any
// window, by main()'s own translators).
void TestTranslations::firstStartSpeaksTheSystemsLanguage()
{
    QFETCH(QString, language);
    QString error;
    QString wanted;
    for (const TsMessage &message : readTs(tsPath(language), &error)) {
        if (message.context == QLatin1String("main") && message.source == QLatin1String("Classic puzzles with solvers."))
            wanted = message.translations.value(0);
    }
    QVERIFY2(!wanted.isEmpty(), qPrintable(error));
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("LANGUAGE"), language);
    environment.insert(QStringLiteral("LC_ALL"), language + QStringLiteral(".UTF-8"));
    ChildProcess app;
    app.setProcessEnvironment(environment);
    app.start(QStringLiteral(PUZZLEBOX_APP), {QStringLiteral("--help")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    const QString help = QString::fromUtf8(app.readAllStandardOutput());
    QVERIFY2(help.contains(wanted), qPrintable(help));
}

void TestTranslations::chosenLanguageIsInstalled()
{
    const QLocale before;
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("de"));
    Language::installTranslators(testsetup::appSettings());
    const auto restore = qScopeGuard([&before] {
        QSettings().remove(QStringLiteral("language"));
        Language::installTranslators(testsetup::appSettings());
        QLocale::setDefault(before);
    });
    QCOMPARE(QLocale().language(), QLocale::German);
    QCOMPARE(QCoreApplication::translate("MainWindow", "&Game"), QStringLiteral("&Spiel"));
    // Qt's own catalogue (package qt6-translations-l10n on Debian) names the
    // standard buttons.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
}

PUZZLEBOX_TEST_MAIN(TestTranslations)
} // namespace tst_translations
#include "tst_translations.moc"
