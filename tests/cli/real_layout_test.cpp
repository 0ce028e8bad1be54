// How `prism rfft`/`irfft` and `prism dct`/`dst` map numpy's and scipy's (shape, axes) onto a
// prism::Config: the real axis last for R2C, strides in reals on the real side and in complexes on
// the complex side, length-1 axes kept for R2R.
#include "real_layout.hpp"

#include <gtest/gtest.h>

namespace prism::cli {
namespace {

using Lengths = std::vector<std::int64_t>;

TEST(RealAxis, IsTheLastAxisListedInTheGivenOrder) {
    EXPECT_EQ(real_axis(std::nullopt, 3), 2);
    EXPECT_EQ(real_axis(std::vector<int>{2, 0}, 3), 0);
    EXPECT_EQ(real_axis(std::vector<int>{0, -2}, 3), 1);
}

TEST(HalvedShape, CutsTheRealAxisToHalfPlusOne) {
    EXPECT_EQ(halved_shape({4, 6, 8}, 2), (Lengths{4, 6, 5}));
    EXPECT_EQ(halved_shape({4, 7, 8}, 1), (Lengths{4, 4, 8}));
    EXPECT_EQ(halved_shape({1}, 0), Lengths{1});
}

TEST(R2cConfigForAxes, AllAxesArePacked) {
    const Config config = r2c_config_for_axes({6, 10}, {0, 1}, 1, Precision::F64, Norm::ortho);
    EXPECT_EQ(config.transform, Transform::R2C);
    EXPECT_EQ(config.shape, (Lengths{6, 10}));
    EXPECT_TRUE(config.in_strides.empty());
    EXPECT_TRUE(config.out_strides.empty());
    EXPECT_EQ(config.batch, 1);
    EXPECT_EQ(config.precision, Precision::F64);
    EXPECT_EQ(config.norm, Norm::ortho);
}

TEST(R2cConfigForAxes, LeadingBatchesArePackedOnBothSides) {
    const Config config = r2c_config_for_axes({4, 5, 64}, {2}, 2, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{64});
    EXPECT_EQ(config.batch, 20);
    EXPECT_TRUE(config.in_strides.empty());
    EXPECT_EQ(config.in_distance, 0);
    EXPECT_EQ(config.out_distance, 0);
}

// rfftn(a, axes=(1, 0)) on a (4, 6) array halves axis 0: prism's last axis is array axis 0.
TEST(R2cConfigForAxes, RealAxisFirstInTheArrayGoesLastInTheShape) {
    const Config config = r2c_config_for_axes({4, 6}, {0, 1}, 0, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, (Lengths{6, 4}));
    EXPECT_EQ(config.in_strides, (Lengths{1, 6}));   // the (4, 6) real array
    EXPECT_EQ(config.out_strides, (Lengths{1, 6}));  // the (3, 6) complex array
}

TEST(R2cConfigForAxes, TrailingBatchHasOneStridePerSide) {
    // rfft along axis 0 of a (10, 3) array: the complex array is (6, 3).
    const Config config = r2c_config_for_axes({10, 3}, {0}, 0, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{10});
    EXPECT_EQ(config.in_strides, Lengths{3});
    EXPECT_EQ(config.out_strides, Lengths{3});
    EXPECT_EQ(config.batch, 3);
    EXPECT_EQ(config.in_distance, 1);
    EXPECT_EQ(config.out_distance, 1);
}

TEST(R2cConfigForAxes, BatchAfterTheRealAxisUsesBothArraysStrides) {
    // rfft along axis 1 of (2, 8, 3): real strides (24, 3, 1), complex (5 along axis 1) strides (15, 3, 1).
    const Config config = r2c_config_for_axes({2, 8, 3}, {1}, 1, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{8});
    EXPECT_EQ(config.in_strides, Lengths{3});
    EXPECT_EQ(config.out_strides, Lengths{3});
    ASSERT_EQ(config.batch_axes.size(), 2u);
    EXPECT_EQ(config.batch_axes[0].length, 2);
    EXPECT_EQ(config.batch_axes[0].in_stride, 24);
    EXPECT_EQ(config.batch_axes[0].out_stride, 15);
    EXPECT_EQ(config.batch_axes[1].length, 3);
    EXPECT_EQ(config.batch_axes[1].in_stride, 1);
    EXPECT_EQ(config.batch_axes[1].out_stride, 1);
}

TEST(R2cConfigForAxes, DropsLengthOneComplexAxesButNotTheRealOne) {
    const Config config = r2c_config_for_axes({1, 7, 1}, {0, 1, 2}, 2, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, (Lengths{7, 1}));
    EXPECT_TRUE(config.in_strides.empty());
}

TEST(R2rConfigForAxes, KeepsLengthOneAxesAndSetsAKindPerAxis) {
    const Config config =
        r2r_config_for_axes({1, 7, 1}, {0, 1, 2}, R2RKind::dst2, Precision::F64, Norm::ortho);
    EXPECT_EQ(config.transform, Transform::R2R);
    EXPECT_EQ(config.shape, (Lengths{1, 7, 1}));
    EXPECT_EQ(config.r2r_kinds, (std::vector<R2RKind>(3, R2RKind::dst2)));
    EXPECT_TRUE(config.in_strides.empty());
    EXPECT_EQ(config.norm, Norm::ortho);
}

TEST(R2rConfigForAxes, UntransformedAxesAreBatches) {
    const Config config = r2r_config_for_axes({4, 6, 8}, {1}, R2RKind::dct1, Precision::F32, Norm::backward);
    EXPECT_EQ(config.shape, Lengths{6});
    EXPECT_EQ(config.in_strides, Lengths{8});
    EXPECT_EQ(config.out_strides, Lengths{8});
    ASSERT_EQ(config.batch_axes.size(), 2u);
    EXPECT_EQ(config.batch_axes[0].in_stride, 48);
    EXPECT_EQ(config.batch_axes[1].out_stride, 1);
}

}  // namespace
}  // namespace prism::cli
