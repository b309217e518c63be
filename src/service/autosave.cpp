#include "autosave.h"

#include "gamefiles.h"
#include "gamesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

Autosave::Autosave(GameSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_pending.setSingleShot(true);
    m_pending.setInterval(0);
    connect(&m_pending, &QTimer::timeout, this, [this] {
        if (const QString error = writeNow(); !error.isEmpty())
            emit failed(error);
    });
    // historyChanged follows every change of the game, its solution included.
    connect(&m_session, &GameSession::historyChanged, &m_pending, qOverload<>(&QTimer::start));
}

Autosave::~Autosave()
{
    if (m_pending.isActive())
        writeNow();
}

bool Autosave::resume(QString *message)
{
    const QString path = GameFiles::autosavePath();
    m_active = true;
    if (!QFileInfo::exists(path))
        return false;
    GameFiles::LoadResult loaded = GameFiles::load(path);
    if (!loaded.game) {
        // Moved aside rather than overwritten by the new game, for whoever
        // wants to look into it.
        const QString damaged = path + QStringLiteral(".damaged");
        QFile::remove(damaged);
        QFile::rename(path, damaged);
        *message = tr("The game from last time could not be restored, so a new one begins "
                      "(the damaged file is kept as %1). %2")
                       .arg(QDir::toNativeSeparators(damaged), loaded.error);
        return false;
    }
    m_session.openGame(std::move(*loaded.game));
    // The game kept from last time continues; the default one it replaced
    // was never played, so Undo has nothing to go back to.
    m_session.forgetOtherGames();
    return true;
}

QString Autosave::writeNow()
{
    m_pending.stop();
    if (!m_active || !m_session.hasGame())
        return QString();
    const QString error = GameFiles::save(m_session.game(), GameFiles::autosavePath());
    return error.isEmpty() ? QString() : tr("The game in progress could not be kept: %1").arg(error);
}
