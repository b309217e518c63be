#pragma once

#include "rollerbuttonitem.h"
#include "rollerlayout.h"
#include "rollerinteraction.h"
#include "rollerscene.h"
#include "ui/board/boardlook.h"
#include "ui/board/woodboard.h"

#include <QFont>
#include <QGraphicsItem>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>

#include <cmath>
#include <optional>

// The pieces the Roller-Board scene draws with (the tray, the tiles, the
// cursor and the hint over them), each reading what it shows from the scene.
namespace rolleritems {

using pb::roller::Roll;

// The wooden tray and the sunken well the tiles slide in, with the goal row
// inlaid in gold and every row and column named at both ends as the moves
// name them (R2L rolls row R2 left), between the well and the buttons.
class TrayItem : public WoodBoardItem {
public:
    explicit TrayItem(const RollerScene *scene)
        : WoodBoardItem(scene->gridRect().adjusted(-kTrayPadding, -kTrayPadding, kTrayPadding, kTrayPadding),
                        kTrayRadius, Wood::Oiled)
        , m_scene(scene)
        , m_grid(scene->gridRect())
    {
        m_labelFont.setPixelSize(int(kLabelPixels));
        m_labelFont.setWeight(QFont::DemiBold);
    }

protected:
    PoolPicture::Painting inlay(const BoardLook &look) const override
    {
        return [grid = m_grid, rows = m_scene->rows(), columns = m_scene->columns(), font = m_labelFont,
                &look](QPainter &painter) { paintInlay(&painter, grid, rows, columns, font, look); };
    }

private:
    static void paintInlay(QPainter *painter, const QRectF &grid, int rows, int columns, const QFont &labelFont,
                           const BoardLook &look)
    {
        const QRectF well = grid.adjusted(-kWellPadding, -kWellPadding, kWellPadding, kWellPadding);
        QPainterPath path;
        path.addRoundedRect(well, kTileRadius + kWellPadding / 2, kTileRadius + kWellPadding / 2);
        if (look.grain) {
            // The lower lip catches the light, the upper one is cut sharp.
            painter->setPen(QPen(QColor(255, 232, 196, 120), 2));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(path.translated(0, 2));
            QLinearGradient depth(well.topLeft(), well.bottomLeft());
            depth.setColorAt(0, QColor(22, 12, 5));
            depth.setColorAt(0.15, QColor(40, 23, 11));
            depth.setColorAt(1, QColor(52, 31, 15));
            painter->fillPath(path, depth);
        } else {
            painter->fillPath(path, look.well);
            painter->setPen(QPen(look.wellRim, 2 * look.markWidth));
            painter->drawPath(path);
        }

        // The goal row: a gold inlay under the top row of tiles.
        const QRectF goal(grid.left(), grid.top(), grid.width(), kCell);
        QPainterPath inlay;
        inlay.addRoundedRect(goal.adjusted(1, 1, -1, -1), kTileRadius, kTileRadius);
        QLinearGradient gold(goal.topLeft(), goal.bottomLeft());
        gold.setColorAt(0, QColor(255, 214, 110, 120));
        gold.setColorAt(1, QColor(196, 140, 40, 70));
        painter->fillPath(inlay, gold);
        painter->setPen(QPen(QColor(255, 222, 140, 170), 2));
        painter->drawPath(inlay);

        // A socket under every cell, so an empty slot during a slide reads as a slot.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 60));
        for (qreal y = grid.top(); y < grid.bottom() - 1; y += kCell) {
            for (qreal x = grid.left(); x < grid.right() - 1; x += kCell)
                painter->drawRoundedRect(QRectF(x, y, kCell, kCell).adjusted(kTileInset, kTileInset + 3, -kTileInset, -kTileInset + 3),
                                         kTileRadius, kTileRadius);
        }
        painter->setFont(labelFont);
        for (const Roll &roll : pb::roller::allRolls(rows, columns))
            paintLabel(painter, labelRect(roll, rows, columns), lineName(roll), look);
    }

    // Branded into the wood: dark, with a lighter lower edge.
    static void paintLabel(QPainter *painter, const QRectF &box, const QString &name, const BoardLook &look)
    {
        if (look.grain) {
            painter->setPen(QColor(255, 232, 196, 110));
            painter->drawText(box.translated(0, 1.5), Qt::AlignCenter, name);
        }
        painter->setPen(look.engraving);
        painter->drawText(box, Qt::AlignCenter, name);
    }

    const RollerScene *m_scene;
    QRectF m_grid;
    QFont m_labelFont;
};

// Every tile, the sliding line drawn at its offset: a tile pushed off one end
// of the line shows again at the other, both halves clipped to the grid.
class TilesItem : public QGraphicsItem {
public:
    explicit TilesItem(const RollerScene *scene)
        : m_scene(scene)
    {
        m_font.setBold(true);
        m_font.setPixelSize(48);
        setCursor(scene->isEditing() ? Qt::PointingHandCursor : Qt::OpenHandCursor);
    }

    QRectF boundingRect() const override { return m_scene->gridRect().adjusted(-2, -2, 2, 6); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setClipRect(m_scene->gridRect().adjusted(0, 0, 0, 4));
        painter->setFont(m_font);
        const std::optional<Roll> line = m_scene->slidingLine();
        for (int row = 0; row < m_scene->rows(); ++row) {
            for (int col = 0; col < m_scene->columns(); ++col) {
                const bool one = m_scene->cellShown(row, col);
                const bool sliding = line && (line->isRow() ? line->line == row : line->line == col);
                if (!sliding) {
                    paintTile(painter, QPointF(col, row) * kCell, one);
                    continue;
                }
                const int length = line->isRow() ? m_scene->columns() : m_scene->rows();
                qreal at = std::fmod((line->isRow() ? col : row) + m_scene->slideOffset(), length);
                if (at < 0)
                    at += length;
                for (const qreal place : {at, at - length}) {
                    if (place <= -1 || place >= length)
                        continue;
                    paintTile(painter, line->isRow() ? QPointF(place, row) * kCell : QPointF(col, place) * kCell, one);
                }
            }
        }
    }

private:
    void paintTile(QPainter *painter, const QPointF &topLeft, bool one) const
    {
        const QRectF tile = QRectF(topLeft, QSizeF(kCell, kCell)).adjusted(kTileInset, kTileInset, -kTileInset, -kTileInset);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 90));
        painter->drawRoundedRect(tile.translated(0, 3), kTileRadius, kTileRadius);

        QLinearGradient body(tile.topLeft(), tile.bottomLeft());
        if (one) {
            body.setColorAt(0, QColor(255, 222, 128));
            body.setColorAt(0.45, QColor(246, 166, 42));
            body.setColorAt(1, QColor(196, 100, 14));
        } else {
            body.setColorAt(0, QColor(112, 78, 52));
            body.setColorAt(1, QColor(72, 46, 28));
        }
        painter->setBrush(body);
        painter->setPen(QPen(one ? QColor(122, 54, 4) : QColor(34, 20, 10), 1.5));
        painter->drawRoundedRect(tile, kTileRadius, kTileRadius);

        // A soft sheen over the top half, brighter on the glossy ones.
        QLinearGradient sheen(tile.topLeft(), QPointF(tile.left(), tile.center().y()));
        sheen.setColorAt(0, QColor(255, 255, 255, one ? 110 : 34));
        sheen.setColorAt(1, QColor(255, 255, 255, 0));
        painter->setPen(Qt::NoPen);
        painter->setBrush(sheen);
        painter->drawRoundedRect(tile.adjusted(3, 3, -3, -tile.height() / 2), kTileRadius - 3, kTileRadius - 3);

        if (one) {
            // A raised lip round every one, beside its digit: a one is told
            // from a zero by shape, not by its colour alone.
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(QColor(255, 251, 238, 220), 2.5));
            painter->drawRoundedRect(tile.adjusted(5, 5, -5, -5), kTileRadius - 4, kTileRadius - 4);
        }
        const QString digit = one ? QStringLiteral("1") : QStringLiteral("0");
        if (one) {
            painter->setPen(QColor(120, 44, 0, 170));
            painter->drawText(tile.translated(0, 2), Qt::AlignCenter, digit);
            painter->setPen(QColor(255, 251, 238));
        } else {
            // Engraved: a dark cut with its lower edge catching the light.
            painter->setPen(QColor(170, 130, 92, 90));
            painter->drawText(tile.translated(0, 1.5), Qt::AlignCenter, digit);
            painter->setPen(QColor(30, 16, 6, 200));
        }
        painter->drawText(tile, Qt::AlignCenter, digit);
    }

    const RollerScene *m_scene;
    QFont m_font;
};

// The keyboard cursor and the hinted line, over the tiles.
class OverlayItem : public QGraphicsItem {
public:
    explicit OverlayItem(const RollerScene *scene)
        : m_scene(scene)
    {
        setZValue(5);
        setAcceptedMouseButtons(Qt::NoButton);
    }

    QRectF boundingRect() const override { return m_scene->gridRect().adjusted(-8, -8, 8, 8); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        const QRectF grid = m_scene->gridRect();
        const auto lineRect = [&](bool row, int index) {
            return row ? QRectF(grid.left(), index * kCell, grid.width(), kCell)
                       : QRectF(index * kCell, grid.top(), kCell, grid.height());
        };
        const BoardLook &look = BoardLook::current();
        if (const std::optional<Roll> hint = m_scene->hint()) {
            painter->setPen(QPen(look.hint, 5 * look.markWidth, Qt::DashLine));
            painter->drawRoundedRect(lineRect(hint->isRow(), hint->line).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
        }
        if (const RollerInput::Cursor &cursor = m_scene->interaction().cursor(); cursor.visible) {
            QColor faint = look.select;
            faint.setAlpha(110);
            painter->setPen(QPen(faint, 3 * look.markWidth));
            painter->drawRoundedRect(lineRect(true, cursor.row).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
            painter->drawRoundedRect(lineRect(false, cursor.col).adjusted(2, 2, -2, -2), kTileRadius, kTileRadius);
            painter->setPen(QPen(look.select, 5 * look.markWidth));
            painter->drawRoundedRect(QRectF(cursor.col * kCell, cursor.row * kCell, kCell, kCell).adjusted(2, 2, -2, -2),
                                     kTileRadius + 2, kTileRadius + 2);
        }
    }

private:
    const RollerScene *m_scene;
};

} // namespace rolleritems
