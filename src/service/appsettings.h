#pragma once

#include <QByteArray>
#include <QObject>
#include <QVariant>

#include <cstddef>
#include <cstdint>

class QSettings;

// The settings the window keeps between runs (QSettings), read and written
// in one place: the solvers' memory budget, how long a move's animation and a
// solution's step take, and where the window was. Everything that shows or
// uses a value follows valueChanged signals rather than reading QSettings.
class AppSettings : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    static constexpr int kLargestMemoryBudgetMiB = 65536;
    static constexpr int kDefaultMemoryBudgetMiB = 512;
    static constexpr int kDefaultAnimationMillis = 220;
    static constexpr int kLongestAnimationMillis = 1000;
    static constexpr int kDefaultPaceMillis = 600;
    static constexpr int kFastestPaceMillis = 100;
    static constexpr int kSlowestPaceMillis = 2000;

    // A whole number the settings file holds under `key` (`stored`, from
    // QSettings::value()), within lowest ... highest: the file is anybody's
    // to edit, and a value read is not to be used as it stands (a memory
    // budget of 2,147,483,647 MiB, the solver's). Out of range, the nearest
    // bound is used; not a whole number, `fallback`; either way qWarning()
    // names the key, the value read and the value used. Nothing stored:
    // `fallback`, silently. Every whole number of the settings is read so.
    static int boundedValue(const QString &key, const QVariant &stored, int fallback, int lowest, int highest);
    static int boundedValue(const QSettings &settings, const QString &key, int fallback, int lowest, int highest);

    // The solvers' memory budget of Preferences: 1 MiB to
    // searchBudgetCeilingMiB(), the most this computer gives a search.
    int memoryBudgetMiB() const;
    std::size_t memoryBudgetBytes() const { return std::size_t(memoryBudgetMiB()) << 20; }
    // Clamped as memoryBudgetMiB() is.
    void setMemoryBudgetMiB(int mebibytes);

    // The most a search is ever given (by Preferences or Try Again): half of
    // `physicalMemoryBytes`, leaving the rest to the system and the other
    // programs, in whole GiB from 1 GiB on so that an offer reads as what it
    // gives, and never past kLargestMemoryBudgetMiB. 0 bytes: not known, and
    // only kLargestMemoryBudgetMiB applies.
    static int largestSearchBudgetMiB(std::uint64_t physicalMemoryBytes);
    // largestSearchBudgetMiB() of this machine.
    int searchBudgetCeilingMiB() const { return largestSearchBudgetMiB(m_physicalMemoryBytes); }
    // What a search that gave up with `budgetMiB` is offered next: twice as
    // much, up to the ceiling; 0 when it had the ceiling or more already.
    int largerMemoryBudgetMiB(int budgetMiB) const;
    // The ceiling follows the memory the system reports; a test gives its
    // own, so that what it sees does not depend on the machine it runs on.
    void setPhysicalMemoryBytes(std::uint64_t bytes) { m_physicalMemoryBytes = bytes; }

    // One move's animation; 0: none.
    int animationMillis() const;
    void setAnimationMillis(int millis);

    // The solution player's pace: milliseconds between two steps,
    // kFastestPaceMillis to kSlowestPaceMillis.
    int paceMillis() const;
    void setPaceMillis(int millis);

    // The folder the last file dialog for `purpose` ("games", "pictures")
    // went to; empty before the first.
    QString lastFolder(const QString &purpose) const;
    void setLastFolder(const QString &purpose, const QString &folder);

    // QMainWindow::saveGeometry() and saveState(), as they were at the last quit.
    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowPlacement(const QByteArray &geometry, const QByteArray &state);

signals:
    void animationMillisChanged(int millis);

private:
    std::uint64_t m_physicalMemoryBytes = systemPhysicalMemoryBytes();

    static std::uint64_t systemPhysicalMemoryBytes();
};
