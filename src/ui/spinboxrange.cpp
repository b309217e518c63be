#include "spinboxrange.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolTip>

#include <optional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SpinBoxRange", text);
}

// Watches the field (for its tooltip) and its line edit (for typing), since
// a key reaches the line edit after the spin box has decided nothing.
class RangeGuard : public QObject {
public:
    explicit RangeGuard(QSpinBox *box)
        : QObject(box)
        , m_box(box)
        , m_edit(box->findChild<QLineEdit *>())
    {
        // A number below the range is corrected to its nearest end, like
        // one above, rather than to whatever the field held before.
        box->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
        box->installEventFilter(this);
        if (m_edit)
            m_edit->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_box && event->type() == QEvent::ToolTip) {
            const QString own = m_box->toolTip();
            const QString range = SpinBoxRange::rangeText(m_box);
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                               own.isEmpty() ? range : own + QLatin1Char('\n') + range, m_box);
            return true;
        }
        if (watched != m_edit || m_box->isReadOnly())
            return false;
        if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
                correctBelowRange();
                return false;
            }
            return !key->text().isEmpty() && key->text().at(0).isPrint() && clampAboveRange(key->text());
        }
        if (event->type() == QEvent::FocusOut)
            correctBelowRange();
        return false;
    }

private:
    // The number `text` stands for, without the field's prefix and suffix.
    std::optional<int> numberIn(QString text) const
    {
        if (text.startsWith(m_box->prefix()))
            text.remove(0, m_box->prefix().size());
        if (!m_box->suffix().isEmpty() && text.endsWith(m_box->suffix()))
            text.chop(m_box->suffix().size());
        text = text.trimmed();
        text.remove(m_box->locale().groupSeparator());
        bool ok = false;
        const int value = m_box->locale().toInt(text, &ok);
        return ok ? std::optional<int>(value) : std::nullopt;
    }

    // The key's text would make a number above the range: the field takes
    // the most it allows instead of refusing the key.
    bool clampAboveRange(const QString &typed)
    {
        QString text = m_edit->text();
        int at = m_edit->cursorPosition();
        if (m_edit->hasSelectedText()) {
            at = m_edit->selectionStart();
            text.remove(at, m_edit->selectedText().size());
        }
        text.insert(at, typed);
        const std::optional<int> value = numberIn(text);
        if (!value || *value <= m_box->maximum())
            return false;
        clampTo(*value, m_box->maximum());
        return true;
    }

    void correctBelowRange()
    {
        const std::optional<int> value = numberIn(m_edit->text());
        if (value && *value < m_box->minimum())
            clampTo(*value, m_box->minimum());
    }

    void clampTo(int typed, int allowed)
    {
        m_box->setValue(allowed);
        m_box->selectAll();
        const QLocale locale = m_box->locale();
        QToolTip::showText(m_box->mapToGlobal(QPoint(0, m_box->height())),
                           tr("%1 is not between %2 and %3; set to %4.")
                               .arg(locale.toString(typed), locale.toString(m_box->minimum()),
                                    locale.toString(m_box->maximum()), locale.toString(allowed)),
                           m_box, QRect(), 5000);
    }

    QSpinBox *m_box;
    QLineEdit *m_edit;
};

} // namespace

namespace SpinBoxRange {

QString rangeText(const QSpinBox *box)
{
    const QLocale locale = box->locale();
    return tr("From %1 to %2").arg(locale.toString(box->minimum()), locale.toString(box->maximum()));
}

void install(QSpinBox *box)
{
    new RangeGuard(box);
}

void installAll(QWidget *dialog)
{
    for (QSpinBox *box : dialog->findChildren<QSpinBox *>())
        install(box);
}

} // namespace SpinBoxRange
