// The game kept between sessions (Autosave) with no window: a history too
// long for the file is kept without its oldest turns rather than lost at the
// next start, and the games Undo New Game and Redo go to are kept with it, so
// a restart still goes back to them (issue 30).

#include "core/common/registry.h"
#include "core/common/savedgame.h"
#include "service/autosave.h"
#include "service/boardfiles.h"
#include "service/gamefiles.h"
#include "service/gamesession.h"
#include "testmain.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_autosave {

namespace {

pb::PuzzlePtr fifteen()
{
    // Not solved: a solved board takes no move.
    auto parsed = pb::parseBoard("3\n1 2 3\n5 4 6\n8 7 0\n", "fif");
    if (auto *error = std::get_if<pb::ParseError>(&parsed))
        qFatal("test board does not parse: %s", error->toString().c_str());
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

pb::PuzzlePtr triangle()
{
    auto parsed = pb::parseBoard("triangle\n1\n1 1\n1 0 1\n1 1 1 1\n1 1 1 1 1\n", "peg");
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

// A Fifteen game of `turns` moves, each the first legal one but the way back.
pb::SavedGame longGame(int turns)
{
    pb::GameRecord record(fifteen());
    std::string last;
    for (int turn = 0; turn < turns; ++turn) {
        const std::vector<std::string> moves = record.position().legalMoves();
        const std::string move = moves[std::size_t(turn) % moves.size()];
        if (record.play({move}))
            qFatal("move %s refused", move.c_str());
    }
    return pb::SavedGame{std::move(record), std::nullopt};
}

// A run with nothing kept before that plays a triangle, then a Fifteen, and
// keeps them: the Fifteen in the game file, the triangle among the others.
bool keepFifteenAfterTriangle()
{
    GameSession session;
    Autosave autosave(session);
    QString message;
    if (autosave.resume(&message))
        return false;
    session.newGame(triangle());
    session.newGame(fifteen());
    return autosave.writeNow().isEmpty();
}

qint64 fileBytes(const pb::SavedGame &game)
{
    return qint64(pb::writeSavedGame(game).size());
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void longHistoryIsKeptShortened();
    void shortenedAfterTheLastRestart();
    void saveAsRefusesAFileTooLongToOpen();
    void undoNewGameSurvivesARestart();
    void redoNewGameSurvivesARestart();
    void keptGamesAreBounded();
    void autosaveWithoutOtherGamesStillReads();
    void otherGamesOfAnotherGameAreLeftOut();
    void resumedGameIsNotWrittenAgainUnlessGone();

private:
    QTemporaryDir m_home;
};

void TestAutosave::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.path()));
    QCoreApplication::setOrganizationName(QStringLiteral("Puzzlebox"));
    QCoreApplication::setApplicationName(QStringLiteral("puzzlebox"));
    QVERIFY(GameFiles::autosavePath().startsWith(m_home.path()));
}

void TestAutosave::cleanup()
{
    QFile::remove(GameFiles::autosavePath());
    QFile::remove(Autosave::otherGamesPath());
}

// 200,000 moves make a file of more than 1 MiB, which the next start refused
// as damaged. Kept without its oldest turns, it reads back at the same
// position, with its Redo, and plays on.
void TestAutosave::longHistoryIsKeptShortened()
{
    pb::SavedGame game = longGame(200000);
    QVERIFY(fileBytes(game) > BoardFiles::kMaxFileBytes);
    game.record.undo();
    game.record.undo();
    GameSession session;
    session.openGame(game);
    QString message;
    {
        Autosave autosave(session);
        QVERIFY(!autosave.resume(&message));
        QSignalSpy told(&autosave, &Autosave::failed);
        QCOMPARE(autosave.writeNow(), QString());
        QCOMPARE(told.count(), 1);
        QVERIFY2(told.constFirst().constFirst().toString().contains(QStringLiteral("too long")),
                 qPrintable(told.constFirst().constFirst().toString()));
        // Once a run, not at every move.
        session.redo();
        session.undo();
        QCOMPARE(autosave.writeNow(), QString());
        QCOMPARE(told.count(), 1);
    }
    QVERIFY(QFileInfo(GameFiles::autosavePath()).size() <= BoardFiles::kMaxFileBytes);

    GameSession next;
    Autosave resumed(next);
    QVERIFY2(resumed.resume(&message), qPrintable(message));
    QVERIFY(next.position().equals(game.record.position()));
    QVERIFY(next.record().played() > 1000);
    QVERIFY(next.record().played() < game.record.played());
    QCOMPARE(int(next.record().turns().size()) - next.record().played(), 2);
    QVERIFY(next.canRedo());
    QVERIFY(next.play(next.position().legalMoves().front()));
}

// A restart goes back to the start: the turns before it can go, the turns
// after it are kept from the start they were played from.
void TestAutosave::shortenedAfterTheLastRestart()
{
    pb::SavedGame game = longGame(150000);
    game.record.restart();
    for (int turn = 0; turn < 30000; ++turn)
        QVERIFY(!game.record.play({game.record.position().legalMoves().back()}));
    int dropped = 0;
    const std::optional<pb::SavedGame> shorter = GameFiles::shortened(game, BoardFiles::kMaxFileBytes, &dropped);
    QVERIFY(shorter);
    QCOMPARE(dropped, 150001);
    QVERIFY(shorter->record.start().equals(game.record.start()));
    QVERIFY(shorter->record.position().equals(game.record.position()));
    QCOMPARE(shorter->record.played(), 30000);
    const std::string text = pb::writeSavedGame(*shorter);
    QVERIFY(std::holds_alternative<pb::SavedGame>(pb::parseSavedGame(text)));
}

// Save As would have written a file Open refuses.
void TestAutosave::saveAsRefusesAFileTooLongToOpen()
{
    const QString path = m_home.filePath(QStringLiteral("long.pbgame"));
    const QString error = GameFiles::save(longGame(200000), path);
    QVERIFY2(error.contains(path) && error.contains(QString::number(BoardFiles::kMaxFileBytes)), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
}

// Quitting right after New Game lost the way back: the game it replaced was
// only in memory.
void TestAutosave::undoNewGameSurvivesARestart()
{
    {
        GameSession session;
        Autosave autosave(session);
        QString message;
        QVERIFY(!autosave.resume(&message));
        session.newGame(triangle());
        QVERIFY(session.play("11-4"));
        session.newGame(fifteen());
        QVERIFY(session.play(session.position().legalMoves().front()));
        QCOMPARE(autosave.writeNow(), QString());
    }
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QCOMPARE(session.moves().size(), 1);
    session.undo();
    QCOMPARE(session.undoText(), GameSession::tr("New Game"));
    session.undo();
    QVERIFY(session.startPosition().equals(*triangle()));
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
}

// A restart writes nothing while the game is as its files hold it; a file
// removed meanwhile is written again, and so is a move.
void TestAutosave::resumedGameIsNotWrittenAgainUnlessGone()
{
    QVERIFY(keepFifteenAfterTriangle());
    const QDateTime longAgo = QDateTime::currentDateTime().addDays(-1);
    for (const QString &path : {GameFiles::autosavePath(), Autosave::otherGamesPath()}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.setFileTime(longAgo, QFileDevice::FileModificationTime));
    }
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QCOMPARE(autosave.writeNow(), QString());
    QCOMPARE(QFileInfo(GameFiles::autosavePath()).lastModified(), longAgo);
    QCOMPARE(QFileInfo(Autosave::otherGamesPath()).lastModified(), longAgo);

    QVERIFY(QFile::remove(Autosave::otherGamesPath()));
    QCOMPARE(autosave.writeNow(), QString());
    QVERIFY(QFileInfo::exists(Autosave::otherGamesPath()));
    QVERIFY(QFile::remove(GameFiles::autosavePath()));
    QCOMPARE(autosave.writeNow(), QString());
    QVERIFY(GameFiles::load(GameFiles::autosavePath()).game);

    QVERIFY(session.play(session.position().legalMoves().front()));
    QCOMPARE(autosave.writeNow(), QString());
    QVERIFY(QFileInfo(GameFiles::autosavePath()).lastModified() > longAgo);
    QCOMPARE(GameFiles::load(GameFiles::autosavePath()).game->record.played(), 1);
}

void TestAutosave::redoNewGameSurvivesARestart()
{
    {
        GameSession session;
        Autosave autosave(session);
        QString message;
        QVERIFY(!autosave.resume(&message));
        session.newGame(triangle());
        session.newGame(fifteen());
        QVERIFY(session.play(session.position().legalMoves().front()));
        session.undo();
        session.undo();
        QVERIFY(session.startPosition().equals(*triangle()));
        QCOMPARE(autosave.writeNow(), QString());
    }
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QVERIFY(session.startPosition().equals(*triangle()));
    QCOMPARE(session.redoText(), GameSession::tr("New Game"));
    session.redo();
    QVERIFY(session.startPosition().equals(*fifteen()));
    QVERIFY(session.canRedo());
}

// The nearest kMaxKeptGames games, no more.
void TestAutosave::keptGamesAreBounded()
{
    {
        GameSession session;
        Autosave autosave(session);
        QString message;
        QVERIFY(!autosave.resume(&message));
        for (int game = 0; game < 30; ++game) {
            session.newGame(triangle());
            QVERIFY(session.play("11-4"));
        }
        QCOMPARE(autosave.writeNow(), QString());
    }
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QCOMPARE(int(session.earlierGames().size()), Autosave::kMaxKeptGames);
    QVERIFY(session.laterGames().empty());
    QVERIFY(QFileInfo(Autosave::otherGamesPath()).size() <= BoardFiles::kMaxFileBytes);
}

// A game kept by an older Puzzlebox has no other games beside it.
void TestAutosave::autosaveWithoutOtherGamesStillReads()
{
    pb::SavedGame game{pb::GameRecord(triangle()), std::nullopt};
    QVERIFY(!game.record.play({"11-4"}));
    QCOMPARE(GameFiles::save(game, GameFiles::autosavePath()), QString());
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(session.earlierGames().empty());
    session.undo();
    QVERIFY(!session.canUndo());
}

// Kept with another game (the game file written after them was lost, or
// rewritten by an older Puzzlebox): left out with a warning that names the
// file, and nothing else changes.
void TestAutosave::otherGamesOfAnotherGameAreLeftOut()
{
    QVERIFY(keepFifteenAfterTriangle());
    QVERIFY(QFileInfo::exists(Autosave::otherGamesPath()));
    pb::SavedGame other{pb::GameRecord(triangle()), std::nullopt};
    QVERIFY(!other.record.play({"11-4"}));
    QCOMPARE(GameFiles::save(other, GameFiles::autosavePath()), QString());

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QRegularExpression::escape(Autosave::otherGamesPath())
                                                          + QStringLiteral(":1:1: not the games kept with this game")));
    GameSession session;
    Autosave autosave(session);
    QString message;
    QVERIFY2(autosave.resume(&message), qPrintable(message));
    QCOMPARE(session.moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(session.earlierGames().empty());
}

PUZZLEBOX_TEST_GUILESS_MAIN(TestAutosave)
} // namespace tst_autosave
#include "tst_autosave.moc"
