#include "backend/cuda/dynamic_library.hpp"

#include <dlfcn.h>

namespace prism::backend::cuda {

LoadedLibrary open_first_library(const std::vector<std::string>& candidates) {
    LoadedLibrary result;
    for (const std::string& candidate : candidates) {
        // RTLD_LOCAL keeps the driver's symbols from clashing with a libcuda the application
        // may have linked itself; RTLD_NOW reports a broken library here rather than mid-call.
        if (void* handle = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            result.handle = handle;
            result.name = candidate;
            return result;
        }
        const char* why = dlerror();
        result.errors += "\n  " + candidate + ": " + (why ? why : "unknown dlopen error");
    }
    return result;
}

void* find_symbol(void* handle, const char* name) {
    return handle ? dlsym(handle, name) : nullptr;
}

}  // namespace prism::backend::cuda
