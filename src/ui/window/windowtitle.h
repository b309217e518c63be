#pragma once

#include "../../core/common/gamerecord.h"

#include <QObject>
#include <QString>

class GameSession;
class QWidget;

// The window's title names the game: the file it was opened from or saved to
// with its puzzle ("3x3crn.rbd — Roller-Board"), or the puzzle and its board
// ("Roller-Board 3x3", "Peg Solitaire triangle of 15") for a game in no file; the platform adds the program's
// name. The window's modified marker (`[*]`) is on while moves were played
// that no file holds. The file is the session's game's own
// (GameSession::file()), so Undo and Redo across games and a restart keep it.
class WindowTitle : public QObject {
    Q_OBJECT

public:
    WindowTitle(QWidget *window, const GameSession &session);

    // The file of the game on screen (empty: in no file).
    QString filePath() const;
    // Where Save As and the exports suggest writing, with `suffix`: beside the
    // game's file under its name, else the puzzle and board ("roller-3x3.pbgame").
    QString suggestedPath(const QString &suffix) const;
    // Where Save As suggests writing `board` (the one being edited), with
    // `suffix`: named after its puzzle and board ("pegs-triangle-15.peg"), beside the
    // game's file if it has one.
    QString suggestedPath(const pb::Puzzle &board, const QString &suffix) const;
    // The puzzle and size of `position` as a file name: "roller-3x3.pbgame".
    static QString suggestedName(const pb::Puzzle &position, const QString &suffix);
    // The puzzle and its board as the title names a game in no file
    // ("Peg Solitaire triangle of 15").
    static QString boardTitle(const pb::Puzzle &board);
    // Writes the title afresh: after every change of the game, and in a new language.
    void update();

private:
    QWidget *m_window;
    const GameSession &m_session;
};
