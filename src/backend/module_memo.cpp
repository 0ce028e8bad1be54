#include "backend/module_memo.hpp"

#include <map>
#include <mutex>

namespace prism::backend {
namespace {

class ModuleMemoDevice final : public Device {
public:
    explicit ModuleMemoDevice(std::unique_ptr<Device> inner) : inner_(std::move(inner)) {}

    // Keyed by the whole request (source, names, version): equal keys are the same program, so no
    // hash collision can hand out a wrong module. Expired entries are dropped as new ones arrive.
    std::shared_ptr<Module> compile(const CompileRequest& request) override {
        std::string key = request.generator_version + '\n' + request.source;
        for (const auto& name : request.kernel_names) key += '\n' + name;
        std::lock_guard lock(mutex_);
        if (auto hit = memo_.find(key); hit != memo_.end())
            if (auto module = hit->second.lock()) return module;
        auto module = inner_->compile(request);
        std::erase_if(memo_, [](const auto& entry) { return entry.second.expired(); });
        memo_[key] = module;
        return module;
    }

    const DeviceInfo& info() const override { return inner_->info(); }
    Dialect dialect() const override { return inner_->dialect(); }
    Memory allocate(std::size_t bytes) override { return inner_->allocate(bytes); }
    void release(Memory memory) noexcept override { inner_->release(memory); }
    Memory view(std::uint64_t handle, std::size_t offset, std::size_t bytes) override {
        return inner_->view(handle, offset, bytes);
    }
    void release_view(Memory view) noexcept override { inner_->release_view(view); }
    void upload(Memory dst, std::size_t offset, const void* src, std::size_t bytes, void* stream) override {
        inner_->upload(dst, offset, src, bytes, stream);
    }
    void download(void* dst, Memory src, std::size_t offset, std::size_t bytes, void* stream) override {
        inner_->download(dst, src, offset, bytes, stream);
    }
    void copy(Memory dst, Memory src, std::size_t bytes, void* stream) override { inner_->copy(dst, src, bytes, stream); }
    void launch(const Module& module, int kernel, const LaunchShape& shape, const std::vector<std::uint64_t>& args,
                void* stream) override {
        inner_->launch(module, kernel, shape, args, stream);
    }
    void synchronize(void* stream) override { inner_->synchronize(stream); }
    std::optional<std::size_t> memory_size(std::uint64_t handle) override { return inner_->memory_size(handle); }
    std::unique_ptr<Timer> create_timer() override { return inner_->create_timer(); }
    std::unique_ptr<SideStream> create_stream() override { return inner_->create_stream(); }
    void wait_for(void* waiter, void* signaller) override { inner_->wait_for(waiter, signaller); }
    std::size_t view_alignment() const override { return inner_->view_alignment(); }
    void* native_context() const override { return inner_->native_context(); }
    void* native_device() const override { return inner_->native_device(); }
    void* native_queue() const override { return inner_->native_queue(); }

private:
    std::unique_ptr<Device> inner_;
    std::mutex mutex_;
    std::map<std::string, std::weak_ptr<Module>> memo_;
};

}  // namespace

std::unique_ptr<Device> with_module_memo(std::unique_ptr<Device> device) {
    return std::make_unique<ModuleMemoDevice>(std::move(device));
}

}  // namespace prism::backend
