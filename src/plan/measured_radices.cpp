#include "plan/measured_radices.hpp"

#include <algorithm>

namespace prism::plan {

// Rows as `prism tune --rows` prints them. Each row beat the cost model's list for its length by at
// least the tuner's margin, on the GPU named in the block's comment.
const std::vector<MeasuredRadices>& measured_radix_rows() {
    static const std::vector<MeasuredRadices> rows = {
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, commit 2076248: `prism tune --set
        // composite` and `--set pow2` (bench/device/tune.sh; JSON in
        // bench/results/2026-11-22-h100-tune/), 3 % margin. Many winners put a small radix
        // first, and some split a length into more, smaller stages where the model's large
        // radices leave threads uneven work (1890 = 15x14x9 runs 126 threads per sequence, so its
        // radix-14 and radix-9 stages take two rounds); why each wins was not profiled.
        {DeviceClass::cuda_gpu, Precision::F32, 48, {3, 4, 4}},  // 1.08x over 8x6
        {DeviceClass::cuda_gpu, Precision::F32, 60, {15, 4}},  // 1.03x over 10x6
        {DeviceClass::cuda_gpu, Precision::F32, 96, {8, 6, 2}},  // 1.04x over 12x8
        {DeviceClass::cuda_gpu, Precision::F32, 100, {4, 5, 5}},  // 1.05x over 10x10
        {DeviceClass::cuda_gpu, Precision::F32, 120, {8, 15}},  // 1.13x over 15x8
        {DeviceClass::cuda_gpu, Precision::F32, 180, {12, 15}},  // 1.09x over 15x12
        {DeviceClass::cuda_gpu, Precision::F32, 192, {12, 8, 2}},  // 1.06x over 16x12
        {DeviceClass::cuda_gpu, Precision::F32, 240, {5, 6, 8}},  // 1.06x over 16x15
        {DeviceClass::cuda_gpu, Precision::F32, 360, {5, 8, 9}},  // 1.22x over 10x6x6
        {DeviceClass::cuda_gpu, Precision::F32, 768, {6, 16, 8}},  // 1.13x over 12x8x8
        {DeviceClass::cuda_gpu, Precision::F32, 960, {10, 16, 6}},  // 1.08x over 15x8x8
        {DeviceClass::cuda_gpu, Precision::F32, 1080, {9, 10, 12}},  // 1.14x over 15x9x8
        {DeviceClass::cuda_gpu, Precision::F32, 1200, {8, 10, 15}},  // 1.19x over 15x10x8
        {DeviceClass::cuda_gpu, Precision::F32, 1650, {11, 6, 5, 5}},  // 1.28x over 15x11x10
        {DeviceClass::cuda_gpu, Precision::F32, 1890, {10, 9, 7, 3}},  // 1.34x over 15x14x9
        {DeviceClass::cuda_gpu, Precision::F32, 2178, {2, 9, 11, 11}},  // 1.07x over 11x11x6x3
        {DeviceClass::cuda_gpu, Precision::F32, 3000, {3, 10, 10, 10}},  // 1.04x over 10x10x10x3
        {DeviceClass::cuda_gpu, Precision::F32, 3072, {12, 16, 16}},  // 1.04x over 16x16x12
        {DeviceClass::cuda_gpu, Precision::F32, 3234, {3, 7, 11, 14}},  // 1.03x over 11x7x7x6
        {DeviceClass::cuda_gpu, Precision::F32, 3600, {5, 5, 12, 12}},  // 1.46x over 16x15x15
        {DeviceClass::cuda_gpu, Precision::F32, 4050, {3, 6, 15, 15}},  // 1.23x over 10x9x9x5
        {DeviceClass::cuda_gpu, Precision::F64, 3000, {5, 6, 10, 10}},  // 1.06x over 10x10x10x3
        {DeviceClass::cuda_gpu, Precision::F64, 4050, {3, 15, 15, 6}},  // 1.68x over 10x9x9x5
        {DeviceClass::cuda_gpu, Precision::F32, 128, {2, 8, 8}},  // 1.03x over 16x8
        {DeviceClass::cuda_gpu, Precision::F32, 8192, {8, 8, 8, 16}},  // 1.04x over 16x16x8x4
        {DeviceClass::cuda_gpu, Precision::F64, 64, {4, 4, 4}},  // 1.14x over 16x4
    };
    return rows;
}

const std::vector<int>* measured_radices(DeviceClass device_class, Precision precision, std::int64_t length) {
    const auto& rows = measured_radix_rows();
    auto row = std::find_if(rows.begin(), rows.end(), [&](const MeasuredRadices& r) {
        return r.device_class == device_class && r.precision == precision && r.length == length;
    });
    return row == rows.end() ? nullptr : &row->radices;
}

}  // namespace prism::plan
