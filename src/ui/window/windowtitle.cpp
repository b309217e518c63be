#include "windowtitle.h"

#include "../../service/gamesession.h"
#include "../../service/nativepath.h"
#include "../../service/translatedmessage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QWidget>

#include <algorithm>

WindowTitle::WindowTitle(QWidget *window, const GameSession &session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
    connect(&session, &GameSession::gameStarted, this, &WindowTitle::update);
    connect(&session, &GameSession::historyChanged, this, &WindowTitle::update);
}

QString WindowTitle::filePath() const
{
    return NativePath::fromBytes(m_session.file()).text();
}

QString WindowTitle::suggestedPath(const QString &suffix) const
{
    if (const QString path = filePath(); !path.isEmpty()) {
        const QFileInfo file(path);
        return file.dir().filePath(file.completeBaseName() + QLatin1Char('.') + suffix);
    }
    return suggestedName(m_session.startPosition(), suffix);
}

QString WindowTitle::suggestedPath(const pb::Puzzle &board, const QString &suffix) const
{
    const QString name = suggestedName(board, suffix);
    const QString path = filePath();
    return path.isEmpty() ? name : QFileInfo(path).dir().filePath(name);
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
    QString name = translated(board.boardName());
    // A size named by its file name ("5x4") as the window writes sizes
    // everywhere else: "5 × 4".
    static const QRegularExpression fileSize(QStringLiteral("^(\\d+)x(\\d+)$"));
    name.replace(fileSize, QStringLiteral("\\1 \u00d7 \\2"));
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
    if (const QString path = filePath(); !path.isEmpty()) {
        m_window->setWindowTitle(tr("%1[*] — %2", "file name, puzzle").arg(QFileInfo(path).fileName(), family));
        modified = !m_session.isAsInFile();
    } else {
        m_window->setWindowTitle(boardTitle(start) + QStringLiteral("[*]"));
        // The computer's opening move is not the player's to lose.
        modified = std::any_of(record.turns().begin(), record.turns().begin() + record.played(),
                               [](const pb::Turn &turn) { return turn.kind != pb::Turn::Kind::Opening; });
    }
    m_window->setWindowModified(modified);
}
