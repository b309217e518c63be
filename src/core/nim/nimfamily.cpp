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
        PB_TRANSLATE_NOOP("Family", "Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game."),
    };
    return info;
}

} // namespace pb
