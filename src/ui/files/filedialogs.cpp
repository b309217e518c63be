#include "filedialogs.h"

#include "../../service/appsettings.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScreen>

void setActionLooks(std::initializer_list<ActionLook> looks, const QStyle *style)
{
    for (const ActionLook &look : looks) {
        look.action->setShortcut(look.keys);
        look.action->setIcon(themedIcon(QString::fromLatin1(look.icon), look.fallback, style));
    }
}

namespace {

// Qt's own dialog opens at a size that cuts its columns (name, size, type,
// date): wide enough for them, within the screen.
void fitToScreen(QFileDialog &dialog, const QWidget *parent)
{
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize room = screen ? screen->availableSize() * 9 / 10 : QSize(900, 600);
    dialog.resize(dialog.sizeHint().expandedTo(QSize(900, 560)).boundedTo(room));
}

} // namespace

QString askOpenPath(QWidget *parent, const QString &title, const QString &filters, const QString &folderPurpose)
{
    AppSettings settings;
    QFileDialog dialog(parent, title, settings.lastFolder(folderPurpose), filters);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    fitToScreen(dialog, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return QString();
    const QString path = dialog.selectedFiles().constFirst();
    settings.setLastFolder(folderPurpose, QFileInfo(path).absolutePath());
    return path;
}

QString askSavePath(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                    const QString &suggestedPath)
{
    AppSettings settings;
    // A bare name goes in the folder the last dialog went to.
    const QString lastFolder = settings.lastFolder(kGameFolder);
    const bool bareName = !suggestedPath.isEmpty() && !suggestedPath.contains(QLatin1Char('/'));
    QFileDialog dialog(parent, title, bareName && !lastFolder.isEmpty() ? QDir(lastFolder).filePath(suggestedPath) : suggestedPath,
                       filters);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    fitToScreen(dialog, parent);
    dialog.setDefaultSuffix(defaultSuffix);
    QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString &filter) {
        static const QRegularExpression single(QStringLiteral("\\(\\*\\.(\\w+)\\)$"));
        if (const QRegularExpressionMatch match = single.match(filter); match.hasMatch())
            dialog.setDefaultSuffix(match.captured(1));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return QString();
    const QString path = dialog.selectedFiles().constFirst();
    settings.setLastFolder(kGameFolder, QFileInfo(path).absolutePath());
    return path;
}

QString saveWithDialog(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                       const QString &suggestedPath, const QString &failureTitle,
                       const std::function<QString(const QString &path)> &write)
{
    const QString path = askSavePath(parent, title, filters, defaultSuffix, suggestedPath);
    if (path.isEmpty())
        return QString();
    if (const QString error = write(path); !error.isEmpty()) {
        QMessageBox::warning(parent, failureTitle, error);
        return QString();
    }
    return path;
}
