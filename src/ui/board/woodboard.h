#pragma once

#include "poolpainting.h"

#include <QGraphicsItem>
#include <QPainterPath>

struct BoardLook;

// A wooden board cut to an outline, as the peg board and the Roller-Board and
// Fifteen trays are: a soft drop shadow, the wood with its grain, what the
// family cuts into it (inlay()) and a bevelled edge over all. One
// workshop for all of them, so the boards match and a finish changes in one
// place. In a theme without grain (BoardLook) the same outline is cut flat,
// in the theme's colours, with the same inlay. Kept as a picture
// (PoolPicture), painted ahead when the view is first shown: a board never
// changes while pieces move over it (a change of theme paints it again).
class WoodBoardItem : public QGraphicsItem, public PaintsAhead {
public:
    enum class Wood {
        // Light, with a coarse grain and darker towards the rim, as oiled
        // wood ages: the peg board, the Roller-Board tray.
        Oiled,
        // Dark, with a fine grain: the frame round Fifteen's tiles.
        Walnut,
    };

    WoodBoardItem(QPainterPath outline, Wood wood);
    // A board with rounded corners.
    WoodBoardItem(const QRectF &rect, qreal cornerRadius, Wood wood);

    // The board with its shadow.
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) final;
    PoolPicture::AheadWork paintAhead(const QTransform &toViewport, const QSize &viewportSize) final;

protected:
    // What the family cuts into the wood in `look`, painted over the grain
    // and under the bevel on a thread of Qt's pool, perhaps ahead, after the
    // item is gone (poolpainting.h): it holds copies of what it reads.
    virtual PoolPicture::Painting inlay(const BoardLook &look) const = 0;
    // All that inlay() paints depends on besides the look, to keep it with
    // the wood for the next start; nothing when it depends on more (text,
    // whose glyphs come from the system's fonts), and the inlay is painted
    // at every start.
    virtual QByteArray inlayKey() const { return {}; }

private:
    PoolPicture::Painting woodPainting(const BoardLook &look) const;
    PoolPicture::Painting inlayAndEdge(const BoardLook &look) const;

    QPainterPath m_outline;
    Wood m_wood;
    PoolPicture m_picture;
};
