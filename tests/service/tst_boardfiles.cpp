#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "service/boardfiles.h"
#include "service/translatedmessage.h"
#include "service/gamefiles.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <sys/resource.h>

namespace tst_boardfiles {

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray classicText()
{
    return QByteArray::fromStdString(pb::pegs::PegPuzzle::classicTriangle().save());
}

// "FILE:LINE:COL: reason" with this very file name in front.
QRegularExpression locatedError(const QString &fileName)
{
    return QRegularExpression(QStringLiteral("^%1:(\\d+):(\\d+): \\S").arg(QRegularExpression::escape(fileName)));
}

// Permissions do not bind root, so tests that rely on them check first.
bool permissionsApply(const QString &dir)
{
    QFile probe(QDir(dir).filePath(QStringLiteral("probe")));
    if (!probe.open(QIODevice::WriteOnly))
        return true;
    probe.remove();
    return false;
}

} // namespace

class TestBoardFiles : public QObject {
    Q_OBJECT

private slots:
    void init();

    void loadsValidFile_data();
    void loadsValidFile();
    void reportsParseErrorWithLocation_data();
    void reportsParseErrorWithLocation();
    void refusesBinaryGarbage_data();
    void refusesBinaryGarbage();
    void parseUsesGivenFileName();
    void gameWithByteOrderMarkUnderAnyName();
    void refusesOversizedFile();
    void acceptsFileAtSizeLimit();
    void refusesMissingFile();
    void opensNamesThatAreNotUtf8();
    void commandLineKeepsBytes();
    void refusesDirectory();
    void refusesUnreadableFile();
    void refusesSpecialFiles_data();
    void refusesSpecialFiles();

    void saveRoundTrip();
    void saveToMissingDirectoryFails();
    void saveToReadOnlyDirectoryKeepsOldFile();
    void saveToFullDiskKeepsOldFile();
    void saveRefusesPositionWithoutBoardFile();

    void translateSubstitutesOnce();
    void translateGroupsNumbersAsTheLocaleDoes_data();
    void translateGroupsNumbersAsTheLocaleDoes();
    void quotedValuesStayAsWritten();
    void fileDialogFilterListsFamilies();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestBoardFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestBoardFiles::loadsValidFile_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("written by the core") << "seed.peg" << classicText();
    QTest::newRow("by hand") << "hand.peg"
                             << QByteArray("# the original exercise's game\ntriangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n");
    QTest::newRow("bare seed form") << "bare.peg" << QByteArray("1 1 1 1 0 1 1 1 1 1 1 1 1 1 1\n");
    QTest::newRow("byte order mark") << "bom.peg" << QByteArray("\xEF\xBB\xBF") + classicText();
    QTest::newRow("upper-case suffix") << "SEED.PEG" << classicText();
}

void TestBoardFiles::loadsValidFile()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, text);
    QVERIFY(writeFile(path(fileName), text));
    const BoardFiles::LoadResult loaded = BoardFiles::load(path(fileName));
    QVERIFY2(loaded.puzzle, qPrintable(loaded.error));
    QVERIFY(loaded.error.isEmpty());
    QVERIFY(loaded.puzzle->equals(pb::pegs::PegPuzzle::classicTriangle()));
}

void TestBoardFiles::reportsParseErrorWithLocation_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << QByteArray() << 1;
    QTest::newRow("bad cell") << QByteArray("triangle\n1\n1 x\n") << 3;
    QTest::newRow("bad lattice") << QByteArray("# comment\nhexagon\n1\n") << 2;
}

void TestBoardFiles::reportsParseErrorWithLocation()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    const QString file = path(QStringLiteral("bad.peg"));
    QVERIFY(writeFile(file, text));
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    const QRegularExpressionMatch match = locatedError(file).match(loaded.error);
    QVERIFY2(match.hasMatch(), qPrintable(loaded.error));
    QCOMPARE(match.captured(1).toInt(), line);
    QVERIFY(match.captured(2).toInt() >= 1);
}

void TestBoardFiles::refusesBinaryGarbage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::newRow("zero byte") << QByteArray("triangle\n1\n1\0 1\n", 15) << 3;
    QTest::newRow("invalid UTF-8") << QByteArray("triangle\n\xff\xfe\x80\n") << 2;
    QByteArray noise;
    for (int i = 0; i < 4096; ++i)
        noise.append(char((i * 7919 + 13) % 256));
    QTest::newRow("noise") << noise << 1;
}

void TestBoardFiles::refusesBinaryGarbage()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    const QString file = path(QStringLiteral("garbage.peg"));
    QVERIFY(writeFile(file, bytes));
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    const QRegularExpressionMatch match = locatedError(file).match(loaded.error);
    QVERIFY2(match.hasMatch(), qPrintable(loaded.error));
    QCOMPARE(match.captured(1).toInt(), line);
}

void TestBoardFiles::parseUsesGivenFileName()
{
    const BoardFiles::LoadResult parsed = BoardFiles::parse(QByteArray(), QStringLiteral("boards/empty.peg"));
    QVERIFY(!parsed.puzzle);
    QVERIFY2(parsed.error.startsWith(QStringLiteral("boards/empty.peg:1:1: ")), qPrintable(parsed.error));

    const BoardFiles::LoadResult good = BoardFiles::parse(classicText(), QStringLiteral("seed.peg"));
    QVERIFY2(good.puzzle, qPrintable(good.error));
}

// Known by its first word behind the mark, a game opens as a game even where
// its name does not say so.
void TestBoardFiles::gameWithByteOrderMarkUnderAnyName()
{
    const QByteArray game = QByteArray("\xEF\xBB\xBFpuzzlebox-game 2\nfamily pegs\nturn 11-4\nboard\n") + classicText();
    for (const QString &name : {QStringLiteral("game.pbgame"), QStringLiteral("game.txt")}) {
        const GameFiles::LoadResult loaded = GameFiles::parse(game, name);
        QVERIFY2(loaded.game, qPrintable(loaded.error));
        QCOMPARE(loaded.game->record.line(), std::vector<std::string>{"11-4"});
    }
}

void TestBoardFiles::refusesOversizedFile()
{
    const QString file = path(QStringLiteral("huge.peg"));
    {
        // Sparse: the size is there without the bytes, and reading it all
        // would take a long time and memory.
        QFile huge(file);
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(qint64(4) << 30));
    }
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    QVERIFY2(loaded.error.startsWith(file + QStringLiteral(": ")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QStringLiteral("too large")), qPrintable(loaded.error));

    QVERIFY(QFile::resize(file, BoardFiles::kMaxFileBytes + 1));
    QVERIFY(BoardFiles::load(file).error.contains(QStringLiteral("too large")));
}

void TestBoardFiles::acceptsFileAtSizeLimit()
{
    // A valid board padded with a comment to exactly the limit.
    QByteArray text = classicText();
    const QByteArray comment("# padding ");
    text.append(comment);
    text.append(QByteArray(BoardFiles::kMaxFileBytes - text.size() - 1, 'x'));
    text.append('\n');
    QCOMPARE(qint64(text.size()), BoardFiles::kMaxFileBytes);
    const QString file = path(QStringLiteral("limit.peg"));
    QVERIFY(writeFile(file, text));
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY2(loaded.puzzle, qPrintable(loaded.error));
}

void TestBoardFiles::refusesMissingFile()
{
    const QString file = path(QStringLiteral("nowhere.peg"));
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    QVERIFY2(loaded.error.startsWith(file + QStringLiteral(": ")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QStringLiteral("No such file")), qPrintable(loaded.error));
}

// Qt decodes a name that is not UTF-8 to U+FFFD: BoardFiles and GameFiles
// open it by its bytes.
void TestBoardFiles::opensNamesThatAreNotUtf8()
{
    const QByteArray name = QFile::encodeName(m_dir->path()) + "/bad\xff\xfeutf8.peg";
    // QTemporaryDir cannot remove it: it lists the folder as text.
    const auto removeFile = qScopeGuard([&name] { std::remove(name.constData()); });
    {
        std::ofstream file(name.toStdString(), std::ios::binary);
        file << classicText().toStdString();
        QVERIFY(file.good());
    }
    const NativePath file = NativePath::fromBytes(name);
    QVERIFY(!file.survivesAsText());

    const BoardFiles::LoadResult board = BoardFiles::load(file);
    QVERIFY2(board.puzzle, qPrintable(board.error));
    QVERIFY(board.puzzle->equals(pb::pegs::PegPuzzle::classicTriangle()));
    const GameFiles::LoadResult game = GameFiles::load(file);
    QVERIFY2(game.game, qPrintable(game.error));
    QVERIFY(game.game->record.position().equals(pb::pegs::PegPuzzle::classicTriangle()));

    // The message names it as text can.
    const BoardFiles::LoadResult missing = BoardFiles::load(NativePath::fromBytes(name + "\xff"));
    QVERIFY(!missing.puzzle);
    QVERIFY2(missing.error.startsWith(file.text() + QChar(0xfffd) + QStringLiteral(": No such file")),
             qPrintable(missing.error));
}

// A file named on the command line is the bytes given there, whichever
// argument it is; a name that was never on it is taken as text.
void TestBoardFiles::commandLineKeepsBytes()
{
    const char *const argv[] = {"puzzlebox-cli", "solve", "--json", "/tmp/bad\xff\xfe.peg"};
    NativePath::keepCommandLine(4, argv);
    const auto forget = qScopeGuard([] { NativePath::keepCommandLine(0, nullptr); });
    const QString decoded = QFile::decodeName("/tmp/bad\xff\xfe.peg");
    QCOMPARE(NativePath::argument(decoded).bytes(), QByteArray("/tmp/bad\xff\xfe.peg"));
    QCOMPARE(NativePath::argument(QStringLiteral("--json")).bytes(), QByteArray("--json"));
    QCOMPARE(NativePath::argument(QStringLiteral("other.peg")).bytes(), QByteArray("other.peg"));
    QCOMPARE(NativePath::fromBytes("/tmp/bad\xff\xfe.peg").absolute().bytes(), QByteArray("/tmp/bad\xff\xfe.peg"));
    QVERIFY(NativePath::fromBytes("bad\xff.peg").absolute().bytes().endsWith("/bad\xff.peg"));
    QVERIFY(NativePath::fromBytes("bad\xff.peg").absolute().bytes().startsWith('/'));
}

void TestBoardFiles::refusesDirectory()
{
    const QString dir = path(QStringLiteral("folder.peg"));
    QVERIFY(QDir().mkdir(dir));
    const BoardFiles::LoadResult loaded = BoardFiles::load(dir);
    QVERIFY(!loaded.puzzle);
    QVERIFY2(loaded.error.startsWith(dir + QStringLiteral(": ")), qPrintable(loaded.error));
}

void TestBoardFiles::refusesUnreadableFile()
{
    const QString file = path(QStringLiteral("secret.peg"));
    QVERIFY(writeFile(file, classicText()));
    QVERIFY(QFile::setPermissions(file, QFileDevice::WriteOwner));
    QFile probe(file);
    if (probe.open(QIODevice::ReadOnly))
        QSKIP("Permissions do not apply (running as root?)");
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    QVERIFY2(loaded.error.startsWith(file + QStringLiteral(": ")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QStringLiteral("Permission denied")), qPrintable(loaded.error));
}

void TestBoardFiles::refusesSpecialFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("named pipe") << QStringLiteral("fifo");
    QTest::newRow("device") << QStringLiteral("/dev/zero");
}

// A named pipe would block the open (and with it the window or the CLI) until
// someone writes to it, and a device never ends: anything that is not a
// regular file is refused before it is opened.
void TestBoardFiles::refusesSpecialFiles()
{
    QFETCH(QString, kind);
    QString file = kind;
    if (kind == QStringLiteral("fifo")) {
        file = path(QStringLiteral("pipe.peg"));
        QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
    }
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY(!loaded.puzzle);
    QVERIFY2(loaded.error.startsWith(file + QStringLiteral(": ")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(QStringLiteral("not a regular file")), qPrintable(loaded.error));
}

void TestBoardFiles::saveRoundTrip()
{
    auto position = pb::pegs::PegPuzzle::classicTriangle();
    const std::vector<std::string> moves = position.legalMoves();
    QVERIFY(!moves.empty());
    QVERIFY(!position.apply(moves.front()));

    const QString file = path(QStringLiteral("saved.peg"));
    QVERIFY(writeFile(file, "old contents"));
    QCOMPARE(BoardFiles::save(position, file), QString());
    const BoardFiles::LoadResult loaded = BoardFiles::load(file);
    QVERIFY2(loaded.puzzle, qPrintable(loaded.error));
    QVERIFY(loaded.puzzle->equals(position));
}

void TestBoardFiles::saveToMissingDirectoryFails()
{
    const QString file = path(QStringLiteral("no/such/dir/board.peg"));
    const QString error = BoardFiles::save(pb::pegs::PegPuzzle::classicTriangle(), file);
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(file), qPrintable(error));
    QVERIFY(!QFile::exists(file));
}

void TestBoardFiles::saveToReadOnlyDirectoryKeepsOldFile()
{
    const QString dir = path(QStringLiteral("locked"));
    QVERIFY(QDir().mkdir(dir));
    const QString file = QDir(dir).filePath(QStringLiteral("board.peg"));
    const QByteArray old("old contents\n");
    QVERIFY(writeFile(file, old));
    QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const bool applies = permissionsApply(dir);
    if (applies) {
        const QString error = BoardFiles::save(pb::pegs::PegPuzzle::classicTriangle(), file);
        QVERIFY2(error.contains(file), qPrintable(error));
        QCOMPARE(readFile(file), old);
    }
    // Let QTemporaryDir clean up.
    QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    if (!applies)
        QSKIP("Permissions do not apply (running as root?)");
}

// A full disk, simulated with a file size limit (which binds root too, unlike
// the permissions above): the write fails, the message names the file and the
// old contents are still there.
void TestBoardFiles::saveToFullDiskKeepsOldFile()
{
    const QString file = path(QStringLiteral("full.peg"));
    const QByteArray old("old\n");
    QVERIFY(writeFile(file, old));

    rlimit previous{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &previous) == 0);
    // Past the limit a write fails with EFBIG instead of killing the process.
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit tiny = previous;
    tiny.rlim_cur = 8;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &tiny) == 0);
    const QString error = BoardFiles::save(pb::pegs::PegPuzzle::classicTriangle(), file);
    setrlimit(RLIMIT_FSIZE, &previous);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY2(error.contains(file), qPrintable(error));
    QCOMPARE(readFile(file), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

// Found by fuzzing: a game of Nim played to its end has every heap empty, which
// no .nim file may say, so saving it wrote a file that could not be opened.
void TestBoardFiles::saveRefusesPositionWithoutBoardFile()
{
    auto finished = pb::nim::NimPuzzle::classicGame();
    for (const char *move : {"A5", "B4", "C3"})
        QVERIFY(!finished.apply(move));
    const QString file = path(QStringLiteral("finished.nim"));
    const QByteArray old("5 4 3\n");
    QVERIFY(writeFile(file, old));
    const QString error = BoardFiles::save(finished, file);
    QVERIFY2(error.contains(file) && error.contains(QStringLiteral("Every heap is empty")), qPrintable(error));
    QCOMPARE(readFile(file), old);
}

void TestBoardFiles::translateSubstitutesOnce()
{
    QCOMPARE(translated(pb::message("Test", "%1 and %2", {"%2", "x"})), QStringLiteral("%2 and x"));
    QCOMPARE(translated(pb::message("Test", "%2 before %1", {"a", "b"})), QStringLiteral("b before a"));
    QCOMPARE(translated(pb::message("Test", "%1%% of %3", {"50"})), QStringLiteral("50%% of %3"));
    QCOMPARE(translated(pb::message("Test", "Hole \xc3\xa9 %1", {"\xc3\xa9"})), QStringLiteral("Hole \u00e9 \u00e9"));
    QCOMPARE(translated(pb::Message{}), QString());
}

void TestBoardFiles::translateGroupsNumbersAsTheLocaleDoes_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("shown");
    QTest::newRow("english") << "en_US" << "25165912" << "25,165,912";
    QTest::newRow("german") << "de_DE" << "25165912" << "25.165.912";
    QTest::newRow("small") << "en_US" << "912" << "912";
    QTest::newRow("zero") << "de_DE" << "0" << "0";
    QTest::newRow("leading zero kept") << "en_US" << "0071234" << "0071234";
    QTest::newRow("not a number") << "en_US" << "0-4-3-7" << "0-4-3-7";
    QTest::newRow("negative kept") << "en_US" << "-1234" << "-1234";
}

void TestBoardFiles::translateGroupsNumbersAsTheLocaleDoes()
{
    QFETCH(QString, locale);
    QFETCH(QString, argument);
    QFETCH(QString, shown);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(translated(pb::message("Test", "after %1 positions", {argument.toStdString()})),
             QStringLiteral("after %1 positions").arg(shown));
    // A counted text's own number is grouped the same way; with no catalogue
    // for it, its plural is the core's English one.
    QCOMPARE(translated(pb::countMessage("Test", "%n solution(s)", 25165912)),
             QLocale(locale).toString(25165912) + QStringLiteral(" solutions"));
    QCOMPARE(translated(pb::countMessage("Test", "%n solution(s)", 1)), QStringLiteral("1 solution"));
    // What a file or the person wrote, quoted, stays as written.
    QCOMPARE(translated(pb::message("Test", "'%1' is not a size", {argument.toStdString()})),
             QStringLiteral("'%1' is not a size").arg(argument));
    QLocale::setDefault(before);
}

// The same in the translations' own quotes: a German „%1“, a French « %1 »
// (as a catalogue gives them; no catalogue is loaded here, so the text is used as it is).
void TestBoardFiles::quotedValuesStayAsWritten()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QStringLiteral("fr_FR")));
    QCOMPARE(translated(pb::message("Test", "\u00ab\u00a0%1\u00a0\u00bb n'est pas une taille, %2 non plus", {"12345", "12345"})),
             QStringLiteral("\u00ab\u00a012345\u00a0\u00bb n'est pas une taille, %1 non plus").arg(QLocale().toString(12345)));
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    QCOMPARE(translated(pb::message("Test", "\u201e%1\u201c ist keine Gr\u00f6\u00dfe", {"12345"})),
             QStringLiteral("\u201e12345\u201c ist keine Gr\u00f6\u00dfe"));
    QLocale::setDefault(before);
}

void TestBoardFiles::fileDialogFilterListsFamilies()
{
    const QStringList filters = BoardFiles::fileDialogFilter().split(QStringLiteral(";;"));
    QCOMPARE(filters.size(), qsizetype(pb::families().size()) + 2);
    QVERIFY2(filters.constFirst().startsWith(QStringLiteral("All board files (")), qPrintable(filters.constFirst()));
    QVERIFY(filters.constFirst().contains(QStringLiteral("*.peg")));
    QCOMPARE(filters.constLast(), QStringLiteral("All files (*)"));
    QVERIFY(filters.contains(QStringLiteral("Peg solitaire (*.peg)")));
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestBoardFiles)
} // namespace tst_boardfiles
#include "tst_boardfiles.moc"
