#include "nimscene.h"

#include "nimmatch.h"
#include "niminput.h"
#include "nimstoneitem.h"
#include "ui/board/moveanimation.h"

#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace {

// Scene units; the view scales the whole table to fit, so only the ratios matter.
constexpr qreal kColumnPitch = 150; // between the centres of neighbouring heaps
constexpr qreal kStoneHeight = NimStoneItem::kHeight;
constexpr qreal kStonePitch = 31;   // stacked pebbles overlap, as real ones settle
constexpr qreal kTrayWidth = 128;
constexpr qreal kTrayHeight = 24;
constexpr qreal kLabelRadius = 27;
constexpr qreal kLabelY = kTrayHeight + 48;
constexpr qreal kCountY = kLabelY + 50;
constexpr qreal kBannerHeight = 132;
constexpr qreal kTablePadding = 44;
constexpr qreal kMinTableWidth = 760; // room for the banner's sentences
constexpr qreal kSceneMargin = 10;
constexpr qreal kLift = 12;         // how far a previewed pebble rises
constexpr qreal kFlightRise = 150;
constexpr qreal kFlightDrift = 70;

const QColor kPreviewColor = NimStoneItem::kPreviewColor;
const QColor kFeltColor(34, 94, 64);

qreal columnX(int heap)
{
    return heap * kColumnPitch;
}

// The centre of pebble `slot` (0 = bottom) of a heap standing on its tray.
qreal slotY(int slot)
{
    return -kStoneHeight / 2 + 7 - slot * kStonePitch;
}

QString heapName(int heap)
{
    return QString(QChar(QLatin1Char(pb::nim::heapLetter(heap))));
}

} // namespace

// The felt table with a wooden tray and a lettered label under each heap,
// and the heap's count. Repainted when the counts change; cheap enough.
class NimScene::TableItem : public QGraphicsItem {
public:
    TableItem(const NimScene *scene, QRectF bounds)
        : m_scene(scene)
        , m_bounds(bounds)
    {
        setZValue(-10);
    }

    QRectF boundingRect() const override { return m_bounds.adjusted(-8, -8, 8, 16); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF table = m_bounds;

        // Drop shadow, then the wooden rim, then the felt inside it.
        painter->setPen(Qt::NoPen);
        for (int step = 5; step >= 1; --step) {
            painter->setBrush(QColor(0, 0, 0, 18));
            painter->drawRoundedRect(table.adjusted(-step * 1.5, 0, step * 1.5, 8 + step * 2), 34, 34);
        }
        QLinearGradient rim(table.topLeft(), table.bottomLeft());
        rim.setColorAt(0, QColor(150, 96, 52));
        rim.setColorAt(1, QColor(96, 56, 26));
        painter->setBrush(rim);
        painter->drawRoundedRect(table, 32, 32);

        const QRectF felt = table.adjusted(14, 14, -14, -14);
        QRadialGradient cloth(felt.center() - QPointF(0, felt.height() * 0.2),
                              std::max(felt.width(), felt.height()) * 0.75);
        cloth.setColorAt(0, kFeltColor.lighter(125));
        cloth.setColorAt(0.7, kFeltColor);
        cloth.setColorAt(1, kFeltColor.darker(150));
        painter->setBrush(cloth);
        painter->drawRoundedRect(felt, 22, 22);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0, 0, 0, 90), 3));
        painter->drawRoundedRect(felt.adjusted(1.5, 1.5, -1.5, -1.5), 21, 21);

        for (int heap = 0; heap < m_scene->heapCount(); ++heap)
            paintColumnBase(painter, heap);
    }

private:
    void paintColumnBase(QPainter *painter, int heap) const
    {
        const qreal x = columnX(heap);
        const QRectF tray(x - kTrayWidth / 2, 0, kTrayWidth, kTrayHeight);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 70));
        painter->drawRoundedRect(tray.translated(0, 6), 10, 10);
        QLinearGradient wood(tray.topLeft(), tray.bottomLeft());
        wood.setColorAt(0, QColor(222, 172, 110));
        wood.setColorAt(1, QColor(158, 104, 56));
        painter->setBrush(wood);
        painter->setPen(QPen(QColor(90, 52, 22), 1.5));
        painter->drawRoundedRect(tray, 10, 10);

        const bool previewed = m_scene->previewHeap() == heap;
        if (previewed) {
            // Says in words what the glowing stones are: the move a click makes.
            const int top = m_scene->stonesShown(heap) - 1;
            QFont font = painter->font();
            font.setPixelSize(20);
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(kPreviewColor);
            const qreal y = slotY(top) - kStoneHeight / 2 - kLift - 34;
            const int count = m_scene->previewCount();
            painter->drawText(QRectF(x - kColumnPitch / 2, y, kColumnPitch, 28), Qt::AlignCenter,
                              count == 1 ? NimScene::tr("take 1") : NimScene::tr("take %1").arg(count));
        }
        const QPointF labelCenter(x, kLabelY);
        painter->setPen(QPen(previewed ? kPreviewColor : QColor(255, 255, 255, 120), previewed ? 3 : 2));
        painter->setBrush(QColor(0, 0, 0, 60));
        painter->drawEllipse(labelCenter, kLabelRadius, kLabelRadius);
        QFont font = painter->font();
        font.setPixelSize(30);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(QColor(250, 246, 232));
        painter->drawText(QRectF(x - kLabelRadius, kLabelY - kLabelRadius, 2 * kLabelRadius, 2 * kLabelRadius),
                          Qt::AlignCenter, heapName(heap));

        font.setPixelSize(21);
        font.setBold(false);
        painter->setFont(font);
        painter->setPen(QColor(226, 240, 228, 220));
        const int count = m_scene->stonesShown(heap);
        painter->drawText(QRectF(x - kColumnPitch / 2, kCountY - 16, kColumnPitch, 32), Qt::AlignCenter,
                          count == 1 ? NimScene::tr("1 stone") : NimScene::tr("%1 stones").arg(count));
    }

    const NimScene *m_scene;
    QRectF m_bounds;
};

// Whose turn it is, the computer's last move in words, the rule being played
// and the match's score, above the heaps.
class NimScene::BannerItem : public QGraphicsItem {
public:
    BannerItem(const NimScene *scene, QRectF bounds)
        : m_scene(scene)
        , m_bounds(bounds)
    {
        setZValue(50);
    }

    QRectF boundingRect() const override { return m_bounds; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF box = m_bounds.adjusted(22, 22, -22, -10);
        const bool over = m_scene->m_position && m_scene->m_position->isOver();
        const bool computerMoved = m_scene->m_computerMove.has_value();

        // The plaque fits its text: "Sie 0 : 0 Computer" is wider than "You 0 : 0 Computer".
        const QString score = m_scene->scoreText();
        QFont scoreFont = painter->font();
        scoreFont.setPixelSize(20);
        scoreFont.setBold(true);
        const qreal scoreWidth = std::max<qreal>(150, QFontMetricsF(scoreFont).horizontalAdvance(score) + 40);
        const QRectF scoreBox(box.right() - scoreWidth, box.top(), scoreWidth, 44);
        const QRectF headlineBox(box.left(), box.top(), box.width() - scoreBox.width() - 16, 44);
        const QString caption = m_scene->caption();
        // One line while the type stays large enough; a longer sentence (the
        // German and French ones) wraps onto two lines, shrunk until both fit.
        QFont font = painter->font();
        font.setBold(true);
        int flags = Qt::AlignLeft | Qt::AlignVCenter;
        bool fits = false;
        for (int size = 30; size >= 18 && !fits; size -= 2) {
            font.setPixelSize(size);
            fits = QFontMetricsF(font).horizontalAdvance(caption) <= headlineBox.width();
        }
        if (!fits) {
            flags |= Qt::TextWordWrap;
            for (int size = 18; size >= 11; --size) {
                font.setPixelSize(size);
                if (QFontMetricsF(font).boundingRect(headlineBox, flags, caption).height() <= headlineBox.height())
                    break;
            }
        }
        painter->setFont(font);
        QColor headline(252, 248, 236);
        if (over)
            headline = m_scene->m_position->winner() == Player::Human ? kPreviewColor : QColor(255, 150, 130);
        else if (computerMoved)
            headline = QColor(255, 196, 180);
        painter->setPen(headline);
        painter->drawText(headlineBox, flags, caption);

        font.setPixelSize(19);
        font.setBold(false);
        painter->setFont(font);
        painter->setPen(QColor(214, 232, 218, 230));
        painter->drawText(QRectF(box.left(), box.top() + 56, box.width(), 50),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, subCaption());

        // The score as a little plaque.
        painter->setPen(QPen(QColor(255, 255, 255, 70), 1.5));
        painter->setBrush(QColor(0, 0, 0, 70));
        painter->drawRoundedRect(scoreBox, 14, 14);
        painter->setFont(scoreFont);
        painter->setPen(QColor(250, 246, 232));
        painter->drawText(scoreBox, Qt::AlignCenter, score);
    }

private:
    QString subCaption() const
    {
        if (!m_scene->m_position)
            return QString();
        const NimPuzzle &position = *m_scene->m_position;
        if (position.isOver()) {
            return NimMatch::nextStarter(m_scene->m_match) == Player::Human
                ? NimScene::tr("Game ▸ New ▸ Nim starts the next game: you go first.")
                : NimScene::tr("Game ▸ New ▸ Nim starts the next game: the computer goes first.");
        }
        const QString rule = position.isMisere() ? NimScene::tr("Misère: whoever takes the last stone loses.")
                                                 : NimScene::tr("Whoever takes the last stone wins.");
        const QString level = position.level() == pb::nim::Level::Fallible
            ? NimScene::tr("The computer makes mistakes now and then.")
            : NimScene::tr("The computer plays perfectly.");
        return rule + QLatin1Char(' ') + level;
    }

    const NimScene *m_scene;
    QRectF m_bounds;
};

NimScene::NimScene(QObject *parent)
    : TypedBoardScene(parent)
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
    m_position = position;
    m_heaps = position.heaps();
    m_preview.reset();
    m_hint.reset();
    m_computerMove.reset();
    const int tallest = *std::max_element(m_heaps.begin(), m_heaps.end());
    layOut(int(m_heaps.size()), std::max(5, tallest));
}

void NimScene::showTypedMove(const NimPuzzle &before, const NimPuzzle &after, const std::string &move,
                             bool forward)
{
    finishAnimations();
    const NimPuzzle &from = forward ? before : after;
    const NimPuzzle &to = forward ? after : before;
    const std::optional<NimMove> parsed = pb::nim::parseMove(move);
    const bool byComputer = before.toMove() == Player::Computer;

    m_preview.reset();
    m_hint.reset();
    m_computerMove.reset();
    if (forward && byComputer && parsed)
        m_computerMove = parsed;

    const bool sameTable = m_position && m_position->heaps().size() == to.heaps().size()
                           && from.heaps().size() == to.heaps().size();
    const int tallest = std::max(*std::max_element(from.heaps().begin(), from.heaps().end()),
                                 *std::max_element(to.heaps().begin(), to.heaps().end()));
    m_position = to;
    m_heaps = to.heaps();
    if (!sameTable || tallest > m_capacity)
        layOut(int(m_heaps.size()), std::max({5, tallest, m_capacity}));

    // Nothing to animate: no animation wanted, or a move that does not parse
    // (then the end position is all that can be trusted).
    if (!parsed || parsed->heap >= heapCount() || animationMillis() <= 0) {
        showStones();
        refreshMarks();
        announceComputerMove();
        return;
    }
    const int remaining = forward ? to.heaps()[std::size_t(parsed->heap)] : from.heaps()[std::size_t(parsed->heap)];
    m_flight = Flight{parsed->heap, remaining, parsed->count, forward, byComputer && forward};
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
    m_hint = move.empty() ? std::nullopt : pb::nim::parseMove(move);
    if (m_hint && (m_hint->heap >= heapCount() || m_hint->count > m_heaps[std::size_t(m_hint->heap)]))
        m_hint.reset();
    refreshMarks();
}

QPointF NimScene::stoneCenter(int heap, int slot) const
{
    Q_ASSERT(heap >= 0 && heap < heapCount() && slot >= 0 && slot < m_capacity);
    return m_stones[heap][slot]->pos();
}

int NimScene::stonesShown(int heap) const
{
    return heap >= 0 && heap < heapCount() ? m_heaps[std::size_t(heap)] : 0;
}

QString NimScene::caption() const
{
    if (!m_position)
        return QString();
    if (m_position->isOver())
        return m_position->winner() == Player::Human ? tr("You win!") : tr("The computer wins.");
    if (m_position->toMove() == Player::Computer)
        return tr("The computer is thinking…");
    if (m_computerMove) {
        const QString heap = heapName(m_computerMove->heap);
        return m_computerMove->count == 1
            ? tr("The computer took 1 stone from heap %1. Your turn.").arg(heap)
            : tr("The computer took %1 stones from heap %2. Your turn.").arg(m_computerMove->count).arg(heap);
    }
    if (m_device == InputDevice::Keys)
        return tr("Your turn: the arrows choose stones, Space takes them.");
    return tr("Your turn: click a stone to take it and all above it.");
}

void NimScene::useDevice(InputDevice device)
{
    if (device == m_device)
        return;
    m_device = device;
    if (m_banner)
        m_banner->update();
}

QString NimScene::scoreText() const
{
    return tr("You %1 : %2 Computer").arg(NimMatch::humanWins(m_match)).arg(NimMatch::computerWins(m_match));
}

void NimScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_position) {
        BoardScene::mousePressEvent(event);
        return;
    }
    event->accept();
    finishAnimations();
    useDevice(InputDevice::Pointer);
    const NimInput::Answer answer = NimInput::clickStone(*m_position, stoneAt(event->scenePos()));
    if (!answer.message.isEmpty()) {
        emit statusMessage(answer.message);
        return;
    }
    setPreview(std::nullopt);
    emit moveRequested(answer.move);
}

void NimScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Two quick clicks are two clicks, not a gesture: the second one meets
    // the computer's turn and says so.
    mousePressEvent(event);
}

void NimScene::keyPressEvent(QKeyEvent *event)
{
    const std::optional<NimInput::Answer> answer =
        humanToMove() ? NimInput::key(*m_position, m_preview, event->key()) : std::nullopt;
    if (!answer) {
        BoardScene::keyPressEvent(event);
        return;
    }
    event->accept();
    useDevice(InputDevice::Keys);
    const int key = event->key();
    // Taking stones acts on the heaps as they end up, as a click does.
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Select)
        finishAnimations();
    setPreview(answer->preview);
    if (!answer->move.empty())
        emit moveRequested(answer->move);
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
            stone->setVisible(slot < m_heaps[std::size_t(heap)] || flying);
            stone->setOpacity(1);
            stone->setPos(columnX(heap), slotY(slot));
        }
    }
    if (m_table)
        m_table->update();
}

void NimScene::refreshMarks()
{
    const bool playable = humanToMove() && !m_flight;
    for (int heap = 0; heap < heapCount(); ++heap) {
        const int size = m_heaps[std::size_t(heap)];
        for (int slot = 0; slot < m_capacity; ++slot) {
            NimStoneItem *stone = m_stones[heap][slot];
            const auto marks = [&](const std::optional<NimMove> &move) {
                return move && move->heap == heap && slot >= size - move->count && slot < size;
            };
            NimStoneItem::Mark mark = NimStoneItem::Mark::None;
            if (m_flight && m_flight->byComputer && m_flight->heap == heap && slot >= m_flight->first)
                mark = NimStoneItem::Mark::Computer;
            else if (marks(m_preview))
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

bool NimScene::humanToMove() const
{
    return m_position && !m_position->isOver() && m_position->toMove() == Player::Human;
}

std::optional<NimInput::Stone> NimScene::stoneAt(const QPointF &scenePos) const
{
    // The topmost pebble under the point: pebbles overlap, upper ones in front.
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        const auto *stone = dynamic_cast<const NimStoneItem *>(item);
        if (!stone || !stone->isVisible())
            continue;
        const int size = m_heaps[std::size_t(stone->heap())];
        if (stone->slot() < size)
            return NimInput::Stone{stone->heap(), stone->slot()};
    }
    return std::nullopt;
}

void NimScene::hoverStone(int heap, int slot)
{
    if (!humanToMove() || m_flight)
        return;
    if (heap < 0 || slot >= m_heaps[std::size_t(heap)]) {
        setPreview(std::nullopt);
        return;
    }
    setPreview(NimMove{heap, m_heaps[std::size_t(heap)] - slot});
}

void NimScene::setPreview(std::optional<NimMove> move)
{
    if (move == m_preview)
        return;
    m_preview = move;
    refreshMarks();
    emit accessibleCellsChanged();
}
