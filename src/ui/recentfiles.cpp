#include "recentfiles.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace {

constexpr int kMaxRecentFiles = 8;
const auto kRecentFilesKey = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuildMenu();
}

void RecentFiles::add(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentFilesKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentFilesKey, files);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList files = QSettings().value(kRecentFilesKey).toStringList();
    for (const QString &path : files) {
        QAction *action = m_menu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (!files.isEmpty())
        m_menu->addSeparator();
    QAction *clear = m_menu->addAction(tr("&Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        QSettings().remove(kRecentFilesKey);
        rebuildMenu();
    });
}
