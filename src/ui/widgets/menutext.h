#pragma once

#include <QRegularExpression>
#include <QString>

// A menu entry's words as a sentence or a list names them: without the
// mnemonic's "&" (a doubled "&&" is a written "&"), or the whole "(&O)" that
// languages without Latin letters add for it ("فتح (&O)…"), and without the
// "…" that says a dialog follows.
inline QString plainMenuText(QString text)
{
    static const QRegularExpression addedMnemonic(QStringLiteral("\\s*\\(&[^&\\s]\\)"));
    text.remove(addedMnemonic);
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    else if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}
