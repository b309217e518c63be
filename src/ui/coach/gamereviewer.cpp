#include "gamereviewer.h"

#include "../../service/appsettings.h"
#include "../../service/gamesession.h"
#include "../window/actiongates.h"
#include "reviewdialog.h"

#include <QAction>

GameReviewer::GameReviewer(QWidget *window, GameSession &session, AppSettings &settings)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_settings(settings)
    , m_action(new QAction(window))
{
    m_action->setObjectName(QStringLiteral("actionReview"));
    // It shows the whole game, as printing it would.
    ActionGates::declare(m_action, ActionGates::Gate::Reveals);
    connect(m_action, &QAction::triggered, this, &GameReviewer::review);
    connect(&m_service, &SolverService::reviewed, this, [this](quint64 id, const pb::GameReview &answer) {
        if (id != m_request || !m_dialog)
            return;
        m_request = 0;
        m_dialog->setReview(answer);
        emit reviewShown();
    });
    retranslate();
}

void GameReviewer::retranslate()
{
    m_action->setText(tr("Review &Moves…"));
    m_action->setToolTip(tr("Step through the game's moves with the coach's marks: where the goal was lost, "
                            "which moves cost extra"));
}

void GameReviewer::review()
{
    if (!m_session.hasGame())
        return;
    // The review holds a copy: the game goes on under it.
    delete m_dialog;
    m_dialog = new ReviewDialog(m_session.record(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::finished, &m_service, &SolverService::stop);
    pb::AssessOptions options;
    options.memoryBudgetBytes = m_settings.memoryBudgetBytes();
    m_request = m_service.review(m_session.record(), options);
    m_dialog->setWorking(true);
    m_dialog->show();
}
