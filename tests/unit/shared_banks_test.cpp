// The host model of shared-memory bank conflicts and the padding it picks (src/plan/shared_banks.hpp).
#include "plan/shared_banks.hpp"

#include <gtest/gtest.h>

#include <tuple>

#include "api/introspection.hpp"
#include "core/problem.hpp"
#include "plan/factorize.hpp"
#include "plan/planner.hpp"

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
    EXPECT_EQ(plan::choose_shared_layout(k, 32, 48 * 1024).pad_group, 16);
}

// Radix-16 stages write 16 elements apart in either precision: one pad per 16 elements spreads
// them over every bank, which fp64's former one pad per 8 did not (a quarter more wavefronts).
TEST(SharedBanks, PowersOfTwoTakeOnePadPerSixteen) {
    for (std::int64_t n : {256, 1024, 4096}) {
        const int threads = static_cast<int>(n / 16), per_block = std::max(1, 256 / threads);
        plan::KernelSpec f32 = stockham(n, Precision::F32, threads, per_block);
        EXPECT_EQ(plan::choose_shared_layout(f32, 32, 200 * 1024).pad_group, 16) << n;
        plan::KernelSpec f64 = stockham(n, Precision::F64, threads, per_block);
        EXPECT_EQ(plan::choose_shared_layout(f64, 32, 200 * 1024).pad_group, 16) << n;
        EXPECT_LT(plan::exchange_wavefronts(f64, 16, 32), plan::exchange_wavefronts(f64, 8, 32)) << n;
    }
}

// Radix-9 stages write 9 elements apart, odd, so unpadded writes already spread over the banks;
// one pad per 16 breaks that. On an H200, 729 in fp32 measured 0.46 of its shared wavefronts as
// conflicts with one pad per 16.
TEST(SharedBanks, OddRadicesGoUnpadded) {
    plan::KernelSpec k = stockham(729, Precision::F32, 81, 3);
    ASSERT_EQ(k.radices, (std::vector<int>{9, 9, 9}));
    const int group = plan::choose_shared_layout(k, 32, 48 * 1024).pad_group;
    EXPECT_GT(group, 729);
    EXPECT_LT(plan::exchange_wavefronts(k, group, 32), plan::exchange_wavefronts(k, 16, 32) * 2 / 3);
}

TEST(SharedBanks, CpusKeepThePaddingAndGroupsMustFit) {
    plan::KernelSpec k = stockham(768, Precision::F32, 64, 4);
    EXPECT_EQ(plan::choose_shared_layout(k, 1, 48 * 1024).pad_group, 16);  // no warps, no banks to spread
    // Not a byte to spare: only groups that pad no more than one per 16 qualify.
    const std::size_t limit = k.shared_bytes();
    k.shared_pad_group = plan::choose_shared_layout(k, 32, limit).pad_group;
    EXPECT_GE(k.shared_pad_group, 16);
    EXPECT_LE(k.shared_bytes(), limit);
}

// One thread per sequence (a staged radix-16 kernel): each lane reads the same position of its own
// sequence, so the sequences' rows must start an odd number of 8-byte elements apart: 16 apart,
// a half warp's 16 lanes all read one pair of banks.
TEST(SharedBanks, OneThreadPerSequenceWantsAnOddPitch) {
    plan::KernelSpec k = stockham(16, Precision::F32, 1, 256);
    k.stage_input = k.stage_output = true;
    k.shared_pad_group = 1 << 20;
    const auto even = plan::shared_wavefronts(k, 32);
    EXPECT_EQ(even.taken[static_cast<int>(plan::SharedAccess::stage_read)],
              16 * even.least[static_cast<int>(plan::SharedAccess::stage_read)]);  // 128 bytes apart
    EXPECT_EQ(even.taken[static_cast<int>(plan::SharedAccess::staged_load)],
              even.least[static_cast<int>(plan::SharedAccess::staged_load)]);  // contiguous rows
    k.shared_sequence_pad = 1;
    const auto odd = plan::shared_wavefronts(k, 32);
    EXPECT_EQ(odd.taken[static_cast<int>(plan::SharedAccess::stage_read)],
              odd.least[static_cast<int>(plan::SharedAccess::stage_read)]);
    EXPECT_LT(odd.total(), even.total());
    const plan::SharedLayout chosen = plan::choose_shared_layout(k, 32, 200 * 1024);
    EXPECT_EQ((16 + 16 / chosen.pad_group + chosen.sequence_pad) % 2, 1);
}

namespace {

// The r2c (forward) and c2r (inverse) kernels of a 1-D real plan on the reference H100.
std::vector<plan::KernelSpec> real_kernels(std::int64_t n, Precision precision) {
    Config c;
    c.shape = {n};
    c.batch = 1 << 20;
    c.precision = precision;
    c.transform = Transform::R2C;
    plan::Planner planner(api::reference_device(Backend::cuda));
    std::vector<plan::KernelSpec> kernels;
    for (const auto& pass : planner.plan(core::make_problem(c)).children) kernels.push_back(*pass.kernel);
    return kernels;
}

}  // namespace

// The staged r2c of n = 128 (an FFT of 64 = 16 x 4, four threads each of 64 sequences) with one pad
// per 16 and the rows 69 elements apart: four sequences of a half warp fall 5 banks apart, their
// four threads' runs of four overlap, and every stage and split access takes two wavefronts where
// one would do. The model took 1948 wavefronts (least 1052), of which 896 conflicts; an H200 counted
// 29.5M of 64.0M wavefronts as conflicts (the same 46%). Rows 76 apart (12 modulo 16) leave the
// stages conflict-free, and the split and the Hermitian reads nearly so. (The model counts 1940 and
// 888 now: it had the split's write of X[m] for f = 0 in slot 0, where the kernel writes slot m.)
TEST(SharedBanks, StagedRealKernelsPadTheirRowsApart) {
    const std::vector<plan::KernelSpec> kernels = real_kernels(128, Precision::F32);
    ASSERT_EQ(kernels.size(), 2u);
    for (const plan::KernelSpec& k : kernels) {
        ASSERT_TRUE(k.stage_input && k.stage_output);
        const auto w = plan::shared_wavefronts(k, 32);
        for (auto access : {plan::SharedAccess::stage_read, plan::SharedAccess::stage_write})
            EXPECT_EQ(w.taken[static_cast<int>(access)], w.least[static_cast<int>(access)])
                << plan::shared_access_name(access);
        EXPECT_LE(w.total(), 1200);
        EXPECT_LT(w.conflicts() * 7, w.total()) << w.conflicts() << " of " << w.total();
    }
    const auto forward = plan::shared_wavefronts(kernels[0], 32),
               inverse = plan::shared_wavefronts(kernels[1], 32);
    EXPECT_GT(forward.taken[static_cast<int>(plan::SharedAccess::split_write)], 0);
    EXPECT_EQ(forward.taken[static_cast<int>(plan::SharedAccess::hermitian_read)], 0);
    EXPECT_GT(inverse.taken[static_cast<int>(plan::SharedAccess::hermitian_read)], 0);
    EXPECT_EQ(inverse.taken[static_cast<int>(plan::SharedAccess::split_read)], 0);
    // The layout before: rows 69 apart.
    plan::KernelSpec before = kernels[0];
    before.shared_pad_group = 16;
    before.shared_sequence_pad = 0;
    ASSERT_EQ(before.padded_length(), 69);
    EXPECT_EQ(plan::shared_wavefronts(before, 32).total(), 1940);
    EXPECT_EQ(plan::shared_wavefronts(before, 32).conflicts(), 888);
}

// The paired-rows kernels of n = 15 (one radix-15 stage, one thread per sequence) keep each
// sequence's row an odd number of elements apart (17; fp64 23, in its smaller block): the lanes of a lane group, one sequence each, reach the same
// position of consecutive sequences on distinct banks in the stage, the c2r's Hermitian reads and
// the r2c's split. A staged copy of 15-element rows (the real side) straddles the spare slots
// between rows, so a lane group's run reaches one bank twice: up to twice the least, the price of
// the odd pitch the stage needs. The Hermitian side's 16-element rows copy conflict-free.
TEST(SharedBanks, PairedRowsOfFifteenTakeTheirRowsConflictFree) {
    for (Precision p : {Precision::F32, Precision::F64}) {
        SCOPED_TRACE(p == Precision::F64 ? "f64" : "f32");
        const std::vector<plan::KernelSpec> kernels = real_kernels(15, p);
        ASSERT_EQ(kernels.size(), 2u);
        for (const plan::KernelSpec& k : kernels) {
            ASSERT_TRUE(k.stage_input && k.stage_output);
            EXPECT_EQ(k.padded_length(), p == Precision::F64 ? 23 : 17);
            const auto w = plan::shared_wavefronts(k, 32);
            for (auto access : {plan::SharedAccess::stage_read, plan::SharedAccess::hermitian_read,
                                plan::SharedAccess::stage_write, plan::SharedAccess::split_read,
                                plan::SharedAccess::split_write})
                EXPECT_EQ(w.taken[static_cast<int>(access)], w.least[static_cast<int>(access)])
                    << plan::shared_access_name(access);
        }
        const auto forward = plan::shared_wavefronts(kernels[0], 32),
                   inverse = plan::shared_wavefronts(kernels[1], 32);
        const int load = static_cast<int>(plan::SharedAccess::staged_load),
                  store = static_cast<int>(plan::SharedAccess::staged_store);
        EXPECT_GT(forward.taken[static_cast<int>(plan::SharedAccess::split_write)], 0);
        EXPECT_GT(inverse.taken[static_cast<int>(plan::SharedAccess::hermitian_read)], 0);
        EXPECT_EQ(forward.taken[store], forward.least[store]);
        EXPECT_EQ(inverse.taken[load], inverse.least[load]);
        EXPECT_LE(forward.taken[load], 2 * forward.least[load]);
        EXPECT_LE(inverse.taken[store], 2 * inverse.least[store]);
    }
}

namespace {

// The first kernel of a 1-D plan on the reference H100.
plan::KernelSpec planned_kernel(std::int64_t n, Transform transform, Precision precision) {
    Config c;
    c.shape = {n};
    c.batch = 1 << 20;
    c.precision = precision;
    c.transform = transform;
    plan::Planner planner(api::reference_device(Backend::cuda));
    const plan::PlanNode root = planner.plan(core::make_problem(c));
    return *plan::kernels_in_order(root).front();
}

}  // namespace

// The search stops counting a layout once it cannot beat the best so far, counts equal lane groups
// once and remembers its answers, yet it still picks the best pair of the whole grid: the fewest
// wavefronts, then the least memory, then the cheaper index (no group, a power of two, any other).
TEST(SharedBanks, LayoutSearchPicksTheBestOfTheGrid) {
    const std::vector<plan::KernelSpec> kernels = {planned_kernel(128, Transform::R2C, Precision::F32),
                                                   real_kernels(128, Precision::F32)[1],
                                                   planned_kernel(64, Transform::R2C, Precision::F64),
                                                   planned_kernel(762, Transform::C2C, Precision::F32),
                                                   planned_kernel(1458, Transform::C2C, Precision::F32)};
    for (const plan::KernelSpec& kernel : kernels) {
        ASSERT_GE(kernel.length, 32);  // every group of 4 ... 32 pads the rows
        const int none = static_cast<int>(kernel.length + 2);
        auto rank = [&](int group, int pad) {
            plan::KernelSpec k = kernel;
            k.shared_pad_group = group;
            k.shared_sequence_pad = pad;
            const int arithmetic = group > k.length ? 0 : (group & (group - 1)) == 0 ? 1 : 2;
            return std::tuple{plan::shared_wavefronts(k, 32).total(), k.shared_bytes(), arithmetic};
        };
        const plan::SharedLayout chosen = plan::choose_shared_layout(kernel, 32, 200 * 1024);
        const auto best = rank(chosen.pad_group, chosen.sequence_pad);
        const int most_pad = kernel.precision == Precision::F64 ? 8 : 16;
        for (int pad = 0; pad < most_pad; ++pad)
            for (int group = 4; group <= none; group = group == 32 ? none : group + 1)
                EXPECT_LE(best, rank(group, pad)) << kernel.length << ": group " << group << ", pad " << pad;
    }
}

}  // namespace
}  // namespace prism
