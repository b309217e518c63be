// One board file parser under libFuzzer; PUZZLEBOX_FUZZ_EXTENSION picks the
// family (the same source builds fuzz_peg, fuzz_rbd, fuzz_fif and fuzz_nim).
#include "fuzzcheck.h"

#include <cstdint>

using namespace pb;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const FamilyInfo *const family = [] {
        for (const FamilyInfo &info : families()) {
            if (info.extension == PUZZLEBOX_FUZZ_EXTENSION)
                return &info;
        }
        fuzz::fail("no family reads ." PUZZLEBOX_FUZZ_EXTENSION " files");
    }();

    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto parsed = parseBoard(text, family->extension);
    if (auto *error = std::get_if<ParseError>(&parsed)) {
        fuzz::require(error->line >= 1 && error->column >= 1, "error place before the start of the file", error->toString());
        fuzz::require(!error->reason.toString().empty(), "error without a reason");
        // parseBoard() refuses what is not text before the family sees it;
        // the family's parser must still survive such bytes on its own.
        if (checkIsText(text))
            (void)family->parse(text);
        return 0;
    }
    fuzz::checkPosition(*std::get<PuzzlePtr>(parsed), *family);
    return 0;
}
