#pragma once

#include "../../core/search/assessment.h"

#include <QGraphicsObject>
#include <QList>

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

    void setLostMove(const QList<int> &cells);
    void setProof(const pb::ProofDrawing &proof);
    void clearProof();
    const QList<int> &lostMoveCells() const { return m_lostMove; }
    // The numbers written on the cells, by cell, as drawn; for tests and
    // the screen reader.
    const pb::ProofDrawing &proof() const { return m_proof; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintGroups(QPainter *painter) const;
    void paintLabels(QPainter *painter) const;
    void paintRings(QPainter *painter, const QList<int> &cells, const QColor &colour) const;
    QRectF cellRect(int cell) const;

    BoardScene *m_scene;
    QList<int> m_lostMove;
    pb::ProofDrawing m_proof;
};
