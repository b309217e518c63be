#include "historyactions.h"
#include "ui_mainwindow.h"

#include "../editing/boardediting.h"
#include "../filedialogs.h"
#include "../../service/gamesession.h"

#include <QStyle>

HistoryActions::HistoryActions(QWidget *window, const Ui::MainWindow &form, GameSession &session,
                               const BoardEditing &editing)
    : QObject(window)
    , m_form(form)
    , m_session(session)
    , m_editing(editing)
    , m_undo(new QAction(tr("&Undo"), window))
    , m_redo(new QAction(tr("&Redo"), window))
{
    const QStyle *style = window->style();
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setIcon(themedIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, style));
    connect(m_undo, &QAction::triggered, &m_session, &GameSession::undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    // Both conventions, whatever the platform's own: Ctrl+Shift+Z and Ctrl+Y.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    m_redo->setShortcuts(redoKeys);
    m_redo->setIcon(themedIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, style));
    connect(m_redo, &QAction::triggered, &m_session, &GameSession::redo);
    // Undo and Redo head the Edit menu, above the actions of the form.
    form.menuEdit->insertAction(form.actionCopyBoard, m_undo);
    form.menuEdit->insertAction(form.actionCopyBoard, m_redo);
    form.menuEdit->insertSeparator(form.actionCopyBoard);
    form.toolBar->insertAction(form.actionSolve, m_undo);
    form.toolBar->insertAction(form.actionSolve, m_redo);
    form.toolBar->insertSeparator(form.actionSolve);

    form.actionRestart->setShortcut(QKeySequence(Qt::Key_F5));
    form.actionRestart->setIcon(themedIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload, style));
    connect(form.actionRestart, &QAction::triggered, &m_session, &GameSession::restart);

    connect(&m_session, &GameSession::historyChanged, this, &HistoryActions::updateActions);
    connect(&m_editing, &BoardEditing::editingChanged, this, &HistoryActions::updateActions);
}

void HistoryActions::updateActions()
{
    if (!m_session.hasGame())
        return;
    // While editing, the board shows no position of the game: nothing may
    // change the game until Done.
    const bool editing = m_editing.isEditing();
    m_form.actionRestart->setEnabled(m_session.canRestart() && !editing);
    // The menu says what Undo and Redo would do ("Undo Move 11-4"); the
    // toolbar keeps a short, steady label.
    const QString undoText = m_session.undoText();
    const QString redoText = m_session.redoText();
    m_undo->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redo->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
    m_undo->setEnabled(m_session.canUndo() && !editing);
    m_redo->setEnabled(m_session.canRedo() && !editing);
}
