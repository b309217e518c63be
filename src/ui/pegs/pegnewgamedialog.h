#pragma once

#include "core/common/generator.h"
#include "core/pegs/pegpuzzle.h"
#include "pegbuiltinboards.h"

#include <QDialog>

#include <memory>
#include <optional>

namespace Ui {
class PegNewGameDialog;
}
class BoardView;
class AppSettings;
class DifficultyChoice;
class QCheckBox;
class PegScene;
class QComboBox;
class QPushButton;
class QSpinBox;

// Game ▸ New ▸ Peg Solitaire: the board (a triangle of 4 to 8 holes a side, an
// R x C rectangle, the English, European or Wiegleb cross, the 41-hole
// diamond) and the hole that starts
// empty, picked by clicking it on a live preview (or typed in). The choices are
// remembered for next time; "Classic Triangle" goes back to the original exercise's game.
// Or a random start of the board that can be solved to one peg, of a
// difficulty (exactly N jumps, or a range of them), made on a worker as soon
// as it is chosen and again whenever the board or the difficulty changes; the
// preview shows it, and OK deals that very start (waiting for it when it is
// still being made).
class PegNewGameDialog : public QDialog {
    Q_OBJECT

public:
    // In the order of the shape box.
    using Board = PegBuiltInBoards::Board;

    explicit PegNewGameDialog(AppSettings &settings, QWidget *parent = nullptr);
    ~PegNewGameDialog() override;

    // The game the dialog describes: every hole filled but the empty one.
    pb::pegs::PegPuzzle createGame() const;
    // With a random start chosen, OK first makes it and accepts once it is there.
    void accept() override;
    // Once accepted: the random start made, or else createGame()'s.
    std::unique_ptr<pb::Puzzle> takeGame();
    QCheckBox *randomStartBox() const { return m_randomStart; }
    DifficultyChoice *difficulty() const { return m_difficulty; }
    // Asks, and on OK remembers the choices and returns the game; null on Cancel.
    // `recipe`: how the game's start was made to order, when it was.
    static std::unique_ptr<pb::Puzzle> ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe);
    void saveSettings() const;

    QComboBox *boardBox() const;
    QSpinBox *sideBox() const;
    QSpinBox *rowsBox() const;
    QSpinBox *colsBox() const;
    QSpinBox *emptyHoleBox() const;
    QPushButton *classicButton() const;
    BoardView *preview() const;
    PegScene *previewScene() const { return m_scene; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Board board() const;
    void rebuildBoard();
    void showEmptyHole();
    void makeRandomStart();
    void showRandomStart();
    pb::GenerateRequest generateRequest() const;
    void chooseClassicTriangle();

    AppSettings &m_settings;
    std::unique_ptr<Ui::PegNewGameDialog> m_ui;
    PegScene *m_scene;
    std::shared_ptr<const pb::pegs::PegGeometry> m_geometry;
    QCheckBox *m_randomStart;
    DifficultyChoice *m_difficulty;
    // OK was pressed: the start being made is dealt when it comes.
    bool m_dealWhenMade = false;
};
