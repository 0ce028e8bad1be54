#include "bench/case_run.hpp"

#include <filesystem>
#include <optional>

#include "bench/cufft_measure.hpp"
#include "bench/prism_measure.hpp"
#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

// Why the case cannot be run on this device, or "" when it fits.
std::string too_large(const BenchSession& session, const BenchCase& c, int buffers) {
    const std::size_t memory = session.device_info().global_memory_bytes;
    const double needed = static_cast<double>(c.bytes()) * buffers;
    if (memory == 0 || needed <= k_memory_share * static_cast<double>(memory)) return "";
    return "needs " + human_bytes(static_cast<std::size_t>(needed)) + " of the device's " +
           human_bytes(memory);
}

void skip_both(CaseResult& r, const std::string& reason) {
    r.skipped = true;
    r.skip_reason = reason;
    r.prism.status = r.cufft.status = "skipped";
    r.prism.message = r.cufft.message = reason;
}

// The buffers, or nullopt (and the case skipped) when the device cannot hold them.
std::optional<CaseData> allocate(backend::Device& device, const BenchCase& c, CaseResult& r) {
    try {
        return std::optional<CaseData>(std::in_place, device, c, r.buffers);
    } catch (const Error& e) {
        if (e.status() != Status::out_of_device_memory) throw;
        skip_both(r, std::string("out of device memory: ") + e.what());
        return std::nullopt;
    }
}

// prism, then (with_cufft) cuFFT, on one device with a kernel cache of the case's own.
CaseResult measure_case(BenchSession& session, const BenchCase& c, bool with_cufft) {
    CaseResult r;
    r.bench_case = c;
    r.buffers = rotation_count(c.bytes(), session.device_info().l2_cache_bytes);
    if (auto reason = too_large(session, c, r.buffers); !reason.empty()) {
        skip_both(r, reason);
        return r;
    }
    const std::filesystem::path cache_dir = session.fresh_cache_dir();
    const auto device = session.open_device(cache_dir);
    const auto plan = plan_prism(session, cache_dir, device, c, r.prism);
    auto data = allocate(*device, c, r);
    if (!data) return r;
    // The input side's values: complex for C2C, reals for R2C and R2R.
    const std::size_t input_bytes = c.real() ? c.real_bytes() : c.complex_bytes();
    const void* host = session.host_data().values(c.precision, input_bytes);
    data->fill(host);
    const auto& settings = session.settings();
    ErrorReference reference(c, host,
                             error_sequences(c, settings.error_sequences, settings.error_max_elements));
    if (plan) measure_prism(session, *device, *plan, *data, c, reference, r.prism);
    if (with_cufft) measure_cufft(session, *device, *data, c, host, reference, r.cufft);
    std::error_code ignored;
    std::filesystem::remove_all(cache_dir, ignored);
    return r;
}

}  // namespace

CaseResult CaseRunner::run(const BenchCase& c) {
    CaseResult r = measure_case(session_, c, true);
    if (c.transform == Transform::R2R && !r.skipped) r.prism_r2c = r2c_reference(c);
    return r;
}

const LibraryResult& CaseRunner::r2c_reference(const BenchCase& c) {
    const BenchCase twin = c.r2c_twin();
    const std::string key = twin.text();
    if (auto found = r2c_references_.find(key); found != r2c_references_.end()) return found->second;
    LibraryResult result = measure_case(session_, twin, false).prism;
    return r2c_references_.emplace(key, std::move(result)).first->second;
}

}  // namespace prism::cli::bench
