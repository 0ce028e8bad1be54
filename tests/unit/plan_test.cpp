// Host-only tests of the planner: factorization, radix choice, plan trees and block shapes for a
// table of problems, against the reference devices (no device needed).
#include <gtest/gtest.h>

#include <numeric>

#include "api/introspection.hpp"
#include "core/problem.hpp"
#include "plan/factorize.hpp"
#include "plan/lower.hpp"
#include "plan/planner.hpp"

using namespace prism;

namespace {

std::int64_t product(const std::vector<int>& v) {
    return std::accumulate(v.begin(), v.end(), std::int64_t{1}, [](std::int64_t a, int b) { return a * b; });
}

plan::KernelGraph graph_for(const Config& c, Backend b = Backend::cuda) {
    plan::Planner planner(api::reference_device(b));
    return plan::lower(planner.plan(core::make_problem(c)));
}

}  // namespace

TEST(Factorize, PrimeFactorsMultiplyBack) {
    for (std::int64_t n = 1; n <= 5000; ++n) {
        auto f = plan::prime_factors(n);
        std::int64_t p = 1;
        for (auto x : f) p *= x;
        EXPECT_EQ(p, n);
        EXPECT_TRUE(std::is_sorted(f.begin(), f.end()));
    }
    EXPECT_EQ(plan::prime_factors(1000003), std::vector<std::int64_t>{1000003});
}

TEST(Factorize, ButterflyFactorsAreThirteenSmooth) {
    EXPECT_TRUE(plan::has_butterfly_factors(1));
    EXPECT_TRUE(plan::has_butterfly_factors(30030));
    EXPECT_TRUE(plan::has_butterfly_factors(2 * 13 * 13 * 11));
    EXPECT_FALSE(plan::has_butterfly_factors(17));
    EXPECT_FALSE(plan::has_butterfly_factors(4099));
    EXPECT_FALSE(plan::has_butterfly_factors(0));
}

TEST(Factorize, RadicesMultiplyToLengthAndHaveButterflies) {
    const std::vector<int> allowed = {2, 3, 4, 5, 7, 8, 11, 13, 16};
    for (std::int64_t n = 1; n <= 20000; ++n) {
        if (!plan::has_butterfly_factors(n)) continue;
        auto r = plan::choose_radices(n, 16);
        ASSERT_EQ(product(r), n) << n;
        for (int x : r) EXPECT_NE(std::find(allowed.begin(), allowed.end(), x), allowed.end()) << n;
    }
}

TEST(Factorize, PowersOfTwoUseFewStagesAndAvoidRadixTwo) {
    EXPECT_EQ(plan::choose_radices(4096, 16), (std::vector<int>{16, 16, 16}));
    EXPECT_EQ(plan::choose_radices(1024, 16), (std::vector<int>{16, 16, 4}));
    EXPECT_EQ(plan::choose_radices(512, 16), (std::vector<int>{16, 8, 4}));
    EXPECT_EQ(plan::choose_radices(2, 16), (std::vector<int>{2}));
    EXPECT_EQ(plan::choose_radices(1000, 16), (std::vector<int>{8, 5, 5, 5}));
    EXPECT_TRUE(plan::choose_radices(1, 16).empty());
}

TEST(PlanTree, OneKernelPerNonUnitAxisInnermostFirst) {
    Config c;
    c.shape = {8, 1, 30};
    c.batch = 3;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].length, 30);
    EXPECT_EQ(g.kernels[0].source, plan::BufferRole::user_input);
    EXPECT_EQ(g.kernels[1].length, 8);
    EXPECT_EQ(g.kernels[1].source, plan::BufferRole::user_output);
    EXPECT_EQ(g.kernels[0].sequences, 8 * 3);
    EXPECT_EQ(g.kernels[1].in_stride, 30);
}

TEST(PlanTree, AllUnitAxesBecomeOneCopy) {
    Config c;
    c.shape = {1, 1};
    c.batch = 5;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 1u);
    EXPECT_TRUE(g.kernels[0].radices.empty());
    EXPECT_EQ(g.kernels[0].sequences, 5);
}

TEST(PlanTree, PackedOuterDimsFuseIntoOne) {
    Config c;
    c.shape = {4, 6, 10};
    c.batch = 7;
    auto g = graph_for(c);
    // Pass over the last axis: the other axes and the batch are one packed dim of 4*6*7 sequences.
    ASSERT_EQ(g.kernels[0].outer.size(), 1u);
    EXPECT_EQ(g.kernels[0].outer[0].length, 4 * 6 * 7);
    EXPECT_EQ(g.kernels[0].outer[0].in_stride, 10);
}

TEST(PlanTree, ScalesGoOnTheLastPassOnly) {
    Config c;
    c.shape = {16, 16};
    c.norm = Norm::ortho;
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].forward_scale, 1.0L);
    EXPECT_NEAR(static_cast<double>(g.kernels[1].forward_scale), 1.0 / 16, 1e-18);
    EXPECT_NEAR(static_cast<double>(g.kernels[1].inverse_scale), 1.0 / 16, 1e-18);
}

TEST(PlanTree, StridedAxesMapAdjacentSequencesToAdjacentThreads) {
    Config c;
    c.shape = {64, 256};
    auto g = graph_for(c);
    EXPECT_EQ(g.kernels[0].mapping, plan::ThreadMapping::sequence_major);
    EXPECT_EQ(g.kernels[1].mapping, plan::ThreadMapping::batch_major);
    EXPECT_GE(g.kernels[1].sequences_per_block, 16);
}

TEST(PlanTree, BlockShapesRespectDeviceLimits) {
    for (Backend b : {Backend::cuda, Backend::opencl})
        for (std::int64_t n : {2, 8, 60, 1000, 4096, 6561, 8192, 14641}) {
            Config c;
            c.shape = {n};
            c.batch = 1000;
            auto device = api::reference_device(b);
            plan::Planner planner(device);
            plan::KernelGraph g;
            try {
                g = plan::lower(planner.plan(core::make_problem(c)));
            } catch (const Error& e) {  // only when one sequence cannot fit the block's shared memory
                EXPECT_EQ(e.status(), Status::unsupported_size);
                EXPECT_GT(static_cast<std::size_t>(n) * 8, device.shared_memory_per_block) << n;
                continue;
            }
            const auto& k = g.kernels[0];
            EXPECT_LE(k.threads_per_block(), device.max_threads_per_block) << n;
            EXPECT_LE(k.shared_bytes(), device.shared_memory_per_block) << n;
            EXPECT_GE(static_cast<std::int64_t>(k.blocks()) * k.sequences_per_block, 1000) << n;
            EXPECT_EQ(static_cast<std::int64_t>(g.lut.size()), k.twiddle_count()) << n;
        }
}

TEST(PlanTree, UnsupportedLengthsNameTheAxis) {
    Config c;
    c.shape = {16, 17};
    try {
        graph_for(c);
        FAIL() << "17 has no butterfly yet";
    } catch (const Error& e) {
        EXPECT_EQ(e.status(), Status::unsupported_size);
        EXPECT_NE(std::string(e.what()).find("axis 1 has length 17"), std::string::npos) << e.what();
    }
    c.shape = {1 << 16};  // 512 KiB of fp32 complex: more than one block's shared memory
    try {
        graph_for(c);
        FAIL() << "2^16 does not fit one pass";
    } catch (const Error& e) {
        EXPECT_EQ(e.status(), Status::unsupported_size);
        EXPECT_NE(std::string(e.what()).find("65536"), std::string::npos) << e.what();
    }
}

TEST(PlanTree, LargeLayoutsSwitchToSixtyFourBitIndices) {
    Config c;
    c.shape = {1024};
    c.batch = std::int64_t{1} << 22;  // 2^32 elements
    EXPECT_TRUE(graph_for(c).kernels[0].index64);
    c.batch = 1024;
    EXPECT_FALSE(graph_for(c).kernels[0].index64);
    c.index_width = IndexWidth::i64;
    EXPECT_TRUE(graph_for(c).kernels[0].index64);
}

TEST(PlanTree, ExplainShowsProblemTreeAndKernels) {
    Config c;
    c.shape = {32, 48};
    auto text = api::explain(c, api::reference_device(Backend::cuda));
    EXPECT_NE(text.find("problem: c2c f32 shape 32x48"), std::string::npos) << text;
    EXPECT_NE(text.find("multi_axis"), std::string::npos);
    EXPECT_NE(text.find("stockham_single_pass"), std::string::npos);
    EXPECT_NE(text.find("prism_k1_{fwd,inv}"), std::string::npos);
}
