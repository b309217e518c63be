#include "boardediting.h"
#include "../window/actiongates.h"
#include "../window/docksides.h"

#include "../board/boardpresenter.h"
#include "../board/boardscene.h"
#include "../families.h"
#include "../files/filedialogs.h"
#include "../help/keyboardshortcuts.h"
#include "../widgets/menutext.h"
#include "../solving/unsolvableboard.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>

BoardEditing::BoardEditing(QMainWindow *window, GameSession &session, BoardPresenter &board, WindowMode &mode,
                           QAction *editAction, QDockWidget *panel)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_board(board)
    , m_mode(mode)
    , m_editAction(editAction)
    , m_cancelAction(new QAction(window))
    , m_panel(panel)
{
    m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_editAction->setIcon(themedIcon(QStringLiteral("document-edit"), QStyle::SP_FileDialogDetailedView, window->style()));
    connect(m_editAction, &QAction::toggled, this, &BoardEditing::setEditing);
    // Esc leaves the editor as Stop ends a search: they are never on at once.
    m_cancelAction->setObjectName(QStringLiteral("actionCancelEditing"));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    sayWhenKeyApplies(m_cancelAction, QT_TRANSLATE_NOOP("KeyboardShortcuts", "while a board is being designed"));
    m_cancelAction->setIcon(themedIcon(QStringLiteral("dialog-cancel"), QStyle::SP_DialogCancelButton, window->style()));
    m_cancelAction->setVisible(false);
    connect(m_cancelAction, &QAction::triggered, this, &BoardEditing::cancelEditing);
    // Edit Board starts a design from the game and, as Done, ends it.
    ActionGates::declare(m_editAction, ActionGates::Gate::Plays | ActionGates::Gate::Edits);
    ActionGates::declare(m_cancelAction, ActionGates::Gate::Edits);
    connect(&m_session, &GameSession::historyChanged, this, [this] {
        m_editAction->setEnabled(isEditing() || m_session.position().supports(pb::Capability::BoardEditing));
    });
    // Undo and Redo across games land on another game: the editor was for the one before.
    connect(&m_session, &GameSession::gameStarted, this, &BoardEditing::endEditing);
    connect(&m_board, &BoardPresenter::sceneReplaced, this, [this](BoardScene *scene) {
        connect(scene, &BoardScene::positionEdited, this, &BoardEditing::updateEditedSummary);
    });
    // The designer's tools wait behind a pause with the board.
    connect(&m_mode, &WindowMode::changed, this, [this](WindowMode::Mode now) {
        if (m_toolsDock)
            m_toolsDock->widget()->setEnabled(now != WindowMode::Mode::Paused);
    });
    retranslate();
}

QStatusBar *BoardEditing::statusBar() const
{
    return m_window->statusBar();
}

bool BoardEditing::isEditing() const
{
    return m_editAction->isChecked();
}

QUndoStack *BoardEditing::editHistory() const
{
    return isEditing() && m_board.scene() ? m_board.scene()->editHistory() : nullptr;
}

std::unique_ptr<pb::Puzzle> BoardEditing::editedBoard(QString *why) const
{
    return m_board.scene()->editedPosition(why);
}

void BoardEditing::setEditing(bool editing)
{
    if (editing)
        startEditing();
    else
        finishEditing();
}

void BoardEditing::startEditing()
{
    BoardScene *scene = m_board.scene();
    if (!scene || !m_session.position().supports(pb::Capability::BoardEditing)) {
        endEditing();
        return;
    }
    scene->setEditing(true);
    nameActions();
    showEditTools();
    m_mode.enterEditing([this](Leaving why, const QString &name) { return mayLeave(why, name); });
    statusBar()->showMessage(FamilyUi::text(familyUi(m_session.position().family())->texts.editing));
}

void BoardEditing::finishEditing()
{
    QString why;
    std::unique_ptr<pb::Puzzle> edited = editedBoard(&why);
    if (edited && !mayPlayUnsolvableBoard(m_window, *edited)) {
        why = translated(*edited->unsolvableReason());
        edited.reset();
    }
    if (!edited) {
        // Refused: the editor stays open so the board can be fixed.
        const QSignalBlocker blocker(m_editAction);
        m_editAction->setChecked(true);
        statusBar()->showMessage(why);
        // The designer's own panel says why, beside the tools that fix it.
        if (m_toolsDock) {
            m_toolsDock->show();
            m_toolsDock->raise();
        }
        return;
    }
    m_session.newGame(std::move(edited), pb::message("BoardEditing", QT_TRANSLATE_NOOP("BoardEditing", "Edit Board")));
    statusBar()->showMessage(tr("Your board is ready: %1.").arg(translated(m_session.position().summary())), 6000);
}

void BoardEditing::endEditing()
{
    {
        const QSignalBlocker blocker(m_editAction);
        m_editAction->setChecked(false);
    }
    nameActions();
    if (m_toolsDock) {
        m_window->removeDockWidget(m_toolsDock);
        delete m_toolsDock;
        m_toolsDock = nullptr;
        if (m_panelWidth > 0 && m_panel->isVisible() && !m_panel->isFloating())
            m_window->resizeDocks({m_panel}, {m_panelWidth}, Qt::Horizontal);
    }
    if (m_board.scene())
        m_board.scene()->setEditing(false);
    m_mode.leaveEditing();
}

void BoardEditing::cancelEditing()
{
    if (!isEditing() || !mayDropEditedBoard(Leaving::Cancel))
        return;
    endEditing();
    m_board.showPosition();
    statusBar()->showMessage(tr("Editing cancelled: the game is as it was."), 4000);
}

bool BoardEditing::mayDropEditedBoard(Leaving why, const QString &name)
{
    if (!isEditing())
        return true;
    const std::unique_ptr<pb::Puzzle> edited = editedBoard(nullptr);
    if (edited && edited->equals(m_session.position()))
        return true;
    // The title and the button say what comes once the board is gone, so
    // that Quit or a file a second start hands over is not taken for Cancel.
    struct Words {
        QString title;
        QString then;
        QString discard;
    };
    const QString undo = tr("Undo brings back the game in progress.");
    const Words words = [&]() -> Words {
        switch (why) {
        case Leaving::Cancel: return {tr("Cancel Editing"), tr("The game stays as it was."), tr("Discard")};
        case Leaving::Quit:
            return {tr("Quit While Designing"), tr("Puzzlebox quits; the game in progress is kept as it was."),
                    tr("Discard and Quit")};
        case Leaving::NewGame: return {tr("New Game"), tr("A new game begins.") + QLatin1Char(' ') + undo, tr("Discard and Start")};
        case Leaving::OpenFile:
            return {tr("Open %1").arg(name), tr("%1 opens instead.").arg(name) + QLatin1Char(' ') + undo,
                    tr("Discard and Open")};
        case Leaving::Paste: return {tr("Paste Board"), tr("The board pasted is played.") + QLatin1Char(' ') + undo, tr("Discard and Play")};
        case Leaving::GameId:
            return {tr("Enter Game ID"), tr("The game of ID %1 is played.").arg(name) + QLatin1Char(' ') + undo,
                    tr("Discard and Play")};
        }
        return {};
    }();
    QMessageBox box(QMessageBox::Question, words.title, tr("Discard the board you made?"),
                    QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(words.then);
    box.button(QMessageBox::Discard)->setText(words.discard);
    box.button(QMessageBox::Cancel)->setText(tr("Keep Designing"));
    // The style's cancel cross would read as the discarding one.
    box.button(QMessageBox::Cancel)->setIcon(QIcon());
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Discard;
}

bool BoardEditing::mayLeave(Leaving why, const QString &name)
{
    if (!mayDropEditedBoard(why, name))
        return false;
    if (why == Leaving::Quit)
        return true;
    // Agreed once: whatever comes next (a dialog cancelled, a file refused)
    // asks no more.
    if (isEditing()) {
        endEditing();
        m_board.showPosition();
    }
    return true;
}

void BoardEditing::showEditTools()
{
    QWidget *tools = m_board.scene()->createEditTools(m_window);
    if (!tools)
        return;
    // The tools may be wider than the panel: the panel's width comes back with the game.
    m_panelWidth = m_panel->isVisible() && !m_panel->isFloating() ? m_panel->width() : 0;
    m_toolsDock = new QDockWidget(tr("Board Designer"), m_window);
    m_toolsDock->setObjectName(QStringLiteral("editToolsDock"));
    // It lives only as long as the editor: Done or Cancel Editing closes it.
    m_toolsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_toolsDock->setWidget(tools);
    // The window's context menu of panels lists it, as every dock's.
    ActionGates::declare(m_toolsDock->toggleViewAction(), ActionGates::Gate::Looks);
    const Qt::DockWidgetArea side = DockSides::trailingSide(*m_window);
    m_window->addDockWidget(side, m_toolsDock);
    // In front of the solution panel, which has nothing to say while editing.
    if (m_panel->isVisible() && !m_panel->isFloating() && m_window->dockWidgetArea(m_panel) == side)
        m_window->tabifyDockWidget(m_panel, m_toolsDock);
    m_toolsDock->show();
    m_toolsDock->raise();
    emit toolsShown();
}

// Edit Board reads "Done" while editing, for the toolbar's sake.
void BoardEditing::nameActions()
{
    m_cancelAction->setVisible(isEditing());
    if (isEditing()) {
        m_editAction->setIconText(tr("Done"));
        m_editAction->setToolTip(tr("Play the board you made"));
        return;
    }
    m_editAction->setIconText(plainMenuText(m_editAction->text()));
    if (!m_session.hasGame())
        return;
    const FamilyUiTexts &texts = familyUi(m_session.position().family())->texts;
    m_editAction->setToolTip(*texts.editTip ? FamilyUi::text(texts.editTip)
                                            : tr("Change the board freely; uncheck (Done) to play the board you made"));
}

void BoardEditing::updateEditedSummary()
{
    emit editedBoardChanged();
    QString why;
    const auto edited = editedBoard(&why);
    if (edited && !edited->unsolvableReason()) {
        m_board.showSummary(translated(edited->summary()));
        return;
    }
    const char *nothing = familyUi(m_session.position().family())->texts.editedNothing;
    m_board.showSummary(*nothing ? FamilyUi::text(nothing) : edited ? translated(*edited->unsolvableReason()) : why);
}

// The board being edited is not the game's position: it stays as edited, and
// only its summary is said again.
void BoardEditing::retranslate()
{
    m_cancelAction->setText(tr("Cancel E&diting"));
    m_cancelAction->setToolTip(tr("Leave the editor; the game stays as it was"));
    if (m_toolsDock)
        m_toolsDock->setWindowTitle(tr("Board Designer"));
    nameActions();
    if (isEditing())
        updateEditedSummary();
}
