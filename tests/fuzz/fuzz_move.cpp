// Move parsing and apply() of every family under libFuzzer. The first byte
// picks the family (in registry order); the rest is either a list of moves
// played on the family's sample board, or a board file, a line "%%", then the
// moves.
#include "fuzzcheck.h"

#include <cstdint>

using namespace pb;

namespace {

PuzzlePtr parseOrDie(std::string_view text, std::string_view extension)
{
    auto parsed = parseBoard(text, extension);
    if (auto *error = std::get_if<ParseError>(&parsed))
        fuzz::fail("sample board does not parse", error->toString());
    return std::move(std::get<PuzzlePtr>(parsed));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const FamilyInfo &picked = families()[data[0] % families().size()];
    const std::string_view extension = picked.extension;
    std::string_view rest(reinterpret_cast<const char *>(data + 1), size - 1);

    PuzzlePtr position;
    if (const auto split = rest.find("\n%%\n"); split != std::string_view::npos) {
        auto parsed = parseBoard(rest.substr(0, split + 1), extension);
        if (auto *board = std::get_if<PuzzlePtr>(&parsed))
            position = std::move(*board);
        rest.remove_prefix(split + 4);
    }
    if (!position)
        position = parseOrDie(picked.sample, extension);

    const FamilyInfo &family = *familyById(position->family());
    for (const std::string_view move : fuzz::words(rest)) {
        const auto before = position->clone();
        if (const auto refusal = position->apply(move)) {
            fuzz::require(position->equals(*before), "a refused move changed the position", move);
            fuzz::require(!refusal->toString().empty(), "a refusal without a reason", move);
            continue;
        }
        const std::string saved = position->save();
        auto reparsed = family.parse(saved);
        if (auto *error = std::get_if<ParseError>(&reparsed)) {
            // A finished game may have no board file (Nim with every heap
            // empty; BoardFiles::save refuses it), a game in play always has.
            fuzz::require(position->legalMoves().empty(), "the position after a move does not save",
                          saved + "\n" + error->toString());
            continue;
        }
        const Puzzle &again = *std::get<PuzzlePtr>(reparsed);
        fuzz::require(again.save() == saved, "saving after a move is not stable", saved);
        fuzz::require(again.equals(*position), "the position after a move saves as another one", saved);
        (void)position->render();
    }
    return 0;
}
