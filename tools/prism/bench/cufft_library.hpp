// cuFFT, the benchmark's peer on CUDA, loaded at run time with dlopen: prism never links it, so the
// tool runs where it is absent (it then says so). Its C API is declared here by hand, as far as the
// benchmark uses it (cufft.h: cufftPlanMany, cufftExecC2C/Z2Z, cufftExecR2C/D2Z, cufftExecC2R/Z2D,
// cufftDestroy, cufftGetVersion).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace prism::cli::bench {

// What one cuFFT plan computes: complex to complex (both directions), or one direction of a real
// transform (cuFFT needs a plan for each: R2C/D2Z forward, C2R/Z2D inverse).
enum class CufftTransform { c2c, r2c, c2r };

class CufftLibrary {
public:
    // Tries $PRISM_CUFFT_LIBRARY, then libcufft.so.12/13/11 and libcufft.so on the loader path,
    // $CUDA_HOME/lib64 and /usr/local/cuda/lib64. nullptr when none loads; `why_not` says why.
    static std::unique_ptr<CufftLibrary> load(std::string& why_not);

    const std::string& file() const { return file_; }
    std::string version() const;  // "12.0.0 (12000)", from cufftGetVersion

    // A packed, batched plan of a row-major shape, as prism's Config describes it: C2C (Z2Z for
    // fp64), or R2C (D2Z) / C2R (Z2D) between N reals and the Hermitian half (last axis n/2+1).
    // Throws std::runtime_error naming the cuFFT status when cuFFT refuses.
    int plan(const std::vector<std::int64_t>& shape, std::int64_t batch, bool fp64,
             CufftTransform kind) const;
    // On the default stream. sign -1 forward, +1 inverse (CUFFT_FORWARD/CUFFT_INVERSE), for c2c only:
    // a real plan has one direction.
    void execute(int plan, CufftTransform kind, bool fp64, std::uint64_t in, std::uint64_t out,
                 int sign) const;
    void destroy(int plan) const noexcept;

private:
    using PlanMany = int (*)(int*, int, int*, int*, int, int, int*, int, int, int, int);
    using ExecComplex = int (*)(int, void*, void*, int);
    using ExecReal = int (*)(int, void*, void*);
    using Destroy = int (*)(int);
    using GetVersion = int (*)(int*);

    std::string file_;
    PlanMany plan_many_ = nullptr;
    ExecComplex exec_c2c_ = nullptr;
    ExecComplex exec_z2z_ = nullptr;
    ExecReal exec_r2c_ = nullptr;
    ExecReal exec_d2z_ = nullptr;
    ExecReal exec_c2r_ = nullptr;
    ExecReal exec_z2d_ = nullptr;
    Destroy destroy_ = nullptr;
    GetVersion get_version_ = nullptr;
};

}  // namespace prism::cli::bench
