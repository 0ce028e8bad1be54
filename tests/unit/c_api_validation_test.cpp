// Validation through the C API (prism.h) on the test backend: each bad config field or call returns
// its status and prism_last_error() names the problem. Needs a device (the checks run inside
// prism_plan_create and prism_plan_execute); CI runs it under ASan + UBSan (label `validation`).
#include <gtest/gtest.h>

#include <cstring>
#include <regex>
#include <string>
#include <type_traits>
#include <vector>

#include "prism/prism.h"
#include "support/test_env.hpp"

// From c_api_c_callers.c: C may pass any int as an enum argument, C++ may not.
extern "C" prism_status c_plan_execute_with_direction(prism_plan plan, int direction, uint64_t in,
                                                      uint64_t out);

namespace {

prism_backend c_backend(prism::Backend b) {
    switch (b) {
        case prism::Backend::cuda: return PRISM_BACKEND_CUDA;
        case prism::Backend::opencl: return PRISM_BACKEND_OPENCL;
        case prism::Backend::automatic: break;
    }
    return PRISM_BACKEND_AUTO;
}

// Stores an arbitrary integer in an enum field the way C code can; in C++ a static_cast to an
// unscoped enum outside its range is undefined (and UBSan says so).
template <class E>
void set_raw(E& field, int value) {
    const auto raw = static_cast<std::underlying_type_t<E>>(value);
    std::memcpy(&field, &raw, sizeof field);
}

// The status must match and prism_last_error() must match every (case-insensitive) regex.
void expect_status(prism_status got, prism_status want, const std::vector<std::string>& patterns,
                   const std::string& what) {
    const std::string message = prism_last_error();
    EXPECT_EQ(got, want) << what << ": got " << prism_status_name(got) << ", expected "
                         << prism_status_name(want) << "; last error: " << message;
    if (got != want) return;
    for (const std::string& p : patterns)
        EXPECT_TRUE(std::regex_search(message, std::regex(p, std::regex::icase)))
            << what << ": prism_last_error() does not name /" << p << "/: " << message;
}

class CApiValidation : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string why;
        try {
            const prism_status s = prism_context_create(c_backend(prism::test::test_backend()),
                                                        prism::test::test_device(), &context_);
            if (s != PRISM_ok) why = std::string(prism_status_name(s)) + ": " + prism_last_error();
        } catch (const std::exception& e) {
            why = e.what();
        }
        failure_ = why.empty() ? "" : "no prism context for the C API tests: " + why;
    }
    static void TearDownTestSuite() {
        if (context_ != nullptr) prism_context_destroy(context_);
        context_ = nullptr;
    }
    void SetUp() override { ASSERT_NE(context_, nullptr) << failure_; }

    static prism_config config_8x16() {
        prism_config c;
        prism_config_init(&c);
        c.rank = 2;
        c.shape[0] = 8;
        c.shape[1] = 16;
        return c;
    }
    // Creates (and destroys) a plan; returns the status of the creation.
    static prism_status plan_status(const prism_config& c) {
        prism_plan plan = nullptr;
        const prism_status s = prism_plan_create(context_, &c, &plan);
        if (plan != nullptr) prism_plan_destroy(plan);
        return s;
    }
    static prism_plan make_plan(const prism_config& c) {
        prism_plan plan = nullptr;
        EXPECT_EQ(prism_plan_create(context_, &c, &plan), PRISM_ok) << prism_last_error();
        return plan;
    }
    static prism_buffer make_buffer(size_t bytes) {
        prism_buffer b = nullptr;
        EXPECT_EQ(prism_buffer_create(context_, bytes, &b), PRISM_ok) << prism_last_error();
        return b;
    }

    static inline prism_context context_ = nullptr;
    static inline std::string failure_;
};

TEST_F(CApiValidation, ValidPlanTransformsAnImpulse) {
    prism_config c;
    prism_config_init(&c);
    c.rank = 1;
    c.shape[0] = 8;
    prism_plan plan = make_plan(c);
    prism_buffer buffer = make_buffer(64);
    std::vector<float> data(16, 0.0f);
    data[0] = 1.0f;  // the DFT of a unit impulse at 0 is all ones
    ASSERT_EQ(prism_buffer_upload(buffer, data.data(), 64), PRISM_ok) << prism_last_error();
    const uint64_t a = prism_buffer_address(buffer);
    ASSERT_EQ(prism_plan_execute(plan, PRISM_FORWARD, a, a, nullptr), PRISM_ok) << prism_last_error();
    ASSERT_EQ(prism_synchronize(context_, nullptr), PRISM_ok) << prism_last_error();
    ASSERT_EQ(prism_buffer_download(buffer, data.data(), 64), PRISM_ok) << prism_last_error();
    for (int i = 0; i < 8; ++i) {
        EXPECT_NEAR(data[2 * i], 1.0f, 1e-6f) << "element " << i;
        EXPECT_NEAR(data[2 * i + 1], 0.0f, 1e-6f) << "element " << i;
    }
    size_t work = 0;
    EXPECT_EQ(prism_plan_work_size(plan, &work), PRISM_ok);
    expect_status(prism_plan_work_size(plan, nullptr), PRISM_invalid_argument, {"bytes"},
                  "work_size(plan, NULL)");
    prism_buffer_destroy(buffer);
    prism_plan_destroy(plan);
}

TEST_F(CApiValidation, NullArguments) {
    prism_config c = config_8x16();
    prism_plan plan = nullptr;
    expect_status(prism_plan_create(nullptr, &c, &plan), PRISM_invalid_context, {"context"},
                  "plan_create(NULL context)");
    expect_status(prism_plan_create(context_, nullptr, &plan), PRISM_invalid_argument, {"config"},
                  "plan_create(NULL config)");
    expect_status(prism_plan_create(context_, &c, nullptr), PRISM_invalid_argument, {"out"},
                  "plan_create(NULL out)");
    expect_status(prism_plan_execute(nullptr, PRISM_FORWARD, 1, 1, nullptr), PRISM_invalid_plan, {"plan"},
                  "execute on a NULL plan");
    prism_buffer b = nullptr;
    expect_status(prism_buffer_create(context_, 64, nullptr), PRISM_invalid_argument, {"out"},
                  "buffer_create(NULL out)");
    expect_status(prism_buffer_create(nullptr, 64, &b), PRISM_invalid_context, {"context"},
                  "buffer_create(NULL context)");
}

TEST_F(CApiValidation, Rank) {
    for (int rank : {0, PRISM_MAX_RANK + 1}) {
        prism_config c = config_8x16();
        c.rank = rank;
        for (int a = 0; a < PRISM_MAX_RANK; ++a) c.shape[a] = 4;
        expect_status(plan_status(c), PRISM_invalid_rank, {"rank", "\\b" + std::to_string(rank) + "\\b"},
                      "rank " + std::to_string(rank));
    }
}

TEST_F(CApiValidation, ShapeAndBatch) {
    for (int64_t bad : {0, -4}) {
        prism_config c = config_8x16();
        c.shape[1] = bad;
        expect_status(plan_status(c), PRISM_invalid_shape, {"shape", std::to_string(bad) + "\\b"},
                      "shape[1] = " + std::to_string(bad));
        c = config_8x16();
        c.batch = bad;
        expect_status(plan_status(c), PRISM_invalid_batch, {"batch", std::to_string(bad) + "\\b"},
                      "batch = " + std::to_string(bad));
    }
}

TEST_F(CApiValidation, Strides) {
    prism_config c = config_8x16();
    c.in_strides[1] = 1;  // partially zero: axis 0 has none
    expect_status(plan_status(c), PRISM_invalid_stride, {"in_strides"}, "in_strides {0, 1}");
    c = config_8x16();
    c.out_strides[0] = 16;
    c.out_strides[1] = -1;
    expect_status(plan_status(c), PRISM_invalid_stride, {"out_strides", "-1\\b"}, "out_strides {16, -1}");
    c = config_8x16();
    c.out_strides[0] = 1;
    c.out_strides[1] = 1;  // two outputs on one address
    expect_status(plan_status(c), PRISM_invalid_stride, {"out"}, "out_strides {1, 1}");
}

TEST_F(CApiValidation, Distances) {
    prism_config c = config_8x16();
    c.batch = 2;
    c.in_distance = -3;
    expect_status(plan_status(c), PRISM_invalid_distance, {"in_distance", "-3\\b"}, "in_distance = -3");
    c = config_8x16();
    c.batch = 2;
    c.out_distance = -9;
    expect_status(plan_status(c), PRISM_invalid_distance, {"out_distance", "-9\\b"}, "out_distance = -9");
}

TEST_F(CApiValidation, Enums) {
    prism_config c = config_8x16();
    set_raw(c.precision, 4);
    expect_status(plan_status(c), PRISM_invalid_precision, {"precision", "\\b4\\b"}, "precision = 4");
    c = config_8x16();
    set_raw(c.transform, 6);
    expect_status(plan_status(c), PRISM_invalid_transform, {"transform", "\\b6\\b"}, "transform = 6");
    c = config_8x16();
    set_raw(c.norm, -2);
    expect_status(plan_status(c), PRISM_invalid_normalization, {"norm", "-2\\b"}, "norm = -2");
}

TEST_F(CApiValidation, ExecuteArguments) {
    prism_config c = config_8x16();  // 128 fp32 elements: 1024 bytes
    prism_plan plan = make_plan(c);
    prism_buffer big = make_buffer(1024), small = make_buffer(1016);
    const uint64_t a = prism_buffer_address(big), s = prism_buffer_address(small);
    expect_status(c_plan_execute_with_direction(plan, 5, a, a), PRISM_invalid_argument,
                  {"direction", "\\b5\\b"}, "direction = 5");
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, 0, a, nullptr), PRISM_invalid_buffer, {"in"},
                  "in = 0");
    expect_status(prism_plan_execute(plan, PRISM_INVERSE, a, 0, nullptr), PRISM_invalid_buffer, {"out"},
                  "out = 0");
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, s, s, nullptr), PRISM_buffer_too_small,
                  {"\\b1024\\b"}, "in place in 1016 bytes");
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, a, s, nullptr), PRISM_buffer_too_small,
                  {"\\b1024\\b"}, "output of 1016 bytes");
    prism_buffer_destroy(small);
    prism_buffer_destroy(big);
    prism_plan_destroy(plan);
}

TEST_F(CApiValidation, InPlaceNeedsOneLayout) {
    prism_config c;
    prism_config_init(&c);
    c.rank = 1;
    c.shape[0] = 8;
    c.in_strides[0] = 2;
    c.out_strides[0] = 1;
    prism_plan plan = make_plan(c);
    prism_buffer b = make_buffer(16 * 8);
    const uint64_t a = prism_buffer_address(b);
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, a, a, nullptr), PRISM_invalid_argument,
                  {"in.place"}, "in place with in_strides 2, out_strides 1");
    prism_buffer_destroy(b);
    prism_plan_destroy(plan);
}

// Real transforms: R2R kinds are read only for PRISM_R2R, each checked; in-place R2C needs real_padded.
TEST_F(CApiValidation, UnknownR2rKinds) {
    for (int bad : {8, -1, 1000}) {
        prism_config c = config_8x16();
        c.transform = PRISM_R2R;
        c.r2r_kinds[0] = PRISM_DCT2;
        set_raw(c.r2r_kinds[1], bad);
        expect_status(plan_status(c), PRISM_invalid_transform,
                      {"r2r_kinds\\[1\\]", std::to_string(bad) + "\\b"},
                      "r2r_kinds[1] = " + std::to_string(bad));
    }
    prism_config c = config_8x16();  // C2C: the kinds are not read
    set_raw(c.r2r_kinds[0], 77);
    expect_status(plan_status(c), PRISM_ok, {}, "C2C with an unread r2r_kinds[0] = 77");
}

TEST_F(CApiValidation, R2rKindsAndShapes) {
    prism_config c = config_8x16();
    c.transform = PRISM_R2R;
    c.r2r_kinds[0] = PRISM_DST1;
    c.r2r_kinds[1] = PRISM_DCT4;
    expect_status(plan_status(c), PRISM_ok, {}, "R2R dst1 x dct4");
    c.shape[1] = 1;
    c.r2r_kinds[1] = PRISM_DCT1;
    expect_status(plan_status(c), PRISM_invalid_shape, {"dct1", "shape\\[1\\]"}, "dct1 on one point");
}

TEST_F(CApiValidation, InPlaceR2cNeedsRealPadded) {
    prism_config c;
    prism_config_init(&c);
    c.rank = 1;
    c.shape[0] = 16;
    c.batch = 2;  // one row overlaps nothing and may go in place; two packed rows may not
    c.transform = PRISM_R2C;
    prism_plan plan = make_plan(c);
    prism_buffer b = make_buffer(512);
    const uint64_t a = prism_buffer_address(b);
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, a, a, nullptr), PRISM_invalid_argument,
                  {"real_padded"}, "in-place R2C without real_padded");
    prism_plan_destroy(plan);
    c.real_padded = 1;
    plan = make_plan(c);
    expect_status(prism_plan_execute(plan, PRISM_FORWARD, a, a, nullptr), PRISM_ok, {},
                  "in-place R2C, real_padded");
    expect_status(prism_synchronize(context_, nullptr), PRISM_ok, {}, "synchronize");
    prism_buffer_destroy(b);
    prism_plan_destroy(plan);
}

TEST_F(CApiValidation, UnknownDevice) {
    prism_context other = nullptr;
    expect_status(prism_context_create(c_backend(prism::test::test_backend()), 999, &other),
                  PRISM_invalid_device, {"\\b999\\b"}, "device 999");
    EXPECT_EQ(other, nullptr);
}

}  // namespace
