// What a `prism bench` run holds for its whole length: the settings, a device kept open (on CUDA it
// keeps the primary context alive, so per-case devices open cheaply), the copy bandwidth, cuFFT if
// it loads, the random input, and a private folder for per-case kernel caches.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "backend/device.hpp"
#include "bench/bench_result.hpp"
#include "bench/cufft_library.hpp"
#include "bench/random_host_data.hpp"
#include "bench/step_timer.hpp"

namespace prism::cli::bench {

struct BenchSettings {
    Backend backend = Backend::automatic;
    int device = 0;
    TimingSettings timing;
    std::int64_t error_sequences = 4;           // transforms of the batch checked for accuracy
    std::int64_t error_max_elements = 1 << 22;  // values the long double reference may take
    std::size_t copy_bytes = std::size_t{1} << 30;
    bool cufft = true;  // time cuFFT where the backend is CUDA
};

class BenchSession {
public:
    explicit BenchSession(const BenchSettings& settings);  // opens the device, loads cuFFT
    ~BenchSession();                                       // removes the cache folders
    BenchSession(const BenchSession&) = delete;
    BenchSession& operator=(const BenchSession&) = delete;

    const BenchSettings& settings() const { return settings_; }
    const DeviceInfo& device_info() const { return device_->info(); }
    backend::Device& device() { return *device_; }

    // Copies copy_bytes (at most a quarter of device memory) between two buffers, timed like a case.
    const CopyResult& measure_copy();
    const CopyResult& copy() const { return copy_; }

    const CufftLibrary* cufft() const { return cufft_.get(); }
    const std::string& cufft_message() const { return cufft_message_; }  // why it is absent
    RandomHostData& host_data() { return host_data_; }

    // A new, empty folder for one case's kernel cache.
    std::filesystem::path fresh_cache_dir();
    // Another device like the session's, caching kernels in `cache_dir`.
    std::shared_ptr<backend::Device> open_device(const std::filesystem::path& cache_dir) const;

private:
    BenchSettings settings_;
    std::filesystem::path temp_root_;
    int next_cache_ = 0;
    std::shared_ptr<backend::Device> device_;
    CopyResult copy_;
    std::unique_ptr<CufftLibrary> cufft_;
    std::string cufft_message_;
    RandomHostData host_data_;
};

}  // namespace prism::cli::bench
