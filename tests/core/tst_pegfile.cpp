#include "core/common/registry.h"
#include "core/pegs/pegfile.h"
#include "testmain.h"

#include <QTest>

namespace tst_pegfile {

using namespace pb;
using namespace pb::pegs;

namespace {

PegPuzzle parseOk(std::string_view text)
{
    auto parsed = parsePegFile(text);
    if (const auto *error = std::get_if<ParseError>(&parsed))
        qFatal("unexpected parse error %s", error->toString().c_str());
    return std::get<PegPuzzle>(std::move(parsed));
}

std::string repeat(std::string_view text, int times)
{
    std::string out;
    for (int i = 0; i < times; ++i)
        out += text;
    return out;
}

QByteArray bytes(const std::string &text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

const char *kEnglish = "square\n"
                       "- - o o o\n"
                       "- - o o o\n"
                       "o o o o o o o\n"
                       "o o o . o o o\n"
                       "o o o o o o o\n"
                       "- - o o o\n"
                       "- - o o o\n";

} // namespace

class TestPegFile : public QObject {
    Q_OBJECT

private slots:
    void triangleRows()
    {
        const PegPuzzle puzzle = parseOk("# The original exercise's start\n"
                                         "triangle\n"
                                         "    1\n"
                                         "   1 1\n"
                                         "  1 0 1\n"
                                         " 1 1 1 1\n"
                                         "1 1 1 1 1\n");
        QVERIFY(puzzle.equals(PegPuzzle::classicTriangle()));
        QVERIFY(puzzle.geometry().isTriangle());
        QCOMPARE(puzzle.geometry().jumps().size(), std::size_t(36));
    }

    void cellSpellings()
    {
        // o/. and 1/0 mix freely; whitespace between cells is optional.
        const PegPuzzle puzzle = parseOk("  TriAngle  \r\no\r\n11\r\no.o\r\n1o1o\r\no 1 o 1o\r\n");
        QVERIFY(puzzle.equals(PegPuzzle::classicTriangle()));
    }

    void bareForm_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("one line") << QByteArray("1 1 1 1 0 1 1 1 1 1 1 1 1 1 1");
        QTest::newRow("seed test_input, one per line") << QByteArray("1\n1\n1\n1\n0\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n");
        QTest::newRow("as a triangle") << QByteArray("    1\n   1 1\n  1 0 1\n 1 1 1 1\n1 1 1 1 1\n");
        QTest::newRow("tabs, comments, blank lines")
            << QByteArray("# seed\n\n1\t1 1\n\n  1 0 # the hole\n1 1 1 1 1 1 1 1 1 1\n\n");
        QTest::newRow("no separators") << QByteArray("111101111111111");
    }
    void bareForm()
    {
        QFETCH(QByteArray, text);
        const PegPuzzle puzzle = parseOk(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(puzzle.equals(PegPuzzle::classicTriangle()));
    }

    void squareBoard()
    {
        const PegPuzzle english = parseOk(kEnglish);
        QCOMPARE(english.geometry().lattice(), Lattice::Square);
        QCOMPARE(english.geometry().holeCount(), 33);
        QCOMPARE(english.geometry().jumps().size(), std::size_t(76));
        QCOMPARE(english.pegCount(), 32);
        QVERIFY(!english.hasPeg(16));
        QCOMPARE(english.geometry().cols(), 7);
        // The factory builds the same board the file describes.
        QVERIFY(english.geometry() == *PegGeometry::english());
        const auto european = PegGeometry::european();
        QCOMPARE(european->holeCount(), 37);
        QCOMPARE(european->jumps().size(), std::size_t(92));
        QVERIFY(!(english.geometry() == *european));

        const PegPuzzle rectangle = parseOk("square\n. o o o\no o o o\no o o o\n");
        QVERIFY(rectangle.equals(PegPuzzle(PegGeometry::rectangle(3, 4), 0xfff & ~1)));
    }

    void irregularTriangle()
    {
        // A triangle with its corners cut off: '-' works on the triangle lattice too.
        const PegPuzzle puzzle = parseOk("triangle\n-\no o\no . o\n- o o -\n");
        QCOMPARE(puzzle.geometry().holeCount(), 7);
        QVERIFY(!puzzle.geometry().isTriangle());
        QCOMPARE(puzzle.geometry().holeAt(0, 0), -1);
        QCOMPARE(puzzle.geometry().holeAt(3, 1), 5);
    }

    void comments()
    {
        const PegPuzzle puzzle = parseOk("# first\n  # indented\ntriangle # the lattice\n# between\n1\n1 1 #\n"
                                         "1 0 1\n#\n1 1 1 1\n1 1 1 1 1 # last row\n# end");
        QVERIFY(puzzle.equals(PegPuzzle::classicTriangle()));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("seed") << bytes(PegPuzzle::classicTriangle().save());
        QTest::newRow("english") << QByteArray(kEnglish);
        QTest::newRow("rectangle") << QByteArray("square\no o o\n. o o\no o o\no o .\n");
        QTest::newRow("irregular triangle") << QByteArray("triangle\n-\no o\no . o\n- o o -\n");
        QTest::newRow("leading blank rows") << QByteArray("square\n-\n- - -\n- . o\no\n");
        QTest::newRow("trailing no-holes") << QByteArray("square\no o - -\no o o -\n");
        QTest::newRow("64 holes") << QByteArray(("square\n" + repeat("o o o o o o o o\n", 7) + ". o o o o o o o\n").c_str());
        QTest::newRow("spanning 64 x 64") << QByteArray(("square\no o\n" + repeat("-\n", 62) + repeat("- ", 63) + "o\n").c_str());
        QTest::newRow("side 9 triangle") << QByteArray("triangle\no\no o\no o o\no o o o\no o o o o\n"
                                                       "o o o o o o\no o o o o o o\no o o o o o o o\n. o o o o o o o o\n");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, text);
        const PegPuzzle first = parseOk(std::string_view(text.constData(), std::size_t(text.size())));
        const std::string written = writePegFile(first);
        QCOMPARE(first.save(), written);
        const PegPuzzle second = parseOk(written);
        QVERIFY2(second.equals(first), written.c_str());
        QVERIFY(second.geometry() == first.geometry());
        QCOMPARE(second.pegs(), first.pegs());
        QCOMPARE(second.geometry().jumps(), first.geometry().jumps());
        // Writing is stable: the written form is its own fixed point.
        QCOMPARE(writePegFile(second), written);
    }

    void writtenForm()
    {
        QCOMPARE(writePegFile(PegPuzzle::classicTriangle()), std::string("# Puzzlebox peg solitaire board\n"
                                                                      "triangle\n"
                                                                      "o\n"
                                                                      "o o\n"
                                                                      "o . o\n"
                                                                      "o o o o\n"
                                                                      "o o o o o\n"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("because");

        QTest::newRow("empty") << QByteArray("") << 1 << 1 << "The file is empty: the first line must be 'triangle' or 'square', then one line per row of the board";
        QTest::newRow("blank lines") << QByteArray("  \n\t\n\n") << 1 << 1 << "empty";
        QTest::newRow("only comments") << QByteArray("# a board\n# to come\n") << 1 << 1 << "The file has only comments: the first line must be 'triangle' or 'square', then one line per row of the board";
        QTest::newRow("no lattice line") << QByteArray("o o\n. o\n") << 1 << 1 << "The board's shape is missing: the first line must be 'triangle' or 'square', then one line per row of the board";
        QTest::newRow("no lattice line, indented")
            << QByteArray("# c\n  . o o\n") << 2 << 3 << "The board's shape is missing";
        QTest::newRow("unknown lattice") << QByteArray("# x\nhexagon\n1\n") << 2 << 1 << "Unknown board shape 'hexagon': the first line must be 'triangle' or 'square'";
        QTest::newRow("unknown lattice, indented") << QByteArray("\n   Circle \no\n") << 2 << 4 << "Unknown board shape 'Circle'";
        QTest::newRow("text after lattice") << QByteArray("triangle 5\n1\n") << 1 << 10 << "Unexpected '5' after 'triangle': the board's rows start on the next line";
        QTest::newRow("no rows") << QByteArray("square\n# nothing here\n\n") << 1 << 1 << "No board rows after 'square': write one line per row of the board";
        QTest::newRow("unknown character") << QByteArray("triangle\n1\n1 x\n") << 3 << 3 << "Unexpected character 'x'";
        QTest::newRow("unknown character after tab") << QByteArray("square\no\to\tz\n") << 2 << 5 << "'z'";
        QTest::newRow("non-ASCII character") << QByteArray("square\no \xc3\xa9 o\n") << 2 << 3 << "'\xc3\xa9'";
        QTest::newRow("triangle row too long") << QByteArray("triangle\n1\n1 1 1\n") << 3 << 5 << "Too many cells: row 2";
        QTest::newRow("triangle first row too long") << QByteArray("triangle\n1 1\n") << 2 << 3 << "Too many cells: row 1";
        QTest::newRow("triangle row too short") << QByteArray("triangle\n1\n1 1\n1 1\n1 1 1 1\n")
                                                << 4 << 4 << "Too few cells: row 3";
        QTest::newRow("triangle row too short, trailing space")
            << QByteArray("triangle\n1\n.  \n") << 3 << 2 << "Too few cells: row 2";
        QTest::newRow("65 holes") << QByteArray(("square\n" + repeat("o o o o o o o o\n", 8) + "- o\n").c_str())
                                  << 10 << 3 << "65 holes";
        QTest::newRow("72 holes") << QByteArray(("square\n" + repeat("o o o o o o o o\n", 9)).c_str())
                                  << 10 << 1 << "72 holes";
        QTest::newRow("triangle of 66 holes")
            << QByteArray(("triangle\n" + [] {
                              std::string rows;
                              for (int r = 1; r <= 11; ++r)
                                  rows += repeat("o", r) + "\n";
                              return rows;
                          }()).c_str())
            << 12 << 10 << "66 holes";
        // Issue 40: a few holes spanning 30,001 x 30,001 cells froze the window for minutes.
        QTest::newRow("65 rows") << QByteArray(("square\no\n" + repeat("-\n", 63) + "  - o\n").c_str())
                                 << 66 << 3 << "The board has more than 64 rows: a board spans at most 64 rows of at most 64 cells";
        QTest::newRow("30,001 rows") << QByteArray(("square\no o\n" + repeat("-\n", 30'000) + "o\n").c_str())
                                     << 66 << 1 << "more than 64 rows";
        QTest::newRow("row of 65 cells") << QByteArray(("square\no\n" + repeat("- ", 64) + "o\n").c_str())
                                         << 3 << 129 << "Row 2 has more than 64 cells: a board spans at most 64 rows of at most 64 cells";
        QTest::newRow("row of 30,001 cells") << QByteArray(("square\n-\n" + repeat("-", 30'000) + "o\n").c_str())
                                             << 3 << 65 << "Row 2 has more than 64 cells";
        QTest::newRow("triangle of 65 rows") << QByteArray(("triangle\n" + [] {
                                                    std::string rows;
                                                    for (int r = 1; r <= 65; ++r)
                                                        rows += (r == 1 ? std::string("o") : repeat("-", r)) + '\n';
                                                    return rows;
                                                }()).c_str())
                                             << 66 << 1 << "more than 64 rows";
        QTest::newRow("no holes") << QByteArray("square\n- -\n  -\n") << 2 << 1 << "The board has no holes: 'o' or '1' is a peg, '.' or '0' an empty hole";
        QTest::newRow("no pegs") << QByteArray("triangle\n .\n. .\n") << 2 << 2 << "The board has no pegs: 'o' or '1' is a peg";
        QTest::newRow("bare, 14 values") << QByteArray("1 1 1 1 0 1 1 1 1 1 1 1 1 1") << 1 << 28 << "Found 14 values";
        QTest::newRow("bare, 16 values") << QByteArray("1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1") << 1 << 31 << "Found 16 values";
        QTest::newRow("bare, 14 values over lines")
            << QByteArray("1 1 1 1 0\n1 1 1 1 1\n1 1 1 1 # one short\n\n") << 3 << 8 << "Found 14 values";
        QTest::newRow("bare, a 2") << QByteArray("1 1 2 1 0 1 1 1 1 1 1 1 1 1 1") << 1 << 5 << "Unexpected character '2'";
        QTest::newRow("bare, an o") << QByteArray("1\n1 o\n") << 2 << 3 << "Unexpected character 'o'";
        QTest::newRow("bare, no pegs") << QByteArray(" 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0") << 1 << 2 << "The board has no pegs: 1 is a peg, 0 an empty hole";
        QTest::newRow("control byte named safely") << QByteArray("square\no \x01\n") << 2 << 3 << "'\\x01'";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, because);
        const auto parsed = parsePegFile(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError &error = std::get<ParseError>(parsed);
        const std::string reason = error.reason.toString();
        QVERIFY2(reason.find(because.toStdString()) != std::string::npos, reason.c_str());
        QCOMPARE(std::string_view(error.reason.context), std::string_view("pegs"));
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
    }

    void binaryThroughRegistry_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("because");
        QTest::newRow("NUL") << QByteArray("triangle\n1\0\n", 12) << 2 << 2 << "0x00";
        QTest::newRow("escape") << QByteArray("triangle\n1 1\x1b") << 2 << 4 << "0x1B";
        QTest::newRow("DEL") << QByteArray("\x7f") << 1 << 1 << "0x7F";
        QTest::newRow("invalid UTF-8") << QByteArray("square\no \xff o\n") << 2 << 3 << "0xFF";
        QTest::newRow("after a multibyte character") << QByteArray("square\n\xc3\xa9\x01") << 2 << 2 << "0x01";
        QTest::newRow("overlong") << QByteArray("# \xc0\xaf\n") << 1 << 3 << "0xC0";
        QTest::newRow("surrogate") << QByteArray("\n\n  \xed\xa0\x80") << 3 << 3 << "0xED";
        QTest::newRow("cut off") << QByteArray("o \xe2\x82") << 1 << 3 << "0xE2";
        QTest::newRow("PNG header") << QByteArray("\x89PNG\r\n\x1a\n", 8) << 1 << 1 << "0x89";
        // The check runs before the family is even chosen.
        QTest::newRow("control in a comment") << QByteArray("# \x02\ntriangle\n") << 1 << 3 << "0x02";
    }
    void binaryThroughRegistry()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, because);
        for (const char *extension : {"peg", "unknown"}) {
            const auto parsed = parseBoard(std::string_view(text.constData(), std::size_t(text.size())), extension);
            QVERIFY(std::holds_alternative<ParseError>(parsed));
            const ParseError &error = std::get<ParseError>(parsed);
            const std::string reason = error.reason.toString();
            QVERIFY2(reason.find("not a text file") != std::string::npos, reason.c_str());
            QVERIFY2(reason.find(because.toStdString()) != std::string::npos, reason.c_str());
            QCOMPARE(error.line, line);
            QCOMPARE(error.column, column);
        }
    }

    void registry()
    {
        const FamilyInfo *pegs = familyById("pegs");
        QVERIFY(pegs);
        QCOMPARE(pegs->extension, std::string_view("peg"));
        QVERIFY(!familyById("chess"));

        const std::string seed = PegPuzzle::classicTriangle().save();
        for (const char *extension : {"peg", "PEG", ".Peg", "txt", ""}) {
            auto parsed = parseBoard(seed, extension);
            QVERIFY2(std::holds_alternative<PuzzlePtr>(parsed), extension);
            const PuzzlePtr &puzzle = std::get<PuzzlePtr>(parsed);
            QCOMPARE(puzzle->family(), std::string_view("pegs"));
            QVERIFY(puzzle->equals(PegPuzzle::classicTriangle()));
        }
        // With a BOM, as some editors save; it is no column of its own.
        QVERIFY(std::holds_alternative<PuzzlePtr>(parseBoard("\xEF\xBB\xBFtriangle\no\n. o\n", "peg")));
        const auto afterBom = parseBoard("\xEF\xBB\xBFtriangle 5\n1\n", "peg");
        QVERIFY(std::holds_alternative<ParseError>(afterBom));
        QCOMPARE(std::get<ParseError>(afterBom).line, 1);
        QCOMPARE(std::get<ParseError>(afterBom).column, 10);

        // An unknown extension that no family accepts gets the first family's error.
        const auto parsed = parseBoard("hexagon\n", "txt");
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        QVERIFY(std::get<ParseError>(parsed).reason.toString().find("Unknown board shape") != std::string::npos);
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestPegFile)
} // namespace tst_pegfile
#include "tst_pegfile.moc"
