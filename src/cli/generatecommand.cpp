#include "clicommand.h"
#include "core/common/registry.h"
#include "service/solverservice.h"

#include <QFile>
#include <QRegularExpression>

#include <random>
#include <stop_token>

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

int generateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
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
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), QStringLiteral("The board's size: RxC (rows x columns) or N, as the family reads it."),
        QStringLiteral("RxC|N"));
    const QCommandLineOption shapeOption(
        QStringLiteral("shape"), QStringLiteral("A board the family names instead of a size."), QStringLiteral("NAME"));
    const QCommandLineOption movesOption(
        QStringLiteral("moves"), QStringLiteral("Exactly N moves: the fewest that solve the board."),
        QStringLiteral("N"));
    const QCommandLineOption difficultyOption(
        QStringLiteral("difficulty"),
        QStringLiteral("easy, medium (the default) or hard, when --moves is not given."), QStringLiteral("LEVEL"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QStringLiteral("The random seed (0 to 2^64 - 1)."), QStringLiteral("S"));
    const QCommandLineOption winningOption(
        QStringLiteral("winning"), QStringLiteral("Games against the computer: the player to move can win (the default)."));
    const QCommandLineOption losingOption(
        QStringLiteral("losing"), QStringLiteral("Games against the computer: the player to move loses against perfect play."));
    const QCommandLineOption misereOption(
        QStringLiteral("misere"), QStringLiteral("Games against the computer: whoever takes the last stone loses."));
    parser.addOptions({sizeOption, shapeOption, movesOption, difficultyOption, seedOption, winningOption, losingOption,
                       misereOption});
    if (const std::optional<int> exitCode = parseCommandLine(parser, arguments))
        return *exitCode;

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(parser, QStringLiteral("generate takes one FAMILY."));
    const pb::FamilyInfo *family = familyNamed(positional.at(1));
    if (!family || !family->generate)
        return refuse(QStringLiteral("unknown family \"%1\"; the families are %2.")
                          .arg(positional.at(1), generatingFamilies()));

    pb::GenerateRequest request;
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,3})(?:[xX](\\d{1,3}))?$"));
        const QRegularExpressionMatch match = sizePattern.match(parser.value(sizeOption));
        if (!match.hasMatch() || match.captured(1).toInt() == 0)
            return refuse(QStringLiteral("--size takes RxC or N, such as 6x6 or 4, not \"%1\".").arg(parser.value(sizeOption)));
        request.rows = match.captured(1).toInt();
        if (match.hasCaptured(2)) {
            request.columns = match.captured(2).toInt();
            if (request.columns == 0)
                return refuse(QStringLiteral("--size takes RxC or N, such as 6x6 or 4, not \"%1\".").arg(parser.value(sizeOption)));
        }
    }
    request.shape = parser.value(shapeOption).toLower().toStdString();
    if (parser.isSet(movesOption)) {
        bool ok = false;
        const int moves = parser.value(movesOption).toInt(&ok);
        if (!ok)
            return refuse(QStringLiteral("--moves takes a number, not \"%1\".").arg(parser.value(movesOption)));
        request.moves = moves;
    }
    if (parser.isSet(movesOption) && parser.isSet(difficultyOption))
        return refuse(QStringLiteral("--moves and --difficulty exclude each other: --moves asks for exactly that many."));
    if (parser.isSet(difficultyOption)) {
        const QString level = parser.value(difficultyOption).toLower();
        if (level == QLatin1String("easy"))
            request.difficulty = pb::Difficulty::Easy;
        else if (level == QLatin1String("medium"))
            request.difficulty = pb::Difficulty::Medium;
        else if (level == QLatin1String("hard"))
            request.difficulty = pb::Difficulty::Hard;
        else
            return refuse(QStringLiteral("--difficulty is easy, medium or hard, not \"%1\".").arg(parser.value(difficultyOption)));
    }
    if (!family->generatesForAnOpponent) {
        for (const QCommandLineOption *option : {&winningOption, &losingOption, &misereOption}) {
            if (parser.isSet(*option))
                return refuse(QStringLiteral("--%1 is for games against the computer; %2 has no opponent.")
                                  .arg(option->names().constFirst(), QString::fromLatin1(family->extension)));
        }
    }
    if (parser.isSet(winningOption) && parser.isSet(losingOption))
        return refuse(QStringLiteral("--winning and --losing exclude each other."));
    request.winning = !parser.isSet(losingOption);
    request.misere = parser.isSet(misereOption);
    if (parser.isSet(seedOption)) {
        bool ok = false;
        request.seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok)
            return refuse(QStringLiteral("--seed takes a number from 0 to 2^64 - 1, not \"%1\".").arg(parser.value(seedOption)));
    } else {
        std::random_device device;
        request.seed = (std::uint64_t(device()) << 32) | device();
    }
    request.cacheDirectory = QFile::encodeName(SolverService::tableCacheDirectory()).toStdString();

    const pb::Generated generated = family->generate(request, std::stop_token());
    // Nothing stops it here, so no puzzle always comes with its reason.
    if (!generated.puzzle)
        return refuse(fromStd(generated.reason.toString()));
    if (!parser.isSet(seedOption))
        print(stderr, QStringLiteral("seed %1\n").arg(request.seed));
    print(stdout, fromStd(generated.puzzle->save()));
    return ExitAnswered;
}

const CliCommandRegistration generateRegistration({
    "generate",
    "Make a board to order (size, exact moves or difficulty, seed) and print its board file.",
    generateCommand,
});

} // namespace
