#include "textscan.h"

#include <algorithm>
#include <cstdio>

namespace pb::text {

std::size_t utf8Length(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // overlong
        else if (lead == 0xED)
            high = 0x9F; // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90; // overlong
        else if (lead == 0xF4)
            high = 0x8F; // beyond U+10FFFF
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    if (byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (std::size_t k = 2; k < length; ++k) {
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    }
    return length;
}

std::vector<Char> charsOf(std::string_view line)
{
    std::vector<Char> chars;
    int column = 1;
    for (std::size_t i = 0; i < line.size(); ++column) {
        // A byte that starts no valid sequence is a character of its own,
        // which describe() then writes as its code.
        const std::size_t length = std::max<std::size_t>(utf8Length(line, i), 1);
        chars.push_back(Char{line.substr(i, length), column});
        i += length;
    }
    return chars;
}

std::string_view withoutByteOrderMark(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    return text;
}

int columns(std::string_view text)
{
    return int(charsOf(text).size());
}

std::vector<Line> lines(std::string_view text)
{
    std::vector<Line> out;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        out.push_back(Line{line, int(out.size()) + 1});
        start = end + 1;
    }
    return out;
}

std::vector<Word> words(std::string_view line)
{
    std::vector<Word> out;
    const std::vector<Char> chars = charsOf(line);
    for (std::size_t i = 0; i < chars.size();) {
        if (chars[i].isSpace()) {
            ++i;
            continue;
        }
        const std::size_t first = i;
        while (i < chars.size() && !chars[i].isSpace())
            ++i;
        const char *begin = chars[first].bytes.data();
        const char *end = chars[i - 1].bytes.data() + chars[i - 1].bytes.size();
        out.push_back(Word{std::string_view(begin, std::size_t(end - begin)), chars[first].column});
    }
    return out;
}

std::string describe(const Char &ch)
{
    const auto lead = static_cast<unsigned char>(ch.bytes[0]);
    if (ch.bytes.size() == 1 && (lead < 0x20 || lead >= 0x7f)) {
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "\\x%02X", lead);
        return buffer;
    }
    return std::string(ch.bytes);
}

std::string shortened(std::string_view text, std::size_t maxChars)
{
    const std::vector<Char> chars = charsOf(text);
    std::string out;
    for (std::size_t i = 0; i < std::min(maxChars, chars.size()); ++i)
        out += describe(chars[i]);
    if (chars.size() > maxChars)
        out += "...";
    return out;
}

} // namespace pb::text
