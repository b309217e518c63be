#pragma once

#include "printpage.h"

#include <QObject>
#include <QString>

#include <optional>

class BoardEditing;
class GameSession;
class QAction;
class QCheckBox;
class QMainWindow;
class QPrinter;
class QWidget;

// Game ▸ Print Board… (Ctrl+P) and Print Preview…: one page with the board's
// name, the position in words, the board as it stands and, when the player
// asks for it, the solution from there as a numbered list (printpage.h).
// While a board is edited the edited board is printed, without a solution,
// or refused with the reason Done would give. Nothing of the game changes.
class GamePrinter : public QObject {
    Q_OBJECT

public:
    // The window puts the entries in the form's places (FormPlaces), after
    // the exports: printing is another way the game leaves the window.
    GamePrinter(QMainWindow *window, const GameSession &session, BoardEditing &editing);

    QAction *printAction() const { return m_print; }
    QAction *previewAction() const { return m_preview; }
    // The page as it would print now; null, with the reason in *why, when
    // there is nothing to print (a board being edited that cannot be played).
    std::optional<PrintedGame> content(bool withSolution, QString *why) const;
    // The moves from the position to the end of the solution kept; empty
    // when there is none from here (set aside, at its end, or editing).
    QStringList solutionFromHere() const;
    // Prints `game` on one page of `printer`; on failure says so in a message
    // box naming the printer and returns false.
    bool printTo(QPrinter &printer, const PrintedGame &game);
    // Prints without asking: the reason when the printer cannot print, else
    // an empty string. `page`, when given, reports what the page holds.
    QString print(QPrinter &printer, const PrintedGame &game, PrintedPage *page = nullptr) const;
    void retranslate();

private:
    void printDialog();
    void previewDialog();
    // The "Include the solution" box both dialogs show, in a row of its own;
    // off and disabled, with the reason beside it, when there is no solution
    // from here.
    struct SolutionChoice {
        QWidget *row;
        QCheckBox *box;
    };
    SolutionChoice solutionChoice(QWidget *parent) const;
    // The page's content, or null after telling the player why there is none.
    std::optional<PrintedGame> contentOrSay(bool withSolution);

    QMainWindow *m_window;
    const GameSession &m_session;
    BoardEditing &m_editing;
    QAction *m_print;
    QAction *m_preview;
};
