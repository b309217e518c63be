// Monkey tests: thousands of random actions of a person (clicks anywhere on the
// board's viewport and on its cells, key presses, undo and redo, restart and
// new game, solve and stop, hints, the solution player) through the real
// window, one puzzle at a time. After every action the scene must show exactly
// the session's position, the session's line of moves must replay from its
// start to that position, and the game must read back the same from its file.
// The seed is fixed and printed, so a failure replays exactly.

#include "core/common/registry.h"
#include "core/common/savedgame.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/translatedmessage.h"
#include "ui/board/boardview.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/nim/nimscene.h"
#include "ui/pegs/pegscene.h"
#include "ui/roller/rollerscene.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAction>
#include <QGraphicsItem>
#include <QStandardPaths>
#include <QTest>

#include <random>

namespace tst_monkey {

namespace {

constexpr int kActions = 2000;
constexpr std::uint32_t kSeed = 20261122;

// Starting positions small enough for every solver to answer at once, so that
// solve, hint and the solution player come up often.
std::unique_ptr<pb::Puzzle> startOf(const QString &extension)
{
    for (const pb::FamilyInfo &family : pb::families()) {
        if (QLatin1String(family.extension) == extension)
            return family.sampleBoard();
    }
    Q_ASSERT(false);
    return nullptr;
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void monkey_data();
    void monkey();

private:
    enum class Action { Click, ClickTarget, Key, Undo, Redo, Solve, Stop, Hint, Forward, Back, First, Last, PlayPause, Restart, NewGame };

    QAction *action(const char *name) const;
    // Scene points where a click can do something: the centres of its items.
    QList<QPointF> targets() const;
    // Empty when the scene shows exactly the session's position, else the first difference.
    QString sceneDifference() const;
    void perform(Action action, const QString &extension, std::mt19937 &random);

    std::unique_ptr<MainWindow> m_window;
};

void TestMonkey::initTestCase()
{
    testsetup::useTestFolders();
}

QAction *TestMonkey::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

// Whatever the scene draws can be clicked: holes, cells, roll buttons and
// stones are items like the board under them, so no family is named here.
QList<QPointF> TestMonkey::targets() const
{
    QList<QPointF> points;
    for (const QGraphicsItem *item : m_window->scene()->items()) {
        if (item->isVisible())
            points << item->sceneBoundingRect().center();
    }
    return points;
}

QString TestMonkey::sceneDifference() const
{
    const pb::Puzzle &position = m_window->session().position();
    if (auto *pegs = qobject_cast<PegScene *>(m_window->scene())) {
        const auto &puzzle = dynamic_cast<const pb::pegs::PegPuzzle &>(position);
        if (pegs->holeCount() != puzzle.geometry().holeCount())
            return QStringLiteral("the scene has %1 holes, the board %2").arg(pegs->holeCount()).arg(puzzle.geometry().holeCount());
        for (int hole = 0; hole < pegs->holeCount(); ++hole) {
            if (pegs->pegShown(hole) != puzzle.hasPeg(hole))
                return QStringLiteral("hole %1 shows %2").arg(hole).arg(pegs->pegShown(hole) ? "a peg" : "no peg");
        }
    } else if (auto *roller = qobject_cast<RollerScene *>(m_window->scene())) {
        const auto &puzzle = dynamic_cast<const pb::roller::RollerPuzzle &>(position);
        if (roller->rows() != puzzle.height() || roller->columns() != puzzle.width())
            return QStringLiteral("the scene's grid has another size");
        for (int row = 0; row < puzzle.height(); ++row) {
            for (int col = 0; col < puzzle.width(); ++col) {
                if (roller->cellShown(row, col) != puzzle.cell(row, col))
                    return QStringLiteral("cell %1,%2 shows %3").arg(row).arg(col).arg(int(roller->cellShown(row, col)));
            }
        }
    } else if (auto *nim = qobject_cast<NimScene *>(m_window->scene())) {
        const auto &heaps = dynamic_cast<const pb::nim::NimPuzzle &>(position).heaps();
        if (nim->heapCount() != int(heaps.size()))
            return QStringLiteral("the scene shows %1 heaps").arg(nim->heapCount());
        for (int heap = 0; heap < nim->heapCount(); ++heap) {
            if (nim->stonesShown(heap) != heaps[std::size_t(heap)])
                return QStringLiteral("heap %1 shows %2 stones").arg(heap).arg(nim->stonesShown(heap));
        }
    } else if (auto *fifteen = qobject_cast<FifteenScene *>(m_window->scene())) {
        const auto &board = dynamic_cast<const pb::fifteen::FifteenPuzzle &>(position).board();
        if (fifteen->dim() != board.dim())
            return QStringLiteral("the scene is %1 x %1").arg(fifteen->dim());
        for (int cell = 0; cell < board.dim() * board.dim(); ++cell) {
            if (fifteen->tileShownAt(cell) != board.tileAt(cell))
                return QStringLiteral("cell %1 shows tile %2").arg(cell).arg(fifteen->tileShownAt(cell));
        }
    } else {
        return QStringLiteral("no scene of a known family");
    }
    return QString();
}

void TestMonkey::perform(Action what, const QString &extension, std::mt19937 &random)
{
    QWidget *viewport = m_window->boardView()->viewport();
    const auto pick = [&random](int count) { return std::uniform_int_distribution<int>(0, count - 1)(random); };
    const auto triggerIfEnabled = [](QAction *action) {
        // A person cannot click a greyed-out action.
        if (action->isEnabled())
            action->trigger();
    };
    switch (what) {
    case Action::Click:
        QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(pick(viewport->width()), pick(viewport->height())));
        break;
    case Action::ClickTarget:
        if (const QList<QPointF> points = targets(); !points.isEmpty()) {
            const QPoint at = m_window->boardView()->mapFromScene(points[pick(int(points.size()))]);
            QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
        }
        break;
    case Action::Key: {
        static constexpr Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down,
                                           Qt::Key_Space, Qt::Key_Return, Qt::Key_Escape};
        QTest::keyClick(m_window->boardView(), keys[pick(int(std::size(keys)))]);
        break;
    }
    case Action::Undo:
        triggerIfEnabled(action("actionUndo"));
        break;
    case Action::Redo:
        triggerIfEnabled(action("actionRedo"));
        break;
    case Action::Solve:
        triggerIfEnabled(action("actionSolve"));
        break;
    case Action::Stop:
        triggerIfEnabled(action("actionStop"));
        break;
    case Action::Hint:
        // Nim explains its hint in a dialog of its own, which would wait for a person.
        if (m_window->session().position().family() != pb::nim::NimPuzzle::kFamily)
            triggerIfEnabled(action("actionHint"));
        break;
    case Action::Forward:
        triggerIfEnabled(action("actionForward"));
        break;
    case Action::Back:
        triggerIfEnabled(action("actionBack"));
        break;
    case Action::First:
        triggerIfEnabled(action("actionFirst"));
        break;
    case Action::Last:
        triggerIfEnabled(action("actionLast"));
        break;
    case Action::PlayPause:
        triggerIfEnabled(action("actionPlayPause"));
        break;
    case Action::Restart:
        triggerIfEnabled(action("actionRestart"));
        break;
    case Action::NewGame:
        // What Game ▸ New does once its dialog (if any) is answered.
        m_window->newGame(startOf(extension));
        break;
    }
}

void TestMonkey::monkey_data()
{
    QTest::addColumn<QString>("extension");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(std::string(family.id).c_str()) << QString::fromLatin1(family.extension.data(), family.extension.size());
}

void TestMonkey::monkey()
{
    QFETCH(QString, extension);
    m_window = std::make_unique<MainWindow>();
    m_window->setOpponentPauseMillis(0);
    m_window->newGame(startOf(extension));
    // Small: Qt's raster engine hands every fill taller than about a hundred
    // lines to its thread pool, and on two cores the monkey's thousands of
    // repaints spent more than half their time waking those threads (25 s for
    // the pegs at 520 x 400, 4 s at this size, where the board is drawn the same).
    QVERIFY(windowsetup::show(*m_window, {320, 240}));

    // Weighted like a person's use: mostly clicks and keys, now and then the
    // rest; the solution player only does something once a solution is known.
    const std::vector<std::pair<Action, int>> weights{
        {Action::ClickTarget, 34}, {Action::Click, 14}, {Action::Key, 14}, {Action::Undo, 9},
        {Action::Redo, 6}, {Action::Solve, 4}, {Action::Stop, 3}, {Action::Hint, 3},
        {Action::Forward, 5}, {Action::Back, 3}, {Action::First, 1}, {Action::Last, 1},
        {Action::PlayPause, 1}, {Action::Restart, 2}, {Action::NewGame, 1},
    };
    std::vector<int> odds;
    for (const auto &[what, weight] : weights)
        odds.push_back(weight);
    std::discrete_distribution<int> choose(odds.begin(), odds.end());

    const std::uint32_t seed = kSeed + std::uint32_t(qHash(extension));
    qInfo("%s: %d random actions, seed %u", qPrintable(extension), kActions, seed);
    std::mt19937 random(seed);
    int moves = 0;
    for (int step = 0; step < kActions; ++step) {
        const Action what = weights[std::size_t(choose(random))].first;
        perform(what, extension, random);
        // Lets queued work happen: a solver's result, the computer's answer,
        // the solution player's next step.
        QCoreApplication::processEvents();

        const GameSession &session = m_window->session();
        const QString difference = sceneDifference();
        if (!difference.isEmpty())
            QFAIL(qPrintable(QStringLiteral("after action %1 (%2): %3").arg(step).arg(int(what)).arg(difference)));
        auto replay = session.startPosition().clone();
        for (const QString &move : session.moves()) {
            if (const auto refusal = replay->apply(move.toStdString()))
                QFAIL(qPrintable(QStringLiteral("after action %1: the history does not replay at %2: %3").arg(step).arg(move, translated(*refusal))));
        }
        if (!replay->equals(session.position()))
            QFAIL(qPrintable(QStringLiteral("after action %1: the history replays to another position").arg(step)));
        const std::string saved = pb::writeSavedGame(session.game());
        auto reread = pb::parseSavedGame(saved);
        if (auto *error = std::get_if<pb::ParseError>(&reread))
            QFAIL(qPrintable(QStringLiteral("after action %1: the game does not read back: %2\n%3")
                                 .arg(step)
                                 .arg(QString::fromStdString(error->toString()), QString::fromStdString(saved))));
        const pb::GameRecord &read = std::get<pb::SavedGame>(reread).record;
        if (!read.position().equals(session.position()) || read.turns() != session.record().turns())
            QFAIL(qPrintable(QStringLiteral("after action %1: the game reads back as another").arg(step)));
        moves = std::max(moves, session.moveCount());
    }
    // The monkey must have played, not just clicked on nothing.
    QVERIFY2(moves > 0, "no move was ever played");
    qInfo("%s: the longest line played had %d moves", qPrintable(extension), moves);
    m_window.reset();
}

PUZZLEBOX_TEST_MAIN(TestMonkey)
} // namespace tst_monkey
#include "tst_monkey.moc"
