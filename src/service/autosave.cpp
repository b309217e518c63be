#include "autosave.h"

#include "appfiles.h"
#include "boardfiles.h"
#include "gamefiles.h"
#include "gamesession.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace {

// The other games' file:
//
//   puzzlebox-other-games 1
//   current <SHA-256 of the game file they were kept with, in hex>
//   earlier <bytes>          the games Undo New Game goes back to, oldest first
//   <a saved game, that many bytes>
//   later <bytes>            the games Redo goes forward to, the next one last
//   <a saved game>
//
// A game file written without them (a kill between the two writes, an older
// Puzzlebox) no longer matches, and they are left out.
const QByteArray kOtherGamesHeader = QByteArrayLiteral("puzzlebox-other-games 1\n");
const QByteArray kEarlier = QByteArrayLiteral("earlier");
const QByteArray kLater = QByteArrayLiteral("later");
// Shortened to well under the limit, so that a long game is shortened once
// in many moves rather than at every one.
constexpr qint64 kShortenedBytes = BoardFiles::kMaxFileBytes * 3 / 4;

QByteArray fingerprint(const QByteArray &currentText)
{
    return QByteArrayLiteral("current ") + QCryptographicHash::hash(currentText, QCryptographicHash::Sha256).toHex()
        + '\n';
}

QByteArray entry(const QByteArray &kind, const pb::SavedGame &game)
{
    const std::string text = pb::writeSavedGame(game);
    return kind + ' ' + QByteArray::number(qsizetype(text.size())) + '\n' + QByteArray(text.data(), qsizetype(text.size()));
}

// The nearest games first, as many as fit in the limit.
QByteArray otherGamesText(const QByteArray &currentText, const GameSession &session)
{
    QByteArray text = kOtherGamesHeader + fingerprint(currentText);
    QByteArrayList earlier;
    QByteArrayList later;
    const auto &earlierGames = session.earlierGames();
    const auto &laterGames = session.laterGames();
    int kept = 0;
    for (std::size_t back = 0; kept < Autosave::kMaxKeptGames && back < std::max(earlierGames.size(), laterGames.size());
         ++back) {
        for (auto [games, into, kind] : {std::tuple(&earlierGames, &earlier, kEarlier), std::tuple(&laterGames, &later, kLater)}) {
            if (back >= games->size() || kept == Autosave::kMaxKeptGames)
                continue;
            QByteArray one = entry(kind, (*games)[games->size() - 1 - back]);
            if (text.size() + one.size() > BoardFiles::kMaxFileBytes)
                continue;
            text += one;
            into->prepend(one);
            ++kept;
        }
    }
    return kOtherGamesHeader + fingerprint(currentText) + earlier.join() + later.join();
}

struct OtherGames {
    std::vector<pb::SavedGame> earlier;
    std::vector<pb::SavedGame> later;
    QString error; // "FILE:LINE:COL: reason"; empty when read
};

OtherGames parseOtherGames(const QByteArray &text, const QByteArray &currentText, const QString &fileName)
{
    OtherGames games;
    const auto fail = [&](qsizetype at, const QString &reason) {
        games = OtherGames{{}, {}, BoardFiles::located(fileName, int(text.left(at).count('\n')) + 1, 1, reason)};
        return games;
    };
    if (!text.startsWith(kOtherGamesHeader + fingerprint(currentText)))
        return fail(0, QStringLiteral("not the games kept with this game"));
    qsizetype at = kOtherGamesHeader.size() + fingerprint(currentText).size();
    while (at < text.size()) {
        const qsizetype end = text.indexOf('\n', at);
        const QList<QByteArray> words = text.mid(at, end < 0 ? -1 : end - at).split(' ');
        bool counted = false;
        const qsizetype bytes = words.size() == 2 ? words[1].toLongLong(&counted) : 0;
        if (end < 0 || !counted || bytes < 0 || bytes > text.size() - end - 1 || (words[0] != kEarlier && words[0] != kLater))
            return fail(at, QStringLiteral("expected 'earlier' or 'later' and a length"));
        GameFiles::LoadResult game = GameFiles::parse(text.mid(end + 1, bytes), QString());
        if (!game.game)
            return fail(end + 1, game.error);
        (words[0] == kEarlier ? games.earlier : games.later).push_back(std::move(*game.game));
        at = end + 1 + bytes;
    }
    return games;
}

} // namespace

Autosave::Autosave(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_pending.setSingleShot(true);
    m_pending.setInterval(0);
    connect(&m_pending, &QTimer::timeout, this, [this] {
        if (const QString error = writeNow(); !error.isEmpty())
            emit failed(error);
    });
    // historyChanged follows every change of the game, its solution included.
    connect(&m_session, &GameSession::historyChanged, &m_pending, qOverload<>(&QTimer::start));
}

Autosave::~Autosave()
{
    if (m_pending.isActive())
        writeNow();
    // An orderly end, even before the first frame, is no start that the
    // kept game stopped.
    if (m_marked)
        startFinished();
}

QString Autosave::otherGamesPath()
{
    return GameFiles::autosavePath() + QStringLiteral(".others");
}

bool Autosave::resume(QString *message)
{
    const QString path = GameFiles::autosavePath();
    m_active = true;
    if (!QFileInfo::exists(path))
        return false;
    // Marked before the game is read and drawn: a start killed or hung from
    // here until its first frame leaves the mark behind.
    // The mark must outlast this process, not a power cut (the page cache
    // keeps it through a kill), so it is not waited onto the disk.
    QFile mark(resumingMarkerPath());
    m_marked = mark.open(QIODevice::WriteOnly | QIODevice::Truncate) && mark.write("resuming\n") > 0;
    mark.close();
    QByteArray text;
    QString error = BoardFiles::read(NativePath(path), &text);
    GameFiles::LoadResult loaded = error.isEmpty() ? GameFiles::parse(text, path) : GameFiles::LoadResult{{}, error};
    if (!loaded.game) {
        // Moved aside rather than overwritten by the new game, for whoever
        // wants to look into it.
        const QString damaged = AppFiles::setAside(path);
        *message = damaged.isEmpty()
            ? tr("The game from last time could not be restored, so a new one begins. %1").arg(loaded.error)
            : tr("The game from last time could not be restored, so a new one begins "
                 "(the damaged file is kept as %1). %2")
                  .arg(QDir::toNativeSeparators(damaged), loaded.error);
        // Nothing was resumed, so nothing can stop the next start.
        startFinished();
        return false;
    }
    m_session.openGame(std::move(*loaded.game));
    // The game kept from last time continues; the default one it replaced
    // was never played, so Undo has nothing to go back to but the games kept
    // with it.
    m_session.forgetOtherGames();
    resumeOtherGames(text);
    m_keptText = text;
    return true;
}

void Autosave::startFinished()
{
    if (m_marked)
        QFile::remove(resumingMarkerPath());
    m_marked = false;
}

bool Autosave::lastStartUnfinished()
{
    return QFileInfo::exists(resumingMarkerPath());
}

QString Autosave::setAsideKeptGame()
{
    const QString aside = AppFiles::setAside(GameFiles::autosavePath());
    if (aside.isEmpty())
        return aside;
    if (QFileInfo::exists(otherGamesPath()))
        AppFiles::setAside(otherGamesPath());
    QFile::remove(resumingMarkerPath());
    return aside;
}

QString Autosave::resumingMarkerPath()
{
    return GameFiles::autosavePath() + QStringLiteral(".resuming");
}

void Autosave::resumeOtherGames(const QByteArray &currentText)
{
    const QString path = otherGamesPath();
    if (!QFileInfo::exists(path))
        return;
    QByteArray text;
    const QString error = BoardFiles::read(NativePath(path), &text);
    OtherGames games = error.isEmpty() ? parseOtherGames(text, currentText, path) : OtherGames{{}, {}, error};
    // Only Undo New Game is lost: the game itself is whole. Said where a
    // person looking for it would look, not in the window.
    if (!games.error.isEmpty())
        qWarning("The games before and after this one are not restored: %s", qPrintable(games.error));
    else
        m_session.restoreOtherGames(std::move(games.earlier), std::move(games.later));
    if (games.error.isEmpty())
        m_keptOthersText = text;
}

QByteArray Autosave::currentText()
{
    pb::SavedGame game = m_session.game();
    std::string text = pb::writeSavedGame(game);
    int dropped = 0;
    if (qint64(text.size()) > BoardFiles::kMaxFileBytes) {
        if (std::optional<pb::SavedGame> shorter = GameFiles::shortened(game, kShortenedBytes, &dropped)) {
            text = pb::writeSavedGame(*shorter);
            if (!m_toldShortened)
                emit failed(tr("This game's history is too long to keep whole: it is kept without its first %Ln "
                               "turn(s), starting from the position after them.",
                               nullptr, dropped));
            m_toldShortened = true;
        }
    }
    return QByteArray(text.data(), qsizetype(text.size()));
}

// Whether the files are still there as written: a file removed or cut
// short by another program since is written again.
bool Autosave::stillOnDisk(const QByteArray &current, const std::optional<QByteArray> &others)
{
    const QFileInfo game(GameFiles::autosavePath());
    const QFileInfo otherGames(otherGamesPath());
    return game.exists() && game.size() == current.size() && otherGames.exists() == others.has_value()
        && (!others || otherGames.size() == others->size());
}

QString Autosave::writeNow()
{
    m_pending.stop();
    if (!m_active || !m_session.hasGame())
        return QString();
    const QByteArray current = currentText();
    const bool withOthers = !m_session.earlierGames().empty() || !m_session.laterGames().empty();
    const std::optional<QByteArray> others =
        withOthers ? std::optional<QByteArray>(otherGamesText(current, m_session)) : std::nullopt;
    if (m_keptText == current && m_keptOthersText == others && stillOnDisk(current, others))
        return QString();
    m_keptText.reset();
    m_keptOthersText.reset();
    // The other games first: a kill between the two writes leaves them
    // unmatched, never tied to the wrong game.
    QString error;
    if (!others)
        QFile::remove(otherGamesPath());
    else
        error = GameFiles::saveText(*others, otherGamesPath());
    if (error.isEmpty())
        error = GameFiles::saveText(current, GameFiles::autosavePath());
    if (!error.isEmpty())
        return tr("The game in progress could not be kept: %1").arg(error);
    m_keptText = current;
    m_keptOthersText = others;
    return QString();
}
