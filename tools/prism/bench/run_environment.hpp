// Where and when a benchmark ran, for its result file: results without their date, machine and
// commit cannot be compared later (DESIGN.md §6).
#pragma once

#include <string>

namespace prism::cli::bench {

struct RunEnvironment {
    std::string date_utc;  // "2026-11-21T14:03:07Z"
    std::string host;
    std::string commit;         // "5714e73..." with " (modified)" when tracked files had local changes
    std::string commit_source;  // "build time", "git at run time", or "unknown"
    std::string prism_version;
};

// The commit recorded when the tool was built (a GPU machine may get the tree without its .git);
// when git was unavailable then, asks git in the source tree and in the working folder.
RunEnvironment describe_environment();

}  // namespace prism::cli::bench
