// The peg board's outline is every point within the padding of the board's
// holes, the edges between neighbours and the faces they span, whichever way
// it is built (the convex hull rounded, or the pieces united): checked point
// by point against the distance to those pieces, worked out here by hand.

#include "core/pegs/peggeometry.h"
#include "ui/pegs/pegboarditems.h"
#include "testmain.h"

#include <QTest>

#include <cmath>
#include <memory>

namespace tst_boardoutline {

using pb::pegs::Lattice;
using pb::pegs::PegGeometry;

double distanceToSegment(const QPointF &point, const QPointF &a, const QPointF &b)
{
    const QPointF along = b - a;
    const double length2 = QPointF::dotProduct(along, along);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(point - a, along) / length2, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + along * t;
    return std::hypot(point.x() - nearest.x(), point.y() - nearest.y());
}

// The distance from `point` to the board's holes, edges and faces.
double distanceToBoard(const PegGeometry &geometry, const QVector<QPointF> &centers, const QPointF &point)
{
    const bool triangle = geometry.lattice() == Lattice::Triangle;
    double nearest = 1e9;
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        const auto [row, col] = geometry.cellOf(hole);
        auto at = [&](int r, int c) { return geometry.holeAt(r, c); };
        nearest = std::min(nearest, distanceToSegment(point, centers[hole], centers[hole]));
        for (int neighbour : {at(row, col + 1), at(row + 1, col), triangle ? at(row + 1, col + 1) : -1}) {
            if (neighbour >= 0)
                nearest = std::min(nearest, distanceToSegment(point, centers[hole], centers[neighbour]));
        }
        QList<QPolygonF> faces;
        if (triangle) {
            if (at(row + 1, col) >= 0 && at(row + 1, col + 1) >= 0)
                faces.append(QPolygonF({centers[hole], centers[at(row + 1, col)], centers[at(row + 1, col + 1)]}));
            if (at(row, col + 1) >= 0 && at(row + 1, col + 1) >= 0)
                faces.append(QPolygonF({centers[hole], centers[at(row, col + 1)], centers[at(row + 1, col + 1)]}));
        } else if (at(row, col + 1) >= 0 && at(row + 1, col) >= 0 && at(row + 1, col + 1) >= 0) {
            faces.append(QPolygonF({centers[hole], centers[at(row, col + 1)], centers[at(row + 1, col + 1)],
                                    centers[at(row + 1, col)]}));
        }
        for (const QPolygonF &face : faces) {
            if (face.containsPoint(point, Qt::OddEvenFill))
                return 0;
        }
    }
    return nearest;
}

class TestBoardOutline : public QObject {
    Q_OBJECT

private slots:
    void coversWhatIsWithinThePadding_data();
    void coversWhatIsWithinThePadding();
};

void TestBoardOutline::coversWhatIsWithinThePadding_data()
{
    QTest::addColumn<std::shared_ptr<const PegGeometry>>("geometry");
    QTest::newRow("triangle 5 (the hull, rounded)") << PegGeometry::triangle(5);
    QTest::newRow("triangle 2") << PegGeometry::triangle(2);
    QTest::newRow("rectangle 3 x 4") << PegGeometry::rectangle(3, 4);
    QTest::newRow("one row") << PegGeometry::rectangle(1, 5);
    QTest::newRow("one hole") << PegGeometry::rectangle(1, 1);
    QTest::newRow("English cross (united)") << PegGeometry::english();
    QTest::newRow("diamond (united)") << PegGeometry::diamond();
    QTest::newRow("ring: a rectangle without its middle (united)")
        << std::make_shared<const PegGeometry>(Lattice::Square, std::vector<std::vector<bool>>{
                                                                    {true, true, true, true},
                                                                    {true, false, false, true},
                                                                    {true, false, false, true},
                                                                    {true, true, true, true}});
    QTest::newRow("L of single rows (united)")
        << std::make_shared<const PegGeometry>(Lattice::Square, std::vector<std::vector<bool>>{
                                                                    {true, false, false},
                                                                    {true, false, false},
                                                                    {true, true, true}});
}

void TestBoardOutline::coversWhatIsWithinThePadding()
{
    QFETCH(std::shared_ptr<const PegGeometry>, geometry);
    QVector<QPointF> centers;
    for (int hole = 0; hole < geometry->holeCount(); ++hole)
        centers.append(pegboard::layoutCenter(geometry->lattice(), geometry->cellOf(hole)));
    for (const qreal padding : {pegboard::kBoardPadding, pegboard::kBoardPadding - pegboard::kGrooveInset}) {
        const QPainterPath outline = pegboard::boardOutline(*geometry, centers, padding);
        const QRectF around = QPolygonF(centers).boundingRect().adjusted(-2 * padding, -2 * padding, 2 * padding, 2 * padding);
        int checked = 0;
        for (qreal y = around.top(); y <= around.bottom(); y += 10.9) {
            for (qreal x = around.left(); x <= around.right(); x += 10.9) {
                const QPointF point(x, y);
                const double distance = distanceToBoard(*geometry, centers, point);
                // Curves are drawn in straight pieces: points this near the
                // edge may fall either side.
                if (std::abs(distance - padding) < 1.0)
                    continue;
                ++checked;
                if (outline.contains(point) != (distance < padding))
                    QFAIL(qPrintable(QStringLiteral("padding %1: (%2, %3) is %4 from the board but %5 the outline")
                                         .arg(padding)
                                         .arg(x)
                                         .arg(y)
                                         .arg(distance)
                                         .arg(outline.contains(point) ? QStringLiteral("in") : QStringLiteral("out of"))));
            }
        }
        QVERIFY(checked > 100);
    }
}

PUZZLEBOX_TEST_MAIN(TestBoardOutline)
} // namespace tst_boardoutline
#include "tst_boardoutline.moc"
