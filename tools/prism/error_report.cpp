#include "error_report.hpp"

#include <algorithm>
#include <cstdio>
#include <new>
#include <string>
#include <string_view>

#include "exit_codes.hpp"
#include "prism/prism.hpp"

namespace prism::cli {
namespace {

// File problems are the caller's input, not a library failure, so they share the usage status.
bool is_file_problem(Status status) {
    return status == Status::io_error || status == Status::invalid_file;
}

// Scripts and tests expect exactly one error line; a multi-line message (a compiler log) keeps its
// first line there and the rest indented below, so nothing is lost.
void print_error(std::string_view message) {
    const auto end_of_first = message.find('\n');
    std::fprintf(stderr, "prism: error: %.*s\n", static_cast<int>(message.substr(0, end_of_first).size()),
                 message.data());
    if (end_of_first == std::string_view::npos) return;
    std::string_view rest = message.substr(end_of_first + 1);
    while (!rest.empty()) {
        const auto end = rest.find('\n');
        const auto line = rest.substr(0, end);
        std::fprintf(stderr, "  %.*s\n", static_cast<int>(line.size()), line.data());
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    }
}

// The status name helps a bug report; it goes on the error line itself, not after a compiler log.
std::string with_status_on_first_line(std::string message, Status status) {
    const auto end_of_first = std::min(message.find('\n'), message.size());
    message.insert(end_of_first, std::string(" [") + status_name(status) + "]");
    return message;
}

}  // namespace

int report_current_exception() noexcept {
    try {
        throw;
    } catch (const UsageError& e) {
        print_error(e.what());
        return k_exit_usage;
    } catch (const Error& e) {
        if (is_file_problem(e.status())) {
            print_error(e.what());
            return k_exit_usage;
        }
        print_error(with_status_on_first_line(e.what(), e.status()));
        return k_exit_library;
    } catch (const std::bad_alloc&) {
        print_error("out of host memory");
        return k_exit_library;
    } catch (const std::exception& e) {
        print_error(std::string("unexpected failure: ") + e.what());
        return k_exit_library;
    } catch (...) {
        print_error("unexpected failure of an unknown kind");
        return k_exit_library;
    }
}

}  // namespace prism::cli
