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
        {},
        PB_TRANSLATE_NOOP("Family", "Roll rows and columns round until every one is on the top row."),
    };
    return info;
}

} // namespace pb
