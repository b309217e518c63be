#pragma once

#include "ui/board/boardcells.h"

#include <QCoreApplication>

class RollerInteraction;

// A Roller-Board read as a table of its tiles, each a 0 or a 1, the
// keyboard's cursor the focus; all of it read from the interaction's state.
class RollerCells final : public BoardCells {
    Q_DECLARE_TR_FUNCTIONS(RollerCells)

public:
    explicit RollerCells(const RollerInteraction &interaction)
        : m_interaction(interaction)
    {
    }

    int rowCount() const override;
    int columnCount() const override;
    QString text(int row, int column) const override;
    bool selected(int, int) const override { return false; }
    std::optional<BoardCell> focus() const override;
    QRectF rect(int row, int column) const override;

private:
    const RollerInteraction &m_interaction;
};
