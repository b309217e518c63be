#include "solvepresenter.h"

#include "../families.h"
#include "searchtime.h"
#include "solvegoalactions.h"
#include "../../core/common/registry.h"
#include "../../core/common/solvegoals.h"
#include "../../service/translatedmessage.h"
#include "../../service/gamesession.h"
#include "../../service/solverservice.h"

#include <QLabel>
#include <QLocale>

namespace {

// A reason from the core as a sentence of the panel: the core's texts end
// with a full stop or without one.
QString asSentence(const QString &text)
{
    return text.isEmpty() || text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char('!')) ? text : text + QLatin1Char('.');
}

// Where a line ends, in its family's words.
QString describeEnd(const pb::Puzzle &end)
{
    const FamilyUi *family = familyUi(end.family());
    return family && family->describeEnd ? family->describeEnd(end) : translated(end.summary());
}

} // namespace

SolvePresenter::SolvePresenter(GameSession &session, SolverService &solver, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_solver(solver)
{
    connect(&m_solver, &SolverService::progress, this, &SolvePresenter::onProgress);
    connect(&m_solver, &SolverService::finished, this, &SolvePresenter::onFinished);
    connect(&m_solver, &SolverService::improved, this, &SolvePresenter::onImproved);
    connect(&m_session, &GameSession::boardChanged, this, &SolvePresenter::onBoardChanged);
}

// A search and a report speak of the position they were made for.
void SolvePresenter::onBoardChanged(const BoardChange &change)
{
    if (change.kind == BoardChange::Kind::Replaced) {
        stop();
        clearReport();
        clearStatus();
        resetCaption();
    } else if (m_solver.isRunning()) {
        stop([] { return tr("The solver was stopped because the position changed."); });
        // A click on a step of the solution, or Last, moves several steps at
        // once: the word on the stopped search lasts through all of them.
        m_stopSaidThisGesture = m_inGesture;
    } else if (m_stopSaidThisGesture) {
        return;
    } else {
        clearReport();
        if (m_statusIsVerdict)
            clearStatus();
    }
}

void SolvePresenter::setInGesture(bool inGesture)
{
    m_inGesture = inGesture;
    if (!inGesture)
        m_stopSaidThisGesture = false;
}

bool SolvePresenter::isRunning() const
{
    return m_solver.isRunning();
}

const FamilyUi &SolvePresenter::familyUi() const
{
    const FamilyUi *family = ::familyUi(m_session.position().family());
    Q_ASSERT(family);
    return *family;
}

void SolvePresenter::start(pb::SolveOptions options, Purpose purpose)
{
    if (m_solver.isRunning() || !m_session.position().canAnswer(options))
        return;
    m_goal = options.goal;
    m_purpose = purpose;
    m_options = options;
    if (pb::goalInfo(options.goal).improves) {
        // The rest of the solution shown, from the current position on.
        const QStringList rest = m_session.solution().sliced(m_session.solutionStep());
        for (const QString &move : rest)
            options.knownSolution.push_back(move.toStdString());
        m_improveFrom = m_improveBest = int(m_session.solution().size());
    }
    m_id = m_solver.solve(m_session.position(), options);
    setStatus([this, options] { return runningText(options); });
    setReport([this, options] { return withStopKey(runningText(options)); });
    emit runningChanged();
}

void SolvePresenter::retry(std::size_t memoryBudgetBytes)
{
    if (!m_gaveUp)
        return;
    pb::SolveOptions options = m_options;
    options.memoryBudgetBytes = memoryBudgetBytes;
    options.knownSolution.clear();
    start(std::move(options), m_purpose);
}

void SolvePresenter::showHint(const Text &text)
{
    setReport(text, false, true);
}

void SolvePresenter::clearHint()
{
    if (m_reportIsHint)
        clearReport();
}

void SolvePresenter::setCaption(const Text &text)
{
    m_makeCaption = text;
    m_caption = text ? text() : QString();
}

void SolvePresenter::setReport(const Text &text, bool gaveUp, bool hint)
{
    m_makeReport = text;
    const QString made = text ? text() : QString();
    if (made == m_report && gaveUp == m_gaveUp && hint == m_reportIsHint)
        return;
    m_report = made;
    m_gaveUp = gaveUp;
    m_reportIsHint = hint;
    emit reportChanged();
}

void SolvePresenter::setStatus(const Text &text)
{
    m_statusIsVerdict = false;
    m_makeStatus = text;
    const QString made = text ? text() : QString();
    if (made == m_status)
        return;
    m_status = made;
    emit statusChanged(made);
}

void SolvePresenter::retranslate()
{
    const bool verdict = m_statusIsVerdict;
    setCaption(m_makeCaption);
    setReport(m_makeReport, m_gaveUp, m_reportIsHint);
    setStatus(m_makeStatus);
    m_statusIsVerdict = verdict;
}

QString SolvePresenter::withStopKey(const QString &text) const
{
    if (m_stopKey.isEmpty())
        return text;
    return tr("%1 Press %2 to stop.").arg(text, m_stopKey.toString(QKeySequence::NativeText));
}

QString SolvePresenter::moveCount(int moves) const
{
    return translated(pb::moveCountText(m_session.position(), moves));
}

QString SolvePresenter::chainCount(int moves) const
{
    // The count every family without words of its own uses, already
    // translated with its plural forms.
    return translated(pb::countMessage("Family", PB_TRANSLATE_N_NOOP("Family", "%n move(s)"), moves));
}

QString SolvePresenter::runningText(const pb::SolveOptions &options) const
{
    if (m_purpose == Purpose::Hint)
        return tr("Looking for a hint…");
    return goalUi(options.goal).running(familyUi(), options, m_improveFrom);
}

void SolvePresenter::stop(const Text &why)
{
    if (!m_solver.isRunning())
        return;
    m_solver.stop();
    if (why) {
        emit message(why(), 6000);
        // Not "Stopped after … positions": that spoke of the position left behind.
        setReport(why);
    }
    emit runningChanged();
}

QString SolvePresenter::solutionCaption(int moves, bool optimal, std::optional<int> lowerBound) const
{
    const QString length = moveCount(moves);
    // A peg jump removes one peg, so every line to the goal is as long: its
    // length is no claim, neither "the fewest" nor "shorter ones may exist".
    // Such a family claims the fewest only for SolveGoal::FewestMoves, whose
    // moves are each one piece's steps in a row, counted as moves.
    if (pb::familyOf(m_session.position()).terms.everyLineSameLength) {
        if (optimal)
            return tr("A solution in %1, the fewest possible: each move is one piece's steps in a row.")
                .arg(chainCount(moves));
        return tr("A solution in %1; every solution from this position has as many.").arg(length);
    }
    if (moves > 1 && !optimal && lowerBound && *lowerBound > 0 && *lowerBound < moves) {
        // Rounded up: the claim must hold, so never a smaller share than the
        // proof gives.
        const int percent = (100 * (moves - *lowerBound) + *lowerBound - 1) / *lowerBound;
        return tr("A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.")
            .arg(length)
            .arg(percent)
            .arg(moveCount(*lowerBound));
    }
    return moves == 1 ? tr("A solution in %1.").arg(length)
        : optimal     ? tr("A solution in %1, the fewest possible.").arg(length)
                      : tr("A solution in %1; shorter ones may exist.").arg(length);
}

// The words of the answer that brought the solution kept (why no line
// reaches hole 0, say) answered another question: the solution is described
// by itself, below the new answer.
void SolvePresenter::forgetEarlierAnswer()
{
    const QString before = m_caption;
    resetCaption();
    if (m_caption != before)
        emit captionChanged();
}

QString SolvePresenter::caption() const
{
    return m_session.hasSolution() && !m_session.isOnSolution() ? captionFromSolution() : m_caption;
}

void SolvePresenter::resetCaption()
{
    setCaption([this] { return captionFromSolution(); });
}

QString SolvePresenter::captionFromSolution() const
{
    if (!m_session.hasSolution())
        return QString();
    const pb::Puzzle &end = *m_session.solutionEnd();
    const int moves = int(m_session.solution().size());
    // Against the computer the line is not the person's alone: it says how
    // it ends rather than how long it is.
    if (m_session.position().supports(pb::Capability::Opponent))
        return tr("A line of %1 with the computer's replies; it ends: %2.").arg(moveCount(moves), translated(end.summary()));
    if (!end.isSolved())
        return tr("No solution from where this line starts; it comes closest: %1.").arg(describeEnd(end));
    return solutionCaption(moves, m_session.solutionIsOptimal(), m_session.solutionLowerBound());
}

void SolvePresenter::onProgress(quint64 id, quint64 nodes, qint64 elapsedMillis, bool buildingTables)
{
    if (id != m_id)
        return;
    // Said again in a new language: the time is kept, not its words.
    if (buildingTables) {
        setStatus([elapsedMillis] { return tr("Preparing the solver's tables, a one-time wait… %1").arg(SearchTime::text(elapsedMillis)); });
        setReport([this, elapsedMillis] {
            return withStopKey(tr("Preparing the solver's tables, a one-time wait that later searches "
                                  "are spared: %1 so far.")
                                   .arg(SearchTime::text(elapsedMillis)));
        });
        return;
    }
    if (pb::goalInfo(m_goal).improves)
        setStatus([from = m_improveFrom, best = m_improveBest, elapsedMillis, nodes] {
            return tr("Shortening… best %1 moves (from %2), %3, %4 positions")
                .arg(QLocale().toString(best), QLocale().toString(from), SearchTime::text(elapsedMillis), QLocale().toString(nodes));
        });
    else
        setStatus([this, elapsedMillis, nodes] {
            return tr("%1 %2, %3 positions").arg(runningText(m_options), SearchTime::text(elapsedMillis), QLocale().toString(nodes));
        });
    setReport([this, elapsedMillis, nodes] {
        return withStopKey(tr("%1 %2 positions so far, %3.").arg(runningText(m_options), QLocale().toString(nodes), SearchTime::text(elapsedMillis)));
    });
}

void SolvePresenter::onFinished(quint64 id, const pb::SolveResult &result)
{
    if (id != m_id)
        return;
    m_id = 0;
    // The one value every view renders; the session keeps it (keep()).
    const pb::SolveAnswer answer{m_goal, m_options.targetCell, result};
    // A table lookup visits no position: then only the time is worth saying.
    const Text stats = [millis = qlonglong(result.millis), nodes = qulonglong(result.nodes)] {
        return nodes == 0 ? SearchTime::text(millis)
                          : tr("%1, %2 positions").arg(SearchTime::text(millis), QLocale().toString(nodes));
    };
    // The family's answer to a question beyond Solve, with why the search
    // stopped short where it did; `done` is the status bar's word for it.
    const auto familyAnswer = [&](const pb::Message &text, const Text &done) {
        switch (result.status) {
        case pb::SolveStatus::Solved:
        case pb::SolveStatus::Unsolvable:
            setStatus(done);
            setReport([text] { return translated(text); });
            forgetEarlierAnswer();
            emit message(translated(text), 0);
            break;
        case pb::SolveStatus::LimitReached:
            // Never "none": the search gave up, so what it did not reach is undecided.
            presentGaveUp(answer, stats, text);
            break;
        case pb::SolveStatus::Stopped:
            presentStopped(answer, stats);
            break;
        }
        keep(answer);
    };
    const pb::GoalInfo &goal = pb::goalInfo(m_goal);
    // Only cells reached are marked: each one is certain, whatever the status.
    if (goalUi(m_goal).marksCells)
        emit finishCellsFound(QList<int>(result.finishCells.begin(), result.finishCells.end()));
    if (goal.answer)
        familyAnswer(goal.answer(m_session.position(), result),
                     [stats, done = goalUi(m_goal).answered] { return tr(done).arg(stats()); });
    else if (goal.improves)
        presentImprove(stats);
    else
        presentSolve(answer, stats);
    emit runningChanged();
    if (!m_report.isEmpty())
        emit answered();
}

void SolvePresenter::presentGaveUp(const pb::SolveAnswer &answer, const Text &stats, const pb::Message &found)
{
    const pb::SolveResult &result = answer.result;
    setStatus([stats] { return tr("Gave up (%1)").arg(stats()); });
    emit message(tr("The solver gave up; the Solution panel says why."), 6000);
    setReport(
        [reason = result.reason, found, lineFound = !result.moves.empty()] {
            QString text = lineFound ? tr("The solver gave up before it proved its answer.")
                                     : tr("The solver gave up before it found an answer.");
            if (!reason.isEmpty())
                text += QLatin1Char(' ') + asSentence(translated(reason));
            if (!found.isEmpty())
                text += QLatin1Char(' ') + translated(found);
            return text;
        },
        true);
}

void SolvePresenter::presentStopped(const pb::SolveAnswer &answer, const Text &stats)
{
    const pb::SolveResult &result = answer.result;
    setStatus([stats] { return tr("Stopped (%1)").arg(stats()); });
    // The panel may still list a solution an earlier search found: the
    // report must not seem to speak of it.
    const bool earlierSolution = m_session.hasSolution() && m_session.isOnSolution();
    setReport([earlierSolution, nodes = qulonglong(result.nodes), millis = result.millis] {
        const QString positions = QLocale().toString(nodes);
        const QString seconds = QLocale().toString(millis / 1000.0, 'f', 1);
        return earlierSolution ? tr("Stopped after %1 positions and %2 s, before this search's answer. The solution "
                                    "listed below was found earlier and still leads on from here.")
                                     .arg(positions, seconds)
                               : tr("Stopped after %1 positions and %2 s, before an answer: nothing is known yet.")
                                     .arg(positions, seconds);
    });
}

void SolvePresenter::presentSolve(const pb::SolveAnswer &answer, const Text &stats)
{
    const pb::SolveResult &result = answer.result;
    clearReport();
    switch (result.status) {
    case pb::SolveStatus::Solved: {
        // "Solved" is kept for the player solving the puzzle on the board.
        const int moves = int(result.moves.size());
        const bool chains = pb::goalInfo(m_goal).movesAreChains;
        setStatus([this, stats, moves, chains] {
            return tr("Found a solution in %1 (%2)").arg(chains ? chainCount(moves) : moveCount(moves), stats());
        });
        if (result.moves.empty()) {
            setReport([] { return tr("This position is already solved."); });
            keep(answer);
            return;
        }
        // A game against the computer is answered by its value: who wins.
        if (result.value) {
            const bool win = *result.value == pb::GameValue::Win;
            setStatus([win, stats] { return (win ? tr("You can win (%1)") : tr("The computer can win (%1)")).arg(stats()); });
            m_statusIsVerdict = true;
            setCaption([valueAnswer = result.valueAnswer] { return translated(valueAnswer); });
        } else {
            setCaption([this, moves, optimal = result.optimal, bound = result.lowerBound, cell = answer.targetCell] {
                QString caption = solutionCaption(moves, optimal, bound);
                if (cell && *familyUi().texts.endsInCell)
                    caption += QLatin1Char(' ') + familyUi().text(familyUi().texts.endsInCell).arg(*cell);
                return caption;
            });
        }
        break;
    }
    case pb::SolveStatus::Unsolvable:
        setStatus([stats] { return tr("No solution (%1)").arg(stats()); });
        if (!answer.lineComesClosest()) {
            setReport([reason = result.reason] {
                return reason.isEmpty() ? tr("There is no solution from this position.") : asSentence(translated(reason));
            });
            keep(answer);
            return;
        }
        break;
    case pb::SolveStatus::LimitReached:
        // Not "unsolvable": the search gave up, so nothing is proved.
        presentGaveUp(answer, stats, pb::Message());
        // But the line it found on the way, which its report speaks of, is a
        // solution: it is listed, captioned as what it is.
        if (!result.moves.empty())
            captionLineNotProved(int(result.moves.size()));
        break;
    case pb::SolveStatus::Stopped:
        presentStopped(answer, stats);
        break;
    }
    if (!keep(answer) || !answer.lineComesClosest())
        return;
    // Where the closest line ends, from the positions the session made along it.
    const pb::Puzzle *end = m_session.solutionEnd();
    setCaption([reason = result.reason, end = std::shared_ptr<const pb::Puzzle>(end ? end->clone() : nullptr)] {
        return tr("%1. The line below comes closest: %2.").arg(translated(reason), end ? describeEnd(*end) : QString());
    });
    emit captionChanged();
}

bool SolvePresenter::keep(const pb::SolveAnswer &answer)
{
    const std::vector<std::string> &line = answer.line();
    if (line.empty()) {
        // A hint's search speaks to the hint alone.
        if (m_purpose == Purpose::Answer)
            m_session.setAnswer(answer);
        return false;
    }
    const QString first = QString::fromStdString(line.front());
    // A hint never costs a solution kept aside: its move is shown, the
    // solution found for it is not kept.
    if (m_purpose == Purpose::Hint && m_session.hasSolution() && !m_session.isOnSolution()) {
        emit hintFound(first, answer.lineComesClosest());
        return false;
    }
    // A hint shows one move: the rest of its solution is the player's to ask for.
    const bool kept = m_session.setAnswer(answer, m_purpose == Purpose::Hint ? std::optional<int>(0) : std::nullopt);
    if (m_purpose == Purpose::Hint)
        emit hintFound(first, answer.lineComesClosest());
    else
        emit solutionFound();
    return kept;
}

void SolvePresenter::captionLineNotProved(int moves)
{
    setCaption([this, moves, chains = pb::goalInfo(m_goal).movesAreChains] {
        return chains ? tr("A solution in %1, not proved the fewest: each move is one piece's steps in a row.")
                            .arg(chainCount(moves))
                      : tr("A solution in %1; shorter ones may exist.").arg(moveCount(moves));
    });
}

// The solutions came through onImproved(); this only ends the search.
void SolvePresenter::presentImprove(const Text &stats)
{
    clearReport();
    if (m_improveBest >= m_improveFrom) {
        setStatus([stats] { return tr("No shorter solution found (%1)").arg(stats()); });
        return;
    }
    setStatus([from = m_improveFrom, best = m_improveBest, stats] {
        return tr("Shortened from %1 to %2 moves (%3)").arg(QLocale().toString(from), QLocale().toString(best), stats());
    });
    setCaption([from = m_improveFrom, best = m_improveBest] {
        return tr("A solution in %1 moves, shortened from %2; shorter ones may exist.").arg(QLocale().toString(best), QLocale().toString(from));
    });
    emit captionChanged();
}

void SolvePresenter::onImproved(quint64 id, const pb::SolveResult &result)
{
    const int step = m_session.solutionStep();
    if (id != m_id || !m_session.isOnSolution() || step + int(result.moves.size()) >= m_improveBest)
        return;
    if (!m_session.replaceSolutionRest(moveList(result.moves)))
        return;
    m_improveBest = int(m_session.solution().size());
    setCaption([from = m_improveFrom, best = m_improveBest] {
        return tr("A solution in %1 moves, shortened from %2; still looking for a shorter one.").arg(QLocale().toString(best), QLocale().toString(from));
    });
    emit captionChanged();
    setStatus([from = m_improveFrom, best = m_improveBest] {
        return tr("Shortening… best %1 moves (from %2)").arg(QLocale().toString(best), QLocale().toString(from));
    });
}
