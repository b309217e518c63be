#pragma once

#include <QPointer>
#include <QWidget>

class FifteenDesigner;
class QLabel;
class QPushButton;
class QSpinBox;

// The Fifteen designer's tools, which the window shows beside the board while
// editing: the tiles a side (3 to 9), Solved Position and Shuffle, and
// whether the rules can solve the board and why not, said again with every
// change.
class FifteenDesignPanel : public QWidget {
    Q_OBJECT

public:
    FifteenDesignPanel(FifteenDesigner *designer, QWidget *parent = nullptr);

    QSpinBox *sideBox() const { return m_sideBox; }
    QPushButton *solvedButton() const { return m_solvedButton; }
    QPushButton *shuffleButton() const { return m_shuffleButton; }
    QLabel *verdictLabel() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void layOut();
    void connectControls();
    // The size and the verdict follow the board (a swap, Undo).
    void showBoard();
    void retranslate();

    QPointer<FifteenDesigner> m_designer;
    QLabel *m_clicksLabel;
    QLabel *m_sideLabel;
    QSpinBox *m_sideBox;
    QPushButton *m_solvedButton;
    QPushButton *m_shuffleButton;
    QLabel *m_verdict;
};
