// A family that lives only in this test: a row of lights, where a move toggles
// one light and its neighbours, solved when every light is off. It registers
// itself here, and no shared file names it; yet it is played, undone, saved,
// read back, solved and drawn through the same session, CLI command, window
// and scene as every family of the app. Adding a family needs no more.

#include "clicommand.h"
#include "core/common/registry.h"
#include "core/common/savedgame.h"
#include "service/gamesession.h"
#include "service/solverservice.h"
#include "ui/board/boardexport.h"
#include "ui/board/typedboardscene.h"
#include "ui/board/boardview.h"
#include "ui/families.h"
#include "ui/mainwindow.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QFile>
#include <QGraphicsEllipseItem>
#include <QGraphicsSceneMouseEvent>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <chrono>
#include <deque>
#include <fcntl.h>
#include <unistd.h>

namespace tst_toyfamily {

namespace {

class LightsPuzzle final : public pb::Puzzle {
public:
    static constexpr std::string_view kFamily = "lights";

    explicit LightsPuzzle(std::vector<bool> lights)
        : m_lights(std::move(lights))
    {
    }

    std::string_view family() const override { return kFamily; }
    std::unique_ptr<Puzzle> clone() const override { return std::make_unique<LightsPuzzle>(*this); }
    bool equals(const Puzzle &other) const override
    {
        const auto *lights = dynamic_cast<const LightsPuzzle *>(&other);
        return lights && lights->m_lights == m_lights;
    }
    std::vector<std::string> legalMoves() const override
    {
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < m_lights.size(); ++i)
            moves.push_back(std::to_string(i));
        return moves;
    }
    std::optional<pb::Message> apply(std::string_view move) override
    {
        int light = -1;
        if (std::from_chars(move.data(), move.data() + move.size(), light).ec != std::errc() || light < 0
            || light >= int(m_lights.size()))
            return pb::message("lights", "There is no light %1", {std::string(move)});
        for (int i = light - 1; i <= light + 1; ++i) {
            if (i >= 0 && i < int(m_lights.size()))
                m_lights[std::size_t(i)] = !m_lights[std::size_t(i)];
        }
        return std::nullopt;
    }
    bool isSolved() const override { return std::find(m_lights.begin(), m_lights.end(), true) == m_lights.end(); }
    std::string save() const override
    {
        std::string text;
        for (bool on : m_lights)
            text += on ? '1' : '0';
        return text + '\n';
    }
    std::string render() const override
    {
        std::string text;
        for (bool on : m_lights)
            text += on ? '*' : '.';
        return text + '\n';
    }
    pb::Message summary() const override
    {
        return pb::message("lights", "%1 lights on", {std::to_string(std::count(m_lights.begin(), m_lights.end(), true))});
    }
    // Breadth first over every row of lights: the fewest moves.
    pb::SolveResult solve(const pb::SolveOptions &, std::stop_token stop, pb::Progress &progress) const override
    {
        const auto started = std::chrono::steady_clock::now();
        pb::SolveResult result;
        std::map<std::string, std::string> parent{{save(), std::string()}};
        std::deque<LightsPuzzle> queue{*this};
        while (!queue.empty() && !stop.stop_requested()) {
            const LightsPuzzle position = queue.front();
            queue.pop_front();
            progress.addNodes(1);
            ++result.nodes;
            if (position.isSolved()) {
                for (std::string at = position.save(); !parent[at].empty();) {
                    const std::string move = parent[at].substr(0, parent[at].find(' '));
                    result.moves.insert(result.moves.begin(), move);
                    at = parent[at].substr(parent[at].find(' ') + 1);
                }
                result.status = pb::SolveStatus::Solved;
                result.optimal = true;
                break;
            }
            for (const std::string &move : position.legalMoves()) {
                LightsPuzzle next = position;
                next.apply(move);
                if (parent.emplace(next.save(), move + ' ' + position.save()).second)
                    queue.push_back(next);
            }
        }
        if (result.status != pb::SolveStatus::Solved)
            result.status = stop.stop_requested() ? pb::SolveStatus::Stopped : pb::SolveStatus::Unsolvable;
        result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
        return result;
    }

    bool lightOn(int light) const { return m_lights[std::size_t(light)]; }
    int size() const { return int(m_lights.size()); }

private:
    std::vector<bool> m_lights;
};

pb::Parsed<pb::PuzzlePtr> parseLights(std::string_view text)
{
    std::vector<bool> lights;
    int column = 0;
    for (const char ch : text) {
        ++column;
        if (ch == '\n')
            break;
        if (ch != '0' && ch != '1')
            return pb::ParseError{1, column, pb::message("lights", "A light is 0 or 1")};
        lights.push_back(ch == '1');
    }
    if (lights.empty() || lights.size() > 16)
        return pb::ParseError{1, 1, pb::message("lights", "A row has 1 to 16 lights")};
    return std::make_unique<LightsPuzzle>(std::move(lights));
}

const pb::FamilyRegistration coreHalf({LightsPuzzle::kFamily, "lights", "Lights", parseLights, "0110\n", {}});

class LightsScene final : public TypedBoardScene<LightsPuzzle> {
public:
    using TypedBoardScene::TypedBoardScene;

    void finishAnimations() override {}
    void showHint(const std::string &) override {}

    QPointF lightCenter(int light) const { return m_items[std::size_t(light)]->rect().center(); }
    bool lightShown(int light) const { return m_items[std::size_t(light)]->brush().color() == Qt::yellow; }

protected:
    void setTypedPosition(const LightsPuzzle &lights) override
    {
        while (int(m_items.size()) < lights.size())
            m_items.push_back(addEllipse(40.0 * double(m_items.size()), 0, 30, 30));
        for (int i = 0; i < lights.size(); ++i)
            m_items[std::size_t(i)]->setBrush(lights.lightOn(i) ? Qt::yellow : Qt::darkGray);
    }
    void showTypedMove(const LightsPuzzle &before, const LightsPuzzle &after, const std::string &, bool forward) override
    {
        setTypedPosition(forward ? after : before);
    }
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (m_items[i]->contains(event->scenePos()))
                emit moveRequested(std::to_string(i));
        }
    }

private:
    std::vector<QGraphicsEllipseItem *> m_items;
};

const FamilyUiRegistration windowHalf({
    LightsPuzzle::kFamily,
    "&Lights",
    [](QObject *parent) -> BoardScene * { return new LightsScene(parent); },
    [] { return QStringLiteral("<h3>Lights</h3>"); },
    [](const AppSettings &) { return pb::familyById(LightsPuzzle::kFamily)->sampleBoard(); },
    nullptr,
});

} // namespace

class TestToyFamily : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void isRegistered();
    void playedUndoneSavedAndReadBack();
    void solvedOnTheWorker();
    void solvedThroughTheCliCommand();
    void playedInTheWindow();
};

void TestToyFamily::initTestCase()
{
    testsetup::useTestFolders();
}

void TestToyFamily::isRegistered()
{
    QVERIFY(pb::familyById(LightsPuzzle::kFamily));
    QCOMPARE(pb::families().back().id, LightsPuzzle::kFamily);
    QVERIFY(familyUi(LightsPuzzle::kFamily));
    // A board file is known by its suffix, like any family's.
    auto parsed = pb::parseBoard("101\n", "lights");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
    auto refused = pb::parseBoard("10x\n", "lights");
    QVERIFY(std::holds_alternative<pb::ParseError>(refused));
    QCOMPARE(std::get<pb::ParseError>(refused).column, 3);
}

void TestToyFamily::playedUndoneSavedAndReadBack()
{
    GameSession session;
    session.newGame(pb::familyById(LightsPuzzle::kFamily)->sampleBoard());
    QVERIFY(session.play("0"));
    QVERIFY(session.play("3"));
    QCOMPARE(QString::fromStdString(session.position().render()), QStringLiteral("*..*\n"));
    session.undo();
    QCOMPARE(session.redoText(), QStringLiteral("Move 3"));
    session.restart();
    session.undo();
    QCOMPARE(session.moves(), QStringList{QStringLiteral("0")});

    const std::string text = pb::writeSavedGame(session.game());
    QVERIFY(text.starts_with("puzzlebox-game 3\nfamily lights\n"));
    auto parsed = pb::parseSavedGame(text);
    QVERIFY(std::holds_alternative<pb::SavedGame>(parsed));
    GameSession reopened;
    reopened.openGame(std::move(std::get<pb::SavedGame>(parsed)));
    QVERIFY(reopened.position().equals(session.position()));
    QVERIFY(reopened.canRedo());
    reopened.redo();
    QCOMPARE(QString::fromStdString(reopened.position().render()), QStringLiteral("*..*\n"));
}

void TestToyFamily::solvedOnTheWorker()
{
    SolverService solver;
    QSignalSpy finished(&solver, &SolverService::finished);
    const auto start = pb::familyById(LightsPuzzle::kFamily)->sampleBoard();
    solver.solve(*start);
    QVERIFY(finished.wait(5000));
    const auto result = finished.at(0).at(1).value<pb::SolveResult>();
    QCOMPARE(result.status, pb::SolveStatus::Solved);
    auto position = start->clone();
    for (const std::string &move : result.moves)
        QVERIFY(!position->apply(move));
    QVERIFY(position->isSolved());
    // 0110 needs every light toggled once: no three toggles leave all four off.
    QCOMPARE(result.moves.size(), std::size_t(4));
    QVERIFY(result.optimal);
}

// The CLI's solve command, run in this process: what it prints goes to a file.
void TestToyFamily::solvedThroughTheCliCommand()
{
    QTemporaryDir dir;
    const QString board = dir.filePath(QStringLiteral("row.lights"));
    QFile file(board);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("0110\n");
    file.close();
    const CliCommand *solve = nullptr;
    for (const CliCommand &command : registeredCommands()) {
        if (qstrcmp(command.name, "solve") == 0)
            solve = &command;
    }
    QVERIFY(solve);

    const auto run = [&](const QStringList &arguments, const QString &outPath) {
        std::fflush(stdout);
        std::fflush(stderr);
        const int savedOut = dup(STDOUT_FILENO);
        const int savedErr = dup(STDERR_FILENO);
        const int out = ::open(QFile::encodeName(outPath).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(out, STDOUT_FILENO);
        dup2(out, STDERR_FILENO);
        const int code = solve->run(QStringList{QStringLiteral("puzzlebox-cli")} + arguments);
        std::fflush(stdout);
        std::fflush(stderr);
        dup2(savedOut, STDOUT_FILENO);
        dup2(savedErr, STDERR_FILENO);
        ::close(out);
        ::close(savedOut);
        ::close(savedErr);
        QFile output(outPath);
        output.open(QIODevice::ReadOnly);
        return std::pair{code, QString::fromUtf8(output.readAll())};
    };
    const auto [code, output] = run({QStringLiteral("solve"), board}, dir.filePath(QStringLiteral("out.txt")));
    QCOMPARE(code, int(ExitAnswered));
    QVERIFY2(output.contains(QStringLiteral("0:\n.**.\n")), qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("....\n")), qPrintable(output));

    // It has no finishing cells: the option is refused, with the family's name.
    const auto [refusedCode, refused] =
        run({QStringLiteral("solve"), board, QStringLiteral("--finish"), QStringLiteral("1")}, dir.filePath(QStringLiteral("err.txt")));
    QCOMPARE(refusedCode, int(ExitUsage));
    QVERIFY2(refused.contains(QStringLiteral("--finish is not available for Lights boards.")), qPrintable(refused));
}

void TestToyFamily::playedInTheWindow()
{
    MainWindow window;
    window.setAnimationMillis(0);
    window.resize(700, 500);
    window.newGame(pb::familyById(LightsPuzzle::kFamily)->sampleBoard());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *scene = dynamic_cast<LightsScene *>(window.scene());
    QVERIFY(scene);
    BoardView *view = window.boardView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene->lightCenter(0)));
    QCOMPARE(window.session().moves(), QStringList{QStringLiteral("0")});
    QVERIFY(scene->lightShown(0) && !scene->lightShown(1) && scene->lightShown(2));
    window.session().undo();
    QVERIFY(!scene->lightShown(0) && scene->lightShown(1));
    // What the family cannot do is not offered.
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionFinishCells"))->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionEditBoard"))->isEnabled());
    // Drawn like any board: exported as an image.
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("lights.png"));
    QCOMPARE(window.exportBoard(picture), QString());
    QVERIFY(QImage(picture).width() > 0);
}

PUZZLEBOX_TEST_MAIN(TestToyFamily)
} // namespace tst_toyfamily
#include "tst_toyfamily.moc"
