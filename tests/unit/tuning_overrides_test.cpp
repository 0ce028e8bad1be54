// PRISM_TUNING_OVERRIDES' text (src/plan/tuning_overrides.hpp): items that name a row's class and
// precision set its columns, others leave it alone, and a bad item is refused with a message that
// names it while the row stays as it was.
#include "plan/tuning_overrides.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "plan/tuning.hpp"

using namespace prism;
using plan::DeviceClass;

namespace {

plan::BlockShapeTuning cuda_row(Precision p) { return plan::block_shape_tuning(DeviceClass::cuda_gpu, p); }

}  // namespace

TEST(TuningOverrides, ItemsSetTheColumnsOfTheRowsTheyName) {
    plan::BlockShapeTuning f64 = cuda_row(Precision::F64), f32 = cuda_row(Precision::F32);
    const std::string text =
        "cuda.f64.shared_rader_split_constants=0,*.*.largest_register_prime_alone=31,"
        "cpu.f32.max_radix=8,cuda.*.shared_budget=65536,cuda.f64.max_single_pass=-1";
    plan::apply_tuning_overrides(text, DeviceClass::cuda_gpu, Precision::F64, f64);
    plan::apply_tuning_overrides(text, DeviceClass::cuda_gpu, Precision::F32, f32);
    EXPECT_FALSE(f64.shared_rader_split_constants);
    EXPECT_EQ(f64.largest_register_prime_alone, 31);
    EXPECT_EQ(f32.largest_register_prime_alone, 31);
    EXPECT_EQ(f64.shared_budget, 65536u);
    EXPECT_EQ(f64.max_single_pass, -1);
    EXPECT_EQ(f32.max_radix, cuda_row(Precision::F32).max_radix) << "a cpu item leaves the cuda row";
    EXPECT_EQ(f32.shared_rader_split_constants, cuda_row(Precision::F32).shared_rader_split_constants);
    EXPECT_EQ(f32.max_single_pass, cuda_row(Precision::F32).max_single_pass);
    plan::BlockShapeTuning same = cuda_row(Precision::F32);
    plan::apply_tuning_overrides("", DeviceClass::cuda_gpu, Precision::F32, same);
    EXPECT_EQ(same.max_radix, cuda_row(Precision::F32).max_radix);
}

TEST(TuningOverrides, BadItemsAreRefusedByNameAndChangeNothing) {
    for (const std::string bad :
         {"cuda.f64.no_such_column=1", "gpu.f64.max_radix=8", "cuda.f16.max_radix=8", "cuda.max_radix=8",
          "cuda.f64.max_radix", "cuda.f64.max_radix=eight",
          "cuda.f64.max_radix=", "cuda.f64.shared_budget=-1", "cuda.f64.shared_rader_split_constants=2",
          "cuda.f64.max_radix=99999999999"}) {
        plan::BlockShapeTuning row = cuda_row(Precision::F64);
        // A good item first: a refused text must not leave it applied either.
        const std::string text = "cuda.f64.largest_register_prime_alone=37," + bad;
        try {
            plan::apply_tuning_overrides(text, DeviceClass::cuda_gpu, Precision::F64, row);
            ADD_FAILURE() << "accepted: " << bad;
        } catch (const Error& e) {
            EXPECT_EQ(e.status(), Status::invalid_argument) << bad;
            EXPECT_NE(std::string(e.what()).find(bad), std::string::npos) << e.what();
        }
        EXPECT_EQ(row.largest_register_prime_alone, cuda_row(Precision::F64).largest_register_prime_alone)
            << bad;
    }
}

TEST(TuningOverrides, APaddingItemSetsThePaddingFactorsAndTheBlockShapeRowsIgnoreIt) {
    const std::string text = "cuda.f32.bluestein_largest_pad_factor=5,cuda.f32.max_radix=8";
    plan::BluesteinPadding f32 = plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F32);
    plan::BluesteinPadding f64 = plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F64);
    plan::apply_padding_overrides(text, DeviceClass::cuda_gpu, Precision::F32, f32);
    plan::apply_padding_overrides(text, DeviceClass::cuda_gpu, Precision::F64, f64);
    EXPECT_EQ(f32.factors, (std::vector<int>{2, 3, 5}));
    EXPECT_EQ(f64.factors, plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F64).factors);
    plan::BlockShapeTuning row = cuda_row(Precision::F32);
    plan::apply_tuning_overrides(text, DeviceClass::cuda_gpu, Precision::F32, row);
    EXPECT_EQ(row.max_radix, 8);
    for (const std::string bad : {"cuda.f32.bluestein_largest_pad_factor=1", "cuda.f32.bluestein_largest_pad_factor=17",
                                  "cuda.f32.bluestein_largest_pad_factor=x"}) {
        plan::BluesteinPadding padding = plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F32);
        EXPECT_THROW(plan::apply_padding_overrides(bad, DeviceClass::cuda_gpu, Precision::F32, padding), Error)
            << bad;
        EXPECT_EQ(padding.factors, plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F32).factors);
    }
    plan::BluesteinPadding three = plan::bluestein_padding(DeviceClass::cuda_gpu, Precision::F32);
    plan::apply_padding_overrides("cuda.f32.bluestein_three_passes=1", DeviceClass::cuda_gpu, Precision::F32,
                                  three);
    EXPECT_TRUE(three.three_passes);
    plan::apply_padding_overrides("cuda.*.bluestein_three_passes=0", DeviceClass::cuda_gpu, Precision::F32,
                                  three);
    EXPECT_FALSE(three.three_passes);
    EXPECT_THROW(plan::apply_padding_overrides("cuda.f32.bluestein_three_passes=2", DeviceClass::cuda_gpu,
                                               Precision::F32, three),
                 Error);
    plan::apply_padding_overrides(
        "cuda.*.bluestein_three_pass_splits=8,opencl.*.bluestein_three_pass_splits=1", DeviceClass::cuda_gpu,
        Precision::F32, three);
    EXPECT_EQ(three.three_pass_splits, 8);
    EXPECT_TRUE(three.spectrum_in_rows);
    three.three_passes = true;
    plan::apply_padding_overrides("cuda.f32.bluestein_spectrum_in_rows=0", DeviceClass::cuda_gpu,
                                  Precision::F32, three);
    EXPECT_FALSE(three.spectrum_in_rows);
    EXPECT_TRUE(three.three_passes) << "its own column";
    for (const char* bad :
         {"cuda.f32.bluestein_three_pass_splits=0", "cuda.f32.bluestein_three_pass_splits=17"}) {
        EXPECT_THROW(plan::apply_padding_overrides(bad, DeviceClass::cuda_gpu, Precision::F32, three), Error)
            << bad;
        EXPECT_EQ(three.three_pass_splits, 8) << "a refused item changes nothing";
    }
    // The cluster list is kept by 1 and emptied by 0: its convolutions then take the passes.
    ASSERT_FALSE(three.on_clusters.empty());
    plan::apply_padding_overrides("cuda.f32.bluestein_on_clusters=1", DeviceClass::cuda_gpu, Precision::F32,
                                  three);
    EXPECT_FALSE(three.on_clusters.empty());
    plan::apply_padding_overrides("cuda.f32.bluestein_on_clusters=0", DeviceClass::cuda_gpu, Precision::F32,
                                  three);
    EXPECT_TRUE(three.on_clusters.empty());
    EXPECT_EQ(three.clustered(34992), nullptr);
}

// Released builds plan from the tables alone: the environment variable is read only where CMake's
// option PRISM_TUNING_KNOBS is on (tests/unit/CMakeLists.txt tells this file), and CI builds
// without it.
TEST(TuningOverrides, OnlyExperimentBuildsReadTheEnvironment) {
#ifdef PRISM_TUNING_KNOBS
    EXPECT_TRUE(plan::tuning_knobs_enabled());
#else
    EXPECT_FALSE(plan::tuning_knobs_enabled());
#endif
}
