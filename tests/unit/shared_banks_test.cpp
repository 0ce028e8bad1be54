// The host model of shared-memory bank conflicts and the padding it picks (src/plan/shared_banks.hpp).
#include "plan/shared_banks.hpp"

#include <gtest/gtest.h>

#include "plan/factorize.hpp"

namespace prism {
namespace {

plan::KernelSpec stockham(std::int64_t n, Precision precision, int threads, int sequences_per_block) {
    plan::KernelSpec k;
    k.precision = precision;
    k.length = n;
    k.radices = plan::choose_radices(n, 16);
    k.sequences = 1 << 20;
    k.threads_per_sequence = threads;
    k.sequences_per_block = sequences_per_block;
    k.shared_pad_group = plan::KernelSpec::pad_group_for(precision);
    return k;
}

// 2 x 16: one wavefront pair per warp access is the least 8-byte elements take.
TEST(SharedBanks, RadixSixteenWritesNeedOnePadPerSixteen) {
    plan::KernelSpec k = stockham(256, Precision::F32, 16, 16);
    ASSERT_EQ(k.radices, (std::vector<int>{16, 16}));
    const auto padded = plan::exchange_wavefronts(k, 16, 32),
               unpadded = plan::exchange_wavefronts(k, 1 << 20, 32);
    EXPECT_LT(padded, unpadded);
    EXPECT_EQ(plan::choose_shared_pad_group(k, 32, 48 * 1024), 16);
}

// Radix-16 stages write 16 elements apart in either precision: one pad per 16 elements spreads
// them over every bank, which fp64's former one pad per 8 did not (a quarter more wavefronts).
TEST(SharedBanks, PowersOfTwoTakeOnePadPerSixteen) {
    for (std::int64_t n : {256, 1024, 4096}) {
        const int threads = static_cast<int>(n / 16), per_block = std::max(1, 256 / threads);
        plan::KernelSpec f32 = stockham(n, Precision::F32, threads, per_block);
        EXPECT_EQ(plan::choose_shared_pad_group(f32, 32, 200 * 1024), 16) << n;
        plan::KernelSpec f64 = stockham(n, Precision::F64, threads, per_block);
        EXPECT_EQ(plan::choose_shared_pad_group(f64, 32, 200 * 1024), 16) << n;
        EXPECT_LT(plan::exchange_wavefronts(f64, 16, 32), plan::exchange_wavefronts(f64, 8, 32)) << n;
    }
}

// Radix-9 stages write 9 elements apart, odd, so unpadded writes already spread over the banks;
// one pad per 16 breaks that. On an H200, 729 in fp32 measured 0.46 of its shared wavefronts as
// conflicts with one pad per 16.
TEST(SharedBanks, OddRadicesGoUnpadded) {
    plan::KernelSpec k = stockham(729, Precision::F32, 81, 3);
    ASSERT_EQ(k.radices, (std::vector<int>{9, 9, 9}));
    const int group = plan::choose_shared_pad_group(k, 32, 48 * 1024);
    EXPECT_GT(group, 729);
    EXPECT_LT(plan::exchange_wavefronts(k, group, 32), plan::exchange_wavefronts(k, 16, 32) * 2 / 3);
}

TEST(SharedBanks, CpusKeepThePaddingAndGroupsMustFit) {
    plan::KernelSpec k = stockham(768, Precision::F32, 64, 4);
    EXPECT_EQ(plan::choose_shared_pad_group(k, 1, 48 * 1024), 16);  // no warps, no banks to spread
    // Not a byte to spare: only groups that pad no more than one per 16 qualify.
    const std::size_t limit = k.shared_bytes();
    k.shared_pad_group = plan::choose_shared_pad_group(k, 32, limit);
    EXPECT_GE(k.shared_pad_group, 16);
    EXPECT_LE(k.shared_bytes(), limit);
}

}  // namespace
}  // namespace prism
