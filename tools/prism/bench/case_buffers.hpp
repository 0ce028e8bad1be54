// The device buffers one case is timed on. When the data would fit in the L2 cache, the steps
// rotate over several buffers, so each step reads from device memory as it would at scale instead
// of from a cache still warm from the step before.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "backend/device.hpp"

namespace prism::cli::bench {

// How many buffers of `bytes` to rotate over: enough that they span 4x the L2 cache (1 when the
// L2 size is unknown or one buffer already does), at most k_max_rotation.
inline constexpr int k_max_rotation = 1024;
int rotation_count(std::size_t bytes, std::size_t l2_bytes);

class CaseBuffers {
public:
    // Allocates `count` buffers of `bytes` (throws out_of_device_memory like Device::allocate).
    CaseBuffers(backend::Device& device, std::size_t bytes, int count);
    ~CaseBuffers();
    CaseBuffers(const CaseBuffers&) = delete;
    CaseBuffers& operator=(const CaseBuffers&) = delete;

    // Uploads the same host data into every buffer, and waits for the copies.
    void fill(const void* host);
    std::uint64_t handle(std::int64_t step) const;  // the buffer for a step number (rotating)
    const backend::Memory& first() const { return memory_.front(); }
    int count() const { return static_cast<int>(memory_.size()); }
    std::size_t bytes() const { return bytes_; }

private:
    backend::Device& device_;
    std::size_t bytes_;
    std::vector<backend::Memory> memory_;
};

}  // namespace prism::cli::bench
