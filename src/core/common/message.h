#pragma once

#include <string>
#include <vector>

// Marks an English text for lupdate (registered with -tr-function-alias) without
// pulling Qt into the core; the UI translates it when it shows it.
#define PB_TRANSLATE_NOOP(context, text) text
// The same for a text with a count, "%n hole(s)", translated with its plural forms.
#define PB_TRANSLATE_N_NOOP(context, text) text

namespace pb {

// A user-visible text produced by the core. The core never formats for a person:
// it hands over an English template with %1, %2 ... placeholders and the
// arguments, so the UI can translate the template first and the CLI can print it
// as is.
struct Message {
    const char *context = "";
    const char *text = "";
    std::vector<std::string> args;
    // For a text marked with PB_TRANSLATE_N_NOOP: the number %n stands for,
    // which picks the plural form. -1: none.
    long long count = -1;

    bool isEmpty() const { return text == nullptr || *text == '\0'; }
    // The English text with the arguments substituted.
    std::string toString() const;
};

// Builds a message; arguments are converted with std::to_string where needed.
Message message(const char *context, const char *text, std::vector<std::string> args = {});
// A message with a count (%n in the text).
Message countMessage(const char *context, const char *text, long long count, std::vector<std::string> args = {});

// A size in whole MiB for a message, rounded up: a need of 136 MiB and 4 KiB
// reads "137", never the same number as a budget it exceeds.
std::string mebibytes(std::size_t bytes);

} // namespace pb
