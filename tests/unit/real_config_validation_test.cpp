// Validation of the real-transform fields of prism::Config (Transform::R2C and R2R, r2r_kinds,
// real_padded) through the C++ API: each bad description fails with its own status and a message
// naming the field and the value. Runs on the test context; CI runs it under ASan + UBSan too
// (label `validation`). The C API's cases are in c_api_validation_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/expect_error.hpp"
#include "support/test_env.hpp"

namespace {

using prism::Config;
using prism::R2RKind;
using prism::Status;
using prism::Transform;
using prism::test::expect_error;
using prism::test::expect_plan_error;

Config r2c(std::vector<std::int64_t> shape) {
    Config c;
    c.transform = Transform::R2C;
    c.shape = std::move(shape);
    return c;
}

Config r2r(std::vector<std::int64_t> shape, std::vector<R2RKind> kinds) {
    Config c;
    c.transform = Transform::R2R;
    c.shape = std::move(shape);
    c.r2r_kinds = std::move(kinds);
    return c;
}

TEST(RealConfigValidation, ValidRealConfigsPlan) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    Config padded = r2c({16, 8});
    padded.real_padded = true;
    Config destroying = r2c({6, 10});
    destroying.destroy_input = true;
    const std::vector<std::pair<std::string, Config>> configs = {
        {"R2C 16x8", r2c({16, 8})},
        {"R2C 16x8, real_padded", padded},
        {"R2C 6x10, destroy_input", destroying},
        {"R2C n = 1", r2c({1})},
        {"R2R dct2 x dst1", r2r({16, 8}, {R2RKind::dct2, R2RKind::dst1})},
        {"R2R dct1 n = 2", r2r({2}, {R2RKind::dct1})},
        {"R2R dst1 n = 1", r2r({1}, {R2RKind::dst1})},
    };
    for (const auto& [what, config] : configs) {
        try {
            (void)ctx.plan(config);
        } catch (const prism::Error& e) {
            ADD_FAILURE() << what << ": " << prism::status_name(e.status()) << ": " << e.what();
        }
    }
}

TEST(RealConfigValidation, R2rWithoutKinds) {
    expect_plan_error(r2r({16, 8}, {}), Status::invalid_transform, {"r2r_kinds", "\\b0\\b"}, "R2R, no kinds");
}

TEST(RealConfigValidation, R2rWithTheWrongNumberOfKinds) {
    expect_plan_error(r2r({16, 8}, {R2RKind::dct2}), Status::invalid_transform,
                      {"r2r_kinds", "\\b1\\b", "\\b2\\b"}, "R2R, one kind for two axes");
    expect_plan_error(r2r({16}, {R2RKind::dct2, R2RKind::dst2, R2RKind::dct4}), Status::invalid_transform,
                      {"r2r_kinds", "\\b3\\b"}, "R2R, three kinds for one axis");
}

TEST(RealConfigValidation, KindsOnATransformThatIsNotR2r) {
    Config c;
    c.shape = {16};
    c.r2r_kinds = {R2RKind::dct2};
    expect_plan_error(c, Status::invalid_transform, {"r2r_kinds"}, "C2C with r2r_kinds");
    c.transform = Transform::R2C;
    expect_plan_error(c, Status::invalid_transform, {"r2r_kinds"}, "R2C with r2r_kinds");
}

// An enum class holds any int, so a cast from a bad value is well defined in C++.
TEST(RealConfigValidation, UnknownKindValues) {
    for (int bad : {8, -1, 99}) {
        expect_plan_error(r2r({16, 8}, {R2RKind::dct2, static_cast<R2RKind>(bad)}), Status::invalid_transform,
                          {"r2r_kinds\\[1\\]", std::to_string(bad) + "\\b"},
                          "r2r_kinds[1] = " + std::to_string(bad));
    }
}

// dct1's logical size is 2(n - 1): there is no DCT-I of one point (FFTW's REDFT00 refuses it too).
TEST(RealConfigValidation, Dct1NeedsTwoPoints) {
    expect_plan_error(r2r({1}, {R2RKind::dct1}), Status::invalid_shape, {"dct1", "shape\\[0\\]", "\\b1\\b"},
                      "dct1 with n = 1");
    expect_plan_error(r2r({8, 1}, {R2RKind::dst2, R2RKind::dct1}), Status::invalid_shape,
                      {"dct1", "shape\\[1\\]"}, "dct1 on a length-1 second axis");
}

// A packed R2C row of n reals is shorter than its n/2 + 1 complexes, so rows after the first would
// overlap in one buffer: in place needs real_padded rows (a single row has nothing to overlap).
TEST(RealConfigValidation, InPlaceR2cNeedsRealPadded) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    Config rows = r2c({4, 16});
    Config batched = r2c({16});
    batched.batch = 3;
    prism::Buffer buffer = ctx.allocate(64 * 18);
    for (const auto& [what, config] : {std::pair{"4x16", rows}, std::pair{"16, batch 3", batched}}) {
        const prism::Plan plan = ctx.plan(config);
        expect_error([&] { plan.forward(buffer); }, Status::invalid_argument, {"in.place", "real_padded"},
                     std::string("in-place R2C ") + what + " without real_padded");
        expect_error([&] { plan.inverse(buffer); }, Status::invalid_argument, {"in.place", "real_padded"},
                     std::string("in-place C2R ") + what + " without real_padded");
        Config padded = config;
        padded.real_padded = true;
        const prism::Plan in_place = ctx.plan(padded);
        EXPECT_NO_THROW(in_place.forward(buffer)) << what;
        EXPECT_NO_THROW(in_place.inverse(buffer)) << what;
    }
    ctx.synchronize();
}

// input_bytes() is the real side (in_*), output_bytes() the complex side (out_*), whichever way the
// plan runs; with real_padded every real row spans 2(n/2 + 1) reals, the last one's padding included
// (the bytes an in-place buffer needs).
TEST(RealConfigValidation, PlansReportTheBytesOfEachSide) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    Config c = r2c({6, 16});
    c.batch = 2;
    const prism::Plan packed = ctx.plan(c);
    EXPECT_EQ(packed.input_bytes(), 2u * 6 * 16 * 4);
    EXPECT_EQ(packed.output_bytes(), 2u * 6 * 9 * 8);
    c.real_padded = true;
    const prism::Plan padded = ctx.plan(c);
    EXPECT_EQ(padded.input_bytes(), 2u * 6 * 18 * 4);
    EXPECT_EQ(padded.output_bytes(), 2u * 6 * 9 * 8);
    Config d = r2r({5, 7}, {R2RKind::dct1, R2RKind::dst4});
    d.precision = prism::Precision::F64;
    const prism::Plan real = ctx.plan(d);
    EXPECT_EQ(real.input_bytes(), 35u * 8);
    EXPECT_EQ(real.output_bytes(), 35u * 8);
}

// The buffer checks count each side in its own element: a C2R reads complexes and writes reals.
TEST(RealConfigValidation, BuffersTooSmallForTheirSide) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const prism::Plan plan = ctx.plan(r2c({16}));  // 64 real bytes, 72 complex bytes in fp32
    prism::Buffer reals = ctx.allocate(64), complexes = ctx.allocate(72), short_complexes = ctx.allocate(64);
    EXPECT_NO_THROW(plan.forward(reals, complexes));
    EXPECT_NO_THROW(plan.inverse(complexes, reals));
    expect_error([&] { plan.forward(reals, short_complexes); }, Status::buffer_too_small,
                 {"\\b72\\b", "\\b64\\b"}, "R2C into 64 bytes of complexes");
    expect_error([&] { plan.inverse(short_complexes, reals); }, Status::buffer_too_small,
                 {"\\b72\\b", "\\b64\\b"}, "C2R from 64 bytes of complexes");
    ctx.synchronize();
}

}  // namespace
