#include "backend/cuda/compile_failure.hpp"

#include <filesystem>
#include <fstream>
#include <system_error>

#include "backend/cache/kernel_cache.hpp"
#include "prism/prism.hpp"

namespace prism::backend::cuda {
namespace {

// Returns a sentence saying where the source went, or why it could not be saved.
std::string save_source(const std::string& source) {
    std::error_code error;
    std::filesystem::path directory = std::filesystem::temp_directory_path(error);
    if (error) return "the source could not be saved (no temp directory: " + error.message() + ")";
    std::filesystem::path file = directory / ("prism-nvrtc-failed-" + cache::hex_digest(source) + ".cu");
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << source;
    out.close();
    if (!out) return "the source could not be saved to " + file.string();
    return "full source: " + file.string();
}

}  // namespace

std::string first_lines(const std::string& text, int max_lines) {
    std::size_t end = 0;
    int lines = 0;
    while (end < text.size() && lines < max_lines) {
        std::size_t newline = text.find('\n', end);
        end = newline == std::string::npos ? text.size() : newline + 1;
        ++lines;
    }
    if (end >= text.size()) return text;
    std::size_t rest = 0;
    for (std::size_t i = end; i < text.size(); ++i) rest += text[i] == '\n';
    return text.substr(0, end) + "... (" + std::to_string(rest + 1) + " more lines)\n";
}

void throw_compile_failure(const std::string& source, const std::string& log, const std::string& options) {
    std::string message = "NVRTC could not compile a generated kernel (options: " + options + "); " +
                          save_source(source) + "\n" + first_lines(log, 30) +
                          "This is a bug in prism's code generator; please report it with the source file.";
    throw Error(Status::compile_failed, std::move(message));
}

}  // namespace prism::backend::cuda
