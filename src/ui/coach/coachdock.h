#pragma once

#include <QDockWidget>
#include <QList>
#include <QStringList>

class QAction;
class QLabel;
class QListWidget;
class QToolButton;

// The coach's panel (View ▸ Coach): the verdict on the position on screen
// and its facts, what the last move did, Show Why and the proof's sentences
// while it is drawn, and the game's moves, each with the coach's mark. It
// only shows what Coach gives it.
class CoachDock : public QDockWidget {
    Q_OBJECT

public:
    explicit CoachDock(QWidget *parent = nullptr);

    void setShowWhyAction(QAction *action);
    // An empty verdict: not known yet (the last move's judgement may be).
    void setVerdict(const QString &verdict, const QStringList &facts, const QString &reason,
                    const QString &judgement, bool lost);
    // While a board is being designed: the coach waits for it to be played.
    void showWaiting();
    void setThinking(bool thinking);
    bool isThinking() const { return m_thinkingShown; }
    void setProof(const QStringList &sentences);
    // The game's moves and the coach's mark of each ("lost the goal", "+2",
    // or empty); `lost` marks the rows that lost the goal.
    void setHistory(const QStringList &moves, const QStringList &marks, const QList<bool> &lost);
    void retranslate();

    QString verdictText() const;
    QString judgementText() const;
    // The facts or the reason, as shown under the verdict.
    QString factsText() const;
    QString proofText() const;
    QListWidget *history() const { return m_history; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_verdict;
    QLabel *m_facts;
    QLabel *m_judgement;
    QLabel *m_thinking;
    QToolButton *m_showWhy;
    QLabel *m_proof;
    QLabel *m_historyTitle;
    QListWidget *m_history;
    bool m_thinkingShown = false;
};
