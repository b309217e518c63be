#include "../common/registry.h"
#include "rollerfile.h"
#include "rollerpuzzle.h"

namespace pb {

PB_FAMILY(roller)
{
    static const FamilyInfo info{
        roller::RollerPuzzle::kFamily,
        "rbd",
        PB_TRANSLATE_NOOP("Family", "Roller-Board"),
        roller::parseRollerBoard,
        "5 4\n0000\n1100\n1000\n0100\n0000\n",
        {.moveNotation = "R2L rolls row 2 left and R2R right, C1U rolls column 1 up and C1D down; "
                        "rows count from 0 at the top and columns from 0 at the left, as the app "
                        "labels them"},
        PB_TRANSLATE_NOOP("Family", "Roll rows and columns round until every one is on the top row."),
    };
    return info;
}

} // namespace pb
