#include "support/test_env.hpp"

#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace prism::test {
namespace {

std::string env(const char* name, const char* fallback) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? value : fallback;
}

struct SharedContext {
    std::once_flag once;
    std::unique_ptr<Context> context;
    std::string failure;
};

SharedContext& shared() {
    static SharedContext s;
    return s;
}

std::string requested() {
    return "PRISM_TEST_BACKEND=" + env("PRISM_TEST_BACKEND", "auto") +
           " PRISM_TEST_DEVICE=" + env("PRISM_TEST_DEVICE", "0");
}

void create_shared_context(SharedContext& s) {
    try {
        ContextOptions options;
        options.backend = test_backend();
        options.device = test_device();
        s.context = std::make_unique<Context>(Context::create(options));
    } catch (const Error& e) {
        s.failure = "no prism context for " + requested() + ": " + status_name(e.status()) + ": " + e.what() +
                    " (device tests need a device; on a CPU-only machine install PoCL and use "
                    "PRISM_TEST_BACKEND=opencl)";
    } catch (const std::exception& e) {
        s.failure = "no prism context for " + requested() + ": " + e.what();
    }
}

}  // namespace

Backend test_backend() {
    const std::string v = env("PRISM_TEST_BACKEND", "auto");
    if (v == "auto") return Backend::automatic;
    if (v == "cuda") return Backend::cuda;
    if (v == "opencl") return Backend::opencl;
    throw std::invalid_argument("PRISM_TEST_BACKEND='" + v + "': use auto, cuda or opencl");
}

int test_device() {
    const std::string v = env("PRISM_TEST_DEVICE", "0");
    try {
        std::size_t used = 0;
        const int device = std::stoi(v, &used);
        if (used == v.size() && device >= 0) return device;
    } catch (const std::exception&) {
    }
    throw std::invalid_argument("PRISM_TEST_DEVICE='" + v + "': use a device index >= 0");
}

Tier test_tier() {
    const std::string v = env("PRISM_TEST_TIER", "smoke");
    if (v == "smoke") return Tier::smoke;
    if (v == "full") return Tier::full;
    throw std::invalid_argument("PRISM_TEST_TIER='" + v + "': use smoke or full");
}

const Context* test_context() {
    SharedContext& s = shared();
    std::call_once(s.once, [&s] { create_shared_context(s); });
    return s.context.get();
}

std::string context_failure() { return shared().failure; }

}  // namespace prism::test
