#include "nimscene.h"

#include "nimmatch.h"
#include "nimstoneitem.h"
#include "nimtableitems.h"
#include "ui/board/moveanimation.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <algorithm>

using namespace nimtable;
using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace nimscene {

constexpr qreal kTablePadding = 44;
constexpr qreal kMinTableWidth = 760; // room for the banner's sentences
constexpr qreal kSceneMargin = 10;
constexpr qreal kFlightRise = 150;
constexpr qreal kFlightDrift = 70;

// The move that leads from `before` to `after`, from the heaps alone: one
// heap smaller by the stones taken. None when the heaps differ otherwise
// (another table, or no single move between them).
std::optional<NimMove> moveBetween(const NimPuzzle &before, const NimPuzzle &after)
{
    const std::vector<int> &from = before.heaps();
    const std::vector<int> &to = after.heaps();
    if (from.size() != to.size())
        return std::nullopt;
    std::optional<NimMove> move;
    for (std::size_t heap = 0; heap < from.size(); ++heap) {
        if (from[heap] == to[heap])
            continue;
        if (move || from[heap] < to[heap])
            return std::nullopt;
        move = NimMove{int(heap), from[heap] - to[heap]};
    }
    return move;
}

} // namespace nimscene

using namespace nimscene;

NimScene::NimScene(QObject *parent)
    : TypedBoardScene(parent)
    , m_cells(
          m_interaction, [this] { return m_capacity; },
          [this](int heap, int slot) {
              const QPointF center = stoneCenter(heap, slot);
              return QRectF(center.x() - NimStoneItem::kWidth / 2, center.y() - NimStoneItem::kHeight / 2,
                            NimStoneItem::kWidth, NimStoneItem::kHeight);
          })
    , m_animation(new MoveAnimation(this, &NimScene::animate, &NimScene::endFlight))
{
}

NimScene::~NimScene() = default;

QString NimScene::rulesText()
{
    return tr("<h3>Nim</h3>"
              "<p>Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move "
              "takes one or more stones from a single heap. Whoever takes the last stone wins; in "
              "<i>misère</i> play, whoever takes the last stone loses.</p>"
              "<p>Point at a stone: it and every stone above it light up. Click to take them. The "
              "computer answers after a moment, and the banner says what it took.</p>"
              "<p>With the keyboard, Left and Right choose a heap and Up and Down how many stones "
              "to take from its top; Space or Enter takes them, and Esc takes the choice back.</p>"
              "<p>The computer plays the perfect strategy: it makes the <b>nim-sum</b> (the heap "
              "sizes added in binary without carrying) zero whenever it can. <b>Hint</b> works "
              "the nim-sum out for you and shows the winning move, if there is one. <b>Solve</b> "
              "shows the line of perfect play for both sides.</p>"
              "<p>The loser of a game starts the next one; the score is kept across games and "
              "restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, "
              "who starts and a fallible computer.</p>");
}

void NimScene::setTypedPosition(const NimPuzzle &position)
{
    finishAnimations();
    m_interaction.showPosition(position);
    m_hint.reset();
    m_computerMove.reset();
    const int tallest = *std::max_element(position.heaps().begin(), position.heaps().end());
    layOut(int(position.heaps().size()), std::max(5, tallest));
}

void NimScene::showTypedMove(const NimPuzzle &before, const NimPuzzle &after, const std::string &, bool forward)
{
    finishAnimations();
    const NimPuzzle &from = forward ? before : after;
    const NimPuzzle &to = forward ? after : before;
    const std::optional<NimMove> move = moveBetween(before, after);
    const bool byComputer = before.toMove() == Player::Computer;

    m_hint.reset();
    m_computerMove.reset();
    if (forward && byComputer && move)
        m_computerMove = move;

    const std::optional<NimPuzzle> &shown = m_interaction.position();
    const bool sameTable = shown && shown->heaps().size() == to.heaps().size()
                           && from.heaps().size() == to.heaps().size();
    const int tallest = std::max(*std::max_element(from.heaps().begin(), from.heaps().end()),
                                 *std::max_element(to.heaps().begin(), to.heaps().end()));
    m_interaction.showPosition(to);
    if (!sameTable || tallest > m_capacity)
        layOut(heapCount(), std::max({5, tallest, m_capacity}));

    // Nothing to animate: no animation wanted, or heaps that no one move
    // leads between (then the end position is all that can be trusted).
    if (!move || animationMillis() <= 0) {
        showStones();
        refreshMarks();
        announceComputerMove();
        return;
    }
    const int remaining = after.heaps()[std::size_t(move->heap)];
    m_flight = Flight{move->heap, remaining, move->count, forward, byComputer && forward};
    showStones();
    refreshMarks();
    // The computer's pebbles glow before they go, so its answer can be followed.
    m_animation->play(m_flight->byComputer ? animationMillis() * 4 : animationMillis() * 2,
                      QEasingCurve::InOutSine);
    animate(0);
}

void NimScene::finishAnimations()
{
    m_animation->finish();
}

void NimScene::showHint(const std::string &move)
{
    // The stones the hint's move takes, found by playing it on the heaps shown.
    m_hint.reset();
    if (const std::optional<NimPuzzle> &shown = m_interaction.position(); shown && !move.empty()) {
        NimPuzzle hinted = *shown;
        if (!hinted.apply(move))
            m_hint = moveBetween(*shown, hinted);
    }
    refreshMarks();
}

QRectF NimScene::cellRect(int cell) const
{
    if (cell < 0 || cell >= heapCount())
        return {};
    const qreal top = slotY(m_capacity - 1) - kStoneHeight / 2 - kLift;
    return QRectF(columnX(cell) - kTrayWidth / 2, top, kTrayWidth, kLabelY + kLabelRadius - top);
}

QPointF NimScene::stoneCenter(int heap, int slot) const
{
    Q_ASSERT(heap >= 0 && heap < heapCount() && slot >= 0 && slot < m_capacity);
    return m_stones[heap][slot]->pos();
}

int NimScene::stonesShown(int heap) const
{
    return m_interaction.stones(heap);
}

QString NimScene::caption() const
{
    const std::optional<NimPuzzle> &position = m_interaction.position();
    if (!position)
        return QString();
    if (position->isOver())
        return position->winner() == Player::Human ? tr("You win!") : tr("The computer wins.");
    if (position->toMove() == Player::Computer)
        return tr("The computer is thinking…");
    if (m_computerMove) {
        const QString heap = heapName(m_computerMove->heap);
        return m_computerMove->count == 1
            ? tr("The computer took 1 stone from heap %1. Your turn.").arg(heap)
            : tr("The computer took %1 stones from heap %2. Your turn.").arg(m_computerMove->count).arg(heap);
    }
    if (m_interaction.device() == InputDevice::Keys)
        return tr("Your turn: the arrows choose stones, Space takes them.");
    return tr("Your turn: click a stone to take it and all above it.");
}

QString NimScene::scoreText() const
{
    return tr("You %1 : %2 Computer").arg(NimMatch::humanWins(m_match)).arg(NimMatch::computerWins(m_match));
}

void NimScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_interaction.position()) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    // A click acts on the heaps as they end up, and on the stone under it then.
    finishAnimations();
    follow(m_interaction.click(stoneAt(event->scenePos())));
}

void NimScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks are two clicks, not a gesture: the second one meets
    // the computer's turn and says so.
    mousePressEvent(event);
}

void NimScene::keyPressEvent(QKeyEvent *event)
{
    const NimInteraction::Reply reply = m_interaction.key(event->key());
    if (!reply.handled) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    if (reply.settle)
        finishAnimations();
    follow(reply);
}

void NimScene::follow(const NimInteraction::Reply &reply)
{
    if (reply.deviceChanged && m_banner)
        m_banner->update();
    if (!reply.message.isEmpty())
        emit statusMessage(reply.message);
    if (reply.previewChanged) {
        refreshMarks();
        emit accessibleCellsChanged();
    }
    if (!reply.move.empty())
        emit moveRequested(reply.move);
}

void NimScene::layOut(int heaps, int capacity)
{
    clear();
    m_stones.clear();
    m_capacity = capacity;

    // Room above the tallest stack for a lifted stone and the "take N" label.
    const qreal stackTop = slotY(capacity - 1) - kStoneHeight / 2 - kLift - 44;
    const qreal contentWidth = (heaps - 1) * kColumnPitch + kTrayWidth;
    const qreal width = std::max(kMinTableWidth, contentWidth + 2 * kTablePadding);
    const qreal middle = (heaps - 1) * kColumnPitch / 2;
    const QRectF table(middle - width / 2, stackTop - kBannerHeight, width,
                       kCountY + 40 - (stackTop - kBannerHeight));

    m_table = new TableItem(this, table);
    addItem(m_table);
    for (int heap = 0; heap < heaps; ++heap) {
        QVector<NimStoneItem *> column;
        for (int slot = 0; slot < capacity; ++slot) {
            auto *stone = new NimStoneItem(heap, slot);
            stone->setPos(columnX(heap), slotY(slot));
            addItem(stone);
            column.append(stone);
        }
        m_stones.append(column);
    }
    m_banner = new BannerItem(this, QRectF(table.left(), table.top(), table.width(), kBannerHeight));
    addItem(m_banner);
    setSceneRect(m_table->boundingRect().adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
    showStones();
    refreshMarks();
}

void NimScene::showStones()
{
    for (int heap = 0; heap < heapCount(); ++heap) {
        for (int slot = 0; slot < m_capacity; ++slot) {
            NimStoneItem *stone = m_stones[heap][slot];
            const bool flying = m_flight && m_flight->heap == heap && slot >= m_flight->first
                                && slot < m_flight->first + m_flight->count;
            stone->setVisible(slot < stonesShown(heap) || flying);
            stone->setOpacity(1);
            stone->setPos(columnX(heap), slotY(slot));
        }
    }
    if (m_table)
        m_table->update();
}

void NimScene::refreshMarks()
{
    const bool playable = m_interaction.humanToMove() && !m_flight;
    for (int heap = 0; heap < heapCount(); ++heap) {
        const int size = stonesShown(heap);
        for (int slot = 0; slot < m_capacity; ++slot) {
            NimStoneItem *stone = m_stones[heap][slot];
            const auto marks = [&](const std::optional<NimMove> &move) {
                return move && move->heap == heap && slot >= size - move->count && slot < size;
            };
            NimStoneItem::Mark mark = NimStoneItem::Mark::None;
            if (m_flight && m_flight->byComputer && m_flight->heap == heap && slot >= m_flight->first)
                mark = NimStoneItem::Mark::Computer;
            else if (marks(m_interaction.preview()))
                mark = NimStoneItem::Mark::Preview;
            else if (marks(m_hint))
                mark = NimStoneItem::Mark::Hint;
            stone->setMark(mark);
            if (!m_flight)
                stone->setPos(columnX(heap), slotY(slot) - (mark == NimStoneItem::Mark::Preview ? kLift : 0));
            if (playable && slot < size)
                stone->setCursor(Qt::PointingHandCursor);
            else
                stone->unsetCursor();
        }
    }
    if (m_table)
        m_table->update();
    if (m_banner)
        m_banner->update();
}

void NimScene::animate(qreal progress)
{
    if (!m_flight)
        return;
    // Forward, the pebbles glow (the computer's) and then float off up and
    // away; backward they float back in and settle.
    const qreal start = m_flight->byComputer ? 0.45 : 0.0;
    const qreal away = m_flight->forward ? MoveAnimation::smoothStep(start, 1.0, progress) : 1 - progress;
    for (int slot = m_flight->first; slot < m_flight->first + m_flight->count; ++slot) {
        NimStoneItem *stone = m_stones[m_flight->heap][slot];
        // Upper pebbles lead, so the stack peels away from the top.
        const qreal lead = 1 + 0.08 * (slot - m_flight->first);
        const qreal t = std::min(1.0, away * lead);
        stone->setPos(columnX(m_flight->heap) + kFlightDrift * t,
                      slotY(slot) - kLift * std::min(1.0, t * 4) - kFlightRise * t);
        stone->setOpacity(1 - t);
    }
}

void NimScene::endFlight()
{
    if (!m_flight)
        return;
    const bool byComputer = m_flight->byComputer;
    m_flight.reset();
    showStones();
    refreshMarks();
    if (byComputer)
        announceComputerMove();
}

void NimScene::announceComputerMove()
{
    if (!m_computerMove)
        return;
    const QString heap = heapName(m_computerMove->heap);
    emit statusMessage(m_computerMove->count == 1
                           ? tr("The computer took 1 stone from heap %1.").arg(heap)
                           : tr("The computer took %1 stones from heap %2.").arg(m_computerMove->count).arg(heap));
}

std::optional<NimInput::Stone> NimScene::stoneAt(const QPointF &scenePos) const
{
    // The topmost pebble under the point: pebbles overlap, upper ones in front.
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        const auto *stone = dynamic_cast<const NimStoneItem *>(item);
        if (!stone || !stone->isVisible())
            continue;
        if (stone->slot() < stonesShown(stone->heap()))
            return NimInput::Stone{stone->heap(), stone->slot()};
    }
    return std::nullopt;
}

void NimScene::hoverStone(int heap, int slot)
{
    // The stones in flight are not where the pointer sees them.
    if (m_flight)
        return;
    const std::optional<NimInput::Stone> stone =
        heap < 0 ? std::nullopt : std::optional<NimInput::Stone>(NimInput::Stone{heap, slot});
    follow(m_interaction.point(stone));
}
