#pragma once

#include "ui/board/woodboard.h"

#include <QFont>
#include <QGraphicsItem>
#include <QImage>
#include <QPointF>
#include <QRectF>

// The pieces FifteenScene draws its board with, centred on their cell (but
// the tray, which spans the board). Scene units: the view scales the board to
// fit, so only the ratios matter.
namespace fifteenitems {

constexpr qreal kCell = 100; // tile pitch
constexpr qreal kGap = 7;    // between neighbouring tiles

// The tray: a walnut frame around a dark well the tiles slide in.
class TrayItem : public WoodBoardItem {
public:
    // `well`: the tiles' area, kCell a cell.
    explicit TrayItem(const QRectF &well);

protected:
    PoolPicture::Painting inlay(const BoardLook &look) const override;
    QByteArray inlayKey() const override;

private:
    QRectF m_well;
};

// One tile: ivory with a bevel and its number, green when the tile is home;
// or its part of a picture, the number on a badge in its corner.
class TileItem : public QGraphicsItem {
public:
    explicit TileItem(int number);

    // The part of the picture the tile shows (null: none), and whether its
    // number shows over it.
    void setPicture(const QImage &piece, bool numbered);
    void setHome(bool home);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    // `scale`: device pixels per scene unit.
    void paintPicture(QPainter *painter, const QRectF &body, qreal scale) const;
    void paintBadge(QPainter *painter, const QRectF &body, qreal scale) const;
    void paintHomeBar(QPainter *painter, const QRectF &face) const;

    int m_number;
    bool m_home = false;
    QFont m_font;
    QImage m_piece;
    bool m_numbered = true;
};

// The hint: a glowing ring round the tile and an arrow into the blank.
class HintItem : public QGraphicsItem {
public:
    HintItem();

    void setArrow(const QPointF &from, const QPointF &to);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QPointF m_from;
    QPointF m_to;
};

// The rings the editor draws on a cell: gold round the cell picked to swap, a
// thinner light one for the keyboard's cursor.
class RingItem : public QGraphicsItem {
public:
    enum class Kind { Picked, Cursor };
    explicit RingItem(Kind kind);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Kind m_kind;
};

} // namespace fifteenitems
