#include "gameoveroffer.h"
#include "../window/windowmode.h"

#include "../solving/solutiondock.h"
#include "../../service/gamesession.h"

#include <QAction>
#include <QVBoxLayout>
#include <QPushButton>

GameOverOffer::GameOverOffer(SolutionDock *dock, GameSession &session, const WindowMode &mode, QAction *restart,
                             std::function<QAction *()> newGame)
    : QObject(dock)
    , m_session(session)
    , m_mode(mode)
    , m_restart(restart)
    , m_newGameAction(std::move(newGame))
    , m_row(new QWidget(dock))
    , m_playAgain(new QPushButton(m_row))
    , m_newGame(new QPushButton(m_row))
{
    m_row->setObjectName(QStringLiteral("gameOverOffer"));
    m_playAgain->setObjectName(QStringLiteral("playAgainButton"));
    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    // One above the other, so a narrow panel need not widen for them.
    auto *layout = new QVBoxLayout(m_row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_playAgain, 0, Qt::AlignLeft);
    layout->addWidget(m_newGame, 0, Qt::AlignLeft);
    dock->placeBelowReport(m_row);
    retranslate();
    connect(m_playAgain, &QPushButton::clicked, m_restart, &QAction::trigger);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        if (QAction *action = m_newGameAction())
            action->trigger();
    });
    connect(&m_session, &GameSession::historyChanged, this, &GameOverOffer::update);
    connect(&mode, &WindowMode::changed, this, &GameOverOffer::update);
    update();
}

void GameOverOffer::retranslate()
{
    m_playAgain->setText(tr("Play Again"));
    m_newGame->setText(tr("New Game"));
}

void GameOverOffer::update()
{
    const bool over = m_session.hasGame()
                      && (m_session.isWon() || m_session.position().legalMoves().empty());
    m_row->setVisible(over && m_mode.mode() == WindowMode::Mode::Playing);
    m_playAgain->setEnabled(m_session.canRestart());
}
