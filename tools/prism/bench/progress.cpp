#include "bench/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace prism::cli::bench {

Progress::Progress(std::size_t total, bool quiet)
    : total_(total), quiet_(quiet), terminal_(isatty(STDERR_FILENO) != 0) {}

void Progress::start(std::size_t index, const std::string& label) {
    if (quiet_) return;
    if (!terminal_) {
        std::fprintf(stderr, "[%zu/%zu] %s\n", index + 1, total_, label.c_str());
        return;
    }
    constexpr std::size_t k_width = 30;
    const std::size_t done = total_ ? index * k_width / total_ : 0;
    // \033[K clears what a longer label left on the line.
    std::fprintf(stderr, "\r[%s%s] %zu/%zu %s\033[K", std::string(done, '#').c_str(),
                 std::string(k_width - done, '.').c_str(), index + 1, total_, label.c_str());
    std::fflush(stderr);
}

void Progress::finish() {
    if (!quiet_ && terminal_) std::fprintf(stderr, "\r\033[K");
}

}  // namespace prism::cli::bench
