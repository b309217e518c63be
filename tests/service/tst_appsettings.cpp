// The most memory Try Again offers a search: half of what the machine has,
// never past the top of Preferences, and doubling up to it from the budget
// the search had.

#include "service/appsettings.h"
#include "testmain.h"

#include <QTest>

namespace tst_appsettings {

class TestAppSettings : public QObject {
    Q_OBJECT

private slots:
    void ceilingIsHalfTheMachine_data();
    void ceilingIsHalfTheMachine();
    void offersDoubleUpToTheCeiling();
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

PUZZLEBOX_TEST_GUILESS_MAIN(TestAppSettings)
} // namespace tst_appsettings
#include "tst_appsettings.moc"
