#pragma once

#include "core/nim/nimpuzzle.h"
#include "niminput.h"
#include "ui/board/inputdevice.h"

#include <QString>

#include <optional>
#include <string>

// What the person is doing at a Nim table, apart from the scene that draws
// it: the position they see, the move previewed (by the pointer over a stone
// or by the keys) and the device they last used, which the banner's
// invitation names. Every input comes in board terms (a stone, a key) and is
// answered with what the scene is to do, the rules being NimInput's; so the
// interaction is tested with its state alone (tst_niminteraction).
class NimInteraction {
public:
    struct Reply {
        // The input means something here; otherwise the scene passes it on.
        bool handled = false;
        // The move to request ("A3"); empty for none.
        std::string move;
        // Words for the status bar; empty for none.
        QString message;
        // The previewed move changed (the glowing stones, the screen reader's
        // selection).
        bool previewChanged = false;
        // The person turned to the other device (the banner's words).
        bool deviceChanged = false;
        // The input acts on the heaps as they end up: a running animation
        // finishes first.
        bool settle = false;
    };

    const std::optional<pb::nim::NimPuzzle> &position() const { return m_position; }
    int heapCount() const { return m_position ? int(m_position->heaps().size()) : 0; }
    // The stones on `heap`; 0 for a heap there is not.
    int stones(int heap) const;
    // The move a click would make now.
    const std::optional<pb::nim::NimMove> &preview() const { return m_preview; }
    InputDevice device() const { return m_device; }
    bool humanToMove() const;

    // A position shown, afresh or after a move: nothing is previewed.
    void showPosition(const pb::nim::NimPuzzle &position);

    // A click on `stone` (none: beside every stone) takes it and every stone
    // above it.
    Reply click(std::optional<NimInput::Stone> stone);
    // The pointer over `stone` (none: over no stone) previews the move a click
    // there makes, on the person's turn.
    Reply point(std::optional<NimInput::Stone> stone);
    // A key (Qt::Key) on the person's turn: the arrows move the preview,
    // Space or Enter takes it, Esc drops it.
    Reply key(int key);

private:
    // Sets the preview; whether it changed.
    bool setPreview(std::optional<pb::nim::NimMove> move);
    // Sets the device; whether it changed.
    bool use(InputDevice device);

    std::optional<pb::nim::NimPuzzle> m_position;
    std::optional<pb::nim::NimMove> m_preview;
    InputDevice m_device = InputDevice::Pointer;
};
