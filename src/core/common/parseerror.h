#pragma once

#include "message.h"

#include <variant>

namespace pb {

// Where a board file went wrong: 1-based line and column of the offending
// character (column 1 when the whole line is at fault, line 1 column 1 for an
// empty file), and why.
struct ParseError {
    int line = 1;
    int column = 1;
    Message reason;

    // "LINE:COL: reason" in English; callers put the file name in front.
    std::string toString() const;
};

template<class T>
using Parsed = std::variant<T, ParseError>;

} // namespace pb
