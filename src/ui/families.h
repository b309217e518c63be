#pragma once

#include "../core/common/generator.h"
#include "../core/common/puzzle.h"

#include <QKeySequence>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

class AppSettings;
class BoardScene;
class GameSession;
class QAction;
class QDialog;
class QObject;
class QWidget;

// The window's words for what a family can do (pb::Capability), so that the
// window names no family's pieces. English, marked with
// QT_TRANSLATE_NOOP("Families", ...); only those of the family's capabilities
// are needed.
struct FamilyUiTexts {
    // Capability::FinishCells
    const char *finishCellsAction = "";  // Solve menu: mark the cells the goal can be reached in
    const char *finishCellsTip = "";
    const char *solveToCellAction = "";  // Solve menu: solve to a cell picked on the board
    const char *solveToCellTip = "";
    const char *pickCell = "";           // status bar while picking that cell
    const char *solvingToCell = "";      // while solving; %1 the cell
    const char *findingCells = "";       // while looking for the cells
    // Capability::CountSolutions
    const char *countTip = "";
    // Capability::BoardEditing
    const char *editing = "";            // status bar while editing
    const char *editTip = "";
    // The status bar's word for an edited board that cannot be played; empty:
    // the scene's reason itself (BoardScene::editedPosition()), for a family
    // whose reason is short and follows every click (Roller's count of ones).
    const char *editedNothing = "";
    // Every family: one sentence on how to play the puzzle with the mouse,
    // which the empty solution panel shows before its word on Solve, Hint
    // and Rules.
    const char *howToPlay = "";
    // Capability::FewestMoves with Capability::FinishCells: the fewest moves
    // to a cell picked on the board (picked as for solveToCellAction)
    const char *fewestToCellAction = "";
    const char *fewestToCellTip = "";
    // A line to the cell picked was found; %1 the cell, which the board marks.
    const char *endsInCell = "";
};

// A line of Help ▸ Keyboard Shortcuts for a family's board: the keys (any of
// them does it) and what they do, marked with QT_TRANSLATE_NOOP("Families", ...).
struct BoardKey {
    QList<QKeySequence> keys;
    const char *action;
    // Only while editing the board (Edit ▸ Edit Board), not in play.
    bool whileEditing = false;
};

// The UI half of the family registry (the core half is pb::families()): how a
// family is started, drawn and explained. The window builds Game ▸ New from
// this table. Each family's entry lives in its folder (PB_FAMILY_UI); the
// list of them is generated from the family folders (src/CMakeLists.txt).
struct FamilyUi {
    std::string_view family;  // pb::Puzzle::family()
    const char *newGameText;  // the Game ▸ New entry, marked with QT_TRANSLATE_NOOP("Families", ...)
    BoardScene *(*createScene)(QObject *parent);
    QString (*rulesText)();   // rich text, translated
    // The game started without asking: at start-up and from a family's menu
    // entry when it has no options. `settings`: the window's, where a family
    // keeps what its last game was (Nim's heaps).
    std::unique_ptr<pb::Puzzle> (*defaultGame)(const AppSettings &settings);
    // Asks for the new game's options, remembered in `settings` (the
    // window's); returns null when the person cancels. Sets `recipe` when the
    // start was made to order. Null for a family without options.
    std::unique_ptr<pb::Puzzle> (*newGameDialog)(QWidget *parent, AppSettings &settings,
                                                 std::optional<pb::GenerateRequest> &recipe);
    // For a family that explains its hints (Capability::ExplainedHints; Nim
    // works out the nim-sum): a new window, not modal and deleted when
    // closed, that says why `hinted`, the move a hint marks on the board, is
    // the one to play in `position`. The panel offers it beside the hint.
    QDialog *(*explainHint)(QWidget *parent, const pb::Puzzle &position, const std::string &hinted) = nullptr;
    FamilyUiTexts texts = {};
    // For a family that keeps something across its games (Nim's match
    // score): follows the window's session for as long as `owner` lives,
    // keeping it in the window's `settings`.
    void (*followSession)(GameSession &session, QObject *owner, AppSettings &settings) = nullptr;
    // For a family with view options of its own (Fifteen's picture on its
    // tiles): the View menu entries for `scene`, created as children of
    // `window` (a submenu as its QMenu::menuAction()). The window shows them
    // while the family is on screen and deletes them (a submenu's with its
    // menu) when another family's scene comes, or to ask afresh after a
    // language change.
    QList<QAction *> (*viewOptions)(BoardScene *scene, QWidget *window) = nullptr;
    // What the keys do on the board, in play and while editing.
    QList<BoardKey> boardKeys = {};
    // Where a line ends, in words, when the position's summary does not say
    // enough (peg solitaire names the last peg's hole); null: the summary.
    QString (*describeEnd)(const pb::Puzzle &end) = nullptr;

    // One of `texts`, translated.
    static QString text(const char *english);
};

std::span<const FamilyUi> familyUis();
const FamilyUi *familyUi(std::string_view family);

// A family's folder defines its entry with this, e.g. in pegs/pegsfamilyui.cpp:
//   PB_FAMILY_UI(pegs) { static const FamilyUi entry{...}; return entry; }
#define PB_FAMILY_UI(folder) const FamilyUi &familyUi_##folder()

// Adds the window half of a family not compiled into the libraries (a test's
// own), before main() runs; see pb::FamilyRegistration.
struct FamilyUiRegistration {
    explicit FamilyUiRegistration(const FamilyUi &family);
};
