#include "solveactions.h"
#include "../window/formplaces.h"
#include "../window/windowmode.h"

#include "../board/boardpresenter.h"
#include "../board/boardscene.h"
#include "../families.h"
#include "../files/filedialogs.h"
#include "../help/keyboardshortcuts.h"
#include "solutionplayer.h"
#include "solvegoalactions.h"
#include "../../core/common/solvegoals.h"
#include "../../service/appsettings.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QDialog>
#include <QMainWindow>
#include <QStatusBar>
#include <QStyle>

SolveActions::SolveActions(QMainWindow *window, GameSession &session, SolvePresenter &presenter, BoardPresenter &board,
                           const WindowMode &mode, const AppSettings &settings)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_presenter(presenter)
    , m_board(board)
    , m_settings(settings)
    , m_statusBar(window->statusBar())
    , m_hint(new QAction(window))
    , m_stop(new QAction(window))
{
    m_hint->setObjectName(QStringLiteral("actionHint"));
    m_stop->setObjectName(QStringLiteral("actionStop"));
    setActionLooks({
        {m_hint, QKeySequence(Qt::Key_H), "help-hint", QStyle::SP_MessageBoxQuestion},
        {m_stop, QKeySequence(Qt::Key_Escape), "process-stop", QStyle::SP_BrowserStop},
    }, window->style());
    m_presenter.setStopKey(m_stop->shortcut());
    sayWhenKeyApplies(m_stop, QT_TRANSLATE_NOOP("KeyboardShortcuts", "while the solver searches or a solution plays"));
    makeGoalActions();
    nameActions();

    connect(m_hint, &QAction::triggered, this, &SolveActions::hint);
    connect(m_stop, &QAction::triggered, this, [this] { m_presenter.stop(); });
    ActionGates::declare(m_hint, ActionGates::Gate::Plays);
    // Stopping a search shows nothing and changes no game: a pause never holds it.
    ActionGates::declare(m_stop, ActionGates::Gate::Looks);

    connect(&m_presenter, &SolvePresenter::hintFound, this, &SolveActions::showHintMove);
    connect(&m_presenter, &SolvePresenter::finishCellsFound, this, &SolveActions::markCells);
    connect(&m_presenter, &SolvePresenter::message, m_statusBar, &QStatusBar::showMessage);
    connect(&m_presenter, &SolvePresenter::runningChanged, this, &SolveActions::updateActions);
    connect(&m_session, &GameSession::historyChanged, this, &SolveActions::updateActions);
    connect(&m_session, &GameSession::gameStarted, this, &SolveActions::nameActions);
    connect(&m_session, &GameSession::boardChanged, this, &SolveActions::clearHint);
    // The board drops its marks with the position they spoke of.
    connect(&m_session, &GameSession::boardChanged, this, [this] { m_markedCells.clear(); });
    connect(&m_board, &BoardPresenter::sceneReplaced, this, &SolveActions::followScene);
    // The board being edited is no position to search.
    connect(&mode, &WindowMode::changed, this, [this](WindowMode::Mode now) {
        if (now == WindowMode::Mode::Editing)
            m_presenter.stop();
    });
}

QList<QAction *> SolveActions::entries() const
{
    return m_goalActions + QList<QAction *>{m_hint, m_stop};
}

void SolveActions::makeGoalActions()
{
    for (const GoalAction &entry : goalActions()) {
        auto *action = new QAction(m_window);
        action->setObjectName(QLatin1String(entry.objectName));
        m_goalActions.append(action);
        action->setShortcut(QKeySequence(entry.key));
        if (entry.icon)
            action->setIcon(themedIcon(QLatin1String(entry.icon), entry.fallbackIcon, m_window->style()));
        connect(action, &QAction::triggered, this, [this, &entry] {
            if (entry.toCell)
                pickTargetCell(entry.goal);
            else
                ask(entry.goal);
        });
        ActionGates::declare(action, ActionGates::Gate::Plays);
    }
}

void SolveActions::followScene(BoardScene *scene)
{
    connect(scene, &BoardScene::cellPicked, this, [this](int cell) {
        // The prompt to pick a cell is answered: the search's own words follow.
        m_statusBar->clearMessage();
        pb::SolveOptions options;
        options.goal = m_pickedCellGoal;
        options.targetCell = cell;
        startSolver(std::move(options));
        // The cell the answer speaks of, until the position changes.
        markCells({cell});
    });
    connect(scene, &BoardScene::pickingCancelled, this, [this] { m_presenter.showNote({}); });
}

void SolveActions::markCells(const QList<int> &cells)
{
    m_markedCells = cells;
    if (m_board.scene())
        m_board.scene()->showFinishCells(cells);
}

void SolveActions::nameActions()
{
    const FamilyUi *family = m_session.hasGame() ? familyUi(m_session.position().family()) : nullptr;
    static const FamilyUi kNoFamily{};
    for (qsizetype i = 0; i < m_goalActions.size(); ++i) {
        const GoalAction &entry = goalActions()[std::size_t(i)];
        m_goalActions[i]->setText(goalActionText(entry, family ? *family : kNoFamily));
        m_goalActions[i]->setToolTip(goalActionTip(entry, family ? *family : kNoFamily));
    }
    FormPlaces::say({
        {m_hint, QT_TRANSLATE_NOOP("MainWindow", "&Hint"), QT_TRANSLATE_NOOP("MainWindow", "Play the first move of a solution")},
        {m_stop, QT_TRANSLATE_NOOP("MainWindow", "S&top"), QT_TRANSLATE_NOOP("MainWindow", "Stop the solver")},
    });
}

void SolveActions::updateActions()
{
    if (!m_session.hasGame())
        return;
    const bool running = m_presenter.isRunning();
    const pb::Puzzle &position = m_session.position();
    const bool over = position.isSolved() || position.legalMoves().empty();
    const bool asks = !running;
    // Improving needs the rest of a solution shown, not proved the shortest.
    const bool improvable = m_session.isOnSolution() && m_session.solutionStep() < int(m_session.solution().size())
                            && !m_session.solutionIsOptimal();
    const pb::Capabilities can = position.capabilities();
    for (qsizetype i = 0; i < m_goalActions.size(); ++i) {
        const GoalAction &entry = goalActions()[std::size_t(i)];
        const pb::GoalInfo &goal = pb::goalInfo(entry.goal);
        m_goalActions[i]->setEnabled(asks && pb::answers(goal, can) && !(entry.needsMovesLeft && over)
                                     && !(entry.toCell && !can.has(pb::Capability::FinishCells))
                                     && !(goal.improves && !improvable));
    }
    // The computer's move is not the player's to be hinted.
    m_hint->setEnabled(asks && !over && !position.opponentMove());
    m_stop->setEnabled(running || (m_player && m_player->isPlaying()));
}

void SolveActions::alsoStop(SolutionPlayer *player)
{
    m_player = player;
    connect(player, &SolutionPlayer::playingChanged, this, &SolveActions::updateActions);
    connect(m_stop, &QAction::triggered, player, [player] { player->setPlaying(false); });
}

void SolveActions::startSolver(pb::SolveOptions options, SolvePresenter::Purpose purpose)
{
    // Read afresh each time, so a budget changed in Preferences applies at once.
    options.memoryBudgetBytes = m_settings.memoryBudgetBytes();
    m_presenter.start(std::move(options), purpose);
}

void SolveActions::ask(pb::SolveGoal goal)
{
    // The cell an earlier question named is no part of this one.
    if (!m_markedCells.isEmpty())
        markCells({});
    pb::SolveOptions options;
    options.goal = goal;
    startSolver(std::move(options));
}

void SolveActions::pickTargetCell(pb::SolveGoal goal)
{
    m_pickedCellGoal = goal;
    m_board.scene()->setPicking(true);
    const char *pickCell = familyUi(m_session.position().family())->texts.pickCell;
    m_statusBar->showMessage(FamilyUi::text(pickCell));
    // The status bar's words go with the next menu hovered: the panel keeps them.
    m_presenter.showNote([pickCell] { return FamilyUi::text(pickCell); });
}

void SolveActions::play(const std::string &move)
{
    QString refusal;
    if (!m_session.play(move, &refusal))
        m_statusBar->showMessage(refusal, 6000);
}

void SolveActions::hint()
{
    if (!m_hintShown.empty()) {
        const std::string move = m_hintShown;
        clearHint();
        play(move);
        return;
    }
    if (const QString next = m_session.nextSolutionMove(); !next.isEmpty()) {
        // Against the computer the line is the best play whoever wins, not
        // the closest a solitaire puzzle comes to its goal.
        const bool closest = !m_session.solutionEnd()->isSolved() && !m_session.position().supports(pb::Capability::Opponent);
        showHintMove(next, closest);
    } else {
        startSolver(pb::SolveOptions(), SolvePresenter::Purpose::Hint);
    }
}

void SolveActions::explainHint()
{
    const FamilyUi *family = familyUi(m_session.position().family());
    if (m_hintShown.empty() || !family->explainHint)
        return;
    delete m_explanation;
    m_explanation = family->explainHint(m_window, m_session.position(), m_hintShown);
    if (m_explanation) {
        m_explanation->show();
        m_explanation->raise();
    }
}

void SolveActions::showHintMove(const QString &move, bool closest)
{
    m_session.markHelped();
    m_hintShown = move.toStdString();
    m_board.scene()->showHint(m_hintShown);
    emit hintShowing();
    m_hintIsClosest = closest;
    const pb::Message described = m_session.position().describeMove(m_hintShown);
    const QString what = translated(described);
    m_hintMessage = closest ? tr("Hint, closest line: %1").arg(what) : tr("Hint: %1").arg(what);
    m_statusBar->showMessage(m_hintMessage);
    m_presenter.showHint([this, described, closest] {
        const QString what = translated(described);
        const QString key = m_hint->shortcut().toString(QKeySequence::NativeText);
        return closest ? tr("No line from here reaches the goal. The line that comes closest goes on: "
                            "%1. Press %2 again to play it.")
                             .arg(what, key)
                       : tr("Hint: %1. Press %2 again to play it.").arg(what, key);
    });
}

void SolveActions::retranslate()
{
    nameActions();
    // The board redrawn in the new language lost its marks: they come back,
    // a hint's with its words in that language.
    if (!m_markedCells.isEmpty())
        markCells(m_markedCells);
    if (!m_hintShown.empty())
        showHintMove(QString::fromStdString(m_hintShown), m_hintIsClosest);
}

void SolveActions::clearHint()
{
    if (m_hintShown.empty())
        return;
    m_hintShown.clear();
    // It speaks of the hint's position, which is gone.
    if (m_explanation)
        m_explanation->close();
    if (m_board.scene())
        m_board.scene()->showHint(std::string());
    if (m_statusBar->currentMessage() == m_hintMessage)
        m_statusBar->clearMessage();
    m_presenter.clearHint();
}
