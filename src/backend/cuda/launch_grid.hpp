// Spreading a launch's block count over CUDA's grid dimensions. gridDim.x holds up to 2^31-1
// blocks; beyond that y (and then z, each up to 65535) take the rest. Such a grid may hold a few
// more blocks than asked, so a kernel launched with more than 2^31-1 blocks must compute its block
// number as blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z) and return when it is
// past the end. Host-only and header-only so it is unit-tested without a GPU.
#pragma once

#include <cstdint>
#include <optional>

namespace prism::backend::cuda {

struct GridShape {
    std::uint32_t x = 1, y = 1, z = 1;
};

inline constexpr std::uint64_t k_max_grid_x = 2147483647u;  // 2^31 - 1
inline constexpr std::uint64_t k_max_grid_yz = 65535u;

// The grid for `blocks` (> 0) blocks, or nullopt when not even x*y*z at their limits hold them.
constexpr std::optional<GridShape> grid_for(std::uint64_t blocks) {
    if (blocks <= k_max_grid_x) return GridShape{static_cast<std::uint32_t>(blocks), 1, 1};
    std::uint64_t rows = (blocks + k_max_grid_x - 1) / k_max_grid_x;  // (y, z) pairs needed
    std::uint64_t y = rows < k_max_grid_yz ? rows : k_max_grid_yz;
    std::uint64_t z = (rows + y - 1) / y;
    if (z > k_max_grid_yz) return std::nullopt;
    // Spread evenly so the surplus stays below y * z blocks.
    std::uint64_t x = (blocks + y * z - 1) / (y * z);
    return GridShape{static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y), static_cast<std::uint32_t>(z)};
}

}  // namespace prism::backend::cuda
