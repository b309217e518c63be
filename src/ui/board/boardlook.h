#pragma once

#include <QColor>
#include <QObject>

// The colours every family's board items paint with under the theme in use
// (View ▸ Theme, ui/settings/theme.h). Wood is the look the boards always
// had; Light, Dark and High Contrast cut the boards flat, without grain,
// and give the marks colours that stand apart on that ground. Colour is
// never a mark's only sign: each also has a shape or pattern of its own
// (a selected peg's ticks, a hint's arrow or dashes, a finish cell's star).
//
// The look is read while painting, on the GUI thread or on a pool thread the
// GUI thread waits for (poolpainting.h); it changes only on the GUI thread
// between frames.
struct BoardLook {
    enum class Theme { Wood, Light, Dark, HighContrast };

    Theme theme;
    // Wood's grain and finishes (WoodBoardItem); otherwise a flat board.
    bool grain;
    // Round the board, from its centre to the corners.
    QColor backdropCentre;
    QColor backdropEdge;
    // A flat board (no grain): its face, top to bottom, and its edge.
    QColor surfaceTop;
    QColor surfaceBottom;
    QColor surfaceEdge;
    // What is sunk into a flat board: holes, Fifteen's well, Roller's well,
    // Nim's table; and the rim round each.
    QColor well;
    QColor wellRim;
    // Words cut into a flat board (Roller's line names, Nim's counts).
    QColor engraving;
    // The marks.
    QColor select;   // the picked piece, the keyboard's move in Nim
    QColor landing;  // where the picked peg can land
    QColor hint;     // the hinted move
    QColor hintOver; // the peg a hinted jump takes
    QColor mark;     // the cells a solution can finish in
    QColor focus;    // the keyboard's cursor
    QColor computer; // the computer's move in Nim
    QColor goal;     // the coach's goal cells
    QColor lost;     // the coach's losing move
    // The dark (or, on a dark board, light) edge under every mark's line.
    QColor markEdge;
    // Marks' lines are this much wider than Wood's.
    qreal markWidth;

    // The look of the theme in use.
    static const BoardLook &current();
    static const BoardLook &of(Theme theme);
    // Makes `theme` the one in use and tells every board (changed()).
    static void use(Theme theme);

    // Emits changed() after use() chose another theme: a board view repaints
    // its items, whose caches hold the old look.
    static class BoardLookNotifier *notifier();
};

// For the time it lives, the look `theme` in use (printing, export), then
// the one before it again. The boards are not told: a scene painted only
// onto a printer or a file needs no telling.
class ScopedBoardLook {
public:
    explicit ScopedBoardLook(BoardLook::Theme theme);
    ~ScopedBoardLook();
    ScopedBoardLook(const ScopedBoardLook &) = delete;
    ScopedBoardLook &operator=(const ScopedBoardLook &) = delete;

private:
    BoardLook::Theme m_before;
};

// The printable look, whatever the screen's: dark marks on a light, flat
// board, which spends little ink and reads in black and white.
inline constexpr BoardLook::Theme kPrintTheme = BoardLook::Theme::Light;

class BoardLookNotifier : public QObject {
    Q_OBJECT

signals:
    void changed();
};
