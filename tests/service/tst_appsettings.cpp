// The most memory a search is given: half of what the machine has, never
// past kLargestMemoryBudgetMiB, and Try Again doubling up to it from the
// budget the search had. Every whole number read from the settings file is
// within its bounds, and a value that was not is logged.

#include "service/appsettings.h"
#include "testmain.h"
#include "testsetup.h"

#include <QRegularExpression>
#include <QSettings>
#include <QTest>

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
    const int read = key == QLatin1String("paceMillis") ? settings.paceMillis()
        : key == QLatin1String("animationMillis")       ? settings.animationMillis()
                                                        : settings.memoryBudgetMiB();
    QCOMPARE(read, used);
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

PUZZLEBOX_TEST_GUILESS_MAIN(TestAppSettings)
} // namespace tst_appsettings
#include "tst_appsettings.moc"
