#pragma once

#include "../core/common/message.h"
#include "../core/common/savedgame.h"
#include "../core/search/solveanswer.h"
#include "boardchange.h"
#include "playclock.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

// Moves as the window lists them.
QStringList moveList(const std::vector<std::string> &moves);

// The "midend", after Simon Tatham's midend.c: it owns the whole game, so every
// front end (the window, a test, a script) stays thin. A game is its start
// position, its history of turns with a cursor (pb::GameRecord: Undo, Redo,
// Restart as an undoable step, the computer's answer joined to the person's
// move) and the solution kept with it.
//
// Nothing is ever thrown away without a way back: a new or opened game keeps
// the one it replaced, which Undo brings back whole ("Undo New Game"); a
// solution the player leaves is set aside, and shown again at the right step
// when the position is back on it.
class GameSession : public QObject {
    Q_OBJECT

public:
    // Replaced games are kept in memory for Undo New Game; a game is a few
    // kilobytes, so this bounds the session without anyone ever reaching it.
    static constexpr std::size_t kMaxEarlierGames = 100;

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts a game on `start`. The game it replaces, history and solution
    // included, is what Undo goes back to from the new game's first turn.
    // `startedBy` names how, for Edit ▸ Undo and Redo ("Open 3x3crn.rbd",
    // "Paste"); empty: "New Game". A message, not a text: Undo says it in the
    // language of the moment it is read.
    void newGame(pb::PuzzlePtr start, const pb::Message &startedBy = {});
    // Starts `game` (a saved game read back) the same way.
    void openGame(pb::SavedGame game, const pb::Message &startedBy = {});
    // Forgets the games Undo and Redo would go back and forth to: at start-up,
    // when the game kept from last time replaces the default one.
    void forgetOtherGames();
    // The games Undo New Game goes back to (the last one first) and Redo
    // forward to (the last one next), for keeping them between sessions.
    const std::vector<pb::SavedGame> &earlierGames() const { return m_earlierGames; }
    const std::vector<pb::SavedGame> &laterGames() const { return m_laterGames; }
    // Gives back the games kept from last time, in the same order, in place
    // of any the session has.
    void restoreOtherGames(std::vector<pb::SavedGame> earlier, std::vector<pb::SavedGame> later);
    bool hasGame() const { return m_game.has_value(); }
    // The game as a file keeps it: the whole history, the solution. Requires hasGame().
    pb::SavedGame game() const;

    // All require hasGame().
    const pb::Puzzle &startPosition() const { return record().start(); }
    const pb::Puzzle &position() const { return record().position(); }
    const pb::GameRecord &record() const
    {
        Q_ASSERT(m_game);
        return m_game->record;
    }
    // The moves from startPosition() to position(): those since the last restart.
    QStringList moves() const;
    // In the family's single moves: a peg chain from a fewest-moves solution
    // counts its jumps (pb::Puzzle::stepsIn).
    int moveCount() const;

    // Plays `moves` as one turn (a single move, or a gesture's several) after
    // validating each, but none on a won position (isWon()); the computer's move joins the person's turn before it
    // (pb::GameRecord::play). On refusal (or without a game) returns false, sets
    // *error to the translated reason and changes nothing. Moves stay in the
    // family's notation as the core writes them, from the scene to the record.
    bool play(const std::vector<std::string> &moves, QString *error = nullptr);
    bool play(const std::string &move, QString *error = nullptr) { return play(std::vector<std::string>{move}, error); }

    // The position is the goal: the game is over and the board takes no move
    // (play() refuses) until Undo, Restart or another game leaves it. It
    // follows from the position alone, so a won game read back is won still.
    bool isWon() const { return hasGame() && position().isSolved(); }

    bool canRestart() const { return hasGame() && record().canRestart(); }
    // Back to the start position, as a turn Undo takes back.
    void restart();

    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();
    // What Undo and Redo would do, for their menu entries ("Move 11-4",
    // "Restart", "New Game"); empty when they can't.
    QString undoText() const;
    QString redoText() const;

    // --- the solution ---
    // Stores a solution from the current position, replacing any other.
    // Returns false and changes nothing when its moves do not replay.
    // `lowerBound`: what the solver proved, that no solution from here is shorter.
    // `shown`: how many of its moves the player sees (a hint's solution, 0);
    // empty: all of them.
    bool setSolution(const QStringList &solution, bool optimal, std::optional<int> lowerBound = std::nullopt,
                     std::optional<int> shown = std::nullopt);
    // Replaces the solution's moves after the current step with `rest` (a
    // shorter way found from here); the steps played stay. Requires isOnSolution().
    bool replaceSolutionRest(const QStringList &rest);
    void clearSolution();
    // A solution is kept with the game, whether the position is on it or not.
    bool hasSolution() const { return m_game && m_game->solution.has_value(); }
    // The position is one of the solution's steps; otherwise the solution is
    // set aside until the position comes back onto it.
    bool isOnSolution() const { return m_solutionStep >= 0; }
    QStringList solution() const;
    bool solutionIsOptimal() const { return hasSolution() && m_game->solution->optimal; }
    // No solution from where the solution starts is shorter than this; empty
    // when nothing was proved or the solution is optimal.
    std::optional<int> solutionLowerBound() const { return hasSolution() ? m_game->solution->lowerBound : std::nullopt; }
    // Which of the solution's positions this is (0: its start, solution().size():
    // its end); -1 when the solution is set aside or there is none.
    int solutionStep() const { return m_solutionStep; }
    // How many of the solution's moves the player has seen: a hint's solution
    // is shown a move at a time, and every step the position reached is
    // seen. Empty when all of it is shown (or there is none).
    std::optional<int> solutionShown() const { return hasSolution() ? m_game->solution->shown : std::nullopt; }
    // The player asked to see the solution's first `steps` moves; nullopt: all of them.
    void showSolutionSteps(std::optional<int> steps);
    // The solution's next move, or an empty string at its end, set aside or without one.
    QString nextSolutionMove() const;
    // Where the solution leads: solved, or for a line that only comes closest,
    // the position it ends in. Null without a solution.
    const pb::Puzzle *solutionEnd() const
    {
        return m_solutionPositions.empty() ? nullptr : m_solutionPositions.back().get();
    }
    // The solution's position at `step` (0: its start); null without one there.
    const pb::Puzzle *solutionPosition(int step) const
    {
        return step >= 0 && step < int(m_solutionPositions.size()) ? m_solutionPositions[std::size_t(step)].get() : nullptr;
    }

    // --- the latest answer ---
    // Keeps a search's answer to a question about the current position, in
    // place of the one kept before. Its line, when it lists one, becomes the
    // solution (setSolution(), `shown` with it), replayed there once; a line
    // that does not replay refuses the answer: false, and nothing changes.
    bool setAnswer(pb::SolveAnswer answer, std::optional<int> shown = std::nullopt);
    // The latest answer while it speaks of the game as it is: along the line
    // it brought, or without one at the position it answered. Otherwise it
    // is set aside (null) and comes back with the position, as a solution
    // does. Another game, solution or shorter rest drops it.
    const pb::SolveAnswer *answer() const;

    // --- where the game came from ---
    // The file the game was opened from or last saved to (a game file or a
    // board file); empty for a game in no file.
    QByteArray file() const { return m_game ? QByteArray::fromStdString(m_game->file) : QByteArray(); }
    // The game was just opened from, or saved to, `path` (its bytes) as it is now.
    void setFile(const QByteArray &path);
    // The turns played are those the file holds: no move was made since it
    // was opened or saved, or Undo and Redo came back to them.
    bool isAsInFile() const;
    // How the start was made to order (its game ID's recipe); empty for a
    // start that was not made.
    const std::optional<pb::GenerateRequest> &recipe() const;

    // --- the records' side of the game ---
    // The game's time: it runs from the first move until the game is over
    // (solved, or no move left), and again when Undo takes the end back. The
    // window pauses it (PlayClock::setPaused) while the player cannot play.
    PlayClock &clock() { return m_clock; }
    const PlayClock &clock() const { return m_clock; }
    qint64 playMillis() const { return m_clock.elapsedMillis(); }
    // Help was used in this game: the solver's moves were shown (a solution
    // stored, which setSolution() marks itself) or a hint. It stays marked
    // whatever Undo, Restart or Redo do, and goes with the game to its file.
    void markHelped();
    bool helped() const { return m_game && m_game->helped; }

signals:
    // The game was replaced: a new or opened game, or Undo or Redo across games.
    // boardChanged() follows with BoardChange::Kind::Replaced.
    void gameStarted();
    // Every change of the position, with the moves and the positions along
    // them, for a view to draw or animate as it is. Emitted after the change:
    // position() is already change.now().
    void boardChanged(const BoardChange &change);
    // After every change of the game: what Undo, Redo and Restart can do.
    void historyChanged();
    // A solution was stored, replaced or dropped, or the position moved onto,
    // along or off it.
    void solutionChanged();
    // An answer was kept or dropped (setAnswer()).
    void answerChanged();
    // The player's first move in this game (the computer's opening is not
    // one): the records count the game as played. Once per game, whatever
    // Undo and Redo do; the game keeps that it was counted.
    void firstMovePlayed();
    // A turn played forward (a move, a solution's step, Redo) reached the
    // goal. `firstTime`: the game had not reached it before, so the records
    // count it as solved; later times may only better its moves.
    void goalReached(bool firstTime);

private:
    // Redo's games are no longer reachable: a move or a new game was made instead.
    void forgetLaterGames();
    // Whether Redo goes forward to the later game rather than to a turn of this one.
    bool redoSwitchesGame() const;
    void switchTo(pb::SavedGame game);
    void rebuildSolutionPositions();
    // setSolution() in the core's notation, as an answer brings it.
    bool keepSolution(std::vector<std::string> solution, bool optimal, std::optional<int> lowerBound,
                      std::optional<int> shown);
    void dropAnswer();
    // Finds the solution's step for the position; false when nothing changed.
    // The step found is shown: the moves the player stepped to are no secret.
    bool findSolutionStep();
    // The game reached the solution's `step` along the solution, not only its position.
    bool cameAlongSolutionTo(int step) const;
    // A turn at `index` was played or changed: from there on the history is
    // no longer the file's.
    void leaveFileAt(int index);
    // `persons`: the turn began with the player's move, not the computer's.
    void afterTurn(const BoardChange &change, bool persons);
    // The change along `moves` played from `from`; with none, the position alone.
    static BoardChange changeAlong(BoardChange::Kind kind, const pb::Puzzle &from, std::vector<std::string> moves = {});
    // The game being replaced takes its time along.
    void keepTime();
    void updateClock();

    std::optional<pb::SavedGame> m_game;
    // Games replaced by newGame/openGame, the last one replaced last; and the
    // games Undo went back from, the next one Redo goes to last.
    std::vector<pb::SavedGame> m_earlierGames;
    std::vector<pb::SavedGame> m_laterGames;
    // Set when Undo went back to an earlier game: how many turns that game had
    // played then. Redo brings the later game back when the game is there
    // again, so that turns it had undone before it was replaced do not come
    // first (redoSwitchesGame()).
    std::optional<int> m_laterGameAfterTurn;
    // How each game was started (openGame()'s `startedBy`): the one on screen,
    // and those of m_earlierGames and m_laterGames, in the same order.
    pb::Message m_startedBy;
    std::vector<pb::Message> m_earlierStartedBy;
    std::vector<pb::Message> m_laterStartedBy;

    // The solution's positions, 0 its start; and which one is on the board.
    std::vector<pb::PuzzlePtr> m_solutionPositions;
    int m_solutionStep = -1;
    PlayClock m_clock;

    struct KeptAnswer {
        pb::SolveAnswer answer;
        // The position asked about.
        pb::PuzzlePtr answered;
        // Its line is the solution kept: it speaks of the game along it.
        bool broughtSolution = false;
    };
    std::optional<KeptAnswer> m_answer;
};
