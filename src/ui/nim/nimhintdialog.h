#pragma once

#include "core/nim/nimpuzzle.h"

#include <QDialog>

#include <string>

class QLabel;

// Why Nim's hint is the move it is: the heaps written in binary, the columns
// added up without carrying into the nim-sum, and what that means here: the
// move that makes the nim-sum zero (or, in misère play near the end, leaves
// an odd number of single stones), or why there is no winning move and the
// hint only makes the game last. Not modal: the hint stays marked on the
// board, where a second Hint or a click plays it.
class NimHintDialog : public QDialog {
    Q_OBJECT

public:
    // `hinted`: the move the hint marks, in Nim's notation ("C2").
    NimHintDialog(const pb::nim::NimPuzzle &position, const std::string &hinted, QWidget *parent = nullptr);

    // The explanation as shown (rich text), for tests.
    QString explanation() const;

    // FamilyUi::explainHint: a new window, deleted when closed, that
    // explains the hint `hinted` in `position` (a Nim position).
    static QDialog *explain(QWidget *parent, const pb::Puzzle &position, const std::string &hinted);

private:
    QLabel *m_text = nullptr;
};
