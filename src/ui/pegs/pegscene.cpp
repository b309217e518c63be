#include "pegscene.h"

#include "core/pegs/pegpuzzle.h"
#include "pegdesignpanel.h"
#include "ui/moveanimation.h"
#include "ui/woodboard.h"

#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>
#include <optional>

using pb::pegs::Cell;
using pb::pegs::Jump;
using pb::pegs::Lattice;
using pb::pegs::PegBits;
using pb::pegs::PegGeometry;
using pb::pegs::PegPuzzle;

namespace {

// Scene units; the view scales the whole board to fit, so only the ratios matter.
constexpr qreal kSpacing = 100;     // between neighbouring hole centres
constexpr qreal kHoleRadius = 21;
constexpr qreal kPegRadius = 31;    // a peg is wider than its hole, so it reads as "filled"
constexpr qreal kBoardPadding = 60; // wood beyond the outermost hole centres
constexpr qreal kGrooveInset = 16;  // a routed groove that follows the edge
constexpr qreal kSceneMargin = 10;
constexpr qreal kJumpArc = 38;      // how high a jumping peg rises over a jump's length
constexpr qreal kDragThreshold = 12; // how far a pressed peg moves before it is dragged
constexpr qreal kDragLift = 0.6;     // a dragged peg is held above the board
// Hole numbers smaller than this on screen, in pixels, are not drawn.
constexpr qreal kSmallestLegiblePixels = 8;

const QColor kSelectColor(255, 209, 84);
const QColor kLandingColor(112, 226, 142);
const QColor kHintColor(92, 200, 255);
const QColor kHintOverColor(255, 120, 80);
const QColor kMarkColor(255, 196, 40);
const QColor kEditColor(255, 248, 230, 150);
const QColor kSiteColor(236, 214, 184, 170);

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

qreal smoothStep(qreal edge0, qreal edge1, qreal x)
{
    const qreal t = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

QRectF circle(const QPointF &center, qreal radius)
{
    return {center.x() - radius, center.y() - radius, 2 * radius, 2 * radius};
}

} // namespace

// The wooden board under the holes, with a routed groove that follows its edge.
class PegScene::BoardItem : public WoodBoardItem {
public:
    BoardItem(QPainterPath outline, QPainterPath groove)
        : WoodBoardItem(std::move(outline), Wood::Oiled)
        , m_groove(std::move(groove))
    {
    }

protected:
    void paintInlay(QPainter *painter) const override
    {
        // A dark cut with its lower wall catching the light.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 228, 184, 90), 2));
        painter->drawPath(m_groove.translated(0, 1.5));
        painter->setPen(QPen(QColor(96, 54, 22, 150), 2));
        painter->drawPath(m_groove);
    }

private:
    QPainterPath m_groove;
};

// An empty hole drilled into the board.
class PegScene::HoleItem : public QGraphicsItem {
public:
    HoleItem() { setZValue(0); }

    QRectF boundingRect() const override { return circle({}, kHoleRadius + 3); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        // The lower lip catches the light, the upper one is cut sharp.
        painter->setBrush(QColor(255, 232, 196, 110));
        painter->drawEllipse(circle({0, 1.8}, kHoleRadius + 1));
        painter->setBrush(QColor(80, 44, 18, 160));
        painter->drawEllipse(circle({0, -1}, kHoleRadius + 0.5));

        QRadialGradient depth(QPointF(0, kHoleRadius * 0.35), kHoleRadius * 1.25);
        depth.setColorAt(0, QColor(92, 58, 32));
        depth.setColorAt(0.55, QColor(48, 28, 14));
        depth.setColorAt(1, QColor(20, 11, 5));
        painter->setBrush(depth);
        painter->drawEllipse(circle({}, kHoleRadius));
    }
};

// A peg seen from above, with a shadow that grows as the peg is lifted.
class PegScene::PegItem : public QGraphicsItem {
public:
    PegItem() { setZValue(2); }

    void setLift(qreal lift)
    {
        if (lift != m_lift) {
            prepareGeometryChange();
            m_lift = lift;
        }
    }

    QRectF boundingRect() const override
    {
        return circle({}, kPegRadius + 4).united(circle(shadowOffset(), kPegRadius + 8));
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);

        const qreal shadowRadius = kPegRadius + 5;
        QRadialGradient shadow(shadowOffset(), shadowRadius);
        shadow.setColorAt(0, QColor(0, 0, 0, int(130 - 50 * m_lift)));
        shadow.setColorAt(0.7, QColor(0, 0, 0, int(70 - 30 * m_lift)));
        shadow.setColorAt(1, QColor(0, 0, 0, 0));
        painter->setBrush(shadow);
        painter->drawEllipse(circle(shadowOffset(), shadowRadius));

        QRadialGradient body(QPointF(0, 0), kPegRadius,
                             QPointF(-kPegRadius * 0.35, -kPegRadius * 0.4));
        body.setColorAt(0, QColor(255, 160, 140));
        body.setColorAt(0.28, QColor(226, 62, 52));
        body.setColorAt(0.78, QColor(158, 22, 28));
        body.setColorAt(1, QColor(92, 8, 16));
        painter->setBrush(body);
        painter->setPen(QPen(QColor(70, 6, 12, 200), 1.2));
        painter->drawEllipse(circle({}, kPegRadius));

        // Reflected light from the board on the lower rim, and a specular spot.
        painter->setPen(QPen(QColor(255, 190, 150, 70), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawArc(circle({}, kPegRadius - 3), -30 * 16, -120 * 16);
        const QPointF glossCenter(-kPegRadius * 0.32, -kPegRadius * 0.42);
        QRadialGradient gloss(glossCenter, kPegRadius * 0.42);
        gloss.setColorAt(0, QColor(255, 255, 255, 210));
        gloss.setColorAt(1, QColor(255, 255, 255, 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(gloss);
        painter->drawEllipse(circle(glossCenter, kPegRadius * 0.42));
    }

private:
    QPointF shadowOffset() const { return {3 + 8 * m_lift, 5 + 14 * m_lift}; }

    qreal m_lift = 0;
};

// Everything drawn on top of holes and pegs: hole numbers, the selection, the
// landing holes, a hint and the keyboard focus. One item, repainted whenever the
// scene's state changes.
class PegScene::OverlayItem : public QGraphicsItem {
public:
    OverlayItem(const PegScene *scene, const QRectF &bounds)
        : m_scene(scene)
        , m_bounds(bounds)
    {
        setZValue(5);
        setAcceptedMouseButtons(Qt::NoButton);
        m_font.setPixelSize(17);
        m_font.setWeight(QFont::DemiBold);
    }

    QRectF boundingRect() const override { return m_bounds; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const PegScene &s = *m_scene;

        if (s.m_hint)
            paintHint(painter, *s.m_hint);
        for (int hole = 0; hole < s.holeCount(); ++hole) {
            if (s.m_marked & pb::pegs::bit(hole))
                paintMark(painter, s.m_centers[hole]);
            else if (s.m_editing && !s.pegShown(hole))
                // An empty hole in the editor invites a peg.
                paintRing(painter, s.m_centers[hole], kHoleRadius + 6, kEditColor, Qt::DotLine);
        }
        for (int hole = 0; hole < s.holeCount(); ++hole) {
            if (s.m_landing & pb::pegs::bit(hole))
                paintLanding(painter, s.m_centers[hole]);
        }
        if (s.m_selected >= 0)
            paintRing(painter, s.m_centers[s.m_selected], kPegRadius + 6, kSelectColor,
                      Qt::SolidLine);
        if (s.m_focusVisible && s.focusCell()) {
            paintRing(painter, s.cellCenter(s.focusCell()->row, s.focusCell()->col), kPegRadius + 12, QColor(255, 255, 255, 230),
                      Qt::DashLine);
        }

        // Numbers shrunk below what can be read are noise on a small board:
        // they go, and come back as the window grows.
        if (m_font.pixelSize() * painter->worldTransform().map(QLineF(0, 0, 1, 0)).length() < kSmallestLegiblePixels)
            return;
        painter->setFont(m_font);
        for (int hole = 0; hole < s.holeCount(); ++hole)
            paintNumber(painter, hole);
    }

private:
    void paintRing(QPainter *painter, const QPointF &center, qreal radius, const QColor &color,
                   Qt::PenStyle style) const
    {
        painter->setBrush(Qt::NoBrush);
        QColor glow = color;
        glow.setAlpha(70);
        painter->setPen(QPen(glow, 11));
        painter->drawEllipse(circle(center, radius));
        painter->setPen(QPen(color, 4.5, style, Qt::RoundCap));
        painter->drawEllipse(circle(center, radius));
    }

    // A gold ring with a small star above it, bold enough to read on a peg
    // and in an empty hole alike.
    void paintMark(QPainter *painter, const QPointF &center) const
    {
        paintRing(painter, center, kPegRadius + 8, kMarkColor, Qt::SolidLine);
        QPolygonF star;
        const QPointF top = center - QPointF(0, kPegRadius + 8);
        for (int i = 0; i < 10; ++i) {
            const qreal angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
            const qreal radius = i % 2 == 0 ? 11 : 4.5;
            star << top + QPointF(std::cos(angle), std::sin(angle)) * radius;
        }
        painter->setPen(QPen(QColor(90, 60, 0, 200), 1.5));
        painter->setBrush(kMarkColor.lighter(115));
        painter->drawPolygon(star);
    }

    void paintLanding(QPainter *painter, const QPointF &center) const
    {
        QRadialGradient fill(center, kHoleRadius);
        fill.setColorAt(0, kLandingColor.lighter(125));
        fill.setColorAt(0.7, kLandingColor);
        fill.setColorAt(1, kLandingColor.darker(170));
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(circle(center, kHoleRadius - 2));
        paintRing(painter, center, kHoleRadius + 7, kLandingColor, Qt::SolidLine);
    }

    // A curved arrow from the peg over its neighbour into the landing hole.
    void paintHint(QPainter *painter, const Jump &jump) const
    {
        const QVector<QPointF> &centers = m_scene->m_centers;
        paintRing(painter, centers[jump.from], kPegRadius + 6, kHintColor, Qt::SolidLine);
        paintRing(painter, centers[jump.over], kPegRadius + 6, kHintOverColor, Qt::DotLine);
        paintRing(painter, centers[jump.to], kHoleRadius + 7, kHintColor, Qt::DashLine);

        const QPointF from = centers[jump.from];
        const QPointF to = centers[jump.to];
        const QPointF along = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
        // Bend the arrow to the side that points up the screen, like the peg's flight.
        QPointF normal(along.y(), -along.x());
        if (normal.y() > 0 || (normal.y() == 0 && normal.x() > 0))
            normal = -normal;
        const QPointF control = centers[jump.over] + normal * kSpacing * 0.55;
        const QPointF start = from + along * (kPegRadius * 0.4);
        // The tip stops at the hole's rim, leaving its number readable.
        const QPointF tip = to - along * (kHoleRadius + 2);

        QPainterPath curve(start);
        curve.quadTo(control, tip);
        const QPointF tangent = tip - control;
        const QPointF direction = tangent / std::hypot(tangent.x(), tangent.y());
        const QPointF side(direction.y(), -direction.x());
        const qreal head = 22;
        QPolygonF arrowHead({tip, tip - direction * head + side * head * 0.55,
                             tip - direction * head - side * head * 0.55});

        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(10, 30, 50, 150), 10, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(curve);
        painter->setPen(QPen(kHintColor, 6, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(curve);
        painter->setPen(
            QPen(QColor(10, 30, 50, 150), 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(kHintColor);
        painter->drawPolygon(arrowHead);
    }

    void paintNumber(QPainter *painter, int hole) const
    {
        const QPointF center = m_scene->m_centers[hole];
        const QRectF box = circle(center, kHoleRadius);
        const QString text = QString::number(hole);
        QColor color(236, 204, 160, 170); // faint, in the dark of an empty hole
        if (m_scene->pegShown(hole) || m_scene->isHighlighted(hole)) {
            // A soft dark edge keeps the number readable on the glossy peg.
            painter->setPen(QColor(40, 0, 6, 140));
            painter->drawText(box.translated(0, 1.2), Qt::AlignCenter, text);
            color = QColor(255, 240, 232, 230);
        }
        painter->setPen(color);
        painter->drawText(box, Qt::AlignCenter, text);
    }

    const PegScene *m_scene;
    QRectF m_bounds;
    QFont m_font;
};

// A cell of the designer's canvas without a hole: a dashed ring where one
// can be drilled.
class PegScene::SiteItem : public QGraphicsItem {
public:
    SiteItem() { setZValue(0); }

    QRectF boundingRect() const override { return circle({}, kHoleRadius + 4); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(QColor(255, 255, 255, 40));
        painter->setPen(QPen(kSiteColor, 3, Qt::DashLine, Qt::RoundCap));
        painter->drawEllipse(circle({}, kHoleRadius));
        painter->setPen(QPen(kSiteColor, 3, Qt::SolidLine, Qt::RoundCap));
        const qreal arm = kHoleRadius * 0.4;
        painter->drawLine(QPointF(-arm, 0), QPointF(arm, 0));
        painter->drawLine(QPointF(0, -arm), QPointF(0, arm));
    }
};

PegScene::PegScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_animation(new MoveAnimation(this, &PegScene::animate, &PegScene::endFlight))
{
}

PegScene::~PegScene() = default;

void PegScene::setTypedPosition(const PegPuzzle &position)
{
    finishAnimations();
    cancelDrag();
    if (m_design) {
        // Redrawn while designing (in a new language): the design stays.
        showDesign();
        return;
    }
    if (!m_geometry
        || (m_geometry != position.sharedGeometry() && !(*m_geometry == position.geometry())))
        rebuild(position.sharedGeometry());
    m_pegs = position.pegs();
    clearMarks();
    showPegs(m_pegs);
    refreshMarks();
}

void PegScene::showTypedMove(const PegPuzzle &before, const PegPuzzle &after, const QString &move,
                             bool forward)
{
    finishAnimations();
    cancelDrag();
    const PegPuzzle &start = forward ? before : after;
    const PegPuzzle &end = forward ? after : before;

    // A chain of jumps (a move of the fewest-moves count) flies hop by hop.
    const std::optional<std::vector<Jump>> jumps = pb::pegs::parseChain(end.geometry(), move.toStdString());
    // Nothing to animate: a new board, no animation wanted, or a move that does
    // not parse (then the end position is all that can be trusted).
    if (!m_geometry || !(*m_geometry == end.geometry()) || !jumps || animationMillis() <= 0) {
        setTypedPosition(end);
        return;
    }

    Flight flight;
    flight.forward = forward;
    flight.path.push_back(jumps->front().from);
    for (const Jump &jump : *jumps) {
        flight.path.push_back(jump.to);
        flight.overs.push_back(jump.over);
    }
    if (!forward) {
        std::reverse(flight.path.begin(), flight.path.end());
        std::reverse(flight.overs.begin(), flight.overs.end());
    }
    const bool dropped = forward && m_dropPoint;
    flight.origin = dropped ? *m_dropPoint : m_centers[flight.path.front()];
    clearMarks();
    m_pegs = end.pegs();
    showPegs(start.pegs());
    m_flight = std::move(flight);
    m_pegItems[m_flight->path.front()]->hide();
    if (!forward) {
        // The jumped pegs come back: present from the start, but still invisible.
        for (const int over : m_flight->overs) {
            m_pegItems[over]->show();
            m_pegItems[over]->setOpacity(0);
        }
    }
    m_flyer->setPos(m_flight->origin);
    m_flyer->setLift(0);
    m_flyer->setScale(1);
    m_flyer->show();
    refreshMarks();

    // Each hop a little quicker than a lone jump, so a long chain stays a
    // step of the solution rather than a show of its own.
    const int hops = int(m_flight->overs.size());
    m_animation->play(animationMillis() * (hops + 1) / 2, QEasingCurve::InOutSine);
}

void PegScene::finishAnimations()
{
    m_animation->finish();
}

void PegScene::setEditing(bool editing)
{
    finishAnimations();
    cancelDrag();
    if (editing == m_editing)
        return;
    m_editing = editing;
    clearMarks();
    if (editing && m_geometry) {
        m_design.emplace(PegPuzzle(m_geometry, m_pegs));
        m_tool = DesignTool::Pegs;
        showDesign();
        return;
    }
    if (!editing && m_design) {
        // The canvas goes; the window shows the game's position next. Until
        // then the board design stays drawn without its sites.
        m_design.reset();
        m_sites.clear();
        m_siteCenters.clear();
        rebuild(m_geometry);
        showPegs(m_pegs);
    }
    refreshMarks();
}

QWidget *PegScene::createEditTools(QWidget *parent)
{
    if (!m_design)
        return nullptr;
    return new PegDesignPanel(this, parent);
}

void PegScene::setDesignTool(DesignTool tool)
{
    m_tool = tool;
    refreshMarks();
}

void PegScene::setDesignLattice(Lattice lattice)
{
    if (!m_design || lattice == m_design->lattice())
        return;
    m_design->setLattice(lattice);
    showDesign();
    designEdited();
}

void PegScene::setDesignSize(int rows, int cols)
{
    if (!m_design)
        return;
    const bool grows = rows * cols > m_design->rows() * m_design->cols();
    m_design->setSize(rows, cols);
    showDesign();
    designEdited();
    // Grown past the largest board, the new cells come without holes: say why.
    if (grows && m_design->holeCount() == pb::pegs::kMaxHoles)
        emit statusMessage(tr("A board holds at most %n hole(s): the new cells have none.", nullptr, pb::pegs::kMaxHoles));
}

void PegScene::startDesignFrom(const PegPuzzle &board)
{
    if (!m_design)
        return;
    m_design.emplace(board);
    showDesign();
    designEdited();
}

QPointF PegScene::cellCenter(int row, int col) const
{
    const Lattice lattice = m_design ? m_design->lattice() : m_geometry ? m_geometry->lattice() : Lattice::Square;
    return layoutCenter(lattice, Cell{row, col});
}

void PegScene::showDesign()
{
    m_sites.clear();
    m_siteCenters.clear();
    const Lattice lattice = m_design->lattice();
    for (int row = 0; row < m_design->rows(); ++row) {
        for (int col = 0; m_design->inCanvas(row, col); ++col) {
            if (m_design->cell(row, col) != PegDesign::Cell::None)
                continue;
            m_sites.append(Cell{row, col});
            m_siteCenters.append(layoutCenter(lattice, Cell{row, col}));
        }
    }
    // The keyboard focus stays on its cell as holes come and go.
    const std::optional<Cell> focus = focusCell();
    const bool focusVisible = m_focusVisible;
    rebuild(m_design->canvasGeometry());
    if (focus && m_design->inCanvas(focus->row, focus->col)) {
        setFocusCell(*focus);
        m_focusVisible = focusVisible;
    }
    m_pegs = m_design->canvasPegs();
    showPegs(m_pegs);
    refreshMarks();
}

void PegScene::designEdited()
{
    emit positionEdited();
    emit designChanged();
}

std::optional<Cell> PegScene::siteAt(const QPointF &scenePos) const
{
    for (qsizetype i = 0; i < m_siteCenters.size(); ++i) {
        const QPointF delta = m_siteCenters[i] - scenePos;
        if (std::hypot(delta.x(), delta.y()) < kPegRadius + 4)
            return m_sites[i];
    }
    return std::nullopt;
}

void PegScene::toggleDesignHole(int row, int col)
{
    const bool drilling = m_design->cell(row, col) == PegDesign::Cell::None;
    if (!m_design->toggleHole(row, col)) {
        emit statusMessage(tr("A board holds at most %n hole(s): remove one before you add another.", nullptr,
                              pb::pegs::kMaxHoles));
        return;
    }
    showDesign();
    const QString counts = tr("%n hole(s)", nullptr, m_design->holeCount()) + QStringLiteral(", ")
        + tr("%n peg(s)", nullptr, m_design->pegCount());
    emit statusMessage(drilling ? tr("Hole added, with a peg: %1.").arg(counts) : tr("Hole removed: %1.").arg(counts));
    designEdited();
}

void PegScene::setPicking(bool picking)
{
    finishAnimations();
    m_picking = picking;
    select(-1);
    refreshMarks();
}

std::unique_ptr<pb::Puzzle> PegScene::editedPosition(QString *why) const
{
    if (!m_design)
        return nullptr;
    std::optional<PegPuzzle> board = m_design->board();
    if (!board) {
        if (why) {
            *why = m_design->holeCount() == 0
                ? tr("A board needs at least one hole with a peg: choose the Holes tool and click a cell.")
                : tr("A board needs at least one peg: click a hole to put a peg in it.");
        }
        return nullptr;
    }
    return std::make_unique<PegPuzzle>(std::move(*board));
}

void PegScene::showFinishCells(const QList<int> &cells)
{
    PegBits holes = 0;
    for (int cell : cells) {
        if (cell >= 0 && cell < holeCount())
            holes |= pb::pegs::bit(cell);
    }
    setMarkedHoles(holes);
}

void PegScene::setMarkedHoles(PegBits holes)
{
    m_marked = holes;
    refreshMarks();
}

void PegScene::showHint(const std::string &hint)
{
    const QString move = QString::fromStdString(hint);
    m_hint.reset();
    // A chain's first jump: the one to play first.
    if (m_geometry && !move.isEmpty()) {
        if (const auto jumps = pb::pegs::parseChain(*m_geometry, move.toStdString()))
            m_hint = jumps->front();
    }
    refreshMarks();
}

QPointF PegScene::holeCenter(int hole) const
{
    Q_ASSERT(hole >= 0 && hole < m_centers.size());
    return m_centers[hole];
}

bool PegScene::isHighlighted(int hole) const
{
    return (m_landing & pb::pegs::bit(hole)) != 0;
}

bool PegScene::pegShown(int hole) const
{
    const PegItem *peg = m_pegItems[hole];
    return peg->isVisible() && peg->opacity() > 0;
}

void PegScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_geometry) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishAnimations();
    const int hole = holeAt(event->scenePos());
    if (hole < 0 && m_design) {
        if (const std::optional<Cell> site = siteAt(event->scenePos())) {
            setFocusCell(*site);
            m_focusVisible = false;
            m_focusAimX = cellCenter(site->row, site->col).x();
            activateSite(*site);
        }
        return;
    }
    if (hole < 0) {
        // A click on the wood or beside it lets go of the selection.
        select(-1);
        return;
    }
    m_focus = hole;
    m_focusSite.reset();
    m_focusVisible = false;
    m_focusAimX = m_centers[hole].x();
    if (!m_editing && !m_picking && canJumpFrom(hole)) {
        // The press may start a drag: it selects the peg as a click does, but
        // letting go of a selected peg waits for a release without a drag.
        m_drag = PegDrag{hole, event->scenePos(), hole == m_selected};
        if (m_drag->wasSelected)
            return;
    }
    activateHole(hole);
}

void PegScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag) {
        BoardScene::mouseMoveEvent(event);
        return;
    }
    event->accept();
    const QPointF offset = event->scenePos() - m_drag->grab;
    if (!m_drag->dragging) {
        if (std::hypot(offset.x(), offset.y()) < kDragThreshold)
            return;
        m_drag->dragging = true;
        m_pegItems[m_drag->hole]->hide();
        m_flyer->setLift(kDragLift);
        m_flyer->setScale(1);
        m_flyer->show();
    }
    m_flyer->setPos(m_centers[m_drag->hole] + offset);
}

void PegScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_drag || event->button() != Qt::LeftButton) {
        BoardScene::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    const PegDrag drag = *m_drag;
    m_drag.reset();
    if (drag.dragging)
        dropPeg(drag, m_flyer->pos());
    else if (drag.wasSelected)
        select(-1);
}

void PegScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks on a peg are a select and a deselect, not a gesture of
    // their own.
    mousePressEvent(event);
}

void PegScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_geometry || (m_centers.isEmpty() && !m_design)) {
        BoardScene::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(0, -1);
        break;
    case Qt::Key_Right:
        moveFocus(0, 1);
        break;
    case Qt::Key_Up:
        moveFocus(-1, 0);
        break;
    case Qt::Key_Down:
        moveFocus(1, 0);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        finishAnimations();
        if (m_focusVisible && m_focus >= 0)
            activateHole(m_focus);
        else if (m_focusVisible && m_focusSite)
            activateSite(*m_focusSite);
        else
            moveFocus(0, 0);
        break;
    case Qt::Key_Escape:
        if (m_picking) {
            setPicking(false);
            emit statusMessage(tr("No hole chosen."));
            break;
        }
        if (m_selected < 0) {
            BoardScene::keyPressEvent(event);
            return;
        }
        select(-1);
        break;
    default:
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PegScene::rebuild(std::shared_ptr<const PegGeometry> geometry)
{
    clear();
    m_geometry = std::move(geometry);
    m_centers.clear();
    m_holeItems.clear();
    m_pegItems.clear();
    m_focus = -1;
    m_focusSite.reset();
    m_focusVisible = false;

    for (const Cell &cell : m_geometry->holes())
        m_centers.append(layoutCenter(m_geometry->lattice(), cell));

    auto *board = new BoardItem(boardOutline(*m_geometry, m_centers, kBoardPadding),
                                boardOutline(*m_geometry, m_centers, kBoardPadding - kGrooveInset));
    addItem(board);
    for (const QPointF &center : std::as_const(m_centers)) {
        auto *hole = new HoleItem;
        hole->setPos(center);
        addItem(hole);
        m_holeItems.append(hole);
        auto *peg = new PegItem;
        peg->setPos(center);
        addItem(peg);
        m_pegItems.append(peg);
    }
    m_flyer = new PegItem;
    m_flyer->setZValue(10);
    m_flyer->hide();
    addItem(m_flyer);

    QRectF bounds = board->boundingRect();
    if (m_design) {
        // The whole canvas stays in view, so the board does not jump about
        // as holes come and go.
        for (const QPointF &center : std::as_const(m_siteCenters)) {
            auto *site = new SiteItem;
            site->setPos(center);
            site->setCursor(Qt::PointingHandCursor);
            addItem(site);
        }
        for (const QPointF &center : std::as_const(m_centers) + m_siteCenters)
            bounds = bounds.united(circle(center, kBoardPadding));
    }
    bounds.adjust(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin);
    m_overlay = new OverlayItem(this, bounds);
    addItem(m_overlay);
    setSceneRect(bounds);
}

void PegScene::showPegs(PegBits pegs)
{
    for (int hole = 0; hole < m_pegItems.size(); ++hole) {
        PegItem *peg = m_pegItems[hole];
        peg->setVisible((pegs & pb::pegs::bit(hole)) != 0);
        peg->setOpacity(1);
        peg->setScale(1);
    }
}

void PegScene::clearMarks()
{
    letGo();
    m_hint.reset();
    m_marked = 0;
}

QString PegScene::focusDescription() const
{
    if (m_focusVisible && m_focusSite)
        return tr("Row %1, column %2, no hole").arg(m_focusSite->row + 1).arg(m_focusSite->col + 1);
    const int hole = focusHole();
    if (hole < 0)
        return QString();
    if (!(m_pegs & pb::pegs::bit(hole)))
        return tr("Hole %1, empty").arg(hole);
    return hole == m_selected ? tr("Hole %1, peg, picked up").arg(hole) : tr("Hole %1, peg").arg(hole);
}

void PegScene::refreshMarks()
{
    emit focusDescriptionChanged();
    if (m_overlay)
        m_overlay->update();
    for (int hole = 0; hole < m_centers.size(); ++hole) {
        // The selected peg is picked up a little: its shadow grows.
        m_pegItems[hole]->setLift(hole == m_selected ? 0.3 : 0);
        // The hand cursor shows what a click can act on right now.
        const bool actionable =
            !m_flight && (m_editing || m_picking || canJumpFrom(hole) || isHighlighted(hole));
        for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_holeItems[hole]),
                                    static_cast<QGraphicsItem *>(m_pegItems[hole])}) {
            if (actionable)
                item->setCursor(Qt::PointingHandCursor);
            else
                item->unsetCursor();
        }
    }
}

void PegScene::animate(qreal progress)
{
    if (!m_flight)
        return;
    // The hop under way, and how far along it is.
    const int hops = int(m_flight->overs.size());
    const int hop = std::min(int(progress * hops), hops - 1);
    const qreal along = progress * hops - hop;
    const QPointF start = hop == 0 ? m_flight->origin : m_centers[m_flight->path[std::size_t(hop)]];
    const QPointF end = m_centers[m_flight->path[std::size_t(hop) + 1]];
    // A jump's length gives the full arc; a dropped peg's short way home a small one.
    const qreal arc = kJumpArc * QLineF(start, end).length() / (2 * kSpacing);
    const qreal rise = std::sin(along * std::numbers::pi);
    m_flyer->setPos(start + (end - start) * along - QPointF(0, arc * rise));
    m_flyer->setLift(rise);
    m_flyer->setScale(1 + 0.12 * rise);

    // Each jumped peg goes once the jumper is over it, or comes back as the
    // jumper passes over it on the way back; the hops before this one are done.
    for (int i = 0; i < hops; ++i) {
        const int hole = m_flight->overs[std::size_t(i)];
        if (hole < 0)
            continue;
        const qreal local = i < hop ? 1 : i > hop ? 0 : along;
        const qreal gone = m_flight->forward ? smoothStep(0.35, 0.85, local) : 1 - smoothStep(0.15, 0.65, local);
        PegItem *over = m_pegItems[hole];
        over->setOpacity(1 - gone);
        over->setScale(1 - 0.6 * gone);
    }
}

void PegScene::endFlight()
{
    if (!m_flight)
        return;
    m_flight.reset();
    m_flyer->hide();
    showPegs(m_pegs);
    refreshMarks();
}

int PegScene::holeAt(const QPointF &scenePos) const
{
    int nearest = -1;
    qreal nearestDistance = kPegRadius + 4;
    for (int hole = 0; hole < m_centers.size(); ++hole) {
        const QPointF delta = m_centers[hole] - scenePos;
        const qreal distance = std::hypot(delta.x(), delta.y());
        if (distance < nearestDistance) {
            nearest = hole;
            nearestDistance = distance;
        }
    }
    return nearest;
}

void PegScene::activateHole(int hole)
{
    if (m_picking) {
        setPicking(false);
        emit cellPicked(hole);
        return;
    }
    if (m_editing) {
        toggleHole(hole);
        return;
    }
    const bool peg = (m_pegs & pb::pegs::bit(hole)) != 0;
    if (peg) {
        if (hole == m_selected) {
            select(-1);
        } else if (canJumpFrom(hole)) {
            select(hole);
            emit statusMessage(
                tr("Peg %1 selected: click a highlighted hole to jump there.").arg(hole));
        } else {
            emit statusMessage(tr("Peg %1 has no jump: it needs a neighbouring peg with an "
                                  "empty hole right behind it.")
                                   .arg(hole));
        }
        return;
    }

    if (m_selected < 0 && m_hint && hole == m_hint->to) {
        // The hint's mark ends in this hole: a click on it plays the hint.
        emit moveRequested(pb::pegs::moveToString(*m_hint));
    } else if (m_selected < 0) {
        emit statusMessage(tr("Hole %1 is empty. Select a peg first, then the hole it should "
                              "jump into.")
                               .arg(hole));
    } else if (isHighlighted(hole)) {
        const Jump *jump = m_geometry->findJump(m_selected, hole);
        Q_ASSERT(jump);
        select(-1);
        emit moveRequested(pb::pegs::moveToString(*jump));
    } else {
        emit statusMessage(jumpRefusal(m_selected, hole));
    }
}

QString PegScene::jumpRefusal(int from, int to) const
{
    return tr("Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the "
              "empty hole right behind it.")
        .arg(from)
        .arg(to);
}

void PegScene::dropPeg(const PegDrag &drag, const QPointF &point)
{
    // The peg's centre aims, not the hand: it is what the player sees land.
    const int target = holeAt(point);
    if (target >= 0 && isHighlighted(target)) {
        // The peg goes home until the window, showing the move while the scene
        // asks for it, flies it from the drop on.
        m_flyer->hide();
        m_pegItems[drag.hole]->show();
        m_dropPoint = point;
        activateHole(target);
        m_dropPoint.reset();
        return;
    }
    if (target >= 0 && target != drag.hole)
        emit statusMessage(jumpRefusal(drag.hole, target));
    // Back into its hole, still selected, so a click on a landing hole can follow.
    m_flight = Flight{{drag.hole, drag.hole}, {-1}, true, point};
    refreshMarks();
    if (animationMillis() > 0)
        m_animation->play(animationMillis(), QEasingCurve::OutCubic);
    else
        m_animation->finish();
}

void PegScene::cancelDrag()
{
    if (m_drag && m_drag->dragging && m_flyer)
        m_flyer->hide();
    m_drag.reset();
}

void PegScene::toggleHole(int hole)
{
    const Cell cell = m_geometry->cellOf(hole);
    if (m_design && m_tool == DesignTool::Holes) {
        toggleDesignHole(cell.row, cell.col);
        return;
    }
    if (m_design)
        m_design->togglePeg(cell.row, cell.col);
    m_pegs ^= pb::pegs::bit(hole);
    showPegs(m_pegs);
    refreshMarks();
    const int count = pb::pegs::pegCount(m_pegs);
    emit statusMessage((m_pegs & pb::pegs::bit(hole) ? tr("Peg added in hole %1: %n peg(s).", nullptr, count)
                                                      : tr("Peg removed from hole %1: %n peg(s).", nullptr, count))
                           .arg(hole));
    designEdited();
}

// Drops the selection; what the scene said about the selected peg goes with it.
void PegScene::letGo()
{
    if (m_selected >= 0)
        emit statusMessageWithdrawn();
    m_selected = -1;
    m_landing = 0;
}

void PegScene::select(int hole)
{
    letGo();
    m_selected = hole;
    if (hole >= 0) {
        for (const Jump &jump : m_geometry->jumps()) {
            if (jump.from == hole && pb::pegs::isLegal(jump, m_pegs))
                m_landing |= pb::pegs::bit(jump.to);
        }
    }
    refreshMarks();
}

void PegScene::moveFocus(int rowStep, int colStep)
{
    if (m_design) {
        moveDesignFocus(rowStep, colStep);
        return;
    }
    // The first key only shows where the focus is.
    if (!m_focusVisible || m_focus < 0) {
        m_focusVisible = true;
        if (m_focus < 0)
            m_focus = m_selected >= 0 ? m_selected : 0;
        m_focusAimX = m_centers[m_focus].x();
        refreshMarks();
        return;
    }

    const Cell here = m_geometry->cellOf(m_focus);
    int best = -1;
    if (colStep != 0) {
        // Along the row: the nearest hole that way.
        for (int col = here.col + colStep; col >= 0 && col < m_geometry->cols() && best < 0;
             col += colStep)
            best = m_geometry->holeAt(here.row, col);
        if (best >= 0)
            m_focusAimX = m_centers[best].x();
    } else if (rowStep != 0) {
        // The nearest row that way that has holes, and in it the hole closest
        // to where the focus aims; ties go to the first, so repeated Down keys
        // zig-zag around the aim instead of drifting.
        for (int row = here.row + rowStep; row >= 0 && row < m_geometry->rows() && best < 0;
             row += rowStep) {
            qreal bestOffset = 0;
            for (int col = 0; col < m_geometry->cols(); ++col) {
                const int hole = m_geometry->holeAt(row, col);
                if (hole < 0)
                    continue;
                const qreal offset = std::abs(m_centers[hole].x() - m_focusAimX);
                if (best < 0 || offset < bestOffset - 1e-6) {
                    best = hole;
                    bestOffset = offset;
                }
            }
        }
    }
    if (best >= 0)
        m_focus = best;
    refreshMarks();
}

// While designing the focus goes over every cell of the canvas, holes or not,
// so holes can be drilled from the keyboard too.
void PegScene::moveDesignFocus(int rowStep, int colStep)
{
    const std::optional<Cell> here = focusCell();
    if (!m_focusVisible || !here) {
        m_focusVisible = true;
        if (!here)
            setFocusCell(Cell{0, 0});
        m_focusAimX = cellCenter(focusCell()->row, focusCell()->col).x();
        refreshMarks();
        return;
    }
    std::optional<Cell> best;
    if (colStep != 0) {
        if (m_design->inCanvas(here->row, here->col + colStep))
            best = Cell{here->row, here->col + colStep};
        if (best)
            m_focusAimX = cellCenter(best->row, best->col).x();
    } else if (rowStep != 0) {
        const int row = here->row + rowStep;
        qreal bestOffset = 0;
        for (int col = 0; m_design->inCanvas(row, col); ++col) {
            const qreal offset = std::abs(cellCenter(row, col).x() - m_focusAimX);
            if (!best || offset < bestOffset - 1e-6) {
                best = Cell{row, col};
                bestOffset = offset;
            }
        }
    }
    if (best)
        setFocusCell(*best);
    refreshMarks();
}

std::optional<Cell> PegScene::focusCell() const
{
    if (m_focusSite)
        return m_focusSite;
    if (m_focus >= 0 && m_geometry && m_focus < m_geometry->holeCount())
        return m_geometry->cellOf(m_focus);
    return std::nullopt;
}

void PegScene::setFocusCell(Cell cell)
{
    m_focus = m_geometry ? m_geometry->holeAt(cell.row, cell.col) : -1;
    if (m_focus >= 0)
        m_focusSite.reset();
    else
        m_focusSite = cell;
}

void PegScene::activateSite(Cell site)
{
    if (m_tool == DesignTool::Holes)
        toggleDesignHole(site.row, site.col);
    else
        emit statusMessage(tr("No hole here: choose the Holes tool beside the board to add one."));
}

bool PegScene::canJumpFrom(int hole) const
{
    for (const Jump &jump : m_geometry->jumps()) {
        if (jump.from == hole && pb::pegs::isLegal(jump, m_pegs))
            return true;
    }
    return false;
}
