#include "filedialogs.h"

#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QRegularExpression>

QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    const QString bundled = QStringLiteral(":/icons/actions/%1.svg").arg(name);
    return QIcon::fromTheme(name, QFile::exists(bundled) ? QIcon(bundled) : style->standardIcon(fallback));
}

QString askSavePath(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix)
{
    QFileDialog dialog(parent, title, QString(), filters);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(defaultSuffix);
    QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString &filter) {
        static const QRegularExpression single(QStringLiteral("\\(\\*\\.(\\w+)\\)$"));
        if (const QRegularExpressionMatch match = single.match(filter); match.hasMatch())
            dialog.setDefaultSuffix(match.captured(1));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return QString();
    return dialog.selectedFiles().constFirst();
}

QString saveWithDialog(QWidget *parent, const QString &title, const QString &filters, const QString &defaultSuffix,
                       const QString &failureTitle, const std::function<QString(const QString &path)> &write)
{
    const QString path = askSavePath(parent, title, filters, defaultSuffix);
    if (path.isEmpty())
        return QString();
    if (const QString error = write(path); !error.isEmpty()) {
        QMessageBox::warning(parent, failureTitle, error);
        return QString();
    }
    return path;
}
