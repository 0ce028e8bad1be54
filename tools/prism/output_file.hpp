// Writing an output file so that a failure never leaves a partial or stale-looking file behind.
#pragma once

#include <filesystem>

namespace prism::cli {

// Fails early, before any work, when `destination` cannot be written: its directory is missing or
// it is a directory itself. Throws prism::Error(io_error) naming it.
void check_destination(const std::filesystem::path& destination);

// A temporary path next to the destination (same directory, so the final rename is atomic). The
// caller writes to path(), then commit() renames it onto the destination; if commit() is never
// reached (an exception, an early return) the destructor removes the temporary file.
class PendingOutputFile {
public:
    explicit PendingOutputFile(std::filesystem::path destination);
    ~PendingOutputFile();
    PendingOutputFile(const PendingOutputFile&) = delete;
    PendingOutputFile& operator=(const PendingOutputFile&) = delete;

    const std::filesystem::path& path() const { return temporary_; }
    // Throws prism::Error(io_error) naming the destination if the rename fails.
    void commit();

private:
    std::filesystem::path destination_;
    std::filesystem::path temporary_;
    bool committed_ = false;
};

}  // namespace prism::cli
