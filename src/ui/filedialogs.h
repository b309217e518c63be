#pragma once

#include <QIcon>

#include <functional>
#include <QString>
#include <QStyle>

class QWidget;

// Small helpers the window's actions share.

// The desktop's icon theme first; else the SVG bundled under the same name,
// sharp at any scale; the style's bitmap only for a name not bundled.
QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style);

// Asks where to save; empty when cancelled. A file name typed without a suffix
// gets the one of the filter chosen, when that filter names a single one
// ("PNG images (*.png)").
QString askSavePath(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix);

// Asks where to save, then writes there with `write` (which returns an empty
// string, or the reason it failed, shown in a message box titled
// `failureTitle`). Returns the path written; empty when cancelled or failed.
QString saveWithDialog(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                       const QString &failureTitle, const std::function<QString(const QString &path)> &write);
