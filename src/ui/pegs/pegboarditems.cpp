#include "pegboarditems.h"

#include "pegscene.h"

#include <QCursor>
#include <QGraphicsScene>

#include <optional>

using pb::pegs::Cell;
using pb::pegs::Lattice;
using pb::pegs::PegGeometry;

namespace pegboard {

QPointF layoutCenter(Lattice lattice, Cell cell)
{
    if (lattice == Lattice::Triangle) {
        // Rows are stored left-aligned; centring row r shifts it by r/2 and the
        // rows of an equilateral lattice are sqrt(3)/2 apart.
        return {(cell.col - cell.row / 2.0) * kSpacing,
                cell.row * kSpacing * std::numbers::sqrt3 / 2};
    }
    return {cell.col * kSpacing, cell.row * kSpacing};
}

// The board's outline: every point within `padding` of the lattice's faces
// (triangles or squares of neighbouring holes), of the edges between
// neighbours and of the holes. That is the classic rounded triangle for a
// triangle, a rounded rectangle for a rectangle and a sensible shape for any
// board read from a file (a cross, a diamond...). Built as a union of discs,
// bands and faces because QPainterPathStroker leaves loops at sharp corners.
QPainterPath boardOutline(const PegGeometry &geometry, const QVector<QPointF> &centers,
                          qreal padding)
{
    const bool triangle = geometry.lattice() == Lattice::Triangle;
    auto center = [&](int row, int col) -> std::optional<QPointF> {
        const int hole = geometry.holeAt(row, col);
        if (hole < 0)
            return std::nullopt;
        return centers[hole];
    };

    // Pieces are united one by one: their outlines run both ways round, so
    // one path with a winding fill would cancel where they overlap.
    QPainterPath region;
    auto add = [&region](const QPolygonF &polygon) {
        QPainterPath piece;
        piece.addPolygon(polygon);
        piece.closeSubpath();
        region = region.united(piece);
    };
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        const auto [row, col] = geometry.cellOf(hole);
        const QPointF here = centers[hole];
        QPainterPath disc;
        disc.addEllipse(here, padding, padding);
        region = region.united(disc);

        const std::optional<QPointF> right = center(row, col + 1);
        const std::optional<QPointF> below = center(row + 1, col);
        const std::optional<QPointF> belowRight = center(row + 1, col + 1);
        for (const auto &neighbour : {right, below, triangle ? belowRight : std::nullopt}) {
            if (!neighbour)
                continue;
            const QLineF edge(here, *neighbour);
            const QPointF normal = QPointF(-edge.dy(), edge.dx()) * (padding / edge.length());
            add(QPolygonF({here + normal, *neighbour + normal, *neighbour - normal,
                           here - normal, here + normal}));
        }
        if (triangle) {
            if (below && belowRight)
                add(QPolygonF({here, *below, *belowRight, here}));
            if (right && belowRight)
                add(QPolygonF({here, *right, *belowRight, here}));
        } else if (right && below && belowRight) {
            add(QPolygonF({here, *right, *belowRight, *below, here}));
        }
    }
    return region;
}

int nearestPoint(const QVector<QPointF> &points, const QPointF &at, qreal within)
{
    int nearest = -1;
    qreal nearestDistance = within;
    for (int i = 0; i < points.size(); ++i) {
        const QPointF delta = points[i] - at;
        const qreal distance = std::hypot(delta.x(), delta.y());
        if (distance < nearestDistance) {
            nearest = i;
            nearestDistance = distance;
        }
    }
    return nearest;
}

BoardItems addBoardItems(QGraphicsScene &scene, const PegGeometry &geometry, const QVector<QPointF> &centers,
                         const QVector<QPointF> *sites)
{
    BoardItems items;
    auto *board = new BoardItem(boardOutline(geometry, centers, kBoardPadding),
                                boardOutline(geometry, centers, kBoardPadding - kGrooveInset));
    scene.addItem(board);
    for (const QPointF &center : centers) {
        auto *hole = new HoleItem;
        hole->setPos(center);
        scene.addItem(hole);
        items.holes.append(hole);
        auto *peg = new PegItem;
        peg->setPos(center);
        scene.addItem(peg);
        items.pegs.append(peg);
    }
    items.flyer = new PegItem;
    items.flyer->setZValue(10);
    items.flyer->hide();
    scene.addItem(items.flyer);

    items.bounds = board->boundingRect();
    if (sites) {
        for (const QPointF &center : *sites) {
            auto *site = new SiteItem;
            site->setPos(center);
            site->setCursor(Qt::PointingHandCursor);
            scene.addItem(site);
        }
        for (const QPointF &center : centers + *sites)
            items.bounds = items.bounds.united(circle(center, kBoardPadding));
    }
    return items;
}

} // namespace pegboard
