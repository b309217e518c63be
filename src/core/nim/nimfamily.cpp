#include "../common/registry.h"
#include "nimfile.h"
#include "nimgameid.h"
#include "nimgenerator.h"
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
        nim::generateNim,
        "Nim: --size N heaps (1 to 8), each of at least one stone, for the person to move; "
        "--winning (the default) or --losing for the person, in normal play or with --misere "
        "(whoever takes the last stone loses). --moves is not taken. Easy: 3 heaps of "
        "up to 7 stones, medium: 4 of up to 12, hard: 5 of up to 20 (a --size keeps its number of heaps).",
        true,
        nim::parseGameId,
        nim::kGenerateOptions,
    };
    return info;
}

} // namespace pb
