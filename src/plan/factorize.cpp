#include "plan/factorize.hpp"

#include <algorithm>

#include "plan/stage_threads.hpp"

namespace prism::plan {

std::vector<std::int64_t> prime_factors(std::int64_t n) {
    std::vector<std::int64_t> factors;
    for (std::int64_t p = 2; p * p <= n; ++p)
        while (n % p == 0) {
            factors.push_back(p);
            n /= p;
        }
    if (n > 1) factors.push_back(n);
    return factors;
}

bool is_prime(std::int64_t n) { return n > 1 && prime_factors(n).size() == 1; }

bool has_butterfly_factors(std::int64_t n, int largest_rader_prime, int largest_shared_rader_prime) {
    if (n < 1) return false;
    for (std::int64_t p : k_butterfly_primes)
        while (n % p == 0) n /= p;
    // Odd p only; a composite p divides nothing, its prime factors being gone already.
    for (std::int64_t p = 17; p <= largest_rader_prime && n > 1; p += 2)
        while (n % p == 0) n /= p;
    for (std::int64_t p : prime_factors(n))
        if (!is_shared_rader_prime(p, largest_rader_prime, largest_shared_rader_prime)) return false;
    return true;
}

bool is_shared_rader_prime(std::int64_t p, int largest_rader_prime, int largest_shared_rader_prime) {
    if (p <= std::max(largest_rader_prime, 13) || p > largest_shared_rader_prime) return false;
    return is_prime(p) && has_butterfly_factors(p - 1, largest_rader_prime);
}

// 2^bits as stages of at most max_radix, the largest first; a lone factor 2 is avoided by turning
// 16·2 into 8·4, since radix 2 does the least work per memory exchange.
static std::vector<int> power_of_two_radices(int bits, int max_radix) {
    int max_bits = 0;
    while ((1 << (max_bits + 1)) <= max_radix) ++max_bits;
    std::vector<int> radices;
    while (bits > max_bits) {
        radices.push_back(1 << max_bits);
        bits -= max_bits;
    }
    if (bits > 0) radices.push_back(1 << bits);
    if (radices.size() >= 2 && radices.back() == 2 && radices[radices.size() - 2] >= 8) {
        radices[radices.size() - 2] /= 2;
        radices.back() = 4;
    }
    return radices;
}

bool is_power_of_two(std::int64_t n) { return n > 0 && (n & (n - 1)) == 0; }

namespace {

// Radices a stage may take besides the Rader primes: every length up to max_radix whose prime
// factors are 2, 3, 5, 7, 11 or 13 has a butterfly (composites through mixed_radix_dft).
std::vector<int> stage_radices(int max_radix) {
    std::vector<int> radices;
    for (int r = std::max(max_radix, 13); r >= 2; --r)
        if ((r <= max_radix || r == 11 || r == 13) && has_butterfly_factors(r, 0)) radices.push_back(r);
    return radices;
}

// What a radix sequence costs: its stage count first (each stage is two barriers and a round trip
// through shared memory), then the butterfly values a thread handles over all stages on the thread
// count the single-pass solver will give it (plan/stage_threads): a radix-2 stage after radix-9
// ones leaves each thread four or five small butterflies. Priced on the balanced count where the
// rule balances, 1872 = 13 x 12 x 12 (156 threads, one round a stage: 37 values) beats
// 16 x 13 x 9 (117 threads, two rounds of 13 and of 9: 60 values).
struct RadixCost {
    std::size_t stages = 0;
    std::int64_t values_per_thread = 0;
    bool operator<(const RadixCost& o) const {
        return stages != o.stages ? stages < o.stages : values_per_thread < o.values_per_thread;
    }
};

RadixCost cost_of(const std::vector<int>& radices, std::int64_t n, const StageThreadRule& rule) {
    return {radices.size(), values_per_thread(radices, n, stage_threads(radices, n, rule))};
}

// Every non-increasing factorization of m into `radices` (largest first), keeping the cheapest.
void search(std::int64_t m, std::size_t from, const std::vector<int>& radices, std::vector<int>& current,
            std::int64_t n, const StageThreadRule& rule, std::vector<int>& best, RadixCost& best_cost) {
    if (m == 1) {
        RadixCost c = cost_of(current, n, rule);
        if (best.empty() || c < best_cost) best = current, best_cost = c;
        return;
    }
    if (!best.empty() && current.size() >= best_cost.stages) return;
    for (std::size_t i = from; i < radices.size(); ++i) {
        if (m % radices[i] != 0) continue;
        current.push_back(radices[i]);
        search(m / radices[i], i, radices, current, n, rule, best, best_cost);
        current.pop_back();
    }
}

// Every non-increasing factorization of m into `radices` with at most max_stages stages.
void every_factorization(std::int64_t m, std::size_t from, const std::vector<int>& radices, std::size_t max_stages,
                         std::vector<int>& current, std::vector<std::vector<int>>& out) {
    if (m == 1) {
        out.push_back(current);
        return;
    }
    if (current.size() >= max_stages) return;
    for (std::size_t i = from; i < radices.size(); ++i) {
        if (m % radices[i] != 0) continue;
        current.push_back(radices[i]);
        every_factorization(m / radices[i], i, radices, max_stages, current, out);
        current.pop_back();
    }
}

// The orders worth timing for one multiset of radices: largest first, smallest first, and each
// other radix moved to the front (the first stage reads device memory, the last writes it, and
// the order sets each stage's stride through shared memory).
std::vector<std::vector<int>> orders_of(const std::vector<int>& descending) {
    std::vector<std::vector<int>> orders{descending, {descending.rbegin(), descending.rend()}};
    for (std::size_t i = 1; i < descending.size(); ++i) {
        if (descending[i] == descending[i - 1]) continue;
        std::vector<int> moved = descending;
        std::rotate(moved.begin(), moved.begin() + static_cast<std::ptrdiff_t>(i),
                    moved.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        orders.push_back(moved);
    }
    return orders;
}

}  // namespace

std::vector<std::vector<int>> radix_candidates(std::int64_t n, int max_radix, std::size_t limit,
                                              const StageThreadRule& rule) {
    std::vector<std::vector<int>> candidates{choose_radices(n, max_radix, 1 << 30, rule)};
    if (n < 2) return candidates;
    // A prime past 13 is one (Rader) stage of its own: the lists split the rest and place it.
    std::vector<int> rader;
    std::int64_t rest = n;
    for (std::int64_t p : prime_factors(n))
        if (p > 13) rader.push_back(static_cast<int>(p)), rest /= p;
    std::vector<std::vector<int>> multisets;
    std::vector<int> current;
    const std::size_t fewest = candidates.front().size();
    every_factorization(rest, 0, stage_radices(max_radix), fewest + 1 - rader.size(), current, multisets);
    for (std::vector<int>& m : multisets) {
        m.insert(m.end(), rader.begin(), rader.end());
        std::stable_sort(m.begin(), m.end(), [](int a, int b) { return a > b; });
    }
    std::stable_sort(multisets.begin(), multisets.end(), [n, &rule](const auto& a, const auto& b) {
        return cost_of(a, n, rule) < cost_of(b, n, rule);
    });
    for (const auto& multiset : multisets)
        for (const auto& order : orders_of(multiset)) {
            if (candidates.size() >= limit) return candidates;
            if (std::find(candidates.begin(), candidates.end(), order) == candidates.end())
                candidates.push_back(order);
        }
    return candidates;
}

std::string radices_text(const std::vector<int>& radices) {
    std::string text;
    for (int r : radices) text += (text.empty() ? "" : "x") + std::to_string(r);
    return text;
}

std::vector<int> choose_radices(std::int64_t n, int max_radix, int largest_register_prime,
                                const StageThreadRule& rule) {
    std::vector<int> rader, shared;  // primes past 13: one stage each, in registers or shared memory
    std::int64_t smooth = 1;
    for (std::int64_t p : prime_factors(n)) {
        if (p > largest_register_prime)
            shared.push_back(static_cast<int>(p));
        else if (p > 13)
            rader.push_back(static_cast<int>(p));
        else
            smooth *= p;
    }
    std::vector<int> radices;
    if (is_power_of_two(smooth)) {
        int bits = 0;
        while ((std::int64_t{1} << bits) < smooth) ++bits;
        radices = power_of_two_radices(bits, max_radix);
    } else {
        std::vector<int> current;
        RadixCost cost;
        search(smooth, 0, stage_radices(max_radix), current, smooth, rule, radices, cost);
    }
    radices.insert(radices.end(), rader.begin(), rader.end());
    std::stable_sort(radices.begin(), radices.end(), [](int a, int b) { return a > b; });
    std::stable_sort(shared.begin(), shared.end(), [](int a, int b) { return a > b; });
    radices.insert(radices.begin() + (radices.empty() ? 0 : 1), shared.begin(), shared.end());
    return radices;
}

}  // namespace prism::plan
