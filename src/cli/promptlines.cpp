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

std::optional<std::string> PromptLines::ask(std::string_view question)
{
    m_out << question << std::flush;
    std::string answer;
    if (!std::getline(m_in, answer)) {
        if (!question.empty())
            m_out << '\n' << std::flush;
        return std::nullopt;
    }
    ++m_lineNumber;
    if (m_echo)
        m_out << answer << '\n';
    return answer;
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
