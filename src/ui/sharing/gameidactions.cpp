#include "gameidactions.h"
#include "gameiddialog.h"
#include "../window/windowmode.h"

#include "../files/fileactions.h"
#include "../solving/unsolvableboard.h"
#include "../../service/gameids.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

GameIdActions::GameIdActions(QMainWindow *window, GameSession &session, WindowMode &mode, FileActions &files,
                             QLabel *positionLabel)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_mode(mode)
    , m_files(files)
    , m_positionLabel(positionLabel)
    , m_copy(new QAction(window))
    , m_enter(new QAction(window))
{
    m_copy->setObjectName(QStringLiteral("actionCopyGameId"));
    m_enter->setObjectName(QStringLiteral("actionEnterGameId"));
    m_enter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    ActionGates::declare(m_copy, ActionGates::Gate::Reveals);
    ActionGates::declare(m_enter, ActionGates::Gate::Replaces);
    connect(m_copy, &QAction::triggered, this, &GameIdActions::copyId);
    connect(m_enter, &QAction::triggered, this, &GameIdActions::askForId);
    connect(&session, &GameSession::gameStarted, this, &GameIdActions::updateActions);
    // After the position label took the new summary.
    connect(&session, &GameSession::boardChanged, this, &GameIdActions::showIdInTooltip);
    // The ID is the game's position, not the board being designed.
    connect(&mode, &WindowMode::changed, this, &GameIdActions::showIdInTooltip);
    retranslate();
    updateActions();
}

QString GameIdActions::currentId() const
{
    const pb::Puzzle &position = m_session.position();
    // The recipe made the start, not the positions played from it.
    const std::optional<pb::GenerateRequest> &recipe = m_session.recipe();
    return GameIds::idOf(position, recipe && position.equals(m_session.startPosition()) ? &*recipe : nullptr);
}

void GameIdActions::copyId()
{
    const QString id = currentId();
    if (id.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(id);
    m_window->statusBar()->showMessage(tr("Copied the game ID %1 to the clipboard.").arg(id), 6000);
}

QString GameIdActions::enterId(const QString &id)
{
    GameIds::ReadResult read = GameIds::read(id);
    if (!read.game)
        return read.error;
    if (!mayPlayUnsolvableBoard(m_window, read.game->record.position()) || !m_mode.mayLeave(WindowMode::Leaving::GameId, id.trimmed()))
        return QString();
    m_files.openUnfiled(std::move(*read.game), pb::message("GameIdActions", QT_TRANSLATE_NOOP("GameIdActions", "Enter Game ID")));
    m_window->statusBar()->showMessage(tr("Started the game of ID %1: %2.")
                                           .arg(id.trimmed(), translated(m_session.position().summary())),
                                       6000);
    return QString();
}

// The ID first: enterId() asks about a board being designed once the ID
// reads, so a cancelled or refused ID keeps the design. A refused ID stays in
// the dialog to be mended.
void GameIdActions::askForId()
{
    GameIdDialog dialog(m_window, [](const QString &id) {
        const GameIds::ReadResult read = GameIds::read(id);
        return GameIdDialog::Refusal{read.error, read.errorAt};
    });
    if (dialog.exec() == QDialog::Accepted)
        enterAndTell(dialog.id());
}

void GameIdActions::enterAndTell(const QString &id)
{
    const QString error = enterId(id);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Enter Game ID"),
                             tr("The game ID could not be read; the current game is unchanged.\n\n%1").arg(error));
    }
}

void GameIdActions::updateActions()
{
    if (!m_session.hasGame())
        return;
    m_copy->setEnabled(!GameIds::idOf(m_session.position()).isEmpty());
}

void GameIdActions::showIdInTooltip()
{
    if (!m_session.hasGame())
        return;
    // Empty while editing: the label speaks of the board being designed, and
    // shows its own text whole.
    const QString id = m_mode.isEditing() ? QString() : currentId();
    m_positionLabel->setToolTip(id.isEmpty() ? QString()
                                             : m_positionLabel->text() + QLatin1Char('\n') + tr("Game ID: %1").arg(id));
}

void GameIdActions::retranslate()
{
    m_copy->setText(tr("&Copy Game ID"));
    m_copy->setToolTip(tr("Put the ID of the position on screen on the clipboard, to share the puzzle"));
    m_enter->setText(tr("Enter &Game ID…"));
    m_enter->setToolTip(tr("Play the puzzle a game ID names"));
    showIdInTooltip();
}
