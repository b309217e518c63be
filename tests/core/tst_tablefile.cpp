// A solver's table file in use (tablefile.h): a rebuild writes a new file and
// renames it over the old one, whose pages the mapping keeps; a file cut short
// by another program under a mapping ends neither the process (SIGBUS) nor
// with a wrong answer: the table reads as zeros, is marked lost, and the 5 x 5
// search that reads it ends saying why. A fault outside the tables still goes
// to the handler there was before.

#include "core/common/tablefile.h"
#include "core/fifteen/fifteensolver.h"
#include "core/fifteen/pattern24.h"
#include "testmain.h"
#include "testpaths.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <filesystem>
#include <span>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace tst_tablefile {

using namespace pb;
using namespace pb::fifteen;

namespace {

const TableFileKind kKind{"PBTSTTBL", 1, "test"};
constexpr std::size_t kPayloadBytes = std::size_t(8) << 20;

bool writeFilled(const std::filesystem::path &path, std::uint8_t value)
{
    const std::vector<std::uint8_t> payload(kPayloadBytes, value);
    const std::span<const std::uint8_t> part(payload);
    return writeTableFile(path, kKind, std::span(&part, 1));
}

// Every byte of `bytes` is `value`.
bool allAre(std::span<const std::uint8_t> bytes, std::uint8_t value)
{
    return std::all_of(bytes.begin(), bytes.end(), [value](std::uint8_t byte) { return byte == value; });
}

// A handler of SIGBUS in place before the first table is mapped, as a
// sanitizer's or Qt Test's is: it repairs a mapping of its own the way the
// table handler repairs a table's, and hands anything else on.
std::atomic<std::uintptr_t> ownBegin = 0;
std::atomic<std::size_t> ownBytes = 0;
std::atomic<bool> ownFaulted = false;
struct sigaction beforeOwn {};

void onOwnBusError(int signal, siginfo_t *info, void *context)
{
    const int savedErrno = errno;
    const std::uintptr_t begin = ownBegin.load();
    if (begin != 0 && reinterpret_cast<std::uintptr_t>(info->si_addr) - begin < ownBytes.load()
        && reinterpret_cast<void *>(::syscall(SYS_mmap, begin, ownBytes.load(), PROT_READ,
                                              MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0))
            != MAP_FAILED) {
        ownFaulted = true;
        errno = savedErrno;
        return;
    }
    errno = savedErrno;
    if ((beforeOwn.sa_flags & SA_SIGINFO) != 0) {
        beforeOwn.sa_sigaction(signal, info, context);
        return;
    }
    ::sigaction(SIGBUS, &beforeOwn, nullptr);
    ::raise(signal);
}

} // namespace

class TestTableFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rebuildLeavesTheMappedFileAlone();
    void cutShortWhileReadReadsZeros();
    void otherFaultsGoToTheHandlerBefore();
    void cutShortUnderA5x5Search();

private:
    std::filesystem::path m_pattern24; // the 5 x 5 tables, kept between runs
};

void TestTableFile::initTestCase()
{
    struct sigaction action {};
    action.sa_sigaction = onOwnBusError;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    QCOMPARE(::sigaction(SIGBUS, &action, &beforeOwn), 0);

    // The first run of a build folder builds them (a few seconds).
    m_pattern24 = pattern24File(PUZZLEBOX_TEST_CACHES "/tst_tablefile");
    if (!Pattern24::load(m_pattern24)) {
        Progress progress;
        const auto built = Pattern24::build({}, progress, 2);
        QVERIFY(built && built->save(m_pattern24));
    }
}

// What a rebuild does (the one writer of table files, writeTableFile(), which
// Pattern24, PatternDatabases and Roller-Board's DistanceTable all save with):
// the file a mapping reads keeps its length and bytes, and the new table is a
// file of its own under the same name.
void TestTableFile::rebuildLeavesTheMappedFileAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "table";
    QVERIFY(writeFilled(path, 0x11));
    const auto mapped = MappedTableFile::open(path, kKind, kPayloadBytes);
    QVERIFY(mapped);
    const int old = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    QVERIFY(old >= 0);
    const auto closeOld = qScopeGuard([old] { ::close(old); });
    struct stat before {};
    QCOMPARE(::fstat(old, &before), 0);

    QVERIFY(writeFilled(path, 0x22));
    struct stat after {};
    QCOMPARE(::fstat(old, &after), 0);
    QCOMPARE(after.st_size, before.st_size);
    QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    QVERIFY(allAre(mapped->payload(), 0x11));
    QVERIFY(mapped->checksumMatches());
    QVERIFY(!mapped->lost());
    struct stat renamed {};
    QCOMPARE(::stat(path.c_str(), &renamed), 0);
    QVERIFY(renamed.st_ino != before.st_ino);
    const auto rebuilt = MappedTableFile::open(path, kKind, kPayloadBytes);
    QVERIFY(rebuilt && allAre(rebuilt->payload(), 0x22));

    // The same through a solver's own save(), over its mapped tables.
    const std::filesystem::path tablesPath = std::filesystem::path(dir.path().toStdString()) / "tables.pdb";
    std::filesystem::copy_file(m_pattern24, tablesPath);
    const auto tables = Pattern24::load(tablesPath);
    QVERIFY(tables);
    struct stat tablesBefore {};
    QCOMPARE(::stat(tablesPath.c_str(), &tablesBefore), 0);
    QVERIFY(tables->save(tablesPath));
    struct stat tablesAfter {};
    QCOMPARE(::stat(tablesPath.c_str(), &tablesAfter), 0);
    QVERIFY(tablesAfter.st_ino != tablesBefore.st_ino);
    QTRY_VERIFY_WITH_TIMEOUT(tables->verdict() != Pattern24::Verdict::Pending, 60000);
    QCOMPARE(int(tables->verdict()), int(Pattern24::Verdict::Intact));
    QVERIFY(!tables->lost());
}

// A reader goes on through the mapping while the file is cut to its first
// page: the process lives, the table is lost and reads as zeros.
void TestTableFile::cutShortWhileReadReadsZeros()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / "table";
    QVERIFY(writeFilled(path, 0x07));
    const auto mapped = MappedTableFile::open(path, kKind, kPayloadBytes);
    QVERIFY(mapped);
    const std::span<const std::uint8_t> payload = mapped->payload();
    const std::size_t pageBytes = std::size_t(::sysconf(_SC_PAGESIZE));

    std::atomic<int> passes = 0;
    std::atomic<bool> stop = false;
    std::jthread reader([&] {
        const auto *bytes = reinterpret_cast<const volatile std::uint8_t *>(payload.data());
        for (; !stop.load(); passes.fetch_add(1)) {
            for (std::size_t at = 0; at < payload.size(); at += pageBytes)
                static_cast<void>(bytes[at]);
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(passes.load() > 0, 60000);
    QCOMPARE(::truncate(path.c_str(), off_t(pageBytes)), 0);
    QTRY_VERIFY_WITH_TIMEOUT(mapped->lost(), 60000);
    stop = true;
    reader.join();
    QVERIFY(allAre(payload, 0));
}

// A file cut short that is no table: the handler that was there before the
// tables' handles it, and no table is marked.
void TestTableFile::otherFaultsGoToTheHandlerBefore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path tablePath = std::filesystem::path(dir.path().toStdString()) / "table";
    QVERIFY(writeFilled(tablePath, 0x07));
    const auto table = MappedTableFile::open(tablePath, kKind, kPayloadBytes);
    QVERIFY(table);

    const std::filesystem::path otherPath = std::filesystem::path(dir.path().toStdString()) / "other";
    const int other = ::open(otherPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    QVERIFY(other >= 0);
    const auto closeOther = qScopeGuard([other] { ::close(other); });
    const std::size_t bytes = std::size_t(::sysconf(_SC_PAGESIZE)) * 2;
    QCOMPARE(::ftruncate(other, off_t(bytes)), 0);
    void *mapping = ::mmap(nullptr, bytes, PROT_READ, MAP_SHARED, other, 0);
    QVERIFY(mapping != MAP_FAILED);
    const auto unmap = qScopeGuard([mapping, bytes] {
        ownBegin = 0;
        ::munmap(mapping, bytes);
    });
    ownBytes = bytes;
    ownBegin = reinterpret_cast<std::uintptr_t>(mapping);
    QCOMPARE(::ftruncate(other, 0), 0);
    QCOMPARE(int(static_cast<const volatile std::uint8_t *>(mapping)[bytes - 1]), 0);
    QVERIFY(ownFaulted.load());
    QVERIFY(!table->lost());
    QVERIFY(allAre(table->payload(), 0x07));
}

// The solver's 5 x 5 search, its tables mapped from a cache folder, while the
// file is cut short: it ends at its next check and says why, as having given
// up (never "unsolvable"); the lost tables are not the next search's.
void TestTableFile::cutShortUnderA5x5Search()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path cache = dir.path().toStdString();
    const std::filesystem::path file = pattern24File(cache);
    std::filesystem::copy_file(m_pattern24, file);
    // Korf and Taylor's instance 8 (tst_fifteen24): far beyond what the
    // search finishes before the file is cut.
    constexpr std::array<int, 25> printed = {6,  0,  24, 14, 8,  5,  21, 19, 9, 17, 16, 20, 10,
                                             13, 2,  15, 11, 22, 1,  3,  7,  23, 4, 18, 12};
    std::vector<int> tiles(25);
    for (int cell = 0; cell < 25; ++cell)
        tiles[std::size_t(24 - cell)] = printed[std::size_t(cell)] == 0 ? 0 : 25 - printed[std::size_t(cell)];
    const FifteenBoard board(5, tiles);

    SolveOptions options;
    options.cacheDirectory = cache;
    Progress progress;
    SolveResult result;
    std::jthread search([&] { result = solveFifteen(board, options, {}, progress); });
    QTRY_VERIFY_WITH_TIMEOUT(progress.nodes.load() >= 4096, 120000);
    std::filesystem::resize_file(file, 4096);
    search.join();

    QCOMPARE(statusName(result.status), "limit");
    QVERIFY(result.moves.empty());
    const std::string reason = result.reason.toString();
    QVERIFY2(reason.find("could no longer be read while the search read it") != std::string::npos, reason.c_str());
    QVERIFY2(reason.find(file.string()) != std::string::npos, reason.c_str());

    // Dropped: what is under the name now (a file cut short) is refused, and
    // with no build allowed there are no tables.
    QVERIFY(!standardPattern24(cache, 0, {}, progress));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestTableFile)
} // namespace tst_tablefile
#include "tst_tablefile.moc"
