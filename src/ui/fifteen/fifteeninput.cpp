#include "fifteeninput.h"

#include <algorithm>

using pb::fifteen::FifteenBoard;

FifteenInput::Answer FifteenInput::clickCell(const FifteenBoard &board, int cell)
{
    const int d = board.dim();
    const int blank = board.blank();
    if (cell == blank)
        return {{}, tr("That is the blank: click a tile in its row or column to slide it there.")};
    const int number = board.tileAt(cell);
    const int row = cell / d;
    const int col = cell % d;
    if (row != blank / d && col != blank % d)
        return {{}, tr("Tile %1 is not in line with the blank: click a tile in the blank's row or column.").arg(number)};
    // The run from the tile beside the blank out to the clicked one, nearest first.
    const int step = row == blank / d ? (col > blank % d ? 1 : -1) : (row > blank / d ? d : -d);
    Answer answer;
    for (int at = blank + step;; at += step) {
        answer.moves.push_back(std::to_string(board.tileAt(at)));
        if (at == cell)
            break;
    }
    return answer;
}

std::optional<FifteenInput::Answer> FifteenInput::key(const FifteenBoard &board, int key)
{
    const int d = board.dim();
    const int blank = board.blank();
    const int row = blank / d;
    const int col = blank % d;
    int from = -1;
    switch (key) {
    case Qt::Key_Left: from = col + 1 < d ? blank + 1 : -1; break;
    case Qt::Key_Right: from = col > 0 ? blank - 1 : -1; break;
    case Qt::Key_Up: from = row + 1 < d ? blank + d : -1; break;
    case Qt::Key_Down: from = row > 0 ? blank - d : -1; break;
    default: return std::nullopt;
    }
    if (from < 0)
        return Answer{{}, tr("No tile can slide that way: the blank is at the edge.")};
    return Answer{{std::to_string(board.tileAt(from))}, {}};
}

std::optional<FifteenInput::EditAnswer> FifteenInput::editKey(int dim, int cursor, int start, int key)
{
    int rowStep = 0;
    int colStep = 0;
    switch (key) {
    case Qt::Key_Left: colStep = -1; break;
    case Qt::Key_Right: colStep = 1; break;
    case Qt::Key_Up: rowStep = -1; break;
    case Qt::Key_Down: rowStep = 1; break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        if (cursor >= 0)
            return EditAnswer{cursor, true};
        break;
    default:
        return std::nullopt;
    }
    if (cursor < 0)
        return EditAnswer{start, false};
    const int row = std::clamp(cursor / dim + rowStep, 0, dim - 1);
    const int col = std::clamp(cursor % dim + colStep, 0, dim - 1);
    return EditAnswer{row * dim + col, false};
}

QString FifteenInput::pickedToSwap(int tile, InputDevice device)
{
    if (device == InputDevice::Keys) {
        return tile == 0 ? tr("The blank is picked: move the cursor to a tile and press Space to swap it with the blank.")
                         : tr("Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to "
                              "swap the two.")
                               .arg(tile);
    }
    return tile == 0 ? tr("The blank is picked: click a tile to swap it with the blank.")
                     : tr("Tile %1 is picked: click another tile, or the blank, to swap the two.").arg(tile);
}
