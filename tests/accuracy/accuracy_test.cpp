// prism against FFTW in long double: relative L2 error <= c * eps * log2(N) on random inputs in
// [-1, 1] and on impulses, over the case matrix (tests/support/case_matrix.hpp). Every failure
// prints the case token; PRISM_TEST_TIER=full runs the whole matrix.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"
#include "support/error_log.hpp"
#include "support/layout.hpp"

namespace {

using namespace prism::test;

// The one constant of the bound c * eps * log2(N) for every case in this file; `prism check` holds
// its cases to the same one (reference.hpp says why 4).
constexpr double k_c = prism::reference::k_suite_bound_factor;

// Past this many failures in one test the rest are counted, not printed (all go to the CSV).
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

TEST(Accuracy, EachRadixAndItsPowers) { check_cases(radix_cases(test_tier())); }

TEST(Accuracy, MixedRadices) { check_cases(mixed_radix_cases(test_tier())); }

TEST(Accuracy, Rank2And3WithBatch) { check_cases(rank_cases(test_tier())); }

TEST(Accuracy, StridedPaddedAndInterleavedLayouts) { check_cases(layout_cases(test_tier())); }

TEST(Accuracy, Normalizations) { check_cases(norm_cases(test_tier())); }


// The big groups are dealt into chunks (by config) that ctest runs in parallel.
constexpr int k_chunks = 4;

class AccuracySizes : public ::testing::TestWithParam<int> {};
TEST_P(AccuracySizes, SmoothSizesUpTo4096) {
    check_cases(chunk(size_cases(test_tier()), GetParam(), k_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracySizes, ::testing::Range(0, k_chunks));

class AccuracyLarge : public ::testing::TestWithParam<int> {};
TEST_P(AccuracyLarge, SinglePassSizesAbove4096) {
    check_cases(chunk(large_cases(test_tier()), GetParam(), k_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracyLarge, ::testing::Range(0, k_chunks));

// Any length: Bluestein for large prime factors, four-step for lengths past one pass, both nested.
TEST(Accuracy, SizesWithLargePrimeFactors) { check_cases(unsupported_size_cases()); }

// ~3000 sizes in the full tier: 16 chunks keep a 16-core GPU host's compilers busy.
constexpr int k_non_smooth_chunks = 16;
class AccuracyNonSmooth : public ::testing::TestWithParam<int> {};
TEST_P(AccuracyNonSmooth, EverySizeWithALargePrimeFactorUpTo4096) {
    check_cases(chunk(non_smooth_size_cases(test_tier()), GetParam(), k_non_smooth_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracyNonSmooth, ::testing::Range(0, k_non_smooth_chunks));

TEST(Accuracy, Primes) { check_cases(prime_cases(test_tier())); }

TEST(Accuracy, MultiPassLengths) { check_cases(multi_pass_cases(test_tier())); }

TEST(Accuracy, MixedShapesOfAnySize) { check_cases(mixed_any_size_cases(test_tier())); }

// input_bytes/output_bytes are the bytes each layout spans (largest offset + 1 elements).
TEST(Accuracy, PlansReportTheBytesTheirLayoutsSpan) {
    CaseRunner* runner = test_runner();
    ASSERT_NE(runner, nullptr) << context_failure();
    std::string last;
    for (const Case& c : layout_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        if (config_token(cc) == last) continue;
        last = config_token(cc);
        try {
            const prism::Plan& plan = runner->plan_for(cc);
            const std::size_t element = cc.fp64() ? 16 : 8;
            EXPECT_EQ(plan.input_bytes(), layout_span(cc.in, cc.shape, cc.batch) * element) << last;
            EXPECT_EQ(plan.output_bytes(), layout_span(cc.out, cc.shape, cc.batch) * element) << last;
        } catch (const prism::Error& e) {
            ADD_FAILURE() << last << "\n  prism threw " << describe_error(e);
        }
    }
}

// Host-only checks of the matrix itself (no device needed).

TEST(CaseMatrix, TokensRoundTrip) {
    for (const auto& group : {radix_cases(Tier::smoke), layout_cases(Tier::smoke), norm_cases(Tier::smoke)})
        for (const Case& c : group) EXPECT_EQ(token(parse_token(token(c))), token(c));
    const std::string example =
        "c2c f32 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=inplace dir=inverse "
        "norm=backward input=random:seed=7";
    EXPECT_THROW(parse_token(example), std::invalid_argument);  // in place with in != out
    const std::string valid =
        "c2c f64 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=outofplace dir=inverse "
        "norm=backward input=impulse:at=5";
    EXPECT_EQ(token(parse_token(valid)), valid);
    EXPECT_THROW(parse_token("c2c f16 shape=8"), std::invalid_argument);
    EXPECT_THROW(parse_token("c2c f32 shape=8 colour=red"), std::invalid_argument);
}

TEST(CaseMatrix, OutputLayoutsAreInjective) {
    for (const auto& group : {layout_cases(Tier::full), rank_cases(Tier::smoke)})
        for (const Case& c : group) {
            auto offsets = element_offsets(c.config.out, c.config.shape, c.config.batch);
            std::sort(offsets.begin(), offsets.end());
            EXPECT_EQ(std::adjacent_find(offsets.begin(), offsets.end()), offsets.end()) << token(c);
        }
}

std::size_t distinct_configs(const std::vector<Case>& cases) {
    std::set<std::string> keys;
    for (const Case& c : cases) keys.insert(config_token(c.config));
    return keys.size();
}

// PoCL compiles each new plan in 0.1-1 s: the smoke tier stays within CI's few minutes only if its
// number of distinct configs does.
TEST(CaseMatrix, SmokeTierStaysSmall) {
    std::vector<Case> all;
    for (auto group : {radix_cases(Tier::smoke), mixed_radix_cases(Tier::smoke), size_cases(Tier::smoke),
                       rank_cases(Tier::smoke), layout_cases(Tier::smoke), norm_cases(Tier::smoke),
                       large_cases(Tier::smoke), unsupported_size_cases(), non_smooth_size_cases(Tier::smoke),
                       prime_cases(Tier::smoke), multi_pass_cases(Tier::smoke), mixed_any_size_cases(Tier::smoke)})
        all.insert(all.end(), group.begin(), group.end());
    EXPECT_GE(distinct_configs(all), 150u);
    EXPECT_LE(distinct_configs(all), 330u);
    EXPECT_EQ(smooth_sizes(1, 4096).size(), distinct_configs(size_cases(Tier::full)) / 2);
}

}  // namespace
