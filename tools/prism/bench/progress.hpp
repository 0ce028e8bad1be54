// Progress of a long run on stderr: a bar redrawn in place when stderr is a terminal, else one line
// per case (logs and CI output stay readable).
#pragma once

#include <cstddef>
#include <string>

namespace prism::cli::bench {

class Progress {
public:
    Progress(std::size_t total, bool quiet);
    void start(std::size_t index, const std::string& label);  // before case `index` (from 0)
    void finish();                                            // after the last case

private:
    std::size_t total_;
    bool quiet_;
    bool terminal_;
};

}  // namespace prism::cli::bench
