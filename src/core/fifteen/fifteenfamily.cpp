#include "../common/registry.h"
#include "fifteengameid.h"
#include "fifteengenerator.h"
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
        fifteen::generateFifteen,
        "Fifteen: --size N (3 to 9; default 4). 3x3: --moves N, fewest slides exactly N, 1 to 31; "
        "easy 8-15, medium 16-24, hard 25-31. 4x4: fewest slides exactly N, 1 to 50 (proved "
        "with the optimal solver; its tables are built once, about 6 s, and cached); easy 14-25, "
        "medium 26-39, hard 40-50. 5x5 and larger: N random slides from the goal (a shuffle's "
        "depth, not the fewest), 1 to 8 times the cells; the difficulties split that range the same way "
        "(5x5: easy 57-100, medium 101-157, hard 158-200).",
        false,
        fifteen::parseGameId,
    };
    return info;
}

} // namespace pb
