#include "bench/run_environment.hpp"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <ctime>

#include "build_commit.h"  // generated at build time: PRISM_BUILD_COMMIT

#ifndef PRISM_SOURCE_DIR
#define PRISM_SOURCE_DIR ""
#endif
#ifndef PRISM_VERSION_STRING
#define PRISM_VERSION_STRING "unknown"
#endif

namespace prism::cli::bench {
namespace {

// The command's first output line, or "" when it fails.
std::string first_line_of(const std::string& command) {
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return "";
    std::array<char, 256> line{};
    std::string text = std::fgets(line.data(), line.size(), pipe) ? line.data() : "";
    if (pclose(pipe) != 0) return "";
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    return text;
}

std::string git_commit(const std::string& folder) {
    const std::string git = "git -C '" + folder + "' ";
    const std::string commit = first_line_of(git + "rev-parse HEAD 2>/dev/null");
    if (commit.empty()) return "";
    const bool modified = !first_line_of(git + "status --porcelain --untracked-files=no 2>/dev/null").empty();
    return commit + (modified ? " (modified)" : "");
}

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::array<char, 32> text{};
    std::strftime(text.data(), text.size(), "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text.data();
}

}  // namespace

RunEnvironment describe_environment() {
    RunEnvironment env;
    env.date_utc = utc_now();
    std::array<char, 256> host{};
    env.host = gethostname(host.data(), host.size() - 1) == 0 ? host.data() : "unknown";
    env.prism_version = PRISM_VERSION_STRING;
    // The build's own commit describes the binary that ran; a tree changed since is not what ran.
    env.commit = PRISM_BUILD_COMMIT;
    env.commit_source = "build time";
    for (const std::string& folder : {std::string(PRISM_SOURCE_DIR), std::string(".")}) {
        if (folder.empty() || !env.commit.empty()) continue;
        env.commit = git_commit(folder);
        env.commit_source = "git at run time";
    }
    if (env.commit.empty()) env.commit = env.commit_source = "unknown";
    return env;
}

}  // namespace prism::cli::bench
