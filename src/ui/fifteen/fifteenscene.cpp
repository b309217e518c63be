#include "fifteenscene.h"

#include "fifteenboarditems.h"
#include "ui/board/moveanimation.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QTimer>

#include <cmath>

using fifteenitems::HintItem;
using fifteenitems::kCell;
using fifteenitems::kGap;
using fifteenitems::RingItem;
using fifteenitems::TileItem;
using fifteenitems::TrayItem;
using pb::fifteen::FifteenBoard;
using pb::fifteen::FifteenPuzzle;

namespace fifteenscene {

// A tile that is on another cell in `end` than in `start`.
struct Slide {
    int tile;
    int from;
    int to;
};

// What moved between two boards of one size: one tile for a slide, the
// whole run for a line slide.
std::vector<Slide> slidesBetween(const FifteenBoard &start, const FifteenBoard &end)
{
    std::vector<Slide> slides;
    for (int cell = 0; cell < end.cellCount(); ++cell) {
        const int tile = end.tileAt(cell);
        if (tile != 0 && start.tileAt(cell) != tile)
            slides.push_back({tile, start.cellOf(tile), cell});
    }
    return slides;
}

} // namespace fifteenscene

FifteenScene::FifteenScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_cells(m_interaction, [this](int cell) { return cellRect(cell); })
    , m_animation(new MoveAnimation(this, &FifteenScene::animate, &FifteenScene::endFlights))
{
}

FifteenScene::~FifteenScene() = default;

QRectF FifteenScene::cellRect(int cell) const
{
    if (cell < 0 || cell >= board().cellCount())
        return {};
    const QPointF half(kCell / 2, kCell / 2);
    return QRectF(cellCenter(cell) - half, cellCenter(cell) + half);
}

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
    if (position.board().dim() != dim())
        rebuild(position.board().dim());
    const FifteenInteraction::Reply reply = m_interaction.showPosition(position.board());
    showHint(std::string());
    follow(reply);
    placeTiles();
}

QPointF FifteenScene::cellCenter(int cell) const
{
    const int d = board().dim();
    return {(cell % d + 0.5) * kCell, (cell / d + 0.5) * kCell};
}

void FifteenScene::setTilePicture(const QImage &square, bool numbers)
{
    m_picture = square;
    m_numbersShown = numbers || square.isNull();
    cutPicture(board().dim());
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
    return board().tileAt(cell);
}

bool FifteenScene::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void FifteenScene::placeTiles()
{
    for (int cell = 0; cell < board().cellCount(); ++cell) {
        const int number = board().tileAt(cell);
        if (number == 0)
            continue;
        m_tiles[number]->setPos(cellCenter(cell));
        m_tiles[number]->setHome(number == cell + 1);
    }
}

void FifteenScene::showTypedMove(const FifteenPuzzle &before, const FifteenPuzzle &after, const std::string &,
                                 bool forward)
{
    const FifteenBoard &start = (forward ? before : after).board();
    const FifteenBoard &end = (forward ? after : before).board();
    if (!m_batchOpen)
        finishAnimations();
    const std::vector<fifteenscene::Slide> slides =
        start.dim() == dim() && end.dim() == dim() ? fifteenscene::slidesBetween(start, end)
                                                   : std::vector<fifteenscene::Slide>();
    // Nothing to animate: another board, animation off, or boards that do not
    // follow from each other (then the end is all that can be trusted).
    if (slides.empty() || animationMillis() <= 0) {
        setTypedPosition(forward ? after : before);
        return;
    }
    m_interaction.setBoard(end);
    showHint(std::string());
    for (const fifteenscene::Slide &slide : slides) {
        TileItem *tile = m_tiles[slide.tile];
        m_flights.append(Flight{tile, cellCenter(slide.from), cellCenter(slide.to)});
        tile->setHome(slide.to == end.homeOf(slide.tile));
    }
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
    // The tile the hint's move slides, found by playing it on the board shown.
    if (FifteenPuzzle hinted(board()); !move.empty() && dim() > 0 && !hinted.apply(move)) {
        if (const std::vector<fifteenscene::Slide> slides = fifteenscene::slidesBetween(board(), hinted.board());
            slides.size() == 1)
            m_hintTile = slides.front().tile;
    }
    if (!m_hint)
        return;
    if (m_hintTile == 0) {
        m_hint->hide();
        return;
    }
    m_hint->setArrow(cellCenter(board().cellOf(m_hintTile)), cellCenter(board().blank()));
    m_hint->show();
    m_hint->update();
}

int FifteenScene::cellAt(const QPointF &scenePos) const
{
    const int d = board().dim();
    const int col = int(std::floor(scenePos.x() / kCell));
    const int row = int(std::floor(scenePos.y() / kCell));
    if (d == 0 || row < 0 || col < 0 || row >= d || col >= d)
        return -1;
    // The gaps between tiles count as the tile: a slightly missed click still counts.
    return row * d + col;
}

void FifteenScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || dim() == 0) {
        BoardScene::mousePressEvent(event);
        return;
    }
    const int cell = cellAt(event->scenePos());
    event->accept();
    if (cell < 0)
        return;
    // A click during a slide acts on where the tiles are going.
    finishAnimations();
    follow(m_interaction.click(cell));
}

// Quick clicks on the same tile arrive as press + double-click: each is a slide.
void FifteenScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    mousePressEvent(event);
}

void FifteenScene::keyPressEvent(QKeyEvent *event)
{
    const FifteenInteraction::Reply reply = m_interaction.key(event->key());
    if (!reply.handled) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    // A slide acts on where the tiles are going.
    if (!reply.moves.empty())
        finishAnimations();
    follow(reply);
}

void FifteenScene::follow(const FifteenInteraction::Reply &reply)
{
    if (reply.messageWithdrawn)
        emit statusMessageWithdrawn();
    if (reply.marksChanged) {
        placeRings();
        emit accessibleCellsChanged();
    }
    if (!reply.message.isEmpty())
        emit statusMessage(reply.message);
    if (reply.swap && m_designer)
        m_designer->swapCells(reply.swap->first, reply.swap->second);
    if (reply.moves.size() == 1)
        emit moveRequested(reply.moves.front());
    else if (reply.moves.size() > 1)
        emit movesRequested(reply.moves);
}

void FifteenScene::placeRings()
{
    const auto place = [this](RingItem *&ring, RingItem::Kind kind, int cell) {
        if (cell >= 0 && !ring) {
            ring = new RingItem(kind);
            addItem(ring);
        }
        if (!ring)
            return;
        ring->setVisible(cell >= 0);
        if (cell >= 0)
            ring->setPos(cellCenter(cell));
    };
    place(m_pickRing, RingItem::Kind::Picked, m_interaction.pickedCell());
    place(m_cursorRing, RingItem::Kind::Cursor, m_interaction.editCursor());
}
