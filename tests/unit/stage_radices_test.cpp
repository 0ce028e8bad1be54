// Host-only tests of the radix choice a kernel gets: the candidates a measuring planner times, the
// caller's lists (Config::stage_radices), and the measured table's rows.
#include <gtest/gtest.h>

#include <algorithm>

#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "plan/stage_radices.hpp"
#include "planner_helpers.hpp"

using namespace prism;

using test::graph_for;
using test::product;

TEST(RadixCandidates, DistinctListsOfTheLengthThatTheGeneratorBuilds) {
    const auto& tuning = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, Precision::F32);
    for (std::int64_t n = 2; n <= 4096; ++n) {
        if (!plan::has_butterfly_factors(n, 0)) continue;
        auto candidates = plan::radix_candidates(n, 16, 12);
        ASSERT_FALSE(candidates.empty()) << n;
        EXPECT_LE(candidates.size(), 12u) << n;
        EXPECT_EQ(candidates.front(), plan::choose_radices(n, 16)) << n << ": the model's list first";
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            EXPECT_EQ(product(candidates[i]), n) << n;
            for (int r : candidates[i]) EXPECT_TRUE(plan::builds_radix(r, tuning)) << n << ": radix " << r;
            for (std::size_t j = 0; j < i; ++j) EXPECT_NE(candidates[i], candidates[j]) << n;
            EXPECT_LE(candidates[i].size(), candidates.front().size() + 1) << n;
        }
    }
}

TEST(RadixCandidates, OffersOtherOrdersAndSplits) {
    auto candidates = plan::radix_candidates(1890, 16, 64);  // 2 * 3^3 * 5 * 7
    EXPECT_GT(candidates.size(), 6u);
    auto has = [&](std::vector<int> r) { return std::find(candidates.begin(), candidates.end(), r) != candidates.end(); };
    EXPECT_TRUE(has({15, 14, 9}));
    EXPECT_TRUE(has({9, 14, 15}));
    // Larger primes than 13 leave the model's list alone.
    EXPECT_EQ(plan::radix_candidates(17 * 16, 16, 12).size(), 1u);
}

TEST(StageRadices, TheCallersListReplacesTheModelsWhereverTheLengthOccurs) {
    Config c;
    c.shape = {1890};
    c.batch = 4;
    c.stage_radices = {{9, 14, 15}};
    EXPECT_EQ(graph_for(c).kernels.at(0).radices, (std::vector<int>{9, 14, 15}));
    c.shape = {1890, 30};  // a strided axis of 1890 takes it too; 30 keeps the model's
    c.stage_radices = {{9, 14, 15}, {2, 3, 5}};
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].radices, (std::vector<int>{2, 3, 5}));
    EXPECT_EQ(g.kernels[1].radices, (std::vector<int>{9, 14, 15}));
}

TEST(StageRadices, RaderPrimesAreRadicesWhereTheDeviceBuildsThem) {
    const auto& cuda = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, Precision::F32);
    EXPECT_TRUE(plan::builds_radix(16, cuda));
    EXPECT_TRUE(plan::builds_radix(13, cuda));
    EXPECT_TRUE(plan::builds_radix(59, cuda));     // register Rader
    EXPECT_TRUE(plan::builds_radix(4093, cuda));   // shared-memory Rader
    EXPECT_TRUE(plan::builds_radix(25, cuda));     // composites of primes up to 13, up to 64
    EXPECT_TRUE(plan::builds_radix(32, cuda));
    EXPECT_TRUE(plan::builds_radix(49, cuda));
    EXPECT_FALSE(plan::builds_radix(91, cuda));    // past k_largest_composite_radix   // past k_largest_composite_radix
    EXPECT_FALSE(plan::builds_radix(34, cuda));    // 2 x 17: 17 is a stage of its own
    EXPECT_FALSE(plan::builds_radix(2039, cuda));  // 2038 = 2 x 1019: Bluestein
    Config c;
    c.shape = {17 * 16};
    c.stage_radices = {{16, 17}};
    EXPECT_EQ(graph_for(c).kernels.at(0).radices, (std::vector<int>{16, 17}));
}

// Every measured row is a list the generator builds for its length, and the planner uses it for
// contiguous kernels of that device class.
TEST(MeasuredRadices, RowsAreValidAndUsed) {
    for (auto precision : {Precision::F32, Precision::F64}) {
        const auto& tuning = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, precision);
        for (std::int64_t n = 2; n <= 16384; ++n) {
            const std::vector<int>* row = plan::measured_radices(plan::DeviceClass::cuda_gpu, precision, n);
            if (!row) continue;
            EXPECT_EQ(product(*row), n);
            for (int r : *row) EXPECT_TRUE(plan::builds_radix(r, tuning)) << n;
            Config c;
            c.shape = {n};
            c.precision = precision;
            c.batch = 64;
            EXPECT_EQ(graph_for(c).kernels.at(0).radices, *row) << n;
        }
    }
}
