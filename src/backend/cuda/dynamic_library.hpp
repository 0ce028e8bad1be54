// Finding a shared library at run time. The CUDA backend never links libcuda or libnvrtc, so that
// libprism starts on machines without an NVIDIA driver; it looks them up here instead.
#pragma once

#include <string>
#include <vector>

namespace prism::backend::cuda {

struct LoadedLibrary {
    void* handle = nullptr;  // null when no candidate loaded
    std::string name;        // the candidate that loaded
    std::string errors;      // why each candidate failed, for the "not found" message
};

// dlopen()s the first candidate that loads. The handle is never closed: the driver starts threads
// and registers exit handlers that must outlive every call into it.
LoadedLibrary open_first_library(const std::vector<std::string>& candidates);

// dlsym(), or nullptr when the library lacks the symbol.
void* find_symbol(void* handle, const char* name);

}  // namespace prism::backend::cuda
