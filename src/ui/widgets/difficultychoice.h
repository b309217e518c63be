#pragma once

#include "core/common/registry.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

class AppSettings;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

// The Difficulty row of a New dialog: easy, medium, hard or exactly N moves,
// and the making of the puzzle. generate() runs the family's generator
// (pb::FamilyInfo::generate) on a worker thread with a fresh random seed and
// returns at once; meanwhile the row says it is working, and the dialog's
// Cancel (destroying the row) stops it and drops its result, so the window
// never waits. Each family's dialog reads its sizes into the request; the
// choice is remembered in `settings` under the family's group.
class DifficultyChoice : public QWidget {
    Q_OBJECT

public:
    // `settingsGroup`: "rollerboard", ...; `movesSuffix`: " rolls", translated.
    DifficultyChoice(AppSettings &settings, const QString &settingsGroup, const QString &movesSuffix,
                     QWidget *parent = nullptr);
    ~DifficultyChoice() override;

    // The most moves "exactly" may ask for; the generator says when a size allows fewer.
    void setLargestMoves(int largest);
    // Each level says the moves it asks for ("Easy (8–15 slides)") when a
    // size's most moves, `largest`, are known before the making.
    void nameLevelsInMoves(int largest);
    // Whether "exactly N" is offered (Nim has only the three levels).
    void setExactOffered(bool offered);

    // The dialog's OK, disabled while the puzzle is being made.
    void setOkButton(QPushButton *ok) { m_ok = ok; }

    // Makes the puzzle `request` describes (its size), at the chosen difficulty.
    // Meanwhile the dialog's inputs are disabled (Cancel stays), so the puzzle
    // made is always the one its settings describe. Without `holdInputs` (a
    // start made for the dialog's preview) they stay free, and the dialog
    // calls drop() when one changes. A second call stops the first.
    void generate(const pb::FamilyInfo &family, pb::GenerateRequest request, bool holdInputs = true);
    // Stops the making and forgets the puzzle made: the settings changed.
    void drop();
    // The dialogs' OK: whether it may close the dialog now. With `made` (the
    // dialog's "made to a difficulty" start) and no puzzle yet, it starts
    // making the one `request()` describes (unless it already is) and says no;
    // generated() then calls OK again. A preview being made becomes the
    // puzzle OK waits for: the inputs are held from then on.
    bool readyToAccept(bool made, const pb::FamilyInfo &family, const std::function<pb::GenerateRequest()> &request);
    bool isGenerating() const;
    bool hasPuzzle() const { return m_puzzle != nullptr; }
    // The puzzle made, still kept (the preview shows it); null while there is none.
    const pb::Puzzle *puzzle() const { return m_puzzle.get(); }
    // The puzzle made, once generated() was emitted.
    std::unique_ptr<pb::Puzzle> takePuzzle();
    // The recipe of `start` when it is the last puzzle made: the game keeps
    // it, so its ID names it (Nim's dialog deals the heaps into boxes the
    // player may change).
    std::optional<pb::GenerateRequest> recipeOf(const pb::Puzzle &start) const;
    void saveSettings() const;

    QComboBox *levelBox() const { return m_level; }
    QSpinBox *movesBox() const { return m_moves; }
    // What the making says ("Making the puzzle…", or why the size cannot be
    // met). Each dialog gives it a row of its own across its width, above
    // its buttons; its room is kept while it is empty.
    QLabel *statusLabel() const { return m_status; }

signals:
    void generated();
    // The request cannot be met; the reason is on the status label.
    void refused();

private:
    void showLevel();
    void showStatus(const QString &text);
    void setInputsEnabled(bool enabled);

    AppSettings &m_settings;
    QString m_settingsGroup;
    QString m_movesSuffix;
    QComboBox *m_level;
    QSpinBox *m_moves;
    QLabel *m_status;
    QPushButton *m_ok = nullptr;
    // The N of "exactly", kept while a smaller size's range clamps the box.
    int m_wantedMoves = 10;
    // Shared with the worker, which checks it; requested on destruction and
    // when a newer making or drop() replaces it.
    std::stop_source m_stop;
    // The number of the latest making: an earlier one's result is dropped.
    int m_making = 0;
    std::unique_ptr<pb::Puzzle> m_puzzle;
    // The last puzzle made, in its board file's words, and what made it.
    std::string m_madeText;
    std::optional<pb::GenerateRequest> m_madeBy;
    bool m_generating = false;
    // The dialog's inputs disabled while generating, to be enabled again.
    QList<QPointer<QWidget>> m_disabledInputs;
};
