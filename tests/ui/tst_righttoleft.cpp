// Arabic mirrors the window as Qt does for a right-to-left language: the menu
// bar reads from the right, the solver panel stands on the left. The boards
// are pictures of physical puzzles and keep their geometry: a click on a cell
// hits that cell, Left moves left, and the Fifteen looks the same pixel for
// pixel as in English. English restores the left-to-right window.

#include "core/common/registry.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "service/gamesession.h"
#include "ui/board/boardview.h"
#include "ui/families.h"
#include "ui/help/rulesdialog.h"
#include "ui/mainwindow.h"
#include "ui/nim/nimscene.h"
#include "ui/roller/rollerscene.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"
#include "testsetup.h"

#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QTest>
#include <QToolButton>

namespace tst_righttoleft {

namespace {

// The blank in the middle: a click on tile 4 slides it right, Left slides 5.
const char *const kFifteenBlankInTheMiddle = "3\n1 2 3\n4 0 5\n7 8 6\n";

pb::PuzzlePtr parsed(const char *text, const char *extension)
{
    auto result = pb::parseBoard(text, extension);
    Q_ASSERT(std::holds_alternative<pb::PuzzlePtr>(result));
    return std::move(std::get<pb::PuzzlePtr>(result));
}

void click(MainWindow &window, QPointF scenePoint)
{
    BoardView *view = window.boardView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePoint));
}

} // namespace

class TestRightToLeft : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void arabicMirrorsTheWindowAndEnglishRestoresIt();
    void aWindowKeepsItsPanelOnTheTextsEndSide();
    void aClickHitsTheCellUnderIt();
    void arrowsMoveAsOnTheBoard();
    void theBoardIsNotMirrored();
    void rulesReadTheExampleFromTheRight();

private:
    void choose(const char *code);
    // Whether the solver panel stands left of the board.
    static bool panelOnTheLeft(const MainWindow &window);
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }

    std::unique_ptr<MainWindow> m_window;
};

void TestRightToLeft::initTestCase()
{
    testsetup::useTestFolders();
}

void TestRightToLeft::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    choose("ar");
}

void TestRightToLeft::cleanup()
{
    choose("en");
    m_window.reset();
    QSettings().clear();
}

// Through View ▸ Language, as a player would; the language change Qt posts
// is delivered before the test looks.
void TestRightToLeft::choose(const char *code)
{
    action(qPrintable(QStringLiteral("actionLanguage_") + QLatin1String(code)))->trigger();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

bool TestRightToLeft::panelOnTheLeft(const MainWindow &window)
{
    return window.solutionDock()->mapTo(&window, QPoint()).x() < window.boardView()->mapTo(&window, QPoint()).x();
}

void TestRightToLeft::arabicMirrorsTheWindowAndEnglishRestoresIt()
{
    const auto checkDirection = [this](Qt::LayoutDirection direction) {
        QCOMPARE(QGuiApplication::layoutDirection(), direction);
        QCOMPARE(m_window->layoutDirection(), direction);
        QTRY_COMPARE(m_window->solutionDock()->layoutDirection(), direction);
        // The solver panel stands on the side the text starts from, beside the board.
        QTRY_COMPARE(panelOnTheLeft(*m_window), direction == Qt::RightToLeft);
        // The menu bar reads in the same direction: Game first.
        QMenuBar *bar = m_window->menuBar();
        const QList<QAction *> menus = bar->actions();
        QVERIFY(menus.size() >= 2);
        const int first = bar->actionGeometry(menus.at(0)).center().x();
        const int second = bar->actionGeometry(menus.at(1)).center().x();
        QVERIFY2((first > second) == (direction == Qt::RightToLeft), qPrintable(menus.at(0)->text()));
    };
    checkDirection(Qt::RightToLeft);
    QCOMPARE(m_window->menuBar()->actions().at(0)->text(), QStringLiteral("اللعبة (&G)"));
    // The panel's step buttons keep a player's order: First on the left, as Ctrl+Left goes back.
    const auto buttonX = [this](const char *name) {
        for (QToolButton *button : m_window->solutionDock()->findChildren<QToolButton *>()) {
            if (button->defaultAction() == action(name))
                return button->mapTo(m_window.get(), QPoint()).x();
        }
        return -1;
    };
    QVERIFY(buttonX("actionFirst") >= 0);
    QVERIFY(buttonX("actionFirst") < buttonX("actionLast"));
    // The panel names menu entries without the "(&S)" that carries their
    // mnemonic: "حلّ ▸ حلّ (Ctrl+R)", the key in brackets only.
    QString panelWords;
    for (QLabel *label : m_window->solutionDock()->findChildren<QLabel *>())
        panelWords += label->text();
    QVERIFY2(panelWords.contains(QStringLiteral("(Ctrl+R)")), qPrintable(panelWords));
    QVERIFY2(!panelWords.contains(QStringLiteral("(S)")), qPrintable(panelWords));
    choose("en");
    checkDirection(Qt::LeftToRight);
    QCOMPARE(m_window->menuBar()->actions().at(0)->text(), QStringLiteral("&Game"));
    choose("ar");
    checkDirection(Qt::RightToLeft);
}

// A window made while Arabic is in use has its panel on the left from the
// start; the layout it keeps on closing comes back on the right in English.
void TestRightToLeft::aWindowKeepsItsPanelOnTheTextsEndSide()
{
    {
        MainWindow arabic;
        QVERIFY(windowsetup::show(arabic, {900, 640}));
        QTRY_VERIFY(panelOnTheLeft(arabic));
        QVERIFY(arabic.close());
    }
    choose("en");
    MainWindow english;
    QVERIFY(windowsetup::show(english, {900, 640}));
    QTRY_VERIFY(!panelOnTheLeft(english));
    QVERIFY(english.close());
    choose("ar");
    MainWindow arabic;
    QVERIFY(windowsetup::show(arabic, {900, 640}));
    QTRY_VERIFY(panelOnTheLeft(arabic));
}

void TestRightToLeft::aClickHitsTheCellUnderIt()
{
    QVERIFY(m_window->isRightToLeft());
    // Pegs: hole 11, second from the left on the bottom row, jumps into hole 4.
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});

    // Fifteen: tile 4, left of the blank, slides into it.
    m_window->newGame(parsed(kFifteenBlankInTheMiddle, "fif"));
    const auto *fifteen = qobject_cast<const FifteenScene *>(m_window->scene());
    QVERIFY(fifteen);
    click(*m_window, fifteen->cellCenter(3));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("4")});

    // Roller-Board: the arrow at the left end of the top row rolls it left.
    m_window->newGame(std::make_unique<pb::roller::RollerPuzzle>(pb::roller::RollerPuzzle::classicExample()));
    const auto *roller = qobject_cast<const RollerScene *>(m_window->scene());
    QVERIFY(roller);
    click(*m_window, roller->buttonCenter({pb::roller::Direction::Left, 0}));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("R0L")});

    // Nim: the heaps stand A, B, C from the left; the bottom stone of A takes it all.
    m_window->newGame(std::make_unique<pb::nim::NimPuzzle>(pb::nim::NimPuzzle::classicGame()));
    const auto *nim = qobject_cast<const NimScene *>(m_window->scene());
    QVERIFY(nim);
    QVERIFY(nim->stoneCenter(0, 0).x() < nim->stoneCenter(2, 0).x());
    click(*m_window, nim->stoneCenter(0, 0));
    QVERIFY(!m_window->session().moves().isEmpty());
    QCOMPARE(m_window->session().moves().first(), QStringLiteral("A5"));
}

void TestRightToLeft::arrowsMoveAsOnTheBoard()
{
    // Left slides the tile right of the blank to the left, as in English.
    m_window->newGame(parsed(kFifteenBlankInTheMiddle, "fif"));
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Left));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("5")});
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_Right));
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("5"), QStringLiteral("5")}));
}

void TestRightToLeft::theBoardIsNotMirrored()
{
    m_window->newGame(parsed(kFifteenBlankInTheMiddle, "fif"));
    QWidget *viewport = m_window->boardView()->viewport();
    const QImage arabic = viewport->grab().toImage();
    choose("en");
    QCOMPARE(viewport->size(), arabic.size());
    const QImage english = viewport->grab().toImage();
    QVERIFY(english != english.mirrored(true, false));
    QVERIFY2(arabic == english, "the Fifteen is drawn otherwise under Arabic");
}

// The example of a move reads as the window does: before on the right, the
// arrow pointing left to after, and the caption says the mark is on the right.
void TestRightToLeft::rulesReadTheExampleFromTheRight()
{
    const FamilyUi *pegs = familyUi(pb::pegs::PegPuzzle::kFamily);
    QVERIFY(pegs);
    RulesDialog dialog(*pegs, testsetup::appSettings(), m_window.get());
    QVERIFY(dialog.isRightToLeft());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const auto labelNamed = [&dialog](const char *name) -> QLabel * {
        const QString translatedName = QCoreApplication::translate("RulesDialog", name);
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->accessibleName() == translatedName)
                return label;
        }
        return nullptr;
    };
    QLabel *before = labelNamed("Before the move");
    QLabel *then = labelNamed("then");
    QLabel *after = labelNamed("After the move");
    QVERIFY(before && then && after);
    const auto x = [&dialog](QWidget *widget) { return widget->mapTo(&dialog, QPoint()).x(); };
    QVERIFY(x(before) > x(then) && x(then) > x(after));
    QVERIFY2(then->text().contains(QChar(0x2190)), qPrintable(then->text()));
}

PUZZLEBOX_TEST_MAIN(TestRightToLeft)
} // namespace tst_righttoleft
#include "tst_righttoleft.moc"
