#include "support/expect_error.hpp"

#include <gtest/gtest.h>

#include <regex>

#include "support/test_env.hpp"

namespace prism::test {

void expect_error(const std::function<void()>& action, Status status,
                  const std::vector<std::string>& patterns, const std::string& what) {
    try {
        action();
        ADD_FAILURE() << what << ": no error; expected " << status_name(status);
    } catch (const Error& e) {
        EXPECT_EQ(e.status(), status) << what << ": got " << status_name(e.status()) << ": " << e.what();
        for (const std::string& p : patterns)
            EXPECT_TRUE(std::regex_search(e.what(), std::regex(p, std::regex::icase)))
                << what << ": the message does not name /" << p << "/: " << e.what();
    }
}

void expect_plan_error(const Config& config, Status status, const std::vector<std::string>& patterns,
                       const std::string& what) {
    const Context* ctx = test_context();
    ASSERT_NE(ctx, nullptr) << context_failure();
    expect_error([&] { (void)ctx->plan(config); }, status, patterns, what);
}

}  // namespace prism::test
