#include "backend/cache/kernel_cache.hpp"

#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <system_error>

#include "backend/cache/digest.hpp"
#include "backend/cache/entry_format.hpp"
#include "backend/cache/file_io.hpp"

namespace prism::backend::cache {
namespace {

// Backslash-escapes the separators, so that distinct keys always have distinct texts.
void append_field(std::string& out, const char* name, const std::string& value) {
    out += ';';
    out += name;
    out += '=';
    for (char c : value) {
        switch (c) {
            case '\\': out += "\\\\"; break;
            case ';': out += "\\;"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            default: out += c;
        }
    }
}

// A set, non-empty environment variable.
std::optional<std::string> environment(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') return std::nullopt;
    return std::string(value);
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// The last resort when no home is known. Per user, so that one user cannot plant kernels another
// user's process would run.
std::filesystem::path temporary_directory() {
    std::error_code ec;
    std::filesystem::path base = std::filesystem::temp_directory_path(ec);
    if (ec) base = "/tmp";
    return base / ("prism-cache-" + std::to_string(::getuid()));
}

std::optional<std::vector<std::uint8_t>> load_entry(const std::filesystem::path& path,
                                                    const std::string& key) {
    auto file = read_whole_file(path);
    if (!file) return std::nullopt;
    EntryView entry = check_entry(file->bytes, key);
    if (entry.check == EntryCheck::corrupt) remove_if_unchanged(path, file->identity);
    if (entry.check != EntryCheck::valid) return std::nullopt;
    std::vector<std::uint8_t> payload = std::move(file->bytes);
    payload.erase(payload.begin(), payload.begin() + static_cast<std::ptrdiff_t>(entry.payload_offset));
    return payload;
}

}  // namespace

std::string CacheKey::text() const {
    std::string out = "prism-kernel";
    append_field(out, "source", source_hash);
    append_field(out, "generator", generator_version);
    append_field(out, "device", device);
    append_field(out, "compiler", compiler);
    append_field(out, "options", options);
    return out;
}

std::string hex_digest(const std::string& bytes) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx",
                  static_cast<unsigned long long>(fnv1a64(bytes.data(), bytes.size())));
    return text;
}

std::filesystem::path default_directory() {
    if (auto dir = environment("PRISM_CACHE_DIR")) return *dir;
    // The XDG spec says a relative XDG_CACHE_HOME is invalid and to be ignored.
    if (auto xdg = environment("XDG_CACHE_HOME"); xdg && std::filesystem::path(*xdg).is_absolute())
        return std::filesystem::path(*xdg) / "prism";
    if (auto home = environment("HOME")) return std::filesystem::path(*home) / ".cache" / "prism";
    return temporary_directory();
}

bool enabled_by_environment() {
    auto value = environment("PRISM_CACHE");
    if (!value) return true;
    std::string setting = lower(*value);
    return setting != "0" && setting != "off" && setting != "false";
}

KernelCache::KernelCache(std::filesystem::path directory) : directory_(std::move(directory)) {}

std::filesystem::path KernelCache::entry_path(const CacheKey& key) const {
    return directory_ / (hex_digest(key.text()) + ".bin");
}

std::optional<std::vector<std::uint8_t>> KernelCache::load(const CacheKey& key) const {
    try {
        return load_entry(entry_path(key), key.text());
    } catch (...) {  // std::bad_alloc or a path conversion: a miss, the caller compiles
        return std::nullopt;
    }
}

void KernelCache::store(const CacheKey& key, const std::vector<std::uint8_t>& payload) const {
    try {
        std::string text = key.text();
        std::vector<std::uint8_t> header = encode_entry_header(text, payload);
        std::span<const std::uint8_t> parts[] = {header, payload};
        replace_file_atomically(entry_path(key), parts);
    } catch (...) {  // a cache that cannot be written only costs a compile next time
    }
}

std::shared_ptr<const KernelCache> open_cache(bool enabled, const std::string& directory) {
    if (!enabled || !enabled_by_environment()) return nullptr;
    std::filesystem::path dir = directory.empty() ? default_directory() : std::filesystem::path(directory);
    return std::make_shared<const KernelCache>(std::move(dir));
}

}  // namespace prism::backend::cache
