// Where the coach draws on a Fifteen, Roller-Board and Nim board
// (BoardScene::cellRect()): each cell's rectangle is where the scene draws
// that cell (a tile, a Roller-Board square, a heap's stones and its letter),
// in the numbering of the core's Puzzle::cellsOf(); nothing outside the board.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/fifteen/fifteenscene.h"
#include "ui/nim/nimscene.h"
#include "ui/roller/rollerscene.h"
#include "testmain.h"

#include <QTest>

namespace tst_coachcells {

using namespace pb;

class TestCoachCells : public QObject {
    Q_OBJECT

private slots:
    void fifteenCellsAreTheTiles()
    {
        FifteenScene scene;
        const fifteen::FifteenPuzzle puzzle(fifteen::FifteenBoard::goal(4));
        scene.setPosition(puzzle);
        for (const int cell : puzzle.cellsOf("12")) {
            QVERIFY(scene.cellRect(cell).contains(scene.cellCenter(cell)));
            QCOMPARE(scene.cellRect(cell).center(), scene.cellCenter(cell));
        }
        QVERIFY(scene.cellRect(0).right() <= scene.cellRect(1).left());
        QVERIFY(scene.cellRect(3).bottom() <= scene.cellRect(4 + 3).top());
        QVERIFY(scene.cellRect(16).isEmpty());
        QVERIFY(scene.cellRect(-1).isEmpty());
    }

    void rollerCellsAreRowTimesWidthPlusColumn()
    {
        RollerScene scene;
        const roller::RollerPuzzle puzzle = roller::RollerPuzzle::solvedBoard(3, 5);
        scene.setPosition(puzzle);
        const std::vector<int> column = puzzle.cellsOf("C4D");
        QCOMPARE(column.size(), std::size_t(3));
        for (int row = 0; row < 3; ++row)
            QCOMPARE(scene.cellRect(column[std::size_t(row)]).center(), scene.cellCenter(row, 4));
        QVERIFY(scene.cellRect(15).isEmpty());
    }

    void nimCellsAreTheHeaps()
    {
        NimScene scene;
        const nim::NimPuzzle puzzle({5, 4, 3});
        scene.setPosition(puzzle);
        for (int heap = 0; heap < 3; ++heap) {
            const QRectF area = scene.cellRect(puzzle.cellsOf(std::string(1, char('A' + heap)) + "1").front());
            QVERIFY(area.contains(scene.stoneCenter(heap, 0)));
            QVERIFY(area.contains(scene.stoneCenter(heap, puzzle.heaps()[std::size_t(heap)] - 1)));
            for (int other = 0; other < 3; ++other) {
                if (other != heap)
                    QVERIFY(!area.contains(scene.stoneCenter(other, 0)));
            }
        }
        QVERIFY(scene.cellRect(3).isEmpty());
    }
};

PUZZLEBOX_TEST_MAIN(TestCoachCells)
} // namespace tst_coachcells
#include "tst_coachcells.moc"
