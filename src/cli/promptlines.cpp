#include "promptlines.h"

#include <charconv>
#include <istream>
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
    text = trimmedAnswer(text);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
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
