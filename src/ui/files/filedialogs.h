#pragma once

#include "../window/themedicon.h"

#include <QIcon>
#include <QKeySequence>

#include <functional>
#include <initializer_list>
#include <QString>
#include <QStyle>

class QAction;
class QWidget;

// Small helpers the window's actions share.

// How an action looks: its keys and its icon (by themedIcon()).
struct ActionLook {
    QAction *action;
    QKeySequence keys;
    const char *icon;
    QStyle::StandardPixmap fallback;
};
void setActionLooks(std::initializer_list<ActionLook> looks, const QStyle *style);

// The file dialogs open in the folder the last one for the same purpose went
// to (AppSettings::lastFolder()): games and boards, or pictures.
inline const QString kGameFolder = QStringLiteral("games");
inline const QString kPictureFolder = QStringLiteral("pictures");

// Asks which file to open; empty when cancelled.
QString askOpenPath(QWidget *parent, const QString &title, const QString &filters,
                    const QString &folderPurpose = kGameFolder);

// Asks where to save, offering `suggestedPath` (a name, which the dialog
// offers in the last games folder, or a path whose folder it opens in); empty
// when cancelled. A file name typed without a
// suffix gets the one of the filter chosen, when that filter names a single
// one ("PNG images (*.png)").
QString askSavePath(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                    const QString &suggestedPath = QString());

// Asks where to save, then writes there with `write` (which returns an empty
// string, or the reason it failed, shown in a message box titled
// `failureTitle`). Returns the path written; empty when cancelled or failed.
QString saveWithDialog(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                       const QString &suggestedPath, const QString &failureTitle,
                       const std::function<QString(const QString &path)> &write);
