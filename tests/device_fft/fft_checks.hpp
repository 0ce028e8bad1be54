// The checks every executor of the workgroup FFT must pass (host emulation, OpenCL, CUDA),
// written once against a small interface that runs one test kernel over host buffers.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "fft_config.hpp"

namespace prism::device_fft_test {

using Bytes = std::vector<unsigned char>;

class KernelRunner {
public:
    virtual ~KernelRunner() = default;
    // Runs kernel `name` (without its configuration suffix: "c2c_global", "c2c_preloaded", "real") of
    // `config` as `batch` workgroups. Each buffer is an argument, read and written back in place.
    virtual void run(const std::string& name, const FftConfig& config, unsigned batch,
                     const std::vector<Bytes*>& buffers) = 0;
};

// What one check measured: the relative L2 errors and the bound each was held to.
struct CheckErrors {
    double forward = 0;    // vs FFTW long double (c2c: NFFT[n] against DFT[getDFTIndex(n)]; real: r2c)
    double roundtrip = 0;  // inverse(forward(x)) against x
    double bound = 0;      // forward's bound; roundtrip is held to twice it (two transforms)
};

// `kind` is "global" or "preloaded". Random input in [-1, 1], `batch` independent FFTs.
CheckErrors check_c2c(KernelRunner& runner, const FftConfig& config, const std::string& kind, unsigned batch);
// fp32 math on fp16 storage (data and shared memory): against the DFT of the input rounded to
// half, within 4 * 2^-11 * log2(N); only the OpenCL suite has these kernels.
CheckErrors check_half_storage(KernelRunner& runner, const FftConfig& config, unsigned batch);
// Two real signals per FFT: half spectra against fftwl's r2c, and back through the inverse.
CheckErrors check_real(KernelRunner& runner, const FftConfig& config, unsigned batch);

// EXPECTs both errors within their bounds; `what` names the case in the failure message. Also
// remembers the case closest to its bound, for report_worst_case.
void expect_within_bounds(const CheckErrors& errors, const std::string& what);
// Prints "[ accuracy ] <suite>: N cases, worst error/bound ..." and forgets the cases seen.
void report_worst_case(const std::string& suite);

// c = 4 in c * eps * log2(N), the project's accuracy bound.
constexpr double k_bound_constant = 4.0;

}  // namespace prism::device_fft_test
