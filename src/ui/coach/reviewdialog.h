#pragma once

#include "../../core/common/gamerecord.h"
#include "../../core/search/gamereview.h"

#include "coachoverlay.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class BoardScene;
class BoardView;
class QLabel;
class QListWidget;
class QPushButton;

// Game ▸ Review: a game played, move by move, with the coach's marks. The
// list holds the start and every move, each with what it did to the goal
// (lost it, cost extra, one of the best); choosing a row (a click, the arrow
// keys, Previous and Next) shows the position after it on a board of the
// dialog's own, the move that lost the goal ringed, and the coach's verdict
// on it. Above the list, the summary: where the goal was lost and the moves
// played against the fewest possible. The game on the window's board is not
// touched: the review holds a copy.
class ReviewDialog : public QDialog {
    Q_OBJECT

public:
    ReviewDialog(const pb::GameRecord &game, QWidget *parent);
    ~ReviewDialog() override;

    // The coach's review has come: the list fills and the summary says it.
    void setReview(const pb::GameReview &review);
    // While the review is worked out: the positions assessed so far.
    void setWorking(bool working);

    // The row chosen: 0 the start, k the position after the k-th move.
    int step() const;
    void showStep(int step);
    QListWidget *moveList() const { return m_list; }
    QString summary() const;
    QString verdictShown() const;
    CoachOverlay *overlay() { return CoachOverlay::on(m_scene, m_overlay); }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillList();
    QString summaryText() const;

    pb::GameRecord m_game;
    std::vector<pb::PuzzlePtr> m_positions;
    std::optional<pb::GameReview> m_review;
    bool m_working = false;
    QLabel *m_summary;
    BoardView *m_view;
    BoardScene *m_scene = nullptr;
    QPointer<CoachOverlay> m_overlay;
    QListWidget *m_list;
    QLabel *m_verdict;
    QPushButton *m_previous;
    QPushButton *m_next;
};
