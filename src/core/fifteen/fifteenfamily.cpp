#include "../common/registry.h"
#include "fifteenpuzzle.h"

namespace pb {

PB_FAMILY(fifteen)
{
    // 3 x 3: its solver answers at once, where 4 x 4 first builds its tables.
    static const FamilyInfo info{
        fifteen::FifteenPuzzle::kFamily,
        "fif",
        PB_TRANSLATE_NOOP("Family", "Fifteen"),
        fifteen::parseFifteenBoard,
        "3\n8 7 6\n5 4 3\n2 1 0\n",
        {},
        PB_TRANSLATE_NOOP("Family", "Slide the tiles back into order, on boards from 3 x 3 to 9 x 9."),
    };
    return info;
}

} // namespace pb
