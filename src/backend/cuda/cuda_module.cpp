#include "backend/cuda/cuda_module.hpp"

#include "backend/cuda/cuda_error.hpp"

namespace prism::backend::cuda {

std::shared_ptr<CudaModule> CudaModule::load(std::shared_ptr<const PrimaryContext> context,
                                             const std::vector<std::uint8_t>& image,
                                             const std::vector<std::string>& kernel_names,
                                             std::size_t shared_memory_limit, bool from_cache) {
    const DriverApi& api = context->api();
    context->make_current();
    CUmodule module = nullptr;
    check(api, api.cuModuleLoadData(&module, image.data()), "cuModuleLoadData", Status::module_load_failed,
          "the driver rejected the compiled kernels; it may be older than NVRTC (update the driver), or a "
          "kernel fault earlier may have broken the context");
    auto loaded = std::make_shared<CudaModule>(std::move(context), module, from_cache);
    for (const std::string& name : kernel_names) loaded->add_kernel(name, shared_memory_limit);
    return loaded;
}

CudaModule::CudaModule(std::shared_ptr<const PrimaryContext> context, CUmodule module, bool from_cache)
    : context_(std::move(context)), module_(module), from_cache_(from_cache) {}

CudaModule::~CudaModule() {
    // Unloading acts on the current context; failures at teardown have no one to report to.
    const DriverApi& api = context_->api();
    if (api.cuCtxSetCurrent(context_->context()) == CUDA_SUCCESS) (void)api.cuModuleUnload(module_);
}

void CudaModule::add_kernel(const std::string& name, std::size_t shared_memory_limit) {
    const DriverApi& api = context_->api();
    CUfunction function = nullptr;
    check(api, api.cuModuleGetFunction(&function, module_, name.c_str()), "cuModuleGetFunction(" + name + ")",
          Status::module_load_failed, "the generated source lacks this kernel; kernels must be extern \"C\"");
    // The dynamic limit is what is left of the block's shared memory after the kernel's static arrays.
    int static_bytes = 0;
    check(api, api.cuFuncGetAttribute(&static_bytes, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function),
          "cuFuncGetAttribute(" + name + ")", Status::module_load_failed, "");
    int dynamic_limit = static_cast<int>(shared_memory_limit) - static_bytes;
    if (dynamic_limit > 0)
        check(api, api.cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dynamic_limit),
              "cuFuncSetAttribute(" + name + ", MAX_DYNAMIC_SHARED_SIZE_BYTES)", Status::module_load_failed,
              "the device refused its own opt-in shared memory limit");
    functions_.push_back(function);
}

std::size_t CudaModule::max_threads_per_block(int index) const {
    const DriverApi& api = context_->api();
    context_->make_current();
    int threads = 0;
    check(api, api.cuFuncGetAttribute(&threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function(index)),
          "cuFuncGetAttribute(MAX_THREADS_PER_BLOCK)", Status::launch_failed, "");
    return static_cast<std::size_t>(threads);
}

CUfunction CudaModule::function(int index) const {
    if (index < 0 || index >= kernel_count())
        throw Error(Status::invalid_argument, "kernel index " + std::to_string(index) + " is outside the module's " +
                                                  std::to_string(kernel_count()) + " kernels");
    return functions_[static_cast<std::size_t>(index)];
}

}  // namespace prism::backend::cuda
