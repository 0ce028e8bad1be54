// The on-disk cache of compiled kernels, shared by every backend.
//
// An entry is one file named by a hash of its key. The file holds a header (magic, format version,
// the full key text, payload size, payload checksum) and the payload (a cubin, or an OpenCL program
// binary). The full key is compared on load, so a hash collision is a miss, never a wrong kernel.
// Entries are written to a temporary file in the same directory and renamed into place, so a reader
// in another process sees either the whole entry or none. A truncated or corrupt entry fails its
// checksum, is ignored (and removed), and the caller compiles and stores it again.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace prism::backend::cache {

// What makes two compiled binaries interchangeable.
struct CacheKey {
    std::string source_hash;        // hex digest of the generated source
    std::string generator_version;  // prism's generator version
    std::string device;             // device identity: name + architecture (+ driver for OpenCL)
    std::string compiler;           // NVRTC version / OpenCL driver+compiler version
    std::string options;            // compiler options

    std::string text() const;       // canonical one-line form, stored in the entry
};

// A 64-bit FNV-1a digest, as 16 hex digits (used for source hashes and file names).
std::string hex_digest(const std::string& bytes);

// The default directory: $PRISM_CACHE_DIR, else $XDG_CACHE_HOME/prism, else $HOME/.cache/prism.
std::filesystem::path default_directory();
// False when PRISM_CACHE is set to 0/off/false.
bool enabled_by_environment();

class KernelCache {
public:
    explicit KernelCache(std::filesystem::path directory);

    // The cached payload for this key, or nullopt on a miss or a bad entry (never throws).
    std::optional<std::vector<std::uint8_t>> load(const CacheKey& key) const;
    // Best effort: a cache that cannot be written is not an error for the caller (never throws).
    void store(const CacheKey& key, const std::vector<std::uint8_t>& payload) const;

    const std::filesystem::path& directory() const { return directory_; }
    std::filesystem::path entry_path(const CacheKey& key) const;

private:
    std::filesystem::path directory_;
};

// Opens the cache the settings describe, or returns nullptr when caching is off.
std::shared_ptr<const KernelCache> open_cache(bool enabled, const std::string& directory);

}  // namespace prism::backend::cache
