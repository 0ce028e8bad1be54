// Loading the ICD loader and resolving the function table (see opencl_api.hpp for why dlopen).
#include "backend/opencl/opencl_api.hpp"

#include <dlfcn.h>

#include "prism/prism.hpp"

namespace prism::backend::opencl {
namespace {

struct LoadResult {
    Api table;
    bool ok = false;
    std::string error;
};

// The handle is never dlclose'd: vendor drivers start threads and register atexit handlers that
// must outlive every OpenCL object, and objects may be released during static destruction.
void* open_loader(std::string& error) {
    // The versioned name first: the unversioned symlink only exists where the -dev package is.
    for (const char* name : {"libOpenCL.so.1", "libOpenCL.so"}) {
        if (void* handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)) return handle;
        const char* reason = dlerror();
        error += std::string(error.empty() ? "" : "; ") + (reason ? reason : name);
    }
    return nullptr;
}

LoadResult load() {
    LoadResult result;
    void* handle = open_loader(result.error);
    if (!handle) {
        result.error = "cannot load the OpenCL ICD loader (" + result.error +
                       "); install an ICD loader and a driver (e.g. ocl-icd-libopencl1 and "
                       "pocl-opencl-icd) to use OpenCL devices";
        return result;
    }
    result.error.clear();
    std::string missing;
#define PRISM_OPENCL_RESOLVE(name)                                                 \
    result.table.name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name)); \
    if (!result.table.name) missing += std::string(missing.empty() ? "" : ", ") + #name;
    PRISM_OPENCL_FUNCTIONS(PRISM_OPENCL_RESOLVE)
#undef PRISM_OPENCL_RESOLVE
    if (!missing.empty()) {
        result.error = "the OpenCL ICD loader lacks " + missing +
                       " (prism needs an OpenCL 1.2 loader; update ocl-icd or the vendor's libOpenCL)";
        return result;
    }
    result.ok = true;
    return result;
}

}  // namespace

const Api* try_api(std::string* why) noexcept {
    try {
        static const LoadResult loaded = load();  // C++11 statics: initialised once, thread-safe
        if (!loaded.ok && why) *why = loaded.error;
        return loaded.ok ? &loaded.table : nullptr;
    } catch (...) {  // bad_alloc while building messages: report it rather than throw
        if (why) *why = "out of host memory while loading OpenCL";
        return nullptr;
    }
}

const Api& api() {
    std::string why;
    if (const Api* table = try_api(&why)) return *table;
    throw Error(Status::backend_unavailable, why);
}

}  // namespace prism::backend::opencl
