// View ▸ Theme (issue 45): in each theme every mark of every family stays
// apart from an unmarked cell and from the other marks by light and shape,
// not by hue alone: the pixels compared are grey levels, so two marks that
// differed only in hue would count as the same. The choice is kept in the
// settings and read back by a new window, applies at once, and is a Looks
// action; printing and export use the printable look.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/appsettings.h"
#include "ui/board/boardexport.h"
#include "ui/board/boardlook.h"
#include "ui/board/boardview.h"
#include "ui/coach/coachoverlay.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/mainwindow.h"
#include "ui/nim/nimscene.h"
#include "ui/pegs/pegscene.h"
#include "ui/roller/rollerscene.h"
#include "ui/settings/theme.h"
#include "ui/window/actiongates.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QApplication>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_themes {

using Look = BoardLook::Theme;

namespace {

// Pixels whose grey levels differ by this much are told apart by any eye.
constexpr int kGreyStep = 40;

// The pixels of `area` whose grey level differs by kGreyStep or more
// between `a` and `b`, the area of `b` moved by `shift`.
int greyDifferences(const QImage &a, const QImage &b, const QRect &area, QPoint shift = {})
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const QPoint other = QPoint(x, y) + shift;
            if (a.rect().contains(x, y) && b.rect().contains(other)
                && std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(other))) >= kGreyStep)
                ++count;
        }
    }
    return count;
}

// A board of one family in a view, grabbed as the screen shows it.
class Board {
public:
    explicit Board(BoardScene *scene)
        : m_scene(scene)
    {
        m_scene->setAnimationMillis(0);
        m_view.setScene(m_scene);
        m_view.resize(520, 420);
        m_view.show();
    }

    bool exposed() { return QTest::qWaitForWindowExposed(&m_view); }
    BoardView &view() { return m_view; }

    QImage grab()
    {
        QCoreApplication::processEvents();
        return m_view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    }

    // Scene `rect` on the screen, `margin` pixels wider on every side.
    QRect onScreen(const QRectF &rect, int margin = 6) const
    {
        return m_view.mapFromScene(rect).boundingRect().adjusted(-margin, -margin, margin, margin);
    }

    void click(const QPointF &scenePoint)
    {
        QTest::mouseClick(m_view.viewport(), Qt::LeftButton, {}, m_view.mapFromScene(scenePoint));
    }

private:
    BoardView m_view;
    BoardScene *m_scene;
};

Look themeOf(const QString &name)
{
    return name == QLatin1String("light")  ? Look::Light
         : name == QLatin1String("dark")   ? Look::Dark
         : name == QLatin1String("contrast") ? Look::HighContrast
                                             : Look::Wood;
}

// Enough pixels to be a ring or a shape, not an edge's antialiasing.
constexpr int kMarkPixels = 120;
// Two marks of the same cell differ in a tick, a dash or an arrow.
constexpr int kShapePixels = 40;

} // namespace

class TestThemes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { BoardLook::use(Look::Wood); }

    void pegMarksStayDistinct_data() { themes(); }
    void pegMarksStayDistinct();
    void fifteenMarksStayDistinct_data() { themes(); }
    void fifteenMarksStayDistinct();
    void nimMarksStayDistinct_data() { themes(); }
    void nimMarksStayDistinct();
    void rollerMarksStayDistinct_data() { themes(); }
    void rollerMarksStayDistinct();
    void coachMarksStayDistinct_data() { themes(); }
    void coachMarksStayDistinct();
    void choiceIsKeptAndAppliedAtOnce();
    void followingTheDesktopIsTheDefault();
    void themeActionsAreLooks();
    void exportUsesThePrintableLook();

private:
    static void themes();

    QTemporaryDir m_home;
};

void TestThemes::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_themes"));
    QStandardPaths::setTestModeEnabled(true);
    AppSettings().setTheme(QString());
}

void TestThemes::themes()
{
    QTest::addColumn<QString>("theme");
    for (const char *name : {"wood", "light", "dark", "contrast"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// The picked peg, the hint's peg, the landing hole and a finish cell.
void TestThemes::pegMarksStayDistinct()
{
    QFETCH(QString, theme);
    BoardLook::use(themeOf(theme));
    auto *scene = new PegScene;
    Board board(scene);
    scene->setPosition(pb::pegs::PegPuzzle::classicTriangle());
    QVERIFY(board.exposed());
    const auto around = [&](int hole) {
        const QPointF centre = scene->holeCenter(hole);
        return board.onScreen(QRectF(centre - QPointF(45, 45), QSizeF(90, 90)));
    };
    const QImage plain = board.grab();
    scene->showFinishCells({4});
    const QImage finish = board.grab();
    scene->showFinishCells({});
    scene->showHint("13-4");
    const QImage hint = board.grab();
    scene->showHint(std::string());
    board.click(scene->holeCenter(13));
    QCOMPARE(scene->selectedHole(), 13);
    const QImage picked = board.grab();

    QVERIFY2(greyDifferences(plain, finish, around(4)) >= kMarkPixels, "finish cell");
    QVERIFY2(greyDifferences(plain, hint, around(13)) >= kMarkPixels, "hint");
    QVERIFY2(greyDifferences(plain, picked, around(13)) >= kMarkPixels, "picked peg");
    QVERIFY2(greyDifferences(plain, picked, around(4)) >= kMarkPixels, "landing hole");
    QVERIFY2(greyDifferences(hint, picked, around(13)) >= kShapePixels, "picked peg against the hint");
    QVERIFY2(greyDifferences(finish, picked, around(4)) >= kShapePixels, "finish cell against a landing");
}

// The hinted tile, and a tile at home against one away from it.
void TestThemes::fifteenMarksStayDistinct()
{
    QFETCH(QString, theme);
    BoardLook::use(themeOf(theme));
    auto *scene = new FifteenScene;
    Board board(scene);
    const pb::fifteen::FifteenPuzzle goal(pb::fifteen::FifteenBoard::goal(3));
    scene->setPosition(goal);
    QVERIFY(board.exposed());
    const QImage atHome = board.grab();
    // A move names the tile it slides, which is at home in cell number - 1.
    const std::string move = goal.legalMoves().front();
    const int cell = std::stoi(move) - 1;
    scene->showHint(move);
    const QImage hint = board.grab();
    QVERIFY2(greyDifferences(atHome, hint, board.onScreen(scene->cellRect(cell))) >= kMarkPixels, "hint");

    // The tile slid into the blank's home, the last cell: the same number,
    // without the bar.
    scene->showHint(std::string());
    pb::fifteen::FifteenPuzzle after = goal;
    QVERIFY(!after.apply(move));
    scene->setPosition(after);
    const QImage away = board.grab();
    const QRect home = board.onScreen(scene->cellRect(cell), -4);
    const QPoint shift = board.onScreen(scene->cellRect(8), -4).topLeft() - home.topLeft();
    QVERIFY2(greyDifferences(atHome, away, home, shift) >= kShapePixels, "a tile at home against one away");
}

// The computer's, the hint's and the pointed-at stones.
void TestThemes::nimMarksStayDistinct()
{
    QFETCH(QString, theme);
    BoardLook::use(themeOf(theme));
    auto *scene = new NimScene;
    Board board(scene);
    const pb::nim::NimPuzzle heaps({5, 4, 3});
    scene->setPosition(heaps);
    QVERIFY(board.exposed());
    const QRect heapC = board.onScreen(scene->cellRect(heaps.cellsOf("C1").front()), 0);
    const QImage plain = board.grab();
    scene->showHint("C2");
    const QImage hint = board.grab();
    scene->showHint(std::string());
    scene->hoverStone(2, 1);
    QCOMPARE(scene->previewHeap(), 2);
    const QImage preview = board.grab();
    QVERIFY2(greyDifferences(plain, hint, heapC) >= kMarkPixels, "hint");
    QVERIFY2(greyDifferences(plain, preview, heapC) >= kMarkPixels, "preview");
    QVERIFY2(greyDifferences(hint, preview, heapC) >= kShapePixels, "hint against the preview");
}

// The hinted line, and a one against a zero.
void TestThemes::rollerMarksStayDistinct()
{
    QFETCH(QString, theme);
    BoardLook::use(themeOf(theme));
    auto *scene = new RollerScene;
    Board board(scene);
    const pb::roller::RollerPuzzle solved = pb::roller::RollerPuzzle::solvedBoard(3, 5);
    scene->setPosition(solved);
    QVERIFY(board.exposed());
    const QImage plain = board.grab();
    scene->showHint("C4D");
    const QImage hint = board.grab();
    const QRect column = board.onScreen(scene->cellRect(4).united(scene->cellRect(14)));
    QVERIFY2(greyDifferences(plain, hint, column) >= kMarkPixels, "hinted line");

    int one = -1;
    int zero = -1;
    for (int row = 0; row < 3; ++row) {
        (scene->cellShown(row, 0) ? one : zero) = row * 5;
    }
    QVERIFY(one >= 0 && zero >= 0);
    const QRect oneCell = board.onScreen(scene->cellRect(one), -2);
    const QPoint shift = board.onScreen(scene->cellRect(zero), -2).topLeft() - oneCell.topLeft();
    QVERIFY2(greyDifferences(plain, plain, oneCell, shift) >= kMarkPixels, "a one against a zero");
}

// The coach's goal cell against its losing move, on a peg.
void TestThemes::coachMarksStayDistinct()
{
    QFETCH(QString, theme);
    BoardLook::use(themeOf(theme));
    auto *scene = new PegScene;
    Board board(scene);
    scene->setPosition(pb::pegs::PegPuzzle::classicTriangle());
    QVERIFY(board.exposed());
    const QRect cell = board.onScreen(scene->cellRect(13), 10);
    const QImage plain = board.grab();
    QPointer<CoachOverlay> overlay;
    CoachOverlay::on(scene, overlay)->setLostMove({13});
    const QImage lost = board.grab();
    overlay->setLostMove({});
    pb::ProofDrawing proof;
    proof.kind = pb::ProofDrawing::Kind::Search;
    proof.goalCells = {13};
    overlay->setProof(proof);
    const QImage goal = board.grab();
    QVERIFY2(greyDifferences(plain, lost, cell) >= kMarkPixels, "losing move");
    QVERIFY2(greyDifferences(plain, goal, cell) >= kMarkPixels, "goal cell");
    QVERIFY2(greyDifferences(lost, goal, cell) >= kShapePixels, "goal against the losing move");
}

// View ▸ Theme ▸ Dark: the board and the window change at once, the choice
// is kept, and a new window (as after a restart) starts in it.
void TestThemes::choiceIsKeptAndAppliedAtOnce()
{
    const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
    {
        MainWindow window;
        QVERIFY(windowsetup::show(window, QSize(700, 500)));
        auto *view = window.findChild<BoardView *>();
        QVERIFY(view);
        const QColor before = view->grab().toImage().pixelColor(2, 2);
        windowdriver::action(window, "actionTheme_dark")->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(window.settings().theme(), QStringLiteral("dark"));
        QCOMPARE(BoardLook::current().theme, Look::Dark);
        const QColor after = view->grab().toImage().pixelColor(2, 2);
        QVERIFY2(after.lightness() < before.lightness(), "the backdrop darkened at once");
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    }
    BoardLook::use(Look::Wood);
    {
        MainWindow restarted;
        QVERIFY(windowsetup::show(restarted, QSize(700, 500)));
        QCOMPARE(BoardLook::current().theme, Look::Dark);
        QVERIFY(windowdriver::action(restarted, "actionTheme_dark")->isChecked());
        windowdriver::action(restarted, "actionTheme_contrast")->trigger();
        QCOMPARE(BoardLook::current().theme, Look::HighContrast);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        windowdriver::action(restarted, "actionTheme_desktop")->trigger();
        QVERIFY(restarted.settings().theme().isEmpty());
        QCOMPARE(QApplication::palette().color(QPalette::Window), desktopWindow);
    }
}

// With nothing chosen the theme follows the desktop: the test's palette is
// light, which keeps Wood, the look the boards always had.
void TestThemes::followingTheDesktopIsTheDefault()
{
    AppSettings().setTheme(QString());
    QCOMPARE(Theme::chosen(AppSettings()), QString());
    QCOMPARE(Theme::lookOf(QString()), Look::Wood);
    QCOMPARE(Theme::lookOf(QStringLiteral("light")), Look::Light);
    AppSettings().setTheme(QStringLiteral("no such theme"));
    QCOMPARE(Theme::chosen(AppSettings()), QString());
    AppSettings().setTheme(QString());
}

// Choosing a theme shows nothing of the board it did not show: it is on
// while the game is paused, as the language is.
void TestThemes::themeActionsAreLooks()
{
    MainWindow window;
    QVERIFY(windowsetup::show(window, QSize(700, 500)));
    for (const char *name : {"actionTheme_desktop", "actionTheme_wood", "actionTheme_light", "actionTheme_dark",
                             "actionTheme_contrast"}) {
        QAction *action = windowdriver::action(window, name);
        QCOMPARE(ActionGates::gatesOf(action), ActionGates::Gates(ActionGates::Gate::Looks));
    }
    windowdriver::action(window, "actionPause")->trigger();
    QVERIFY(windowdriver::action(window, "actionTheme_light")->isEnabled());
    windowdriver::action(window, "actionTheme_light")->trigger();
    QCOMPARE(BoardLook::current().theme, Look::Light);
    windowdriver::action(window, "actionTheme_desktop")->trigger();
}

// A picture of the board is light whatever the screen shows, and the screen
// keeps its own look.
void TestThemes::exportUsesThePrintableLook()
{
    BoardLook::use(Look::Dark);
    auto *scene = new PegScene;
    Board board(scene);
    scene->setPosition(pb::pegs::PegPuzzle::classicTriangle());
    QVERIFY(board.exposed());
    const QString path = m_home.filePath(QStringLiteral("board.png"));
    QCOMPARE(BoardExport::write(*scene, path, 400), QString());
    const QImage picture(path);
    QVERIFY(!picture.isNull());
    QVERIFY2(picture.pixelColor(2, 2).lightness() > 200, "the printable backdrop is light");
    QCOMPARE(BoardLook::current().theme, Look::Dark);
    QVERIFY2(board.grab().pixelColor(2, 2).lightness() < 60, "the screen stays dark");
}

PUZZLEBOX_TEST_MAIN(TestThemes)
} // namespace tst_themes
#include "tst_themes.moc"
