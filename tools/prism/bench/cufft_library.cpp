#include "bench/cufft_library.hpp"

#include <cstdlib>
#include <limits>
#include <stdexcept>

#include "backend/cuda/dynamic_library.hpp"

namespace prism::cli::bench {
namespace {

// cufftType values and the statuses, from cufft.h.
constexpr int k_cufft_c2c = 0x29;
constexpr int k_cufft_z2z = 0x69;

const char* status_name(int status) {
    static const char* const names[] = {"CUFFT_SUCCESS",
                                        "CUFFT_INVALID_PLAN",
                                        "CUFFT_ALLOC_FAILED",
                                        "CUFFT_INVALID_TYPE",
                                        "CUFFT_INVALID_VALUE",
                                        "CUFFT_INTERNAL_ERROR",
                                        "CUFFT_EXEC_FAILED",
                                        "CUFFT_SETUP_FAILED",
                                        "CUFFT_INVALID_SIZE",
                                        "CUFFT_UNALIGNED_DATA",
                                        "CUFFT_INCOMPLETE_PARAMETER_LIST",
                                        "CUFFT_INVALID_DEVICE",
                                        "CUFFT_PARSE_ERROR",
                                        "CUFFT_NO_WORKSPACE",
                                        "CUFFT_NOT_IMPLEMENTED",
                                        "CUFFT_LICENSE_ERROR",
                                        "CUFFT_NOT_SUPPORTED"};
    return status >= 0 && status < static_cast<int>(std::size(names)) ? names[status]
                                                                      : "unknown cuFFT status";
}

void check(int status, const std::string& call) {
    if (status != 0)
        throw std::runtime_error(call + " returned " + status_name(status) + " (" + std::to_string(status) +
                                 ")");
}

std::vector<std::string> candidates() {
    const std::vector<std::string> names = {"libcufft.so.12", "libcufft.so.13", "libcufft.so.11",
                                            "libcufft.so"};
    std::vector<std::string> folders = {""};  // the loader's own search path first
    if (const char* home = std::getenv("CUDA_HOME"); home && *home)
        folders.push_back(std::string(home) + "/lib64/");
    folders.push_back("/usr/local/cuda/lib64/");
    std::vector<std::string> files;
    if (const char* file = std::getenv("PRISM_CUFFT_LIBRARY"); file && *file) files.emplace_back(file);
    for (const auto& folder : folders)
        for (const auto& name : names) files.push_back(folder + name);
    return files;
}

int as_int(std::int64_t value, const char* what) {
    if (value > std::numeric_limits<int>::max())
        throw std::runtime_error(std::string("cufftPlanMany takes an int ") + what + "; " +
                                 std::to_string(value) + " is too large");
    return static_cast<int>(value);
}

}  // namespace

std::unique_ptr<CufftLibrary> CufftLibrary::load(std::string& why_not) {
    const auto found = backend::cuda::open_first_library(candidates());
    if (!found.handle) {
        why_not = "cuFFT not found (set PRISM_CUFFT_LIBRARY to libcufft.so's path):" + found.errors;
        return nullptr;
    }
    auto library = std::unique_ptr<CufftLibrary>(new CufftLibrary);
    library->file_ = found.name;
    auto symbol = [&](const char* name) { return backend::cuda::find_symbol(found.handle, name); };
    library->plan_many_ = reinterpret_cast<PlanMany>(symbol("cufftPlanMany"));
    library->exec_c2c_ = reinterpret_cast<Exec>(symbol("cufftExecC2C"));
    library->exec_z2z_ = reinterpret_cast<Exec>(symbol("cufftExecZ2Z"));
    library->destroy_ = reinterpret_cast<Destroy>(symbol("cufftDestroy"));
    library->get_version_ = reinterpret_cast<GetVersion>(symbol("cufftGetVersion"));
    if (!library->plan_many_ || !library->exec_c2c_ || !library->exec_z2z_ || !library->destroy_ ||
        !library->get_version_) {
        why_not = found.name +
                  " lacks one of cufftPlanMany, cufftExecC2C, cufftExecZ2Z, cufftDestroy, cufftGetVersion";
        return nullptr;
    }
    return library;
}

std::string CufftLibrary::version() const {
    int v = 0;
    if (get_version_(&v) != 0) return "unknown";
    return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 100) + "." + std::to_string(v % 100) +
           " (" + std::to_string(v) + ")";
}

int CufftLibrary::plan(const std::vector<std::int64_t>& shape, std::int64_t batch, bool fp64) const {
    std::vector<int> n;
    std::int64_t size = 1;
    for (auto length : shape) n.push_back(as_int(length, "length")), size *= length;
    int handle = 0;
    // Null embeds: packed row-major, each batch `size` elements after the last (the strides and
    // distances passed are then ignored, as cufft.h documents).
    check(plan_many_(&handle, static_cast<int>(n.size()), n.data(), nullptr, 1, as_int(size, "distance"),
                     nullptr, 1, as_int(size, "distance"), fp64 ? k_cufft_z2z : k_cufft_c2c,
                     as_int(batch, "batch")),
          "cufftPlanMany");
    return handle;
}

void CufftLibrary::execute(int plan, bool fp64, std::uint64_t in, std::uint64_t out, int sign) const {
    auto* source = reinterpret_cast<void*>(static_cast<std::uintptr_t>(in));
    auto* target = reinterpret_cast<void*>(static_cast<std::uintptr_t>(out));
    check((fp64 ? exec_z2z_ : exec_c2c_)(plan, source, target, sign), fp64 ? "cufftExecZ2Z" : "cufftExecC2C");
}

void CufftLibrary::destroy(int plan) const noexcept { (void)destroy_(plan); }

}  // namespace prism::cli::bench
