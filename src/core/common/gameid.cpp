#include "gameid.h"

#include "registry.h"
#include "textscan.h"

#include <algorithm>

namespace pb {

namespace {

constexpr const char *kContext = "gameid";

bool isIdCharacter(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-'
           || ch == '.' || ch == '_' || ch == ':' || ch == '#';
}

bool isBlank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
}

char lower(char ch)
{
    return ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch;
}

bool sameIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

const FamilyInfo *familyNamed(std::string_view name)
{
    for (const FamilyInfo &family : families()) {
        if (sameIgnoringCase(name, family.id) || sameIgnoringCase(name, family.extension))
            return &family;
    }
    return nullptr;
}

std::string familiesWithIds()
{
    std::string names;
    for (const FamilyInfo &family : families()) {
        if (!family.parseGameId)
            continue;
        if (!names.empty())
            names += ", ";
        names += family.id;
    }
    return names;
}

// The first character no game ID has, refused before anything is read, so that
// every later column counts ASCII characters only.
void refuseForeignCharacters(std::string_view id, int firstColumn)
{
    for (std::size_t i = 0; i < id.size(); ++i) {
        if (isIdCharacter(id[i]))
            continue;
        GameIdScanner::fail(firstColumn + int(i),
                            message(kContext,
                                    PB_TRANSLATE_NOOP("gameid", "'%1' cannot be in a game ID: it has only letters, digits and the characters - . _ : #"),
                                    {text::describe(text::charsOf(id.substr(i)).front())}));
    }
}

std::string sizeField(const GenerateRequest &recipe)
{
    if (!recipe.shape.empty())
        return recipe.shape;
    if (recipe.rows == 0)
        return "default";
    std::string size = std::to_string(recipe.rows);
    if (recipe.columns != 0)
        size.append("x").append(std::to_string(recipe.columns));
    return size;
}

std::string levelField(const GenerateRequest &recipe)
{
    if (recipe.moves)
        return std::string("moves").append(std::to_string(*recipe.moves));
    switch (recipe.difficulty) {
    case Difficulty::Easy:
        return "easy";
    case Difficulty::Medium:
        return "medium";
    case Difficulty::Hard:
        return "hard";
    }
    return "medium";
}

// A word of the recipe: the lowercase letters from here on.
std::string_view word(GameIdScanner &scanner, std::string_view text, int firstColumn)
{
    const std::size_t start = std::size_t(scanner.column() - firstColumn);
    while (!scanner.atEnd() && scanner.peek() >= 'a' && scanner.peek() <= 'z')
        scanner.next();
    return text.substr(start, std::size_t(scanner.column() - firstColumn) - start);
}

constexpr std::uint64_t kLargestSide = 999;
constexpr std::uint64_t kLargestMoves = 100'000;
constexpr const char *kSizeExpected = PB_TRANSLATE_NOOP("gameid", "The recipe starts with the size: RxC, N or a board's name, each number from 1");

void readSize(GameIdScanner &scanner, std::string_view text, int firstColumn, GenerateRequest &recipe)
{
    const char ch = scanner.peek();
    if (ch >= '1' && ch <= '9') {
        recipe.rows = int(scanner.number(kLargestSide));
        if (scanner.take('x')) {
            if (scanner.peek() == '0')
                scanner.failHere(message(kContext, kSizeExpected));
            recipe.columns = int(scanner.number(kLargestSide));
        }
        return;
    }
    const std::string_view name = word(scanner, text, firstColumn);
    if (name.empty())
        scanner.failHere(message(kContext, kSizeExpected));
    if (name != "default")
        recipe.shape = std::string(name);
}

void readLevel(GameIdScanner &scanner, std::string_view text, int firstColumn, GenerateRequest &recipe)
{
    const int column = scanner.column();
    const std::string_view name = word(scanner, text, firstColumn);
    if (name == "easy")
        recipe.difficulty = Difficulty::Easy;
    else if (name == "medium")
        recipe.difficulty = Difficulty::Medium;
    else if (name == "hard")
        recipe.difficulty = Difficulty::Hard;
    else if (name == "moves")
        recipe.moves = int(scanner.number(kLargestMoves));
    else
        GameIdScanner::fail(column, message(kContext, PB_TRANSLATE_NOOP("gameid", "The recipe's difficulty is easy, medium, hard or movesN (exactly N moves)")));
}

constexpr std::string_view kLosing = "losing";

// The words a recipe of `family` may end with, in their order (".losing",
// then the family's own options).
std::string optionWords(const FamilyInfo &family)
{
    std::string words = family.generatesForAnOpponent ? std::string(".").append(kLosing) : std::string();
    for (const GenerateOption &own : family.generateOptions)
        words.append(words.empty() ? "." : " .").append(own.name);
    return words;
}

void expectDot(GameIdScanner &scanner)
{
    if (!scanner.take('.'))
        scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The recipe is SIZE.DIFFICULTY.SEED, its parts separated by '.'")));
}

GenerateRequest scanRecipe(std::string_view text, int firstColumn, const FamilyInfo &family)
{
    GameIdScanner scanner(text, firstColumn);
    GenerateRequest recipe;
    readSize(scanner, text, firstColumn, recipe);
    expectDot(scanner);
    readLevel(scanner, text, firstColumn, recipe);
    expectDot(scanner);
    recipe.seed = scanner.number(UINT64_MAX);
    const auto option = [&](std::string_view name) {
        if (scanner.peek() != '.' || text.substr(std::size_t(scanner.column() - firstColumn) + 1, name.size()) != name)
            return false;
        for (std::size_t taken = 0; taken <= name.size(); ++taken)
            scanner.next();
        return true;
    };
    if (family.generatesForAnOpponent)
        recipe.winning = !option(kLosing);
    for (const GenerateOption &own : family.generateOptions) {
        if (option(own.name))
            recipe.options.emplace_back(own.name);
    }
    if (!scanner.atEnd()) {
        const std::string options = optionWords(family);
        if (options.empty())
            scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The recipe ends after its seed")));
        scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The recipe ends after its seed, or after any of %1 in this order"),
                                 {options}));
    }
    return recipe;
}

// The family named before the ':' at the start of `id`.
const FamilyInfo &readFamily(std::string_view id, int firstColumn, std::size_t &nameEnd)
{
    nameEnd = std::min(id.find(':'), id.find('#'));
    const std::string_view name = id.substr(0, nameEnd);
    if (name.empty()) {
        GameIdScanner::fail(firstColumn, message(kContext, PB_TRANSLATE_NOOP("gameid", "A game ID starts with the puzzle's name, one of %1, then ':'"),
                                                 {familiesWithIds()}));
    }
    const FamilyInfo *family = familyNamed(name);
    if (!family || !family->parseGameId) {
        GameIdScanner::fail(firstColumn, message(kContext, PB_TRANSLATE_NOOP("gameid", "Unknown puzzle '%1': a game ID starts with one of %2, then ':'"),
                                                 {text::shortened(name), familiesWithIds()}));
    }
    if (nameEnd == std::string_view::npos || id[nameEnd] != ':') {
        GameIdScanner scanner(id, firstColumn);
        while (scanner.column() - firstColumn < int(name.size()))
            scanner.next();
        scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The puzzle's name is followed by ':' and the position")));
    }
    return *family;
}

ReadGameId readTrimmed(std::string_view id, int firstColumn)
{
    if (id.empty()) {
        GameIdScanner::fail(firstColumn, message(kContext, PB_TRANSLATE_NOOP("gameid", "The game ID is empty: it starts with the puzzle's name, one of %1, then ':' and the position"),
                                                 {familiesWithIds()}));
    }
    refuseForeignCharacters(id, firstColumn);
    std::size_t nameEnd = 0;
    const FamilyInfo &family = readFamily(id, firstColumn, nameEnd);
    const std::size_t bodyStart = nameEnd + 1;
    const std::size_t hash = id.find('#', bodyStart);
    const std::string_view body = id.substr(bodyStart, hash == std::string_view::npos ? std::string_view::npos : hash - bodyStart);
    GameIdScanner scanner(body, firstColumn + int(bodyStart));
    if (body.empty())
        scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The position comes after the puzzle's name and ':'")));
    ReadGameId read;
    read.position = family.parseGameId(scanner);
    if (!scanner.atEnd())
        scanner.failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "The position ends here, before an optional '#' and recipe")));
    if (hash == std::string_view::npos)
        return read;
    const int recipeColumn = firstColumn + int(hash) + 1;
    if (!family.generate) {
        GameIdScanner::fail(recipeColumn - 1, message(kContext, PB_TRANSLATE_NOOP("gameid", "These puzzles are not made to order, so their game ID has no '#' and recipe")));
    }
    read.recipe = scanRecipe(id.substr(hash + 1), recipeColumn, family);
    return read;
}

} // namespace

GameIdScanner::GameIdScanner(std::string_view text, int firstColumn)
    : m_text(text)
    , m_firstColumn(firstColumn)
{
}

bool GameIdScanner::take(char ch)
{
    if (atEnd() || m_text[m_next] != ch)
        return false;
    ++m_next;
    return true;
}

std::uint64_t GameIdScanner::number(std::uint64_t max)
{
    const int start = column();
    if (peek() < '0' || peek() > '9')
        failHere(message(kContext, PB_TRANSLATE_NOOP("gameid", "A number comes here")));
    std::size_t end = m_next;
    while (end < m_text.size() && m_text[end] >= '0' && m_text[end] <= '9')
        ++end;
    const std::string_view digits = m_text.substr(m_next, end - m_next);
    const std::optional<std::uint64_t> value = text::wholeNumber<std::uint64_t>(digits, 0, max);
    if (!value) {
        fail(start, message(kContext, PB_TRANSLATE_NOOP("gameid", "The number %1 is too large here: the most is %2"),
                            {text::shortened(digits), std::to_string(max)}));
    }
    m_next = end;
    return *value;
}

void GameIdScanner::fail(int column, Message reason)
{
    throw ParseError{1, column, std::move(reason)};
}

void GameIdScanner::failHere(Message reason) const
{
    fail(column(), std::move(reason));
}

Parsed<ReadGameId> readGameId(std::string_view id)
{
    std::size_t first = 0;
    while (first < id.size() && isBlank(id[first]))
        ++first;
    std::size_t last = id.size();
    while (last > first && isBlank(id[last - 1]))
        --last;
    try {
        // An ID of blanks alone is empty from its first character.
        return readTrimmed(id.substr(first, last - first), first == last ? 1 : int(first) + 1);
    } catch (ParseError &error) {
        return std::move(error);
    }
}

Parsed<GenerateRequest> readRecipe(std::string_view text, const FamilyInfo &family, int firstColumn)
{
    try {
        return scanRecipe(text, firstColumn, family);
    } catch (ParseError &error) {
        return std::move(error);
    }
}

bool looksLikeGameId(std::string_view text)
{
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos)
        return false;
    const FamilyInfo *family = familyNamed(text.substr(0, colon));
    return family && family->parseGameId;
}

std::string gameIdOf(const Puzzle &position, const GenerateRequest *recipe)
{
    const FamilyInfo &family = familyOf(position);
    if (!family.parseGameId)
        return {};
    std::string id(family.id);
    id.append(":").append(position.gameIdBody());
    if (recipe && family.generate)
        id.append("#").append(recipeText(*recipe, family));
    return id;
}

std::string recipeText(const GenerateRequest &recipe, const FamilyInfo &family)
{
    std::string text = sizeField(recipe);
    text.append(".").append(levelField(recipe)).append(".").append(std::to_string(recipe.seed));
    if (family.generatesForAnOpponent && !recipe.winning)
        text.append(".").append(kLosing);
    for (const GenerateOption &own : family.generateOptions) {
        if (asksFor(recipe, own.name))
            text.append(".").append(own.name);
    }
    return text;
}

} // namespace pb
