#pragma once

#include "core/nim/nimpuzzle.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;

// Hint for Nim: the heaps written in binary, the columns added up without
// carrying into the nim-sum, and what that means here: the move that makes
// the nim-sum zero (or, in misère play near the end, leaves an odd number of
// single stones), or why there is no winning move. Its button ("Take 2 stones
// from heap C") makes the move.
class NimHintDialog : public QDialog {
    Q_OBJECT

public:
    NimHintDialog(const pb::nim::NimPuzzle &position, QWidget *parent = nullptr);

    // The explanation as shown (rich text), for tests.
    QString explanation() const;
    // The move its button makes; empty when there is none to make.
    QString move() const;
    // The button that makes it, or null.
    QPushButton *playButton() const { return m_playButton; }

    // Shows the hint for `position` (a Nim position); returns the move when
    // the person chose to play it, else an empty string.
    static QString ask(QWidget *parent, const pb::Puzzle &position);

private:
    QLabel *m_text = nullptr;
    std::optional<pb::nim::NimMove> m_playMove;
    QPushButton *m_playButton = nullptr;
};
