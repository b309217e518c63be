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
#include "ui/widgets/difficultychoice.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/nim/nimnewgamedialog.h"
#include "ui/pegs/pegnewgamedialog.h"
#include "ui/roller/rollernewgamedialog.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace tst_generatedialogs {

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

// The visible widgets of `dialog` whose rectangles `label` overlaps, but its
// own ancestors (the rows it sits in).
QStringList overlapped(QDialog &dialog, QLabel *label)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QRect status(label->mapTo(&dialog, QPoint(0, 0)), label->size());
    QStringList found;
    for (QWidget *widget : dialog.findChildren<QWidget *>()) {
        if (widget == label || !widget->isVisible() || widget->isAncestorOf(label) || widget->isWindow())
            continue;
        const QRect rect(widget->mapTo(&dialog, QPoint(0, 0)), widget->size());
        if (rect.intersects(status))
            found << QStringLiteral("%1 %2").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
    }
    return found;
}

} // namespace

class TestGenerateDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsetup::useTestFolders();
    }

    void rollerExactly()
    {
        RollerNewGameDialog dialog(testsetup::appSettings());
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

    // While the board is made nothing it depends on can change: clicks and
    // keys on the inputs do nothing, Cancel stays, and the board accepted is
    // the size the settings save.
    void rollerInputsWaitWhileMaking()
    {
        RollerNewGameDialog dialog(testsetup::appSettings());
        dialog.show();
        dialog.heightBox()->setValue(4);
        dialog.widthBox()->setValue(4);
        QTest::mouseClick(dialog.difficultyButton(), Qt::LeftButton);
        chooseExactly(dialog.difficulty(), 5);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QVERIFY(dialog.difficulty()->isGenerating());
        QSpinBox *height = dialog.heightBox();
        QTest::mouseClick(height, Qt::LeftButton, {}, QPoint(height->width() - 4, 4));
        QTest::keyClick(height, Qt::Key_Up);
        QTest::keyClick(dialog.widthBox(), Qt::Key_Up);
        QTest::keyClick(dialog.difficulty()->movesBox(), Qt::Key_Up);
        QCOMPARE(height->value(), 4);
        QCOMPARE(dialog.widthBox()->value(), 4);
        QCOMPARE(dialog.difficulty()->movesBox()->value(), 5);
        for (QRadioButton *start : dialog.findChildren<QRadioButton *>()) {
            QVERIFY(!start->isEnabled());
            QTest::mouseClick(start, Qt::LeftButton);
        }
        QVERIFY(dialog.difficultyButton()->isChecked());
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.findChildren<QDialogButtonBox *>().front()->button(QDialogButtonBox::Cancel)->isEnabled());
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(height->isEnabled());
        std::mt19937 random(1);
        const std::unique_ptr<pb::Puzzle> game = dialog.takeGame(random);
        const auto &board = dynamic_cast<const pb::roller::RollerPuzzle &>(*game);
        QCOMPARE(board.height(), 4);
        QCOMPARE(board.width(), 4);
        pb::Progress progress;
        QCOMPARE(pb::roller::sharedDistanceTable(4, 4, std::stop_token(), progress)->distance(board.cells()), 5);
    }

    // The peg board's type cannot change under a board being made: the
    // English board made is not accepted as a triangle.
    void pegBoardTypeWaitsWhileMaking()
    {
        PegNewGameDialog dialog(testsetup::appSettings());
        dialog.show();
        dialog.boardBox()->setCurrentIndex(int(PegNewGameDialog::Board::English));
        if (!dialog.randomStartBox()->isChecked())
            QTest::mouseClick(dialog.randomStartBox(), Qt::LeftButton);
        dialog.difficulty()->levelBox()->setCurrentIndex(int(pb::Difficulty::Easy));
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QVERIFY(dialog.difficulty()->isGenerating());
        QTest::keyClick(dialog.boardBox(), Qt::Key_Home);
        QTest::mouseClick(dialog.randomStartBox(), Qt::LeftButton);
        QCOMPARE(dialog.boardBox()->currentIndex(), int(PegNewGameDialog::Board::English));
        QVERIFY(dialog.randomStartBox()->isChecked());
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.boardBox()->isEnabled());
        const std::unique_ptr<pb::Puzzle> game = dialog.takeGame();
        QCOMPARE(dynamic_cast<const pb::pegs::PegPuzzle &>(*game).geometry().holeCount(), 33);
    }

    // OK of every made-to-a-difficulty dialog: the row starts the making and
    // holds the dialog open until the puzzle is there.
    void readyToAcceptMakesThePuzzleFirst()
    {
        QWidget window;
        DifficultyChoice choice(testsetup::appSettings(), QStringLiteral("rollerboard"), QString(), &window);
        const pb::FamilyInfo &family = *pb::familyById(pb::roller::RollerPuzzle::kFamily);
        int requests = 0;
        const auto request = [&requests] {
            ++requests;
            pb::GenerateRequest wanted;
            wanted.rows = 3;
            wanted.columns = 3;
            return wanted;
        };
        QVERIFY(choice.readyToAccept(false, family, request));
        QCOMPARE(requests, 0);
        QSignalSpy generated(&choice, &DifficultyChoice::generated);
        QVERIFY(!choice.readyToAccept(true, family, request));
        QVERIFY(choice.isGenerating());
        QVERIFY(!choice.readyToAccept(true, family, request));
        QCOMPARE(requests, 1);
        QTRY_COMPARE(generated.count(), 1);
        QVERIFY(choice.readyToAccept(true, family, request));
        QCOMPARE(requests, 1);
    }

    void rollerTooFarKeepsTheDialogOpen()
    {
        RollerNewGameDialog dialog(testsetup::appSettings());
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
        FifteenDialog dialog(testsetup::appSettings());
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

    // 3 x 3 and 4 x 4 boards are made to a proven fewest number of slides;
    // larger ones by random slides, and the dialog promises no more than that.
    void fifteenLargeBoardsPromiseNoFewest()
    {
        FifteenDialog dialog(testsetup::appSettings());
        dialog.show();
        auto *made = dialog.findChild<QRadioButton *>(QStringLiteral("difficultyButton"));
        QVERIFY(made);
        for (const int dim : {3, 4, 5, 9, 4}) {
            dialog.setBoardSize(dim);
            if (dim <= 4) {
                QCOMPARE(made->text(), QStringLiteral("&Fewest slides:"));
                QVERIFY2(made->toolTip().contains(QStringLiteral("exactly that many")), qPrintable(made->toolTip()));
            } else {
                QCOMPARE(made->text(), QStringLiteral("&Slides from the goal:"));
                QVERIFY2(made->toolTip().contains(QStringLiteral("nothing proves the fewest")), qPrintable(made->toolTip()));
            }
        }
    }

    void pegsRandomStart()
    {
        PegNewGameDialog dialog(testsetup::appSettings());
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

    // "Making the puzzle…" and a refusal have a row of their own: they cover
    // nothing, and the dialog keeps its size when they come and go.
    void progressHasARowOfItsOwn()
    {
        RollerNewGameDialog roller(testsetup::appSettings());
        roller.show();
        QVERIFY(QTest::qWaitForWindowExposed(&roller));
        roller.heightBox()->setValue(3);
        roller.widthBox()->setValue(3);
        QTest::mouseClick(roller.difficultyButton(), Qt::LeftButton);
        chooseExactly(roller.difficulty(), 10);
        QCoreApplication::processEvents();
        QSize size = roller.size();
        QLabel *status = roller.difficulty()->statusLabel();
        QTest::mouseClick(okButton(roller), Qt::LeftButton);
        QVERIFY(status->isVisible());
        QCOMPARE(overlapped(roller, status), QStringList());
        QCOMPARE(roller.size(), size);
        QTRY_VERIFY(status->text().contains(QStringLiteral("largest possible number is 4")));
        QCOMPARE(overlapped(roller, status), QStringList());
        QCoreApplication::processEvents();
        QCOMPARE(roller.size(), size);

        FifteenDialog fifteen(testsetup::appSettings());
        fifteen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fifteen));
        fifteen.setBoardSize(3);
        fifteen.setStart(FifteenDialog::Start::MadeToDifficulty);
        QCoreApplication::processEvents();
        size = fifteen.size();
        status = fifteen.difficulty()->statusLabel();
        QTest::mouseClick(okButton(fifteen), Qt::LeftButton);
        QCOMPARE(overlapped(fifteen, status), QStringList());
        QCOMPARE(fifteen.size(), size);
        QTRY_COMPARE(fifteen.result(), int(QDialog::Accepted));

        PegNewGameDialog pegs(testsetup::appSettings());
        pegs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pegs));
        if (!pegs.randomStartBox()->isChecked())
            QTest::mouseClick(pegs.randomStartBox(), Qt::LeftButton);
        QCoreApplication::processEvents();
        size = pegs.size();
        status = pegs.difficulty()->statusLabel();
        QTest::mouseClick(okButton(pegs), Qt::LeftButton);
        QCOMPARE(overlapped(pegs, status), QStringList());
        QCOMPARE(pegs.size(), size);
        QTRY_COMPARE(pegs.result(), int(QDialog::Accepted));

        // Nim's Deal fills the boxes and the dialog stays as it was.
        NimNewGameDialog nim(testsetup::appSettings());
        nim.show();
        QVERIFY(QTest::qWaitForWindowExposed(&nim));
        QCoreApplication::processEvents();
        size = nim.size();
        status = nim.difficulty()->statusLabel();
        for (int deal = 0; deal < 3; ++deal) {
            QTest::mouseClick(nim.dealButton(), Qt::LeftButton);
            QCOMPARE(overlapped(nim, status), QStringList());
            QCOMPARE(nim.size(), size);
            QTRY_VERIFY(nim.dealButton()->isEnabled());
            QCoreApplication::processEvents();
            QCOMPARE(nim.size(), size);
        }
    }

    void nimDealsALosingPosition()
    {
        NimNewGameDialog dialog(testsetup::appSettings());
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

PUZZLEBOX_TEST_MAIN(TestGenerateDialogs)
} // namespace tst_generatedialogs
#include "tst_generatedialogs.moc"
