#include "gamepause.h"

#include "../files/filedialogs.h"
#include "../window/windowmode.h"
#include "../../service/gamesession.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

GamePause::GamePause(QMainWindow *window, GameSession &session, WindowMode &mode, QWidget *board)
    : QObject(window)
    , m_mode(mode)
    , m_board(board)
    , m_action(new QAction(window))
    , m_cover(new QWidget(window))
    , m_title(new QLabel(m_cover))
    , m_text(new QLabel(m_cover))
    , m_resume(new QPushButton(m_cover))
{
    m_action->setObjectName(QStringLiteral("actionPause"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_P));
    m_action->setIcon(themedIcon(QStringLiteral("media-playback-pause"), QStyle::SP_MediaPause, window->style()));
    ActionGates::declare(m_action, ActionGates::Gate::Looks);
    connect(m_action, &QAction::toggled, this, &GamePause::apply);

    m_cover->setObjectName(QStringLiteral("pausedCover"));
    m_cover->setAutoFillBackground(true);
    m_cover->setBackgroundRole(QPalette::Window);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignCenter);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    auto *layout = new QVBoxLayout(m_cover);
    layout->addStretch();
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_resume, 0, Qt::AlignCenter);
    layout->addStretch();
    connect(m_resume, &QPushButton::clicked, this, [this] { setPaused(false); });
    m_cover->hide();
    m_board->installEventFilter(this);

    connect(&session, &GameSession::gameStarted, this, [this] { setPaused(false); });
    retranslate();
}

void GamePause::setPaused(bool paused)
{
    m_action->setChecked(paused);
}

void GamePause::apply(bool paused)
{
    m_board->setEnabled(!paused);
    m_cover->setVisible(paused);
    if (paused) {
        placeCover();
        m_cover->raise();
        m_resume->setFocus();
    } else {
        m_board->setFocus();
    }
    m_mode.setPaused(paused);
}

void GamePause::placeCover()
{
    m_cover->setGeometry(m_board->geometry());
}

bool GamePause::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_board && (event->type() == QEvent::Resize || event->type() == QEvent::Move) && m_cover->isVisible())
        placeCover();
    return QObject::eventFilter(watched, event);
}

void GamePause::retranslate()
{
    m_action->setText(tr("&Pause"));
    m_action->setToolTip(tr("Hide the board and stop the clock; P again resumes"));
    m_title->setText(tr("Paused"));
    m_text->setText(tr("The board is hidden and the clock stopped. Press %1 or Resume to go on.")
                        .arg(m_action->shortcut().toString(QKeySequence::NativeText)));
    m_resume->setText(tr("&Resume"));
    m_cover->setAccessibleName(tr("Paused"));
}
