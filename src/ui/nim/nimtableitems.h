#pragma once

#include "core/nim/nimstrategy.h"
#include "nimstoneitem.h"

#include <QGraphicsItem>
#include <QRectF>
#include <QString>

class NimScene;

// The Nim table's layout and the items NimScene draws round the stones.
// Scene units; the view scales the whole table to fit, so only the ratios matter.
namespace nimtable {

constexpr qreal kColumnPitch = 150; // between the centres of neighbouring heaps
constexpr qreal kStoneHeight = NimStoneItem::kHeight;
constexpr qreal kStonePitch = 31; // stacked pebbles overlap, as real ones settle
constexpr qreal kTrayWidth = 128;
constexpr qreal kTrayHeight = 24;
constexpr qreal kLabelRadius = 27;
constexpr qreal kLabelY = kTrayHeight + 48;
constexpr qreal kCountY = kLabelY + 50;
constexpr qreal kBannerHeight = 132;
constexpr qreal kLift = 12; // how far a previewed pebble rises

inline qreal columnX(int heap)
{
    return heap * kColumnPitch;
}

// The centre of pebble `slot` (0 = bottom) of a heap standing on its tray.
inline qreal slotY(int slot)
{
    return -kStoneHeight / 2 + 7 - slot * kStonePitch;
}

inline QString heapName(int heap)
{
    return QString(QChar(QLatin1Char(pb::nim::heapLetter(heap))));
}

// The felt table with a wooden tray and a lettered label under each heap,
// and the heap's count. Repainted when the counts change; cheap enough.
class TableItem : public QGraphicsItem {
public:
    TableItem(const NimScene *scene, QRectF bounds);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    void paintColumnBase(QPainter *painter, int heap) const;

    const NimScene *m_scene;
    QRectF m_bounds;
};

// Whose turn it is, the computer's last move in words, the rule being played
// and the match's score, above the heaps.
class BannerItem : public QGraphicsItem {
public:
    BannerItem(const NimScene *scene, QRectF bounds);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QString subCaption() const;

    const NimScene *m_scene;
    QRectF m_bounds;
};

} // namespace nimtable
