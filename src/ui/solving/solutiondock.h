#pragma once

#include <QDockWidget>
#include <QList>
#include <QStringList>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QVBoxLayout;

// The solution player: the solution's moves as a list (row 0 is the position the
// solution starts from, row k the position after its k-th move), the current
// step highlighted, the step buttons and the pace of Play. A click on a row asks
// to jump to that step; the window does the jumping through its undo stack.
class SolutionDock : public QDockWidget {
    Q_OBJECT

public:
    explicit SolutionDock(QWidget *parent = nullptr);

    // The buttons show these actions, so menu, toolbar and dock stay in step.
    void setPlayerActions(QAction *first, QAction *back, QAction *playPause, QAction *forward,
                          QAction *last);

    // `caption` says what the list is (length, optimality); empty `moves` and an
    // empty caption clear the player.
    // In a game against the computer, `computerMoves` says which of the moves
    // are the computer's, and each row names whose move it is.
    void setSolution(const QStringList &moves, const QString &caption, const QList<bool> &computerMoves = {});
    const QStringList &moves() const { return m_moves; }
    const QList<bool> &computerMoves() const { return m_computerMoves; }
    QString caption() const { return m_captionText; }
    // -1: the position is not on the solution.
    void setCurrentStep(int step);
    int currentStep() const { return m_step; }
    int stepCount() const { return int(m_moves.size()); }
    // How many of the moves are listed; the rest wait behind a button that
    // shows them all, so a hint does not give the whole solution away. -1:
    // all of them.
    void setShownSteps(int steps);
    int shownSteps() const { return m_shownSteps; }
    // A solution the player left stays listed, greyed, with a word on how to
    // come back to it.
    void setSetAside(bool setAside);
    bool isSetAside() const { return m_setAside; }

    // What the latest search says that the solution's caption does not, in
    // full: it runs, or its answer. `retryText`, when not empty, is the label
    // of a button that runs it again with more memory ("Try Again with
    // 1 GiB"); a button to Preferences comes with it.
    void setReport(const QString &text, const QString &retryText = QString());
    QString report() const;
    // Beside a hint's report: a button that asks why the hint is the move
    // to play, for a family that explains its hints.
    void setExplanationOffered(bool offered);
    // Puts `row` (a feature's buttons, hidden or shown by it) right below the report.
    void placeBelowReport(QWidget *row);
    QPushButton *explanationButton() const { return m_explain; }
    // What the panel says while it has neither a solution nor a report: how
    // to play the puzzle on screen and where Solve, Hint and Rules are. The
    // window gives it in the current language.
    void setIntroduction(const QString &text);
    // The introduction while it shows; empty once a solution or a report
    // fills the panel.
    QString introductionShown() const;

    // Milliseconds between two moves when playing.
    int paceMillis() const;
    void setPaceMillis(int millis);

    QListWidget *moveList() const { return m_list; }

signals:
    void stepRequested(int step);
    void paceChanged(int millis);
    void retryRequested();
    void explanationRequested();
    void preferencesRequested();
    // The player asked to see the moves a hint left unlisted.
    void showAllRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void addReport(QVBoxLayout *layout);
    void addCaption(QVBoxLayout *layout);
    void addMoveList(QVBoxLayout *layout);
    void addPace(QVBoxLayout *layout);
    void updatePlaceholder();
    // The list's rows: the start and the moves shown, and the button for the rest.
    void listMoves();
    // Every text the dock sets itself, in the current language.
    void retranslate();
    void showPace();

    QStringList m_moves;
    QList<bool> m_computerMoves;
    QString m_captionText;
    QString m_introduction;
    int m_step = 0;
    int m_shownSteps = -1;
    bool m_setAside = false;
    QLabel *m_caption = nullptr;
    QLabel *m_report = nullptr;
    QWidget *m_retryRow = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_preferences = nullptr;
    QPushButton *m_explain = nullptr;
    QLabel *m_setAsideNote = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_showAll = nullptr;
    QSlider *m_pace = nullptr;
    QLabel *m_paceTitle = nullptr;
    QLabel *m_paceLabel = nullptr;
    QWidget *m_buttons = nullptr;
};
