#include "niminput.h"

#include <algorithm>

using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::nim::Player;

NimInput::Answer NimInput::clickStone(const NimPuzzle &position, std::optional<Stone> stone)
{
    if (position.isOver())
        return {{}, std::nullopt, tr("This game is over. Game ▸ New ▸ Nim starts the next one.")};
    if (position.toMove() != Player::Human)
        return {{}, std::nullopt, tr("Wait a moment: it is the computer's turn.")};
    const std::vector<int> &heaps = position.heaps();
    if (!stone || stone->heap < 0 || stone->heap >= int(heaps.size()) || stone->slot >= heaps[std::size_t(stone->heap)])
        return {{}, std::nullopt, tr("Click a stone: it and every stone above it are taken.")};
    const int size = heaps[std::size_t(stone->heap)];
    return {pb::nim::moveToString(NimMove{stone->heap, size - stone->slot}), std::nullopt, {}};
}

std::optional<NimInput::Answer> NimInput::key(const NimPuzzle &position, const std::optional<NimMove> &preview,
                                              int key)
{
    const std::vector<int> &heaps = position.heaps();
    switch (key) {
    case Qt::Key_Left: return Answer{{}, stepPreview(heaps, preview, -1, 0), {}};
    case Qt::Key_Right: return Answer{{}, stepPreview(heaps, preview, 1, 0), {}};
    case Qt::Key_Up: return Answer{{}, stepPreview(heaps, preview, 0, 1), {}};
    case Qt::Key_Down: return Answer{{}, stepPreview(heaps, preview, 0, -1), {}};
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        if (preview)
            return Answer{pb::nim::moveToString(*preview), std::nullopt, {}};
        return Answer{{}, stepPreview(heaps, preview, 0, 0), {}};
    case Qt::Key_Escape:
        if (preview)
            return Answer{};
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

std::optional<NimMove> NimInput::stepPreview(const std::vector<int> &heaps, const std::optional<NimMove> &preview,
                                             int heapStep, int countStep)
{
    const int heapCount = int(heaps.size());
    const auto size = [&heaps](int heap) { return heaps[std::size_t(heap)]; };
    NimMove move;
    if (!preview) {
        // The first key shows a preview on the first heap with stones.
        move.heap = int(std::find_if(heaps.begin(), heaps.end(), [](int s) { return s > 0; }) - heaps.begin());
        move.count = 1;
    } else {
        move = *preview;
        for (int heap = move.heap + heapStep; heapStep != 0 && heap >= 0 && heap < heapCount; heap += heapStep) {
            if (size(heap) > 0) {
                move.heap = heap;
                break;
            }
        }
        move.count = std::clamp(move.count + countStep, 1, size(move.heap));
    }
    if (move.heap < heapCount)
        return move;
    return preview;
}
