#include "records.h"

#include "appfiles.h"
#include "boardfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
#include <climits>
#include <cmath>

namespace {

// The file's own version: a newer one is neither read nor written over, so
// an older Puzzlebox run once takes nothing from the newer one.
constexpr int kFormat = 1;
// Far more than any player's records: a few hundred bytes a board.
constexpr qint64 kMaxRecordsBytes = BoardFiles::kMaxFileBytes * 64;

// Counts and times are whole numbers a double holds exactly; checked before
// any cast, as a double outside qint64 cannot be cast at all.
constexpr double kLargestCount = 9007199254740992.0; // 2^53

QString dateText(const QDateTime &date)
{
    return date.isValid() ? date.toUTC().toString(Qt::ISODate) : QString();
}

// A board's record before anything is counted: its key (family and start) and its size.
BoardRecord blankRecord(const pb::Puzzle &start)
{
    BoardRecord record;
    record.family = QString::fromUtf8(start.family().data(), qsizetype(start.family().size()));
    record.size = QString::fromStdString(start.sizeText());
    record.start = QString::fromStdString(start.save());
    return record;
}

} // namespace

PlayerRecords::PlayerRecords(QObject *parent)
    : QObject(parent)
{
}

QString PlayerRecords::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/records.json");
}

QString PlayerRecords::open(const QString &path)
{
    m_path = path;
    m_records.clear();
    QString message;
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        int newerFormat = 0;
        QByteArray bytes;
        QString reason = BoardFiles::read(NativePath(path), &bytes, kMaxRecordsBytes);
        if (reason.isEmpty())
            reason = parse(bytes, m_records, newerFormat);
        if (newerFormat) {
            // Left as it is: this run's records stay in memory.
            m_records.clear();
            m_path.clear();
            message = tr("Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they "
                         "are left as they are: what you play now is counted only until Puzzlebox closes.")
                          .arg(newerFormat)
                          .arg(kFormat);
        } else if (!reason.isEmpty()) {
            m_records.clear();
            if (const QString aside = AppFiles::setAside(path); !aside.isEmpty()) {
                message = tr("Your records could not be read, so they start afresh (the damaged file is kept as %1). %2")
                              .arg(QDir::toNativeSeparators(aside), reason);
            } else {
                // Never written over: new records stay in memory.
                message = tr("Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.")
                              .arg(reason, QDir::toNativeSeparators(path));
                m_path.clear();
            }
        }
    }
    emit changed();
    return message;
}

QString PlayerRecords::parse(const QByteArray &bytes, QList<BoardRecord> &records, int &newerFormat)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("It is not valid JSON (%1 at byte %2).").arg(error.errorString()).arg(error.offset);
    const QJsonObject root = document.object();
    // Whatever else a newer format holds, it is not this one's to judge.
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isDouble() && format.toDouble() > kFormat && format.toDouble() == std::floor(format.toDouble())) {
        newerFormat = int(std::min(format.toDouble(), double(INT_MAX)));
        return QString();
    }
    if (!document.isObject() || !root.value(QStringLiteral("boards")).isArray())
        return tr("It holds no list of boards.");
    if (root.value(QStringLiteral("format")).toInt() != kFormat)
        return tr("It was written in another format (%1) than this Puzzlebox reads (%2).")
            .arg(root.value(QStringLiteral("format")).toVariant().toString())
            .arg(kFormat);
    const QJsonArray boards = root.value(QStringLiteral("boards")).toArray();
    for (qsizetype i = 0; i < boards.size(); ++i) {
        const QJsonObject entry = boards.at(i).toObject();
        BoardRecord record;
        record.family = entry.value(QStringLiteral("family")).toString();
        record.size = entry.value(QStringLiteral("size")).toString();
        record.start = entry.value(QStringLiteral("start")).toString();
        const auto count = [&entry](const char *key, qint64 none) {
            const QJsonValue value = entry.value(QLatin1String(key));
            const double number = value.toDouble();
            return value.isDouble() && number >= none && number <= kLargestCount && number == std::floor(number)
                ? qint64(number)
                : none - 1;
        };
        const qint64 played = count("played", 0), alone = count("solvedAlone", 0), helped = count("solvedWithHelp", 0);
        const qint64 moves = count("fewestMoves", -1), millis = count("bestMillis", -1);
        // Records written before losses were kept have none.
        const qint64 lost = entry.contains(QStringLiteral("lost")) ? count("lost", 0) : 0;
        if (record.family.isEmpty() || record.start.isEmpty() || played < 0 || alone < 0 || helped < 0 || moves < -1
            || millis < -1 || lost < 0 || played > INT_MAX || alone > INT_MAX || helped > INT_MAX || moves > INT_MAX
            || lost > INT_MAX)
            return tr("Board %1 in it is incomplete or has a count that is not a whole number.").arg(i + 1);
        record.played = int(played);
        record.solvedAlone = int(alone);
        record.solvedWithHelp = int(helped);
        record.lost = int(lost);
        record.fewestMoves = int(moves);
        record.bestMillis = millis;
        record.recordSet = QDateTime::fromString(entry.value(QStringLiteral("recordSet")).toString(), Qt::ISODate);
        record.lastPlayed = QDateTime::fromString(entry.value(QStringLiteral("lastPlayed")).toString(), Qt::ISODate);
        records.append(record);
    }
    return QString();
}

void PlayerRecords::save()
{
    emit changed();
    if (m_path.isEmpty())
        return;
    QJsonArray boards;
    for (const BoardRecord &record : std::as_const(m_records)) {
        QJsonObject entry{
            {QStringLiteral("family"), record.family},
            {QStringLiteral("size"), record.size},
            {QStringLiteral("start"), record.start},
            {QStringLiteral("played"), record.played},
            {QStringLiteral("solvedAlone"), record.solvedAlone},
            {QStringLiteral("solvedWithHelp"), record.solvedWithHelp},
            {QStringLiteral("lost"), record.lost},
            {QStringLiteral("fewestMoves"), record.fewestMoves},
            {QStringLiteral("bestMillis"), record.bestMillis},
        };
        if (record.recordSet.isValid())
            entry.insert(QStringLiteral("recordSet"), dateText(record.recordSet));
        if (record.lastPlayed.isValid())
            entry.insert(QStringLiteral("lastPlayed"), dateText(record.lastPlayed));
        boards.append(entry);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat}, {QStringLiteral("boards"), boards}};
    QString reason;
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        reason = tr("Cannot create the folder");
    else
        reason = BoardFiles::writeAtomically(m_path, QJsonDocument(root).toJson());
    if (!reason.isEmpty())
        emit saveFailed(tr("Your records could not be kept in %1: %2").arg(QDir::toNativeSeparators(m_path), reason));
}

BoardRecord &PlayerRecords::recordOf(const pb::Puzzle &start)
{
    if (const BoardRecord *found = find(start))
        return m_records[found - m_records.constData()];
    m_records.append(blankRecord(start));
    return m_records.last();
}

const BoardRecord *PlayerRecords::find(const pb::Puzzle &start) const
{
    const BoardRecord key = blankRecord(start);
    for (const BoardRecord &record : m_records) {
        if (record.family == key.family && record.start == key.start)
            return &record;
    }
    return nullptr;
}

void PlayerRecords::notePlayed(const pb::Puzzle &start, const QDateTime &now)
{
    BoardRecord &record = recordOf(start);
    ++record.played;
    record.lastPlayed = now;
    save();
}

PlayerRecords::Solve PlayerRecords::noteSolved(const pb::Puzzle &start, int moves, qint64 millis, bool helped,
                                               bool firstTime, const QDateTime &now)
{
    BoardRecord &record = recordOf(start);
    // Reset between the game's first move and its end: the game still counts.
    record.played = std::max(record.played, 1);
    if (!record.lastPlayed.isValid())
        record.lastPlayed = now;
    if (firstTime)
        ++(helped ? record.solvedWithHelp : record.solvedAlone);
    Solve solve;
    if (!helped) {
        solve.fewerMoves = record.fewestMoves < 0 || moves < record.fewestMoves;
        solve.fasterTime = record.bestMillis < 0 || millis < record.bestMillis;
        if (solve.fewerMoves)
            record.fewestMoves = moves;
        if (solve.fasterTime)
            record.bestMillis = millis;
        if (solve.isNewRecord())
            record.recordSet = now;
    }
    save();
    return solve;
}

void PlayerRecords::noteLost(const pb::Puzzle &start, int change)
{
    BoardRecord &record = recordOf(start);
    record.played = std::max(record.played, 1);
    record.lost = std::max(0, record.lost + change);
    save();
}

void PlayerRecords::reset()
{
    m_records.clear();
    save();
}
