// Size sets: the benchmark's cases kept as data in bench/sets/ (the format is in bench/sets/README.md).
#pragma once

#include <string>
#include <vector>

#include "bench/bench_case.hpp"

namespace prism::cli::bench {

struct SizeSet {
    std::string name;  // the file's stem: "set0", "radix"
    std::string path;  // where it was read from
    std::vector<BenchCase> cases;
};

// `name` is a path to a set file, or a set's name looked up (as NAME.txt, then setNAME.txt, so
// "0" finds set0.txt) in $PRISM_BENCH_SETS, in bench/sets of the source tree the tool was built
// from, and in bench/sets three folders above the executable (BUILD/tools/prism/prism in a checkout
// carried to another machine). Throws UsageError listing where it looked.
SizeSet load_size_set(const std::string& name);

// Reads a set file: one case per line, '#' starts a comment, blank lines are ignored. A line
// "kinds: K1 K2 ..." makes each later line that starts with the precision (no kind of its own) one
// case per kind listed, until the next "kinds:" line.
std::vector<BenchCase> parse_size_set(const std::string& text, const std::string& origin);

// The cases a command was given: the size set `set` (load_size_set), or the `--case` lines as a
// set named "case" with no path. Exactly one of the two must be given; else UsageError(usage).
SizeSet chosen_size_set(const std::string& set, const std::vector<std::string>& case_lines,
                        const std::string& usage);

// Every k-th case, starting with the first (k = 1: all of them).
std::vector<BenchCase> every_kth(const std::vector<BenchCase>& cases, int k);

}  // namespace prism::cli::bench
