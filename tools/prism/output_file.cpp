#include "output_file.hpp"

#include <unistd.h>

#include <random>
#include <string>
#include <system_error>

#include "prism/prism.hpp"

namespace prism::cli {
namespace {

// Hidden, and unique per process and call, so concurrent runs writing the same OUT do not collide.
std::filesystem::path temporary_name_for(const std::filesystem::path& destination) {
    std::random_device entropy;
    const std::string suffix = ".prism-tmp-" + std::to_string(::getpid()) + "-" + std::to_string(entropy());
    return destination.parent_path() / ("." + destination.filename().string() + suffix);
}

}  // namespace

void check_destination(const std::filesystem::path& destination) {
    std::error_code ec;
    const auto directory = destination.parent_path().empty() ? std::filesystem::path(".") : destination.parent_path();
    if (!std::filesystem::is_directory(directory, ec)) {
        throw Error(Status::io_error, destination.string() + ": cannot write: the directory " + directory.string() +
                                          " does not exist");
    }
    if (std::filesystem::is_directory(destination, ec)) {
        throw Error(Status::io_error, destination.string() + ": cannot write: it is a directory");
    }
}

PendingOutputFile::PendingOutputFile(std::filesystem::path destination)
    : destination_(std::move(destination)), temporary_(temporary_name_for(destination_)) {}

PendingOutputFile::~PendingOutputFile() {
    if (committed_) return;
    std::error_code ignored;  // the file may never have been created
    std::filesystem::remove(temporary_, ignored);
}

void PendingOutputFile::commit() {
    std::error_code ec;
    std::filesystem::rename(temporary_, destination_, ec);
    if (ec) throw Error(Status::io_error, destination_.string() + ": cannot write: " + ec.message());
    committed_ = true;
}

}  // namespace prism::cli
