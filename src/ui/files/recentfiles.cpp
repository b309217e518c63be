#include "recentfiles.h"
#include "../window/actiongates.h"

#include "../../service/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

#include <algorithm>

namespace {

constexpr int kMaxRecentFiles = 8;

// The folders above `path`, nearest first.
QStringList foldersAbove(const QString &path)
{
    QStringList folders = QFileInfo(path).absolutePath().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    std::reverse(folders.begin(), folders.end());
    return folders;
}

} // namespace

QStringList RecentFiles::labels(const QStringList &paths)
{
    // Each file by its name, then as many of its folders, nearest first, as
    // tell it apart from another file of the same name: "board.rbd — easy".
    QStringList labels;
    for (const QString &path : paths) {
        const QString name = QFileInfo(path).fileName();
        const QStringList folders = foldersAbove(path);
        qsizetype depth = 0;
        for (const QString &other : paths) {
            if (other == path || QFileInfo(other).fileName() != name)
                continue;
            const QStringList otherFolders = foldersAbove(other);
            qsizetype same = 0;
            while (same < folders.size() && same < otherFolders.size() && folders.at(same) == otherFolders.at(same))
                ++same;
            depth = std::max(depth, std::min(same + 1, folders.size()));
        }
        QStringList shown = folders.mid(0, depth);
        std::reverse(shown.begin(), shown.end());
        labels << (shown.isEmpty() ? name : tr("%1 — %2", "file name, its folders").arg(name, shown.join(QLatin1Char('/'))));
    }
    return labels;
}

RecentFiles::RecentFiles(QMenu *menu, AppSettings &settings, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
    , m_settings(settings)
{
    rebuildMenu();
}

void RecentFiles::add(const QString &path)
{
    QStringList files = m_settings.recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setRecentFiles(files);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    m_menu->setToolTipsVisible(true);
    const QStringList files = m_settings.recentFiles();
    const QStringList shown = labels(files);
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        // A "&" in a file name is a letter, not a mnemonic.
        QAction *action = m_menu->addAction(QString(shown.at(i)).replace(QLatin1Char('&'), QStringLiteral("&&")));
        action->setToolTip(QDir::toNativeSeparators(path));
        ActionGates::declare(action, ActionGates::Gate::Replaces);
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (!files.isEmpty())
        m_menu->addSeparator();
    QAction *clear = m_menu->addAction(tr("&Clear List"));
    ActionGates::declare(clear, ActionGates::Gate::Looks);
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_settings.setRecentFiles({});
        rebuildMenu();
    });
}
