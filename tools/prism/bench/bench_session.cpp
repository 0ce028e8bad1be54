#include "bench/bench_session.hpp"

#include <stdlib.h>

#include <algorithm>
#include <string>

#include "bench/case_buffers.hpp"

namespace prism::cli::bench {
namespace fs = std::filesystem;
namespace {

fs::path make_temp_root() {
    std::string pattern = (fs::temp_directory_path() / "prism-bench-XXXXXX").string();
    if (!mkdtemp(pattern.data()))
        throw Error(Status::io_error, "cannot create a folder under " + fs::temp_directory_path().string());
    return pattern;
}

}  // namespace

BenchSession::BenchSession(const BenchSettings& settings)
    : settings_(settings), temp_root_(make_temp_root()) {
    try {
        // The session's own device caches into a folder no case uses, so it never warms a case's cache.
        device_ = open_device(temp_root_ / "session");
        settings_.backend = device_->info().backend;  // every case opens the backend `automatic` chose
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(temp_root_, ignored);
        throw;
    }
    if (!settings_.cufft)
        cufft_message_ = "cuFFT not requested (--no-cufft)";
    else if (device_->info().backend != Backend::cuda)
        cufft_message_ = "cuFFT runs on the CUDA backend only";
    else
        cufft_ = CufftLibrary::load(cufft_message_);
}

BenchSession::~BenchSession() {
    device_.reset();
    std::error_code ignored;
    fs::remove_all(temp_root_, ignored);
}

const CopyResult& BenchSession::measure_copy() {
    const std::size_t limit = device_->info().global_memory_bytes / 4;
    copy_.bytes = limit ? std::min(settings_.copy_bytes, limit) : settings_.copy_bytes;
    CaseBuffers buffers(*device_, copy_.bytes, 2);
    buffers.fill(host_data_.values(Precision::F32, copy_.bytes));
    const backend::Memory from{buffers.handle(0), copy_.bytes}, to{buffers.handle(1), copy_.bytes};
    // At the default 1 GiB (20x the H100's L2) every copy reads and writes device memory.
    copy_.timing = time_steps(
        *device_, [&](std::int64_t) { device_->copy(to, from, copy_.bytes, nullptr); }, settings_.timing);
    copy_.gb_per_s = 2.0 * static_cast<double>(copy_.bytes) / (copy_.timing.median_ms * 1e6);
    return copy_;
}

fs::path BenchSession::fresh_cache_dir() {
    fs::path dir = temp_root_ / ("case-" + std::to_string(next_cache_++));
    fs::create_directories(dir);
    return dir;
}

std::shared_ptr<backend::Device> BenchSession::open_device(const fs::path& cache_dir) const {
    return backend::open_device(settings_.backend, settings_.device,
                                backend::CacheSettings{true, cache_dir.string()});
}

}  // namespace prism::cli::bench
