#include "bench/cufft_library.hpp"

#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <type_traits>

#include "backend/cuda/dynamic_library.hpp"

namespace prism::cli::bench {
namespace {

// cufftType values and the statuses, from cufft.h.
constexpr int k_cufft_c2c = 0x29;
constexpr int k_cufft_z2z = 0x69;
constexpr int k_cufft_r2c = 0x2a;
constexpr int k_cufft_c2r = 0x2c;
constexpr int k_cufft_d2z = 0x6a;
constexpr int k_cufft_z2d = 0x6c;

int cufft_type(CufftTransform kind, bool fp64) {
    switch (kind) {
        case CufftTransform::c2c: return fp64 ? k_cufft_z2z : k_cufft_c2c;
        case CufftTransform::r2c: return fp64 ? k_cufft_d2z : k_cufft_r2c;
        case CufftTransform::c2r: return fp64 ? k_cufft_z2d : k_cufft_c2r;
    }
    return 0;
}

const char* exec_name(CufftTransform kind, bool fp64) {
    switch (kind) {
        case CufftTransform::c2c: return fp64 ? "cufftExecZ2Z" : "cufftExecC2C";
        case CufftTransform::r2c: return fp64 ? "cufftExecD2Z" : "cufftExecR2C";
        case CufftTransform::c2r: return fp64 ? "cufftExecZ2D" : "cufftExecC2R";
    }
    return "cufftExec";
}

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
    std::string missing;
    // Each symbol cast to its member's type; a missing one is named in `missing`.
    auto bind = [&](auto& member, const char* name) {
        member = reinterpret_cast<std::remove_reference_t<decltype(member)>>(symbol(name));
        if (!member) missing += std::string(missing.empty() ? "" : ", ") + name;
    };
    bind(library->plan_many_, "cufftPlanMany");
    bind(library->exec_c2c_, "cufftExecC2C");
    bind(library->exec_z2z_, "cufftExecZ2Z");
    bind(library->exec_r2c_, "cufftExecR2C");
    bind(library->exec_d2z_, "cufftExecD2Z");
    bind(library->exec_c2r_, "cufftExecC2R");
    bind(library->exec_z2d_, "cufftExecZ2D");
    bind(library->destroy_, "cufftDestroy");
    bind(library->get_version_, "cufftGetVersion");
    if (!missing.empty()) {
        why_not = found.name + " lacks " + missing;
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

int CufftLibrary::plan(const std::vector<std::int64_t>& shape, std::int64_t batch, bool fp64,
                       CufftTransform kind) const {
    // C2C: null embeds, packed row-major, each batch `size` elements after the last (the strides and
    // distances passed are then ignored, as cufft.h documents). Real plans get explicit embeds (the
    // packed shapes of both sides) and distances, so the layout does not rest on cuFFT's defaults for
    // real data, whose in-place form pads rows to 2(n/2+1) reals.
    std::vector<int> n, real_embed, complex_embed;
    std::int64_t real_size = 1, complex_size = 1;
    for (std::size_t a = 0; a < shape.size(); ++a) {
        const std::int64_t half =
            a + 1 == shape.size() && kind != CufftTransform::c2c ? shape[a] / 2 + 1 : shape[a];
        n.push_back(as_int(shape[a], "length"));
        real_embed.push_back(n.back());
        complex_embed.push_back(as_int(half, "length"));
        real_size *= shape[a];
        complex_size *= half;
    }
    const bool from_real = kind == CufftTransform::r2c;
    const bool to_real = kind == CufftTransform::c2r;
    auto& in_embed = from_real ? real_embed : complex_embed;
    auto& out_embed = to_real ? real_embed : complex_embed;
    const std::int64_t in_distance = from_real ? real_size : complex_size;
    const std::int64_t out_distance = to_real ? real_size : complex_size;
    const bool packed = kind == CufftTransform::c2c;
    int handle = 0;
    check(plan_many_(&handle, static_cast<int>(n.size()), n.data(), packed ? nullptr : in_embed.data(), 1,
                     as_int(in_distance, "distance"), packed ? nullptr : out_embed.data(), 1,
                     as_int(out_distance, "distance"), cufft_type(kind, fp64), as_int(batch, "batch")),
          "cufftPlanMany");
    return handle;
}

void CufftLibrary::execute(int plan, CufftTransform kind, bool fp64, std::uint64_t in, std::uint64_t out,
                           int sign) const {
    auto* source = reinterpret_cast<void*>(static_cast<std::uintptr_t>(in));
    auto* target = reinterpret_cast<void*>(static_cast<std::uintptr_t>(out));
    int status = 0;
    switch (kind) {
        case CufftTransform::c2c: status = (fp64 ? exec_z2z_ : exec_c2c_)(plan, source, target, sign); break;
        case CufftTransform::r2c: status = (fp64 ? exec_d2z_ : exec_r2c_)(plan, source, target); break;
        case CufftTransform::c2r: status = (fp64 ? exec_z2d_ : exec_c2r_)(plan, source, target); break;
    }
    check(status, exec_name(kind, fp64));
}

void CufftLibrary::destroy(int plan) const noexcept { (void)destroy_(plan); }

}  // namespace prism::cli::bench
