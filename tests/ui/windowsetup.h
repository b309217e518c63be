#pragma once

// How the window tests start their MainWindow: moves without animation unless
// a test times them, a size that shows the whole board, shown and exposed
// before the test clicks anything.

#include "core/common/registry.h"
#include "ui/mainwindow.h"

#include <QFile>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

namespace windowsetup {

// Whether the window was exposed; init() QVERIFYs it.
[[nodiscard]] inline bool show(MainWindow &window, QSize size, int animationMillis = 0)
{
    window.setAnimationMillis(animationMillis);
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// Opens the sample board of the family whose files end in `extension`,
// written to `dir` as a person's file; what Open refused with, empty when
// it opened.
[[nodiscard]] inline QString openSample(MainWindow &window, const QTemporaryDir &dir, const QString &extension)
{
    const pb::FamilyInfo *family = nullptr;
    for (const pb::FamilyInfo &each : pb::families())
        family = QLatin1String(each.extension) == extension ? &each : family;
    if (!family)
        return QStringLiteral("no family reads .") + extension;
    const QString path = dir.filePath(QStringLiteral("sample.") + extension);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return file.errorString();
    file.write(family->sample);
    file.close();
    return window.loadFile(path);
}

} // namespace windowsetup
