#include "pegboarditems.h"

#include "pegscene.h"

#include <QCursor>
#include <QGraphicsScene>
#include <QtMath>

#include <algorithm>
#include <cmath>
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

namespace {

// Unites neighbours pair by pair, round after round: each union then clips
// two small outlines, where adding the pieces one by one to the growing
// outline clipped the whole of it each time. The pieces come in reading
// order, so neighbours on the board are neighbours in the list.
QPainterPath unionOf(QList<QPainterPath> pieces)
{
    while (pieces.size() > 1) {
        QList<QPainterPath> united;
        for (qsizetype i = 0; i < pieces.size(); i += 2)
            united.append(i + 1 < pieces.size() ? pieces[i].united(pieces[i + 1]) : pieces[i]);
        pieces = united;
    }
    return pieces.value(0);
}

// Twice the area `polygon` (closed or not) encloses, positive when it turns
// from the x axis towards the y axis.
qreal doubleArea(const QPolygonF &polygon)
{
    qreal area = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF &a = polygon[i];
        const QPointF &b = polygon[(i + 1) % polygon.size()];
        area += a.x() * b.y() - b.x() * a.y();
    }
    return area;
}

qreal cross(const QPointF &o, const QPointF &a, const QPointF &b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

// The convex hull of `points` (Andrew's monotone chain), turning the way
// doubleArea() counts positive; two points for points on one line.
QPolygonF convexHull(QVector<QPointF> points)
{
    std::sort(points.begin(), points.end(),
              [](const QPointF &a, const QPointF &b) { return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y()); });
    QPolygonF hull;
    for (int pass = 0; pass < 2; ++pass) {
        const qsizetype chainStart = hull.size();
        for (const QPointF &point : points) {
            while (hull.size() >= chainStart + 2 && cross(hull[hull.size() - 2], hull.last(), point) <= 1e-9)
                hull.removeLast();
            hull.append(point);
        }
        hull.removeLast(); // the next chain's first point
        std::reverse(points.begin(), points.end());
    }
    return hull;
}

// Every point within `padding` of the convex polygon `hull`: its sides moved
// out by `padding`, joined by arcs round its corners.
QPainterPath roundedHull(const QPolygonF &hull, qreal padding)
{
    const qsizetype n = hull.size();
    auto outward = [&](qsizetype i) {
        const QPointF along = hull[(i + 1) % n] - hull[i];
        return QPointF(along.y(), -along.x()) / std::hypot(along.x(), along.y());
    };
    // Qt's arcs count degrees from the x axis towards minus y.
    auto qtAngle = [](const QPointF &direction) {
        return qRadiansToDegrees(std::atan2(-direction.y(), direction.x()));
    };
    QPainterPath path;
    path.moveTo(hull[0] + outward(0) * padding);
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF corner = hull[(i + 1) % n];
        const QPointF from = outward(i);
        const QPointF to = outward((i + 1) % n);
        path.lineTo(corner + from * padding);
        qreal turn = qtAngle(from) - qtAngle(to);
        while (turn < 0)
            turn += 360;
        path.arcTo(QRectF(corner - QPointF(padding, padding), QSizeF(2 * padding, 2 * padding)), qtAngle(from), -turn);
    }
    path.closeSubpath();
    return path;
}

} // namespace

// The board's outline: every point within `padding` of the lattice's faces
// (triangles or squares of neighbouring holes), of the edges between
// neighbours and of the holes. That is the classic rounded triangle for a
// triangle, a rounded rectangle for a rectangle and a sensible shape for any
// board read from a file (a cross, a diamond...). When the faces fill the
// holes' convex hull (a triangle, a rectangle, a single row), that is the
// hull rounded, drawn at once; else a union of discs, bands and faces, as
// QPainterPathStroker leaves loops at sharp corners. Uniting them took a
// tenth of the app's start on the 15-hole triangle.
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

    // Pieces are united, not drawn into one path: their outlines run both
    // ways round, so a winding fill would cancel where they overlap.
    QList<QPainterPath> pieces;
    qreal facesArea = 0;
    auto add = [&pieces](const QPolygonF &polygon) {
        QPainterPath piece;
        piece.addPolygon(polygon);
        piece.closeSubpath();
        pieces.append(piece);
    };
    auto addFace = [&](const QPolygonF &face) {
        facesArea += std::abs(doubleArea(face));
        add(face);
    };
    for (int hole = 0; hole < geometry.holeCount(); ++hole) {
        const auto [row, col] = geometry.cellOf(hole);
        const QPointF here = centers[hole];
        QPainterPath disc;
        disc.addEllipse(here, padding, padding);
        pieces.append(disc);

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
                addFace(QPolygonF({here, *below, *belowRight, here}));
            if (right && belowRight)
                addFace(QPolygonF({here, *right, *belowRight, here}));
        } else if (right && below && belowRight) {
            addFace(QPolygonF({here, *right, *belowRight, *below, here}));
        }
    }
    if (centers.size() >= 2) {
        const QPolygonF hull = convexHull(centers);
        const qreal hullArea = std::abs(doubleArea(hull));
        // The faces do not overlap and lie within the hull: with its area,
        // they fill it, and the edges and holes lie in it too.
        if (hull.size() >= 2 && std::abs(hullArea - facesArea) <= 1e-6 * std::max<qreal>(1, hullArea))
            return roundedHull(hull, padding);
    }
    return unionOf(pieces);
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
