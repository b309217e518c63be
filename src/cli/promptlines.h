#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

// Standard input read a line at a time for the original exercises' programs
// at the prompt (triangle, rectangle, fifteen), with what a bad answer needs:
// the line number for `stdin:LINE:COL: reason`.
class PromptLines {
public:
    // With `echo`, each answer is written after its prompt as a terminal would
    // show it, so a session piped in from a file reads like one typed at the
    // keyboard (as puzzlebox-cli nim does).
    PromptLines(std::istream &in, std::ostream &out, bool echo);

    // Shows `question` (nothing when empty) and returns the next line without
    // its line break, or nothing at the end of input (after ending the
    // prompt's line, so the output ends with a line break).
    std::optional<std::string> ask(std::string_view question);

    // The number of the line ask() returned last, from 1.
    int lineNumber() const { return m_lineNumber; }
    std::ostream &out() { return m_out; }

private:
    std::istream &m_in;
    std::ostream &m_out;
    bool m_echo;
    int m_lineNumber = 0;
};

// `text` without the spaces, tabs and carriage return around it.
std::string_view trimmedAnswer(std::string_view text);

// A whole number and nothing else (spaces around it aside), or nothing.
std::optional<int> wholeNumber(std::string_view text);

// `text` in single quotes, as a reason quotes what was read.
std::string quoted(std::string_view text);

// "stdin:LINE:COL: reason" and a line break, for stderr.
std::string stdinError(int line, int column, std::string_view reason);
