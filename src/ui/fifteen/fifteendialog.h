#pragma once

#include "core/common/generator.h"

#include <QDialog>

#include <memory>
#include <optional>

namespace pb {
class Puzzle;
}
class AppSettings;
class DifficultyChoice;
class QButtonGroup;
class QSpinBox;

// Game ▸ New ▸ Fifteen: the board size (3 to 9) and the start: the original exercise's
// layout (tiles counting down, 1 and 2 swapped when needed), a random
// solvable shuffle, or a board made to a difficulty (3 x 3 and 4 x 4: its
// fewest slides exactly N or in the difficulty's range; larger: N random
// slides from the goal), made on a worker when OK is pressed. The choices are
// remembered in `settings` for next time.
class FifteenDialog : public QDialog {
    Q_OBJECT

public:
    enum class Start { ClassicLayout, Shuffle, MadeToDifficulty };

    explicit FifteenDialog(AppSettings &settings, QWidget *parent = nullptr);

    int boardSize() const;
    Start start() const;
    void setBoardSize(int dim);
    void setStart(Start start);
    // The game the choices describe (a fresh shuffle on each call); with
    // MadeToDifficulty, the board made once the dialog was accepted.
    std::unique_ptr<pb::Puzzle> game() const;
    DifficultyChoice *difficulty() const { return m_difficulty; }

    // With a difficulty chosen, OK first makes the board and accepts once it is there.
    void accept() override;

    // Shows the dialog; null when the person cancels.
    // `recipe`: how the game's start was made to order, when it was.
    static std::unique_ptr<pb::Puzzle> ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe);
    // The game at start-up: the original exercise's 4 x 4 layout.
    static std::unique_ptr<pb::Puzzle> defaultGame(const AppSettings &settings);

private:
    AppSettings &m_settings;
    QSpinBox *m_size = nullptr;
    QButtonGroup *m_start = nullptr;
    DifficultyChoice *m_difficulty = nullptr;
};
