#include "message.h"

#include <string_view>

namespace pb {

std::string Message::toString() const
{
    std::string out;
    for (const char *p = text; p && *p; ++p) {
        if (*p == '%' && p[1] == 'n' && count >= 0) {
            out += std::to_string(count);
            ++p;
            continue;
        }
        // The English plural of a counted text ("%n hole(s)"), which the
        // window takes from its translations instead.
        if (count >= 0 && std::string_view(p).starts_with("(s)")) {
            if (count != 1)
                out += 's';
            p += 2;
            continue;
        }
        if (*p == '%' && p[1] >= '1' && p[1] <= '9') {
            const auto index = static_cast<std::size_t>(p[1] - '1');
            if (index < args.size()) {
                out += args[index];
                ++p;
                continue;
            }
        }
        out += *p;
    }
    return out;
}

Message message(const char *context, const char *text, std::vector<std::string> args)
{
    return Message{context, text, std::move(args)};
}

Message countMessage(const char *context, const char *text, long long count, std::vector<std::string> args)
{
    return Message{context, text, std::move(args), count};
}

std::string mebibytes(std::size_t bytes)
{
    return std::to_string((bytes + (std::size_t(1) << 20) - 1) >> 20);
}

} // namespace pb
