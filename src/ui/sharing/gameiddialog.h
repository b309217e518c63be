#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLineEdit;

// Game ▸ Enter Game ID…: a line for the ID, with OK only while it holds
// something. OK asks `refusal` whether the ID reads; a refused ID stays in
// the line after the message box that names its fault, with the character
// where it goes wrong selected (the cursor at its end when it stops too
// early), so the player mends it rather than typing it again.
class GameIdDialog : public QDialog {
    Q_OBJECT

public:
    // Why `id` cannot be read and the 0-based index of the character where it
    // goes wrong (its length when it stops too early); an empty reason: it reads.
    struct Refusal {
        QString reason;
        qsizetype at = 0;
    };
    using Check = std::function<Refusal(const QString &id)>;

    GameIdDialog(QWidget *parent, Check refusal);

    QString id() const;
    QLineEdit *idLine() const { return m_line; }
    QDialogButtonBox *buttons() const { return m_buttons; }

    void accept() override;

private:
    void updateOk();

    Check m_refusal;
    QLineEdit *m_line;
    QDialogButtonBox *m_buttons;
};
