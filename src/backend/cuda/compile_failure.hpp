// The error for a kernel NVRTC rejected: enough of the log to see the problem in the exception,
// and the whole source saved to a file so it can be read with its line numbers.
#pragma once

#include <string>

namespace prism::backend::cuda {

// Throws Error(compile_failed). Writes `source` to the system temp directory, named by its hash.
[[noreturn]] void throw_compile_failure(const std::string& source, const std::string& log,
                                        const std::string& options);

// The first `max_lines` lines of a log, with a note of how many were cut.
std::string first_lines(const std::string& text, int max_lines);

}  // namespace prism::backend::cuda
