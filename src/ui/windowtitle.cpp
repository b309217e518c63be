#include "windowtitle.h"

#include "../service/gamesession.h"
#include "../service/translatedmessage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>

namespace {

std::vector<pb::Turn> playedTurns(const pb::GameRecord &record)
{
    return {record.turns().begin(), record.turns().begin() + record.played()};
}

} // namespace

WindowTitle::WindowTitle(QWidget *window, const GameSession &session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
    connect(&session, &GameSession::gameStarted, this, &WindowTitle::update);
    connect(&session, &GameSession::historyChanged, this, &WindowTitle::update);
}

void WindowTitle::setFile(const QString &path)
{
    m_files.push_back({path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath(),
                       std::string(m_session.position().family()), m_session.startPosition().save(),
                       playedTurns(m_session.record())});
    if (m_files.size() > GameSession::kMaxEarlierGames + 1)
        m_files.erase(m_files.begin());
    update();
}

const WindowTitle::FileGame *WindowTitle::fileGame() const
{
    const std::string_view family = m_session.position().family();
    const std::string start = m_session.startPosition().save();
    const auto found = std::find_if(m_files.rbegin(), m_files.rend(), [&](const FileGame &file) {
        return file.family == family && file.start == start;
    });
    return found == m_files.rend() || found->path.isEmpty() ? nullptr : &*found;
}

QString WindowTitle::suggestedPath(const QString &suffix) const
{
    if (const FileGame *game = fileGame()) {
        const QFileInfo file(game->path);
        return file.dir().filePath(file.completeBaseName() + QLatin1Char('.') + suffix);
    }
    return suggestedName(m_session.startPosition(), suffix);
}

QString WindowTitle::filePath() const
{
    const FileGame *game = fileGame();
    return game ? game->path : QString();
}

QString WindowTitle::suggestedPath(const pb::Puzzle &board, const QString &suffix) const
{
    const QString name = suggestedName(board, suffix);
    const FileGame *game = fileGame();
    return game ? QFileInfo(game->path).dir().filePath(name) : name;
}

QString WindowTitle::suggestedName(const pb::Puzzle &position, const QString &suffix)
{
    QString name = QString::fromLatin1(position.family().data(), qsizetype(position.family().size()));
    if (const std::string size = position.sizeText(); !size.empty())
        name += QLatin1Char('-') + QString::fromStdString(size);
    return name + QLatin1Char('.') + suffix;
}

QString WindowTitle::boardTitle(const pb::Puzzle &board)
{
    const QString family = QCoreApplication::translate("Family", pb::familyOf(board).displayName);
    const QString name = translated(board.boardName());
    return name.isEmpty() ? family : tr("%1 %2", "puzzle, board size").arg(family, name);
}

void WindowTitle::update()
{
    if (!m_session.hasGame())
        return;
    const pb::Puzzle &start = m_session.startPosition();
    const QString family = QCoreApplication::translate("Family", pb::familyOf(start).displayName);
    const pb::GameRecord &record = m_session.record();
    bool modified = false;
    if (const FileGame *game = fileGame()) {
        m_window->setWindowTitle(tr("%1[*] — %2", "file name, puzzle").arg(QFileInfo(game->path).fileName(), family));
        modified = playedTurns(record) != game->turns;
    } else {
        m_window->setWindowTitle(boardTitle(start) + QStringLiteral("[*]"));
        // The computer's opening move is not the player's to lose.
        modified = std::any_of(record.turns().begin(), record.turns().begin() + record.played(),
                               [](const pb::Turn &turn) { return turn.kind != pb::Turn::Kind::Opening; });
    }
    m_window->setWindowModified(modified);
}
