#include "plan/stage_radices.hpp"

#include <string>

#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

const std::vector<int>& checked(const std::vector<int>& requested, const BlockShapeTuning& t, std::int64_t length) {
    for (int r : requested)
        if (!builds_radix(r, t))
            throw Error(Status::invalid_argument,
                        "config.stage_radices lists " + radices_text(requested) + " for length " +
                            std::to_string(length) + ", but radix " + std::to_string(r) +
                            " has no butterfly on this device; use 2 to 16 (primes up to 7), 11, 13, products of those up to " +
                            std::to_string(k_largest_composite_radix) + ", primes from 17 to " +
                            std::to_string(t.largest_rader_prime) +
                            ", or a larger prime up to " + std::to_string(t.largest_shared_rader_prime) +
                            " whose p - 1 factors into those");
    return requested;
}

}  // namespace

StageThreadRule stage_thread_rule(const BlockShapeTuning& t) {
    return {t.max_threads_per_sequence, t.balance_threads_from, t.one_round_threads_up_to};
}

bool builds_radix(int r, const BlockShapeTuning& t) {
    if (r < 2) return false;
    if (prime_factors(r).size() > 1) return r <= k_largest_composite_radix && has_butterfly_factors(r, 0);
    return r <= 13 || r <= t.largest_rader_prime ||  // a prime: a butterfly of its own, or Rader
           is_shared_rader_prime(r, t.largest_rader_prime, t.largest_shared_rader_prime);
}

std::vector<int> stage_radices_for(const Planner& planner, Precision precision, std::int64_t length,
                                   std::optional<MeasuredKernel> kind, int largest_register_prime) {
    const BlockShapeTuning& t = block_shape_tuning(planner.device_class(), precision);
    if (const std::vector<int>* requested = planner.requested_radices(length)) return checked(*requested, t, length);
    if (kind)
        if (const std::vector<int>* measured =
                measured_radices(planner.device_class(), precision, *kind, length, planner.device().name))
            return *measured;
    const int largest = largest_register_prime > 0 ? largest_register_prime : t.largest_rader_prime;
    return choose_radices(length, t.max_radix, largest, stage_thread_rule(t));
}

}  // namespace prism::plan
