#include "translatedmessage.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace {

// The core writes numbers as plain digits; a person reads them grouped the
// way the locale groups them (25,165,912; 25.165.912 in German). Anything
// else, "0-4-3-7" or "007", is left as it is.
QString localized(const std::string &argument)
{
    const QString text = QString::fromStdString(argument);
    const bool plainNumber = !text.isEmpty() && text.size() <= 19 && (text == u"0" || text.front() != u'0')
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    return plainNumber ? QLocale().toString(text.toLongLong()) : text;
}

// Whether the placeholder at `at` follows an opening quote: ' " ‘ ‚ “ „, or
// French « and ‹ with the space after them.
bool isQuoted(const QString &text, qsizetype at)
{
    const QStringView quotes = u"'\"\u2018\u201A\u201C\u201E\u00AB\u2039";
    qsizetype before = at - 1;
    if (before > 0 && (text.at(before) == QChar(0x00A0) || text.at(before) == QChar(0x202F) || text.at(before) == u' ')
        && (text.at(before - 1) == QChar(0x00AB) || text.at(before - 1) == QChar(0x2039)))
        --before;
    return before >= 0 && quotes.contains(text.at(before));
}

} // namespace

QString translated(const pb::Message &message)
{
    if (message.isEmpty())
        return QString();
    QString text;
    if (message.count < 0) {
        text = QCoreApplication::translate(message.context, message.text);
    } else {
        // The plural form is chosen by an int: a count past its range takes
        // the form of the largest, and its own digits.
        const int n = int(std::min<long long>(message.count, std::numeric_limits<int>::max()));
        text = QCoreApplication::translate(message.context, message.text, nullptr, n);
        // No catalogue has the text (puzzlebox-cli, or English before its
        // catalogue loads): the core's English plural, as Message::toString().
        if (text == QString::fromUtf8(message.text).replace(QStringLiteral("%n"), QString::number(n)))
            text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
        text.replace(QString::number(n), QLocale().toString(message.count));
    }
    // One pass over the template, so a "%2" inside the first argument stays as
    // it is. %1..%9, as in pb::Message::toString.
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t digit = i + 1 < text.size() ? text.at(i + 1).unicode() : u'\0';
        if (c == u'%' && digit >= u'1' && digit <= u'9') {
            const auto index = std::size_t(digit - u'1');
            if (index < message.args.size()) {
                // A quoted argument is what a file or the person wrote
                // ("'12345' is not a size"): it stays as written.
                out += isQuoted(text, i) ? QString::fromStdString(message.args[index]) : localized(message.args[index]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}
