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

} // namespace

int AppSettings::memoryBudgetMiB() const
{
    return std::max(QSettings().value(kMemoryBudgetKey, kDefaultMemoryBudgetMiB).toInt(), 1);
}

void AppSettings::setMemoryBudgetMiB(int mebibytes)
{
    QSettings().setValue(kMemoryBudgetKey, std::clamp(mebibytes, 1, kLargestMemoryBudgetMiB));
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
    return std::clamp(QSettings().value(kAnimationKey, kDefaultAnimationMillis).toInt(), 0, kLongestAnimationMillis);
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
    return QSettings().value(kPaceKey, kDefaultPaceMillis).toInt();
}

void AppSettings::setPaceMillis(int millis)
{
    QSettings().setValue(kPaceKey, millis);
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
