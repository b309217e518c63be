#include "../common/registry.h"
#include "rollerfile.h"
#include "rollergameid.h"
#include "rollergenerator.h"
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
        roller::generateRoller,
        "Roller-Board: --size RxC (rows x columns, 1 to 6 each; N is N x N; default 4x4). "
        "--moves N: a board whose fewest rolls are exactly N, from 1 to the size's largest "
        "distance (6x6: 14, 5x5: 10, 4x4: 8, 3x3: 4). Difficulties split that largest distance L: "
        "easy 2L/7 to L/2, medium to 11L/14, hard the rest (6x6: easy 4-7, medium 8-11, hard 12-14; "
        "4x4: 2-4, 5-6, 7-8).",
        false,
        roller::parseGameId,
    };
    return info;
}

} // namespace pb
