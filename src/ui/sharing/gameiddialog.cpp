#include "gameiddialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

GameIdDialog::GameIdDialog(QWidget *parent, Check refusal)
    : QDialog(parent)
    , m_refusal(std::move(refusal))
    , m_line(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Enter Game ID"));
    auto *prompt = new QLabel(tr("Type or paste a game ID (for example %1):").arg(QStringLiteral("nim:5-4-3")), this);
    prompt->setWordWrap(true);
    prompt->setBuddy(m_line);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(prompt);
    layout->addWidget(m_line);
    layout->addStretch();
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &GameIdDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_line, &QLineEdit::textChanged, this, &GameIdDialog::updateOk);
    updateOk();
    // Wide enough for a long ID to be read without scrolling the line.
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 48), sizeHint().height());
}

QString GameIdDialog::id() const
{
    return m_line->text();
}

void GameIdDialog::accept()
{
    // Return in the line reaches here even while OK is disabled.
    if (m_line->text().trimmed().isEmpty())
        return;
    const Refusal refused = m_refusal(m_line->text());
    if (refused.reason.isEmpty()) {
        QDialog::accept();
        return;
    }
    QMessageBox::warning(this, tr("Cannot Enter Game ID"),
                         tr("The game ID could not be read; the current game is unchanged.\n\n%1").arg(refused.reason));
    const qsizetype at = std::clamp<qsizetype>(refused.at, 0, m_line->text().size());
    const bool pair = at + 1 < m_line->text().size() && m_line->text().at(at).isHighSurrogate();
    m_line->setFocus(Qt::OtherFocusReason);
    if (at < m_line->text().size())
        m_line->setSelection(int(at), pair ? 2 : 1);
    else
        m_line->setCursorPosition(int(at));
}

void GameIdDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_line->text().trimmed().isEmpty());
}
