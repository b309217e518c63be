#include "savedgame.h"

#include <charconv>

namespace pb {

namespace {

constexpr const char *kContext = "SavedGame";
constexpr std::string_view kMagic = "puzzlebox-game";

struct Line {
    std::string_view text;
    int number = 0;     // 1-based
    std::size_t offset; // of the line's first character in the file
};

// Splits off the next line, without its '\n' or '\r\n'.
bool nextLine(std::string_view text, std::size_t &pos, int &number, Line &line)
{
    if (pos >= text.size())
        return false;
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
        end = text.size();
    std::string_view content = text.substr(pos, end - pos);
    if (!content.empty() && content.back() == '\r')
        content.remove_suffix(1);
    line = Line{content, ++number, pos};
    pos = end + 1;
    return true;
}

ParseError errorAt(const Line &line, std::size_t column, const char *text, std::vector<std::string> args = {})
{
    return ParseError{line.number, int(column) + 1, message(kContext, text, std::move(args))};
}

struct Word {
    std::string_view text;
    std::size_t column; // 0-based
};

std::vector<Word> words(std::string_view text, std::size_t from)
{
    std::vector<Word> out;
    std::size_t i = from;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            out.push_back(Word{text.substr(start, i - start), start});
    }
    return out;
}

struct MoveList {
    std::vector<std::string> moves;
    std::vector<Word> places; // where each move stands, for error messages
    Line line;
};

// Plays `list` on `position`, reporting the first move the rules refuse at
// its place in the file.
std::optional<ParseError> replay(Puzzle &position, const MoveList &list)
{
    for (std::size_t i = 0; i < list.moves.size(); ++i) {
        if (const auto refusal = position.apply(list.moves[i])) {
            return errorAt(list.line, list.places[i].column,
                           PB_TRANSLATE_NOOP("SavedGame", "Move %1 of this list cannot be played: %2"),
                           {std::to_string(i + 1), refusal->toString()});
        }
    }
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

Parsed<SavedGame> parseSavedGame(std::string_view text)
{
    if (auto error = checkIsText(text))
        return std::move(*error);
    std::size_t pos = 0;
    int number = 0;
    Line line;
    if (!nextLine(text, pos, number, line) || line.text.substr(0, kMagic.size()) != kMagic) {
        return ParseError{1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "This is not a Puzzlebox saved game: it must begin with 'puzzlebox-game'"))};
    }
    const std::vector<Word> header = words(line.text, kMagic.size());
    int version = 0;
    if (header.size() != 1
        || std::from_chars(header[0].text.data(), header[0].text.data() + header[0].text.size(), version).ec != std::errc()
        || version < 1) {
        return errorAt(line, header.empty() ? line.text.size() : header[0].column,
                       PB_TRANSLATE_NOOP("SavedGame", "Expected the format version after 'puzzlebox-game'"));
    }
    if (version > kSavedGameVersion) {
        return errorAt(line, header[0].column,
                       PB_TRANSLATE_NOOP("SavedGame", "This game was saved in format %1 by a newer Puzzlebox; this one reads format %2"),
                       {std::to_string(version), std::to_string(kSavedGameVersion)});
    }

    const FamilyInfo *family = nullptr;
    MoveList moves, redo, solution;
    std::optional<Line> solutionFromLine;
    int solutionFrom = -1;
    bool optimal = false;
    bool sawBoard = false;
    while (nextLine(text, pos, number, line)) {
        const std::vector<Word> fields = words(line.text, 0);
        if (fields.empty() || fields[0].text.front() == '#')
            continue;
        const std::string_view key = fields[0].text;
        if (key == "board") {
            sawBoard = true;
            break;
        }
        const auto movesOf = [&](MoveList &list) {
            list.line = line;
            for (std::size_t i = 1; i < fields.size(); ++i) {
                list.moves.emplace_back(fields[i].text);
                list.places.push_back(fields[i]);
            }
        };
        if (key == "family") {
            if (fields.size() != 2 || !(family = familyById(fields[1].text)))
                return errorAt(line, fields.size() > 1 ? fields[1].column : line.text.size(),
                               PB_TRANSLATE_NOOP("SavedGame", "Unknown puzzle family"));
        } else if (key == "moves") {
            movesOf(moves);
        } else if (key == "redo") {
            movesOf(redo);
        } else if (key == "solution") {
            movesOf(solution);
        } else if (key == "solution-from") {
            if (fields.size() != 2
                || std::from_chars(fields[1].text.data(), fields[1].text.data() + fields[1].text.size(), solutionFrom).ec != std::errc()
                || solutionFrom < 0)
                return errorAt(line, fields.size() > 1 ? fields[1].column : line.text.size(),
                               PB_TRANSLATE_NOOP("SavedGame", "Expected the number of moves before the solution"));
            solutionFromLine = line;
        } else if (key == "optimal") {
            if (fields.size() != 2 || (fields[1].text != "yes" && fields[1].text != "no"))
                return errorAt(line, fields.size() > 1 ? fields[1].column : line.text.size(),
                               PB_TRANSLATE_NOOP("SavedGame", "Expected 'yes' or 'no'"));
            optimal = fields[1].text == "yes";
        } else {
            return errorAt(line, fields[0].column, PB_TRANSLATE_NOOP("SavedGame", "Unknown entry '%1'"),
                           {std::string(key)});
        }
    }
    if (!family)
        return ParseError{number + 1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "The game does not say which puzzle it is (a 'family' line)"))};
    if (!sawBoard)
        return ParseError{number + 1, 1, message(kContext, PB_TRANSLATE_NOOP("SavedGame", "The game has no 'board' section"))};

    const int boardFirstLine = number + 1;
    auto board = parseBoard(text.substr(std::min(pos, text.size())), family->extension);
    if (auto *error = std::get_if<ParseError>(&board)) {
        error->line += boardFirstLine - 1;
        return std::move(*error);
    }

    SavedGame game;
    game.start = std::move(std::get<PuzzlePtr>(board));
    auto position = game.start->clone();
    if (auto error = replay(*position, moves))
        return std::move(*error);
    auto afterRedo = position->clone();
    if (auto error = replay(*afterRedo, redo))
        return std::move(*error);

    if (!solution.moves.empty() || solutionFromLine) {
        const Line where = solutionFromLine ? *solutionFromLine : solution.line;
        if (solution.moves.empty() || !solutionFromLine)
            return errorAt(where, 0, PB_TRANSLATE_NOOP("SavedGame", "A solution needs both its moves and 'solution-from'"));
        if (solutionFrom > int(moves.moves.size()))
            return errorAt(where, 0, PB_TRANSLATE_NOOP("SavedGame", "The solution starts after move %1, but only %2 moves were played"),
                           {std::to_string(solutionFrom), std::to_string(moves.moves.size())});
        auto anchor = game.start->clone();
        for (int i = 0; i < solutionFrom; ++i)
            anchor->apply(moves.moves[std::size_t(i)]);
        if (auto error = replay(*anchor, solution))
            return std::move(*error);
        for (std::size_t i = std::size_t(solutionFrom); i < moves.moves.size(); ++i) {
            const std::size_t step = i - std::size_t(solutionFrom);
            if (step >= solution.moves.size() || solution.moves[step] != moves.moves[i])
                return errorAt(moves.line, moves.places[i].column,
                               PB_TRANSLATE_NOOP("SavedGame", "This move leaves the saved solution's line"));
        }
    }

    game.moves = std::move(moves.moves);
    game.redo = std::move(redo.moves);
    game.solution = std::move(solution.moves);
    game.solutionFrom = game.solution.empty() ? -1 : solutionFrom;
    game.solutionOptimal = optimal;
    return game;
}

std::string writeSavedGame(const SavedGame &game)
{
    std::string out;
    out += kMagic;
    out += ' ' + std::to_string(kSavedGameVersion) + '\n';
    out += "family ";
    out += game.start->family();
    out += '\n';
    appendMoves(out, "moves", game.moves);
    if (!game.redo.empty())
        appendMoves(out, "redo", game.redo);
    if (game.solutionFrom >= 0 && !game.solution.empty()) {
        appendMoves(out, "solution", game.solution);
        out += "solution-from " + std::to_string(game.solutionFrom) + '\n';
        out += game.solutionOptimal ? "optimal yes\n" : "optimal no\n";
    }
    out += "board\n";
    out += game.start->save();
    return out;
}

} // namespace pb
