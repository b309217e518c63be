// Game ▸ Copy Game ID and Enter Game ID… (Ctrl+G): the ID of the position on
// screen goes to the clipboard and comes back as the same position, one Undo
// from the game it replaced; a bad ID names the character where it goes wrong
// and changes nothing.

#include "core/common/gameid.h"
#include "core/common/registry.h"
#include "ui/sharing/gameiddialog.h"
#include "ui/widgets/difficultychoice.h"
#include "ui/roller/rollernewgamedialog.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>

namespace tst_gameidwindow {

class TestGameIdWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void init();
    void cleanup() { m_window.reset(); }
    void copyThenEnterGivesTheSamePosition_data();
    void copyThenEnterGivesTheSamePosition();
    void badIdChangesNothing_data();
    void badIdChangesNothing();
    void badIdStaysWithItsFaultSelected_data();
    void badIdStaysWithItsFaultSelected();
    void emptyIdCannotBeEntered();
    void recipeStaysWithItsStart();
    void madePuzzleNamesItsRecipe();
    void unsolvableBoardAsksFirst();
    void editedBoardAsksFirst();
    void statusTooltipShowsTheId();

private:
    // Presses Ctrl+G and types `id` into the dialog, as a person would; returns
    // the text of a message box that follows (closed again by `pick`'s
    // button), empty when none came.
    QString enterWithKeys(const QString &id, const std::function<QAbstractButton *(QMessageBox &)> &pick = {});
    QString copyWithMenu();

    std::unique_ptr<MainWindow> m_window;
    // What the dialog held when it came back after a refusal: the ID, where
    // its selection starts (the cursor when nothing is selected) and how long it is.
    QString m_keptId;
    std::pair<int, int> m_keptSelection{-1, 0};
    bool m_keptFocus = false;
};

void TestGameIdWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

QString TestGameIdWindow::enterWithKeys(const QString &id, const std::function<QAbstractButton *(QMessageBox &)> &pick)
{
    QString boxText;
    QTimer answerer;
    bool typed = false;
    m_keptId.clear();
    m_keptSelection = {-1, 0};
    connect(&answerer, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<GameIdDialog *>(modal); dialog && !typed) {
            typed = true;
            for (const QChar c : id) {
                if (c.unicode() < 128) {
                    QTest::keyClick(dialog->idLine(), c.toLatin1());
                } else { // typed as a keyboard layout with the letter does
                    QTest::sendKeyEvent(QTest::Press, dialog->idLine(), Qt::Key_unknown, QString(c), Qt::NoModifier);
                    QTest::sendKeyEvent(QTest::Release, dialog->idLine(), Qt::Key_unknown, QString(c), Qt::NoModifier);
                }
            }
            // Return opens the refusal's box in a loop of its own: pressed
            // from another timer, so that this one stays free to answer it.
            QTimer::singleShot(0, dialog->idLine(), [line = dialog->idLine()] { QTest::keyClick(line, Qt::Key_Return); });
        } else if (dialog) {
            // Back after a refusal: what the player finds there to mend.
            m_keptId = dialog->idLine()->text();
            m_keptSelection = {dialog->idLine()->selectionStart(), int(dialog->idLine()->selectedText().size())};
            if (m_keptSelection.first < 0)
                m_keptSelection.first = dialog->idLine()->cursorPosition();
            m_keptFocus = dialog->focusWidget() == dialog->idLine();
            dialog->reject();
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            boxText = box->text();
            QAbstractButton *button = pick ? pick(*box) : nullptr;
            if (button)
                QTest::mouseClick(button, Qt::LeftButton);
            else
                box->close();
        }
    });
    answerer.start(0);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::Key_G));
    return boxText;
}

QString TestGameIdWindow::copyWithMenu()
{
    QApplication::clipboard()->clear();
    QAction *copy = windowdriver::action(*m_window, "actionCopyGameId");
    if (!copy->isEnabled())
        return QString();
    copy->trigger();
    return QApplication::clipboard()->text();
}

void TestGameIdWindow::copyThenEnterGivesTheSamePosition_data()
{
    QTest::addColumn<QString>("board");
    for (const pb::FamilyInfo &family : pb::families())
        QTest::newRow(family.id.data()) << QString::fromUtf8(family.sample);
    QTest::newRow("peg board with gaps") << QStringLiteral("square\no o .\n- - - o o .\n");
}

void TestGameIdWindow::copyThenEnterGivesTheSamePosition()
{
    QFETCH(QString, board);
    auto parsed = pb::parseBoard(board.toStdString(), "");
    QVERIFY(std::holds_alternative<pb::PuzzlePtr>(parsed));
    pb::PuzzlePtr shared = std::move(std::get<pb::PuzzlePtr>(parsed));
    // A position in play, not only a start.
    m_window->session().newGame(shared->clone());
    const std::string move = shared->legalMoves().front();
    QVERIFY(!shared->apply(move));
    m_window->session().play(move);
    QVERIFY(m_window->session().position().equals(*shared));

    const QString id = copyWithMenu();
    QCOMPARE(id, QString::fromStdString(pb::gameIdOf(*shared)));
    QVERIFY(m_window->statusBar()->currentMessage().contains(id));

    // Another game on screen, then the ID brings the shared position back.
    m_window->session().newGame(pb::families().back().sampleBoard());
    QCOMPARE(enterWithKeys(id), QString());
    QVERIFY(m_window->session().position().equals(*shared));
    QVERIFY(m_window->session().moves().isEmpty());
    QCOMPARE(windowdriver::action(*m_window, "actionUndo")->text(), QStringLiteral("&Undo Enter Game ID"));
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QVERIFY(m_window->session().position().equals(*pb::families().back().sampleBoard()));
}

void TestGameIdWindow::badIdChangesNothing_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("says");
    QTest::newRow("too many stones") << QStringLiteral("nim:5-25-3") << QStringLiteral("The game ID is not valid at character 7, '2': A heap has at most 20 stones.");
    QTest::newRow("cut short") << QStringLiteral("fifteen:1-2-") << QStringLiteral("The game ID ends too early, after character 12:");
    QTest::newRow("unknown puzzle") << QStringLiteral("chess:e4") << QStringLiteral("at character 1, 'c': Unknown puzzle 'chess'");
}

void TestGameIdWindow::badIdChangesNothing()
{
    QFETCH(QString, id);
    QFETCH(QString, says);
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    const auto before = m_window->session().position().clone();
    const QString refusal = enterWithKeys(id);
    QVERIFY2(refusal.startsWith(QStringLiteral("The game ID could not be read; the current game is unchanged."))
                 && refusal.contains(says),
             qPrintable(refusal));
    QVERIFY(m_window->session().position().equals(*before));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QCOMPARE(windowdriver::action(*m_window, "actionUndo")->text(), QStringLiteral("&Undo Move 11-4"));
}

// The refused ID is still in the dialog after the message, the character
// the message names selected (the cursor at the end of one cut short), so
// the player mends it rather than typing it again.
void TestGameIdWindow::badIdStaysWithItsFaultSelected_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    // The character the message names: '2' of the heap of 25.
    QTest::newRow("too many stones") << QStringLiteral("nim:5-25-3") << 6 << 1;
    QTest::newRow("blanks before") << QStringLiteral("  nim:5-25-3") << 8 << 1;
    QTest::newRow("cut short") << QStringLiteral("fifteen:1-2-") << 12 << 0;
    QTest::newRow("unknown puzzle") << QStringLiteral("chess:e4") << 0 << 1;
    QTest::newRow("foreign character") << QStringLiteral("nim:5-4-3") + QChar(0xe9) << 9 << 1;
}

void TestGameIdWindow::badIdStaysWithItsFaultSelected()
{
    QFETCH(QString, id);
    QFETCH(int, start);
    QFETCH(int, length);
    const QString refusal = enterWithKeys(id);
    QVERIFY2(refusal.startsWith(QStringLiteral("The game ID could not be read")), qPrintable(refusal));
    QCOMPARE(m_keptId, id);
    QCOMPARE(m_keptSelection, std::make_pair(start, length));
    QVERIFY(m_keptFocus);
}

// Nothing to read, nothing to press: OK waits for a character other than a blank.
void TestGameIdWindow::emptyIdCannotBeEntered()
{
    GameIdDialog dialog(m_window.get(), [](const QString &) { return GameIdDialog::Refusal{}; });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton *ok = dialog.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(dialog.idLine(), QStringLiteral("   "));
    QVERIFY(!ok->isEnabled());
    QTest::keyClick(dialog.idLine(), Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QTest::keyClicks(dialog.idLine(), QStringLiteral("n"));
    QVERIFY(ok->isEnabled());
    QTest::keyClick(dialog.idLine(), Qt::Key_Backspace);
    QVERIFY(!ok->isEnabled());
}

// A generated puzzle's recipe comes back with its ID while its start is on
// screen; a position after a move has an ID of its own, without it.
void TestGameIdWindow::recipeStaysWithItsStart()
{
    const QString id = QStringLiteral("rollerboard:0001_0000_1000_1001#4x4.moves5.42");
    QCOMPARE(enterWithKeys(id), QString());
    QCOMPARE(copyWithMenu(), id);
    const std::string move = m_window->session().position().legalMoves().front();
    m_window->session().play(move);
    const QString moved = copyWithMenu();
    QVERIFY2(!moved.contains(QLatin1Char('#')) && moved.startsWith(QStringLiteral("rollerboard:")), qPrintable(moved));
    windowdriver::pressKeys(*m_window, QKeySequence(QKeySequence::Undo));
    QCOMPARE(copyWithMenu(), id);
}

// A puzzle a New dialog made has the seed it drew in its ID, and that recipe
// makes the same board again.
void TestGameIdWindow::madePuzzleNamesItsRecipe()
{
    RollerNewGameDialog dialog(m_window->settings(), m_window.get());
    dialog.show();
    dialog.heightBox()->setValue(4);
    dialog.widthBox()->setValue(4);
    QTest::mouseClick(dialog.difficultyButton(), Qt::LeftButton);
    dialog.difficulty()->levelBox()->setCurrentIndex(3);
    dialog.difficulty()->movesBox()->setValue(5);
    QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    std::mt19937 random(1);
    // As Game ▸ New does: the game keeps the recipe of the start made.
    pb::SavedGame game{pb::GameRecord(dialog.takeGame(random)), std::nullopt};
    game.recipe = dialog.difficulty()->recipeOf(game.record.start());
    m_window->session().openGame(std::move(game));

    const QString id = copyWithMenu();
    QVERIFY2(id.contains(QStringLiteral("#4x4.moves5.")), qPrintable(id));
    const auto read = pb::readGameId(id.toStdString());
    QVERIFY(std::holds_alternative<pb::ReadGameId>(read));
    const pb::GenerateRequest &recipe = *std::get<pb::ReadGameId>(read).recipe;
    const pb::Generated again = pb::familyById("rollerboard")->generate(recipe, std::stop_token());
    QVERIFY(again.puzzle && again.puzzle->equals(m_window->session().position()));
}

// As Open and Paste Board: a Fifteen that cannot be solved is played only on
// Play Anyway.
void TestGameIdWindow::unsolvableBoardAsksFirst()
{
    const QString unsolvable = QStringLiteral("fifteen:2-1-3-4-5-6-7-8-0");
    const auto before = m_window->session().position().clone();
    const QString question = enterWithKeys(unsolvable, windowdriver::cancel);
    QVERIFY2(!question.isEmpty(), "no question for an unsolvable board");
    QVERIFY(m_window->session().position().equals(*before));
    enterWithKeys(unsolvable, windowdriver::playAnyway);
    QCOMPARE(QString::fromStdString(pb::gameIdOf(m_window->session().position())), unsolvable);
}

// As Open: a board being designed is dropped only when the player agrees.
void TestGameIdWindow::editedBoardAsksFirst()
{
    const auto before = m_window->session().position().clone();
    windowdriver::action(*m_window, "actionEditBoard")->trigger();
    windowdriver::clickHole(*m_window, 0);
    const QString question = enterWithKeys(QStringLiteral("nim:5-4-3"), windowdriver::cancel);
    QVERIFY2(question.contains(QStringLiteral("Discard the board you made?")), qPrintable(question));
    QVERIFY(m_window->session().position().equals(*before));
    QVERIFY(windowdriver::action(*m_window, "actionEditBoard")->isChecked());
}

void TestGameIdWindow::statusTooltipShowsTheId()
{
    auto *position = m_window->findChild<QLabel *>(QStringLiteral("positionLabel"));
    QVERIFY(position);
    const QString id = QString::fromStdString(pb::gameIdOf(m_window->session().position()));
    QVERIFY2(position->toolTip().endsWith(QStringLiteral("Game ID: ") + id), qPrintable(position->toolTip()));
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    const QString moved = QString::fromStdString(pb::gameIdOf(m_window->session().position()));
    QVERIFY(moved != id);
    QVERIFY2(position->toolTip().endsWith(QStringLiteral("Game ID: ") + moved), qPrintable(position->toolTip()));
    QVERIFY(position->toolTip().startsWith(position->text()));
}

PUZZLEBOX_TEST_MAIN(TestGameIdWindow)
} // namespace tst_gameidwindow
#include "tst_gameidwindow.moc"
