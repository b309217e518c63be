#include "parseerror.h"

namespace pb {

std::string ParseError::toString() const
{
    return std::to_string(line) + ':' + std::to_string(column) + ": " + reason.toString();
}

} // namespace pb
