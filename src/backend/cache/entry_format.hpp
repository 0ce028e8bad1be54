// The byte layout of one kernel-cache entry file, with no file access: encoding and checking only.
//
//   offset  size  field
//   0       8     magic "PRISMKC1"
//   8       4     format version (little endian)
//   12      8     key text length K (little endian)
//   20      K     key text
//   20+K    8     payload size P (little endian)
//   28+K    8     FNV-1a-64 of the payload (little endian)
//   36+K    P     payload
//
// Integers are written byte by byte in little-endian order, so entries do not depend on the host.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace prism::backend::cache {

inline constexpr char k_entry_magic[8] = {'P', 'R', 'I', 'S', 'M', 'K', 'C', '1'};
inline constexpr std::uint32_t k_entry_format_version = 1;

// Everything an entry file holds before its payload.
std::vector<std::uint8_t> encode_entry_header(const std::string& key_text,
                                              const std::vector<std::uint8_t>& payload);

enum class EntryCheck {
    valid,          // the entry is whole and belongs to the key
    corrupt,        // truncated, padded, wrong magic or wrong checksum: safe to delete
    other_version,  // a well-formed entry of another format version
    other_key,      // a well-formed entry of another key (a file-name collision)
};

struct EntryView {
    EntryCheck check = EntryCheck::corrupt;
    std::size_t payload_offset = 0;  // meaningful only when check is valid
};

// Checks a whole entry file against the key it should hold.
EntryView check_entry(const std::vector<std::uint8_t>& file, const std::string& key_text);

}  // namespace prism::backend::cache
