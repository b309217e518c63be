// The .nim board file: one line of heap sizes, optionally "misere".

#include "core/common/registry.h"
#include "core/nim/nimfile.h"
#include "testmain.h"

#include <QTest>

namespace tst_nimfile {

using namespace pb;
using namespace pb::nim;

namespace {

NimPuzzle parseOk(std::string_view text)
{
    auto parsed = parseNimFile(text);
    if (const auto *error = std::get_if<ParseError>(&parsed))
        qFatal("unexpected parse error %s", error->toString().c_str());
    return std::get<NimPuzzle>(std::move(parsed));
}

} // namespace

class TestNimFile : public QObject {
    Q_OBJECT

private slots:
    void classicGame()
    {
        const NimPuzzle puzzle = parseOk("5 4 3\n");
        QVERIFY(puzzle.equals(NimPuzzle::classicGame()));
    }

    void commentsBlankLinesAndMisere()
    {
        const std::string text = "# a misere game\n\n  7\t0 20 MISERE  # last stone loses\n\n";
        const NimPuzzle puzzle = parseOk(text);
        QCOMPARE(puzzle.heaps(), (std::vector<int>{7, 0, 20}));
        QVERIFY(puzzle.isMisere());
        // The registry drops a byte order mark before the parser sees the file.
        const auto withBom = parseBoard("\xEF\xBB\xBF" + text, "nim");
        QVERIFY(std::holds_alternative<PuzzlePtr>(withBom));
        QVERIFY(std::get<PuzzlePtr>(withBom)->equals(puzzle));
        QVERIFY(parseOk("1 2 mis\xC3\xA8re").isMisere());
        QCOMPARE(parseOk("1 2").toMove(), pb::nim::Player::Human);
        QCOMPARE(parseOk("1 2 Computer misere").toMove(), pb::nim::Player::Computer);
        QVERIFY(parseOk("1 2 Computer misere").isMisere());
        QCOMPARE(parseOk("007 1").heaps(), (std::vector<int>{7, 1}));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("normal") << "5 4 3\n";
        QTest::newRow("misere") << "1 0 20 3 4 5 6 7 misere\n";
        QTest::newRow("one heap") << "9\n";
        QTest::newRow("computer first") << "5 4 3 computer\n";
        QTest::newRow("misere, computer first") << "5 4 3 misere computer\n";
    }

    void roundTrip()
    {
        QFETCH(QString, text);
        const NimPuzzle puzzle = parseOk(text.toStdString());
        QCOMPARE(QString::fromStdString(writeNimFile(puzzle)), text);
        QCOMPARE(QString::fromStdString(puzzle.save()), text);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "" << "1:1: No heap sizes: a Nim board is one line such as 5 4 3";
        QTest::newRow("only comments") << "# nothing\n\n" << "1:1: No heap sizes: a Nim board is one line such as 5 4 3";
        QTest::newRow("word") << "5 four 3" << "1:3: 'four' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'";
        QTest::newRow("negative") << "\n 5 -4" << "2:4: '-4' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'";
        QTest::newRow("too large") << "5 21" << "1:3: A heap of 21 stones is too large: at most 20 are allowed";
        QTest::newRow("far too large") << "99999999999999999999" << "1:1: A heap of 99999999999999999999 stones is too large: at most 20 are allowed";
        QTest::newRow("computer twice") << "5 computer computer" << "1:12: Unexpected 'computer': 'misere' and 'computer' end the line";
        QTest::newRow("computer first of all") << "computer 5" << "1:1: The heap sizes come first, then 'misere' or 'computer'";
        QTest::newRow("nine heaps") << "1 2 3 4 5 6 7 8 9" << "1:17: Too many heaps: at most 8 are allowed";
        QTest::newRow("misere first") << "misere 5" << "1:1: The heap sizes come first, then 'misere' or 'computer'";
        QTest::newRow("after misere") << "5 misere 3" << "1:10: Unexpected '3': 'misere' and 'computer' end the line";
        QTest::newRow("second line") << "5 4\n# fine\n3\n" << "3:1: A second board line: a Nim board is one line of heap sizes (line 1)";
        QTest::newRow("all empty") << "  0 0" << "1:3: Every heap is empty: there is no stone to take";
        // Columns count characters, not bytes: "é" is one column.
        QTest::newRow("utf-8 column") << "\xC3\xA9 x" << "1:1: '\xC3\xA9' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'";
        QTest::newRow("after utf-8") << "5 \xC3\xA9\xC3\xA9 x" << "1:3: '\xC3\xA9\xC3\xA9' is not a heap size: write whole numbers from 0 to 20, then optionally 'misere'";
        QTest::newRow("column after utf-8") << "# \xC3\xA9\n1 2 misere \xC3\xA9 q" << "2:12: Unexpected '\xC3\xA9': 'misere' and 'computer' end the line";
        QTest::newRow("column after mis\xC3\xA8re") << "1 2 mis\xC3\xA8re x" << "1:12: Unexpected 'x': 'misere' and 'computer' end the line";
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const QByteArray utf8 = text.toUtf8();
        auto parsed = parseNimFile(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        const auto *failure = std::get_if<ParseError>(&parsed);
        QVERIFY(failure);
        QCOMPARE(QString::fromStdString(failure->toString()), error);
    }

    void registryKnowsTheFamily()
    {
        const FamilyInfo *family = familyById("nim");
        QVERIFY(family);
        QCOMPARE(family->extension, std::string_view("nim"));
        auto parsed = parseBoard("5 4 3 misere\n", ".NIM");
        QVERIFY(std::holds_alternative<PuzzlePtr>(parsed));
        QCOMPARE(std::get<PuzzlePtr>(parsed)->family(), std::string_view("nim"));
    }
};

PUZZLEBOX_TEST_GUILESS_MAIN(TestNimFile)
} // namespace tst_nimfile
#include "tst_nimfile.moc"
