// How `prism fft` maps numpy's (shape, axes) onto a prism::Config, and how it reads --axes.
#include <gtest/gtest.h>

#include "exit_codes.hpp"
#include "numpy_layout.hpp"

namespace prism::cli {
namespace {

using Lengths = std::vector<std::int64_t>;

TEST(ResolveAxes, DefaultsToEveryAxis) { EXPECT_EQ(resolve_axes(std::nullopt, 3), (std::vector<int>{0, 1, 2})); }

TEST(ResolveAxes, CountsNegativeAxesFromTheEndAndSorts) {
    EXPECT_EQ(resolve_axes(std::vector<int>{-1, 0}, 3), (std::vector<int>{0, 2}));
    EXPECT_EQ(resolve_axes(std::vector<int>{-3}, 3), (std::vector<int>{0}));
}

TEST(ResolveAxes, RejectsOutOfRangeRepeatedAndEmpty) {
    EXPECT_THROW(resolve_axes(std::vector<int>{3}, 3), UsageError);
    EXPECT_THROW(resolve_axes(std::vector<int>{-4}, 3), UsageError);
    EXPECT_THROW(resolve_axes(std::vector<int>{1, 1}, 3), UsageError);
    EXPECT_THROW(resolve_axes(std::vector<int>{2, -1}, 3), UsageError);
    EXPECT_THROW(resolve_axes(std::vector<int>{}, 3), UsageError);
}

TEST(ResolveAxes, RejectsScalars) { EXPECT_THROW(resolve_axes(std::nullopt, 0), UsageError); }

TEST(ResolveAxes, RejectsMoreAxesThanPrismTransforms) {
    EXPECT_EQ(resolve_axes(std::nullopt, k_max_rank).size(), static_cast<std::size_t>(k_max_rank));
    EXPECT_THROW(resolve_axes(std::nullopt, k_max_rank + 1), UsageError);
}

TEST(PackedStrides, AreRowMajor) {
    EXPECT_EQ(packed_strides({4, 5, 6}), (Lengths{30, 6, 1}));
    EXPECT_EQ(packed_strides({}), Lengths{});
}

TEST(ConfigForAxes, AllAxesArePackedWithoutExplicitStrides) {
    const Config config = config_for_axes({32, 30, 28}, {0, 1, 2}, Precision::F64, Norm::ortho);
    EXPECT_EQ(config.shape, (Lengths{32, 30, 28}));
    EXPECT_TRUE(config.in_strides.empty());
    EXPECT_TRUE(config.out_strides.empty());
    EXPECT_EQ(config.batch, 1);
    EXPECT_TRUE(config.batch_axes.empty());
    EXPECT_EQ(config.precision, Precision::F64);
    EXPECT_EQ(config.norm, Norm::ortho);
}

TEST(ConfigForAxes, LeadingUntransformedAxesArePackedBatches) {
    const Config config = config_for_axes({4, 5, 64}, {2}, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{64});
    EXPECT_EQ(config.batch, 20);
    EXPECT_TRUE(config.in_strides.empty());
    EXPECT_EQ(config.in_distance, 0);
}

TEST(ConfigForAxes, TrailingUntransformedAxisIsAStridedBatch) {
    const Config config = config_for_axes({512, 16}, {0}, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{512});
    EXPECT_EQ(config.in_strides, Lengths{16});
    EXPECT_EQ(config.out_strides, Lengths{16});
    EXPECT_EQ(config.batch, 16);
    EXPECT_EQ(config.in_distance, 1);
    EXPECT_EQ(config.out_distance, 1);
}

TEST(ConfigForAxes, SeparatedUntransformedAxesBecomeBatchAxes) {
    const Config config = config_for_axes({4, 6, 8}, {1}, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{6});
    EXPECT_EQ(config.in_strides, Lengths{8});
    EXPECT_EQ(config.batch, 1);
    ASSERT_EQ(config.batch_axes.size(), 2u);
    EXPECT_EQ(config.batch_axes[0].length, 4);
    EXPECT_EQ(config.batch_axes[0].in_stride, 48);
    EXPECT_EQ(config.batch_axes[0].out_stride, 48);
    EXPECT_EQ(config.batch_axes[1].length, 8);
    EXPECT_EQ(config.batch_axes[1].in_stride, 1);
}

TEST(ConfigForAxes, NonAdjacentTransformedAxesKeepTheirStrides) {
    const Config config = config_for_axes({4, 6, 8}, {0, 2}, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, (Lengths{4, 8}));
    EXPECT_EQ(config.in_strides, (Lengths{48, 1}));
    EXPECT_EQ(config.batch, 6);
    EXPECT_EQ(config.in_distance, 8);
}

TEST(ConfigForAxes, DropsLengthOneAxes) {
    const Config batched = config_for_axes({1, 7, 1, 16}, {1, 2, 3}, Precision::F32, Norm::backward);
    EXPECT_EQ(batched.shape, (Lengths{7, 16}));
    EXPECT_TRUE(batched.in_strides.empty());
    EXPECT_EQ(batched.batch, 1);

    const Config merged = config_for_axes({3, 1, 5, 8}, {1, 3}, Precision::F32, Norm::backward);
    EXPECT_EQ(merged.shape, Lengths{8});
    EXPECT_EQ(merged.batch, 15);  // axes 0 and 2 are contiguous once the length-1 axis goes
    EXPECT_TRUE(merged.in_strides.empty());
}

TEST(ConfigForAxes, KeepsOneAxisWhenEveryTransformedAxisHasLengthOne) {
    const Config config = config_for_axes({5, 1}, {1}, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{1});
    EXPECT_EQ(config.batch, 5);
}

}  // namespace
}  // namespace prism::cli
