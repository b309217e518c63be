#pragma once

#include "core/common/generator.h"
#include "core/common/puzzle.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <random>

class AppSettings;
class DifficultyChoice;
class QRadioButton;
class QSpinBox;

// Game ▸ New ▸ Roller-Board: the board's height and width (2..6, the original exercise's
// limit) and how to mix it: a chosen number of random rolls from the solved
// board, a random board (every one of them can be solved), or a board made to
// a difficulty (its fewest rolls exactly N, or in the range of easy, medium or
// hard), made on a worker when OK is pressed. The choices are remembered for
// next time.
class RollerNewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit RollerNewGameDialog(AppSettings &settings, QWidget *parent = nullptr);

    // A new game as the dialog's settings describe it.
    std::unique_ptr<pb::Puzzle> createGame(std::mt19937 &random) const;
    // Asks, and on OK remembers the settings and returns a new game; null on Cancel.
    // `recipe`: how the game's start was made to order, when it was.
    static std::unique_ptr<pb::Puzzle> ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe);

    QSpinBox *heightBox() const { return m_height; }
    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *depthBox() const { return m_depth; }
    QRadioButton *scrambleButton() const { return m_scramble; }
    QRadioButton *randomButton() const { return m_random; }
    QRadioButton *difficultyButton() const { return m_made; }
    DifficultyChoice *difficulty() const { return m_difficulty; }
    // Once accepted: the board made to the difficulty, or else createGame()'s.
    std::unique_ptr<pb::Puzzle> takeGame(std::mt19937 &random);

    // With a difficulty chosen, OK first makes the board and accepts once it is there.
    void accept() override;

    void saveSettings() const;

private:
    AppSettings &m_settings;
    QSpinBox *m_height;
    QSpinBox *m_width;
    QSpinBox *m_depth;
    QRadioButton *m_scramble;
    QRadioButton *m_random;
    QRadioButton *m_made;
    DifficultyChoice *m_difficulty;
};
