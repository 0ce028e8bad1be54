#include <cstdlib>

#include "api/impl.hpp"
#include "backend/cache/kernel_cache.hpp"

namespace prism {
namespace {

detail::ContextImpl& checked(const std::shared_ptr<detail::ContextImpl>& impl) {
    if (!impl) throw Error(Status::invalid_context, "the Context is empty; create one with prism::Context::create()");
    return *impl;
}

}  // namespace

Context Context::create(const ContextOptions& options) {
    if (options.backend != Backend::automatic && options.backend != Backend::cuda && options.backend != Backend::opencl)
        throw Error(Status::invalid_argument, "ContextOptions.backend has an unknown value; use automatic, cuda or opencl");
    if (options.device < 0)
        throw Error(Status::invalid_device, "ContextOptions.device = " + std::to_string(options.device) + "; device indices start at 0");
    backend::CacheSettings cache{options.cache, options.cache_dir};
    Context context;
    context.impl_ = std::make_shared<detail::ContextImpl>();
    context.impl_->device = backend::open_device(options.backend, options.device, cache);
    return context;
}

std::vector<BackendReport> Context::probe() { return backend::probe_backends(); }

const DeviceInfo& Context::device() const { return checked(impl_).device->info(); }
Backend Context::backend() const { return device().backend; }

Plan Context::plan(const Config& config) const {
    auto impl = std::make_shared<detail::PlanImpl>();
    impl->config = config;
    impl->exec = std::make_shared<exec::ExecPlan>(checked(impl_).device, config);
    return Plan(std::move(impl));
}

Buffer Context::allocate(std::size_t bytes) const {
    auto& ctx = checked(impl_);
    if (bytes == 0) throw Error(Status::invalid_argument, "Context::allocate(0): a buffer needs at least one byte");
    backend::Memory memory = ctx.device->allocate(bytes);
    std::unique_ptr<detail::BufferImpl> impl;
    try {
        impl = std::make_unique<detail::BufferImpl>(ctx.device, memory);
    } catch (...) {
        ctx.device->release(memory);
        throw;
    }
    return Buffer(std::move(impl));
}

void Context::synchronize(Stream stream) const { checked(impl_).device->synchronize(stream.native()); }

void* Context::native_context() const { return checked(impl_).device->native_context(); }
void* Context::native_device() const { return checked(impl_).device->native_device(); }
void* Context::native_queue() const { return checked(impl_).device->native_queue(); }

}  // namespace prism
