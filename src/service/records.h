#pragma once

#include "../core/common/puzzle.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

// What the player has done on one board: a board is its family, its size and
// its start position, so every shuffle of the Fifteen and every board drawn
// in the editor has records of its own.
struct BoardRecord {
    QString family; // pb::Puzzle::family()
    QString size;   // pb::Puzzle::sizeText()
    QString start;  // the start position as its board file (pb::Puzzle::save())
    int played = 0;
    int solvedAlone = 0;
    int solvedWithHelp = 0;
    // Games against the computer that the computer won; a win is solved.
    int lost = 0;
    // The bests of the games solved alone; -1 while there is none.
    int fewestMoves = -1;
    qint64 bestMillis = -1;
    QDateTime recordSet;  // when a best was last bettered
    QDateTime lastPlayed; // the last game begun on this board
};

// The player's records, one per board, kept as JSON in the application data
// folder and written atomically after every change. Until open() is called
// they are kept in memory only, so tests and screenshots never touch a
// player's records. A file that cannot be read is moved aside, never
// overwritten, and the records start afresh; one a newer Puzzlebox wrote is
// left alone, and this run's records are kept in memory only.
//
// How a game is counted is the game's own (pb::SavedGame::counted, see
// GameSession::firstMovePlayed and goalReached): played once at its first
// move, solved once when it first reaches the goal, alone unless help was
// used (GameSession::helped). A game against the computer counts the same
// way, its goal being a win.
class PlayerRecords : public QObject {
    Q_OBJECT

public:
    explicit PlayerRecords(QObject *parent = nullptr);

    // Where the app keeps them: records.json in AppDataLocation.
    static QString defaultPath();

    // Reads the records at `path` (they replace any in memory) and keeps them
    // there from now on. Returns a message when the file was
    // damaged (then it is renamed aside to path.damaged-DATE), could not be
    // written, or is in a newer format (then it is left alone and records are
    // kept in memory only); empty when all is well, the file missing included.
    QString open(const QString &path);
    QString path() const { return m_path; }

    // What solving did to the board's record.
    struct Solve {
        bool fewerMoves = false; // fewer moves than any game before, alone
        bool fasterTime = false; // quicker than any game before, alone
        bool isNewRecord() const { return fewerMoves || fasterTime; }
    };

    // A game on `start` was begun (its first move).
    void notePlayed(const pb::Puzzle &start, const QDateTime &now = QDateTime::currentDateTimeUtc());
    // A game on `start` reached its goal in `moves` and `millis`.
    // `firstTime`: the game had not been counted as solved yet; a game
    // solved again after Undo only betters the bests.
    Solve noteSolved(const pb::Puzzle &start, int moves, qint64 millis, bool helped, bool firstTime,
                     const QDateTime &now = QDateTime::currentDateTimeUtc());
    // A game against the computer on `start` ended in its win (`change` 1),
    // or Undo took that end back (-1), as the match's score does.
    void noteLost(const pb::Puzzle &start, int change);
    // Forgets every record (Statistics ▸ Reset, after asking).
    void reset();

    const QList<BoardRecord> &records() const { return m_records; }
    const BoardRecord *find(const pb::Puzzle &start) const;

signals:
    void changed();
    // Writing failed: the records stay in memory and are written with the next change.
    void saveFailed(const QString &message);

private:
    BoardRecord &recordOf(const pb::Puzzle &start);
    void save();
    // The records in `bytes`, or why they cannot be read; `newerFormat` is
    // set (and nothing read) when a newer Puzzlebox wrote them.
    static QString parse(const QByteArray &bytes, QList<BoardRecord> &records, int &newerFormat);

    QString m_path;
    QList<BoardRecord> m_records;
};
