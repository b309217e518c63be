#include "tablefile.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <mutex>
#include <new>
#include <random>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace pb {

namespace {

constexpr std::size_t kMagicBytes = 8;
constexpr std::size_t kFixedHeaderBytes = kMagicBytes + 4 + 4 + 8 + 8;
constexpr std::size_t kPayloadAlignment = 64;
constexpr std::size_t kHugePageBytes = std::size_t(2) << 20;

std::size_t headerBytes(const TableFileKind &kind)
{
    const std::size_t bytes = kFixedHeaderBytes + kind.layout.size();
    return (bytes + kPayloadAlignment - 1) / kPayloadAlignment * kPayloadAlignment;
}

template <typename T>
void put(std::string &out, T value)
{
    out.append(reinterpret_cast<const char *>(&value), sizeof value);
}

template <typename T>
T get(const std::uint8_t *in)
{
    T value;
    std::memcpy(&value, in, sizeof value);
    return value;
}

// A file descriptor closed on every way out.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// The mappings the SIGBUS handler repairs. The handler reads them without a
// lock (a lock is no use in a handler): atomics only, an entry's length
// written before its start and its start cleared first.
struct GuardedMapping {
    std::atomic<std::uintptr_t> begin = 0; // 0: a free entry
    std::atomic<std::size_t> bytes = 0;
    std::atomic<bool> lost = false;
};
constexpr std::size_t kGuardedMappings = 64;
std::array<GuardedMapping, kGuardedMappings> guardedMappings;
std::mutex guardedMappingsMutex; // for entries taken and given back
struct sigaction previousBusAction {};

void onBusError(int signal, siginfo_t *info, void *context)
{
    const int savedErrno = errno;
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    // BUS_ADRERR: a page past the end of a mapped file, or one the disk
    // failed to give.
    if (info->si_code == BUS_ADRERR) {
        for (GuardedMapping &mapping : guardedMappings) {
            const std::uintptr_t begin = mapping.begin.load(std::memory_order_acquire);
            const std::size_t bytes = mapping.bytes.load(std::memory_order_relaxed);
            if (begin == 0 || address - begin >= bytes)
                continue;
            // The system call itself rather than the C library's mmap(),
            // which a sanitizer intercepts: ThreadSanitizer would take the
            // zero pages for a write by this thread and every other thread's
            // reading of the table afterwards for a race.
            // Every argument as wide as the kernel reads it.
            const long zeros = ::syscall(SYS_mmap, long(begin), long(bytes), long(PROT_READ),
                                         long(MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED), -1L, 0L);
            if (reinterpret_cast<void *>(zeros) == MAP_FAILED)
                break;
            mapping.lost.store(true, std::memory_order_relaxed);
            errno = savedErrno;
            return; // the read that faulted runs again, on a zero page
        }
    }
    errno = savedErrno;
    // Not one of ours: as if this handler had never been installed.
    if (previousBusAction.sa_handler == SIG_DFL || previousBusAction.sa_handler == SIG_IGN) {
        ::sigaction(SIGBUS, &previousBusAction, nullptr);
        ::raise(signal);
    } else if ((previousBusAction.sa_flags & SA_SIGINFO) != 0) {
        previousBusAction.sa_sigaction(signal, info, context);
    } else {
        previousBusAction.sa_handler(signal);
    }
}

// An entry for `bytes` mapped at `mapping`; -1 when every entry is taken.
int guardMapping(const void *mapping, std::size_t bytes)
{
    const std::lock_guard lock(guardedMappingsMutex);
    static const bool installed = [] {
        // What was there before is read first: a fault elsewhere may come
        // the moment this handler is in place.
        ::sigaction(SIGBUS, nullptr, &previousBusAction);
        struct sigaction action {};
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, nullptr) == 0;
    }();
    if (!installed)
        return -1;
    for (std::size_t entry = 0; entry < guardedMappings.size(); ++entry) {
        GuardedMapping &guarded = guardedMappings[entry];
        if (guarded.begin.load(std::memory_order_relaxed) != 0)
            continue;
        guarded.lost.store(false, std::memory_order_relaxed);
        guarded.bytes.store(bytes, std::memory_order_relaxed);
        guarded.begin.store(reinterpret_cast<std::uintptr_t>(mapping), std::memory_order_release);
        return int(entry);
    }
    return -1;
}

void unguardMapping(int entry)
{
    const std::lock_guard lock(guardedMappingsMutex);
    guardedMappings[std::size_t(entry)].begin.store(0, std::memory_order_release);
}

} // namespace

void TableChecksum::add(std::span<const std::uint8_t> bytes)
{
    if (m_pendingBytes > 0) {
        const std::size_t taken = std::min(sizeof m_pending - m_pendingBytes, bytes.size());
        std::memcpy(m_pending + m_pendingBytes, bytes.data(), taken);
        m_pendingBytes += taken;
        bytes = bytes.subspan(taken);
        if (m_pendingBytes < sizeof m_pending)
            return;
        m_hash = (m_hash ^ get<std::uint64_t>(m_pending)) * 0x100000001B3ULL;
        m_pendingBytes = 0;
    }
    const std::size_t words = bytes.size() / sizeof(std::uint64_t);
    for (std::size_t i = 0; i < words; ++i)
        m_hash = (m_hash ^ get<std::uint64_t>(bytes.data() + i * sizeof(std::uint64_t))) * 0x100000001B3ULL;
    const auto tail = bytes.subspan(words * sizeof(std::uint64_t));
    std::memcpy(m_pending, tail.data(), tail.size());
    m_pendingBytes = tail.size();
}

std::uint64_t TableChecksum::value() const
{
    std::uint64_t hash = m_hash;
    for (std::size_t i = 0; i < m_pendingBytes; ++i)
        hash = (hash ^ m_pending[i]) * 0x100000001B3ULL;
    return hash;
}

bool writeTableFile(const std::filesystem::path &path, const TableFileKind &kind,
                    std::span<const std::span<const std::uint8_t>> parts)
{
    std::uint64_t payloadBytes = 0;
    TableChecksum sum;
    for (const auto &part : parts) {
        payloadBytes += part.size();
        sum.add(part);
    }
    std::string header(kind.magic.substr(0, kMagicBytes));
    header.resize(kMagicBytes, '\0');
    put(header, kind.version);
    put(header, std::uint32_t(kind.layout.size()));
    put(header, payloadBytes);
    put(header, sum.value());
    header.append(kind.layout);
    header.resize(headerBytes(kind), '\0');

    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    std::filesystem::path temporary = path;
    temporary += ".tmp" + std::to_string(std::random_device()());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            return false;
        out.write(header.data(), std::streamsize(header.size()));
        for (const auto &part : parts)
            out.write(reinterpret_cast<const char *>(part.data()), std::streamsize(part.size()));
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(temporary, error);
            return false;
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        return false;
    }
    return true;
}

std::optional<std::size_t> buildInParallel(std::size_t count, int threads,
                                           const std::function<std::optional<std::size_t>(std::size_t)> &build)
{
    std::atomic<std::size_t> next = 0;
    std::atomic<bool> stopped = false;
    std::vector<std::size_t> peaks(std::size_t(std::max(1, threads)), 0);
    const auto work = [&](std::size_t worker) {
        for (std::size_t part; !stopped && (part = next.fetch_add(1)) < count;) {
            const auto peak = build(part);
            if (!peak) {
                stopped = true;
                return;
            }
            peaks[worker] = std::max(peaks[worker], *peak);
        }
    };
    {
        std::vector<std::jthread> helpers;
        for (std::size_t worker = 1; worker < peaks.size(); ++worker)
            helpers.emplace_back(work, worker);
        work(0);
    }
    if (stopped)
        return std::nullopt;
    std::size_t total = 0;
    for (const std::size_t peak : peaks)
        total += peak;
    return total;
}

void removeStaleTemporaries(const std::filesystem::path &path)
{
    // A writer keeps its temporary fresh while it writes (a table is written
    // in well under a second), so one a minute old was left by a process that
    // was killed or ran out of disk.
    constexpr auto kStale = std::chrono::minutes(1);
    const std::string prefix = path.filename().string() + ".tmp";
    std::error_code error;
    const auto now = std::filesystem::file_time_type::clock::now();
    for (std::filesystem::directory_iterator entry(path.parent_path(), error), end; !error && entry != end;
         entry.increment(error)) {
        const std::string name = entry->path().filename().string();
        if (name.rfind(prefix, 0) != 0)
            continue;
        std::error_code timeError;
        const auto written = entry->last_write_time(timeError);
        if (!timeError && now - written > kStale)
            std::filesystem::remove(entry->path(), timeError);
    }
}

std::unique_ptr<MappedTableFile> MappedTableFile::open(const std::filesystem::path &path,
                                                       const TableFileKind &kind,
                                                       std::size_t payloadBytes)
{
    removeStaleTemporaries(path);
    // Non-blocking: opening a named pipe would otherwise wait for a writer,
    // and with it the solve and, at quit, the app. Anything but a regular
    // file is then refused (and replaced when the table is written).
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
    struct stat status {};
    if (file.fd < 0 || ::fstat(file.fd, &status) != 0 || !S_ISREG(status.st_mode))
        return nullptr;
    // The size first: a truncated or overlong file costs no mapping.
    const std::size_t header = headerBytes(kind);
    if (std::uint64_t(status.st_size) != header + payloadBytes)
        return nullptr;
    void *mapping = ::mmap(nullptr, std::size_t(status.st_size), PROT_READ, MAP_SHARED, file.fd, 0);
    if (mapping == MAP_FAILED)
        return nullptr;
    std::unique_ptr<MappedTableFile> table(new MappedTableFile);
    table->m_mapping = mapping;
    table->m_mappedBytes = std::size_t(status.st_size);
    // Before the header is read: the file may be cut short at any time.
    table->m_guard = guardMapping(mapping, table->m_mappedBytes);
    if (table->m_guard < 0)
        return nullptr;
    table->m_path = path;
    table->m_device = std::uint64_t(status.st_dev);
    table->m_inode = std::uint64_t(status.st_ino);
    const auto *bytes = static_cast<const std::uint8_t *>(mapping);
    const std::string_view magic(reinterpret_cast<const char *>(bytes), kMagicBytes);
    const std::uint8_t *fields = bytes + kMagicBytes;
    if (magic.substr(0, kind.magic.size()) != kind.magic.substr(0, kMagicBytes)
        || get<std::uint32_t>(fields) != kind.version
        || get<std::uint32_t>(fields + 4) != kind.layout.size()
        || get<std::uint64_t>(fields + 8) != payloadBytes
        || std::string_view(reinterpret_cast<const char *>(bytes + kFixedHeaderBytes), kind.layout.size())
               != kind.layout)
        return nullptr;
    table->m_checksum = get<std::uint64_t>(fields + 16);
    table->m_payload = {bytes + header, payloadBytes};
    return table;
}

MappedTableFile::~MappedTableFile()
{
    if (m_verifier.joinable()) {
        m_verifier.request_stop();
        m_verifier.join();
    }
    // Unguarded first: the address range may be mapped anew at once.
    if (m_guard >= 0)
        unguardMapping(m_guard);
    if (m_mapping)
        ::munmap(m_mapping, m_mappedBytes);
}

bool MappedTableFile::lost() const
{
    return m_guard >= 0 && guardedMappings[std::size_t(m_guard)].lost.load(std::memory_order_relaxed);
}

bool MappedTableFile::checksumMatches(std::stop_token stop) const
{
    // In slices, so that a check running in the background stops at once.
    constexpr std::size_t kSlice = std::size_t(1) << 20;
    TableChecksum sum;
    for (std::size_t offset = 0; offset < m_payload.size(); offset += kSlice) {
        if (stop.stop_requested())
            return false;
        sum.add(m_payload.subspan(offset, std::min(kSlice, m_payload.size() - offset)));
    }
    return sum.value() == m_checksum;
}

bool MappedTableFile::copyChecked(std::span<std::uint8_t> target, std::stop_token stop) const
{
    constexpr std::size_t kSlice = std::size_t(1) << 20;
    TableChecksum sum;
    for (std::size_t offset = 0; offset < m_payload.size(); offset += kSlice) {
        if (stop.stop_requested())
            return false;
        const auto slice = m_payload.subspan(offset, std::min(kSlice, m_payload.size() - offset));
        std::copy(slice.begin(), slice.end(), target.begin() + std::ptrdiff_t(offset));
        sum.add(slice);
    }
    return sum.value() == m_checksum;
}

void MappedTableFile::verifyInBackground()
{
    m_verdict = TableVerdict::Pending;
    m_verifier = std::jthread([this](std::stop_token stop) {
        if (checksumMatches(stop)) {
            m_verdict = TableVerdict::Intact;
        } else if (!stop.stop_requested()) {
            removeIfUnchanged();
            m_verdict = TableVerdict::Damaged;
        }
    });
}

void MappedTableFile::removeIfUnchanged() const
{
    struct stat status {};
    if (::stat(m_path.c_str(), &status) == 0 && std::uint64_t(status.st_dev) == m_device
        && std::uint64_t(status.st_ino) == m_inode) {
        std::error_code error;
        std::filesystem::remove(m_path, error);
    }
}

void *mapZeroed(std::size_t bytes)
{
    if (bytes == 0)
        return nullptr;
    // A build reads and writes its marks at random: with 4 KiB pages nearly
    // every access also misses the TLB, and every fresh page is a fault.
    // Large pages, where the system offers them, cut both (advice only: a
    // system without them goes on with small pages). They cover only whole
    // aligned 2 MiB, so a large array is placed on such a boundary.
    const bool large = bytes >= kHugePageBytes;
    const std::size_t mapped = large ? bytes + kHugePageBytes : bytes;
    void *data = ::mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (data == MAP_FAILED)
        throw std::bad_alloc();
    if (!large)
        return data;
    const auto start = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t aligned = (start + kHugePageBytes - 1) & ~(std::uintptr_t(kHugePageBytes) - 1);
    if (aligned > start)
        ::munmap(data, aligned - start);
    const std::size_t pageBytes = std::size_t(::sysconf(_SC_PAGESIZE));
    const std::uintptr_t end = aligned + (bytes + pageBytes - 1) / pageBytes * pageBytes;
    if (end < start + mapped)
        ::munmap(reinterpret_cast<void *>(end), start + mapped - end);
    ::madvise(reinterpret_cast<void *>(aligned), bytes, MADV_HUGEPAGE);
    return reinterpret_cast<void *>(aligned);
}

void unmapZeroed(void *data, std::size_t bytes)
{
    if (data)
        ::munmap(data, bytes);
}

} // namespace pb
