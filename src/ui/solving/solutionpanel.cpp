#include "solutionpanel.h"
#include "../window/formplaces.h"
#include "../window/windowmode.h"

#include "../board/boardpresenter.h"
#include "../families.h"
#include "../files/filedialogs.h"
#include "../widgets/menutext.h"
#include "solutiondock.h"
#include "solutionplayer.h"
#include "solvepresenter.h"
#include "../../service/appsettings.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAction>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QStyle>

namespace {

// An entry of the window's menus as a sentence names it: "Solve ▸ Hint (H)",
// taken from the menu and the action themselves, so the words and the key
// stay true. `text`, when given, names the entry in place of the action's
// own text, which can change with the game (Undo's names the move it takes
// back).
QString menuEntry(const QWidget *window, const char *name, const QString &text = QString())
{
    const auto *action = window->findChild<QAction *>(QLatin1String(name));
    const QMenu *menu = nullptr;
    for (QObject *holder : action ? action->associatedObjects() : QObjectList()) {
        if (!menu)
            menu = qobject_cast<QMenu *>(holder);
    }
    if (!menu)
        return text;
    const QString entry = SolutionPanel::tr("%1 ▸ %2").arg(plainMenuText(menu->title()),
                                                          plainMenuText(text.isEmpty() ? action->text() : text));
    const QKeySequence keys = action->shortcut();
    QString named =
        keys.isEmpty() ? entry : SolutionPanel::tr("%1 (%2)").arg(entry, keys.toString(QKeySequence::NativeText));
    // One entry is read as one name: a line breaks before or after it.
    return named.replace(QLatin1Char(' '), QChar::Nbsp);
}

// "2 MiB", "8 GiB": a memory budget as the panel names it.
QAction *entry(QWidget *window, const char *name)
{
    auto *action = new QAction(window);
    action->setObjectName(QLatin1String(name));
    return action;
}

QString mebibytesText(int mebibytes)
{
    return QLocale().formattedDataSize(qint64(mebibytes) << 20, 0, QLocale::DataSizeIecFormat);
}

} // namespace

SolutionPanel::SolutionPanel(SolutionDock *dock, GameSession &session, SolvePresenter &presenter, BoardPresenter &board,
                             const WindowMode &mode, AppSettings &settings)
    : QObject(dock)
    , m_dock(dock)
    , m_session(session)
    , m_presenter(presenter)
    , m_board(board)
    , m_mode(mode)
    , m_settings(settings)
    , m_player(new SolutionPlayer(session, this))
    , m_statusBar(qobject_cast<QMainWindow *>(dock->parentWidget())->statusBar())
    , m_first(entry(dock->parentWidget(), "actionFirst"))
    , m_back(entry(dock->parentWidget(), "actionBack"))
    , m_forward(entry(dock->parentWidget(), "actionForward"))
    , m_last(entry(dock->parentWidget(), "actionLast"))
    , m_playPause(entry(dock->parentWidget(), "actionPlayPause"))
{
    setUpPlayerActions();
    connect(m_dock, &SolutionDock::showAllRequested, this, [this] { m_session.showSolutionSteps(std::nullopt); });
    connect(&m_presenter, &SolvePresenter::solutionFound, this, [this] {
        m_dock->show();
        m_dock->raise();
        showSolution();
    });
    connect(&m_presenter, &SolvePresenter::answered, this, [this] {
        m_dock->show();
        m_dock->raise();
    });
    connect(&m_presenter, &SolvePresenter::reportChanged, this, &SolutionPanel::showReport);
    connect(&m_presenter, &SolvePresenter::captionChanged, this, &SolutionPanel::showSolution);
    connect(&m_presenter, &SolvePresenter::runningChanged, this, &SolutionPanel::updateActions);
    connect(m_dock, &SolutionDock::retryRequested, this, &SolutionPanel::retry);
    connect(m_dock, &SolutionDock::preferencesRequested, this, &SolutionPanel::preferencesRequested);
    connect(m_dock, &SolutionDock::explanationRequested, this, &SolutionPanel::explanationRequested);
    connect(&m_session, &GameSession::solutionChanged, this, &SolutionPanel::showSolution);
    connect(&m_session, &GameSession::historyChanged, this, &SolutionPanel::updateActions);
    // A game stuck short of its goal is over: the panel says so, and how to go on.
    connect(&m_session, &GameSession::historyChanged, this, &SolutionPanel::showIntroduction);
    connect(&m_session, &GameSession::gameStarted, this, [this] {
        m_player->setPlaying(false);
        showIntroduction();
    });
    connect(&m_mode, &WindowMode::changed, this, [this](WindowMode::Mode now) {
        // A solution playing stops: it goes on neither behind the cover nor under a design.
        if (now != WindowMode::Mode::Playing)
            m_player->setPlaying(false);
        showIntroduction();
        showReport();
    });
}

void SolutionPanel::nameActions()
{
    FormPlaces::say({
        {m_first, QT_TRANSLATE_NOOP("MainWindow", "F&irst Step")},
        {m_back, QT_TRANSLATE_NOOP("MainWindow", "Step &Back")},
        {m_forward, QT_TRANSLATE_NOOP("MainWindow", "Step &Forward")},
        {m_last, QT_TRANSLATE_NOOP("MainWindow", "&Last Step")},
    });
}

void SolutionPanel::setUpPlayerActions()
{
    m_playPause->setCheckable(true);
    nameActions();
    setActionLooks({
        {m_first, QKeySequence(Qt::Key_Home), "go-first", QStyle::SP_MediaSkipBackward},
        {m_back, QKeySequence(Qt::CTRL | Qt::Key_Left), "go-previous", QStyle::SP_MediaSeekBackward},
        {m_forward, QKeySequence(Qt::CTRL | Qt::Key_Right), "go-next", QStyle::SP_MediaSeekForward},
        {m_last, QKeySequence(Qt::Key_End), "go-last", QStyle::SP_MediaSkipForward},
        // P is Game ▸ Pause, as in KDE's games.
        {m_playPause, QKeySequence(Qt::SHIFT | Qt::Key_P), "media-playback-start", QStyle::SP_MediaPlay},
    }, m_dock->style());
    m_dock->setPlayerActions(m_first, m_back, m_playPause, m_forward, m_last);
    connect(m_first, &QAction::triggered, m_player, [this] { m_player->goToStep(0); });
    connect(m_back, &QAction::triggered, m_player, &SolutionPlayer::stepBack);
    connect(m_forward, &QAction::triggered, m_player, &SolutionPlayer::stepForward);
    connect(m_last, &QAction::triggered, m_player,
            [this] { m_player->goToStep(int(m_session.solution().size())); });
    connect(m_playPause, &QAction::toggled, m_player, &SolutionPlayer::setPlaying);
    ActionGates::declare({m_first, m_back, m_playPause, m_forward, m_last}, ActionGates::Gate::Plays);
    connect(m_player, &SolutionPlayer::playingChanged, this, &SolutionPanel::showPlaying);
    // Play's words, which change with it.
    showPlaying(false);
    // A jump redraws once at the end instead of animating every move in between.
    connect(m_player, &SolutionPlayer::jumpStarted, this, [this] {
        m_board.setAnimating(false);
        m_presenter.setInGesture(true);
    });
    connect(m_player, &SolutionPlayer::jumpFinished, this, [this] {
        m_presenter.setInGesture(false);
        m_board.setAnimating(true);
        m_board.showPosition();
    });
    connect(m_dock, &SolutionDock::stepRequested, m_player, &SolutionPlayer::goToStep);
    m_dock->setPaceMillis(m_settings.paceMillis());
    m_player->setPaceMillis(m_dock->paceMillis());
    connect(m_dock, &SolutionDock::paceChanged, this, [this](int millis) {
        m_player->setPaceMillis(millis);
        m_settings.setPaceMillis(millis);
    });
}

void SolutionPanel::updateActions()
{
    if (!m_session.hasGame())
        return;
    const bool onSolution = m_session.isOnSolution();
    const int step = m_session.solutionStep();
    const int steps = int(m_session.solution().size());
    m_first->setEnabled(onSolution && step > 0);
    m_back->setEnabled(onSolution && step > 0);
    m_forward->setEnabled(onSolution && step < steps);
    m_last->setEnabled(onSolution && step < steps);
    m_playPause->setEnabled(onSolution && (step < steps || m_player->isPlaying()));
}

void SolutionPanel::showSolution()
{
    const QStringList solution = m_session.solution();
    if (solution.isEmpty())
        m_presenter.resetCaption();
    // What the player chose to see is the game's: it survives Undo across
    // games and a restart as the solution does.
    m_dock->setShownSteps(m_session.solutionShown().value_or(-1));
    // Against the computer, whose move each is: the computer's where it is to move.
    QList<bool> computerMoves;
    const pb::Puzzle *start = m_session.solutionPosition(0);
    if (start && start->supports(pb::Capability::Opponent)) {
        for (int step = 0; step < int(solution.size()); ++step)
            computerMoves << m_session.solutionPosition(step)->opponentMove().has_value();
    }
    if (solution != m_dock->moves() || m_presenter.caption() != m_dock->caption() || computerMoves != m_dock->computerMoves())
        m_dock->setSolution(solution, m_presenter.caption(), computerMoves);
    const bool setAside = m_session.hasSolution() && !m_session.isOnSolution();
    if (setAside && !m_dock->isSetAside()) {
        m_player->setPlaying(false);
        m_statusBar->showMessage(tr("Solution set aside: Undo or Redo brings it back."), 6000);
    }
    m_dock->setSetAside(setAside);
    m_dock->setCurrentStep(m_session.solutionStep());
    updateActions();
}

void SolutionPanel::listHintedMove()
{
    if (m_session.isOnSolution())
        m_session.showSolutionSteps(m_session.solutionStep() + 1);
}

void SolutionPanel::showReport()
{
    // A report speaks of the game's position, not of the board being edited.
    if (m_mode.isEditing()) {
        m_dock->setReport(QString());
        m_dock->setExplanationOffered(false);
        return;
    }
    QString report = m_presenter.report();
    QString retry;
    if (m_presenter.gaveUp()) {
        if (const int budget = retryBudgetMiB()) {
            retry = tr("Try Again with %1").arg(mebibytesText(budget));
        } else {
            // Said plainly, so that the missing button is not taken for a
            // verdict on the puzzle: the search gave up, nothing more.
            const int had = int(m_presenter.memoryBudgetBytes() >> 20);
            report += QLatin1Char(' ')
                + tr("It gave up at %1, the most this computer can give a search.").arg(mebibytesText(had));
        }
    }
    m_dock->setReport(report, retry);
    m_dock->setExplanationOffered(m_presenter.reportsHint() && m_session.position().supports(pb::Capability::ExplainedHints));
}

void SolutionPanel::retry()
{
    // The board being edited is no position to search (nor is the report's).
    if (m_mode.isEditing())
        return;
    // For this search only: Preferences keep the budget of every other.
    if (const int budget = retryBudgetMiB())
        m_presenter.retry(std::size_t(budget) << 20);
}

int SolutionPanel::retryBudgetMiB() const
{
    return m_settings.largerMemoryBudgetMiB(int(m_presenter.memoryBudgetBytes() >> 20));
}

// Shown until the next click on the board.
// Play shortens each move's animation to fit the pace, so moves never pile up.
void SolutionPanel::showPlaying(bool playing)
{
    QAction *action = m_playPause;
    {
        const QSignalBlocker blocker(action);
        action->setChecked(playing);
    }
    action->setText(playing ? tr("&Pause") : tr("&Play"));
    action->setIcon(themedIcon(playing ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start"),
                               playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay, m_dock->style()));
    m_board.setPlaybackPace(playing ? m_player->paceMillis() : 0);
    updateActions();
}

void SolutionPanel::showIntroduction()
{
    if (!m_session.hasGame())
        return;
    const QWidget *window = m_dock->window();
    const QString help = tr("%1 finds a solution, %2 shows the next move and %3 explains the puzzle.")
                             .arg(menuEntry(window, "actionSolve"), menuEntry(window, "actionHint"),
                                  menuEntry(window, "actionRules"));
    const FamilyUiTexts &texts = familyUi(m_session.position().family())->texts;
    // While editing, the clicks do something else, and the status bar's word
    // on it is gone at the first click.
    if (m_mode.isEditing() && *texts.editing) {
        m_dock->setIntroduction(FamilyUi::text(texts.editing));
        return;
    }
    const pb::Puzzle &position = m_session.position();
    // (Against the computer, the end of a game has its own banner and score.)
    if (!position.isSolved() && !position.supports(pb::Capability::Opponent) && position.legalMoves().empty()) {
        m_dock->setIntroduction(tr("The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a "
                                   "way on from there; %4 starts again.")
                                    .arg(translated(position.summary()), menuEntry(window, "actionUndo", tr("Undo")),
                                         menuEntry(window, "actionSolve"), menuEntry(window, "actionRestart")));
        return;
    }
    const char *howToPlay = texts.howToPlay;
    m_dock->setIntroduction(*howToPlay ? FamilyUi::text(howToPlay) + QLatin1Char(' ') + help : help);
}

void SolutionPanel::retranslate()
{
    nameActions();
    showPlaying(m_player->isPlaying());
    m_presenter.retranslate();
    showSolution();
    showReport();
    showIntroduction();
}
