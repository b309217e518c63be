#include "announcements.h"

#include "notificationlabel.h"
#include "../../service/boardchange.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAccessible>
#include <QMainWindow>
#include <QStatusBar>
#include <QStatusTipEvent>

namespace {

// The words of the core start in lower case to follow "Hint: "; said alone
// they begin a sentence.
QString sentence(QString text)
{
    text = text.trimmed();
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    static const QString ends = QStringLiteral(".!?…:");
    if (!text.isEmpty() && !ends.contains(text.back()))
        text += QLatin1Char('.');
    return text;
}

QString movesInWords(const BoardChange &change)
{
    QStringList words;
    for (std::size_t i = 0; i < change.moves.size(); ++i)
        words.append(translated(change.before(i).describeMove(change.moves[i])));
    return words.join(QStringLiteral("; "));
}

} // namespace

Announcements::Announcements(QMainWindow *window, GameSession &session)
    : QObject(window)
    , m_session(session)
    , m_notification(new NotificationLabel(window))
{
    m_notification->setObjectName(QStringLiteral("announcement"));
    m_announceTimer.setSingleShot(true);
    m_announceTimer.setInterval(0);
    connect(&m_announceTimer, &QTimer::timeout, this, &Announcements::announcePending);
    connect(&session, &GameSession::boardChanged, this, &Announcements::sayBoardChange);
    connect(window->statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message != m_statusTip)
            say(message);
    });
    window->installEventFilter(this);
}

bool Announcements::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::StatusTip)
        m_statusTip = static_cast<QStatusTipEvent *>(event)->tip();
    return QObject::eventFilter(watched, event);
}

void Announcements::say(const QString &text)
{
    // With no screen reader listening there is no one to say it to.
    if (!QAccessible::isActive())
        return;
    const QString part = sentence(text);
    if (part.isEmpty())
        return;
    // A part one already said (the status bar's "Hint: …" within the panel's
    // whole hint) is said once, in its longer form.
    for (QString &said : m_pending) {
        if (said.contains(part))
            return;
        if (part.contains(said)) {
            said = part;
            m_pending.removeDuplicates();
            return;
        }
    }
    m_pending.append(part);
    m_announceTimer.start();
}

void Announcements::sayBoardChange(const BoardChange &change)
{
    if (!QAccessible::isActive())
        return;
    m_positionChanged = true;
    m_announceTimer.start();
    if (!change.hasMoves())
        return;
    const QString moves = movesInWords(change);
    switch (change.kind) {
    case BoardChange::Kind::Undone:
        say(tr("Undone: %1").arg(moves));
        break;
    case BoardChange::Kind::Redone:
        say(tr("Redone: %1").arg(moves));
        break;
    default:
        say(moves);
        break;
    }
}

QString Announcements::lastAnnounced() const
{
    return m_notification->text();
}

void Announcements::announcePending()
{
    if (m_positionChanged && m_session.hasGame()) {
        const QString summary = translated(m_session.position().summary());
        const bool said = std::any_of(m_pending.cbegin(), m_pending.cend(),
                                      [&summary](const QString &part) { return part.contains(summary); });
        if (!said && !summary.isEmpty())
            m_pending.append(sentence(summary));
    }
    m_positionChanged = false;
    if (m_pending.isEmpty())
        return;
    m_notification->showMessage(m_pending.join(QLatin1Char(' ')));
    m_pending.clear();
}
