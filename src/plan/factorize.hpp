// Integer factorization and the choice of butterfly radices for a Stockham pass.
#pragma once

#include <cstdint>
#include <vector>

namespace prism::plan {

// Prime factors in ascending order, with multiplicity (12 -> 2, 2, 3). Empty for 1.
std::vector<std::int64_t> prime_factors(std::int64_t n);

// True when every prime factor of n has a butterfly: 2, 3, 5, 7, 11 and 13 always, the primes from
// 17 to largest_rader_prime by Rader's algorithm (src/gen/rader.hpp). How far Rader goes is a
// tuning choice per device class and precision (plan/tuning.cpp); 13 or less means not at all.
bool has_butterfly_factors(std::int64_t n, int largest_rader_prime);

// The radices of a single-pass Stockham FFT of length n (product = n), largest first. A power of
// two goes into radix-16 stages (8 and 4 for the remainder, never a lone 2 after 16). Other
// lengths of primes up to 13 take the fewest stages of radices up to max_radix (composites such as
// 6, 9, 12 and 15 included; 11 and 13 always), the most even split among those. Primes past 13
// (Rader) take one stage each; being largest they come first: that stage has no twiddles, and the
// kernel's threads each take one of its butterflies. Precondition: has_butterfly_factors. Empty
// for n = 1.
std::vector<int> choose_radices(std::int64_t n, int max_radix);

}  // namespace prism::plan
