#pragma once

#include "../core/common/gamerecord.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

class GameSession;
class QWidget;

// The window's title names the game: the file it was opened from or saved to
// with its puzzle ("3x3crn.rbd — Roller-Board"), or the puzzle and its size
// ("Roller-Board 3x3") for a game in no file; the platform adds the program's
// name. The window's modified marker (`[*]`) is on while moves were played
// that no file holds.
class WindowTitle : public QObject {
    Q_OBJECT

public:
    WindowTitle(QWidget *window, const GameSession &session);

    // The game on screen was opened from, or saved to, `path` as it is now.
    void setFile(const QString &path);
    // Where Save As and the exports suggest writing, with `suffix`: beside the
    // game's file under its name, else the puzzle and size ("roller-3x3.pbgame").
    QString suggestedPath(const QString &suffix) const;
    // Where Save As suggests writing `board` (the one being edited), with
    // `suffix`: named after its puzzle and size ("pegs-5.peg"), beside the
    // game's file if it has one.
    QString suggestedPath(const pb::Puzzle &board, const QString &suffix) const;
    // The puzzle and size of `position` as a file name: "roller-3x3.pbgame".
    static QString suggestedName(const pb::Puzzle &position, const QString &suffix);
    // Writes the title afresh: after every change of the game, and in a new language.
    void update();

private:
    // The game on screen is the one the file holds, moves played since or not.
    bool isFileGame() const;

    QWidget *m_window;
    const GameSession &m_session;
    QString m_path;
    std::string m_fileFamily;
    std::string m_fileStart;
    std::vector<pb::Turn> m_fileTurns;
};
