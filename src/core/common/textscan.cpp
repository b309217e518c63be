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
