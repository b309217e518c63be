#include "promptlines.h"

#include "core/common/textscan.h"

#include <istream>
#include <limits>
#include <ostream>

PromptLines::PromptLines(std::istream &in, std::ostream &out, bool echo)
    : m_in(in)
    , m_out(out)
    , m_echo(echo)
{
}

std::optional<PromptLines::Answer> PromptLines::ask(std::string_view question)
{
    m_out << question << std::flush;
    if (m_inLongLine) {
        m_in.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        m_inLongLine = false;
    }
    Answer answer;
    bool read = false;
    for (char c; m_in.get(c);) {
        read = true;
        if (c == '\n')
            break;
        if (answer.text.size() == kLongestLine) {
            answer.text.clear();
            answer.tooLong = true;
            m_inLongLine = true;
            break;
        }
        answer.text += c;
    }
    if (!read) {
        if (!question.empty())
            m_out << '\n' << std::flush;
        return std::nullopt;
    }
    ++m_lineNumber;
    // A refused line is not repeated: the reason follows on a line of its own.
    if (m_echo)
        m_out << answer.text << '\n';
    return answer;
}

std::string tooLongReason()
{
    return "the line is longer than " + std::to_string(PromptLines::kLongestLine) + " characters, longer than any answer here";
}

std::string_view trimmedAnswer(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

std::optional<int> wholeNumber(std::string_view text)
{
    return pb::text::wholeNumber(trimmedAnswer(text), std::numeric_limits<int>::min());
}

std::string quoted(std::string_view text)
{
    std::string result(1, '\'');
    result += text;
    result += '\'';
    return result;
}

std::string stdinError(int line, int column, std::string_view reason)
{
    return "stdin:" + std::to_string(line) + ':' + std::to_string(column) + ": " + std::string(reason) + '\n';
}
