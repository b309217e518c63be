#include "gamesession.h"

#include "translatedmessage.h"

#include <algorithm>
#include <utility>

namespace {

std::vector<std::string> toStd(const QStringList &moves)
{
    std::vector<std::string> list;
    list.reserve(std::size_t(moves.size()));
    for (const QString &move : moves)
        list.push_back(move.toStdString());
    return list;
}

const int kBoardChangeType = qRegisterMetaType<BoardChange>();

// What a turn did, for the Undo and Redo menu entries: "Move C2 and answer
// A1" for a move with the computer's reply.
QString describe(const pb::GameRecord &record, int index)
{
    const pb::Turn &turn = record.turns()[std::size_t(index)];
    if (turn.kind == pb::Turn::Kind::Restart)
        return GameSession::tr("Restart");
    const QStringList moves = moveList(turn.moves);
    if (moves.size() == 1)
        return GameSession::tr("Move %1").arg(moves.constFirst());
    if (moves.size() == 2) {
        pb::PuzzlePtr position = record.positionBefore(index);
        position->apply(turn.moves.front());
        if (position->opponentMove())
            return GameSession::tr("Move %1 and answer %2").arg(moves.constFirst(), moves.constLast());
    }
    return GameSession::tr("Moves %1").arg(moves.join(QLatin1String(", ")));
}

} // namespace

QStringList moveList(const std::vector<std::string> &moves)
{
    QStringList list;
    list.reserve(qsizetype(moves.size()));
    for (const std::string &move : moves)
        list << QString::fromStdString(move);
    return list;
}

GameSession::GameSession(QObject *parent)
    : QObject(parent)
{
}

GameSession::~GameSession() = default;

void GameSession::newGame(pb::PuzzlePtr start, const pb::Message &startedBy)
{
    openGame(pb::SavedGame{pb::GameRecord(std::move(start)), std::nullopt}, startedBy);
}

void GameSession::openGame(pb::SavedGame game, const pb::Message &startedBy)
{
    if (m_game) {
        keepTime();
        m_earlierGames.push_back(std::move(*m_game));
        m_earlierStartedBy.push_back(m_startedBy);
        if (m_earlierGames.size() > kMaxEarlierGames) {
            m_earlierGames.erase(m_earlierGames.begin());
            m_earlierStartedBy.erase(m_earlierStartedBy.begin());
        }
    }
    forgetLaterGames();
    m_startedBy = startedBy;
    switchTo(std::move(game));
}

void GameSession::forgetLaterGames()
{
    m_laterGames.clear();
    m_laterStartedBy.clear();
    m_laterGameAfterTurn.reset();
}

void GameSession::restoreOtherGames(std::vector<pb::SavedGame> earlier, std::vector<pb::SavedGame> later)
{
    if (earlier.size() > kMaxEarlierGames)
        earlier.erase(earlier.begin(), earlier.end() - qsizetype(kMaxEarlierGames));
    m_earlierGames = std::move(earlier);
    m_laterGames = std::move(later);
    // Kept between sessions without the words of how they started.
    m_earlierStartedBy.assign(m_earlierGames.size(), pb::Message());
    m_laterStartedBy.assign(m_laterGames.size(), pb::Message());
    m_laterGameAfterTurn.reset();
    emit historyChanged();
}

void GameSession::forgetOtherGames()
{
    m_earlierGames.clear();
    m_earlierStartedBy.clear();
    forgetLaterGames();
    emit historyChanged();
}

void GameSession::switchTo(pb::SavedGame game)
{
    // An answer speaks of the game it was asked in.
    dropAnswer();
    m_game = std::move(game);
    m_clock.reset(m_game->playMillis);
    updateClock();
    rebuildSolutionPositions();
    emit gameStarted();
    emit boardChanged(changeAlong(BoardChange::Kind::Replaced, position()));
    emit solutionChanged();
    emit historyChanged();
}

pb::SavedGame GameSession::game() const
{
    Q_ASSERT(m_game);
    pb::SavedGame game = *m_game;
    game.playMillis = m_clock.elapsedMillis();
    return game;
}

void GameSession::keepTime()
{
    if (m_game)
        m_game->playMillis = m_clock.elapsedMillis();
}

// In progress: the player has moved and the game is not over. Undo from the
// end makes it in progress again.
void GameSession::updateClock()
{
    const bool started = m_game && m_game->counted != pb::SavedGame::Counted::Nothing;
    m_clock.setRunning(started && !position().isSolved() && !position().legalMoves().empty());
}

void GameSession::markHelped()
{
    if (!m_game || m_game->helped)
        return;
    m_game->helped = true;
    emit historyChanged();
}

void GameSession::setFile(const QByteArray &path)
{
    if (!m_game)
        return;
    m_game->file = path.toStdString();
    m_game->fileTurns = m_game->record.played();
    emit historyChanged();
}

bool GameSession::isAsInFile() const
{
    return m_game && m_game->fileTurns == m_game->record.played();
}

const std::optional<pb::GenerateRequest> &GameSession::recipe() const
{
    static const std::optional<pb::GenerateRequest> none;
    return m_game ? m_game->recipe : none;
}

void GameSession::leaveFileAt(int index)
{
    if (m_game->fileTurns && index < *m_game->fileTurns)
        m_game->fileTurns.reset();
}

QStringList GameSession::moves() const
{
    return hasGame() ? moveList(record().line()) : QStringList();
}

bool GameSession::play(const std::vector<std::string> &moves, QString *error)
{
    if (!m_game) {
        if (error)
            *error = tr("There is no game to play a move in.");
        return false;
    }
    if (moves.empty())
        return true;
    if (!redoSwitchesGame() && m_game->record.startsRedo(moves)) {
        // The whole turn, the computer's answer included, so the board shows it.
        redo();
        return true;
    }
    const bool computers = m_game->record.position().opponentMove().has_value();
    const pb::PuzzlePtr before = position().clone();
    const int played = m_game->record.played();
    if (const auto refusal = m_game->record.play(moves)) {
        if (error)
            *error = translated(*refusal);
        return false;
    }
    // The computer's moves join the turn before them, but for its opening,
    // which is no change the file lacks.
    leaveFileAt(computers && played > 0 ? played - 1 : played);
    if (computers && played == 0 && m_game->fileTurns == 0)
        m_game->fileTurns = 1;
    // A person's move after Undo New Game makes the game Undo went back to the
    // one being played: the newer games are no longer Redo's to bring back.
    // The computer's answer is not the person's choice and keeps them.
    if (!computers)
        forgetLaterGames();
    afterTurn(changeAlong(BoardChange::Kind::Played, *before, moves), !computers);
    return true;
}

void GameSession::restart()
{
    if (!canRestart())
        return;
    leaveFileAt(m_game->record.played());
    m_game->record.restart();
    forgetLaterGames();
    afterTurn(changeAlong(BoardChange::Kind::Jumped, position()), false);
}

bool GameSession::canUndo() const
{
    return (m_game && m_game->record.canUndo()) || !m_earlierGames.empty();
}

bool GameSession::canRedo() const
{
    return (m_game && m_game->record.canRedo()) || !m_laterGames.empty();
}

void GameSession::undo()
{
    if (m_game && m_game->record.canUndo()) {
        const pb::Turn undone = m_game->record.turnToUndo();
        m_game->record.undo();
        afterTurn(undone.kind == pb::Turn::Kind::Restart ? changeAlong(BoardChange::Kind::Jumped, position())
                                                         : changeAlong(BoardChange::Kind::Undone, position(), undone.moves),
                  false);
    } else if (!m_earlierGames.empty()) {
        pb::SavedGame earlier = std::move(m_earlierGames.back());
        m_earlierGames.pop_back();
        keepTime();
        m_laterGames.push_back(std::move(*m_game));
        m_laterStartedBy.push_back(std::exchange(m_startedBy, m_earlierStartedBy.back()));
        m_earlierStartedBy.pop_back();
        m_laterGameAfterTurn = earlier.record.played();
        switchTo(std::move(earlier));
    }
}

bool GameSession::redoSwitchesGame() const
{
    if (m_laterGames.empty())
        return false;
    return !m_game || !m_game->record.canRedo()
           || (m_laterGameAfterTurn && m_game->record.played() == *m_laterGameAfterTurn);
}

void GameSession::redo()
{
    if (!redoSwitchesGame() && m_game && m_game->record.canRedo()) {
        const pb::Turn turn = m_game->record.turnToRedo();
        const pb::PuzzlePtr before = position().clone();
        m_game->record.redo();
        if (turn.kind == pb::Turn::Kind::Restart)
            afterTurn(changeAlong(BoardChange::Kind::Jumped, position()), false);
        else
            afterTurn(changeAlong(BoardChange::Kind::Redone, *before, turn.moves), turn.kind == pb::Turn::Kind::Moves);
    } else if (!m_laterGames.empty()) {
        pb::SavedGame later = std::move(m_laterGames.back());
        m_laterGames.pop_back();
        keepTime();
        m_earlierGames.push_back(std::move(*m_game));
        m_earlierStartedBy.push_back(std::exchange(m_startedBy, m_laterStartedBy.back()));
        m_laterStartedBy.pop_back();
        m_laterGameAfterTurn.reset();
        switchTo(std::move(later));
    }
}

QString GameSession::undoText() const
{
    if (m_game && m_game->record.canUndo())
        return describe(m_game->record, m_game->record.played() - 1);
    if (m_earlierGames.empty())
        return QString();
    return m_startedBy.isEmpty() ? tr("New Game") : translated(m_startedBy);
}

QString GameSession::redoText() const
{
    if (!redoSwitchesGame() && m_game && m_game->record.canRedo())
        return describe(m_game->record, m_game->record.played());
    if (m_laterGames.empty())
        return QString();
    return m_laterStartedBy.back().isEmpty() ? tr("New Game") : translated(m_laterStartedBy.back());
}

BoardChange GameSession::changeAlong(BoardChange::Kind kind, const pb::Puzzle &from, std::vector<std::string> moves)
{
    BoardChange change{kind, std::move(moves), {}};
    change.line.push_back(from.clone());
    for (const std::string &move : change.moves) {
        pb::PuzzlePtr next = change.line.back()->clone();
        next->apply(move);
        change.line.push_back(std::move(next));
    }
    return change;
}

void GameSession::afterTurn(const BoardChange &change, bool persons)
{
    using Counted = pb::SavedGame::Counted;
    const bool solutionMoved = findSolutionStep();
    // Counted in the game itself, so that Undo and Redo, a saved file opened
    // again or Undo New Game never count it twice.
    const bool firstMove = persons && m_game->counted == Counted::Nothing;
    if (firstMove)
        m_game->counted = Counted::Played;
    // A move from a solved position that keeps it solved (a Roller-Board's
    // top row rolled round) reaches nothing new.
    const bool reached = change.forward() && m_game->counted != Counted::Nothing && position().isSolved()
        && !change.line.front()->isSolved();
    const bool firstTime = reached && m_game->counted != Counted::Solved;
    if (firstTime)
        m_game->counted = Counted::Solved;
    updateClock();
    emit boardChanged(change);
    if (solutionMoved)
        emit solutionChanged();
    if (firstMove)
        emit firstMovePlayed();
    if (reached)
        emit goalReached(firstTime);
    emit historyChanged();
}

int GameSession::moveCount() const
{
    if (!hasGame())
        return 0;
    int count = 0;
    for (const std::string &move : record().line())
        count += position().stepsIn(move);
    return count;
}

bool GameSession::setSolution(const QStringList &solution, bool optimal, std::optional<int> lowerBound,
                              std::optional<int> shown)
{
    return keepSolution(toStd(solution), optimal, lowerBound, shown);
}

bool GameSession::keepSolution(std::vector<std::string> solution, bool optimal, std::optional<int> lowerBound,
                               std::optional<int> shown)
{
    const int length = int(solution.size());
    if (!m_game || solution.empty() || (lowerBound && *lowerBound > length) || (shown && *shown > length))
        return false;
    // Replayed once, as the positions along it are made: a move refused
    // gives the solution kept before back.
    std::optional<pb::SavedSolution> before = std::move(m_game->solution);
    m_game->solution = pb::SavedSolution{m_game->record.line(), std::move(solution), optimal,
                                         optimal ? std::nullopt : lowerBound, shown};
    rebuildSolutionPositions();
    if (!hasSolution()) {
        m_game->solution = std::move(before);
        rebuildSolutionPositions();
        return false;
    }
    m_game->helped = true;
    // The answer that brought the solution kept before no longer speaks of it.
    if (m_answer && m_answer->broughtSolution)
        dropAnswer();
    emit solutionChanged();
    emit historyChanged();
    return true;
}

bool GameSession::setAnswer(pb::SolveAnswer answer, std::optional<int> shown)
{
    if (!m_game)
        return false;
    const std::vector<std::string> &line = answer.line();
    const bool bringsSolution = !line.empty();
    if (bringsSolution) {
        const bool solved = answer.result.status == pb::SolveStatus::Solved;
        if (!keepSolution(line, solved && answer.result.optimal, solved ? answer.result.lowerBound : std::nullopt,
                          shown))
            return false;
    }
    m_answer = KeptAnswer{std::move(answer), position().clone(), bringsSolution};
    emit answerChanged();
    return true;
}

const pb::SolveAnswer *GameSession::answer() const
{
    if (!m_answer)
        return nullptr;
    const bool matches = m_answer->broughtSolution ? isOnSolution() : m_answer->answered->equals(position());
    return matches ? &m_answer->answer : nullptr;
}

void GameSession::dropAnswer()
{
    if (!m_answer)
        return;
    m_answer.reset();
    emit answerChanged();
}

bool GameSession::replaceSolutionRest(const QStringList &rest)
{
    if (!isOnSolution())
        return false;
    pb::SavedSolution &stored = m_game->solution.value();
    std::vector<std::string> moves(stored.moves.begin(), stored.moves.begin() + m_solutionStep);
    auto position = m_game->record.position().clone();
    for (const QString &move : rest) {
        moves.push_back(move.toStdString());
        if (position->apply(moves.back()))
            return false;
    }
    stored.moves = std::move(moves);
    if (m_answer && m_answer->broughtSolution)
        dropAnswer();
    // The bound is the start's: it still holds, and a shorter line that
    // reaches it is the fewest.
    stored.optimal = stored.lowerBound && *stored.lowerBound == int(stored.moves.size());
    if (stored.optimal)
        stored.lowerBound.reset();
    m_game->helped = true;
    rebuildSolutionPositions();
    emit solutionChanged();
    emit historyChanged();
    return true;
}

void GameSession::clearSolution()
{
    if (!hasSolution())
        return;
    m_game->solution.reset();
    if (m_answer && m_answer->broughtSolution)
        dropAnswer();
    rebuildSolutionPositions();
    emit solutionChanged();
    emit historyChanged();
}

QStringList GameSession::solution() const
{
    return hasSolution() ? moveList(m_game->solution->moves) : QStringList();
}

void GameSession::showSolutionSteps(std::optional<int> steps)
{
    if (!hasSolution())
        return;
    std::optional<int> &shown = m_game->solution->shown;
    const std::optional<int> before = shown;
    if (!steps)
        shown.reset();
    else if (shown)
        shown = std::clamp(*steps, *shown, int(m_game->solution->moves.size()));
    if (shown == before)
        return;
    emit solutionChanged();
    // It goes with the game to its file.
    emit historyChanged();
}

QString GameSession::nextSolutionMove() const
{
    if (!isOnSolution() || m_solutionStep >= int(m_game->solution->moves.size()))
        return QString();
    return QString::fromStdString(m_game->solution->moves[std::size_t(m_solutionStep)]);
}

void GameSession::rebuildSolutionPositions()
{
    m_solutionPositions.clear();
    m_solutionStep = -1;
    if (!hasSolution())
        return;
    const pb::SavedSolution &stored = *m_game->solution;
    auto position = m_game->record.start().clone();
    for (const std::string &move : stored.from) {
        if (position->apply(move)) {
            m_game->solution.reset();
            return;
        }
    }
    m_solutionPositions.push_back(position->clone());
    for (const std::string &move : stored.moves) {
        if (position->apply(move)) {
            m_game->solution.reset();
            m_solutionPositions.clear();
            return;
        }
        m_solutionPositions.push_back(position->clone());
    }
    findSolutionStep();
}

// The same position is not enough: every game of Nim ends with no stone
// left, where the perfect line ends too, whatever was played. The game must
// have passed the line's earlier positions in order, with any positions
// between them (a peg chain of the line played one jump at a time).
bool GameSession::cameAlongSolutionTo(int step) const
{
    const std::vector<std::string> &played = record().line();
    pb::PuzzlePtr passed = startPosition().clone();
    int reached = 0;
    // The positions before the current one, each compared with the next step
    // the game has not been shown to pass yet.
    for (std::size_t index = 0; index < played.size() && reached < step; ++index) {
        if (passed->equals(*m_solutionPositions[std::size_t(reached)]))
            ++reached;
        passed->apply(played[index]);
    }
    return reached == step;
}

// The position may be on the solution however it got there along it: by its
// moves, by Undo, or by the same moves played again after a restart. A
// solution that passes a position twice is followed from the step nearest
// the last one.
bool GameSession::findSolutionStep()
{
    const int before = m_solutionStep;
    int found = -1;
    for (int step = 0; step < int(m_solutionPositions.size()); ++step) {
        if (!m_solutionPositions[std::size_t(step)]->equals(position()) || !cameAlongSolutionTo(step))
            continue;
        if (found < 0 || before < 0 || std::abs(step - before) < std::abs(found - before))
            found = step;
    }
    m_solutionStep = found;
    if (found >= 0 && m_game->solution->shown && found > *m_game->solution->shown)
        m_game->solution->shown = found;
    return found != before;
}
