// The module memo hands out one loaded module per program while a plan holds it.
#include <gtest/gtest.h>

#include "backend/module_memo.hpp"

using namespace prism;
using namespace prism::backend;

namespace {

struct FakeModule final : Module {
    int kernel_count() const override { return 1; }
    bool from_cache() const override { return false; }
    std::size_t max_threads_per_block(int) const override { return 1024; }
};

// Counts compiles; everything else is unused by the test.
class CountingDevice final : public Device {
public:
    explicit CountingDevice(int* compiles) : compiles_(compiles) {}
    std::shared_ptr<Module> compile(const CompileRequest&) override {
        ++*compiles_;
        return std::make_shared<FakeModule>();
    }
    const DeviceInfo& info() const override { return info_; }
    Dialect dialect() const override { return Dialect::opencl; }
    Memory allocate(std::size_t) override { return {}; }
    void release(Memory) noexcept override {}
    Memory view(std::uint64_t handle, std::size_t offset, std::size_t bytes) override { return {handle + offset, bytes}; }
    void release_view(Memory) noexcept override {}
    void upload(Memory, std::size_t, const void*, std::size_t, void*) override {}
    void download(void*, Memory, std::size_t, std::size_t, void*) override {}
    void copy(Memory, Memory, std::size_t, void*) override {}
    void launch(const Module&, int, const LaunchShape&, const std::vector<std::uint64_t>&, void*) override {}
    void synchronize(void*) override {}
    std::optional<std::size_t> memory_size(std::uint64_t) override { return std::nullopt; }
    std::unique_ptr<Timer> create_timer() override { return nullptr; }
    std::unique_ptr<SideStream> create_stream() override { return nullptr; }
    void wait_for(void*, void*) override {}
    std::size_t view_alignment() const override { return 1; }
    void* native_context() const override { return nullptr; }
    void* native_device() const override { return nullptr; }
    void* native_queue() const override { return nullptr; }

private:
    int* compiles_;
    DeviceInfo info_;
};

CompileRequest request(const std::string& source) { return {source, {"k"}, "test"}; }

}  // namespace

TEST(ModuleMemo, SameSourceWhileHeldIsLoadedOnce) {
    int compiles = 0;
    auto device = with_module_memo(std::make_unique<CountingDevice>(&compiles));
    auto a = device->compile(request("kernel A"));
    auto b = device->compile(request("kernel A"));
    EXPECT_EQ(a, b);
    EXPECT_EQ(compiles, 1);
    auto c = device->compile(request("kernel B"));
    EXPECT_NE(a, c);
    EXPECT_EQ(compiles, 2);
}

TEST(ModuleMemo, ReleasedModulesAreLoadedAgain) {
    int compiles = 0;
    auto device = with_module_memo(std::make_unique<CountingDevice>(&compiles));
    device->compile(request("kernel A"));  // dropped at once
    device->compile(request("kernel A"));
    EXPECT_EQ(compiles, 2);
}

TEST(ModuleMemo, KernelNamesArePartOfTheProgram) {
    int compiles = 0;
    auto device = with_module_memo(std::make_unique<CountingDevice>(&compiles));
    auto a = device->compile({"src", {"k1"}, "v"});
    auto b = device->compile({"src", {"k2"}, "v"});
    EXPECT_NE(a, b);
}
