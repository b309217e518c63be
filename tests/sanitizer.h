#pragma once

// Which sanitizer a test binary is built with (GCC defines __SANITIZE_*__,
// clang answers __has_feature): some checks mean nothing under one, as
// resident memory under AddressSanitizer's quarantine, or need more room, as
// a latency under ThreadSanitizer's slowdown.

#if defined(__has_feature)
#define PUZZLEBOX_HAS_FEATURE(x) __has_feature(x)
#else
#define PUZZLEBOX_HAS_FEATURE(x) 0
#endif

#if defined(__SANITIZE_ADDRESS__) || PUZZLEBOX_HAS_FEATURE(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif

#if defined(__SANITIZE_THREAD__) || PUZZLEBOX_HAS_FEATURE(thread_sanitizer)
inline constexpr bool kThreadSanitizer = true;
#else
inline constexpr bool kThreadSanitizer = false;
#endif

// AddressSanitizer holds freed memory in quarantine (hundreds of MiB) and
// ThreadSanitizer maps shadow memory beside every page touched, so a
// process's resident size says nothing of a leak or a budget under either
// (LeakSanitizer checks the leaks).
inline constexpr bool kResidentMemoryMeans = !kAddressSanitizer && !kThreadSanitizer;

// A sanitizer checks the code a sweep runs through, not its answers, which
// the plain run checks case by case: a sanitized run of a long sweep takes
// every kSanitizedStride-th case, and each still runs the whole search, its
// threads included, several times slower.
inline constexpr bool kSanitized = kAddressSanitizer || kThreadSanitizer;
inline constexpr int kSanitizedStride = kSanitized ? 4 : 1;
