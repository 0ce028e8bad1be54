// The few file operations the kernel cache needs, with the guarantees it relies on: a whole-file
// read, an atomic replace (temp file + fsync + rename) and a delete that spares a file another
// process has just renamed into place. None of them throws; failures are reported as results.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <vector>

namespace prism::backend::cache {

// Which inode a path named when it was read.
struct FileIdentity {
    std::uint64_t device = 0;
    std::uint64_t inode = 0;
};

struct FileContents {
    std::vector<std::uint8_t> bytes;
    FileIdentity identity;
};

// The whole file, or nullopt if it is missing or unreadable.
std::optional<FileContents> read_whole_file(const std::filesystem::path& path);

// Writes `parts` one after another to a fresh temporary file next to `target`, flushes it to disk
// and renames it over `target`, creating the directory first. False if any step failed (and then
// no temporary file is left behind).
bool replace_file_atomically(const std::filesystem::path& target,
                             std::span<const std::span<const std::uint8_t>> parts);

// Deletes `path` if it still names the file that was read; a newer file renamed into place since
// then is left alone.
void remove_if_unchanged(const std::filesystem::path& path, const FileIdentity& identity);

}  // namespace prism::backend::cache
