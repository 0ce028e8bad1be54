// Integer factorization and the choice of butterfly radices for a Stockham pass.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plan/stage_threads.hpp"

namespace prism::plan {

// Prime factors in ascending order, with multiplicity (12 -> 2, 2, 3). Empty for 1.
std::vector<std::int64_t> prime_factors(std::int64_t n);

// The primes with a butterfly of their own (src/gen/butterflies.hpp), ascending.
inline constexpr int k_butterfly_primes[] = {2, 3, 5, 7, 11, 13};

// True when every prime factor of n has a butterfly: 2, 3, 5, 7, 11 and 13 always, the primes from
// 17 to largest_rader_prime by Rader's algorithm in registers (src/gen/rader.hpp), and the primes
// past that up to largest_shared_rader_prime by Rader's algorithm through shared memory
// (src/gen/rader_stage.hpp) when p - 1 has register butterflies. How far each goes is a tuning
// choice per device class and precision (plan/tuning.cpp); 13 or less means not at all.
bool has_butterfly_factors(std::int64_t n, int largest_rader_prime, int largest_shared_rader_prime = 0);

bool is_power_of_two(std::int64_t n);  // n > 0 with one bit set
bool is_prime(std::int64_t n);

// A prime p past the register limit whose convolution of length p - 1 runs as sub-stages of
// register butterflies (no shared Rader stage nests another).
bool is_shared_rader_prime(std::int64_t p, int largest_rader_prime, int largest_shared_rader_prime);

// The radices of a single-pass Stockham FFT of length n (product = n), largest first. A power of
// two goes into radix-16 stages (8 and 4 for the remainder, never a lone 2 after 16). Other
// lengths of primes up to 13 take the fewest stages of radices up to max_radix (composites such as
// 6, 9, 12 and 15 included; 11 and 13 always), among those the fewest butterfly values a thread
// handles on the thread count `rule` gives the list (plan/stage_threads). Register Rader
// primes (17 to largest_register_prime) take one stage each; being largest they come first: that
// stage has no twiddles, and the kernel's threads each take one of its butterflies. Primes past
// largest_register_prime (shared-memory Rader stages) go after the first other stage instead:
// their gather and scatter are permutations, so the stages around them do the device reads and
// writes, which coalesce. Precondition: has_butterfly_factors. Empty for n = 1.
std::vector<int> choose_radices(std::int64_t n, int max_radix, int largest_register_prime = 1 << 30,
                                const StageThreadRule& rule = {});

// Radix lists a measuring planner may time for a length n: choose_radices' answer first, then the
// factorizations into stage radices (up to max_radix, 11 and 13; a prime past 13 a stage of its
// own, as Rader) with at most one stage more than it, cheapest by the cost model first, each in a
// few orders. At most `limit` lists, all distinct, each multiplying to n.
std::vector<std::vector<int>> radix_candidates(std::int64_t n, int max_radix, std::size_t limit,
                                              const StageThreadRule& rule = {});

// A radix list as people read it in plans, messages and tables: "16x16x4".
std::string radices_text(const std::vector<int>& radices);

}  // namespace prism::plan
