// Exhaustive host tests of the workgroup FFT's index algebra (fft_indexing_core.h and
// FFTIndexingUtils), for every (ElementsPerInvocationLog2 >= 1, WorkgroupSizeLog2 >= 0) pair up to
// a length of 2^k_max_length_log2. Each property is checked against an independent construction,
// not against the formula it is computed by.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "prism/device/fft_indexing.hpp"

#define PRISM_FFT_TWIDDLE_TABLE_STORAGE alignas(8) inline constexpr
#include "prism/device/twiddle_table_f32.h"

namespace {

using namespace prism::device;

constexpr unsigned k_max_length_log2 = 18;

static_assert(sizeof(prism_fft_uint) == 4, "the device headers assume a 32-bit unsigned int");

// Every legal pair, with the number of index checks made, for the coverage line each test prints.
struct Pair {
    unsigned e, w;
    std::uint32_t length() const { return 1u << (e + w); }
    std::uint32_t threads() const { return 1u << w; }
};
std::vector<Pair> all_pairs() {
    std::vector<Pair> pairs;
    for (unsigned bits = 1; bits <= k_max_length_log2; ++bits)
        for (unsigned e = 1; e <= bits; ++e) pairs.push_back({e, bits - e});
    return pairs;
}

std::uint32_t reverse_bits_slowly(std::uint32_t x, unsigned bits) {
    std::uint32_t reversed = 0;
    for (unsigned b = 0; b < bits; ++b) reversed |= ((x >> b) & 1u) << (bits - 1 - b);
    return reversed;
}

// The order in which the radix-2 schedule leaves values, from the maintainers' description:
// row r of the final column of the butterfly diagram holds DFT[bitreverse(r)], and rows run
// through the threads two local elements at a time (0|0, 1|0, 0|1, 1|1, ..., then 2|0, 3|0, ...).
std::uint32_t row_to_output_index(std::uint32_t row, const Pair& p) {
    const std::uint32_t thread = (row >> 1) & (p.threads() - 1u);
    const std::uint32_t local = ((row >> (p.w + 1)) << 1) | (row & 1u);
    return (local << p.w) | thread;
}

void report(const char* what, std::uint64_t checks) {
    std::printf(
        "[ coverage ] %s: %zu parameter pairs (ElementsPerInvocation >= 2, WorkgroupSize >= 1, length "
        "2..2^%u), %llu index checks\n",
        what, all_pairs().size(), k_max_length_log2, static_cast<unsigned long long>(checks));
}

TEST(DeviceFftIndexing, DftIndexMatchesTheButterflyDiagramAndNablaIndexInvertsIt) {
    std::uint64_t checks = 0;
    for (const Pair& p : all_pairs()) {
        const unsigned bits = p.e + p.w;
        for (std::uint32_t row = 0; row < p.length(); ++row, ++checks) {
            const std::uint32_t n = row_to_output_index(row, p);
            const std::uint32_t f = reverse_bits_slowly(row, bits);
            ASSERT_EQ(prism_fft_dft_index(n, p.e, p.w), f) << "e=" << p.e << " w=" << p.w << " n=" << n;
            ASSERT_EQ(prism_fft_nabla_index(f, p.e, p.w), n) << "e=" << p.e << " w=" << p.w << " f=" << f;
        }
    }
    report("getDFTIndex / getNablaIndex", checks);
}

TEST(DeviceFftIndexing, ZeroAndNyquistAreThreadZerosFirstTwoElements) {
    for (const Pair& p : all_pairs()) {
        EXPECT_EQ(prism_fft_nabla_index(0, p.e, p.w), 0u);
        EXPECT_EQ(prism_fft_nabla_index(p.length() / 2, p.e, p.w), p.threads())
            << "e=" << p.e << " w=" << p.w;
    }
    using U = FFTIndexingUtils<3, 5>;
    static_assert(U::getDFTIndex(U::ZeroOutputIndex) == 0 &&
                  U::getDFTIndex(U::NyquistOutputIndex) == U::HalfLength);
}

TEST(DeviceFftIndexing, LocallyEvenElementsEnumerateTheBitReversedLowerHalf) {
    std::uint64_t checks = 0;
    for (const Pair& p : all_pairs()) {
        const unsigned bits = p.e + p.w;
        std::uint32_t slot = 0;
        for (std::uint32_t n = 0; n < p.length(); ++n, ++checks) {
            const bool even = ((n / p.threads()) % 2) == 0;  // local element index even
            ASSERT_EQ(prism_fft_is_locally_even(n, p.w) != 0, even);
            const std::uint32_t f = prism_fft_dft_index(n, p.e, p.w);
            if (!even) {
                ASSERT_GE(f, p.length() / 2) << "locally-odd elements are the upper half";
                continue;
            }
            ASSERT_EQ(f, reverse_bits_slowly(slot, bits - 1)) << "e=" << p.e << " w=" << p.w << " n=" << n;
            ASSERT_EQ(prism_fft_half_spectrum_slot(n, p.w), slot);
            ASSERT_EQ(prism_fft_half_spectrum_output_index(slot, p.w), n);
            ASSERT_EQ(prism_fft_half_spectrum_dft_index(slot, p.e, p.w), f);
            ++slot;
        }
        ASSERT_EQ(slot, p.length() / 2);
    }
    report("locally-even half spectrum", checks);
}

TEST(DeviceFftIndexing, MirrorsAreInvolutionsFixingExactlyZeroAndNyquist) {
    std::uint64_t checks = 0;
    for (const Pair& p : all_pairs()) {
        const std::uint32_t length = p.length();
        for (std::uint32_t i = 0; i < length; ++i, ++checks) {
            const std::uint32_t dft_mirror = prism_fft_dft_mirror_index(i, p.e, p.w);
            ASSERT_EQ((i + dft_mirror) % length, 0u);
            ASSERT_EQ(prism_fft_dft_mirror_index(dft_mirror, p.e, p.w), i);
            ASSERT_EQ(dft_mirror == i, i == 0 || i == length / 2) << "DFT fixed point " << i;

            const std::uint32_t mirror = prism_fft_nabla_mirror_index(i, p.e, p.w);
            ASSERT_EQ((prism_fft_dft_index(i, p.e, p.w) + prism_fft_dft_index(mirror, p.e, p.w)) % length,
                      0u);
            ASSERT_EQ(prism_fft_nabla_mirror_index(mirror, p.e, p.w), i);
            ASSERT_EQ(mirror == i, i == 0 || i == p.threads())
                << "e=" << p.e << " w=" << p.w << " Nabla fixed point " << i;
        }
    }
    report("getDFTMirrorIndex / getNablaMirrorIndex", checks);
}

// The question the maintainers' document leaves open: when every thread trades local element k
// with its mirror through shared memory, is the thread I receive from the thread I send to, and is
// the value I send (my element at mirrorLocalIndex) the one that thread needs? Checked for every
// local index and thread; docs/device-fft-internals.md has the proof.
TEST(DeviceFftIndexing, MirrorTradesAreOneToOne) {
    std::uint64_t checks = 0;
    for (const Pair& p : all_pairs()) {
        const std::uint32_t locals = 1u << p.e;
        for (std::uint32_t k = 0; k < locals; ++k)
            for (std::uint32_t t = 0; t < p.threads(); ++t, ++checks) {
                const std::uint32_t n = (k << p.w) | t;
                const auto info = prism_fft_mirror_local_info(n, p.e, p.w);
                const auto global = prism_fft_mirror_global_info(n, p.e, p.w);
                const std::uint32_t partner = info.otherThreadID;
                ASSERT_EQ(global.otherThreadID, partner);
                ASSERT_EQ(global.mirrorGlobalIndex, (info.mirrorLocalIndex << p.w) | t);
                // What I receive (partner's send) is my mirror; what I send is partner's mirror.
                const auto partner_info = prism_fft_mirror_local_info((k << p.w) | partner, p.e, p.w);
                ASSERT_EQ(partner_info.otherThreadID, t)
                    << "e=" << p.e << " w=" << p.w << " k=" << k << " t=" << t;
                ASSERT_EQ((partner_info.mirrorLocalIndex << p.w) | partner,
                          prism_fft_nabla_mirror_index(n, p.e, p.w));
                ASSERT_EQ(global.mirrorGlobalIndex,
                          prism_fft_nabla_mirror_index((k << p.w) | partner, p.e, p.w));
            }
    }
    report("mirror trades", checks);
}

// The closed form the proof in docs/device-fft-internals.md derives: for local element k >= 2
// the partner is the complement of the thread and the mirror's local index depends on k alone;
// for k < 2 thread 0 keeps its own (Zero, Nyquist) and every other thread t trades with t with its
// bits below the leading one flipped, at local index 1 - k.
TEST(DeviceFftIndexing, MirrorTradesFollowTheClosedFormOfTheProof) {
    for (const Pair& p : all_pairs()) {
        const std::uint32_t locals = 1u << p.e, mask = p.threads() - 1u;
        for (std::uint32_t k = 0; k < locals; ++k)
            for (std::uint32_t t = 0; t < p.threads(); ++t) {
                const auto info = prism_fft_mirror_local_info((k << p.w) | t, p.e, p.w);
                std::uint32_t partner, local;
                if (k >= 2) {
                    const std::uint32_t high = k >> 1;
                    std::uint32_t lead = 1;
                    while ((lead << 1) <= high) lead <<= 1;
                    partner = ~t & mask;
                    local = ((high ^ (lead - 1u)) << 1) | (1u - (k & 1u));
                } else if (t == 0) {
                    partner = 0, local = k;
                } else {
                    std::uint32_t lead = 1;
                    while ((lead << 1) <= t) lead <<= 1;
                    partner = t ^ (lead - 1u), local = 1u - k;
                }
                ASSERT_EQ(info.otherThreadID, partner)
                    << "e=" << p.e << " w=" << p.w << " k=" << k << " t=" << t;
                ASSERT_EQ(info.mirrorLocalIndex, local)
                    << "e=" << p.e << " w=" << p.w << " k=" << k << " t=" << t;
            }
    }
}

TEST(DeviceFftIndexing, LocallyOddElementsMirrorToLocallyEvenOnesExceptNyquist) {
    for (const Pair& p : all_pairs())
        for (std::uint32_t n = 0; n < p.length(); ++n) {
            if (prism_fft_is_locally_even(n, p.w)) continue;
            const bool mirror_even =
                prism_fft_is_locally_even(prism_fft_nabla_mirror_index(n, p.e, p.w), p.w) != 0;
            ASSERT_EQ(mirror_even, n != p.threads()) << "e=" << p.e << " w=" << p.w << " n=" << n;
        }
}

// The 16-point, 8-thread diagram of the maintainers' document ("0001 holds 0100", "1001 holds 1100").
TEST(DeviceFftIndexing, ReproducesTheDocumentsSixteenPointExample) {
    using U = FFTIndexingUtils<1, 3>;
    static_assert(U::getDFTIndex(0b0001) == 0b0100 && U::getDFTIndex(0b1001) == 0b1100);
    static_assert(U::getNablaIndex(0b0100) == 0b0001 && U::getNablaIndex(0b1100) == 0b1001);
    // E=1: every bit but the top one reversed.
    for (std::uint32_t n = 0; n < 16; ++n)
        EXPECT_EQ(U::getDFTIndex(n), (n & 8u) | reverse_bits_slowly(n & 7u, 3));
}

// The worked example of docs/device-fft.md: 4 elements per invocation, 16 threads, 64 points.
// Every number the guide states is asserted here.
TEST(DeviceFftIndexing, ReproducesTheUserGuidesWorkedExample) {
    using U = FFTIndexingUtils<2, 4>;
    const std::uint32_t table[16][4] = {{0, 32, 1, 33}, {16, 48, 17, 49}, {8, 40, 9, 41},   {24, 56, 25, 57},
                                        {4, 36, 5, 37}, {20, 52, 21, 53}, {12, 44, 13, 45}, {28, 60, 29, 61},
                                        {2, 34, 3, 35}, {18, 50, 19, 51}, {10, 42, 11, 43}, {26, 58, 27, 59},
                                        {6, 38, 7, 39}, {22, 54, 23, 55}, {14, 46, 15, 47}, {30, 62, 31, 63}};
    for (std::uint32_t t = 0; t < 16; ++t)
        for (std::uint32_t k = 0; k < 4; ++k)
            EXPECT_EQ(U::getDFTIndex(U::getGlobalElementIndex(t, k)), table[t][k]);
    static_assert(U::getDFTIndex(19) == 56 && U::getNablaIndex(56) == 19);
    static_assert(U::getNablaIndex(0) == 0 && U::getNablaIndex(32) == 16);  // Zero, Nyquist
    static_assert(U::getNablaMirrorIndex(1) == 17);
    constexpr NablaMirrorLocalInfo info = U::getNablaMirrorLocalInfo(37);
    static_assert(info.otherThreadID == 10 && info.mirrorLocalIndex == 3);
    static_assert(U::getHalfSpectrumSlot(33) == 17 && U::getHalfSpectrumDFTIndex(17) == 17);
    static_assert(U::getHalfSpectrumOutputIndex(16) == 32);
}

TEST(DeviceFftIndexing, OptimalParametersPreferTwoElementsPerInvocation) {
    std::uint64_t checks = 0;
    for (std::uint32_t max_log2 = 5; max_log2 <= 12; ++max_log2)
        for (std::uint32_t length = 1; length <= (1u << 20); length += 1 + length / 64, ++checks) {
            const OptimalFFTParameters params = optimalFFTParameters(1u << max_log2, length);
            ASSERT_TRUE(params.areValid());
            const unsigned bits = params.elementsPerInvocationLog2 + params.workgroupSizeLog2;
            ASSERT_GE(1ull << bits, length);  // covers the input
            ASSERT_TRUE(bits == 6 || (1u << (bits - 1)) < length) << "and is its power of two (64 at least)";
            ASSERT_LE(params.workgroupSizeLog2, max_log2);
            ASSERT_GE(params.workgroupSizeLog2, 5u);
            ASSERT_EQ(params.elementsPerInvocationLog2 == 1, bits <= max_log2 + 1) << length;
        }
    static_assert(optimalFFTParameters(1024, 720).elementsPerInvocationLog2 == 1);
    static_assert(optimalFFTParameters(1024, 720).workgroupSizeLog2 == 9);
    static_assert(optimalFFTParameters(512, 2048).elementsPerInvocationLog2 == 2);
    static_assert(optimalFFTParameters(1024, 10).workgroupSizeLog2 == 5);  // padded to 64
    static_assert(optimalFFTParameters(8, 10, 1).workgroupSizeLog2 == 3);  // OpenCL: no warp minimum
    static_assert(!optimalFFTParameters(16, 1000).areValid());             // below one warp
    static_assert(!optimalFFTParameters(1024, 0).areValid());
    static_assert(!optimalFFTParameters(1024, (1u << 31) + 1).areValid());
    static_assert(optimalFFTParameters(1024, 1u << 31).areValid());
    report("optimalFFTParameters (lengths sampled)", checks);
}

// The CUDA FFT's fp32 twiddles come from a generated table: every entry must be exp(-i*pi*j/2^b)
// correctly rounded to fp32 (within half an ulp of the long double value, plus a hair for the
// generator's double-precision sin and cos), and exact where the value is 0 or +-1.
TEST(DeviceFftTwiddleTable, EveryEntryIsTheCorrectlyRoundedTwiddle) {
    const long double pi = 3.14159265358979323846264338327950288L;
    std::size_t checked = 0;
    for (unsigned b = 0; b <= PRISM_FFT_TWIDDLE_TABLE_MAX_LEVEL; ++b)
        for (unsigned j = 0; j < (1u << b); ++j) {
            const unsigned entry = (1u << b) + j;
            const long double angle = pi * j / static_cast<long double>(1u << b);
            const long double expected[2] = {std::cos(angle), -std::sin(angle)};
            for (int part = 0; part < 2; ++part) {
                const float got = prism_fft_twiddles_f32[2 * entry + part];
                const float rounded = static_cast<float>(expected[part]);
                const long double ulp = std::nextafter(std::fabs(rounded), 2.0f) - std::fabs(rounded);
                ++checked;
                if (std::fabs(expected[part]) < 1e-15L) {  // long double leaves ~1e-20 at pi/2
                    EXPECT_EQ(got, 0.0f) << "level " << b << " j " << j;
                    continue;
                }
                EXPECT_LE(std::fabs(got - expected[part]), 0.5L * ulp * (1 + 1e-6L))
                    << "level " << b << " j " << j << (part ? " -sin" : " cos");
            }
        }
    EXPECT_EQ(checked, 2u * ((2u << PRISM_FFT_TWIDDLE_TABLE_MAX_LEVEL) - 1u));
}

}  // namespace
