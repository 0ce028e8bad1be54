// FNV-1a, 64-bit: the one hash the kernel cache uses, for file names and payload checksums.
// It is not cryptographic; the cache compares the full key text, so a collision is only a miss.
#pragma once

#include <cstddef>
#include <cstdint>

namespace prism::backend::cache {

inline constexpr std::uint64_t k_fnv1a64_offset = 0xcbf29ce484222325ULL;
inline constexpr std::uint64_t k_fnv1a64_prime = 0x00000100000001b3ULL;

// Continues a digest over more bytes, so a caller can hash data in pieces.
inline std::uint64_t fnv1a64(const void* data, std::size_t size, std::uint64_t state = k_fnv1a64_offset) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
        state ^= bytes[i];
        state *= k_fnv1a64_prime;
    }
    return state;
}

}  // namespace prism::backend::cache
