#include "plan/stage_threads.hpp"

#include <algorithm>

namespace prism::plan {
namespace {

std::int64_t rounds(std::int64_t butterflies, std::int64_t threads) { return (butterflies + threads - 1) / threads; }

// Of the thread slots T threads give the stages, the fraction that do a butterfly.
double busy_fraction(const std::vector<int>& radices, std::int64_t length, std::int64_t threads) {
    std::int64_t busy = 0, slots = 0;
    for (int r : radices) {
        const std::int64_t butterflies = length / r;
        busy += butterflies;
        slots += rounds(butterflies, threads) * threads;
    }
    return slots == 0 ? 1.0 : static_cast<double>(busy) / static_cast<double>(slots);
}

// The most complex values a thread holds in one stage: its rounds times the radix.
std::int64_t values_held(const std::vector<int>& radices, std::int64_t length, std::int64_t threads) {
    std::int64_t most = 0;
    for (int r : radices) most = std::max(most, rounds(length / r, threads) * r);
    return most;
}

// Mixed radices leave one butterfly per thread of the smallest stage idle in the others' last
// round: 2940 = 15 x 14 x 14 on 196 threads keeps 14 of them busy in each radix-14 stage's second
// round, 63 % of the slots in all; 210 threads keep 98 % busy. 3969 = 7 x 9 x 9 x 7 has 567
// butterflies in its 7-stages, past the 512 threads a sequence may have: on 441 threads they take
// two rounds (76 % busy), on 567 one (89 %).
std::int64_t balanced_threads(const std::vector<int>& radices, std::int64_t length, std::int64_t first,
                              std::int64_t most, std::int64_t one_round_up_to) {
    std::int64_t widest = 1;
    for (int r : radices) widest = std::max(widest, length / r);
    const std::int64_t budget = std::max<std::int64_t>(16, values_held(radices, length, first));
    std::int64_t best = first;
    double best_busy = busy_fraction(radices, length, first) + 0.05;
    for (std::int64_t threads = std::min(most, widest); threads >= std::max<std::int64_t>(1, first / 4); --threads) {
        const double busy = busy_fraction(radices, length, threads);
        if (busy > best_busy && values_held(radices, length, threads) <= budget) best = threads, best_busy = busy;
    }
    if (widest > most && widest <= one_round_up_to && busy_fraction(radices, length, widest) > best_busy) best = widest;
    return best;
}

}  // namespace

std::int64_t stage_threads(const std::vector<int>& radices, std::int64_t length, const StageThreadRule& rule) {
    std::int64_t fewest = length;
    for (int r : radices) fewest = std::min(fewest, length / r);
    const std::int64_t first = std::min(std::max<std::int64_t>(1, fewest), rule.most);
    if (radices.size() < 2 || rule.balance_from <= 0 || first < rule.balance_from) return first;
    return balanced_threads(radices, length, first, rule.most, rule.one_round_up_to);
}

std::int64_t values_per_thread(const std::vector<int>& radices, std::int64_t length, std::int64_t threads) {
    std::int64_t values = 0;
    for (int r : radices) values += rounds(length / r, threads) * r;
    return values;
}

}  // namespace prism::plan
