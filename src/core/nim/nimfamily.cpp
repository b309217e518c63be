#include "../common/registry.h"
#include "nimfile.h"
#include "nimpuzzle.h"

namespace pb {

PB_FAMILY(nim)
{
    static const FamilyInfo info{
        nim::NimPuzzle::kFamily,
        "nim",
        PB_TRANSLATE_NOOP("Family", "Nim"),
        nim::parseNimBoard,
        "5 4 3\n",
        {},
    };
    return info;
}

} // namespace pb
