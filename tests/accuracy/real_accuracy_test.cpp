// Real transforms against FFTW in long double: R2C (r2c forward, numpy-style c2r inverse) and R2R
// (every DCT/DST kind, mixed per axis), with relative L2 error <= c * eps * log2(N) over the real
// case matrix (tests/support/case_matrix.hpp). N is the product of the real lengths for R2C and
// of FFTW's logical sizes for R2R. Every failure prints the case token; PRISM_TEST_TIER=full runs
// the whole matrix.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"
#include "support/error_log.hpp"
#include "support/layout.hpp"

namespace {

using namespace prism::test;

constexpr double k_c = prism::reference::k_suite_bound_factor;
constexpr int k_failures_printed = 40;

[[maybe_unused]] const auto* const k_summary =
    ::testing::AddGlobalTestEnvironment(make_error_summary_environment());

void check_cases(const std::vector<Case>& cases) {
    CaseRunner* runner = test_runner();
    ASSERT_NE(runner, nullptr) << context_failure();
    ASSERT_FALSE(cases.empty()) << "the matrix produced no cases for this test";
    int failures = 0;
    for (const Case& c : cases) {
        const AccuracyResult r = run_accuracy_case(*runner, c, k_c);
        record_result(r, c.config.fp64());
        if (r.passed) continue;
        if (++failures <= k_failures_printed) ADD_FAILURE() << r.token << "\n  " << r.message;
    }
    if (failures > k_failures_printed)
        ADD_FAILURE() << failures << " of " << cases.size() << " cases failed; the first "
                      << k_failures_printed
                      << " are shown above (set PRISM_TEST_ERRORS_CSV to record all of them)";
}

// The size groups are dealt into chunks (by config) that ctest runs in parallel; the full tier has
// thousands of configs, so 16 chunks keep a GPU host's compilers busy.
int chunks() { return test_tier() == Tier::full ? 16 : 4; }
constexpr int k_max_chunks = 16;

class RealAccuracySizes : public ::testing::TestWithParam<int> {};
TEST_P(RealAccuracySizes, R2cLengths) {
    if (GetParam() >= chunks())
        GTEST_SKIP() << "the smoke tier deals this group into " << chunks() << " chunks";
    check_cases(chunk(r2c_size_cases(test_tier()), GetParam(), chunks()));
}
TEST_P(RealAccuracySizes, R2rKindsAndLengths) {
    if (GetParam() >= chunks())
        GTEST_SKIP() << "the smoke tier deals this group into " << chunks() << " chunks";
    check_cases(chunk(r2r_kind_cases(test_tier()), GetParam(), chunks()));
}
INSTANTIATE_TEST_SUITE_P(Chunk, RealAccuracySizes, ::testing::Range(0, k_max_chunks));

TEST(RealAccuracy, R2cRank2And3WithBatch) { check_cases(r2c_rank_cases(test_tier())); }

TEST(RealAccuracy, R2cStagedEvenLengthsWithRaggedBatches) { check_cases(r2c_staged_cases(test_tier())); }

TEST(RealAccuracy, R2cLayoutsAndPlacements) { check_cases(r2c_layout_cases(test_tier())); }

TEST(RealAccuracy, R2cNormalizations) { check_cases(r2c_norm_cases(test_tier())); }

TEST(RealAccuracy, C2rWithDestroyInput) { check_cases(r2c_destroy_input_cases(test_tier())); }

TEST(RealAccuracy, R2rMixedKindsPerAxis) { check_cases(r2r_mixed_kind_cases(test_tier())); }

TEST(RealAccuracy, R2rNormalizations) { check_cases(r2r_norm_cases(test_tier())); }

TEST(RealAccuracy, R2rLayoutsAndPlacements) { check_cases(r2r_layout_cases(test_tier())); }

// Host-only checks of the matrix itself (no device needed).

TEST(RealCaseMatrix, TokensRoundTrip) {
    for (const Case& c : all_real_cases(Tier::smoke)) {
        const std::string t = token(c);
        EXPECT_EQ(token(parse_token(t)), t);
    }
    const std::string r2c =
        "r2c f64 shape=16x12 batch=3 in=strides:24,2:dist:400 out=packed place=outofplace "
        "destroy_input=1 dir=inverse norm=backward input=complex:seed=7";
    EXPECT_EQ(token(parse_token(r2c)), r2c);
    const std::string r2r =
        "r2r f32 kinds=dct2,dst1 shape=6x5 batch=1 in=packed out=packed place=inplace "
        "dir=forward norm=ortho input=impulse:at=5";
    EXPECT_EQ(token(parse_token(r2r)), r2r);
    EXPECT_THROW(parse_token("r2r f32 kinds=dct2 shape=6x5"),
                 std::invalid_argument);  // one kind, two axes
    EXPECT_THROW(parse_token("r2r f32 kinds=dct9 shape=6"), std::invalid_argument);
    EXPECT_THROW(parse_token("r2c f32 kinds=dct2 shape=6"), std::invalid_argument);
    EXPECT_THROW(parse_token("r2c f32 shape=6 dir=forward input=complex:seed=1"), std::invalid_argument);
    EXPECT_THROW(parse_token("c2r f32 shape=6"), std::invalid_argument);  // C2R is r2c dir=inverse
    EXPECT_THROW(parse_token("r2c f32 shape=6 real_padded=yes"), std::invalid_argument);
}

// Every layout maps distinct logical scalars to distinct memory, on each side.
TEST(RealCaseMatrix, LayoutsAreInjective) {
    std::set<std::string> seen;
    for (const auto& group :
         {r2c_layout_cases(Tier::full), r2r_layout_cases(Tier::full), r2c_rank_cases(Tier::full)})
        for (const Case& c : group) {
            if (!seen.insert(config_token(c.config)).second) continue;
            for (const prism::Direction d : {prism::Direction::forward, prism::Direction::inverse}) {
                auto offsets = prism::cases::output_side(c.config, d).offsets;
                std::sort(offsets.begin(), offsets.end());
                EXPECT_EQ(std::adjacent_find(offsets.begin(), offsets.end()), offsets.end())
                    << config_token(c.config);
            }
        }
}

// Every kind, every norm, both placements, both precisions, ranks 1-3 and the lengths the issue
// names are in the smoke tier.
TEST(RealCaseMatrix, SmokeTierCoversTheFeature) {
    std::set<std::string> kinds, norms;
    std::set<std::int64_t> lengths;
    std::set<std::size_t> ranks;
    bool r2c_in_place = false, r2c_out_of_place = false, f64 = false, f32 = false, mixed = false;
    for (const Case& c : all_real_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        for (auto k : cc.kinds) kinds.insert(prism::r2r_kind_name(k));
        mixed = mixed || (cc.kinds.size() > 1 && cc.kinds[0] != cc.kinds[1]);
        norms.insert(std::to_string(static_cast<int>(cc.norm)) + (cc.r2c() ? "c" : "r"));
        ranks.insert(cc.shape.size());
        if (cc.shape.size() == 1) lengths.insert(cc.shape[0]);
        (cc.placement == prism::cases::Placement::in_place ? r2c_in_place : r2c_out_of_place) |= cc.r2c();
        (cc.fp64() ? f64 : f32) = true;
    }
    EXPECT_EQ(kinds.size(), 8u);
    EXPECT_EQ(norms.size(), 8u) << "four norms for each of R2C and R2R";
    EXPECT_EQ(ranks, (std::set<std::size_t>{1, 2, 3}));
    for (std::int64_t n : {1, 2, 17, 4096, 4099, 10007, 65536})
        EXPECT_TRUE(lengths.count(n)) << "length " << n;
    EXPECT_TRUE(r2c_in_place && r2c_out_of_place && f32 && f64 && mixed);
}

std::size_t distinct_configs(const std::vector<Case>& cases) {
    std::set<std::string> keys;
    for (const Case& c : cases) keys.insert(config_token(c.config));
    return keys.size();
}

// Every length in both placements; each placement in both precisions and with each norm.
TEST(RealCaseMatrix, StagedGroupCoversLengthsPlacementsAndPrecisions) {
    std::set<std::string> seen;
    std::set<std::int64_t> lengths;
    for (const Case& c : r2c_staged_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        lengths.insert(cc.shape[0]);
        EXPECT_EQ(cc.batch % 2, 1) << "the batch must leave a ragged last block";
        const bool in_place = cc.placement == prism::cases::Placement::in_place;
        EXPECT_EQ(cc.real_padded, in_place);
        seen.insert(std::to_string(cc.shape[0]) + (in_place ? "i" : "o"));
        seen.insert(std::string(in_place ? "i" : "o") + (cc.fp64() ? "64" : "32"));
        seen.insert(std::string(in_place ? "i" : "o") + "norm" + std::to_string(static_cast<int>(cc.norm)));
    }
    EXPECT_EQ(lengths, (std::set<std::int64_t>{2, 4, 6, 8, 10, 16, 30, 32, 64, 128, 256}));
    EXPECT_EQ(seen.size(), 11u * 2 + 4 + 6);
    EXPECT_EQ(distinct_configs(r2c_staged_cases(Tier::smoke)), 22u);
    EXPECT_EQ(distinct_configs(r2c_staged_cases(Tier::full)), 44u);
}

// PoCL compiles each new plan in 0.1-1 s: the real groups add about 90 configs to CI's smoke tier.
TEST(RealCaseMatrix, SmokeTierStaysSmall) {
    EXPECT_GE(distinct_configs(all_real_cases(Tier::smoke)), 60u);
    EXPECT_LE(distinct_configs(all_real_cases(Tier::smoke)), 100u);
    EXPECT_GE(distinct_configs(r2c_size_cases(Tier::full)), 2 * 4096u);
}

}  // namespace
