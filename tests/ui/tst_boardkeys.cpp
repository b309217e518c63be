// The keys go where a person expects them, with real key events on whatever
// has the focus: Esc stops a solution playing at the first press, after a
// Hint and a Solve too; and after anything that puts a game on the board (each
// family's New dialog, Restart, Paste, a game ID, the designer left) the arrows
// move a tile on the board, not the Pace slider clicked just before.

#include "core/common/registry.h"
#include "core/pegs/pegpuzzle.h"
#include "service/solverservice.h"
#include "ui/board/boardview.h"
#include "ui/help/keyboardshortcuts.h"
#include "ui/mainwindow.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "testmain.h"
#include "testsetup.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>

namespace tst_boardkeys {

namespace {

// The blank in the middle: each arrow slides a tile.
const char *const kFifteenBlankInTheMiddle = "3\n1 2 3\n4 0 5\n7 8 6\n";

pb::PuzzlePtr fifteen()
{
    auto parsed = pb::parseBoard(kFifteenBlankInTheMiddle, "fif");
    Q_ASSERT(std::holds_alternative<pb::PuzzlePtr>(parsed));
    return std::move(std::get<pb::PuzzlePtr>(parsed));
}

// A key as the window gets it from the keyboard: to the widget with the focus.
void press(QWidget *window, QKeyCombination key)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : window, key.key(), key.keyboardModifiers());
}

// Accepts the modal dialog `act` opens, typing `text` into its line when it has one.
void acceptingDialog(MainWindow &window, const QString &text, const std::function<void()> &act)
{
    QTimer answerer;
    QObject::connect(&answerer, &QTimer::timeout, [&answerer, text] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        answerer.stop();
        if (auto *line = dialog->findChild<QLineEdit *>(); line && !text.isEmpty())
            line->setText(text);
        dialog->accept();
    });
    answerer.start(0);
    act();
    // As a desktop does when a dialog closes: the window is active again,
    // and the widget it last gave the focus to has it.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

} // namespace

class TestBoardKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void escStopsPlayAtTheFirstPress_data();
    void escStopsPlayAtTheFirstPress();
    void shortcutsSayWhichEscWhen();
    void aNewGameGivesTheBoardTheKeys_data();
    void aNewGameGivesTheBoardTheKeys();
    void eachFamilysNewDialogGivesTheBoardTheKeys_data();
    void eachFamilysNewDialogGivesTheBoardTheKeys();

private:
    QSlider *paceSlider() const { return m_window->solutionDock()->findChild<QSlider *>(); }
    // A click in the panel: the Pace slider takes the focus.
    void clickPaceSlider();
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }

    std::unique_ptr<MainWindow> m_window;
};

void TestBoardKeys::initTestCase()
{
    testsetup::useTestFolders();
}

void TestBoardKeys::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestBoardKeys::cleanup()
{
    m_window.reset();
}

void TestBoardKeys::clickPaceSlider()
{
    QSlider *slider = paceSlider();
    QVERIFY(slider && slider->isVisible());
    QTest::mouseClick(slider, Qt::LeftButton, {}, slider->rect().center());
    slider->setFocus(Qt::MouseFocusReason);
    QVERIFY(slider->hasFocus());
}

void TestBoardKeys::escStopsPlayAtTheFirstPress_data()
{
    QTest::addColumn<bool>("hintFirst");
    QTest::addColumn<bool>("playFromThePanel");
    QTest::newRow("Solve, Shift+P") << false << false;
    QTest::newRow("Hint, Solve, Shift+P") << true << false;
    QTest::newRow("Hint, Solve, the panel's Play") << true << true;
}

void TestBoardKeys::escStopsPlayAtTheFirstPress()
{
    QFETCH(bool, hintFirst);
    QFETCH(bool, playFromThePanel);
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    QSignalSpy answers(&m_window->solver(), &SolverService::finished);
    if (hintFirst) {
        press(m_window.get(), Qt::Key_H);
        QVERIFY(answers.count() == 1 || answers.wait(10000));
    }
    press(m_window.get(), Qt::CTRL | Qt::Key_R);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->session().hasSolution() && m_window->session().solution().size() > 3, 10000);
    m_window->solutionDock()->setPaceMillis(250);
    if (playFromThePanel) {
        QToolButton *button = nullptr;
        for (QToolButton *each : m_window->solutionDock()->findChildren<QToolButton *>()) {
            if (each->defaultAction() == action("actionPlayPause"))
                button = each;
        }
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    } else {
        press(m_window.get(), Qt::SHIFT | Qt::Key_P);
    }
    QVERIFY(action("actionPlayPause")->isChecked());
    QTRY_VERIFY(m_window->session().solutionStep() >= 1);
    press(m_window.get(), Qt::Key_Escape);
    QVERIFY(!action("actionPlayPause")->isChecked());
    const int stoppedAt = m_window->session().solutionStep();
    QTest::qWait(700);
    QCOMPARE(m_window->session().solutionStep(), stoppedAt);
    QVERIFY(!m_window->session().position().isSolved());
}

void TestBoardKeys::shortcutsSayWhichEscWhen()
{
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
    KeyboardShortcutsDialog dialog(m_window.get(), "pegs");
    const QString esc = QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText);
    QStringList meanings;
    for (QTreeWidgetItemIterator it(dialog.tree()); *it; ++it) {
        if ((*it)->text(0) == esc && !(*it)->parent()->isExpanded())
            continue;
        if ((*it)->text(0) == esc)
            meanings << (*it)->text(1);
    }
    QVERIFY2(meanings.size() >= 2, qPrintable(meanings.join(QLatin1Char('|'))));
    // Each says when it applies: Stop while something runs, Cancel Editing
    // while a board is designed.
    const auto said = [&meanings](const QString &what, const QString &when) {
        for (const QString &meaning : meanings) {
            if (meaning.contains(what) && meaning.contains(when))
                return true;
        }
        return false;
    };
    QVERIFY2(said(QStringLiteral("Stop"), QStringLiteral("while")), qPrintable(meanings.join(QLatin1Char('|'))));
    QVERIFY2(said(QStringLiteral("Cancel Editing"), QStringLiteral("while")), qPrintable(meanings.join(QLatin1Char('|'))));
}

void TestBoardKeys::aNewGameGivesTheBoardTheKeys_data()
{
    QTest::addColumn<QString>("way");
    for (const char *way : {"Ctrl+N", "Restart", "Paste", "Enter Game ID", "designer left", "Undo New Game"})
        QTest::newRow(way) << QString::fromLatin1(way);
}

void TestBoardKeys::aNewGameGivesTheBoardTheKeys()
{
    QFETCH(QString, way);
    m_window->newGame(fifteen());
    if (way == QLatin1String("Restart") || way == QLatin1String("Undo New Game")) {
        press(m_window.get(), Qt::Key_Up);
        QCOMPARE(m_window->session().moveCount(), 1);
    }
    if (way == QLatin1String("Undo New Game"))
        m_window->newGame(fifteen());
    if (way == QLatin1String("designer left"))
        action("actionEditBoard")->trigger();
    clickPaceSlider();
    const int pace = paceSlider()->value();

    if (way == QLatin1String("Ctrl+N")) {
        acceptingDialog(*m_window, QString(), [this] { press(m_window.get(), Qt::CTRL | Qt::Key_N); });
    } else if (way == QLatin1String("Restart")) {
        press(m_window.get(), Qt::Key_F5);
    } else if (way == QLatin1String("Paste")) {
        QApplication::clipboard()->setText(QString::fromLatin1(kFifteenBlankInTheMiddle));
        press(m_window.get(), Qt::CTRL | Qt::Key_V);
    } else if (way == QLatin1String("Enter Game ID")) {
        acceptingDialog(*m_window, QStringLiteral("fifteen:1-2-3-4-0-5-7-8-6"), [this] { press(m_window.get(), Qt::CTRL | Qt::Key_G); });
    } else if (way == QLatin1String("designer left")) {
        press(m_window.get(), Qt::Key_Escape);
        QVERIFY(!action("actionCancelEditing")->isEnabled());
    } else {
        press(m_window.get(), Qt::CTRL | Qt::Key_Z);
    }
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    const int movesBefore = m_window->session().moveCount();
    const std::string before = m_window->session().position().save();
    // A random board may have its blank in a bottom row, where Up slides nothing.
    press(m_window.get(), Qt::Key_Up);
    if (m_window->session().position().save() == before)
        press(m_window.get(), Qt::Key_Down);
    QCOMPARE(m_window->session().moveCount(), movesBefore + 1);
    QCOMPARE(paceSlider()->value(), pace);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->boardView()));
}

void TestBoardKeys::eachFamilysNewDialogGivesTheBoardTheKeys_data()
{
    QTest::addColumn<QString>("family");
    for (const char *family : {"pegs", "rollerboard", "fifteen", "nim"})
        QTest::newRow(family) << QString::fromLatin1(family);
}

void TestBoardKeys::eachFamilysNewDialogGivesTheBoardTheKeys()
{
    QFETCH(QString, family);
    clickPaceSlider();
    const int pace = paceSlider()->value();
    QAction *entry = action(qPrintable(QStringLiteral("actionNew_") + family));
    acceptingDialog(*m_window, QString(), [entry] { entry->trigger(); });
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    QCOMPARE(QString::fromLatin1(m_window->session().position().family()), family);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->boardView()));
    press(m_window.get(), Qt::Key_Up);
    QCOMPARE(paceSlider()->value(), pace);
}

PUZZLEBOX_TEST_MAIN(TestBoardKeys)
} // namespace tst_boardkeys
#include "tst_boardkeys.moc"
