#pragma once

#include "core/nim/nimpuzzle.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

// What a click or a key means in a game of Nim, apart from the scene that
// draws it: given the position, the move previewed so far and the input, the
// move to play ("A3"), the preview afterwards, or why nothing happens. As
// Simon Tatham's interpret_move, so the interaction is tested without pixels.
class NimInput {
    Q_DECLARE_TR_FUNCTIONS(NimInput)

public:
    // A pebble: its heap, and its slot counted from the heap's bottom.
    struct Stone {
        int heap = 0;
        int slot = 0;
    };
    struct Answer {
        // The move to play; empty when the input plays none.
        std::string move;
        // The move previewed afterwards (the keyboard's choice).
        std::optional<pb::nim::NimMove> preview;
        // Why nothing happens; empty when the input needs no words.
        QString message;
    };

    // A click on `stone` (none: beside every stone): it and every stone above
    // it are taken.
    static Answer clickStone(const pb::nim::NimPuzzle &position, std::optional<Stone> stone);
    // A key (Qt::Key) while it is the person's turn: Left and Right pick a
    // heap, Up and Down the number of stones, Space or Enter takes them, Esc
    // drops the preview. None: the board has no use for the key.
    static std::optional<Answer> key(const pb::nim::NimPuzzle &position, const std::optional<pb::nim::NimMove> &preview,
                                     int key);

private:
    static std::optional<pb::nim::NimMove> stepPreview(const std::vector<int> &heaps,
                                                       const std::optional<pb::nim::NimMove> &preview, int heapStep,
                                                       int countStep);
};
