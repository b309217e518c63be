// The most memory a search is given: half of what the machine has, never
// past kLargestMemoryBudgetMiB, and Try Again doubling up to it from the
// budget the search had. Every whole number read from the settings file is
// within its bounds, and a value that was not is logged. Each setting reads
// its default from a fresh file and what was set under the key of earlier
// releases: AppSettings' own and, through its accessors by key, each
// family's (src/ui/<folder>/<folder>settings.h), which is why this test is
// the window's.

#include "service/appsettings.h"
#include "ui/fifteen/fifteensettings.h"
#include "ui/nim/nimsettings.h"
#include "ui/pegs/pegsettings.h"
#include "ui/roller/rollersettings.h"
#include "testmain.h"
#include "testsetup.h"

#include <QRegularExpression>
#include <QSettings>
#include <QTest>

#include <functional>
#include <map>

namespace tst_appsettings {

class TestAppSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void ceilingIsHalfTheMachine_data();
    void ceilingIsHalfTheMachine();
    void offersDoubleUpToTheCeiling();
    void valuesReadAreBounded_data();
    void valuesReadAreBounded();
    void memoryBudgetStopsAtTheCeiling();
    void freshFileGivesTheDefaults();
    void valuesSetReadBack();
    void emptyValuesLeaveNoKey();
};

constexpr std::uint64_t kMiB = std::uint64_t(1) << 20;
constexpr std::uint64_t kGiB = std::uint64_t(1) << 30;

void TestAppSettings::ceilingIsHalfTheMachine_data()
{
    QTest::addColumn<qulonglong>("physicalBytes");
    QTest::addColumn<int>("ceilingMiB");
    QTest::newRow("16 GiB") << qulonglong(16 * kGiB) << 8192;
    // What a machine sold as 16 GiB reports: whole GiB below half of it.
    QTest::newRow("15.5 GiB") << qulonglong(15 * kGiB + 512 * kMiB) << 7168;
    QTest::newRow("1.5 GiB") << qulonglong(1536 * kMiB) << 768;
    QTest::newRow("4 MiB") << qulonglong(4 * kMiB) << 2;
    QTest::newRow("less than 2 MiB") << qulonglong(kMiB) << 1;
    QTest::newRow("past Preferences' top") << qulonglong(512 * kGiB) << AppSettings::kLargestMemoryBudgetMiB;
    QTest::newRow("not known") << qulonglong(0) << AppSettings::kLargestMemoryBudgetMiB;
}

void TestAppSettings::ceilingIsHalfTheMachine()
{
    QFETCH(qulonglong, physicalBytes);
    QFETCH(int, ceilingMiB);
    QCOMPARE(AppSettings::largestSearchBudgetMiB(physicalBytes), ceilingMiB);
}

void TestAppSettings::offersDoubleUpToTheCeiling()
{
    AppSettings settings;
    settings.setPhysicalMemoryBytes(16 * kGiB);
    QCOMPARE(settings.searchBudgetCeilingMiB(), 8192);
    QCOMPARE(settings.largerMemoryBudgetMiB(512), 1024);
    QCOMPARE(settings.largerMemoryBudgetMiB(4096), 8192);
    QCOMPARE(settings.largerMemoryBudgetMiB(6000), 8192);
    QCOMPARE(settings.largerMemoryBudgetMiB(8192), 0);
    QCOMPARE(settings.largerMemoryBudgetMiB(AppSettings::kLargestMemoryBudgetMiB), 0);
}

void TestAppSettings::initTestCase()
{
    testsetup::useTestFolders();
}

void TestAppSettings::init()
{
    QSettings().clear();
}

// What a settings file edited by hand (or by another program) may hold: each
// numeric setting out of range on either side, and no number at all.
void TestAppSettings::valuesReadAreBounded_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("stored");
    QTest::addColumn<int>("used");
    QTest::addColumn<QString>("warning");
    const QString budget = QStringLiteral("solver/memoryBudgetMiB");
    QTest::newRow("budget too large") << budget << QVariant(QStringLiteral("2147483647")) << 8192
                                      << QStringLiteral("Setting solver/memoryBudgetMiB: 2147483647 read is outside 1 to 8192; 8192 used");
    QTest::newRow("budget past int") << budget << QVariant(QStringLiteral("99999999999")) << 8192
                                     << QStringLiteral("Setting solver/memoryBudgetMiB: 99999999999 read is outside 1 to 8192; 8192 used");
    QTest::newRow("budget negative") << budget << QVariant(-5) << 1
                                     << QStringLiteral("Setting solver/memoryBudgetMiB: -5 read is outside 1 to 8192; 1 used");
    QTest::newRow("budget no number") << budget << QVariant(QStringLiteral("lots")) << 512
                                      << QStringLiteral("Setting solver/memoryBudgetMiB: 'lots' read is not a whole number; 512 used");
    QTest::newRow("budget within") << budget << QVariant(4096) << 4096 << QString();
    const QString animation = QStringLiteral("animationMillis");
    QTest::newRow("animation too long") << animation << QVariant(60000) << 1000
                                        << QStringLiteral("Setting animationMillis: 60000 read is outside 0 to 1000; 1000 used");
    QTest::newRow("animation negative") << animation << QVariant(-1) << 0
                                        << QStringLiteral("Setting animationMillis: -1 read is outside 0 to 1000; 0 used");
    const QString pace = QStringLiteral("paceMillis");
    QTest::newRow("pace too slow") << pace << QVariant(2147483647) << 2000
                                   << QStringLiteral("Setting paceMillis: 2147483647 read is outside 100 to 2000; 2000 used");
    QTest::newRow("pace zero") << pace << QVariant(0) << 100
                               << QStringLiteral("Setting paceMillis: 0 read is outside 100 to 2000; 100 used");
    QTest::newRow("pace within") << pace << QVariant(750) << 750 << QString();
    QTest::newRow("difficulty past Exactly") << QStringLiteral("pegs/newGame/difficulty") << QVariant(7) << 3
        << QStringLiteral("Setting pegs/newGame/difficulty: 7 read is outside 0 to 3; 3 used");
    QTest::newRow("exact moves zero") << QStringLiteral("fifteen/exactMoves") << QVariant(0) << 1
        << QStringLiteral("Setting fifteen/exactMoves: 0 read is outside 1 to 999; 1 used");
    QTest::newRow("fifteen too large") << QStringLiteral("fifteen/size") << QVariant(40) << 9
        << QStringLiteral("Setting fifteen/size: 40 read is outside 3 to 9; 9 used");
    QTest::newRow("peg board no number") << QStringLiteral("pegs/newGame/board") << QVariant(QStringLiteral("cross")) << 0
        << QStringLiteral("Setting pegs/newGame/board: 'cross' read is not a whole number; 0 used");
    QTest::newRow("peg side too large") << QStringLiteral("pegs/newGame/side") << QVariant(99) << 8
        << QStringLiteral("Setting pegs/newGame/side: 99 read is outside 4 to 8; 8 used");
    QTest::newRow("empty hole no number") << QStringLiteral("pegs/newGame/emptyHole") << QVariant(QStringLiteral("top")) << 4
        << QStringLiteral("Setting pegs/newGame/emptyHole: 'top' read is not a whole number; 4 used");
    QTest::newRow("empty hole past the board") << QStringLiteral("pegs/newGame/emptyHole") << QVariant(15) << 14
        << QStringLiteral("Setting pegs/newGame/emptyHole: 15 read is outside 0 to 14; 14 used");
    QTest::newRow("roller side too small") << QStringLiteral("rollerboard/width") << QVariant(1) << 2
        << QStringLiteral("Setting rollerboard/width: 1 read is outside 2 to 6; 2 used");
    QTest::newRow("scramble too long") << QStringLiteral("rollerboard/scrambleRolls") << QVariant(1000) << 60
        << QStringLiteral("Setting rollerboard/scrambleRolls: 1000 read is outside 1 to 60; 60 used");
    QTest::newRow("nim heap too large") << QStringLiteral("nim/newGame/heaps") << QVariant(QStringList{QStringLiteral("50")})
        << 20 << QStringLiteral("Setting nim/newGame/heaps: 50 read is outside 0 to 20; 20 used");
    QTest::newRow("nim starter negative") << QStringLiteral("nim/newGame/starter") << QVariant(-1) << 0
        << QStringLiteral("Setting nim/newGame/starter: -1 read is outside 0 to 2; 0 used");
    QTest::newRow("nim wins past int") << QStringLiteral("nim/humanWins") << QVariant(QStringLiteral("99999999999"))
        << NimSettings::kMostWins
        << QStringLiteral("Setting nim/humanWins: 99999999999 read is outside 0 to 2147483646; 2147483646 used");
    QTest::newRow("nim wins negative") << QStringLiteral("nim/computerWins") << QVariant(-3) << 0
        << QStringLiteral("Setting nim/computerWins: -3 read is outside 0 to 2147483646; 0 used");
}

// The whole number `key` is read as, with the bounds the dialogs give.
int readNumber(const AppSettings &settings, const QString &key)
{
    const std::map<QString, std::function<int()>> readers{
        {QStringLiteral("solver/memoryBudgetMiB"), [&] { return settings.memoryBudgetMiB(); }},
        {QStringLiteral("animationMillis"), [&] { return settings.animationMillis(); }},
        {QStringLiteral("paceMillis"), [&] { return settings.paceMillis(); }},
        {QStringLiteral("pegs/newGame/difficulty"), [&] { return settings.difficultyLevel(QStringLiteral("pegs/newGame")); }},
        {QStringLiteral("fifteen/exactMoves"), [&] { return settings.exactMoves(QStringLiteral("fifteen")); }},
        {QStringLiteral("fifteen/size"), [&] { return FifteenSettings::newGame(settings, 3, 9).size; }},
        {QStringLiteral("pegs/newGame/board"), [&] { return PegSettings::board(settings, 6); }},
        {QStringLiteral("pegs/newGame/side"), [&] { return PegSettings::side(settings, 5, 4, 8); }},
        {QStringLiteral("pegs/newGame/emptyHole"), [&] { return PegSettings::emptyHole(settings, 4, 15).value_or(-1); }},
        {QStringLiteral("rollerboard/width"), [&] { return RollerSettings::newGame(settings, 2, 6).width; }},
        {QStringLiteral("rollerboard/scrambleRolls"), [&] { return RollerSettings::newGame(settings, 2, 6).scrambleRolls; }},
        {QStringLiteral("nim/newGame/heaps"), [&] { return NimSettings::heaps(settings, 20).at(0); }},
        {QStringLiteral("nim/newGame/starter"), [&] { return NimSettings::starter(settings, 0, 3); }},
        {QStringLiteral("nim/humanWins"), [&] { return NimSettings::humanWins(settings); }},
        {QStringLiteral("nim/computerWins"), [&] { return NimSettings::computerWins(settings); }},
    };
    return readers.at(key)();
}

void TestAppSettings::valuesReadAreBounded()
{
    QFETCH(QString, key);
    QFETCH(QVariant, stored);
    QFETCH(int, used);
    QFETCH(QString, warning);
    QSettings().setValue(key, stored);
    AppSettings settings;
    settings.setPhysicalMemoryBytes(16 * kGiB);
    if (!warning.isEmpty())
        QTest::ignoreMessage(QtWarningMsg, qPrintable(warning));
    // Every other warning fails the test: a value within bounds is used silently.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    QCOMPARE(readNumber(settings, key), used);
}

// Preferences cannot set more than the machine gives a search either, and
// with nothing stored the default is within it too.
void TestAppSettings::memoryBudgetStopsAtTheCeiling()
{
    AppSettings settings;
    settings.setPhysicalMemoryBytes(4 * kGiB);
    settings.setMemoryBudgetMiB(AppSettings::kLargestMemoryBudgetMiB);
    QCOMPARE(settings.memoryBudgetMiB(), 2048);
    QCOMPARE(settings.memoryBudgetBytes(), std::size_t(2048) << 20);
    QSettings().clear();
    settings.setPhysicalMemoryBytes(512 * kMiB);
    QCOMPARE(settings.memoryBudgetMiB(), 256);
}

void TestAppSettings::freshFileGivesTheDefaults()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const AppSettings settings;
    QVERIFY(settings.recentFiles().isEmpty());
    QVERIFY(settings.language().isEmpty());
    QCOMPARE(settings.difficultyLevel(QStringLiteral("nim")), 1);
    QCOMPARE(settings.exactMoves(QStringLiteral("nim")), 10);
    const FifteenSettings::NewGame fifteen = FifteenSettings::newGame(settings, 3, 9);
    QCOMPARE(fifteen.size, 4);
    QVERIFY(fifteen.shuffle);
    QVERIFY(!fifteen.madeToDifficulty);
    QVERIFY(FifteenSettings::tilePicture(settings).isEmpty());
    QVERIFY(FifteenSettings::tileNumbers(settings));
    QCOMPARE(PegSettings::board(settings, 6), 0);
    QCOMPARE(PegSettings::side(settings, 5, 4, 8), 5);
    QCOMPARE(PegSettings::rows(settings, 4, 2, 9), 4);
    QCOMPARE(PegSettings::columns(settings, 4, 2, 9), 4);
    QCOMPARE(PegSettings::emptyHole(settings, 4, 15), std::nullopt);
    QVERIFY(!PegSettings::randomStart(settings));
    const RollerSettings::NewGame roller = RollerSettings::newGame(settings, 2, 6);
    QCOMPARE(roller.height, 4);
    QCOMPARE(roller.width, 4);
    QCOMPARE(roller.scrambleRolls, 6);
    QVERIFY(!roller.randomBoard);
    QVERIFY(!roller.madeToDifficulty);
    QVERIFY(NimSettings::heaps(settings, 20).empty());
    QCOMPARE(NimSettings::starter(settings, 0, 3), 0);
    QVERIFY(!NimSettings::misere(settings));
    QVERIFY(!NimSettings::fallible(settings));
    QCOMPARE(NimSettings::humanWins(settings), 0);
    QCOMPARE(NimSettings::computerWins(settings), 0);
    QVERIFY(!NimSettings::computerStartsNext(settings));
}

// What one AppSettings sets, another reads, under the keys of earlier releases.
void TestAppSettings::valuesSetReadBack()
{
    AppSettings writer;
    writer.setRecentFiles({QStringLiteral("/a/b.peg"), QStringLiteral("/c.rbd")});
    writer.setLanguage(QStringLiteral("de"));
    writer.setDifficulty(QStringLiteral("rollerboard"), 3, 12);
    FifteenSettings::setNewGame(writer, {5, false, true});
    FifteenSettings::setTilePicture(writer, QStringLiteral("bundled:lakeside"));
    FifteenSettings::setTileNumbers(writer, false);
    PegSettings::setNewGame(writer, {2, 6, 3, 7, 9, true});
    RollerSettings::setNewGame(writer, {3, 5, 20, true, true});
    NimSettings::setNewGame(writer, {3, 0, 7}, true, 2, true);
    NimSettings::setMatch(writer, 4, 2, true);

    const AppSettings settings;
    QCOMPARE(settings.recentFiles(), QStringList({QStringLiteral("/a/b.peg"), QStringLiteral("/c.rbd")}));
    QCOMPARE(settings.language(), QStringLiteral("de"));
    QCOMPARE(settings.difficultyLevel(QStringLiteral("rollerboard")), 3);
    QCOMPARE(settings.exactMoves(QStringLiteral("rollerboard")), 12);
    QCOMPARE(settings.difficultyLevel(QStringLiteral("fifteen")), 1);
    const FifteenSettings::NewGame fifteen = FifteenSettings::newGame(settings, 3, 9);
    QCOMPARE(fifteen.size, 5);
    QVERIFY(!fifteen.shuffle);
    QVERIFY(fifteen.madeToDifficulty);
    QCOMPARE(FifteenSettings::tilePicture(settings), QStringLiteral("bundled:lakeside"));
    QVERIFY(!FifteenSettings::tileNumbers(settings));
    QCOMPARE(PegSettings::board(settings, 6), 2);
    QCOMPARE(PegSettings::side(settings, 5, 4, 8), 6);
    QCOMPARE(PegSettings::rows(settings, 4, 2, 9), 3);
    QCOMPARE(PegSettings::columns(settings, 4, 2, 9), 7);
    QCOMPARE(PegSettings::emptyHole(settings, 4, 15), std::optional(9));
    QVERIFY(PegSettings::randomStart(settings));
    const RollerSettings::NewGame roller = RollerSettings::newGame(settings, 2, 6);
    QCOMPARE(roller.height, 3);
    QCOMPARE(roller.width, 5);
    QCOMPARE(roller.scrambleRolls, 20);
    QVERIFY(roller.randomBoard);
    QVERIFY(roller.madeToDifficulty);
    QCOMPARE(NimSettings::heaps(settings, 20), std::vector<int>({3, 0, 7}));
    QCOMPARE(NimSettings::starter(settings, 0, 3), 2);
    QVERIFY(NimSettings::misere(settings));
    QVERIFY(NimSettings::fallible(settings));
    QCOMPARE(NimSettings::humanWins(settings), 4);
    QCOMPARE(NimSettings::computerWins(settings), 2);
    QVERIFY(NimSettings::computerStartsNext(settings));

    const QSettings file;
    QCOMPARE(file.value(QStringLiteral("fifteen/size")).toInt(), 5);
    QCOMPARE(file.value(QStringLiteral("pegs/newGame/columns")).toInt(), 7);
    QCOMPARE(file.value(QStringLiteral("rollerboard/scrambleRolls")).toInt(), 20);
    QCOMPARE(file.value(QStringLiteral("nim/newGame/heaps")).toStringList(),
             QStringList({QStringLiteral("3"), QStringLiteral("0"), QStringLiteral("7")}));
    QCOMPARE(file.value(QStringLiteral("nim/computerStartsNext")).toBool(), true);
    QCOMPARE(file.value(QStringLiteral("rollerboard/exactMoves")).toInt(), 12);
}

// "Nothing" is no key at all, as in a settings file never written.
void TestAppSettings::emptyValuesLeaveNoKey()
{
    AppSettings settings;
    settings.setRecentFiles({QStringLiteral("/a.peg")});
    settings.setLanguage(QStringLiteral("fr"));
    FifteenSettings::setTilePicture(settings, QStringLiteral("bundled:lakeside"));
    NimSettings::setMatch(settings, 1, 1, true);
    settings.setRecentFiles({});
    settings.setLanguage(QString());
    FifteenSettings::setTilePicture(settings, QString());
    NimSettings::clearMatch(settings);
    const QSettings file;
    for (const char *key : {"recentFiles", "language", "fifteen/tilePicture", "nim/humanWins", "nim/computerWins",
                            "nim/computerStartsNext"})
        QVERIFY2(!file.contains(QLatin1String(key)), key);
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestAppSettings)
} // namespace tst_appsettings
#include "tst_appsettings.moc"
