#include "coach.h"

#include "../../service/appsettings.h"
#include "../../service/gamesession.h"
#include "../accessibility/announcements.h"
#include "../board/boardpresenter.h"
#include "../board/boardscene.h"
#include "../window/actiongates.h"
#include "../window/windowmode.h"
#include "coachdock.h"
#include "coachoverlay.h"
#include "coachwords.h"

#include <QAction>
#include <QMainWindow>

namespace {

const QString kCoachOnKey = QStringLiteral("view/coach");
// Beyond this many moves the coach judges only the last ones: a verdict of a
// large board takes up to a second, and a long game's early moves are for
// Game ▸ Review.
constexpr std::size_t kMostMovesJudged = 400;
constexpr std::size_t kMostVerdictsKept = 20000;

} // namespace

Coach::Coach(QMainWindow *window, GameSession &session, BoardPresenter &board, WindowMode &mode,
             AppSettings &settings, Announcements &announcements)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_board(board)
    , m_mode(mode)
    , m_settings(settings)
    , m_announcements(announcements)
    , m_action(new QAction(window))
    , m_showWhy(new QAction(window))
    , m_dock(new CoachDock(window))
{
    m_action->setObjectName(QStringLiteral("actionCoach"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    ActionGates::declare(m_action, ActionGates::Gate::Looks);
    m_showWhy->setObjectName(QStringLiteral("actionShowWhy"));
    m_showWhy->setCheckable(true);
    m_showWhy->setEnabled(false);
    m_showWhy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    // It draws over the board, which a pause covers and a design replaces.
    ActionGates::declare(m_showWhy, ActionGates::Gate::Plays);
    m_dock->setShowWhyAction(m_showWhy);
    // The panels' menu (a right click on a panel's title) shows and hides
    // the panel as View ▸ Coach does: the coach goes with it.
    ActionGates::declare(m_dock->toggleViewAction(), ActionGates::Gate::Looks);
    connect(m_dock->toggleViewAction(), &QAction::triggered, m_action, &QAction::setChecked);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    m_thinking.setSingleShot(true);
    m_thinking.setInterval(kThinkingDelayMillis);
    connect(&m_thinking, &QTimer::timeout, m_dock, [this] { m_dock->setThinking(true); });
    connect(&m_service, &SolverService::assessed, this, &Coach::onAssessed);
    connect(&session, &GameSession::boardChanged, this, [this] {
        m_saidFor.clear();
        refresh();
    });
    connect(&board, &BoardPresenter::sceneReplaced, this, &Coach::followScene);
    connect(&mode, &WindowMode::changed, this, &Coach::refresh);
    connect(m_action, &QAction::toggled, this, &Coach::setOn);
    connect(m_showWhy, &QAction::toggled, this, &Coach::showWhy);
    retranslate();
    followScene();
    m_action->setChecked(settings.flag(kCoachOnKey, false));
}

Coach::~Coach() = default;

void Coach::retranslate()
{
    m_action->setText(tr("&Coach"));
    m_action->setToolTip(tr("After every move, say how far the goal is and what the move did to it"));
    m_showWhy->setText(tr("Show &Why"));
    m_showWhy->setToolTip(tr("Draw on the board why the goal is out of reach"));
    m_dock->retranslate();
    if (isOn())
        refresh();
}

bool Coach::isOn() const
{
    return m_action->isChecked();
}

void Coach::setOn(bool on)
{
    m_settings.setFlag(kCoachOnKey, on);
    m_dock->setVisible(on);
    if (!on) {
        m_service.stop();
        m_request = 0;
        m_thinking.stop();
        m_showWhy->setChecked(false);
        m_showWhy->setEnabled(false);
        if (CoachOverlay *overlay = overlayOnBoard())
            overlay->setLostMove({});
        return;
    }
    m_saidFor.clear();
    refresh();
}

void Coach::followScene()
{
    delete m_overlay;
    if (isOn())
        refresh();
}

CoachOverlay *Coach::overlayOnBoard()
{
    return CoachOverlay::on(m_board.scene(), m_overlay);
}

std::string Coach::keyOf(const pb::Puzzle &position)
{
    return std::string(position.family()) + '\n' + position.save();
}

const pb::Assessment *Coach::known(const pb::Puzzle &position) const
{
    const auto found = m_verdicts.find(keyOf(position));
    return found == m_verdicts.end() ? nullptr : &found->second;
}

Coach::Line Coach::currentLine() const
{
    Line line;
    if (!m_session.hasGame())
        return line;
    const pb::GameRecord &record = m_session.record();
    const std::vector<std::string> &moves = record.line();
    const std::size_t first = moves.size() > kMostMovesJudged ? moves.size() - kMostMovesJudged : 0;
    // The start of the moves judged: replayed from the game's start, as the
    // record itself does.
    std::shared_ptr<pb::Puzzle> position = record.start().clone();
    for (std::size_t i = 0; i < first; ++i)
        position->apply(moves[i]);
    line.positions.push_back(position->clone());
    for (std::size_t i = first; i < moves.size(); ++i) {
        position->apply(moves[i]);
        line.positions.push_back(position->clone());
        line.moves.push_back(moves[i]);
    }
    return line;
}

const pb::Assessment *Coach::verdictNow() const
{
    return m_session.hasGame() ? known(m_session.position()) : nullptr;
}

std::optional<pb::MoveJudgement> Coach::lastMoveJudgement() const
{
    if (!m_session.hasGame() || m_session.record().line().empty())
        return std::nullopt;
    const pb::GameRecord &record = m_session.record();
    const std::string &move = record.line().back();
    pb::PuzzlePtr before = record.start().clone();
    for (std::size_t i = 0; i + 1 < record.line().size(); ++i)
        before->apply(record.line()[i]);
    const pb::Assessment *was = known(*before);
    const pb::Assessment *now = verdictNow();
    if (!was || !now)
        return std::nullopt;
    return pb::judgeMove(*was, *now, before->stepsIn(move));
}

bool Coach::isThinking() const
{
    return m_dock->isThinking();
}

void Coach::refresh()
{
    if (!isOn() || !m_session.hasGame())
        return;
    if (m_mode.mode() == WindowMode::Mode::Editing) {
        // The board shows the design, not the game the verdicts speak of.
        if (CoachOverlay *overlay = overlayOnBoard()) {
            overlay->setLostMove({});
            overlay->clearProof();
        }
        m_dock->showWaiting();
        return;
    }
    const Line line = currentLine();
    showVerdicts(line);
    askNext(line);
}

void Coach::askNext(const Line &line)
{
    // The position on screen first, then the one before the last move (to
    // judge it), then the earlier ones, latest first.
    std::vector<const pb::Puzzle *> order;
    for (auto it = line.positions.rbegin(); it != line.positions.rend(); ++it)
        order.push_back(it->get());
    for (const pb::Puzzle *position : order) {
        if (known(*position))
            continue;
        const std::string key = keyOf(*position);
        if (m_request != 0 && key == m_requestKey)
            break; // already being worked out
        if (m_verdicts.size() >= kMostVerdictsKept)
            m_verdicts.clear();
        pb::AssessOptions options;
        options.memoryBudgetBytes = m_settings.memoryBudgetBytes();
        m_requestKey = key;
        m_request = m_service.assess(*position, options);
        break;
    }
    if (known(*line.positions.back())) {
        m_thinking.stop();
        m_dock->setThinking(false);
    } else if (!m_thinking.isActive() && !m_dock->isThinking()) {
        m_thinking.start();
    }
}

void Coach::onAssessed(quint64 id, const pb::Assessment &assessment)
{
    if (id != m_request)
        return;
    m_request = 0;
    m_verdicts[m_requestKey] = assessment;
    refresh();
}

void Coach::showVerdicts(const Line &line)
{
    const pb::Puzzle &now = *line.positions.back();
    const pb::Assessment *verdict = known(now);
    // The move judged aloud is the person's last: in a game against the
    // computer, its reply follows and must not take the blame or the credit.
    std::optional<std::size_t> judgedMove;
    std::optional<pb::MoveJudgement> last;
    QStringList moves;
    QStringList marks;
    QList<bool> lost;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const bool computers = line.positions[i]->opponentMove().has_value();
        const QString move = QString::fromStdString(line.moves[i]);
        moves << (computers ? tr("Computer: %1").arg(move) : move);
        const pb::Assessment *before = known(*line.positions[i]);
        const pb::Assessment *after = known(*line.positions[i + 1]);
        std::optional<pb::MoveJudgement> judged;
        if (before && after)
            judged = pb::judgeMove(*before, *after, line.positions[i]->stepsIn(line.moves[i]));
        marks << (judged ? CoachWords::mark(*judged) : QString());
        lost << (judged && judged->kind == pb::MoveJudgement::Kind::Lost);
        if (!computers) {
            judgedMove = i;
            last = judged;
        }
    }
    m_dock->setHistory(moves, marks, lost);

    const QString judgement = last ? CoachWords::judgement(*last, now) : QString();
    const bool lostNow = last && last->kind == pb::MoveJudgement::Kind::Lost;
    if (verdict)
        m_dock->setVerdict(CoachWords::verdict(*verdict), CoachWords::facts(*verdict), CoachWords::reason(*verdict),
                           judgement, lostNow);
    else
        m_dock->setVerdict({}, {}, {}, judgement, false);

    if (CoachOverlay *overlay = overlayOnBoard()) {
        QList<int> cells;
        if (lostNow) {
            for (int cell : line.positions[*judgedMove]->cellsOf(line.moves[*judgedMove]))
                cells << cell;
        }
        overlay->setLostMove(cells);
    }
    // A proof by search has nothing to draw: its count and command are among
    // the facts.
    const bool provable = verdict && verdict->reach == pb::Reach::Unreachable
        && (!verdict->proof.labels.empty() || !verdict->proof.groups.empty());
    // While the new position's verdict is worked out, Show Why stays on and
    // draws again when it comes.
    if (verdict) {
        if (!provable)
            m_showWhy->setChecked(false);
        m_showWhy->setEnabled(provable);
    }
    showWhy(m_showWhy->isChecked());

    const std::string key = keyOf(now);
    if (verdict && m_saidFor != key) {
        m_saidFor = key;
        m_announcements.say(judgement.isEmpty() ? CoachWords::verdict(*verdict)
                                                : judgement + QLatin1Char(' ') + CoachWords::verdict(*verdict));
    }
    emit verdictShown();
}

void Coach::showWhy(bool on)
{
    const pb::Assessment *verdict = verdictNow();
    const bool drawn = on && verdict && !verdict->proof.isEmpty();
    if (CoachOverlay *overlay = overlayOnBoard()) {
        if (drawn)
            overlay->setProof(verdict->proof);
        else
            overlay->clearProof();
    }
    QStringList proof = drawn ? CoachWords::proof(verdict->proof) : QStringList();
    // The reason stands above already.
    if (drawn)
        proof.removeAll(CoachWords::reason(*verdict));
    m_dock->setProof(proof);
}
