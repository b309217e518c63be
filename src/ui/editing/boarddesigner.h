#pragma once

#include <QObject>
#include <QString>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

// A family's board designer (Edit ▸ Edit Board): the board being designed,
// for one editing session. Every change of it is a step of history(), which
// Edit ▸ Undo and Redo walk while editing instead of the game's turns; the
// designer and its history go when editing ends, so the game's own history
// never sees them.
class BoardDesigner : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    QUndoStack *history() { return &m_history; }

signals:
    // The board changed (an edit, Undo or Redo): the scene draws it afresh,
    // the panel its fields.
    void changed();
    void statusMessage(const QString &text);

protected:
    // Makes `after` the board kept in `board`, as a step named `text` ("Add
    // Peg") that Undo takes back; a change that changes nothing is no step.
    template <typename Board>
    void record(const QString &text, Board &board, Board after);

private:
    QUndoStack m_history;
};

// One step of a designer's history: the whole board before and after it,
// which the designers keep small enough to copy.
template <typename Board>
class DesignStep : public QUndoCommand {
public:
    DesignStep(const QString &text, Board &board, Board after, BoardDesigner *designer)
        : QUndoCommand(text)
        , m_board(board)
        , m_before(board)
        , m_after(std::move(after))
        , m_designer(designer)
    {
    }

    void undo() override { show(m_before); }
    void redo() override { show(m_after); }

private:
    void show(const Board &board)
    {
        m_board = board;
        emit m_designer->changed();
    }

    Board &m_board;
    const Board m_before;
    const Board m_after;
    BoardDesigner *m_designer;
};

template <typename Board>
void BoardDesigner::record(const QString &text, Board &board, Board after)
{
    if (after == board)
        return;
    // The stack plays the step as it takes it.
    m_history.push(new DesignStep<Board>(text, board, std::move(after), this));
}
