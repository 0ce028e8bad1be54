// The exit statuses of the `prism` command, and the error type for bad command lines.
#pragma once

#include <stdexcept>
#include <string>

namespace prism::cli {

// Scripts tell "you called it wrong" from "the library failed" by these, so they are stable.
inline constexpr int k_exit_success = 0;
inline constexpr int k_exit_check_failed = 1;  // a result exceeded its error bound (demo, --precision-check)
inline constexpr int k_exit_usage = 2;         // bad arguments, or a bad input/output file
inline constexpr int k_exit_library = 3;       // the prism library reported an error

// The text every subcommand's --help ends with.
inline constexpr const char* k_exit_status_help =
    "Exit status: 0 success; 1 a result exceeded its error bound; 2 bad usage or a bad input/output "
    "file; 3 the prism library reported an error. Errors print one line, 'prism: error: ...', on stderr.";

// A command line that parses but asks for something impossible (an axis out of range, ...).
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace prism::cli
