#include "historyactions.h"
#include "../window/formplaces.h"
#include "../window/windowmode.h"

#include "../editing/boardediting.h"
#include "../files/filedialogs.h"
#include "../../service/gamesession.h"

#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QStyle>
#include <QUndoStack>

HistoryActions::HistoryActions(QWidget *window, GameSession &session, const WindowMode &mode, const BoardEditing &editing)
    : QObject(window)
    , m_session(session)
    , m_editing(editing)
    , m_undo(new QAction(tr("&Undo"), window))
    , m_redo(new QAction(tr("&Redo"), window))
    , m_restart(new QAction(window))
{
    const QStyle *style = window->style();
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setIcon(themedIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, style));
    connect(m_undo, &QAction::triggered, this, &HistoryActions::undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    // Both conventions, whatever the platform's own: Ctrl+Shift+Z and Ctrl+Y.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    m_redo->setShortcuts(redoKeys);
    m_redo->setIcon(themedIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, style));
    connect(m_redo, &QAction::triggered, this, &HistoryActions::redo);

    m_restart->setObjectName(QStringLiteral("actionRestart"));
    m_restart->setShortcut(QKeySequence(Qt::Key_F5));
    m_restart->setIcon(themedIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload, style));
    connect(m_restart, &QAction::triggered, &m_session, &GameSession::restart);
    // Undo and Redo walk the designer's steps too.
    ActionGates::declare({m_undo, m_redo}, ActionGates::Gate::Plays | ActionGates::Gate::Edits);
    ActionGates::declare(m_restart, ActionGates::Gate::Plays);

    connect(&m_session, &GameSession::historyChanged, this, &HistoryActions::updateActions);
    connect(&mode, &WindowMode::changed, this, &HistoryActions::followEditHistory);
}

void HistoryActions::followEditHistory()
{
    // The editor's history goes when editing ends, and the connection with
    // it; a pause in between finds it connected.
    if (QUndoStack *edits = m_editing.editHistory())
        connect(edits, &QUndoStack::indexChanged, this, &HistoryActions::updateActions, Qt::UniqueConnection);
    // A number field would take Ctrl+Z for its own typing, which a step of its
    // arrows leaves empty: the key would do nothing just after a resize.
    if (const QDockWidget *tools = m_editing.toolsDock()) {
        for (QAbstractSpinBox *field : tools->findChildren<QAbstractSpinBox *>())
            field->installEventFilter(this);
    }
    updateActions();
}

bool HistoryActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const QKeySequence key(static_cast<QKeyEvent *>(event)->keyCombination());
        // Not accepted, the key goes on to the window's shortcuts.
        if (m_undo->shortcuts().contains(key) || m_redo->shortcuts().contains(key))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

void HistoryActions::undo()
{
    if (!m_editing.isEditing())
        m_session.undo();
    else if (QUndoStack *edits = m_editing.editHistory())
        edits->undo();
}

void HistoryActions::redo()
{
    if (!m_editing.isEditing())
        m_session.redo();
    else if (QUndoStack *edits = m_editing.editHistory())
        edits->redo();
}

void HistoryActions::updateActions()
{
    // Restart's words too, which a new language asks for here.
    FormPlaces::say({{m_restart, QT_TRANSLATE_NOOP("MainWindow", "Res&tart"),
                      QT_TRANSLATE_NOOP("MainWindow", "Go back to the start of this game")}});
    if (!m_session.hasGame())
        return;
    // While editing, Undo and Redo walk the edits.
    const bool editing = m_editing.isEditing();
    m_restart->setEnabled(m_session.canRestart());
    const QUndoStack *edits = m_editing.editHistory();
    // The menu says what Undo and Redo would do ("Undo Move 11-4"); the
    // toolbar keeps a short, steady label.
    const QString undoText = edits ? edits->undoText() : editing ? QString() : m_session.undoText();
    const QString redoText = edits ? edits->redoText() : editing ? QString() : m_session.redoText();
    m_undo->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redo->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
    m_undo->setEnabled(editing ? edits && edits->canUndo() : m_session.canUndo());
    m_redo->setEnabled(editing ? edits && edits->canRedo() : m_session.canRedo());
}
