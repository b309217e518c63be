#pragma once

#include <QDialog>

#include <memory>

namespace pb {
class Puzzle;
}
class QButtonGroup;
class QSpinBox;

// Game ▸ New ▸ Fifteen: the board size (3 to 9) and the start: the original exercise's
// layout (tiles counting down, 1 and 2 swapped when needed) or a random
// solvable shuffle. The choices are remembered for next time.
class FifteenDialog : public QDialog {
    Q_OBJECT

public:
    enum class Start { ClassicLayout, Shuffle };

    explicit FifteenDialog(QWidget *parent = nullptr);

    int boardSize() const;
    Start start() const;
    void setBoardSize(int dim);
    void setStart(Start start);
    // The game the choices describe (a fresh shuffle on each call).
    std::unique_ptr<pb::Puzzle> game() const;

    // Shows the dialog; null when the person cancels.
    static std::unique_ptr<pb::Puzzle> ask(QWidget *parent);
    // The game at start-up: the original exercise's 4 x 4 layout.
    static std::unique_ptr<pb::Puzzle> defaultGame();

private:
    QSpinBox *m_size = nullptr;
    QButtonGroup *m_start = nullptr;
};
