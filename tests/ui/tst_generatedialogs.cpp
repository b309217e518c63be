// The Difficulty choice of the New dialogs: OK makes a board of that
// difficulty on a worker and accepts once it is there (checked against the
// family's distance table or solver), a request the size cannot meet keeps
// the dialog open with the reason, and Nim's Deal fills the heaps with a
// position of the chosen value.

#include "core/fifteen/eighttable.h"
#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "core/roller/rollersolver.h"
#include "ui/difficultychoice.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/nim/nimnewgamedialog.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/roller/rollernewgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

namespace {

QPushButton *okButton(QDialog &dialog)
{
    for (QDialogButtonBox *buttons : dialog.findChildren<QDialogButtonBox *>())
        return buttons->button(QDialogButtonBox::Ok);
    return nullptr;
}

// "Exactly" and its number, as a person picks them.
void chooseExactly(DifficultyChoice *choice, int moves)
{
    choice->levelBox()->setCurrentIndex(3);
    QVERIFY(choice->movesBox()->isVisible());
    choice->movesBox()->setValue(moves);
}

} // namespace

class TestGenerateDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleboxTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_generatedialogs"));
    }

    void rollerExactly()
    {
        RollerNewGameDialog dialog;
        dialog.show();
        dialog.heightBox()->setValue(5);
        dialog.widthBox()->setValue(5);
        QTest::mouseClick(dialog.difficultyButton(), Qt::LeftButton);
        QVERIFY(dialog.difficulty()->isEnabled());
        chooseExactly(dialog.difficulty(), 9);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        std::mt19937 random(1);
        const std::unique_ptr<pb::Puzzle> game = dialog.takeGame(random);
        const auto &board = dynamic_cast<const pb::roller::RollerPuzzle &>(*game);
        pb::Progress progress;
        QCOMPARE(pb::roller::sharedDistanceTable(5, 5, std::stop_token(), progress)->distance(board.cells()), 9);
    }

    void rollerTooFarKeepsTheDialogOpen()
    {
        RollerNewGameDialog dialog;
        dialog.show();
        dialog.heightBox()->setValue(3);
        dialog.widthBox()->setValue(3);
        dialog.difficultyButton()->setChecked(true);
        chooseExactly(dialog.difficulty(), 10);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(dialog.difficulty()->statusLabel()->text().contains(QStringLiteral("largest possible number is 4")));
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void fifteenHard()
    {
        FifteenDialog dialog;
        dialog.show();
        dialog.setBoardSize(3);
        dialog.setStart(FifteenDialog::Start::MadeToDifficulty);
        dialog.difficulty()->levelBox()->setCurrentIndex(int(pb::Difficulty::Hard));
        QCOMPARE(dialog.difficulty()->movesBox()->maximum(), 31);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        const std::unique_ptr<pb::Puzzle> game = dialog.game();
        const auto &board = dynamic_cast<const pb::fifteen::FifteenPuzzle &>(*game).board();
        pb::fifteen::EightTable::Tiles tiles{};
        for (int cell = 0; cell < 9; ++cell)
            tiles[std::size_t(cell)] = std::uint8_t(board.tileAt(cell));
        const int distance = pb::fifteen::EightTable::instance().distance(tiles);
        QVERIFY2(distance >= 25 && distance <= 31, qPrintable(QString::number(distance)));
    }

    void pegsRandomStart()
    {
        PegNewGameDialog dialog;
        dialog.show();
        dialog.boardBox()->setCurrentIndex(int(PegNewGameDialog::Board::English));
        QTest::mouseClick(dialog.randomStartBox(), Qt::LeftButton);
        QVERIFY(!dialog.emptyHoleBox()->isEnabled());
        QCOMPARE(dialog.difficulty()->movesBox()->maximum(), 31);
        chooseExactly(dialog.difficulty(), 20);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        const std::unique_ptr<pb::Puzzle> game = dialog.takeGame();
        const auto &pegs = dynamic_cast<const pb::pegs::PegPuzzle &>(*game);
        QCOMPARE(pegs.geometry().holeCount(), 33);
        QCOMPARE(pegs.pegCount(), 21);
        pb::Progress progress;
        QCOMPARE(pegs.solve({}, std::stop_token(), progress).status, pb::SolveStatus::Solved);
    }

    void nimDealsALosingPosition()
    {
        NimNewGameDialog dialog;
        dialog.show();
        dialog.difficulty()->levelBox()->setCurrentIndex(int(pb::Difficulty::Hard));
        QCOMPARE(dialog.difficulty()->levelBox()->count(), 3);
        dialog.valueBox()->setCurrentIndex(1);
        for (int deal = 0; deal < 3; ++deal) {
            QTest::mouseClick(dialog.dealButton(), Qt::LeftButton);
            QTRY_VERIFY(dialog.dealButton()->isEnabled());
            QCOMPARE(dialog.heapCountBox()->value(), 5);
            std::vector<int> heaps;
            for (int heap = 0; heap < 5; ++heap)
                heaps.push_back(dialog.heapBox(heap)->value());
            QCOMPARE(pb::nim::nimSum(heaps), 0);
            QVERIFY(!pb::nim::isWinning(heaps, false));
        }
    }
};

QTEST_MAIN(TestGenerateDialogs)
#include "tst_generatedialogs.moc"
