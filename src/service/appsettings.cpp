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
const auto kThemeKey = QStringLiteral("theme");
const auto kDifficultyKey = QStringLiteral("/difficulty");
const auto kExactMovesKey = QStringLiteral("/exactMoves");

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

QString AppSettings::theme() const
{
    return QSettings().value(kThemeKey).toString();
}

void AppSettings::setTheme(const QString &name)
{
    setOrRemove(kThemeKey, name, name.isEmpty());
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

int AppSettings::number(const QString &key, int fallback, int lowest, int highest) const
{
    return ::boundedValue(QSettings(), key, fallback, lowest, highest);
}

std::vector<int> AppSettings::numbers(const QString &key, int fallback, int lowest, int highest) const
{
    std::vector<int> numbers;
    for (const QString &number : QSettings().value(key).toStringList())
        numbers.push_back(boundedValue(key, number, fallback, lowest, highest));
    return numbers;
}

bool AppSettings::flag(const QString &key, bool fallback) const
{
    return QSettings().value(key, fallback).toBool();
}

QString AppSettings::text(const QString &key) const
{
    return QSettings().value(key).toString();
}

bool AppSettings::contains(const QString &key) const
{
    return QSettings().contains(key);
}

void AppSettings::setNumber(const QString &key, int value)
{
    QSettings().setValue(key, value);
}

// As text, one entry a number: the form of every release so far.
void AppSettings::setNumbers(const QString &key, const std::vector<int> &values)
{
    QStringList texts;
    for (const int value : values)
        texts << QString::number(value);
    QSettings().setValue(key, texts);
}

void AppSettings::setFlag(const QString &key, bool value)
{
    QSettings().setValue(key, value);
}

void AppSettings::setText(const QString &key, const QString &value)
{
    setOrRemove(key, value, value.isEmpty());
}

void AppSettings::remove(const QString &key)
{
    QSettings().remove(key);
}
