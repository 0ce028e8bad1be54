// A length that Bluestein takes with a given padded length M, for the tests of measured Bluestein
// rows (keyed by M, not by the transform length): header-only, host-only, shared by the unit and
// accuracy suites.
#pragma once

#include <cstdint>

#include "plan/factorize.hpp"
#include "plan/planner.hpp"
#include "plan/tuning.hpp"

namespace prism::test {

// The largest prime n whose Bluestein padding on `device_class` is m and that no butterfly or
// Rader stage (register or shared-memory) covers, so that the planner hands it to Bluestein; else,
// where a device class sends composites with a shared-memory Rader prime to Bluestein
// (shared_rader_beside_factors_up_to: M = 512 in fp32 on CUDA, whose primes 241-256 shared Rader
// takes), the largest such composite (249 = 3 x 83, 82 holding register Rader's 41); 0 if none.
inline std::int64_t bluestein_length_padded_to(std::int64_t m, plan::DeviceClass device_class,
                                               Precision precision) {
    const plan::BlockShapeTuning& t = plan::block_shape_tuning(device_class, precision);
    std::int64_t composite = 0;
    for (std::int64_t n = (m + 1) / 2; n >= 17; --n) {
        if (plan::bluestein_padded_length(n, device_class, precision) != m) break;  // below m's range
        if (plan::is_prime(n)) {
            if (!plan::has_butterfly_factors(n, t.largest_rader_prime, t.largest_shared_rader_prime))
                return n;
        } else if (composite == 0 && !plan::butterflies_cover(n, t)) {
            composite = n;
        }
    }
    return composite;
}

}  // namespace prism::test
