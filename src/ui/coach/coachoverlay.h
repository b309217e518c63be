#pragma once

#include "../../core/search/assessment.h"

#include <QGraphicsObject>
#include <QList>
#include <QPointer>

class BoardScene;

// What the coach draws over the board, in scene coordinates from the
// scene's cellRect(): the cells of a move that lost the goal, ringed, and
// while Show Why is on, the proof (ProofDrawing) on the cells themselves:
// each colour group painted, each number written, the goal's cells marked.
// It takes no clicks, so play goes on under it.
class CoachOverlay : public QGraphicsObject {
    Q_OBJECT

public:
    explicit CoachOverlay(BoardScene *scene);
    // The overlay on `scene`: `overlay` itself, or a new one when it is on
    // another scene or gone (a scene that rebuilds its board clears every
    // item, this one too). Null without a scene.
    static CoachOverlay *on(BoardScene *scene, QPointer<CoachOverlay> &overlay);

    void setLostMove(const QList<int> &cells);
    void setProof(const pb::ProofDrawing &proof);
    void clearProof();
    const QList<int> &lostMoveCells() const { return m_lostMove; }
    // The numbers written on the cells, by cell, as drawn; for tests and
    // the screen reader.
    const pb::ProofDrawing &proof() const { return m_proof; }

    // The colour group `group` is painted in, in words ("blue"), for the
    // legend beside the drawing.
    static QString groupName(int group);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintGroups(QPainter *painter) const;
    void paintLabels(QPainter *painter) const;
    enum class Ring { Goal, Lost };
    void paintRings(QPainter *painter, const QList<int> &cells, Ring ring) const;
    QRectF cellRect(int cell) const;

    BoardScene *m_scene;
    QList<int> m_lostMove;
    pb::ProofDrawing m_proof;
};
