#include "savedgame.h"

#include "gameid.h"
#include "textscan.h"

#include <span>

namespace pb {

namespace {

constexpr const char *kContext = "SavedGame";
constexpr std::string_view kMagic = "puzzlebox-game";

using text::Line;
using text::Word;

ParseError errorAt(const Line &line, int column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line.number, column, message(kContext, text, std::move(args))};
}

// Where an entry that stops short misses its next word.
int pastTheEnd(const Line &line)
{
    return text::columns(line.text) + 1;
}

struct MoveList {
    std::vector<std::string> moves;
    std::vector<Word> places; // where each move stands, for error messages
    Line line;
};

ParseError refusedAt(const MoveList &list, std::size_t index, const Message &reason)
{
    return errorAt(list.line, list.places[index].column,
                   PB_TRANSLATE_NOOP("SavedGame", "Move %1 of this list cannot be played: %2"),
                   {std::to_string(index + 1), reason.toString()});
}

// Plays `list` on `position`, reporting the first move the rules refuse at
// its place in the file.
std::optional<ParseError> replay(Puzzle &position, const MoveList &list)
{
    for (std::size_t i = 0; i < list.moves.size(); ++i) {
        if (const auto refusal = position.apply(list.moves[i]))
            return refusedAt(list, i, *refusal);
    }
    return std::nullopt;
}

// A turn as read: its kind, its moves and where they stand, and how many '>'
// put it under the restart before it.
struct TurnLine {
    Turn::Kind kind;
    MoveList moves;
    std::size_t depth;
};

// Builds the turns of a version 2 file in the order they were read, checking
// each one against the position it is played from: the list of a restart's
// replaced turns starts where that restart was made.
std::optional<ParseError> buildTurns(const Puzzle &start, const std::vector<TurnLine> &read, std::vector<Turn> &turns)
{
    std::vector<std::vector<Turn> *> lists{&turns};
    std::vector<PuzzlePtr> positions;
    positions.push_back(start.clone());
    for (const TurnLine &entry : read) {
        if (entry.depth >= lists.size())
            return errorAt(entry.moves.line, 1, PB_TRANSLATE_NOOP("SavedGame", "This turn is marked '>' but follows no restart it could belong to"));
        if (entry.kind == Turn::Kind::Opening && (entry.depth > 0 || !turns.empty()))
            return errorAt(entry.moves.line, 1, PB_TRANSLATE_NOOP("SavedGame", "Only a game's first turn can be the computer's opening"));
        lists.resize(entry.depth + 1);
        positions.resize(entry.depth + 1);
        Turn turn{entry.kind, entry.moves.moves, {}};
        PuzzlePtr before = positions.back()->clone();
        if (auto refused = replayTurn(positions.back(), start, turn))
            return refusedAt(entry.moves, refused->index, refused->reason);
        lists.back()->push_back(std::move(turn));
        if (entry.kind == Turn::Kind::Restart) {
            lists.push_back(&lists.back()->back().replacedRedo);
            positions.push_back(std::move(before));
        }
    }
    return std::nullopt;
}

// Version 1 kept the moves as one flat list: they become turns as if played
// one by one, so the computer's answers join the moves before them again.
GameRecord recordFromVersion1(PuzzlePtr start, const std::vector<std::string> &moves, const std::vector<std::string> &redo)
{
    GameRecord record(std::move(start));
    for (const std::string &move : moves)
        record.play({move});
    const int played = record.played();
    for (const std::string &move : redo)
        record.play({move});
    while (record.played() > played)
        record.undo();
    return record;
}

template <typename Number>
bool parseCount(const Word &word, Number &out)
{
    const std::optional<Number> count = text::wholeNumber<Number>(word.text);
    if (count)
        out = *count;
    return count.has_value();
}

// What the lines before the board say, as read.
struct Entries {
    const FamilyInfo *family = nullptr;
    std::vector<TurnLine> turns;          // version 2
    std::optional<Line> playedLine;       // version 2
    int played = 0;
    MoveList moves, redo;                 // version 1
    std::optional<Line> solutionFromLine; // version 1
    int solutionFrom = 0;
    MoveList solution, solutionStart;
    std::optional<Line> solutionStartLine;
    bool optimal = false;
    std::optional<int> lowerBound;        // version 4
    std::optional<Line> lowerBoundLine;
    std::int64_t playMillis = 0;          // version 3
    bool helped = false;                  // version 3
    SavedGame::Counted counted = SavedGame::Counted::Nothing; // version 3
    std::optional<int> shown;             // version 5
    std::optional<Line> shownLine;
    std::optional<Word> recipe;
    std::optional<Line> recipeLine;
    std::string file;
    std::optional<int> fileTurns;
    std::optional<Line> fileTurnsLine;
    const Line *boardLine = nullptr;
};

// The format version on the first line, after the magic word.
std::variant<int, ParseError> readVersion(const Line &first)
{
    std::vector<Word> header = text::words(first.text.substr(kMagic.size()));
    // The magic word is ASCII: as many columns as bytes.
    for (Word &word : header)
        word.column += int(kMagic.size());
    int version = 0;
    if (header.size() != 1 || !parseCount(header[0], version) || version < 1) {
        return errorAt(first, header.empty() ? pastTheEnd(first) : header[0].column,
                       PB_TRANSLATE_NOOP("SavedGame", "Expected the format version after 'puzzlebox-game'"));
    }
    if (version > kSavedGameVersion) {
        return errorAt(first, header[0].column,
                       PB_TRANSLATE_NOOP("SavedGame", "This game was saved in format %1 by a newer Puzzlebox; this one reads format %2"),
                       {std::to_string(version), std::to_string(kSavedGameVersion)});
    }
    return version;
}

void readMoves(const Line &line, const std::vector<Word> &fields, MoveList &list)
{
    list.line = line;
    for (std::size_t i = 1; i < fields.size(); ++i) {
        list.moves.emplace_back(fields[i].text);
        list.places.push_back(fields[i]);
    }
}

std::optional<ParseError> readCount(const Line &line, const std::vector<Word> &fields, auto &out, const char *expected)
{
    if (fields.size() != 2 || !parseCount(fields[1], out))
        return errorAt(line, fields.size() > 1 ? fields[1].column : pastTheEnd(line), expected);
    return std::nullopt;
}

// The one word after a key that takes either `first` or `second`: whether it is `first`.
std::optional<ParseError> readChoice(const Line &line, const std::vector<Word> &fields, std::string_view first,
                                     std::string_view second, const char *expected, bool &isFirst)
{
    if (fields.size() != 2 || (fields[1].text != first && fields[1].text != second))
        return errorAt(line, fields.size() > 1 ? fields[1].column : pastTheEnd(line), expected);
    isFirst = fields[1].text == first;
    return std::nullopt;
}

int hexDigit(char ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    return -1;
}

// A file name's bytes need not be UTF-8 and may hold blanks: those, '%' and
// every byte but printable ASCII are written %XX, so the line stays one word
// of plain text that names the file exactly.
std::string encodeFileName(std::string_view name)
{
    constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char ch : name) {
        const auto byte = static_cast<unsigned char>(ch);
        if (byte <= ' ' || byte >= 0x7f || ch == '%')
            out.append({'%', kHex[byte >> 4], kHex[byte & 15]});
        else
            out += ch;
    }
    return out;
}

// The bytes encodeFileName() wrote; the index of a '%' not followed by two
// hex digits when there is one.
std::variant<std::string, std::size_t> decodeFileName(std::string_view text)
{
    std::string name;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            name += text[i];
            continue;
        }
        const int high = i + 1 < text.size() ? hexDigit(text[i + 1]) : -1;
        const int low = i + 2 < text.size() ? hexDigit(text[i + 2]) : -1;
        if (high < 0 || low < 0)
            return i;
        name += char(high * 16 + low);
        i += 2;
    }
    return name;
}

// The entries of version 5: what the player saw of a hinted solution, and
// where the game came from.
std::optional<ParseError> readOrigin(Entries &entries, const Line &line, const std::vector<Word> &fields)
{
    const std::string_view key = fields[0].text;
    if (key == "shown") {
        entries.shownLine = line;
        return readCount(line, fields, entries.shown.emplace(), PB_TRANSLATE_NOOP("SavedGame", "Expected how many of the solution's moves were shown"));
    }
    if (key == "file-played") {
        entries.fileTurnsLine = line;
        return readCount(line, fields, entries.fileTurns.emplace(), PB_TRANSLATE_NOOP("SavedGame", "Expected how many turns the file holds played"));
    }
    if (fields.size() != 2) {
        return errorAt(line, fields.size() > 2 ? fields[2].column : pastTheEnd(line),
                       key == "file" ? PB_TRANSLATE_NOOP("SavedGame", "Expected the file's name as one word, its blanks written as percent codes")
                                     : PB_TRANSLATE_NOOP("SavedGame", "Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED"));
    }
    if (key == "recipe") {
        entries.recipe = fields[1];
        entries.recipeLine = line;
        return std::nullopt;
    }
    auto name = decodeFileName(fields[1].text);
    if (const auto *at = std::get_if<std::size_t>(&name))
        return errorAt(line, fields[1].column + int(*at), PB_TRANSLATE_NOOP("SavedGame", "A '%' in a file's name is followed by two hex digits"));
    entries.file = std::move(std::get<std::string>(name));
    return std::nullopt;
}

bool isOriginKey(std::string_view key)
{
    return key == "shown" || key == "recipe" || key == "file" || key == "file-played";
}

// Reads one entry before the board into `entries`; `depth` is how many '>'
// put a turn under the restart before it.
std::optional<ParseError> readEntry(Entries &entries, const Line &line, const std::vector<Word> &fields, int version,
                                    std::size_t depth)
{
    const std::string_view key = fields[0].text;
    if (key == "family") {
        if (fields.size() != 2 || !(entries.family = familyById(fields[1].text)))
            return errorAt(line, fields.size() > 1 ? fields[1].column : pastTheEnd(line),
                           PB_TRANSLATE_NOOP("SavedGame", "Unknown puzzle family"));
    } else if (version >= 2 && (key == "turn" || key == "opening" || key == "restart")) {
        TurnLine turn{key == "turn" ? Turn::Kind::Moves : key == "opening" ? Turn::Kind::Opening : Turn::Kind::Restart, {}, depth};
        readMoves(line, fields, turn.moves);
        if (turn.moves.moves.empty() && turn.kind != Turn::Kind::Restart)
            return errorAt(line, pastTheEnd(line), PB_TRANSLATE_NOOP("SavedGame", "Expected the moves of this turn"));
        entries.turns.push_back(std::move(turn));
    } else if (version >= 2 && key == "played") {
        entries.playedLine = line;
        return readCount(line, fields, entries.played, PB_TRANSLATE_NOOP("SavedGame", "Expected the number of turns played"));
    } else if (version >= 2 && key == "solution-start") {
        readMoves(line, fields, entries.solutionStart);
        entries.solutionStartLine = line;
    } else if (version == 1 && key == "moves") {
        readMoves(line, fields, entries.moves);
    } else if (version == 1 && key == "redo") {
        readMoves(line, fields, entries.redo);
    } else if (version == 1 && key == "solution-from") {
        entries.solutionFromLine = line;
        return readCount(line, fields, entries.solutionFrom,
                         PB_TRANSLATE_NOOP("SavedGame", "Expected the number of moves before the solution"));
    } else if (key == "solution") {
        readMoves(line, fields, entries.solution);
    } else if (key == "optimal") {
        return readChoice(line, fields, "yes", "no", PB_TRANSLATE_NOOP("SavedGame", "Expected 'yes' or 'no'"), entries.optimal);
    } else if (version >= 4 && key == "lower-bound") {
        int bound = 0;
        if (auto error = readCount(line, fields, bound, PB_TRANSLATE_NOOP("SavedGame", "Expected the fewest moves a solution can have")))
            return error;
        entries.lowerBound = bound;
        entries.lowerBoundLine = line;
    } else if (version >= 3 && key == "time") {
        return readCount(line, fields, entries.playMillis, PB_TRANSLATE_NOOP("SavedGame", "Expected the milliseconds played"));
    } else if (version >= 3 && key == "help") {
        return readChoice(line, fields, "yes", "no", PB_TRANSLATE_NOOP("SavedGame", "Expected 'yes' or 'no'"), entries.helped);
    } else if (version >= 3 && key == "counted") {
        bool played = false;
        if (auto error = readChoice(line, fields, "played", "solved", PB_TRANSLATE_NOOP("SavedGame", "Expected 'played' or 'solved'"), played))
            return error;
        entries.counted = played ? SavedGame::Counted::Played : SavedGame::Counted::Solved;
    } else if (version >= 5 && isOriginKey(key)) {
        return readOrigin(entries, line, fields);
    } else {
        return errorAt(line, fields[0].column, PB_TRANSLATE_NOOP("SavedGame", "Unknown entry '%1'"), {std::string(key)});
    }
    return std::nullopt;
}

// Reads the entries up to the 'board' line, which it points `entries` at.
std::optional<ParseError> readEntries(std::span<const Line> lines, int version, Entries &entries)
{
    for (const Line &line : lines) {
        std::vector<Word> fields = text::words(line.text);
        if (fields.empty() || fields[0].text.front() == '#')
            continue;
        std::size_t depth = 0;
        if (version >= 2 && fields[0].text.find_first_not_of('>') == std::string_view::npos) {
            depth = fields[0].text.size();
            fields.erase(fields.begin());
            if (fields.empty())
                return errorAt(line, pastTheEnd(line), PB_TRANSLATE_NOOP("SavedGame", "Expected a turn after '>'"));
        }
        const std::string_view key = fields[0].text;
        const bool turnKey = key == "turn" || key == "opening" || key == "restart";
        if (depth > 0 && !(turnKey && version >= 2))
            return errorAt(line, fields[0].column, PB_TRANSLATE_NOOP("SavedGame", "Only a turn can stand under a restart"));
        if (key == "board") {
            entries.boardLine = &line;
            return std::nullopt;
        }
        if (auto error = readEntry(entries, line, fields, version, depth))
            return error;
    }
    return std::nullopt;
}

// The game's turns from `start`: version 1's flat lists of moves as turns, or
// version 2's turns, each checked against the rules.
std::variant<GameRecord, ParseError> buildRecord(int version, const Puzzle &start, Entries &entries)
{
    if (version == 1) {
        auto position = start.clone();
        if (auto error = replay(*position, entries.moves))
            return std::move(*error);
        if (auto error = replay(*position, entries.redo))
            return std::move(*error);
        if (entries.solutionFromLine) {
            const int solutionFrom = entries.solutionFrom;
            if (solutionFrom > int(entries.moves.moves.size()))
                return errorAt(*entries.solutionFromLine, 1, PB_TRANSLATE_NOOP("SavedGame", "The solution starts after move %1, but only %2 moves were played"),
                               {std::to_string(solutionFrom), std::to_string(entries.moves.moves.size())});
            entries.solutionStart.moves.assign(entries.moves.moves.begin(), entries.moves.moves.begin() + solutionFrom);
            entries.solutionStart.places.assign(entries.moves.places.begin(), entries.moves.places.begin() + solutionFrom);
            entries.solutionStart.line = entries.moves.line;
            entries.solutionStartLine = *entries.solutionFromLine;
        }
        return recordFromVersion1(start.clone(), entries.moves.moves, entries.redo.moves);
    }
    std::vector<Turn> built;
    if (auto error = buildTurns(start, entries.turns, built))
        return std::move(*error);
    int played = entries.played;
    if (!entries.playedLine)
        played = int(built.size());
    else if (played > int(built.size()))
        return errorAt(*entries.playedLine, 1, PB_TRANSLATE_NOOP("SavedGame", "%1 turns are said to be played, but the game has only %2"),
                       {std::to_string(played), std::to_string(built.size())});
    return GameRecord(start.clone(), std::move(built), played);
}

// The stored solution, checked against the rules from `start`; nothing when
// the file keeps none.
std::variant<std::optional<SavedSolution>, ParseError> readSolution(int version, const Puzzle &start, Entries &entries)
{
    if (entries.solution.moves.empty() && !entries.solutionStartLine) {
        if (entries.shownLine)
            return errorAt(*entries.shownLine, 1, PB_TRANSLATE_NOOP("SavedGame", "Moves are said to be shown, but the game keeps no solution"));
        return std::nullopt;
    }
    const Line where = entries.solutionStartLine ? *entries.solutionStartLine : entries.solution.line;
    if (entries.solution.moves.empty() || !entries.solutionStartLine)
        return errorAt(where, 1, version == 1 ? PB_TRANSLATE_NOOP("SavedGame", "A solution needs both its moves and 'solution-from'")
                                              : PB_TRANSLATE_NOOP("SavedGame", "A solution needs both its moves and 'solution-start'"));
    auto position = start.clone();
    if (auto error = replay(*position, entries.solutionStart))
        return std::move(*error);
    if (auto error = replay(*position, entries.solution))
        return std::move(*error);
    // A bound above the moves would have the window call them the fewest.
    if (entries.lowerBound && *entries.lowerBound > int(entries.solution.moves.size()))
        return errorAt(*entries.lowerBoundLine, 1,
                       PB_TRANSLATE_NOOP("SavedGame", "The solution has %1 moves, fewer than the fewest said possible, %2"),
                       {std::to_string(entries.solution.moves.size()), std::to_string(*entries.lowerBound)});
    if (entries.shown && *entries.shown > int(entries.solution.moves.size()))
        return errorAt(*entries.shownLine, 1, PB_TRANSLATE_NOOP("SavedGame", "The solution has %1 moves, fewer than the %2 said shown"),
                       {std::to_string(entries.solution.moves.size()), std::to_string(*entries.shown)});
    return SavedSolution{std::move(entries.solutionStart.moves), std::move(entries.solution.moves), entries.optimal,
                         entries.optimal ? std::nullopt : entries.lowerBound, entries.shown};
}

// The recipe, read for the game's family, and the file, whose turns the
// game must still have.
std::optional<ParseError> readGameOrigin(Entries &entries, SavedGame &game)
{
    if (entries.recipe) {
        if (!entries.family->generate)
            return errorAt(*entries.recipeLine, 1, PB_TRANSLATE_NOOP("SavedGame", "These puzzles are not made to order, so they have no recipe"));
        auto recipe = readRecipe(entries.recipe->text, *entries.family, entries.recipe->column);
        if (auto *error = std::get_if<ParseError>(&recipe)) {
            error->line = entries.recipeLine->number;
            return std::move(*error);
        }
        game.recipe = std::move(std::get<GenerateRequest>(recipe));
    }
    if (entries.fileTurnsLine && (entries.file.empty() || *entries.fileTurns > int(game.record.turns().size())))
        return errorAt(*entries.fileTurnsLine, 1, PB_TRANSLATE_NOOP("SavedGame", "The turns played in the file need its 'file' line and as many turns"));
    game.file = std::move(entries.file);
    game.fileTurns = entries.fileTurns;
    return std::nullopt;
}

void appendMoves(std::string &out, std::string_view key, const std::vector<std::string> &moves)
{
    out += key;
    for (const std::string &move : moves) {
        out += ' ';
        out += move;
    }
    out += '\n';
}

} // namespace

Parsed<SavedGame> parseSavedGame(std::string_view file)
{
    const std::string_view text = text::withoutByteOrderMark(file);
    if (auto error = checkIsText(text))
        return std::move(*error);
    const std::vector<Line> lines = text::lines(text);
    if (lines.empty() || !lines[0].text.starts_with(kMagic)) {
        return ParseError{1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "This is not a Puzzlebox saved game: it must begin with 'puzzlebox-game'"))};
    }
    const auto readVersionOrError = readVersion(lines[0]);
    if (const auto *error = std::get_if<ParseError>(&readVersionOrError))
        return *error;
    const int version = std::get<int>(readVersionOrError);

    Entries entries;
    if (auto error = readEntries(std::span(lines).subspan(1), version, entries))
        return std::move(*error);
    const Line *boardLine = entries.boardLine;
    const int linesRead = boardLine ? boardLine->number : int(lines.size());
    if (!entries.family)
        return ParseError{linesRead + 1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "The game does not say which puzzle it is (a 'family' line)"))};
    if (!boardLine)
        return ParseError{linesRead + 1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "The game has no 'board' section"))};

    const std::size_t boardBreak = text.find('\n', std::size_t(boardLine->text.data() - text.data()));
    const std::string_view boardText = boardBreak == std::string_view::npos ? std::string_view() : text.substr(boardBreak + 1);
    auto board = parseBoard(boardText, entries.family->extension);
    if (auto *error = std::get_if<ParseError>(&board)) {
        error->line += boardLine->number;
        return std::move(*error);
    }
    const PuzzlePtr start = std::move(std::get<PuzzlePtr>(board));

    auto record = buildRecord(version, *start, entries);
    if (auto *error = std::get_if<ParseError>(&record))
        return std::move(*error);
    auto solution = readSolution(version, *start, entries);
    if (auto *error = std::get_if<ParseError>(&solution))
        return std::move(*error);
    SavedGame game{.record = std::move(std::get<GameRecord>(record)),
                   .solution = std::move(std::get<std::optional<SavedSolution>>(solution)),
                   .playMillis = entries.playMillis,
                   .helped = entries.helped,
                   .counted = entries.counted};
    // Before version 3 nothing said whether help was used; a stored solution
    // is the solver's help, so stepping through it never counts as alone.
    if (version < 3)
        game.helped = game.solution.has_value();
    if (auto error = readGameOrigin(entries, game))
        return std::move(*error);
    return game;
}

bool isSavedGameText(std::string_view text)
{
    return text::withoutByteOrderMark(text).starts_with(kMagic);
}

namespace {

void writeTurns(std::string &out, const std::vector<Turn> &turns, std::size_t depth)
{
    for (const Turn &turn : turns) {
        const std::string prefix = depth > 0 ? std::string(depth, '>') + ' ' : std::string();
        appendMoves(out, prefix + (turn.kind == Turn::Kind::Moves ? "turn" : turn.kind == Turn::Kind::Opening ? "opening" : "restart"),
                    turn.moves);
        writeTurns(out, turn.replacedRedo, depth + 1);
    }
}

} // namespace

std::string writeSavedGame(const SavedGame &game)
{
    const GameRecord &record = game.record;
    std::string out;
    out += kMagic;
    // The lowest version that holds what the file says, so that a game
    // without a proved bound stays readable by the versions before.
    const bool bound = game.solution && !game.solution->optimal && game.solution->lowerBound;
    const bool shown = game.solution && game.solution->shown;
    const bool origin = shown || game.recipe || !game.file.empty();
    out += ' ' + std::to_string(origin ? kSavedGameVersion : bound ? 4 : 3) + '\n';
    out += "family ";
    out += record.start().family();
    out += '\n';
    writeTurns(out, record.turns(), 0);
    if (record.played() < int(record.turns().size()))
        out += "played " + std::to_string(record.played()) + '\n';
    if (game.solution) {
        appendMoves(out, "solution-start", game.solution->from);
        appendMoves(out, "solution", game.solution->moves);
        out += game.solution->optimal ? "optimal yes\n" : "optimal no\n";
        if (bound)
            out += "lower-bound " + std::to_string(*game.solution->lowerBound) + '\n';
        if (shown)
            out += "shown " + std::to_string(*game.solution->shown) + '\n';
    }
    if (game.playMillis > 0)
        out += "time " + std::to_string(game.playMillis) + '\n';
    if (game.helped)
        out += "help yes\n";
    if (game.counted != SavedGame::Counted::Nothing)
        out += game.counted == SavedGame::Counted::Played ? "counted played\n" : "counted solved\n";
    if (game.recipe)
        out += "recipe " + recipeText(*game.recipe, familyOf(record.start())) + '\n';
    if (!game.file.empty()) {
        out += "file " + encodeFileName(game.file) + '\n';
        if (game.fileTurns)
            out += "file-played " + std::to_string(*game.fileTurns) + '\n';
    }
    out += "board\n";
    out += record.start().save();
    return out;
}

} // namespace pb
