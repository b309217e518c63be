#include "rollerinput.h"

#include <algorithm>
#include <cstdlib>

using pb::roller::Direction;
using pb::roller::Roll;

std::optional<RollerInput::Answer> RollerInput::key(int height, int width, Cursor cursor, int key, bool shift,
                                                    bool editing)
{
    if (editing && (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter))
        return Answer{{}, cursor, true, {}, std::nullopt};
    Direction direction = Direction::Left;
    switch (key) {
    case Qt::Key_Left: direction = Direction::Left; break;
    case Qt::Key_Right: direction = Direction::Right; break;
    case Qt::Key_Up: direction = Direction::Up; break;
    case Qt::Key_Down: direction = Direction::Down; break;
    default: return std::nullopt;
    }
    const bool row = direction == Direction::Left || direction == Direction::Right;
    if (!shift) {
        const int step = direction == Direction::Right || direction == Direction::Down ? 1 : -1;
        if (cursor.visible) {
            cursor.row = std::clamp(cursor.row + (row ? 0 : step), 0, height - 1);
            cursor.col = std::clamp(cursor.col + (row ? step : 0), 0, width - 1);
        }
        cursor.visible = true;
        return Answer{{}, cursor, false, {}, std::nullopt};
    }
    if (editing)
        return Answer{{}, cursor, false, tr("While editing nothing rolls: Space turns the cursor's tile between 0 and 1."),
                      std::nullopt};
    cursor.visible = true;
    const Roll roll{direction, row ? cursor.row : cursor.col};
    return Answer{{pb::roller::rollToString(roll)}, cursor, false, {}, roll};
}

std::vector<std::string> RollerInput::dragRolls(bool alongRow, int line, int length, int cells)
{
    const std::optional<Roll> roll = dragRoll(alongRow, line, length, cells);
    if (!roll)
        return {};
    return std::vector<std::string>(std::size_t(std::abs(cells % length)), pb::roller::rollToString(*roll));
}

std::optional<Roll> RollerInput::dragRoll(bool alongRow, int line, int length, int cells)
{
    const int rolls = cells % length;
    if (rolls == 0)
        return std::nullopt;
    const Direction direction = rolls > 0 ? (alongRow ? Direction::Right : Direction::Down)
                                          : (alongRow ? Direction::Left : Direction::Up);
    return Roll{direction, line};
}

QString RollerInput::dragWithoutDirection()
{
    return tr("Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.");
}
