#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class RollerDesigner;

// The Roller-Board designer's tools, which the window shows beside the board
// while editing: the board's rows and columns (1 to 6, as board files
// allow), Clear and Solved Position, and whether the board can be played
// and why not, said again with every change.
class RollerDesignPanel : public QWidget {
    Q_OBJECT

public:
    RollerDesignPanel(RollerDesigner *designer, QWidget *parent = nullptr);

    QSpinBox *rowsBox() const { return m_rowsBox; }
    QSpinBox *colsBox() const { return m_colsBox; }
    QPushButton *clearButton() const { return m_clearButton; }
    QPushButton *solvedButton() const { return m_solvedButton; }
    QLabel *verdictLabel() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void layOut();
    void connectControls();
    // The fields and the verdict follow the design (a click, Undo).
    void showDesign();
    void retranslate();

    QPointer<RollerDesigner> m_designer;
    QLabel *m_clicksLabel;
    QLabel *m_rowsLabel;
    QSpinBox *m_rowsBox;
    QLabel *m_colsLabel;
    QSpinBox *m_colsBox;
    QPushButton *m_clearButton;
    QPushButton *m_solvedButton;
    QLabel *m_verdict;
};
