#include "bench/cufft_measure.hpp"

#include <chrono>
#include <stdexcept>

#include "bench/sample_error.hpp"

namespace prism::cli::bench {
namespace {

constexpr int k_forward = -1;  // CUFFT_FORWARD
constexpr int k_inverse = 1;   // CUFFT_INVERSE

// Destroys the plan on every way out.
class CufftPlan {
public:
    CufftPlan(const CufftLibrary& library, const BenchCase& c)
        : library_(library), handle_(library.plan(c.shape, c.batch, c.fp64())) {}
    ~CufftPlan() { library_.destroy(handle_); }
    CufftPlan(const CufftPlan&) = delete;
    CufftPlan& operator=(const CufftPlan&) = delete;
    int handle() const { return handle_; }

private:
    const CufftLibrary& library_;
    int handle_;
};

// cuFFT runs on the CUDA runtime, which adopts the context current on the thread: synchronizing
// through prism's device first makes that the device's primary context, and leaves it idle.
std::unique_ptr<CufftPlan> timed_plan(backend::Device& device, const CufftLibrary& library,
                                      const BenchCase& c, double& ms) {
    device.synchronize(nullptr);
    const auto start = std::chrono::steady_clock::now();
    auto plan = std::make_unique<CufftPlan>(library, c);
    device.synchronize(nullptr);
    ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return plan;
}

void measure(BenchSession& session, backend::Device& device, CaseBuffers& buffers, const BenchCase& c,
             const void* host, ErrorReference& reference, LibraryResult& result) {
    const CufftLibrary& library = *session.cufft();
    timed_plan(device, library, c, result.plan_cold_ms);
    const auto plan = timed_plan(device, library, c, result.plan_warm_ms);
    const auto& settings = session.settings();
    buffers.fill(host);
    result.error_sequences = reference.sequences();
    if (result.error_sequences > 0) {
        const std::uint64_t first = buffers.first().handle;
        library.execute(plan->handle(), c.fp64(), first, first, k_forward);
        result.error = reference.error_of(device, buffers.first());
    }
    result.timing = time_steps(
        device,
        [&](std::int64_t i) {
            const std::uint64_t data = buffers.handle(i);
            library.execute(plan->handle(), c.fp64(), data, data, k_forward);
            library.execute(plan->handle(), c.fp64(), data, data, k_inverse);
        },
        settings.timing);
    derive_rates(result, c.bytes(), session.copy().gb_per_s);
    result.status = "ok";
}

}  // namespace

void measure_cufft(BenchSession& session, backend::Device& device, CaseBuffers& buffers, const BenchCase& c,
                   const void* host, ErrorReference& reference, LibraryResult& result) {
    if (!session.cufft()) {
        result.status = "absent";
        result.message = session.cufft_message();
        return;
    }
    try {
        measure(session, device, buffers, c, host, reference, result);
    } catch (const std::exception& e) {  // cuFFT's statuses (runtime_error) and prism's (Error)
        result.status = "error";
        result.message = e.what();
    }
}

}  // namespace prism::cli::bench
