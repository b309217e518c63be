#include "boardpresenter.h"
#include "../window/actiongates.h"

#include "boardscene.h"
#include "boardview.h"
#include "../widgets/elidedlabel.h"
#include "../families.h"
#include "../../core/common/registry.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QMenu>
#include <QStatusBar>

BoardPresenter::BoardPresenter(GameSession &session, BoardView *view, QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_view(view)
    , m_statusBar(statusBar)
    , m_positionLabel(new ElidedLabel(view->window()))
    , m_movesLabel(new QLabel(view->window()))
{
    m_positionLabel->setObjectName(QStringLiteral("positionLabel"));
    m_movesLabel->setObjectName(QStringLiteral("movesLabel"));
    connect(&m_session, &GameSession::boardChanged, this, &BoardPresenter::onBoardChanged);
}

void BoardPresenter::setAnimationMillis(int millis)
{
    m_animationMillis = millis;
    setPlaybackPace(m_paceMillis);
}

void BoardPresenter::setPlaybackPace(int paceMillis)
{
    m_paceMillis = paceMillis;
    if (m_scene)
        m_scene->setAnimationMillis(paceMillis > 0 ? std::min(m_animationMillis, paceMillis * 4 / 5) : m_animationMillis);
}

void BoardPresenter::onBoardChanged(const BoardChange &change)
{
    if (change.kind == BoardChange::Kind::Replaced && change.now().family() != m_family)
        replaceScene();
    if (!change.hasMoves() || !m_animating) {
        showPosition();
        return;
    }
    // The scene animates each move from the position before it; taken back,
    // the moves run in reverse from the position they led to.
    for (std::size_t i = 0; i < change.moves.size(); ++i) {
        const std::size_t k = change.forward() ? i : change.moves.size() - 1 - i;
        m_scene->showMove(change.before(k), change.after(k), change.moves[k], change.forward());
    }
    updateStatus();
}

void BoardPresenter::replaceScene()
{
    BoardScene *old = m_scene;
    const pb::Puzzle &position = m_session.position();
    const FamilyUi *family = familyUi(position.family());
    Q_ASSERT(family);
    m_family = std::string(position.family());
    m_scene = family->createScene(this);
    Q_ASSERT(m_scene);
    connectScene();
    setPlaybackPace(m_paceMillis);
    m_view->setScene(m_scene);
    emit sceneReplaced(m_scene);
    delete old;
    refreshViewOptions();
}

void BoardPresenter::connectScene()
{
    connect(m_scene, &BoardScene::moveRequested, this, [this](const std::string &move) { playRequested({move}); });
    connect(m_scene, &BoardScene::movesRequested, this, &BoardPresenter::playRequested);
    connect(m_scene, &BoardScene::statusMessage, this, [this](const QString &text) {
        m_sceneMessage = text;
        m_statusBar->showMessage(text, 6000);
    });
    connect(m_scene, &BoardScene::statusMessageWithdrawn, this, [this] {
        if (m_statusBar->currentMessage() == m_sceneMessage)
            m_statusBar->clearMessage();
    });
}

void BoardPresenter::playRequested(const std::vector<std::string> &moves)
{
    QString refusal;
    if (!m_session.play(moves, &refusal))
        m_statusBar->showMessage(refusal, 6000);
}

void BoardPresenter::showPosition()
{
    m_scene->setPosition(m_session.position());
    updateStatus();
}

void BoardPresenter::updateStatus()
{
    const pb::Puzzle &position = m_session.position();
    const QString summary = translated(position.summary());
    m_positionLabel->setText(summary);
    // In the family's words: a peg solitaire game counts jumps.
    m_movesLabel->setText(tr("Played: %1").arg(translated(pb::moveCountText(position, m_session.moveCount()))));
    if (position.isSolved())
        m_statusBar->showMessage(tr("Solved! %1.").arg(summary));
    else if (position.legalMoves().empty())
        m_statusBar->showMessage(tr("No moves left: %1.").arg(summary));
    else
        m_statusBar->clearMessage();
}

void BoardPresenter::showSummary(const QString &summary)
{
    m_positionLabel->setText(summary);
}

void BoardPresenter::placeViewOptions(QMenu *menu, QAction *end)
{
    m_viewMenu = menu;
    m_viewOptionsEnd = end;
    refreshViewOptions();
}

void BoardPresenter::refreshViewOptions()
{
    for (QAction *entry : std::as_const(m_viewOptions)) {
        if (QMenu *menu = entry->menu())
            delete menu;
        else
            delete entry;
    }
    m_viewOptions.clear();
    const FamilyUi *family = m_session.hasGame() ? familyUi(m_session.position().family()) : nullptr;
    if (!m_viewMenu || !m_scene || !family || !family->viewOptions)
        return;
    m_viewOptions = family->viewOptions(m_scene, m_view->window());
    if (m_viewOptions.isEmpty())
        return;
    // A family's view options change how the board looks, never the game.
    for (QList<QAction *> entries = m_viewOptions; !entries.isEmpty();) {
        QAction *entry = entries.takeFirst();
        ActionGates::declare(entry, ActionGates::Gate::Looks);
        if (entry->menu())
            entries << entry->menu()->actions();
    }
    m_viewMenu->insertActions(m_viewOptionsEnd, m_viewOptions);
    m_viewOptions.prepend(m_viewMenu->insertSeparator(m_viewOptions.constFirst()));
}
