#include "clicommand.h"
#include "core/common/registry.h"
#include "service/gameids.h"
#include "service/solverservice.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <random>
#include <stop_token>
#include <variant>

namespace {

// The families that make puzzles, by id and board file suffix.
QString generatingFamilies()
{
    QStringList names;
    for (const pb::FamilyInfo &family : pb::families()) {
        if (family.generate)
            names << QStringLiteral("%1 (.%2)").arg(QString::fromUtf8(family.id.data(), qsizetype(family.id.size())),
                                                    QString::fromUtf8(family.extension.data(), qsizetype(family.extension.size())));
    }
    return names.join(QStringLiteral(", "));
}

QString generateHelps()
{
    QString text;
    for (const pb::FamilyInfo &family : pb::families()) {
        if (family.generate && *family.generateHelp)
            text += QLatin1String(family.generateHelp) + QStringLiteral("\n\n");
    }
    return text;
}

const pb::FamilyInfo *familyNamed(const QString &name)
{
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString id = QString::fromUtf8(family.id.data(), qsizetype(family.id.size()));
        const QString extension = QString::fromUtf8(family.extension.data(), qsizetype(family.extension.size()));
        if (name.compare(id, Qt::CaseInsensitive) == 0 || name.compare(extension, Qt::CaseInsensitive) == 0)
            return &family;
    }
    return nullptr;
}

// Prints why on stderr and nothing on stdout: a script that redirects the
// board into a file gets no half a board.
int refuse(const QString &reason)
{
    print(stderr, QStringLiteral("puzzlebox-cli generate: %1\n").arg(reason));
    return ExitUsage;
}

std::vector<std::pair<QCommandLineOption, std::vector<const pb::FamilyInfo *>>> familyOptions()
{
    std::vector<std::pair<QCommandLineOption, std::vector<const pb::FamilyInfo *>>> options;
    for (const pb::FamilyInfo &family : pb::families()) {
        for (const pb::GenerateOption &option : family.generateOptions) {
            const QString name = QString::fromLatin1(option.name.data(), qsizetype(option.name.size()));
            const auto known = std::find_if(options.begin(), options.end(),
                                            [&name](const auto &entry) { return entry.first.names().constFirst() == name; });
            if (known != options.end())
                known->second.push_back(&family);
            else
                options.push_back({QCommandLineOption(name, QString::fromLatin1(option.help)), {&family}});
        }
    }
    return options;
}

// The options of generate, with their help.
struct GenerateCommandOptions {
    const QCommandLineOption size{
        QStringLiteral("size"), QStringLiteral("The board's size: RxC (rows x columns) or N, as the family reads it."),
        QStringLiteral("RxC|N")};
    const QCommandLineOption shape{
        QStringLiteral("shape"), QStringLiteral("A board the family names instead of a size."), QStringLiteral("NAME")};
    const QCommandLineOption moves{
        QStringLiteral("moves"), QStringLiteral("Exactly N moves: the fewest that solve the board."),
        QStringLiteral("N")};
    const QCommandLineOption difficulty{
        QStringLiteral("difficulty"),
        QStringLiteral("easy, medium (the default) or hard, when --moves is not given."), QStringLiteral("LEVEL")};
    const QCommandLineOption seed{
        QStringLiteral("seed"), QStringLiteral("The random seed (0 to 2^64 - 1)."), QStringLiteral("S")};
    const QCommandLineOption winning{
        QStringLiteral("winning"), QStringLiteral("Games against the computer: the player to move can win (the default).")};
    const QCommandLineOption losing{
        QStringLiteral("losing"), QStringLiteral("Games against the computer: the player to move loses against perfect play.")};
    // The families' own options (FamilyInfo::generateOptions), each once,
    // with the families that take it.
    const std::vector<std::pair<QCommandLineOption, std::vector<const pb::FamilyInfo *>>> own = familyOptions();
    const QCommandLineOption id{
        QStringLiteral("id"),
        QStringLiteral("Print the board's game ID instead of its board file: the position, then after '#' "
                       "the recipe (size, difficulty or moves, seed), for puzzlebox ID, solve ID or Game > "
                       "Enter Game ID.")};
};

void describeGenerateCommand(QCommandLineParser &parser, const GenerateCommandOptions &options)
{
    parser.setApplicationDescription(
        QStringLiteral("Makes a board of FAMILY to order and prints its board file on standard "
                       "output, for solve, the app or a file. The same request with the same "
                       "--seed gives the same board; without --seed a random one is drawn and "
                       "named on standard error. An impossible request (a size out of range, more "
                       "moves than the size allows, an unknown family) exits 2 with the reason "
                       "and prints nothing on standard output.\n\n"
                       "Families: %1.\n\n")
            .arg(generatingFamilies())
        + generateHelps()
        + QStringLiteral("Exit status:\n"
                         "  0  the board is on standard output\n"
                         "  2  bad usage or an impossible request (the reason on standard error)\n"));
    parser.addPositionalArgument(QStringLiteral("generate"), QStringLiteral("Make a board."),
                                 QStringLiteral("generate"));
    parser.addPositionalArgument(QStringLiteral("FAMILY"),
                                 QStringLiteral("The family, by name or board file suffix."));
    parser.addOptions({options.size, options.shape, options.moves, options.difficulty, options.seed, options.winning,
                       options.losing});
    for (const auto &[option, families] : options.own)
        parser.addOption(option);
    parser.addOption(options.id);
}

// The family's own options into `request`; why one given is not the
// family's, if so.
std::optional<QString> readOwnOptions(const QCommandLineParser &parser, const GenerateCommandOptions &options,
                                      const pb::FamilyInfo &family, pb::GenerateRequest &request)
{
    for (const auto &[option, families] : options.own) {
        if (!parser.isSet(option))
            continue;
        const QString name = option.names().constFirst();
        if (std::find(families.begin(), families.end(), &family) != families.end()) {
            request.options.push_back(name.toStdString());
            continue;
        }
        const bool forOpponents = std::all_of(families.begin(), families.end(),
                                              [](const pb::FamilyInfo *owner) { return owner->generatesForAnOpponent; });
        if (forOpponents && !family.generatesForAnOpponent)
            return QStringLiteral("--%1 is for games against the computer; %2 has no opponent.")
                .arg(name, QString::fromLatin1(family.extension));
        return QStringLiteral("--%1 is not an option of %2.").arg(name, QString::fromLatin1(family.extension));
    }
    return std::nullopt;
}

// The puzzle the command line orders of `family`, or why it cannot be made.
std::variant<pb::GenerateRequest, QString> readRequest(const QCommandLineParser &parser, const GenerateCommandOptions &options,
                                                       const pb::FamilyInfo &family)
{
    pb::GenerateRequest request;
    if (parser.isSet(options.size)) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,3})(?:[xX](\\d{1,3}))?$"));
        const QRegularExpressionMatch match = sizePattern.match(parser.value(options.size));
        if (!match.hasMatch() || match.captured(1).toInt() == 0)
            return QStringLiteral("--size takes RxC or N, such as 6x6 or 4, not \"%1\".").arg(parser.value(options.size));
        request.rows = match.captured(1).toInt();
        if (match.hasCaptured(2)) {
            request.columns = match.captured(2).toInt();
            if (request.columns == 0)
                return QStringLiteral("--size takes RxC or N, such as 6x6 or 4, not \"%1\".").arg(parser.value(options.size));
        }
    }
    request.shape = parser.value(options.shape).toLower().toStdString();
    if (parser.isSet(options.moves)) {
        bool ok = false;
        const int moves = parser.value(options.moves).toInt(&ok);
        if (!ok)
            return QStringLiteral("--moves takes a number, not \"%1\".").arg(parser.value(options.moves));
        request.moves = moves;
    }
    if (parser.isSet(options.moves) && parser.isSet(options.difficulty))
        return QStringLiteral("--moves and --difficulty exclude each other: --moves asks for exactly that many.");
    if (parser.isSet(options.difficulty)) {
        const QString level = parser.value(options.difficulty).toLower();
        if (level == QLatin1String("easy"))
            request.difficulty = pb::Difficulty::Easy;
        else if (level == QLatin1String("medium"))
            request.difficulty = pb::Difficulty::Medium;
        else if (level == QLatin1String("hard"))
            request.difficulty = pb::Difficulty::Hard;
        else
            return QStringLiteral("--difficulty is easy, medium or hard, not \"%1\".").arg(parser.value(options.difficulty));
    }
    if (!family.generatesForAnOpponent) {
        for (const QCommandLineOption *option : {&options.winning, &options.losing}) {
            if (parser.isSet(*option))
                return QStringLiteral("--%1 is for games against the computer; %2 has no opponent.")
                    .arg(option->names().constFirst(), QString::fromLatin1(family.extension));
        }
    }
    if (parser.isSet(options.winning) && parser.isSet(options.losing))
        return QStringLiteral("--winning and --losing exclude each other.");
    request.winning = !parser.isSet(options.losing);
    if (const std::optional<QString> refused = readOwnOptions(parser, options, family, request))
        return *refused;
    if (parser.isSet(options.seed)) {
        bool ok = false;
        request.seed = parser.value(options.seed).toULongLong(&ok);
        if (!ok)
            return QStringLiteral("--seed takes a number from 0 to 2^64 - 1, not \"%1\".").arg(parser.value(options.seed));
    } else {
        std::random_device device;
        request.seed = (std::uint64_t(device()) << 32) | device();
    }
    request.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();
    return request;
}

int generateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    const GenerateCommandOptions commandOptions;
    describeGenerateCommand(parser, commandOptions);
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(parser, QStringLiteral("generate takes one FAMILY."));
    const pb::FamilyInfo *family = familyNamed(positional.at(1));
    if (!family || !family->generate)
        return refuse(QStringLiteral("unknown family \"%1\"; the families are %2.")
                          .arg(positional.at(1), generatingFamilies()));

    const auto read = readRequest(parser, commandOptions, *family);
    if (const QString *reason = std::get_if<QString>(&read))
        return refuse(*reason);
    const pb::GenerateRequest &request = std::get<pb::GenerateRequest>(read);

    const pb::Generated generated = family->generate(request, std::stop_token());
    // Nothing stops it here, so no puzzle always comes with its reason.
    if (!generated.puzzle)
        return refuse(fromStd(generated.reason.toString()));
    if (!parser.isSet(commandOptions.seed))
        print(stderr, QStringLiteral("seed %1\n").arg(request.seed));
    if (parser.isSet(commandOptions.id))
        print(stdout, GameIds::idOf(*generated.puzzle, &request) + QLatin1Char('\n'));
    else
        print(stdout, fromStd(generated.puzzle->save()));
    return ExitAnswered;
}

const CliCommandRegistration generateRegistration({
    "generate",
    "Make a board to order (size, exact moves or difficulty, seed) and print its board file.",
    generateCommand,
});

} // namespace
