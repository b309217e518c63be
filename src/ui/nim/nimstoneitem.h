#pragma once

#include <QColor>
#include <QGraphicsItem>

// One pebble of a Nim heap, seen from the front and a little above, with a
// shape and colour of its own (fixed per heap and slot, so the heaps look the
// same every time) and a glow when it is marked. The mouse over it previews
// the move a click there makes (NimScene::hoverStone()).
class NimStoneItem : public QGraphicsItem {
public:
    enum class Mark { None, Preview, Hint, Computer };
    // Scene units, as the scene lays the heaps out.
    static constexpr qreal kWidth = 104;
    static constexpr qreal kHeight = 46;
    // The glow of the move the mouse or keyboard points at, also the
    // table's "take N" label, on the green felt; High Contrast's own on black.
    static inline const QColor kPreviewColor{255, 209, 84};
    static QColor previewColor();

    NimStoneItem(int heap, int slot);

    int heap() const { return m_heap; }
    int slot() const { return m_slot; }
    void setMark(Mark mark);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *) override;

private:
    QRectF body() const;
    void paintMarkShape(QPainter *painter, const QRectF &rect, const QColor &colour) const;

    int m_heap;
    int m_slot;
    QColor m_color;
    qreal m_squash = 1;
    qreal m_tilt = 0;
    quint32 m_speckles = 0;
    Mark m_mark = Mark::None;
};
