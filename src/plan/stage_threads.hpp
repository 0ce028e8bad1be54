// How many threads share one sequence's stages: the single-pass solver's rule, which the radix cost
// model (plan/factorize.cpp) also follows, so that it prices a radix list on the thread count the
// kernel will really get.
#pragma once

#include <cstdint>
#include <vector>

namespace prism::plan {

// The rule's knobs, from the block-shape tuning (plan/tuning.hpp): at most `most` threads a
// sequence, the balanced count (below) from `balance_from` butterflies in the smallest stage on
// (0: never), and up to `one_round_up_to` threads past `most` where they give every stage one
// round. The defaults leave the count unbounded and never balanced.
struct StageThreadRule {
    std::int64_t most = std::int64_t{1} << 40;
    std::int64_t balance_from = 0;
    std::int64_t one_round_up_to = 0;
};

// The threads a plain kernel of these register radices gives each sequence under `rule`: one per
// butterfly of the smallest stage, within `most`. From `balance_from` butterflies in that stage on,
// another count up to the widest stage's butterflies and `most` that keeps 5 % more thread slots
// busy (each stage runs ceil(B / T) rounds of T for its B butterflies) with no thread holding more
// values than before (or 16), the largest such count on ties; past `most`, only the widest stage's
// count itself, where it is at most `one_round_up_to` (one butterfly a thread in every stage).
std::int64_t stage_threads(const std::vector<int>& radices, std::int64_t length, const StageThreadRule& rule);

// The complex values one thread handles over all stages on T threads: the sum over stages of
// rounds x radix.
std::int64_t values_per_thread(const std::vector<int>& radices, std::int64_t length, std::int64_t threads);

}  // namespace prism::plan
