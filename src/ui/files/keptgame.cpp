#include "keptgame.h"

#include "fileactions.h"
#include "../../service/autosave.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QWindow>

KeptGame::KeptGame(QMainWindow *window, GameSession &session, FileActions &files)
    : QObject(window)
    , m_window(window)
    , m_files(files)
    , m_autosave(new Autosave(session, this))
{
    connect(m_autosave, &Autosave::failed, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 6000); });
}

// Before the window's features go: the autosave writes a pending change,
// which reads the session.
KeptGame::~KeptGame()
{
    delete m_autosave;
}

bool KeptGame::resume(QString *message)
{
    const QString setAside = Autosave::lastStartUnfinished() ? offerToSetAside() : QString();
    // The application sees the expose of a native window that does not exist
    // until show() makes it.
    qApp->installEventFilter(this);
    const bool resumed = m_autosave->resume(message);
    *message = QStringList{setAside, *message}.join(QLatin1Char(' ')).trimmed();
    return resumed;
}

QString KeptGame::offerToSetAside()
{
    QMessageBox box(QMessageBox::Warning, tr("Restore the Game from Last Time?"),
                    tr("Puzzlebox did not finish starting last time: it stopped while restoring the game in "
                       "progress, which may be the cause."),
                    QMessageBox::NoButton, m_window);
    box.setInformativeText(tr("Set that game aside to start with a new one (it is kept under a new name beside it "
                              "in %1), or try to restore it once more.")
                               .arg(QDir::toNativeSeparators(QFileInfo(Autosave::resumingMarkerPath()).absolutePath())));
    QPushButton *setAside = box.addButton(tr("Set Game Aside"), QMessageBox::AcceptRole);
    QPushButton *restore = box.addButton(tr("Restore Again"), QMessageBox::RejectRole);
    setAside->setObjectName(QStringLiteral("setAsideButton"));
    restore->setObjectName(QStringLiteral("restoreButton"));
    box.setDefaultButton(setAside);
    box.exec();
    if (box.clickedButton() != setAside)
        return QString();
    const QString aside = Autosave::setAsideKeptGame();
    return aside.isEmpty() ? tr("The game from last time could not be set aside, so it is restored once more.")
                           : tr("The game from last time is kept as %1; a new game begins.").arg(QDir::toNativeSeparators(aside));
}

bool KeptGame::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Expose && watched == m_window->windowHandle() && m_window->windowHandle()->isExposed()) {
        m_autosave->startFinished();
        qApp->removeEventFilter(this);
    }
    return false;
}

bool KeptGame::mayQuit()
{
    for (;;) {
        const QString error = m_autosave->writeNow();
        if (error.isEmpty())
            return true;
        QMessageBox box(QMessageBox::Warning, tr("Quit Without the Game in Progress?"), error, QMessageBox::NoButton,
                        m_window);
        box.setInformativeText(tr("If Puzzlebox quits now, the moves since the game was last kept are lost. Keep "
                                  "Trying writes it once more; Save As… saves it in a file of your choice."));
        QPushButton *keepTrying = box.addButton(tr("Keep Trying"), QMessageBox::RejectRole);
        QPushButton *saveAs = box.addButton(tr("Save As…"), QMessageBox::ActionRole);
        QPushButton *quit = box.addButton(tr("Quit Anyway"), QMessageBox::DestructiveRole);
        keepTrying->setObjectName(QStringLiteral("keepTryingButton"));
        saveAs->setObjectName(QStringLiteral("saveAsButton"));
        quit->setObjectName(QStringLiteral("quitAnywayButton"));
        box.setDefaultButton(keepTrying);
        box.setEscapeButton(keepTrying);
        box.exec();
        if (box.clickedButton() == quit)
            return true;
        if (box.clickedButton() == saveAs) {
            if (m_files.saveGameAs())
                return true;
            continue;
        }
        // Once more now; if it still fails, the window stays open for the
        // player to make room and quit again.
        const QString again = m_autosave->writeNow();
        if (again.isEmpty())
            return true;
        m_window->statusBar()->showMessage(again);
        return false;
    }
}
