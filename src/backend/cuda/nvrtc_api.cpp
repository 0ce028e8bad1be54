#include "backend/cuda/nvrtc_api.hpp"

#include <cstdlib>

#include "backend/cuda/dynamic_library.hpp"
#include "prism/prism.hpp"

namespace prism::backend::cuda {
namespace {

// NVRTC ships with the toolkit, not the driver, so it is often off the loader path: after the
// loader's own search, try $CUDA_HOME and the toolkit's usual home. Newest major version first.
std::vector<std::string> nvrtc_candidates() {
    const std::vector<std::string> names = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    std::vector<std::string> directories = {""};
    if (const char* home = std::getenv("CUDA_HOME"); home && *home) directories.push_back(std::string(home) + "/lib64/");
    directories.push_back("/usr/local/cuda/lib64/");
    std::vector<std::string> candidates;
    for (const std::string& directory : directories)
        for (const std::string& name : names) candidates.push_back(directory + name);
    return candidates;
}

template <class Function>
void resolve(void* handle, Function& slot, const char* name, std::string& missing) {
    void* address = find_symbol(handle, name);
    if (!address) missing += missing.empty() ? name : std::string(", ") + name;
    slot = reinterpret_cast<Function>(address);
}

NvrtcLibrary load_nvrtc() {
    NvrtcLibrary library;
    LoadedLibrary found = open_first_library(nvrtc_candidates());
    if (!found.handle) {
        library.message = "NVRTC (libnvrtc.so) was not found:" + found.errors +
                          "\nInstall the CUDA toolkit's NVRTC, or set CUDA_HOME to the toolkit.";
        return library;
    }
    library.file = found.name;
    std::string missing;
#define PRISM_NVRTC_RESOLVE(name) resolve(found.handle, library.api.name, #name, missing);
    PRISM_NVRTC_FUNCTIONS(PRISM_NVRTC_RESOLVE)
#undef PRISM_NVRTC_RESOLVE
    if (!missing.empty()) {
        library.message = found.name + " lacks " + missing + ": install NVRTC 12 or newer.";
        return library;
    }
    library.loaded = true;
    return library;
}

}  // namespace

const NvrtcLibrary& nvrtc_library() {
    static const NvrtcLibrary library = load_nvrtc();  // C++11 statics: loaded once, thread-safe
    return library;
}

const NvrtcApi& loaded_nvrtc() {
    const NvrtcLibrary& library = nvrtc_library();
    if (!library.loaded) throw Error(Status::backend_unavailable, library.message);
    return library.api;
}

}  // namespace prism::backend::cuda
