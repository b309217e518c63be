#include "appsettings.h"

#include <QSettings>

#include <algorithm>

#include <unistd.h>

namespace {

// The keys of every release so far: settings of today keep reading.
const auto kMemoryBudgetKey = QStringLiteral("solver/memoryBudgetMiB");
const auto kAnimationKey = QStringLiteral("animationMillis");
const auto kPaceKey = QStringLiteral("paceMillis");
const auto kGeometryKey = QStringLiteral("geometry");
const auto kWindowStateKey = QStringLiteral("windowState");
const auto kLastFolderGroup = QStringLiteral("lastFolder/");
const auto kRecentFilesKey = QStringLiteral("recentFiles");
const auto kLanguageKey = QStringLiteral("language");
const auto kDifficultyKey = QStringLiteral("/difficulty");
const auto kExactMovesKey = QStringLiteral("/exactMoves");
const auto kFifteenSizeKey = QStringLiteral("fifteen/size");
const auto kFifteenShuffleKey = QStringLiteral("fifteen/shuffle");
const auto kFifteenMadeKey = QStringLiteral("fifteen/madeToDifficulty");
const auto kTilePictureKey = QStringLiteral("fifteen/tilePicture");
const auto kTileNumbersKey = QStringLiteral("fifteen/tileNumbers");
const auto kPegsBoardKey = QStringLiteral("pegs/newGame/board");
const auto kPegsSideKey = QStringLiteral("pegs/newGame/side");
const auto kPegsRowsKey = QStringLiteral("pegs/newGame/rows");
const auto kPegsColumnsKey = QStringLiteral("pegs/newGame/columns");
const auto kPegsEmptyHoleKey = QStringLiteral("pegs/newGame/emptyHole");
const auto kPegsRandomStartKey = QStringLiteral("pegs/newGame/randomStart");
const auto kRollerHeightKey = QStringLiteral("rollerboard/height");
const auto kRollerWidthKey = QStringLiteral("rollerboard/width");
const auto kRollerScrambleKey = QStringLiteral("rollerboard/scrambleRolls");
const auto kRollerRandomKey = QStringLiteral("rollerboard/randomBoard");
const auto kRollerMadeKey = QStringLiteral("rollerboard/madeToDifficulty");
const auto kNimHeapsKey = QStringLiteral("nim/newGame/heaps");
const auto kNimMisereKey = QStringLiteral("nim/newGame/misere");
const auto kNimStarterKey = QStringLiteral("nim/newGame/starter");
const auto kNimFallibleKey = QStringLiteral("nim/newGame/fallible");
const auto kNimHumanWinsKey = QStringLiteral("nim/humanWins");
const auto kNimComputerWinsKey = QStringLiteral("nim/computerWins");
const auto kNimComputerStartsKey = QStringLiteral("nim/computerStartsNext");

int boundedValue(const QSettings &settings, const QString &key, int fallback, int lowest, int highest)
{
    return AppSettings::boundedValue(key, settings.value(key), fallback, lowest, highest);
}

// Setting a value of `key` that means "nothing" removes the key, as a fresh
// settings file has none.
void setOrRemove(const QString &key, const QVariant &value, bool nothing)
{
    QSettings settings;
    if (nothing)
        settings.remove(key);
    else
        settings.setValue(key, value);
}

} // namespace

int AppSettings::boundedValue(const QString &key, const QVariant &stored, int fallback, int lowest, int highest)
{
    fallback = std::clamp(fallback, lowest, highest);
    if (!stored.isValid())
        return fallback;
    bool isNumber = false;
    const qlonglong read = stored.toLongLong(&isNumber);
    if (!isNumber) {
        qWarning("Setting %s: '%s' read is not a whole number; %d used", qPrintable(key),
                 qPrintable(stored.toString()), fallback);
        return fallback;
    }
    const int used = int(std::clamp<qlonglong>(read, lowest, highest));
    if (used != read)
        qWarning("Setting %s: %lld read is outside %d to %d; %d used", qPrintable(key), read, lowest, highest, used);
    return used;
}

int AppSettings::memoryBudgetMiB() const
{
    return ::boundedValue(QSettings(), kMemoryBudgetKey, kDefaultMemoryBudgetMiB, 1, searchBudgetCeilingMiB());
}

void AppSettings::setMemoryBudgetMiB(int mebibytes)
{
    QSettings().setValue(kMemoryBudgetKey, std::clamp(mebibytes, 1, searchBudgetCeilingMiB()));
}

std::uint64_t AppSettings::systemPhysicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageBytes = ::sysconf(_SC_PAGE_SIZE);
    return pages > 0 && pageBytes > 0 ? std::uint64_t(pages) * std::uint64_t(pageBytes) : 0;
}

int AppSettings::largestSearchBudgetMiB(std::uint64_t physicalMemoryBytes)
{
    if (physicalMemoryBytes == 0)
        return kLargestMemoryBudgetMiB;
    std::uint64_t mebibytes = (physicalMemoryBytes / 2) >> 20;
    if (mebibytes > 1024)
        mebibytes -= mebibytes % 1024;
    return int(std::clamp<std::uint64_t>(mebibytes, 1, kLargestMemoryBudgetMiB));
}

int AppSettings::largerMemoryBudgetMiB(int budgetMiB) const
{
    const int ceiling = searchBudgetCeilingMiB();
    return budgetMiB >= ceiling ? 0 : std::min(2 * budgetMiB, ceiling);
}

QString AppSettings::lastFolder(const QString &purpose) const
{
    return QSettings().value(kLastFolderGroup + purpose).toString();
}

void AppSettings::setLastFolder(const QString &purpose, const QString &folder)
{
    QSettings().setValue(kLastFolderGroup + purpose, folder);
}

int AppSettings::animationMillis() const
{
    return ::boundedValue(QSettings(), kAnimationKey, kDefaultAnimationMillis, 0, kLongestAnimationMillis);
}

void AppSettings::setAnimationMillis(int millis)
{
    millis = std::clamp(millis, 0, kLongestAnimationMillis);
    if (millis == animationMillis())
        return;
    QSettings().setValue(kAnimationKey, millis);
    emit animationMillisChanged(millis);
}

int AppSettings::paceMillis() const
{
    return ::boundedValue(QSettings(), kPaceKey, kDefaultPaceMillis, kFastestPaceMillis, kSlowestPaceMillis);
}

void AppSettings::setPaceMillis(int millis)
{
    QSettings().setValue(kPaceKey, std::clamp(millis, kFastestPaceMillis, kSlowestPaceMillis));
}

QByteArray AppSettings::windowGeometry() const
{
    return QSettings().value(kGeometryKey).toByteArray();
}

QByteArray AppSettings::windowState() const
{
    return QSettings().value(kWindowStateKey).toByteArray();
}

void AppSettings::setWindowPlacement(const QByteArray &geometry, const QByteArray &state)
{
    QSettings settings;
    settings.setValue(kGeometryKey, geometry);
    settings.setValue(kWindowStateKey, state);
}

QStringList AppSettings::recentFiles() const
{
    return QSettings().value(kRecentFilesKey).toStringList();
}

void AppSettings::setRecentFiles(const QStringList &paths)
{
    setOrRemove(kRecentFilesKey, paths, paths.isEmpty());
}

QString AppSettings::language() const
{
    return QSettings().value(kLanguageKey).toString();
}

void AppSettings::setLanguage(const QString &code)
{
    setOrRemove(kLanguageKey, code, code.isEmpty());
}

int AppSettings::difficultyLevel(const QString &group) const
{
    return ::boundedValue(QSettings(), group + kDifficultyKey, 1, 0, kDifficultyLevels - 1);
}

int AppSettings::exactMoves(const QString &group) const
{
    return ::boundedValue(QSettings(), group + kExactMovesKey, 10, 1, kMostExactMoves);
}

void AppSettings::setDifficulty(const QString &group, int level, int exactMoves)
{
    QSettings settings;
    settings.setValue(group + kDifficultyKey, level);
    settings.setValue(group + kExactMovesKey, exactMoves);
}

AppSettings::FifteenNewGame AppSettings::fifteenNewGame(int smallestSize, int largestSize) const
{
    const QSettings settings;
    const FifteenNewGame fresh;
    return {::boundedValue(settings, kFifteenSizeKey, fresh.size, smallestSize, largestSize),
            settings.value(kFifteenShuffleKey, fresh.shuffle).toBool(),
            settings.value(kFifteenMadeKey, fresh.madeToDifficulty).toBool()};
}

void AppSettings::setFifteenNewGame(const FifteenNewGame &choice)
{
    QSettings settings;
    settings.setValue(kFifteenSizeKey, choice.size);
    settings.setValue(kFifteenShuffleKey, choice.shuffle);
    settings.setValue(kFifteenMadeKey, choice.madeToDifficulty);
}

QString AppSettings::tilePicture() const
{
    return QSettings().value(kTilePictureKey).toString();
}

void AppSettings::setTilePicture(const QString &choice)
{
    setOrRemove(kTilePictureKey, choice, choice.isEmpty());
}

bool AppSettings::tileNumbers() const
{
    return QSettings().value(kTileNumbersKey, true).toBool();
}

void AppSettings::setTileNumbers(bool shown)
{
    QSettings().setValue(kTileNumbersKey, shown);
}

int AppSettings::pegsBoard(int boards) const
{
    return ::boundedValue(QSettings(), kPegsBoardKey, 0, 0, boards - 1);
}

int AppSettings::pegsSide(int fallback, int lowest, int highest) const
{
    return ::boundedValue(QSettings(), kPegsSideKey, fallback, lowest, highest);
}

int AppSettings::pegsRows(int fallback, int lowest, int highest) const
{
    return ::boundedValue(QSettings(), kPegsRowsKey, fallback, lowest, highest);
}

int AppSettings::pegsColumns(int fallback, int lowest, int highest) const
{
    return ::boundedValue(QSettings(), kPegsColumnsKey, fallback, lowest, highest);
}

std::optional<int> AppSettings::pegsEmptyHole(int fallback, int holes) const
{
    const QSettings settings;
    if (!settings.contains(kPegsEmptyHoleKey))
        return std::nullopt;
    return ::boundedValue(settings, kPegsEmptyHoleKey, fallback, 0, holes - 1);
}

bool AppSettings::pegsRandomStart() const
{
    return QSettings().value(kPegsRandomStartKey, false).toBool();
}

void AppSettings::setPegsNewGame(const PegsNewGame &choice)
{
    QSettings settings;
    settings.setValue(kPegsBoardKey, choice.board);
    settings.setValue(kPegsSideKey, choice.side);
    settings.setValue(kPegsRowsKey, choice.rows);
    settings.setValue(kPegsColumnsKey, choice.columns);
    settings.setValue(kPegsEmptyHoleKey, choice.emptyHole);
    settings.setValue(kPegsRandomStartKey, choice.randomStart);
}

AppSettings::RollerNewGame AppSettings::rollerNewGame(int smallestSide, int largestSide) const
{
    const QSettings settings;
    const RollerNewGame fresh;
    return {::boundedValue(settings, kRollerHeightKey, fresh.height, smallestSide, largestSide),
            ::boundedValue(settings, kRollerWidthKey, fresh.width, smallestSide, largestSide),
            ::boundedValue(settings, kRollerScrambleKey, fresh.scrambleRolls, 1, kLongestScramble),
            settings.value(kRollerRandomKey, fresh.randomBoard).toBool(),
            settings.value(kRollerMadeKey, fresh.madeToDifficulty).toBool()};
}

void AppSettings::setRollerNewGame(const RollerNewGame &choice)
{
    QSettings settings;
    settings.setValue(kRollerHeightKey, choice.height);
    settings.setValue(kRollerWidthKey, choice.width);
    settings.setValue(kRollerScrambleKey, choice.scrambleRolls);
    settings.setValue(kRollerRandomKey, choice.randomBoard);
    settings.setValue(kRollerMadeKey, choice.madeToDifficulty);
}

std::vector<int> AppSettings::nimHeaps(int mostStones) const
{
    std::vector<int> heaps;
    for (const QString &size : QSettings().value(kNimHeapsKey).toStringList())
        heaps.push_back(boundedValue(kNimHeapsKey, size, 0, 0, mostStones));
    return heaps;
}

int AppSettings::nimStarter(int fallback, int starters) const
{
    return ::boundedValue(QSettings(), kNimStarterKey, fallback, 0, starters - 1);
}

bool AppSettings::nimMisere() const
{
    return QSettings().value(kNimMisereKey, false).toBool();
}

bool AppSettings::nimFallible() const
{
    return QSettings().value(kNimFallibleKey, false).toBool();
}

void AppSettings::setNimNewGame(const std::vector<int> &heaps, bool misere, int starter, bool fallible)
{
    QStringList sizes;
    for (const int size : heaps)
        sizes << QString::number(size);
    QSettings settings;
    settings.setValue(kNimHeapsKey, sizes);
    settings.setValue(kNimMisereKey, misere);
    settings.setValue(kNimStarterKey, starter);
    settings.setValue(kNimFallibleKey, fallible);
}

int AppSettings::nimHumanWins() const
{
    return ::boundedValue(QSettings(), kNimHumanWinsKey, 0, 0, kMostNimWins);
}

int AppSettings::nimComputerWins() const
{
    return ::boundedValue(QSettings(), kNimComputerWinsKey, 0, 0, kMostNimWins);
}

bool AppSettings::nimComputerStartsNext() const
{
    return QSettings().value(kNimComputerStartsKey, false).toBool();
}

void AppSettings::setNimMatch(int humanWins, int computerWins, bool computerStartsNext)
{
    QSettings settings;
    settings.setValue(kNimHumanWinsKey, humanWins);
    settings.setValue(kNimComputerWinsKey, computerWins);
    settings.setValue(kNimComputerStartsKey, computerStartsNext);
}

void AppSettings::clearNimMatch()
{
    QSettings settings;
    settings.remove(kNimHumanWinsKey);
    settings.remove(kNimComputerWinsKey);
    settings.remove(kNimComputerStartsKey);
}
