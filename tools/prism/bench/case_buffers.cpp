#include "bench/case_buffers.hpp"

#include <algorithm>

namespace prism::cli::bench {

int rotation_count(std::size_t bytes, std::size_t l2_bytes) {
    if (l2_bytes == 0 || bytes == 0) return 1;
    const std::size_t wanted = (4 * l2_bytes + bytes - 1) / bytes;
    return static_cast<int>(std::clamp<std::size_t>(wanted, 1, k_max_rotation));
}

CaseBuffers::CaseBuffers(backend::Device& device, std::size_t bytes, int count)
    : device_(device), bytes_(bytes) {
    try {
        for (int i = 0; i < count; ++i) memory_.push_back(device_.allocate(bytes));
    } catch (...) {
        for (auto& m : memory_) device_.release(m);
        throw;
    }
}

CaseBuffers::~CaseBuffers() {
    for (auto& m : memory_) device_.release(m);
}

void CaseBuffers::fill(const void* host) {
    for (auto& m : memory_) device_.upload(m, 0, host, bytes_, nullptr);
    device_.synchronize(nullptr);
}

std::uint64_t CaseBuffers::handle(std::int64_t step) const {
    return memory_[static_cast<std::size_t>(step % static_cast<std::int64_t>(memory_.size()))].handle;
}

}  // namespace prism::cli::bench
