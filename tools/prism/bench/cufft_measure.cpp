#include "bench/cufft_measure.hpp"

#include <chrono>
#include <memory>
#include <stdexcept>

#include "bench/sample_error.hpp"

namespace prism::cli::bench {
namespace {

constexpr int k_forward = -1;  // CUFFT_FORWARD
constexpr int k_inverse = 1;   // CUFFT_INVERSE

// One cuFFT plan, destroyed on every way out.
class CufftPlan {
public:
    CufftPlan(const CufftLibrary& library, const BenchCase& c, CufftTransform kind)
        : library_(library),
          kind_(kind),
          fp64_(c.fp64()),
          handle_(library.plan(c.shape, c.batch, c.fp64(), kind)) {}
    ~CufftPlan() { library_.destroy(handle_); }
    CufftPlan(const CufftPlan&) = delete;
    CufftPlan& operator=(const CufftPlan&) = delete;
    void execute(std::uint64_t in, std::uint64_t out, int sign) const {
        library_.execute(handle_, kind_, fp64_, in, out, sign);
    }

private:
    const CufftLibrary& library_;
    CufftTransform kind_;
    bool fp64_;
    int handle_;
};

// The forward and the inverse of a case: one C2C plan for both, or an R2C and a C2R plan.
struct CufftPair {
    CufftPair(const CufftLibrary& library, const BenchCase& c)
        : forward(library, c, c.transform == Transform::R2C ? CufftTransform::r2c : CufftTransform::c2c),
          inverse(c.transform == Transform::R2C ? std::make_unique<CufftPlan>(library, c, CufftTransform::c2r)
                                                : nullptr) {}
    void run_forward(std::uint64_t in, std::uint64_t out) const { forward.execute(in, out, k_forward); }
    void run_inverse(std::uint64_t in, std::uint64_t out) const {
        (inverse ? *inverse : forward).execute(in, out, k_inverse);
    }

    CufftPlan forward;
    std::unique_ptr<CufftPlan> inverse;  // R2C only
};

// cuFFT runs on the CUDA runtime, which adopts the context current on the thread: synchronizing
// through prism's device first makes that the device's primary context, and leaves it idle.
std::unique_ptr<CufftPair> timed_plan(backend::Device& device, const CufftLibrary& library,
                                      const BenchCase& c, double& ms) {
    device.synchronize(nullptr);
    const auto start = std::chrono::steady_clock::now();
    auto plan = std::make_unique<CufftPair>(library, c);
    device.synchronize(nullptr);
    ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return plan;
}

void measure(BenchSession& session, backend::Device& device, CaseData& data, const BenchCase& c,
             const void* host, ErrorReference& reference, LibraryResult& result) {
    const CufftLibrary& library = *session.cufft();
    timed_plan(device, library, c, result.plan_cold_ms);
    const auto plan = timed_plan(device, library, c, result.plan_warm_ms);
    const auto& settings = session.settings();
    data.fill(host);
    result.error_sequences = reference.sequences();
    if (result.error_sequences > 0) {
        plan->run_forward(data.input(0), data.output(0));
        result.error = reference.error_of(device, data.first_output());
    }
    result.timing = time_steps(
        device,
        [&](std::int64_t i) {
            plan->run_forward(data.input(i), data.output(i));
            plan->run_inverse(data.output(i), data.input(i));
        },
        settings.timing);
    derive_rates(result, c.traffic_bytes(), session.copy().gb_per_s);
    result.status = "ok";
}

}  // namespace

void measure_cufft(BenchSession& session, backend::Device& device, CaseData& data, const BenchCase& c,
                   const void* host, ErrorReference& reference, LibraryResult& result) {
    if (c.transform == Transform::R2R) {
        result.status = "absent";
        result.message = "cuFFT has no DCT or DST";
        return;
    }
    if (!session.cufft()) {
        result.status = "absent";
        result.message = session.cufft_message();
        return;
    }
    try {
        measure(session, device, data, c, host, reference, result);
    } catch (const std::exception& e) {  // cuFFT's statuses (runtime_error) and prism's (Error)
        result.status = "error";
        result.message = e.what();
    }
}

}  // namespace prism::cli::bench
