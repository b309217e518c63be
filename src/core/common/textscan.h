#pragma once

#include <charconv>
#include <concepts>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Reading text files character by character, and quoting what was read in a
// message, the same way for every family's parser.
namespace pb::text {

// The blanks that separate words; a line break is not among them, since the
// text is read a line at a time.
inline bool isSpace(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f';
}

// One character of a line: its bytes (a whole UTF-8 sequence) and its 1-based
// column counted in characters, as an editor shows it.
struct Char {
    std::string_view bytes;
    int column;

    char ascii() const { return bytes.size() == 1 ? bytes[0] : '\0'; }
    bool isSpace() const { return text::isSpace(ascii()); }
};

// The length of the valid UTF-8 sequence starting at text[i], or 0 when it is
// not one (stray continuation byte, overlong form, surrogate, beyond U+10FFFF,
// cut off).
std::size_t utf8Length(std::string_view text, std::size_t i);

std::vector<Char> charsOf(std::string_view line);

// A file without the byte order mark some editors put in front of UTF-8: it is
// invisible there, so it must neither count as a column nor spoil a first word.
std::string_view withoutByteOrderMark(std::string_view text);

// How many columns `text` takes: one a character.
int columns(std::string_view text);

// A line of a file without its line break ('\n' or "\r\n"), and its 1-based number.
struct Line {
    std::string_view text;
    int number;
};

// The lines of a file. A final '\n' ends the last line rather than starting an
// empty one, as editors count lines; an empty file has none.
std::vector<Line> lines(std::string_view text);

// A word of a line and the 1-based column of its first character.
struct Word {
    std::string_view text;
    int column;
};

// The words of a line, separated by blanks (isSpace()).
std::vector<Word> words(std::string_view line);

// All of `text` read as a whole number from `min` to `max`, or nothing. Only
// the digits 0-9 make one, after a '-' where `min` is negative: no '+', no
// blanks. std::from_chars alone would take a '-' whatever the range and stop
// quietly at the first character that is not a digit.
template <std::integral Number>
std::optional<Number> wholeNumber(std::string_view text, Number min = 0,
                                  Number max = std::numeric_limits<Number>::max())
{
    const std::size_t firstDigit = min < 0 && text.starts_with('-') ? 1 : 0;
    if (text.size() == firstDigit)
        return std::nullopt;
    for (const char ch : text.substr(firstDigit)) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
    }
    Number value{};
    if (std::from_chars(text.data(), text.data() + text.size(), value).ec != std::errc() || value < min || value > max)
        return std::nullopt;
    return value;
}

// Names a character for a message without putting control bytes into it
// ("\x01" for those).
std::string describe(const Char &ch);

// Quotes a word for a message: control bytes escaped, and cut after
// `maxChars` characters so a pasted paragraph or binary junk stays readable.
std::string shortened(std::string_view text, std::size_t maxChars = 24);

} // namespace pb::text
