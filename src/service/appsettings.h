#pragma once

#include <QByteArray>
#include <QObject>
#include <QStringList>
#include <QVariant>

#include <cstddef>
#include <cstdint>
#include <vector>

// The settings kept between runs, read and written here only (a test,
// tests/ci/settings-reader-test.sh, fails on any other reader): the solvers'
// memory budget, how long a move's animation and a solution's step take,
// where the window was, the language, the recent files, the difficulty of
// each New dialog, and by key what else a family remembers. Everything that shows or uses a value follows
// the signals rather than reading the file. Every accessor reads the file
// afresh, so that two AppSettings see the same values; the window owns the
// one whose signals its features follow.
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

    // A whole number the settings file holds under `key` (`stored`, as
    // read from it), within lowest ... highest: the file is anybody's
    // to edit, and a value read is not to be used as it stands (a memory
    // budget of 2,147,483,647 MiB, the solver's). Out of range, the nearest
    // bound is used; not a whole number, `fallback`; either way qWarning()
    // names the key, the value read and the value used. Nothing stored:
    // `fallback`, silently. Every whole number of the settings is read so.
    static int boundedValue(const QString &key, const QVariant &stored, int fallback, int lowest, int highest);

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

    // Game ▸ Open Recent, the newest first; an empty list is removed.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &paths);

    // View ▸ Language: "de", "fr", ...; empty for the system's, which removes
    // the setting.
    QString language() const;
    void setLanguage(const QString &code);

    // View ▸ Theme: "wood", "light", "dark", "contrast"; empty to follow the
    // desktop, which removes the setting.
    QString theme() const;
    void setTheme(const QString &name);

    // The Difficulty row of a family's New dialog (DifficultyChoice), under
    // the family's `group` ("fifteen", "pegs/newGame", ...): the level
    // (Easy, Medium, Hard, Exactly) and the N of "exactly N moves".
    static constexpr int kDifficultyLevels = 4;
    static constexpr int kMostExactMoves = 999;
    int difficultyLevel(const QString &group) const;
    int exactMoves(const QString &group) const;
    void setDifficulty(const QString &group, int level, int exactMoves);

    // A family's own settings, by the keys its folder keeps
    // (src/ui/<folder>/<folder>settings.h): this class names no family.
    // A whole number read as boundedValue() reads it.
    int number(const QString &key, int fallback, int lowest, int highest) const;
    // Whole numbers kept as one list, each read so; empty when none are kept.
    std::vector<int> numbers(const QString &key, int fallback, int lowest, int highest) const;
    bool flag(const QString &key, bool fallback) const;
    QString text(const QString &key) const;
    // Something is kept under `key`: a choice was made once.
    bool contains(const QString &key) const;
    void setNumber(const QString &key, int value);
    void setNumbers(const QString &key, const std::vector<int> &values);
    void setFlag(const QString &key, bool value);
    // An empty text removes the key, as a fresh file has none.
    void setText(const QString &key, const QString &value);
    void remove(const QString &key);

signals:
    void animationMillisChanged(int millis);

private:
    std::uint64_t m_physicalMemoryBytes = systemPhysicalMemoryBytes();

    static std::uint64_t systemPhysicalMemoryBytes();
};
