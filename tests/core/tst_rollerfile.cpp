// The .rbd file: the original exercise's examples, what is tolerated, and every malformed
// case refused with its line and column.

#include "core/common/registry.h"
#include "core/roller/rollerfile.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace tst_rollerfile {

using namespace pb;
using namespace pb::roller;

namespace {

RollerPuzzle parseOk(std::string_view text)
{
    auto parsed = parseRollerFile(text);
    if (const auto *failure = std::get_if<ParseError>(&parsed))
        qFatal("unexpected parse error %s", failure->toString().c_str());
    return std::get<RollerPuzzle>(std::move(parsed));
}

QString examplesDir()
{
    return qEnvironmentVariable("PUZZLEBOX_SOURCE_DIR") + QStringLiteral("/tests/data/roller");
}

} // namespace

class TestRollerFile : public QObject {
    Q_OBJECT

private slots:
    void classicExample()
    {
        const RollerPuzzle puzzle = parseOk("5 4\n0000\n1100\n1000\n0100\n0000\n");
        QVERIFY(puzzle.equals(RollerPuzzle::classicExample()));
        QVERIFY(puzzle.cell(1, 0));
        QVERIFY(puzzle.cell(3, 1));
        QVERIFY(!puzzle.cell(0, 0));
    }

    void tolerated_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("no final newline") << QByteArray("3 3\n000\n001\n011");
        QTest::newRow("trailing spaces") << QByteArray("3 3  \n000 \n001\t\n011   \n");
        QTest::newRow("CRLF") << QByteArray("3 3\r\n000\r\n001\r\n011\r\n");
        QTest::newRow("blank lines after") << QByteArray("3 3\n000\n001\n011\n\n  \n\n");
        QTest::newRow("spaced sizes") << QByteArray("  3\t 3\n000\n001\n011\n");
        QTest::newRow("leading zeros") << QByteArray("03 003\n000\n001\n011\n");
    }

    void tolerated()
    {
        QFETCH(QByteArray, text);
        const RollerPuzzle puzzle = parseOk(text.toStdString());
        QCOMPARE(puzzle.height(), 3);
        QCOMPARE(puzzle.width(), 3);
        QCOMPARE(puzzle.render(), std::string("000\n001\n011\n"));
    }

    // The registry drops a byte order mark before the parser sees the file, so
    // the mark neither spoils the height nor counts as a column.
    void byteOrderMark()
    {
        auto parsed = parseBoard("\xEF\xBB\xBF" "3 3\n000\n001\n011\n", "rbd");
        QVERIFY(std::holds_alternative<PuzzlePtr>(parsed));
        const auto *puzzle = dynamic_cast<const RollerPuzzle *>(std::get<PuzzlePtr>(parsed).get());
        QVERIFY(puzzle);
        QCOMPARE(puzzle->height(), 3);
        QCOMPARE(puzzle->width(), 3);
        QCOMPARE(puzzle->render(), std::string("000\n001\n011\n"));

        auto failed = parseBoard("\xEF\xBB\xBF" "3 3 x\n", "rbd");
        const auto *failure = std::get_if<ParseError>(&failed);
        QVERIFY(failure);
        QVERIFY2(failure->reason.toString().starts_with("Unexpected 'x' after the width"), failure->toString().c_str());
        QCOMPARE(failure->line, 1);
        QCOMPARE(failure->column, 5);
    }

    void sizesOneToSix()
    {
        QVERIFY(parseOk("1 1\n1\n").isSolved());
        QCOMPARE(parseOk("6 1\n0\n0\n1\n0\n0\n0\n").height(), 6);
        QCOMPARE(parseOk("1 6\n111111\n").width(), 6);
        QCOMPARE(parseOk("6 6\n000000\n100100\n100000\n000100\n100100\n000000\n").width(), 6);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("reason");

        const auto row = [](const char *name, const char *text, int line, int column, const char *reason) {
            QTest::newRow(name) << QByteArray(text) << line << column << QString::fromUtf8(reason);
        };
        // The file as a whole.
        row("empty file", "", 1, 1, "The file is empty: the first line must hold the height and then the width of the board, such as '5 4'");
        row("only blank lines", "\n  \n\n", 1, 1, "The file is empty");
        // The sizes.
        row("empty first line", "\n3 3\n000\n001\n011\n", 1, 1, "The first line is empty");
        row("missing width", "3\n000\n001\n011\n", 1, 2, "The width is missing");
        row("missing width, trailing space", "3  \n000\n", 1, 2, "The width is missing");
        row("non-numeric height", "x 3\n000\n", 1, 1, "The height 'x' is not a number");
        row("non-numeric width", "3 three\n000\n", 1, 3, "The width 'three' is not a number");
        row("sizes glued", "3x3\n000\n", 1, 1, "The height '3x3' is not a number");
        row("decimal", "3.0 3\n000\n", 1, 1, "The height '3.0' is not a number");
        row("plus sign", "+3 3\n000\n", 1, 1, "The height '+3' is not a number");
        row("lone minus", "- 3\n000\n", 1, 1, "The height '-' is not a number");
        row("zero height", "0 3\n", 1, 1, "The height is 0; a board has 1 to 6 rows");
        row("zero width", "3 0\n", 1, 3, "The width is 0; a board has 1 to 6 columns");
        row("negative height", "-3 3\n000\n", 1, 1, "The height is -3; a board has 1 to 6 rows");
        row("negative width", "3 -1\n000\n", 1, 3, "The width is -1; a board has 1 to 6 columns");
        row("oversized height", "7 3\n", 1, 1, "The height is 7; a board has 1 to 6 rows");
        row("oversized width", "3 12\n", 1, 3, "The width is 12; a board has 1 to 6 columns");
        row("huge number", "3 99999999999999999999\n", 1, 3, "The width is 999999999999...; a board has 1 to 6 columns");
        row("third number", "3 3 3\n000\n001\n011\n", 1, 5, "Unexpected '3' after the width");
        row("board on the size line", "3 3 000\n001\n011\n", 1, 5, "Unexpected '000' after the width");
        // The rows.
        row("too few rows", "3 3\n000\n001\n", 4, 1, "The board ends after 2 rows; the first line says it has 3");
        row("no rows", "3 3\n", 2, 1, "The board ends after 0 rows");
        row("too many rows", "3 3\n000\n001\n011\n000\n", 5, 1, "Too many rows: the first line says the board has 3");
        row("too many rows after a blank", "3 3\n000\n001\n011\n\n000\n", 6, 1, "Too many rows");
        row("blank line inside", "3 3\n000\n\n001\n011\n", 3, 1, "Row R1 has 0 cells; the first line says the board is 3 wide");
        row("short row", "3 3\n000\n01\n011\n", 3, 3, "Row R1 has 2 cells; the first line says the board is 3 wide");
        row("long row", "3 3\n000\n0010\n011\n", 3, 4, "Row R1 has 4 cells; the first line says the board is 3 wide");
        row("stray letter", "3 3\n000\n0a1\n011\n", 3, 2, "Unexpected 'a': a row holds only the cells 0 and 1");
        row("stray 2", "3 3\n000\n001\n012\n", 4, 3, "Unexpected '2'");
        row("spaced cells", "3 3\n0 0 0\n001\n011\n", 2, 2, "Unexpected space");
        row("leading space", "3 3\n 000\n001\n011\n", 2, 1, "Unexpected space");
        row("tab inside", "3 3\n000\n0\t01\n011\n", 3, 2, "Unexpected '\\x09'");
        row("control byte", "3 3\n000\n0\x01" "1\n011\n", 3, 2, "Unexpected '\\x01'");
        row("non-ASCII", "3 3\n000\n0\xC3\xA9" "1\n011\n", 3, 2, "Unexpected '\xC3\xA9'");
        row("non-ASCII column", "3 3\n000\n\xC3\xA9\xC3\xA9x\n011\n", 3, 1, "Unexpected '\xC3\xA9'");
        // The ones.
        row("too many ones", "3 3\n100\n001\n011\n", 4, 3, "The board has 4 ones; it needs 3, one for each cell of the top row");
        row("too few ones", "3 3\n000\n001\n010\n", 2, 1, "The board has 2 ones; it needs 3, one for each cell of the top row");
        row("no ones", "2 2\n00\n00\n", 2, 1, "The board has 0 ones");
        row("all ones", "2 2\n11\n11\n", 3, 1, "The board has 4 ones");
    }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, reason);
        auto parsed = parseRollerFile(text.toStdString());
        const auto *failure = std::get_if<ParseError>(&parsed);
        QVERIFY(failure);
        const QString got = QString::fromStdString(failure->reason.toString());
        QVERIFY2(got.startsWith(reason), qPrintable(got));
        QCOMPARE(failure->line, line);
        QCOMPARE(failure->column, column);
    }

    // Through the registry, as the app and the CLI read files: a binary file is
    // refused before the parser sees it, with the place of the first bad byte.
    void binaryFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("PNG header") << QByteArray("\x89PNG\r\n\x1a\n", 8) << 1 << 1;
        QTest::newRow("zero byte") << QByteArray("3 3\n0\0" "00\n", 9) << 2 << 2;
        QTest::newRow("invalid UTF-8") << QByteArray("3 3\n000\n0\xFF" "1\n011\n") << 3 << 2;
    }

    void binaryFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        auto parsed = parseBoard(std::string_view(text.constData(), std::size_t(text.size())), "rbd");
        const auto *failure = std::get_if<ParseError>(&parsed);
        QVERIFY(failure);
        QVERIFY2(failure->reason.toString().starts_with("This is not a text file"), failure->toString().c_str());
        QCOMPARE(failure->line, line);
        QCOMPARE(failure->column, column);
    }

    void registryPicksTheFamily()
    {
        for (const char *extension : {"rbd", "RBD", ".rbd", "txt", ""}) {
            auto parsed = parseBoard("3 3\n000\n001\n011\n", extension);
            QVERIFY2(std::holds_alternative<PuzzlePtr>(parsed), extension);
            QCOMPARE(std::get<PuzzlePtr>(parsed)->family(), std::string_view("rollerboard"));
        }
        const FamilyInfo *family = familyById("rollerboard");
        QVERIFY(family);
        QCOMPARE(family->extension, std::string_view("rbd"));
    }

    void writeRoundTrips()
    {
        const RollerPuzzle puzzle = RollerPuzzle::classicExample();
        QCOMPARE(puzzle.save(), std::string("5 4\n0000\n1100\n1000\n0100\n0000\n"));
        QVERIFY(parseOk(puzzle.save()).equals(puzzle));
    }

    // The public examples of the exercise all read, and save back byte for byte.
    void examplesRoundTrip()
    {
        const QDir dir(examplesDir());
        const QStringList files = dir.entryList({QStringLiteral("*.rbd")}, QDir::Files);
        QCOMPARE(files.size(), 12);
        for (const QString &name : files) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const std::string text = file.readAll().toStdString();
            QCOMPARE(parseOk(text).save(), text);
        }
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestRollerFile)
} // namespace tst_rollerfile
#include "tst_rollerfile.moc"
