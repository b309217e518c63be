#include "message.h"

namespace pb {

std::string Message::toString() const
{
    std::string out;
    for (const char *p = text; p && *p; ++p) {
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

} // namespace pb
