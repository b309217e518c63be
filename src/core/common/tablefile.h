#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <thread>
#include <vector>

namespace pb {

// The solvers' precomputed tables (Fifteen's pattern databases, Roller's
// distances) are kept in the table cache folder so that only the first run
// ever builds them. Every such file has the same shape:
//
//   magic (8 bytes, one per kind of table), version (u32), the length of the
//   layout (u32), the payload's length (u64), the payload's checksum (u64),
//   the layout (bytes naming what the table was built for: a partition, a
//   board size), zero bytes up to a multiple of 64, then the payload.
//
// The payload starts on a 64-byte boundary of the file, so a mapped payload is
// as well aligned as an allocated one.
struct TableFileKind {
    std::string_view magic;  // exactly 8 bytes
    std::uint32_t version = 1;
    std::string_view layout; // compared byte for byte at open
};

// FNV-1a over 64-bit words (the last few bytes one by one): each step is a
// bijection of the hash, so any one damaged word changes the sum, at several
// times the speed of byte-wise FNV. Bytes may come in pieces of any length;
// the sum is that of all of them in one piece.
class TableChecksum {
public:
    void add(std::span<const std::uint8_t> bytes);
    std::uint64_t value() const;

private:
    std::uint64_t m_hash = 0xCBF29CE484222325ULL;
    std::uint8_t m_pending[8] = {}; // the start of a word not yet complete
    std::size_t m_pendingBytes = 0;
};

// Writes the parts, one after the other, as the payload. The file is written
// under a temporary name of its own and renamed, so a crash or a second
// process building the same table never leaves a half-written file under the
// real name. False when the folder or the file cannot be written.
bool writeTableFile(const std::filesystem::path &path, const TableFileKind &kind,
                    std::span<const std::span<const std::uint8_t>> parts);

// Builds the `count` parts of a table on `threads` threads, each taking the
// next part not yet begun: build(part) fills one part and returns the most
// memory it held at once, or nullopt when stopped. Returns the sum over the
// threads of the most each held (a bound on what the build held beside the
// tables), or nullopt when a part was stopped; the other threads see the
// same stop token and end too.
std::optional<std::size_t> buildInParallel(std::size_t count, int threads,
                                           const std::function<std::optional<std::size_t>(std::size_t)> &build);

// Removes what writers of `path` left behind: temporaries (see
// writeTableFile) that nobody has written to for a minute. open() calls it.
void removeStaleTemporaries(const std::filesystem::path &path);

// Whether a mapped table file's checksum has been found to match.
enum class TableVerdict { Pending, Intact, Damaged };

// A table file mapped read-only into memory: opening costs a few system calls
// whatever the table's size, and the pages are read from disk (or shared from
// the page cache with every other process using the table) as the solver
// touches them.
//
// This program never changes a table file in place (writeTableFile() renames
// a new file over the old one, whose pages the mapping keeps), but another
// program may cut one short while it is mapped, and reading a page past a
// mapped file's end raises SIGBUS, which would end the process. A handler of
// SIGBUS (installed with the first mapping, handing every other fault to the
// handler it replaced) maps zero-filled pages over the whole of such a table
// instead, and marks it lost(): the reading goes on, and the search checks the
// mark where it checks its stop token. A zero entry is a lower bound of every
// table here (no moves), so nothing read before the search notices is unsound
// as a bound; what the search found with it is dropped all the same.
class MappedTableFile {
public:
    // Null when the file is missing, of another kind, version or layout, or
    // not exactly as long as its header and `payloadBytes` say: a truncated or
    // overlong file never reaches a solver. The checksum is not read here
    // (that would touch every page); see checksumMatches(). Null too in the
    // unlikely case that 64 tables are mapped already (see lost()).
    static std::unique_ptr<MappedTableFile> open(const std::filesystem::path &path,
                                                 const TableFileKind &kind,
                                                 std::size_t payloadBytes);
    ~MappedTableFile();
    MappedTableFile(const MappedTableFile &) = delete;
    MappedTableFile &operator=(const MappedTableFile &) = delete;

    std::span<const std::uint8_t> payload() const { return m_payload; }
    // Reads the whole payload: true when it matches the checksum the writer
    // recorded; false when damaged since, or when `stop` interrupts it.
    bool checksumMatches(std::stop_token stop = {}) const;
    // Copies the payload into `target` (as long as the payload), checking the
    // checksum on the way: false when damaged, or when `stop` interrupts it.
    bool copyChecked(std::span<std::uint8_t> target, std::stop_token stop = {}) const;
    const std::filesystem::path &path() const { return m_path; }
    // Reading a whole large table to check it would cost every process tens
    // of milliseconds before its first move: this reads the checksum on a
    // thread of its own instead. A damaged file is removed (so the next run
    // builds the table anew) and verdict() says so (so this run drops it).
    void verifyInBackground();
    // Pending until verifyInBackground() has finished; Intact when it was
    // never asked for.
    TableVerdict verdict() const { return m_verdict.load(); }
    // Removes the file from its folder unless another one has taken its name
    // since it was opened (a process that rebuilt the table meanwhile).
    void removeIfUnchanged() const;
    // The file became shorter than the mapping while mapped (or a page of it
    // could not be read from the disk): the payload now reads as zeros, and
    // no answer found with it is to be trusted.
    bool lost() const;

private:
    MappedTableFile() = default;
    int m_guard = -1; // the mapping's entry in the SIGBUS handler's list
    std::filesystem::path m_path;
    void *m_mapping = nullptr;
    std::size_t m_mappedBytes = 0;
    std::span<const std::uint8_t> m_payload;
    std::uint64_t m_checksum = 0;
    std::uint64_t m_device = 0;
    std::uint64_t m_inode = 0;
    std::atomic<TableVerdict> m_verdict = TableVerdict::Intact;
    std::jthread m_verifier; // stopped and joined before the file is unmapped
};

// Throws std::bad_alloc when the system has no room; null for no bytes.
void *mapZeroed(std::size_t bytes);
void unmapZeroed(void *data, std::size_t bytes);

// Zero-filled memory for a table being built, mapped straight from the system
// rather than allocated: its pages are zero until first touched, so a build of
// a large table starts at once (and can be stopped at once) instead of
// clearing tens of megabytes first, and giving it back is one unmapping, also
// under a sanitizer, which would otherwise poison every freed byte.
template <typename T>
class ZeroedArray {
public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size)
        : m_data(static_cast<T *>(mapZeroed(size * sizeof(T))), Unmap{size * sizeof(T)})
        , m_size(size)
    {
    }
    T &operator[](std::size_t i) { return m_data.get()[i]; }
    const T &operator[](std::size_t i) const { return m_data.get()[i]; }
    T *data() { return m_data.get(); }
    const T *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }
    std::span<const std::uint8_t> bytes() const
    {
        return {reinterpret_cast<const std::uint8_t *>(m_data.get()), m_size * sizeof(T)};
    }

private:
    struct Unmap {
        std::size_t bytes = 0;
        void operator()(T *data) const { unmapZeroed(data, bytes); }
    };
    std::unique_ptr<T, Unmap> m_data;
    std::size_t m_size = 0;
};

} // namespace pb
