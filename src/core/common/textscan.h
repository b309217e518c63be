#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// Reading text files character by character, and quoting what was read in a
// message, the same way for every family's parser.
namespace pb::text {

// One character of a line: its bytes (a whole UTF-8 sequence) and its 1-based
// column counted in characters, as an editor shows it.
struct Char {
    std::string_view bytes;
    int column;

    char ascii() const { return bytes.size() == 1 ? bytes[0] : '\0'; }
    bool isSpace() const
    {
        const char ch = ascii();
        return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f';
    }
};

std::vector<Char> charsOf(std::string_view line);

// A file without the byte order mark some editors put in front of UTF-8: it is
// invisible there, so it must neither count as a column nor spoil a first word.
std::string_view withoutByteOrderMark(std::string_view text);

// Names a character for a message without putting control bytes into it
// ("\x01" for those).
std::string describe(const Char &ch);

// Quotes a word for a message: control bytes escaped, and cut after
// `maxChars` characters so a pasted paragraph or binary junk stays readable.
std::string shortened(std::string_view text, std::size_t maxChars = 24);

} // namespace pb::text
