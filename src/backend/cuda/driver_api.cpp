#include "backend/cuda/driver_api.hpp"

#include <cstring>

#include "backend/cuda/cuda_error.hpp"
#include "backend/cuda/dynamic_library.hpp"
#include "prism/prism.hpp"

// Stringizes after expansion, so cuda.h's #defines pick the versioned symbol name.
#define PRISM_CUDA_STRINGIZE_RAW(x) #x
#define PRISM_CUDA_STRINGIZE(x) PRISM_CUDA_STRINGIZE_RAW(x)

namespace prism::backend::cuda {
namespace {

// Drivers older than the headers lack a few newer versions whose signature did not change; the
// older symbol does the same job there. (cuEventElapsedTime_v2 arrived with CUDA 12.8.)
const char* older_symbol(const char* name) {
    if (std::strcmp(name, "cuEventElapsedTime_v2") == 0) return "cuEventElapsedTime";
    return nullptr;
}

template <class Function>
void resolve(void* handle, Function& slot, const char* name, std::string& missing) {
    void* address = find_symbol(handle, name);
    if (!address) {
        if (const char* older = older_symbol(name)) address = find_symbol(handle, older);
    }
    if (!address) missing += missing.empty() ? name : std::string(", ") + name;
    slot = reinterpret_cast<Function>(address);
}

DriverLibrary load_driver() {
    DriverLibrary library;
    LoadedLibrary found = open_first_library({"libcuda.so.1", "libcuda.so"});
    if (!found.handle) {
        library.message = "the CUDA driver library was not found (tried libcuda.so.1, libcuda.so):" +
                          found.errors + "\nInstall the NVIDIA driver to use the CUDA backend.";
        return library;
    }
    library.file = found.name;
    std::string missing;
#define PRISM_CUDA_RESOLVE(name) resolve(found.handle, library.api.name, PRISM_CUDA_STRINGIZE(name), missing);
    PRISM_CUDA_DRIVER_FUNCTIONS(PRISM_CUDA_RESOLVE)
#undef PRISM_CUDA_RESOLVE
    if (!missing.empty()) {
        library.message = found.name + " lacks " + missing +
                          ": the NVIDIA driver is older than prism needs; update the driver.";
        return library;
    }
    library.loaded = true;
    return library;
}

// cuInit's verdict, taken once: it does not change within a process.
CUresult init_result(const DriverApi& api) {
    static const CUresult result = api.cuInit(0);
    return result;
}

}  // namespace

const DriverLibrary& driver_library() {
    static const DriverLibrary library = load_driver();  // C++11 statics: loaded once, thread-safe
    return library;
}

const DriverApi& initialized_driver() {
    const DriverLibrary& library = driver_library();
    if (!library.loaded) throw Error(Status::backend_unavailable, library.message);
    CUresult result = init_result(library.api);
    if (result == CUDA_SUCCESS) return library.api;
    std::string what = "cuInit failed with " + error_name(library.api, result) + " (" + library.file + ")";
    if (result == CUDA_ERROR_NO_DEVICE) throw Error(Status::no_device, what + ": the driver sees no CUDA GPU.");
    if (result == CUDA_ERROR_STUB_LIBRARY)
        throw Error(Status::backend_unavailable, what + ": this libcuda is the toolkit's link stub, not a driver; "
                                                        "install the NVIDIA driver or fix LD_LIBRARY_PATH.");
    throw Error(Status::backend_unavailable, what + ": check that the NVIDIA driver is installed and matches the "
                                                    "kernel module (nvidia-smi should work).");
}

}  // namespace prism::backend::cuda
