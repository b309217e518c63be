#include "textscan.h"

#include <algorithm>
#include <cstdio>

namespace pb::text {

std::vector<Char> charsOf(std::string_view line)
{
    std::vector<Char> chars;
    int column = 1;
    for (std::size_t i = 0; i < line.size(); ++column) {
        const auto lead = static_cast<unsigned char>(line[i]);
        const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        const std::size_t take = std::min(length, line.size() - i);
        chars.push_back(Char{line.substr(i, take), column});
        i += take;
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
