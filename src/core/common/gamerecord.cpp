#include "gamerecord.h"

#include <algorithm>
#include <cassert>

namespace pb {

std::optional<RefusedMove> replayTurn(PuzzlePtr &position, const Puzzle &start, const Turn &turn)
{
    if (turn.kind == Turn::Kind::Restart)
        position = start.clone();
    for (std::size_t i = 0; i < turn.moves.size(); ++i) {
        if (auto refusal = position->apply(turn.moves[i]))
            return RefusedMove{i, std::move(*refusal)};
    }
    return std::nullopt;
}

GameRecord::GameRecord(PuzzlePtr start)
    : GameRecord(std::move(start), {}, 0)
{
}

GameRecord::GameRecord(PuzzlePtr start, std::vector<Turn> turns, int played)
    : m_start(std::move(start))
    , m_turns(std::move(turns))
    , m_played(played)
{
    assert(m_start && played >= 0 && played <= int(m_turns.size()));
    rebuildPosition();
}

GameRecord::GameRecord(const GameRecord &other)
    : m_start(other.m_start->clone())
    , m_turns(other.m_turns)
    , m_played(other.m_played)
    , m_position(other.m_position->clone())
    , m_line(other.m_line)
{
}

GameRecord &GameRecord::operator=(const GameRecord &other)
{
    if (this != &other)
        *this = GameRecord(other);
    return *this;
}

std::optional<Message> GameRecord::play(const std::vector<std::string> &moves)
{
    if (moves.empty())
        return std::nullopt;
    const bool answer = m_position->opponentMove().has_value();
    PuzzlePtr after = m_position->clone();
    for (const std::string &move : moves) {
        if (auto refusal = after->apply(move))
            return refusal;
    }

    if (startsRedo(moves)) {
        redo();
        return std::nullopt;
    }
    m_turns.resize(std::size_t(m_played));
    if (answer && m_played > 0) {
        std::vector<std::string> &joined = m_turns.back().moves;
        joined.insert(joined.end(), moves.begin(), moves.end());
    } else {
        m_turns.push_back(Turn{answer ? Turn::Kind::Opening : Turn::Kind::Moves, moves, {}});
        ++m_played;
    }
    m_position = std::move(after);
    m_line.insert(m_line.end(), moves.begin(), moves.end());
    return std::nullopt;
}

bool GameRecord::startsRedo(const std::vector<std::string> &moves) const
{
    if (moves.empty() || !canRedo() || turnToRedo().kind != Turn::Kind::Moves || m_position->opponentMove())
        return false;
    const std::vector<std::string> &next = turnToRedo().moves;
    if (next.size() < moves.size() || !std::equal(moves.begin(), moves.end(), next.begin()))
        return false;
    // The rest of the turn must be the computer's answer, which it gives again
    // (its choice depends only on the position); a gesture's other moves are not.
    PuzzlePtr position = m_position->clone();
    for (std::size_t i = 0; i < next.size(); ++i) {
        if (i >= moves.size() && !position->opponentMove())
            return false;
        position->apply(next[i]);
    }
    return true;
}

void GameRecord::restart()
{
    Turn restart{Turn::Kind::Restart, {}, {}};
    restart.replacedRedo.assign(std::make_move_iterator(m_turns.begin() + m_played),
                                std::make_move_iterator(m_turns.end()));
    m_turns.resize(std::size_t(m_played));
    m_turns.push_back(std::move(restart));
    ++m_played;
    m_position = m_start->clone();
    m_line.clear();
}

bool GameRecord::canUndo() const
{
    const int kept = !m_turns.empty() && m_turns.front().kind == Turn::Kind::Opening ? 1 : 0;
    return m_played > kept;
}

void GameRecord::undo()
{
    assert(canUndo());
    --m_played;
    // A restart undone with nothing played after it gives back the redo list
    // it replaced, exactly as the game was before it.
    Turn &undone = m_turns[std::size_t(m_played)];
    if (undone.kind == Turn::Kind::Restart && m_played + 1 == int(m_turns.size()) && !undone.replacedRedo.empty()) {
        std::vector<Turn> redo = std::move(undone.replacedRedo);
        m_turns.pop_back();
        m_turns.insert(m_turns.end(), std::make_move_iterator(redo.begin()), std::make_move_iterator(redo.end()));
    }
    rebuildPosition();
}

void GameRecord::redo()
{
    assert(canRedo());
    const Turn &turn = m_turns[std::size_t(m_played++)];
    [[maybe_unused]] const auto refused = replayTurn(m_position, *m_start, turn);
    assert(!refused);
    if (turn.kind == Turn::Kind::Restart)
        m_line.clear();
    m_line.insert(m_line.end(), turn.moves.begin(), turn.moves.end());
}

// Replaying from the last restart costs microseconds for any real game and
// cannot drift from the turns, unlike taking moves back one by one.
PuzzlePtr GameRecord::replayTo(int played, std::vector<std::string> *line) const
{
    int from = played - 1;
    while (from > 0 && m_turns[std::size_t(from)].kind != Turn::Kind::Restart)
        --from;
    PuzzlePtr position = m_start->clone();
    if (line)
        line->clear();
    for (int i = std::max(from, 0); i < played; ++i) {
        const Turn &turn = m_turns[std::size_t(i)];
        [[maybe_unused]] const auto refused = replayTurn(position, *m_start, turn);
        assert(!refused);
        if (line)
            line->insert(line->end(), turn.moves.begin(), turn.moves.end());
    }
    return position;
}

void GameRecord::rebuildPosition()
{
    m_position = replayTo(m_played, &m_line);
}

} // namespace pb
