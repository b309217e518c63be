#include "clockandrecords.h"
#include "../window/windowmode.h"

#include "../board/boardpresenter.h"
#include "clocklabel.h"
#include "../board/boardscene.h"
#include "../board/celebration.h"
#include "../files/filedialogs.h"
#include "../solving/solvepresenter.h"
#include "statisticsdialog.h"
#include "../../core/common/registry.h"
#include "../../service/gamesession.h"
#include "../../service/records.h"
#include "../../service/translatedmessage.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QStyle>

ClockAndRecords::ClockAndRecords(QMainWindow *window, GameSession &session, BoardPresenter &board,
                                 const WindowMode &mode, SolvePresenter &presenter, QAction *statisticsAction)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_board(board)
    , m_mode(mode)
    , m_presenter(presenter)
    , m_records(new PlayerRecords(this))
    , m_clockLabel(new ClockLabel(window))
{
    m_clockLabel->setObjectName(QStringLiteral("clockLabel"));
    statisticsAction->setIcon(themedIcon(QStringLiteral("view-statistics"), QStyle::SP_FileDialogListView, window->style()));
    connect(statisticsAction, &QAction::triggered, this, &ClockAndRecords::showStatistics);
    ActionGates::declare(statisticsAction, ActionGates::Gate::Looks);
    connect(&m_session, &GameSession::historyChanged, this, &ClockAndRecords::updateClock);
    connect(&m_session, &GameSession::firstMovePlayed, m_records,
            [this] { m_records->notePlayed(m_session.startPosition()); });
    connect(&m_session, &GameSession::goalReached, this, &ClockAndRecords::onGoalReached);
    connect(&m_session, &GameSession::boardChanged, this, &ClockAndRecords::followLosses);
    connect(&m_session, &GameSession::boardChanged, this, &ClockAndRecords::endCelebration);
    connect(m_records, &PlayerRecords::saveFailed, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 6000); });
    // Designing a board is no time spent on the game; a celebration's click
    // on the board would skip it instead of editing.
    connect(&m_mode, &WindowMode::changed, this, [this] {
        if (m_mode.isEditing())
            endCelebration();
        updatePause();
    });
    m_clockTimer.setSingleShot(true);
    connect(&m_clockTimer, &QTimer::timeout, this, &ClockAndRecords::updateClock);
    // Another program in front; a window of this one that is no dialog (the
    // solution panel floating) changes nothing.
    connect(qApp, &QGuiApplication::applicationStateChanged, this, &ClockAndRecords::updatePause);
}

QLabel *ClockAndRecords::clockLabel() const
{
    return m_clockLabel;
}

void ClockAndRecords::updateClock()
{
    if (!m_session.hasGame())
        return;
    const qint64 millis = m_session.playMillis();
    m_clockLabel->setWords(tr("Time played"), tr("Time played in this game: from your first move until it is solved. "
                                                 "It stops while the window is minimised or a dialog is open."));
    m_clockLabel->showTime(PlayClock::text(millis), m_session.clock().isTicking());
    // Woken just after the next whole second, so the seconds shown never lag.
    if (m_session.clock().isTicking())
        m_clockTimer.start(int(1000 - millis % 1000) + 5);
    else
        m_clockTimer.stop();
}

void ClockAndRecords::updatePause()
{
    const bool paused = !m_window->isVisible() || m_window->isMinimized() || QApplication::activeModalWidget()
        || QGuiApplication::applicationState() != Qt::ApplicationActive || m_mode.mode() != WindowMode::Mode::Playing;
    m_session.clock().setPaused(paused);
    updateClock();
}

void ClockAndRecords::onGoalReached(bool firstTime)
{
    const int moves = m_session.moveCount();
    const qint64 millis = m_session.playMillis();
    const bool helped = m_session.helped();
    const PlayerRecords::Solve solve = m_records->noteSolved(m_session.startPosition(), moves, millis, helped, firstTime);
    const pb::Puzzle &position = m_session.position();
    const auto note = [won = position.supports(pb::Capability::Opponent), helped, record = solve.isNewRecord(),
                       count = pb::moveCountText(position, moves), millis] {
        // Against the computer, the goal is a win.
        const QString text = won ? (helped ? tr("You won with help in %1 and %2.") : tr("You won in %1 and %2."))
                                 : (helped ? tr("Solved with help in %1 and %2.") : tr("Solved in %1 and %2."));
        return text.arg(translated(count), PlayClock::text(millis)) + (record ? QLatin1Char(' ') + tr("New record!") : QString());
    };
    m_window->statusBar()->showMessage(note());
    m_presenter.showNote(note);
    // Not in a jump through the solution, nor with animations off.
    if (m_board.isAnimating() && m_board.scene())
        m_celebration = Celebration::play(m_board.scene());
}

// A game against the computer that ends without the player's win is a loss:
// counted when a turn ends it, taken back when Undo leaves that end, as the
// match's score is (NimMatch), so Statistics and the score agree.
void ClockAndRecords::followLosses(const BoardChange &change)
{
    const pb::Puzzle &position = m_session.position();
    const bool lostNow = position.supports(pb::Capability::Opponent) && !position.isSolved() && position.legalMoves().empty();
    if (change.hasMoves() && change.forward() && lostNow && !m_lostShown)
        m_records->noteLost(m_session.startPosition(), +1);
    else if (change.hasMoves() && !change.forward() && m_lostShown && !lostNow)
        m_records->noteLost(m_session.startPosition(), -1);
    m_lostShown = lostNow;
}

void ClockAndRecords::endCelebration() const
{
    if (m_celebration)
        m_celebration->skip();
}

void ClockAndRecords::showStatistics()
{
    StatisticsDialog dialog(*m_records, m_window);
    dialog.exec();
}
