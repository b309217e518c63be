// puzzlebox-cli solve: any board file of any family, answered in the family's
// own words (pb::FamilyTerms) and refused where the family cannot answer.

#include "clicommand.h"
#include "core/common/registry.h"
#include "core/common/solvegoals.h"
#include "core/search/solveanswer.h"
#include "service/boardfiles.h"
#include "service/gamefiles.h"
#include "service/gameids.h"
#include "service/solverservice.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stop_token>
#include <variant>
#include <vector>

namespace {

// For --help: the families with a capability, by name ("Peg solitaire").
// Capabilities belong to positions; a family's sample board speaks for it.
// The help is put together on every run, help or not, so each sample is
// parsed once rather than once per option that names families.
QString familiesThatCan(pb::Capability capability)
{
    static const std::vector<pb::PuzzlePtr> samples = [] {
        std::vector<pb::PuzzlePtr> boards;
        for (const pb::FamilyInfo &family : pb::families())
            boards.push_back(family.sampleBoard());
        return boards;
    }();
    QStringList names;
    for (const pb::PuzzlePtr &sample : samples) {
        if (sample->supports(capability))
            names << QLatin1String(pb::familyOf(*sample).displayName);
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1String(", "));
}

// For --help: the JSON names the families give a field ("pegsLeft").
QString familyJsonKeys(const char *pb::FamilyTerms::*key)
{
    QStringList keys;
    for (const pb::FamilyInfo &family : pb::families()) {
        if (*(family.terms.*key))
            keys << QLatin1String(family.terms.*key);
    }
    return keys.join(QLatin1String(", "));
}

// For --help: how each family that needs explaining writes its moves.
QString moveNotations()
{
    QString text;
    for (const pb::FamilyInfo &family : pb::families()) {
        if (*family.terms.moveNotation)
            text += QStringLiteral("  %1: %2.\n").arg(QLatin1String(family.displayName), QLatin1String(family.terms.moveNotation));
    }
    return text.isEmpty() ? text : QStringLiteral("How moves are written:\n") + text + QLatin1Char('\n');
}

QJsonArray toJson(const std::vector<std::string> &moves)
{
    QJsonArray array;
    for (const std::string &move : moves)
        array.append(fromStd(move));
    return array;
}

QString movesText(const std::vector<std::string> &moves)
{
    QString text;
    for (const std::string &move : moves)
        text += fromStd(move) + QLatin1Char('\n');
    return text;
}

// The board after each move, starting with `start`, each under a "N: MOVE" header
// so a board can be matched to its move. Replaying through apply() means a move
// the rules refuse is reported instead of drawn; that would be a solver bug.
std::optional<QString> boardsText(const pb::Puzzle &start, const std::vector<std::string> &moves)
{
    const auto board = [](const pb::Puzzle &position) {
        QString text = fromStd(position.render());
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        return text;
    };
    pb::PuzzlePtr position = start.clone();
    QString text = QStringLiteral("0:\n") + board(*position);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (const std::optional<pb::Message> refusal = position->apply(moves[i])) {
            print(stderr, QStringLiteral("%1: internal error: the solver's move %2 was refused: %3\n")
                              .arg(QCoreApplication::applicationName(), fromStd(moves[i]),
                                   fromStd(refusal->toString())));
            return std::nullopt;
        }
        text += QStringLiteral("\n%1: %2\n").arg(i + 1).arg(fromStd(moves[i])) + board(*position);
    }
    return text;
}

// The moves one per line, a blank line, then the boards.
bool printMovesAndBoards(const pb::Puzzle &start, const std::vector<std::string> &moves)
{
    const std::optional<QString> boards = boardsText(start, moves);
    if (!boards)
        return false;
    print(stdout, movesText(moves) + (moves.empty() ? QString() : QStringLiteral("\n")) + *boards);
    return true;
}

// The answer as JSON: every field of the one value the window renders too.
void printJson(const pb::Puzzle &puzzle, const pb::SolveAnswer &answer)
{
    const pb::SolveResult &result = answer.result;
    QJsonObject object{
        {QStringLiteral("puzzle"), fromStd(std::string(puzzle.family()))},
        {QStringLiteral("status"), QString::fromLatin1(pb::statusName(result.status))},
        {QStringLiteral("moves"), toJson(result.moves)},
        {QStringLiteral("optimal"), result.optimal},
        {QStringLiteral("nodes"), qint64(result.nodes)},
        {QStringLiteral("millis"), qint64(result.millis)},
    };
    const pb::FamilyTerms &terms = pb::familyOf(puzzle).terms;
    const pb::GoalInfo &goal = pb::goalInfo(answer.goal);
    if (goal.familyJsonKey) {
        QJsonArray cells;
        for (int cell : result.finishCells)
            cells.append(cell);
        object.insert(QLatin1String(terms.*goal.familyJsonKey), cells);
    }
    // A JSON number is a double: a count past 2^53 goes out as a string of
    // digits rather than lose its last ones.
    constexpr std::uint64_t kExactInDouble = std::uint64_t(1) << 53;
    if (result.solutionCount && *goal.jsonKey)
        object.insert(QLatin1String(goal.jsonKey), *result.solutionCount <= kExactInDouble
                                                        ? QJsonValue(qint64(*result.solutionCount))
                                                        : QJsonValue(QString::number(*result.solutionCount)));
    if (result.shortfall) {
        object.insert(QLatin1String(terms.shortfallJsonKey), *result.shortfall);
        object.insert(QStringLiteral("bestLine"), toJson(result.bestLine));
    }
    if (result.value)
        object.insert(QStringLiteral("value"), QString::fromLatin1(pb::valueName(*result.value)));
    if (result.lowerBound)
        object.insert(QStringLiteral("lowerBound"), *result.lowerBound);
    if (!result.reason.isEmpty())
        object.insert(QStringLiteral("reason"), fromStd(result.reason.toString()));
    print(stdout, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact))
                      + QLatin1Char('\n'));
}

// Plain text: a solution as moves and boards, after a game's value in words; otherwise why not, and for an
// unreachable goal the closest result the solver found. False when a move of
// the answer was refused.
bool printPlain(const pb::Puzzle &puzzle, const pb::SolveResult &result)
{
    const QString reason = fromStd(result.reason.toString());
    switch (result.status) {
    case pb::SolveStatus::Solved:
        if (!result.valueAnswer.isEmpty())
            print(stdout, fromStd(result.valueAnswer.toString()) + QStringLiteral("\n\n"));
        return printMovesAndBoards(puzzle, result.moves);
    case pb::SolveStatus::Unsolvable:
        print(stdout, (reason.isEmpty() ? QStringLiteral("No solution.") : reason) + QLatin1Char('\n'));
        if (!result.shortfall)
            return true;
        print(stdout, fromStd(pb::message("", pb::familyOf(puzzle).terms.shortfall, {std::to_string(*result.shortfall)}).toString())
                          + QLatin1Char('\n'));
        return printMovesAndBoards(puzzle, result.bestLine);
    case pb::SolveStatus::Stopped:
    case pb::SolveStatus::LimitReached:
        print(stdout, (reason.isEmpty() ? QStringLiteral("The solver stopped before it found an answer.")
                                        : reason)
                          + QLatin1Char('\n'));
        // A line found before the budget ran out, which the reason speaks of.
        if (!result.moves.empty()) {
            print(stdout, QStringLiteral("\n"));
            return printMovesAndBoards(puzzle, result.moves);
        }
        return true;
    }
    return true;
}

// Plain text of a goal that words its answer (the cells, the count, the
// fewest moves proved), then its line if it has one; otherwise as Solve.
bool printAnswer(const pb::Puzzle &puzzle, const pb::GoalInfo &goal, const pb::SolveResult &result)
{
    const std::optional<std::string> answer = goal.cliAnswer ? goal.cliAnswer(puzzle, result) : std::nullopt;
    if (!answer)
        return printPlain(puzzle, result);
    print(stdout, fromStd(*answer));
    // An answer in the family's words has no line to go with it.
    return goal.answer || printMovesAndBoards(puzzle, result.moves);
}

// The position in `path`: a board file's, or a saved game's where it stands
// (its current position, after the moves played), as the app would show it;
// or a game ID's, when no file has that name.
BoardFiles::LoadResult loadPosition(const NativePath &path)
{
    if (GameIds::isGameIdArgument(path)) {
        GameIds::ReadResult read = GameIds::read(path.text());
        if (!read.game)
            return {nullptr, read.error};
        return {read.game->record.position().clone(), QString()};
    }
    if (!GameFiles::isGameFile(path.text()))
        return BoardFiles::load(path);
    const GameFiles::LoadResult game = GameFiles::load(path);
    if (!game.game)
        return {nullptr, game.error};
    return {game.game->record.position().clone(), QString()};
}

// For --help: the JSON name of a goal's answer, its own or each family's.
QString goalJsonKeys(const pb::GoalInfo &goal)
{
    return goal.familyJsonKey ? familyJsonKeys(goal.familyJsonKey) : QLatin1String(goal.jsonKey);
}

std::vector<std::pair<const pb::GoalInfo *, QCommandLineOption>> goalOptions()
{
    std::vector<std::pair<const pb::GoalInfo *, QCommandLineOption>> options;
    for (const pb::GoalInfo &goal : pb::goalInfos()) {
        if (!*goal.cliOption)
            continue;
        QString help = QLatin1String(goal.cliHelp).arg(familiesThatCan(*goal.needs));
        if (goal.familyJsonKey || *goal.jsonKey)
            help = help.arg(goalJsonKeys(goal));
        options.emplace_back(&goal, QCommandLineOption(QLatin1String(goal.cliOption), help));
    }
    return options;
}

// The options of solve, with their help.
struct SolveCommandOptions {
    const QCommandLineOption json{
        QStringLiteral("json"),
        QStringLiteral("Print one JSON object on one line: puzzle, status (solved, unsolvable, "
                       "stopped, limit), moves, optimal, nodes, millis, and when known "
                       "lowerBound (proved: no solution has fewer moves; Fifteen 5 x 5), the "
                       "closest line (bestLine, with how close it comes under the puzzle's own "
                       "name, such as %1) and reason. For a game against the computer (%2): "
                       "value, win or loss for the player to move with perfect play; status "
                       "is solved either way.")
            .arg(familyJsonKeys(&pb::FamilyTerms::shortfallJsonKey), familiesThatCan(pb::Capability::Opponent))};
    const QCommandLineOption finish{
        QStringLiteral("finish"),
        QStringLiteral("For puzzles with finishing cells (%1): the goal must be reached in cell "
                       "CELL (cells are numbered from 0 in reading order).")
            .arg(familiesThatCan(pb::Capability::FinishCells)),
        QStringLiteral("CELL")};
    // The questions beyond Solve, one option each, from the goal table.
    const std::vector<std::pair<const pb::GoalInfo *, QCommandLineOption>> questions = goalOptions();
};

void describeSolveCommand(QCommandLineParser &parser, const SolveCommandOptions &options)
{
    parser.setApplicationDescription(
        QStringLiteral("Solves the board in FILE (or the game ID given instead, such as nim:5-4-3) and prints the moves, one per line, then the "
                       "position after each move. When the goal cannot be reached it prints why "
                       "and, where the puzzle knows one, how close a line of moves comes and that "
                       "line.\n\n"
                       "A game against the computer (%1) is solved either way: first comes who "
                       "wins with perfect play, then the line, with the computer's replies: the "
                       "winning line, or in a lost game the one that makes the computer take "
                       "longest.\n\n")
            .arg(familiesThatCan(pb::Capability::Opponent))
        + moveNotations() + QLatin1String(kExitStatusHelp));
    parser.addPositionalArgument(QStringLiteral("solve"), QStringLiteral("Solve a board."),
                                 QStringLiteral("solve"));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A board file of any kind the app opens, a saved game "
                                                "(.pbgame), solved from where it stands, or a game ID."));
    parser.addOption(options.json);
    parser.addOption(options.finish);
    for (const auto &[goal, option] : options.questions)
        parser.addOption(option);
}

// What the command line asks the solver, or the exit code of a usage error.
std::variant<pb::SolveOptions, int> readSolveOptions(QCommandLineParser &parser, const SolveCommandOptions &commandOptions)
{
    pb::SolveOptions options;
    // Tables a solver builds once (Fifteen's pattern databases) are kept for the next run.
    options.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();
    if (parser.isSet(commandOptions.finish)) {
        // Only the sign is checked here: how many cells there are is the
        // family's business, and its solver refuses a cell the board lacks.
        bool isNumber = false;
        const int cell = parser.value(commandOptions.finish).toInt(&isNumber);
        if (!isNumber || cell < 0)
            return usageError(parser, QStringLiteral("--finish needs a cell number (0 or more), not \"%1\".")
                                          .arg(parser.value(commandOptions.finish)));
        options.targetCell = cell;
    }
    QStringList questions;
    for (const auto &[goal, option] : commandOptions.questions) {
        if (parser.isSet(option)) {
            questions.append(QStringLiteral("--") + option.names().constFirst());
            options.goal = goal->goal;
        }
    }
    if (questions.size() > 1)
        return usageError(parser, QStringLiteral("%1 ask different questions: choose one.")
                                      .arg(questions.join(QStringLiteral(" and "))));
    if (options.targetCell && !pb::goalInfo(options.goal).takesTargetCell)
        return usageError(parser, QStringLiteral("--finish does not go with %1: it asks of no one cell.").arg(questions.constFirst()));
    return options;
}

int solveCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    const SolveCommandOptions commandOptions;
    describeSolveCommand(parser, commandOptions);
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;

    // positionalArguments() starts with the command name itself.
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return usageError(parser, QStringLiteral("solve needs a board FILE."));
    if (positional.size() > 2)
        return usageError(parser, QStringLiteral("solve takes one FILE, not %1.").arg(positional.size() - 1));

    const auto read = readSolveOptions(parser, commandOptions);
    if (const int *exitCode = std::get_if<int>(&read))
        return *exitCode;
    const pb::SolveOptions options = std::get<pb::SolveOptions>(read);

    const BoardFiles::LoadResult loaded = loadPosition(NativePath::argument(positional.at(1)));
    if (!loaded.puzzle) {
        print(stderr, loaded.error + QLatin1Char('\n'));
        return ExitBadFile;
    }
    // The family says what it answers; an option it cannot is refused, never ignored.
    if (!loaded.puzzle->canAnswer(options)) {
        const char *asked = pb::goalInfo(options.goal).cliOption;
        const QString option = QStringLiteral("--") + QLatin1String(*asked ? asked : "finish");
        return usageError(parser, QStringLiteral("%1 is not available for %2 boards.")
                                      .arg(option, QLatin1String(pb::familyOf(*loaded.puzzle).displayName)));
    }
    // A CLI has nothing else to do meanwhile, so it solves on the main thread
    // with a token nobody stops and progress nobody reads.
    pb::Progress progress;
    const pb::SolveAnswer answer{options.goal, options.targetCell,
                                 loaded.puzzle->solve(options, std::stop_token(), progress)};
    if (parser.isSet(commandOptions.json))
        printJson(*loaded.puzzle, answer);
    else if (!printAnswer(*loaded.puzzle, pb::goalInfo(answer.goal), answer.result))
        return ExitNoAnswer;
    return exitCodeFor(answer.result.status);
}

// The command every puzzle has; the families' own commands register themselves.
const CliCommandRegistration solveRegistration({
    "solve",
    "Solve a board file and print the moves and the boards.",
    solveCommand,
});

} // namespace
