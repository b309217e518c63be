#pragma once

#include "ui/board/boardcells.h"

#include <QCoreApplication>

class PegInteraction;

// A peg board read as a table: the rows and columns of the board (of the
// canvas while designing), a hole by its number, the peg picked up and its
// landings, the keyboard's focus; all of it read from the interaction's state.
class PegCells final : public BoardCells {
    Q_DECLARE_TR_FUNCTIONS(PegCells)

public:
    explicit PegCells(const PegInteraction &interaction)
        : m_interaction(interaction)
    {
    }

    int rowCount() const override;
    int columnCount() const override;
    QString text(int row, int column) const override;
    bool selected(int row, int column) const override;
    std::optional<BoardCell> focus() const override;
    QRectF rect(int row, int column) const override;

private:
    const PegInteraction &m_interaction;
};
