// NVRTC as a table of function pointers filled from a dlopen()ed libnvrtc.
#pragma once

#include <nvrtc.h>

#include <string>

namespace prism::backend::cuda {

#define PRISM_NVRTC_FUNCTIONS(X)                                                                  \
    X(nvrtcVersion) X(nvrtcGetErrorString) X(nvrtcGetNumSupportedArchs) X(nvrtcGetSupportedArchs) \
    X(nvrtcCreateProgram) X(nvrtcDestroyProgram) X(nvrtcCompileProgram) X(nvrtcGetProgramLogSize) \
    X(nvrtcGetProgramLog) X(nvrtcGetCUBINSize) X(nvrtcGetCUBIN) X(nvrtcGetPTXSize) X(nvrtcGetPTX)

struct NvrtcApi {
#define PRISM_NVRTC_DECLARE_MEMBER(name) decltype(&::name) name = nullptr;
    PRISM_NVRTC_FUNCTIONS(PRISM_NVRTC_DECLARE_MEMBER)
#undef PRISM_NVRTC_DECLARE_MEMBER
};

// libnvrtc and its entry points, loaded once per process on first use (thread-safe).
struct NvrtcLibrary {
    NvrtcApi api;
    bool loaded = false;  // every entry point resolved
    std::string file;     // the library that loaded
    std::string message;  // why it is unusable, when !loaded
};
const NvrtcLibrary& nvrtc_library();

// The table; throws Error(backend_unavailable) when NVRTC cannot be loaded.
const NvrtcApi& loaded_nvrtc();

}  // namespace prism::backend::cuda
