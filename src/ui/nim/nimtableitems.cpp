#include "nimtableitems.h"

#include "nimmatch.h"
#include "nimscene.h"
#include "ui/board/boardlook.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

using pb::nim::NimPuzzle;
using pb::nim::Player;

namespace nimtable {

namespace {

const QColor kFeltColor(34, 94, 64);

} // namespace

TableItem::TableItem(const NimScene *scene, QRectF bounds)
    : m_scene(scene)
    , m_bounds(bounds)
{
    setZValue(-10);
}

QRectF TableItem::boundingRect() const
{
    return m_bounds.adjusted(-8, -8, 8, 16);
}

void TableItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF table = m_bounds;

    // Drop shadow, then the wooden rim, then the felt inside it.
    painter->setPen(Qt::NoPen);
    for (int step = 5; step >= 1; --step) {
        painter->setBrush(QColor(0, 0, 0, 18));
        painter->drawRoundedRect(table.adjusted(-step * 1.5, 0, step * 1.5, 8 + step * 2), 34, 34);
    }
    const BoardLook &look = BoardLook::current();
    QLinearGradient rim(table.topLeft(), table.bottomLeft());
    rim.setColorAt(0, look.grain ? QColor(150, 96, 52) : look.surfaceEdge);
    rim.setColorAt(1, look.grain ? QColor(96, 56, 26) : look.surfaceEdge.darker(130));
    painter->setBrush(rim);
    painter->drawRoundedRect(table, 32, 32);

    const QRectF felt = table.adjusted(14, 14, -14, -14);
    QRadialGradient cloth(felt.center() - QPointF(0, felt.height() * 0.2),
                          std::max(felt.width(), felt.height()) * 0.75);
    const QColor feltColour = look.theme == BoardLook::Theme::HighContrast ? look.well : kFeltColor;
    cloth.setColorAt(0, feltColour.lighter(125));
    cloth.setColorAt(0.7, feltColour);
    cloth.setColorAt(1, feltColour.darker(150));
    painter->setBrush(cloth);
    painter->drawRoundedRect(felt, 22, 22);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0, 0, 0, 90), 3));
    painter->drawRoundedRect(felt.adjusted(1.5, 1.5, -1.5, -1.5), 21, 21);

    for (int heap = 0; heap < m_scene->heapCount(); ++heap)
        paintColumnBase(painter, heap);
}

void TableItem::paintColumnBase(QPainter *painter, int heap) const
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
        painter->setPen(NimStoneItem::previewColor());
        const qreal y = slotY(top) - kStoneHeight / 2 - kLift - 34;
        const int count = m_scene->previewCount();
        painter->drawText(QRectF(x - kColumnPitch / 2, y, kColumnPitch, 28), Qt::AlignCenter,
                          count == 1 ? NimScene::tr("take 1") : NimScene::tr("take %1").arg(count));
    }
    const QPointF labelCenter(x, kLabelY);
    painter->setPen(QPen(previewed ? NimStoneItem::previewColor() : QColor(255, 255, 255, 120), previewed ? 3 : 2));
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

BannerItem::BannerItem(const NimScene *scene, QRectF bounds)
    : m_scene(scene)
    , m_bounds(bounds)
{
    setZValue(50);
}

QRectF BannerItem::boundingRect() const
{
    return m_bounds;
}

void BannerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = m_bounds.adjusted(22, 22, -22, -10);
    const bool over = m_scene->interaction().position() && m_scene->interaction().position()->isOver();
    const bool computerMoved = m_scene->computerMove().has_value();

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
        headline = m_scene->interaction().position()->winner() == Player::Human ? NimStoneItem::previewColor() : QColor(255, 150, 130);
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

QString BannerItem::subCaption() const
{
    if (!m_scene->interaction().position())
        return QString();
    const NimPuzzle &position = *m_scene->interaction().position();
    if (position.isOver()) {
        return NimMatch::nextStarter(m_scene->match()) == Player::Human
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

} // namespace nimtable
