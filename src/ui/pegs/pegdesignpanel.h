#pragma once

#include <QPointer>
#include <QWidget>

class PegDesigner;
class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

// The peg board designer's tools, which the window shows beside the board
// while editing: what a click does (add or remove a peg, or a hole), the
// lattice, the canvas's size, and a built-in board to start from (from
// PegBuiltInBoards, the list the New Peg Solitaire dialog offers too).
// Every change goes to the designer, and the scene draws it at once.
class PegDesignPanel : public QWidget {
    Q_OBJECT

public:
    PegDesignPanel(PegDesigner *designer, QWidget *parent = nullptr);

    QToolButton *pegsTool() const { return m_pegsTool; }
    QToolButton *holesTool() const { return m_holesTool; }
    QComboBox *latticeBox() const { return m_latticeBox; }
    QSpinBox *rowsBox() const { return m_rowsBox; }
    QSpinBox *colsBox() const { return m_colsBox; }
    QSpinBox *sideBox() const { return m_sideBox; }
    QPushButton *startButton() const { return m_startButton; }
    QLabel *verdictLabel() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void layOut();
    void offerBuiltInBoards();
    void connectControls();
    // The fields follow the design (a board started from, counts changed by clicks).
    void showDesign();
    void retranslate();
    void resizeDesign();

    QPointer<PegDesigner> m_designer;
    QLabel *m_clicksLabel;
    QToolButton *m_pegsTool;
    QToolButton *m_holesTool;
    QButtonGroup *m_tools;
    QLabel *m_latticeLabel;
    QComboBox *m_latticeBox;
    QLabel *m_rowsLabel;
    QSpinBox *m_rowsBox;
    QLabel *m_colsLabel;
    QSpinBox *m_colsBox;
    QLabel *m_sideLabel;
    QSpinBox *m_sideBox;
    QPushButton *m_startButton;
    QLabel *m_summary;
    // Whether Done would play the design, and why not.
    QLabel *m_verdict;
};
