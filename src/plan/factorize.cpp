#include "plan/factorize.hpp"

#include <algorithm>

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

bool has_butterfly_factors(std::int64_t n, int largest_rader_prime, int largest_shared_rader_prime) {
    if (n < 1) return false;
    for (std::int64_t p : {2, 3, 5, 7, 11, 13})
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
    return prime_factors(p).size() == 1 && has_butterfly_factors(p - 1, largest_rader_prime);
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

std::vector<int> choose_radices(std::int64_t n, int max_power_of_two_radix, int largest_register_prime) {
    int bits = 0;
    while (n % 2 == 0) {
        n /= 2;
        ++bits;
    }
    std::vector<int> radices = power_of_two_radices(bits, max_power_of_two_radix), shared;
    for (std::int64_t p : prime_factors(n))
        (p > largest_register_prime ? shared : radices).push_back(static_cast<int>(p));
    std::stable_sort(radices.begin(), radices.end(), [](int a, int b) { return a > b; });
    std::stable_sort(shared.begin(), shared.end(), [](int a, int b) { return a > b; });
    radices.insert(radices.begin() + (radices.empty() ? 0 : 1), shared.begin(), shared.end());
    return radices;
}

}  // namespace prism::plan
