#include "backend/module_memo.hpp"

#include <map>
#include <mutex>

#include "backend/forwarding_device.hpp"

namespace prism::backend {
namespace {

// Every call but compile() goes straight to the wrapped device.
class ModuleMemoDevice final : public ForwardingDevice {
public:
    explicit ModuleMemoDevice(std::unique_ptr<Device> inner) : ForwardingDevice(std::move(inner)) {}

    // Keyed by the whole request (source, names, version): equal keys are the same program, so no
    // hash collision can hand out a wrong module. Expired entries are dropped as new ones arrive.
    std::shared_ptr<Module> compile(const CompileRequest& request) override {
        std::string key = request.generator_version + '\n' + request.source;
        for (const auto& name : request.kernel_names) key += '\n' + name;
        std::lock_guard lock(mutex_);
        if (auto hit = memo_.find(key); hit != memo_.end())
            if (auto module = hit->second.lock()) return module;
        auto module = wrapped().compile(request);
        std::erase_if(memo_, [](const auto& entry) { return entry.second.expired(); });
        memo_[key] = module;
        return module;
    }

private:
    std::mutex mutex_;
    std::map<std::string, std::weak_ptr<Module>> memo_;
};

}  // namespace

std::unique_ptr<Device> with_module_memo(std::unique_ptr<Device> device) {
    return std::make_unique<ModuleMemoDevice>(std::move(device));
}

}  // namespace prism::backend
