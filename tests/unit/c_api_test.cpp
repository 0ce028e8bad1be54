// The C API's own behaviour without a device: null handles and pointers, unknown enums, config
// defaults, error messages per thread. Checks that need a context are in c_api_validation_test.cpp.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <thread>

#include "prism/prism.h"

extern "C" {
prism_status c_context_create_with_backend(int backend, prism_context* out);
prism_status c_plan_execute_with_direction(prism_plan plan, int direction, uint64_t in, uint64_t out);
}

namespace {

std::string last_error() { return prism_last_error(); }

prism_config valid_config() {
    prism_config config;
    prism_config_init(&config);
    config.rank = 2;
    config.shape[0] = 8;
    config.shape[1] = 16;
    return config;
}

TEST(CApi, ConfigInitFillsTheDefaults) {
    prism_config config;
    std::memset(&config, 0x5a, sizeof config);
    prism_config_init(&config);
    EXPECT_EQ(config.rank, 0);
    EXPECT_EQ(config.batch, 1);
    EXPECT_EQ(config.transform, PRISM_C2C);
    EXPECT_EQ(config.precision, PRISM_F32);
    EXPECT_EQ(config.norm, PRISM_NORM_NONE);
    EXPECT_EQ(config.in_distance, 0);
    EXPECT_EQ(config.out_distance, 0);
    for (int axis = 0; axis < PRISM_MAX_RANK; ++axis) {
        EXPECT_EQ(config.shape[axis], 0);
        EXPECT_EQ(config.in_strides[axis], 0);
        EXPECT_EQ(config.out_strides[axis], 0);
    }
    prism_config_init(nullptr);  // must not crash
}

TEST(CApi, NullHandlesAreRejectedByName) {
    EXPECT_EQ(prism_context_destroy(nullptr), PRISM_invalid_context);
    EXPECT_NE(last_error().find("context"), std::string::npos) << last_error();
    EXPECT_EQ(prism_plan_destroy(nullptr), PRISM_invalid_plan);
    EXPECT_NE(last_error().find("plan"), std::string::npos) << last_error();
    EXPECT_EQ(prism_buffer_destroy(nullptr), PRISM_invalid_buffer);
    EXPECT_EQ(prism_synchronize(nullptr, nullptr), PRISM_invalid_context);
    EXPECT_EQ(prism_plan_execute(nullptr, PRISM_FORWARD, 1, 1, nullptr), PRISM_invalid_plan);
    EXPECT_EQ(c_plan_execute_with_direction(nullptr, 9, 1, 1), PRISM_invalid_plan);  // handle first
    size_t bytes = 0;
    EXPECT_EQ(prism_plan_work_size(nullptr, &bytes), PRISM_invalid_plan);
    char name[8];
    EXPECT_EQ(prism_context_device_name(nullptr, name, sizeof name), PRISM_invalid_context);
    int host = 0;
    EXPECT_EQ(prism_buffer_upload(nullptr, &host, sizeof host), PRISM_invalid_buffer);
    EXPECT_EQ(prism_buffer_download(nullptr, &host, sizeof host), PRISM_invalid_buffer);
}

TEST(CApi, NullOutputPointersAreInvalidArguments) {
    EXPECT_EQ(prism_context_create(PRISM_BACKEND_AUTO, 0, nullptr), PRISM_invalid_argument);
    EXPECT_NE(last_error().find("out is null"), std::string::npos) << last_error();
    EXPECT_NE(last_error().find("prism_context_create"), std::string::npos) << last_error();
    prism_config config = valid_config();
    EXPECT_EQ(prism_plan_create(nullptr, &config, nullptr), PRISM_invalid_argument);
    EXPECT_EQ(prism_buffer_create(nullptr, 16, nullptr), PRISM_invalid_argument);
}

TEST(CApi, FailedCreateLeavesTheHandleNull) {
    prism_plan plan = reinterpret_cast<prism_plan>(0x1);
    prism_config config = valid_config();
    EXPECT_EQ(prism_plan_create(nullptr, &config, &plan), PRISM_invalid_context);
    EXPECT_EQ(plan, nullptr);
    prism_buffer buffer = reinterpret_cast<prism_buffer>(0x1);
    EXPECT_EQ(prism_buffer_create(nullptr, 16, &buffer), PRISM_invalid_context);
    EXPECT_EQ(buffer, nullptr);
}

TEST(CApi, UnknownBackendIsRejectedBeforeOpeningAnything) {
    prism_context context = reinterpret_cast<prism_context>(0x1);
    EXPECT_EQ(c_context_create_with_backend(7, &context), PRISM_invalid_argument);
    EXPECT_EQ(context, nullptr);
    EXPECT_NE(last_error().find("backend = 7"), std::string::npos) << last_error();
}

TEST(CApi, BufferAddressOfNullIsZero) {
    EXPECT_EQ(prism_buffer_address(nullptr), 0u);
    EXPECT_NE(last_error().find("buffer is null"), std::string::npos) << last_error();
}

TEST(CApi, StatusNamesComeFromTheList) {
    EXPECT_STREQ(prism_status_name(PRISM_ok), "ok");
    EXPECT_STREQ(prism_status_name(PRISM_unsupported_size), "unsupported_size");
    EXPECT_STREQ(prism_status_name(PRISM_internal_error), "internal_error");
}

TEST(CApi, LastErrorIsPerThread) {
    prism_plan_destroy(nullptr);
    const std::string mine = last_error();
    std::string theirs_before;
    std::string theirs_after;
    std::thread other([&] {
        theirs_before = last_error();
        prism_buffer_destroy(nullptr);
        theirs_after = last_error();
    });
    other.join();
    EXPECT_EQ(theirs_before, "");
    EXPECT_NE(theirs_after.find("buffer"), std::string::npos);
    EXPECT_EQ(last_error(), mine);
}

}  // namespace
