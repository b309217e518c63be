// Edit ▸ Paste Board: a board copied as text starts a new game that Undo
// takes back; anything else is refused with its line and column, and the
// game stays as it was.

#include "core/common/registry.h"
#include "ui/pegs/pegbuiltinboards.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QClipboard>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace tst_paste {

class TestPaste : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pastesABoardOfEveryFamily_data();
    void pastesABoardOfEveryFamily();
    void copyThenPasteGivesTheSameBoard_data();
    void copyThenPasteGivesTheSameBoard();
    void refusalSaysWhatEachFamilyFound();
    void refusesWhatIsNotABoard_data();
    void refusesWhatIsNotABoard();

private:
    // Presses Ctrl+V; returns the text of the message box it opened (closed
    // again), or an empty string when none opened.
    QString pasteAndReadRefusal();

    std::unique_ptr<MainWindow> m_window;
};

void TestPaste::initTestCase()
{
    testsetup::useTestFolders();
}

void TestPaste::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestPaste::cleanup()
{
    m_window.reset();
}

QString TestPaste::pasteAndReadRefusal()
{
    QString refusal;
    QTimer::singleShot(0, this, [&refusal] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            refusal = box->text();
            box->close();
        }
    });
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Paste));
    return refusal;
}

void TestPaste::pastesABoardOfEveryFamily_data()
{
    QTest::addColumn<QString>("board");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(family.id.data()) << QString::fromUtf8(family.sample);
}

void TestPaste::pastesABoardOfEveryFamily()
{
    QFETCH(QString, board);
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    const auto before = m_window->session().position().clone();
    QApplication::clipboard()->setText(board);
    QCOMPARE(pasteAndReadRefusal(), QString());
    const auto expected = pb::parseBoard(board.toStdString(), "");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(expected));
    QVERIFY(m_window->session().position().equals(*std::get<pb::PuzzlePtr>(expected)));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Pasted a board: ")));
    QCOMPARE(windowdriver::action(*m_window, "actionUndo")->text(), QStringLiteral("&Undo Paste Board"));
    // The game it replaced, its move included, is one Undo away.
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QVERIFY(m_window->session().position().equals(*before));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestPaste::copyThenPasteGivesTheSameBoard_data()
{
    QTest::addColumn<QString>("board");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(family.id.data()) << QString::fromStdString(family.sampleBoard()->save());
    for (const PegBuiltInBoards::Board board : PegBuiltInBoards::kAll)
        QTest::newRow(qPrintable(PegBuiltInBoards::name(board))) << QString::fromStdString(PegBuiltInBoards::start(board).save());
    // A position in play, not only a start.
    QTest::newRow("fifteen in play") << QStringLiteral("3\n1 2 3\n4 0 6\n7 5 8\n");
}

// Edit ▸ Copy Board writes what Edit ▸ Paste Board reads, for every family
// and every built-in board.
void TestPaste::copyThenPasteGivesTheSameBoard()
{
    QFETCH(QString, board);
    const auto parsed = pb::parseBoard(board.toStdString(), "");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
    const pb::Puzzle &copied = *std::get<pb::PuzzlePtr>(parsed);
    m_window->session().newGame(copied.clone());
    QApplication::clipboard()->clear();
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Copy));
    QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(copied.save()));

    m_window->session().newGame(pb::families().front().sampleBoard());
    QCOMPARE(pasteAndReadRefusal(), QString());
    QVERIFY(m_window->session().position().equals(copied));
}

// Text no family reads gets each family's reason, each with its line and
// column, not only the first family's.
void TestPaste::refusalSaysWhatEachFamilyFound()
{
    QApplication::clipboard()->setText(QStringLiteral("4\n1 2 3 4\n5 6 7\n"));
    const QString refusal = pasteAndReadRefusal();
    QVERIFY2(refusal.contains(QStringLiteral("No kind of board reads this text:")), qPrintable(refusal));
    for (const pb::FamilyInfo &family : pb::families()) {
        const QString said = QStringLiteral("%1 (.%2): ").arg(QString::fromUtf8(family.displayName), QString::fromUtf8(family.extension.data(), family.extension.size()));
        QVERIFY2(refusal.contains(said), qPrintable(refusal));
    }
    QVERIFY2(refusal.contains(QStringLiteral("Fifteen (.fif): 3:")), qPrintable(refusal));
}

void TestPaste::refusesWhatIsNotABoard_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QString() << QStringLiteral("The clipboard holds no text.");
    QTest::newRow("prose") << QStringLiteral("Dear diary,\ntoday") << QStringLiteral("1:1: ");
    QTest::newRow("bad peg row") << QStringLiteral("triangle\n1\n1 1\n1 x 1\n") << QStringLiteral("4:3: ");
    QTest::newRow("huge") << QString(2 << 20, QLatin1Char('1')) << QStringLiteral("more text than any board file");
}

void TestPaste::refusesWhatIsNotABoard()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    const auto before = m_window->session().position().clone();
    QApplication::clipboard()->setText(text);
    const QString refusal = pasteAndReadRefusal();
    QVERIFY2(refusal.startsWith(QStringLiteral("The clipboard does not hold a board.")) && refusal.contains(says),
             qPrintable(refusal));
    QVERIFY(m_window->session().position().equals(*before));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

PUZZLEBOX_TEST_MAIN(TestPaste)
} // namespace tst_paste
#include "tst_paste.moc"
