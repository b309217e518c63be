#pragma once

// The words the input tests' data rows use for keys and moves.

#include <QHash>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace inputwords {

// The key a data row names ("Left", "Space", "Esc"); any other name gives a
// key no input rule answers.
inline int keyNamed(const QString &name)
{
    static const QHash<QString, int> keys{{QStringLiteral("Left"), Qt::Key_Left},   {QStringLiteral("Right"), Qt::Key_Right},
                                          {QStringLiteral("Up"), Qt::Key_Up},       {QStringLiteral("Down"), Qt::Key_Down},
                                          {QStringLiteral("Space"), Qt::Key_Space}, {QStringLiteral("Esc"), Qt::Key_Escape},
                                          {QStringLiteral("Escape"), Qt::Key_Escape}};
    return keys.value(name, Qt::Key_X);
}

// Moves as a data row writes them.
inline QStringList texts(const std::vector<std::string> &moves)
{
    QStringList list;
    for (const std::string &move : moves)
        list.append(QString::fromStdString(move));
    return list;
}

} // namespace inputwords
