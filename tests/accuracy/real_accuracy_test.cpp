// Real transforms against FFTW in long double: R2C (r2c forward, numpy-style c2r inverse) and R2R
// (every DCT/DST kind, mixed per axis), with relative L2 error <= c * eps * log2(N) over the real
// groups of the case matrix (tests/support/case_matrix.hpp). N is the product of the real lengths for R2C and
// of FFTW's logical sizes for R2R. Every failure prints the case token; PRISM_TEST_TIER=full runs
// the whole matrix.
#include <gtest/gtest.h>

#include "support/accuracy_check.hpp"
#include "support/case_matrix.hpp"

namespace {

using namespace prism::test;

// The size groups are dealt into chunks (by config) that ctest runs in parallel; the full tier has
// thousands of configs, so 16 chunks keep a GPU host's compilers busy.
int chunks() { return test_tier() == Tier::full ? 16 : 4; }
constexpr int k_max_chunks = 16;

class RealAccuracySizes : public ::testing::TestWithParam<int> {};
TEST_P(RealAccuracySizes, R2cLengths) {
    if (GetParam() >= chunks())
        GTEST_SKIP() << "the smoke tier deals this group into " << chunks() << " chunks";
    check_accuracy(chunk(r2c_size_cases(test_tier()), GetParam(), chunks()));
}
TEST_P(RealAccuracySizes, R2rKindsAndLengths) {
    if (GetParam() >= chunks())
        GTEST_SKIP() << "the smoke tier deals this group into " << chunks() << " chunks";
    check_accuracy(chunk(r2r_kind_cases(test_tier()), GetParam(), chunks()));
}
INSTANTIATE_TEST_SUITE_P(Chunk, RealAccuracySizes, ::testing::Range(0, k_max_chunks));

TEST(RealAccuracy, R2cRank2And3WithBatch) { check_accuracy(r2c_rank_cases(test_tier())); }

TEST(RealAccuracy, R2cStagedEvenLengthsWithRaggedBatches) { check_accuracy(r2c_staged_cases(test_tier())); }

TEST(RealAccuracy, R2cPairedRowsOddLengthsWithOddBatchesAndLayouts) {
    check_accuracy(r2c_paired_rows_cases(test_tier()));
}

TEST(RealAccuracy, R2cPastOneKernelPairedRowsAndHalfLengths) { check_accuracy(r2c_past_one_kernel_cases()); }

TEST(RealAccuracy, R2cLayoutsAndPlacements) { check_accuracy(r2c_layout_cases(test_tier())); }

TEST(RealAccuracy, R2cNormalizations) { check_accuracy(r2c_norm_cases(test_tier())); }

TEST(RealAccuracy, C2rWithDestroyInput) { check_accuracy(r2c_destroy_input_cases(test_tier())); }

TEST(RealAccuracy, R2rMixedKindsPerAxis) { check_accuracy(r2r_mixed_kind_cases(test_tier())); }

TEST(RealAccuracy, R2rNormalizations) { check_accuracy(r2r_norm_cases(test_tier())); }

TEST(RealAccuracy, R2rLayoutsAndPlacements) { check_accuracy(r2r_layout_cases(test_tier())); }

TEST(RealAccuracy, R2rPairedRowsWithOddBatchesAndLayouts) { check_accuracy(r2r_paired_rows_cases(test_tier())); }

}  // namespace
