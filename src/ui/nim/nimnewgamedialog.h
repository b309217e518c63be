#pragma once

#include "core/common/generator.h"
#include "core/nim/nimpuzzle.h"

#include <QDialog>
#include <QVector>

#include <memory>
#include <optional>

class AppSettings;
class DifficultyChoice;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;

// Game ▸ New ▸ Nim: 1 to 8 heaps of 0 to 20 stones, normal or misère play,
// who moves first and how well the computer plays. The choices are kept for
// the next time; "who moves first" defaults to the match's rule, the loser of
// the last game. Below it the dialog says who moves first and who wins with
// perfect play, with every change. Deal fills the heaps from the generator:
// heaps of a difficulty that the person can win, or the computer can, given
// who moves first.
class NimNewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NimNewGameDialog(AppSettings &settings, QWidget *parent = nullptr);

    // The game the dialog describes, with a fresh seed for the fallible computer.
    std::unique_ptr<pb::nim::NimPuzzle> game() const;
    // Shows the dialog; null when the person cancels. Remembers the choices.
    // `recipe`: how the game's start was made to order, when it was.
    static std::unique_ptr<pb::Puzzle> ask(QWidget *parent, AppSettings &settings, std::optional<pb::GenerateRequest> &recipe);
    // The game started without asking: the last choices of the dialog (the
    // original exercise's heaps the first time), started by the loser of the last game.
    static std::unique_ptr<pb::Puzzle> defaultGame(const AppSettings &settings);

    QSpinBox *heapCountBox() const { return m_heapCount; }
    QSpinBox *heapBox(int heap) const { return m_heapBoxes.at(heap); }
    QComboBox *starterBox() const { return m_starter; }
    DifficultyChoice *difficulty() const { return m_difficulty; }
    QComboBox *valueBox() const { return m_value; }
    QPushButton *dealButton() const { return m_deal; }
    QLabel *verdictLabel() const { return m_verdict; }

private:
    enum Starter { LoserStarts, HumanStarts, ComputerStarts };

    // The dialog's parts, each with the connections of its fields.
    QGridLayout *createHeapBoxes();
    QHBoxLayout *createPresets();
    QHBoxLayout *createDealRow();
    QHBoxLayout *createScoreRow();
    // "Who moves first" names the loser of the last game; the score beside it.
    void refreshStarters();
    pb::nim::Player starter() const;
    std::vector<int> heaps() const;
    void updateVerdict();
    void updateHeapBoxes();
    void setHeaps(const std::vector<int> &heaps);
    void randomHeaps();
    void save() const;

    AppSettings &m_settings;
    QSpinBox *m_heapCount = nullptr;
    QVector<QSpinBox *> m_heapBoxes;
    QCheckBox *m_misere = nullptr;
    QComboBox *m_starter = nullptr;
    QComboBox *m_level = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_verdict = nullptr;
    DifficultyChoice *m_difficulty = nullptr;
    QComboBox *m_value = nullptr;
    QPushButton *m_deal = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
