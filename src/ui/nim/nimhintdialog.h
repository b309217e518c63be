#pragma once

#include "core/nim/nimpuzzle.h"

#include <QDialog>

class QLabel;

// Hint for Nim: the heaps written in binary, the columns added up without
// carrying into the nim-sum, and what that means here: the move that makes
// the nim-sum zero (or, in misère play near the end, leaves an odd number of
// single stones), or why there is no winning move. "Play It" makes the move.
class NimHintDialog : public QDialog {
    Q_OBJECT

public:
    NimHintDialog(const pb::nim::NimPuzzle &position, QWidget *parent = nullptr);

    // The explanation as shown (rich text), for tests.
    QString explanation() const;
    // The move "Play It" makes.
    QString move() const { return m_move; }

    // Shows the hint for `position` (a Nim position); returns the move when
    // the person chose to play it, else an empty string.
    static QString ask(QWidget *parent, const pb::Puzzle &position);

private:
    QLabel *m_text = nullptr;
    QString m_move;
};
