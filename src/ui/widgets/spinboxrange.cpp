#include "spinboxrange.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>

#include <optional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SpinBoxRange", text);
}

// Watches the field: it has the keyboard focus and hands keys to its line
// edit itself, so a key is seen here before the line edit's validator refuses it.
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
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The box's own destructor still sends it events (focus out, from
        // ~QWidget), when it is no longer a spin box: leave those alone.
        if (watched != m_box || !qobject_cast<QAbstractSpinBox *>(watched))
            return false;
        if (event->type() == QEvent::ToolTip) {
            const QString own = m_box->toolTip();
            const QString range = SpinBoxRange::rangeText(m_box);
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                               own.isEmpty() ? range : own + QLatin1Char('\n') + range, m_box);
            return true;
        }
        if (!m_edit || m_box->isReadOnly())
            return false;
        if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
                correctBelowRange();
                return false;
            }
            if (key->text().isEmpty() || !key->text().at(0).isPrint())
                return false;
            typeKey(event);
            return true;
        }
        if (event->type() == QEvent::FocusOut)
            correctBelowRange();
        if (event->type() == QEvent::Hide && m_note)
            m_note->hide();
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

    // The field handles the key; when it refused a key that makes a number
    // outside the range, it takes the nearest end of the range instead.
    void typeKey(QEvent *event)
    {
        QString text = m_edit->text();
        int at = m_edit->cursorPosition();
        if (m_edit->hasSelectedText()) {
            at = m_edit->selectionStart();
            text.remove(at, m_edit->selectedText().size());
        }
        text.insert(at, static_cast<QKeyEvent *>(event)->text());
        const std::optional<int> typed = numberIn(text);
        const QString before = m_edit->text();
        static_cast<QObject *>(m_box)->event(event);
        if (!typed || m_edit->text() != before)
            return;
        if (*typed > m_box->maximum())
            clampTo(*typed, m_box->maximum());
        else if (*typed < m_box->minimum())
            clampTo(*typed, m_box->minimum());
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
        showNote(tr("%1 is not between %2 and %3; set to %4.")
                     .arg(locale.toString(typed), locale.toString(m_box->minimum()), locale.toString(m_box->maximum()),
                          locale.toString(allowed)));
    }

    // Under the field for a few seconds. Not a QToolTip: that one hides at
    // the release of the very key that clamped the number.
    void showNote(const QString &text)
    {
        if (!m_note) {
            m_note = new QLabel(m_box, Qt::ToolTip);
            m_note->setObjectName(QStringLiteral("rangeNote"));
            m_note->setForegroundRole(QPalette::ToolTipText);
            m_note->setBackgroundRole(QPalette::ToolTipBase);
            m_note->setAutoFillBackground(true);
            m_note->setFrameStyle(QFrame::Box | QFrame::Plain);
            m_note->setMargin(4);
            m_noteTimer.setSingleShot(true);
            m_noteTimer.setInterval(5000);
            connect(&m_noteTimer, &QTimer::timeout, m_note, &QWidget::hide);
        }
        m_note->setText(text);
        m_note->adjustSize();
        m_note->move(m_box->mapToGlobal(QPoint(0, m_box->height() + 2)));
        m_note->show();
        m_noteTimer.start();
    }

    QSpinBox *m_box;
    QLineEdit *m_edit;
    QLabel *m_note = nullptr;
    QTimer m_noteTimer;
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
