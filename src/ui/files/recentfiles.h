#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class AppSettings;
class QMenu;

// Game ▸ Open Recent: the files opened or saved last, kept in the window's
// AppSettings and shown in `menu` with a way to clear the list.
class RecentFiles : public QObject {
    Q_OBJECT

public:
    RecentFiles(QMenu *menu, AppSettings &settings, QObject *parent = nullptr);

    // Puts `path` first, once.
    void add(const QString &path);
    // The menu's entries for `paths`: each file's name, with enough of its
    // folders to tell apart two files of the same name.
    static QStringList labels(const QStringList &paths);

signals:
    void openRequested(const QString &path);

private:
    void rebuildMenu();

    QMenu *m_menu;
    AppSettings &m_settings;
};
