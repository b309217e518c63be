#include "fifteenscene.h"

#include "fifteeninput.h"
#include "ui/board/moveanimation.h"
#include "ui/board/woodboard.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QTimer>

#include <algorithm>
#include <cmath>

using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace {

// Scene units; the view scales the board to fit, so only the ratios matter.
constexpr qreal kCell = 100;      // tile pitch
constexpr qreal kGap = 7;         // between neighbouring tiles
constexpr qreal kTileRadius = 11;
constexpr qreal kRim = 34;        // wooden frame around the well
constexpr qreal kFrameRadius = 26;

const QColor kHintColor(92, 200, 255);
const QColor kHomeNumber(28, 112, 72);
const QColor kAwayNumber(96, 46, 26);

QRectF tileRect()
{
    const qreal half = (kCell - kGap) / 2;
    return {-half, -half, 2 * half, 2 * half};
}

} // namespace

// The tray: a walnut frame around a dark well the tiles slide in.
class FifteenScene::TrayItem : public WoodBoardItem {
public:
    explicit TrayItem(const QRectF &well)
        : WoodBoardItem(well.adjusted(-kRim, -kRim, kRim, kRim), kFrameRadius, Wood::Walnut)
        , m_well(well)
    {
    }

protected:
    void paintInlay(QPainter *painter) const override
    {
        // Sunk into the frame: dark felt, shaded under its upper rim.
        const QRectF well = m_well.adjusted(-6, -6, 6, 6);
        QPainterPath wellPath;
        wellPath.addRoundedRect(well, 14, 14);
        QLinearGradient felt(well.topLeft(), well.bottomLeft());
        felt.setColorAt(0, QColor(22, 26, 30));
        felt.setColorAt(1, QColor(42, 48, 54));
        painter->fillPath(wellPath, felt);
        painter->setPen(QPen(QColor(0, 0, 0, 150), 3));
        painter->drawPath(wellPath);
        painter->setPen(QPen(QColor(255, 226, 190, 70), 1.5));
        painter->drawPath(wellPath.translated(0, 2.5));
    }

private:
    QRectF m_well;
};

// One tile: ivory with a bevel and its number, green when the tile is home;
// or its part of a picture, the number on a badge in its corner.
class FifteenScene::TileItem : public QGraphicsItem {
public:
    explicit TileItem(int number)
        : m_number(number)
    {
        setCacheMode(DeviceCoordinateCache);
        setZValue(2);
        // Two-digit numbers need a little less height to keep their margins.
        m_font.setPixelSize(number >= 10 ? 44 : 50);
        m_font.setWeight(QFont::Bold);
        m_font.setStyleHint(QFont::SansSerif);
    }

    // The part of the picture the tile shows (null: none), and whether its
    // number shows over it.
    void setPicture(const QImage &piece, bool numbered)
    {
        m_piece = piece;
        m_numbered = numbered;
        update();
    }

    void setHome(bool home)
    {
        if (home != m_home) {
            m_home = home;
            update();
        }
    }

    QRectF boundingRect() const override { return tileRect().adjusted(-2, -2, 5, 7); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setRenderHint(QPainter::TextAntialiasing);
        const QRectF body = tileRect();

        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 90));
        painter->drawRoundedRect(body.translated(2.5, 4.5), kTileRadius, kTileRadius);
        if (!m_piece.isNull()) {
            paintPicture(painter, body, option->levelOfDetailFromTransform(painter->worldTransform()));
            return;
        }

        QLinearGradient ivory(body.topLeft(), body.bottomRight());
        ivory.setColorAt(0, QColor(255, 250, 236));
        ivory.setColorAt(0.6, QColor(240, 228, 200));
        ivory.setColorAt(1, QColor(214, 196, 160));
        painter->setBrush(ivory);
        painter->setPen(QPen(QColor(120, 96, 60), 1.2));
        painter->drawRoundedRect(body, kTileRadius, kTileRadius);

        // Raised face: a lighter inner square, lit from the top left.
        const QRectF face = body.adjusted(7, 7, -7, -7);
        QLinearGradient faceShade(face.topLeft(), face.bottomRight());
        faceShade.setColorAt(0, QColor(255, 253, 246));
        faceShade.setColorAt(1, QColor(236, 222, 192));
        painter->setPen(QPen(QColor(255, 255, 255, 160), 1.5));
        painter->setBrush(faceShade);
        painter->drawRoundedRect(face, kTileRadius - 4, kTileRadius - 4);

        const QString text = QString::number(m_number);
        painter->setFont(m_font);
        painter->setPen(QColor(255, 255, 255, 200)); // engraved: a light edge below
        painter->drawText(body.translated(0, 1.5), Qt::AlignCenter, text);
        painter->setPen(m_home ? kHomeNumber : kAwayNumber);
        painter->drawText(body, Qt::AlignCenter, text);
    }

private:
    // `scale`: device pixels per scene unit.
    void paintPicture(QPainter *painter, const QRectF &body, qreal scale) const
    {
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        QPainterPath shape;
        shape.addRoundedRect(body, kTileRadius, kTileRadius);
        painter->save();
        painter->setClipPath(shape);
        painter->drawImage(body, m_piece);
        // Lit from the top left as the ivory tiles are, faintly, so the
        // picture keeps its colours.
        QLinearGradient light(body.topLeft(), body.bottomRight());
        light.setColorAt(0, QColor(255, 255, 255, 60));
        light.setColorAt(0.3, QColor(255, 255, 255, 0));
        light.setColorAt(0.7, QColor(0, 0, 0, 0));
        light.setColorAt(1, QColor(0, 0, 0, 55));
        painter->fillPath(shape, light);
        painter->restore();
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 255, 255, 90), 1.5));
        painter->drawRoundedRect(body.adjusted(1.5, 1.5, -1.5, -1.5), kTileRadius - 1.5, kTileRadius - 1.5);
        painter->setPen(QPen(QColor(30, 20, 12, 200), 1.2));
        painter->drawRoundedRect(body, kTileRadius, kTileRadius);
        if (m_numbered)
            paintBadge(painter, body, scale);
    }

    // The number in the top left corner, white on a dark pill (green when the
    // tile is home), readable over any part of a picture. On small tiles (a
    // 9 x 9 in a small window) it takes more of the tile, so that its digits
    // stay at least 13 pixels high.
    void paintBadge(QPainter *painter, const QRectF &body, qreal scale) const
    {
        const QString text = QString::number(m_number);
        QFont font = m_font;
        font.setPixelSize(int(std::clamp(13 / std::max(scale, 0.01), 26.0, 40.0)));
        const qreal height = font.pixelSize() * 1.3;
        const qreal width = std::max(height, QFontMetricsF(font).horizontalAdvance(text) + font.pixelSize() * 0.6);
        const QRectF badge(body.left() + 5, body.top() + 5, width, height);
        painter->setPen(QPen(QColor(255, 255, 255, 170), 1.5));
        painter->setBrush(m_home ? QColor(28, 112, 72, 235) : QColor(34, 24, 16, 205));
        painter->drawRoundedRect(badge, height / 2, height / 2);
        painter->setFont(font);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, text);
    }

    int m_number;
    bool m_home = false;
    QFont m_font;
    QImage m_piece;
    bool m_numbered = true;
};

// The hint: a glowing ring round the tile and an arrow into the blank.
class FifteenScene::HintItem : public QGraphicsItem {
public:
    HintItem()
    {
        setZValue(5);
        setAcceptedMouseButtons(Qt::NoButton);
        hide();
    }

    void setArrow(const QPointF &from, const QPointF &to)
    {
        prepareGeometryChange();
        m_from = from;
        m_to = to;
    }

    QRectF boundingRect() const override
    {
        return QRectF(m_from, m_to).normalized().adjusted(-kCell * 0.62, -kCell * 0.62, kCell * 0.62, kCell * 0.62);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF ring = tileRect().adjusted(-4, -4, 4, 4).translated(m_from);
        QColor glow = kHintColor;
        glow.setAlpha(80);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(glow, 12));
        painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
        painter->setPen(QPen(kHintColor, 5));
        painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);

        const QLineF line(m_from, m_to);
        const QPointF along = (m_to - m_from) / line.length();
        const QPointF start = m_from + along * kCell * 0.22;
        const QPointF tip = m_to - along * kCell * 0.1;
        const QPointF side(along.y(), -along.x());
        const qreal head = 26;
        painter->setPen(QPen(QColor(10, 30, 50, 160), 11, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(start, tip - along * head * 0.6);
        painter->setPen(QPen(kHintColor, 6, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(start, tip - along * head * 0.6);
        painter->setPen(QPen(QColor(10, 30, 50, 160), 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(kHintColor);
        painter->drawPolygon(QPolygonF({tip, tip - along * head + side * head * 0.6, tip - along * head - side * head * 0.6}));
    }

private:
    QPointF m_from;
    QPointF m_to;
};

FifteenScene::FifteenScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_board(0)
    , m_animation(new MoveAnimation(this, &FifteenScene::animate, &FifteenScene::endFlights))
{
}

FifteenScene::~FifteenScene() = default;

QString FifteenScene::rulesText()
{
    return QCoreApplication::translate(
        "Rules",
        "<h3>Fifteen</h3>"
        "<p>Numbered tiles fill a square tray but for one blank cell. Slide a tile next to "
        "the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the "
        "bottom-right corner. Tiles that are home show green numbers.</p>"
        "<p>Click a tile next to the blank to slide it, or a tile further along the blank's "
        "row or column to slide the whole run at once. The arrow keys slide the tile beside "
        "the blank in the arrow's direction.</p>"
        "<p>Half of all layouts can never be solved: every slide changes both the order of "
        "the tiles and the blank's distance from its corner by one step, so their parities "
        "stay tied. <b>Solve</b> says so at once for such a layout. Otherwise it finds the "
        "fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept "
        "for later), and a short solution, not proved the shortest, on larger boards. "
        "<b>Hint</b> marks the next move of the solution on the board; press it again to play "
        "it.</p>");
}

void FifteenScene::rebuild(int dim)
{
    finishAnimations();
    for (TileItem *tile : std::as_const(m_tiles))
        delete tile;
    m_tiles.clear();
    delete m_tray;
    delete m_hint;

    m_tray = new TrayItem(QRectF(0, 0, dim * kCell, dim * kCell));
    addItem(m_tray);
    m_tiles.resize(dim * dim);
    for (int number = 1; number < dim * dim; ++number) {
        m_tiles[number] = new TileItem(number);
        addItem(m_tiles[number]);
    }
    cutPicture(dim);
    m_hint = new HintItem;
    addItem(m_hint);
    m_hintTile = 0;
    setSceneRect(m_tray->boundingRect());
}

void FifteenScene::setTypedPosition(const FifteenPuzzle &position)
{
    finishAnimations();
    if (position.board().dim() != m_board.dim())
        rebuild(position.board().dim());
    m_board = position.board();
    showHint(std::string());
    pick(-1);
    placeTiles();
}

QPointF FifteenScene::cellCenter(int cell) const
{
    const int d = m_board.dim();
    return {(cell % d + 0.5) * kCell, (cell / d + 0.5) * kCell};
}

void FifteenScene::setTilePicture(const QImage &square, bool numbers)
{
    m_picture = square;
    m_numbersShown = numbers || square.isNull();
    cutPicture(m_board.dim());
}

// Each tile gets the part of the picture over its home cell, less the gaps
// around it, so the picture reads on across the gaps as a sawn one would.
void FifteenScene::cutPicture(int dim)
{
    if (dim == 0)
        return;
    const qreal side = m_picture.isNull() ? 0 : qreal(m_picture.width()) / dim;
    const qreal margin = side * kGap / (2 * kCell);
    for (int number = 1; number < m_tiles.size(); ++number) {
        const int home = number - 1;
        const QRectF part(home % dim * side, home / dim * side, side, side);
        const QImage piece = m_picture.isNull() ? QImage() : m_picture.copy(part.adjusted(margin, margin, -margin, -margin).toRect());
        m_tiles[number]->setPicture(piece, m_numbersShown);
    }
}

int FifteenScene::tileShownAt(int cell) const
{
    return m_board.tileAt(cell);
}

bool FifteenScene::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void FifteenScene::placeTiles()
{
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        const int number = m_board.tileAt(cell);
        if (number == 0)
            continue;
        m_tiles[number]->setPos(cellCenter(cell));
        m_tiles[number]->setHome(number == cell + 1);
    }
}

void FifteenScene::showTypedMove(const FifteenPuzzle &before, const FifteenPuzzle &after, const std::string &move,
                                 bool forward)
{
    const FifteenPuzzle &start = forward ? before : after;
    const FifteenPuzzle &end = forward ? after : before;
    const std::optional<int> number = pb::fifteen::parseMove(move);
    if (!m_batchOpen)
        finishAnimations();
    // Nothing to animate: another board, animation off, or a move that does not
    // parse (then the end position is all that can be trusted).
    if (end.board().dim() != m_board.dim() || !number || *number < 1 || *number >= m_board.cellCount()
        || animationMillis() <= 0) {
        setTypedPosition(end);
        return;
    }
    m_board = end.board();
    showHint(std::string());
    TileItem *tile = m_tiles[*number];
    m_flights.append(Flight{tile, cellCenter(start.board().cellOf(*number)), cellCenter(end.board().cellOf(*number))});
    tile->setHome(end.board().cellOf(*number) == *number - 1);
    if (!m_batchOpen) {
        m_batchOpen = true;
        QTimer::singleShot(0, this, [this] { m_batchOpen = false; });
    }
    animate(0);
    m_animation->play(animationMillis(), QEasingCurve::OutCubic);
}

void FifteenScene::animate(qreal progress)
{
    for (const Flight &flight : std::as_const(m_flights))
        flight.tile->setPos(flight.from + (flight.to - flight.from) * progress);
}

void FifteenScene::endFlights()
{
    if (m_flights.isEmpty())
        return;
    m_flights.clear();
    placeTiles();
}

void FifteenScene::finishAnimations()
{
    m_animation->finish();
}

void FifteenScene::showHint(const std::string &move)
{
    m_hintTile = 0;
    if (const std::optional<int> number = pb::fifteen::parseMove(move); number && m_board.canSlide(*number))
        m_hintTile = *number;
    if (!m_hint)
        return;
    if (m_hintTile == 0) {
        m_hint->hide();
        return;
    }
    m_hint->setArrow(cellCenter(m_board.cellOf(m_hintTile)), cellCenter(m_board.blank()));
    m_hint->show();
    m_hint->update();
}

int FifteenScene::cellAt(const QPointF &scenePos) const
{
    const int d = m_board.dim();
    const int col = int(std::floor(scenePos.x() / kCell));
    const int row = int(std::floor(scenePos.y() / kCell));
    if (d == 0 || row < 0 || col < 0 || row >= d || col >= d)
        return -1;
    // The gaps between tiles count as the tile: a slightly missed click still counts.
    return row * d + col;
}

void FifteenScene::clickCell(int cell)
{
    const FifteenInput::Answer answer = FifteenInput::clickCell(m_board, cell);
    if (!answer.message.isEmpty())
        emit statusMessage(answer.message);
    else if (answer.moves.size() == 1)
        emit moveRequested(answer.moves.front());
    else
        emit movesRequested(answer.moves);
}

void FifteenScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_board.dim() == 0) {
        BoardScene::mousePressEvent(event);
        return;
    }
    const int cell = cellAt(event->scenePos());
    event->accept();
    if (cell < 0)
        return;
    // A click during a slide acts on where the tiles are going.
    finishAnimations();
    if (m_editing)
        editCell(cell, InputDevice::Pointer);
    else
        clickCell(cell);
}

// Quick clicks on the same tile arrive as press + double-click: each is a slide.
void FifteenScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    mousePressEvent(event);
}

void FifteenScene::keyPressEvent(QKeyEvent *event)
{
    if (m_editing && m_board.dim() > 0 && editKey(event)) {
        event->accept();
        return;
    }
    const std::optional<FifteenInput::Answer> answer =
        m_board.dim() == 0 || m_editing ? std::nullopt : FifteenInput::key(m_board, event->key());
    if (!answer) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    if (!answer->message.isEmpty()) {
        emit statusMessage(answer->message);
        return;
    }
    finishAnimations();
    emit moveRequested(answer->moves.front());
}

// The rings the editor draws on a cell: gold round the cell picked to swap, a
// thinner light one for the keyboard's cursor.
class FifteenScene::RingItem : public QGraphicsItem {
public:
    explicit RingItem(Ring kind)
        : m_kind(kind)
    {
        setZValue(kind == Ring::Picked ? 6 : 7);
        setAcceptedMouseButtons(Qt::NoButton);
        hide();
    }

    QRectF boundingRect() const override { return tileRect().adjusted(-12, -12, 12, 12); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        if (m_kind == Ring::Cursor) {
            const QRectF ring = tileRect().adjusted(-8, -8, 8, 8);
            painter->setPen(QPen(QColor(0, 0, 0, 120), 7));
            painter->drawRoundedRect(ring, kTileRadius + 6, kTileRadius + 6);
            painter->setPen(QPen(QColor(240, 246, 255), 3.5));
            painter->drawRoundedRect(ring, kTileRadius + 6, kTileRadius + 6);
            return;
        }
        const QRectF ring = tileRect().adjusted(-4, -4, 4, 4);
        painter->setPen(QPen(QColor(255, 196, 64, 90), 12));
        painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
        painter->setPen(QPen(QColor(255, 196, 64), 5));
        painter->drawRoundedRect(ring, kTileRadius + 4, kTileRadius + 4);
    }

private:
    Ring m_kind;
};

void FifteenScene::placeRing(Ring kind, int cell)
{
    RingItem *&ring = kind == Ring::Picked ? m_pickRing : m_cursorRing;
    if (cell >= 0 && !ring) {
        ring = new RingItem(kind);
        addItem(ring);
    }
    if (!ring)
        return;
    ring->setVisible(cell >= 0);
    if (cell >= 0)
        ring->setPos(cellCenter(cell));
}
