// Turning an exception into the one-line report and the exit status the `prism` command promises.
#pragma once

#include <exception>

namespace prism::cli {

// Prints "prism: error: <message>" on stderr and returns the exit status for the exception
// (see exit_codes.hpp). Call from inside a catch block.
int report_current_exception() noexcept;

}  // namespace prism::cli
