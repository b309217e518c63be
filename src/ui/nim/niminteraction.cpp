#include "niminteraction.h"

using pb::nim::NimMove;
using pb::nim::NimPuzzle;
using pb::nim::Player;

int NimInteraction::stones(int heap) const
{
    return heap >= 0 && heap < heapCount() ? m_position->heaps()[std::size_t(heap)] : 0;
}

bool NimInteraction::humanToMove() const
{
    return m_position && !m_position->isOver() && m_position->toMove() == Player::Human;
}

void NimInteraction::showPosition(const NimPuzzle &position)
{
    m_position = position;
    m_preview.reset();
}

NimInteraction::Reply NimInteraction::click(std::optional<NimInput::Stone> stone)
{
    if (!m_position)
        return {};
    Reply reply;
    reply.handled = true;
    reply.deviceChanged = use(InputDevice::Pointer);
    reply.settle = true;
    const NimInput::Answer answer = NimInput::clickStone(*m_position, stone);
    if (!answer.message.isEmpty()) {
        reply.message = answer.message;
        return reply;
    }
    reply.previewChanged = setPreview(std::nullopt);
    reply.move = answer.move;
    return reply;
}

NimInteraction::Reply NimInteraction::point(std::optional<NimInput::Stone> stone)
{
    if (!humanToMove())
        return {};
    const int size = stone ? stones(stone->heap) : 0;
    Reply reply;
    reply.handled = true;
    if (!stone || stone->slot < 0 || stone->slot >= size)
        reply.previewChanged = setPreview(std::nullopt);
    else
        reply.previewChanged = setPreview(NimMove{stone->heap, size - stone->slot});
    return reply;
}

NimInteraction::Reply NimInteraction::key(int key)
{
    const std::optional<NimInput::Answer> answer =
        humanToMove() ? NimInput::key(*m_position, m_preview, key) : std::nullopt;
    if (!answer)
        return {};
    // Taking stones acts on the heaps as they end up, as a click does.
    Reply reply;
    reply.handled = true;
    reply.move = answer->move;
    reply.previewChanged = setPreview(answer->preview);
    reply.deviceChanged = use(InputDevice::Keys);
    reply.settle = key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Select;
    return reply;
}

bool NimInteraction::setPreview(std::optional<NimMove> move)
{
    if (move == m_preview)
        return false;
    m_preview = move;
    return true;
}

bool NimInteraction::use(InputDevice device)
{
    if (device == m_device)
        return false;
    m_device = device;
    return true;
}
