#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

// Standard input read a line at a time for the original exercises' programs
// at the prompt (triangle, rectangle, fifteen, nim), with what a bad answer
// needs: the line number for `stdin:LINE:COL: reason`.
class PromptLines {
public:
    // The longest line read as an answer. The longest answer any of the
    // programs takes is a triangle board on one line, 15 values and the
    // spaces between them (29 characters); this leaves room for any spacing
    // a person types. A longer line is refused unread, so that input without
    // line breaks (`< /dev/zero`) never grows the program's memory.
    static constexpr std::size_t kLongestLine = 256;

    struct Answer {
        std::string text; // the line without its line break
        // Longer than kLongestLine: `text` is empty, and the rest of the line
        // is skipped when the next answer is asked for (never when the
        // program ends on it: a line that never ends is not read to its end).
        bool tooLong = false;
    };

    // With `echo`, each answer is written after its prompt as a terminal would
    // show it, so a session piped in from a file reads like one typed at the
    // keyboard.
    PromptLines(std::istream &in, std::ostream &out, bool echo);

    // Shows `question` (nothing when empty) and returns the next line, or
    // nothing at the end of input (after ending the prompt's line, so the
    // output ends with a line break).
    std::optional<Answer> ask(std::string_view question);

    // The number of the line ask() returned last, from 1.
    int lineNumber() const { return m_lineNumber; }
    std::ostream &out() { return m_out; }

private:
    std::istream &m_in;
    std::ostream &m_out;
    bool m_echo;
    int m_lineNumber = 0;
    bool m_inLongLine = false;
};

// Why an Answer that is tooLong is refused, as a reason of stdinError() or
// a line of its own at the prompt.
std::string tooLongReason();

// `text` without the spaces, tabs and carriage return around it.
std::string_view trimmedAnswer(std::string_view text);

// A whole number and nothing else (spaces around it aside), or nothing.
std::optional<int> wholeNumber(std::string_view text);

// `text` in single quotes, as a reason quotes what was read.
std::string quoted(std::string_view text);

// "stdin:LINE:COL: reason" and a line break, for stderr.
std::string stdinError(int line, int column, std::string_view reason);
