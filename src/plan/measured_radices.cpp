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
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, session 11, after the cost model
        // began pricing lists on the solver's balanced thread count (plan/stage_threads): `prism
        // tune --set smooth-slow` (the lengths below 0.95 of cuFFT in the smooth sample; JSON in
        // bench/results/2026-11-22-h100-radix-model/), 3 % margin over the new model's list.
        // Again many winners take more, smaller stages (1296 = 9x8x6x3, 1485 = 11x9x5x3) where
        // the model's fewest-stages rule picks radix 12-16 stages.
        {DeviceClass::cuda_gpu, Precision::F32, 80, {5, 4, 4}},  // 1.09x over 10x8
        {DeviceClass::cuda_gpu, Precision::F32, 88, {8, 11}},  // 1.07x over 11x8
        {DeviceClass::cuda_gpu, Precision::F32, 108, {4, 9, 3}},  // 1.27x over 12x9
        {DeviceClass::cuda_gpu, Precision::F32, 117, {3, 3, 13}},  // 1.06x over 13x9
        {DeviceClass::cuda_gpu, Precision::F32, 140, {10, 7, 2}},  // 1.22x over 14x10
        {DeviceClass::cuda_gpu, Precision::F32, 156, {12, 13}},  // 1.07x over 13x12
        {DeviceClass::cuda_gpu, Precision::F32, 165, {11, 5, 3}},  // 1.07x over 15x11
        {DeviceClass::cuda_gpu, Precision::F32, 200, {10, 10, 2}},  // 1.12x over 8x5x5
        {DeviceClass::cuda_gpu, Precision::F32, 270, {3, 6, 15}},  // 1.19x over 9x6x5
        {DeviceClass::cuda_gpu, Precision::F32, 588, {7, 7, 6, 2}},  // 1.19x over 12x7x7
        {DeviceClass::cuda_gpu, Precision::F32, 896, {8, 7, 4, 4}},  // 1.18x over 14x8x8
        {DeviceClass::cuda_gpu, Precision::F32, 1215, {9, 9, 5, 3}},  // 1.20x over 15x9x9
        {DeviceClass::cuda_gpu, Precision::F32, 1296, {9, 8, 6, 3}},  // 1.20x over 12x12x9
        {DeviceClass::cuda_gpu, Precision::F32, 1350, {9, 10, 15}},  // 1.08x over 15x15x6
        {DeviceClass::cuda_gpu, Precision::F32, 1485, {11, 9, 5, 3}},  // 1.34x over 15x11x9
        {DeviceClass::cuda_gpu, Precision::F32, 1760, {11, 10, 8, 2}},  // 1.22x over 16x11x10
        {DeviceClass::cuda_gpu, Precision::F32, 2156, {2, 7, 11, 14}},  // 1.04x over 14x14x11
        {DeviceClass::cuda_gpu, Precision::F32, 2250, {15, 6, 5, 5}},  // 1.06x over 15x15x10
        {DeviceClass::cuda_gpu, Precision::F32, 3969, {7, 9, 9, 7}},  // 1.22x over 9x9x7x7
        {DeviceClass::cuda_gpu, Precision::F32, 4056, {3, 8, 13, 13}},  // 1.04x over 13x13x12x2
        {DeviceClass::cuda_gpu, Precision::F64, 63, {3, 3, 7}},  // 1.18x over 9x7
        {DeviceClass::cuda_gpu, Precision::F64, 108, {3, 6, 6}},  // 1.07x over 12x9
        {DeviceClass::cuda_gpu, Precision::F64, 117, {13, 3, 3}},  // 1.05x over 13x9
        {DeviceClass::cuda_gpu, Precision::F64, 130, {13, 5, 2}},  // 1.08x over 13x10
        {DeviceClass::cuda_gpu, Precision::F64, 182, {2, 7, 13}},  // 1.15x over 14x13
        {DeviceClass::cuda_gpu, Precision::F64, 195, {13, 5, 3}},  // 1.10x over 15x13
        {DeviceClass::cuda_gpu, Precision::F64, 270, {3, 6, 15}},  // 1.06x over 9x6x5
        {DeviceClass::cuda_gpu, Precision::F64, 280, {4, 7, 10}},  // 1.21x over 8x7x5
        {DeviceClass::cuda_gpu, Precision::F64, 455, {5, 13, 7}},  // 1.04x over 13x7x5
        {DeviceClass::cuda_gpu, Precision::F64, 480, {4, 10, 12}},  // 1.45x over 10x8x6
        {DeviceClass::cuda_gpu, Precision::F64, 588, {7, 7, 6, 2}},  // 1.33x over 12x7x7
        {DeviceClass::cuda_gpu, Precision::F64, 896, {16, 14, 4}},  // 1.06x over 14x8x8
        // A second `prism tune` of that session (`--case` lists: the remaining fp64 lengths of
        // smooth-slow and those the A/B left below 0.95 of cuFFT).
        {DeviceClass::cuda_gpu, Precision::F64, 1215, {3, 5, 9, 9}},  // 1.33x over 15x9x9
        {DeviceClass::cuda_gpu, Precision::F64, 1296, {6, 6, 6, 6}},  // 1.13x over 12x12x9
        {DeviceClass::cuda_gpu, Precision::F64, 1760, {10, 11, 8, 2}},  // 1.21x over 16x11x10
        {DeviceClass::cuda_gpu, Precision::F64, 1920, {10, 8, 8, 3}},  // 1.06x over 16x15x8
        {DeviceClass::cuda_gpu, Precision::F64, 1960, {5, 14, 14, 2}},  // 1.13x over 14x14x10
        {DeviceClass::cuda_gpu, Precision::F64, 2250, {15, 15, 5, 2}},  // 1.31x over 15x15x10
        {DeviceClass::cuda_gpu, Precision::F64, 2560, {16, 16, 5, 2}},  // 1.13x over 16x16x10
        {DeviceClass::cuda_gpu, Precision::F64, 3388, {11, 14, 11, 2}},  // 1.29x over 14x11x11x2
        {DeviceClass::cuda_gpu, Precision::F64, 3402, {2, 3, 7, 9, 9}},  // 1.05x over 14x9x9x3
        {DeviceClass::cuda_gpu, Precision::F64, 3780, {15, 12, 7, 3}},  // 1.55x over 14x10x9x3
        {DeviceClass::cuda_gpu, Precision::F64, 3969, {7, 9, 9, 7}},  // 1.47x over 9x9x7x7
        {DeviceClass::cuda_gpu, Precision::F32, 3240, {10, 12, 9, 3}},  // 1.08x over 10x9x9x4
        {DeviceClass::cuda_gpu, Precision::F32, 3564, {11, 12, 9, 3}},  // 1.05x over 11x9x9x4
        // The same session's A/B of the model change (bench/sets/radix-model.txt): lengths where
        // the previous model's list ran at least 3 % faster than the new one keep it. Most are
        // long four-stage lists the new model gave a radix-2 or radix-3 stage.
        {DeviceClass::cuda_gpu, Precision::F32, 2904, {11, 11, 6, 4}},  // 1.04x over 12x11x11x2
        {DeviceClass::cuda_gpu, Precision::F32, 3300, {11, 10, 6, 5}},  // 1.04x over 11x10x10x3
        {DeviceClass::cuda_gpu, Precision::F32, 3630, {11, 11, 6, 5}},  // 1.06x over 11x11x10x3
        {DeviceClass::cuda_gpu, Precision::F32, 3888, {9, 9, 8, 6}},  // 1.06x over 12x9x9x4
        {DeviceClass::cuda_gpu, Precision::F32, 3900, {13, 10, 6, 5}},  // 1.03x over 13x10x10x3
        {DeviceClass::cuda_gpu, Precision::F64, 1050, {15, 10, 7}},  // 1.03x over 15x14x5
        {DeviceClass::cuda_gpu, Precision::F64, 3640, {13, 8, 7, 5}},  // 1.25x over 14x13x10x2
        {DeviceClass::cuda_gpu, Precision::F64, 3888, {9, 9, 8, 6}},  // 1.35x over 12x9x9x4
        {DeviceClass::cuda_gpu, Precision::F64, 3900, {13, 10, 6, 5}},  // 1.05x over 13x10x10x3
        {DeviceClass::cuda_gpu, Precision::F64, 4004, {13, 11, 7, 4}},  // 1.21x over 14x13x11x2
        {DeviceClass::cuda_gpu, Precision::F64, 4095, {13, 9, 7, 5}},  // 1.30x over 15x13x7x3
        // Session 11 again, after the one-round rule (2517a98): `prism bench` over every 13-smooth
        // length up to 4096 (bench/sets/smooth.txt, not a sample), then `prism tune --case` of each
        // length below 0.95 of cuFFT. Earlier rows of these lengths (f32 3780, f64 2904 and 4056)
        // gave way to the new winners; f32 1080's row (9x10x12, from before the balanced thread
        // count) measured 0.81x of the model's 12x10x9 and was dropped. Small lengths gain most
        // from the smaller radix first (91 = 7x13 1.43x over 13x7).
        {DeviceClass::cuda_gpu, Precision::F32, 39, {3, 13}},  // 1.10x over 13x3
        {DeviceClass::cuda_gpu, Precision::F32, 90, {6, 5, 3}},  // 1.13x over 10x9
        {DeviceClass::cuda_gpu, Precision::F32, 91, {7, 13}, 4},  // 1.43x over 13x7; launch bound: session 13 below
        {DeviceClass::cuda_gpu, Precision::F32, 104, {8, 13}},  // 1.07x over 13x8
        {DeviceClass::cuda_gpu, Precision::F32, 110, {10, 11}},  // 1.05x over 11x10
        {DeviceClass::cuda_gpu, Precision::F32, 112, {8, 7, 2}},  // 1.12x over 14x8
        {DeviceClass::cuda_gpu, Precision::F32, 126, {7, 6, 3}},  // 1.31x over 14x9
        {DeviceClass::cuda_gpu, Precision::F32, 150, {3, 5, 10}},  // 1.14x over 15x10
        {DeviceClass::cuda_gpu, Precision::F32, 154, {11, 7, 2}},  // 1.07x over 14x11
        {DeviceClass::cuda_gpu, Precision::F32, 160, {2, 8, 10}},  // 1.15x over 16x10
        {DeviceClass::cuda_gpu, Precision::F32, 176, {11, 4, 4}},  // 1.09x over 16x11
        {DeviceClass::cuda_gpu, Precision::F32, 315, {7, 5, 3, 3}},  // 1.22x over 9x7x5
        {DeviceClass::cuda_gpu, Precision::F32, 378, {3, 3, 6, 7}},  // 1.17x over 9x7x6
        {DeviceClass::cuda_gpu, Precision::F32, 756, {7, 6, 6, 3}},  // 1.28x over 12x9x7
        {DeviceClass::cuda_gpu, Precision::F32, 1232, {11, 7, 4, 4}},  // 1.25x over 14x11x8
        {DeviceClass::cuda_gpu, Precision::F32, 1600, {10, 10, 8, 2}},  // 1.25x over 16x10x10
        {DeviceClass::cuda_gpu, Precision::F32, 1620, {12, 9, 5, 3}},  // 1.32x over 15x12x9
        {DeviceClass::cuda_gpu, Precision::F32, 1764, {7, 7, 6, 6}},  // 1.08x over 14x14x9
        {DeviceClass::cuda_gpu, Precision::F32, 2025, {15, 15, 3, 3}},  // 1.11x over 15x15x9
        {DeviceClass::cuda_gpu, Precision::F32, 2080, {13, 10, 4, 4}},  // 1.43x over 16x13x10
        {DeviceClass::cuda_gpu, Precision::F32, 2475, {3, 15, 11, 5}},  // 1.08x over 15x15x11
        {DeviceClass::cuda_gpu, Precision::F32, 2816, {11, 8, 8, 4}},  // 1.11x over 16x16x11
        {DeviceClass::cuda_gpu, Precision::F32, 3645, {3, 3, 3, 9, 15}},  // 1.12x over 9x9x9x5
        {DeviceClass::cuda_gpu, Precision::F32, 3780, {15, 12, 7, 3}},  // 1.08x over 14x10x9x3
        {DeviceClass::cuda_gpu, Precision::F32, 4000, {10, 10, 10, 2, 2}},  // 1.05x over 10x10x10x4
        {DeviceClass::cuda_gpu, Precision::F64, 48, {4, 12}},  // 1.28x over 8x6
        {DeviceClass::cuda_gpu, Precision::F64, 70, {7, 5, 2}},  // 1.13x over 10x7
        {DeviceClass::cuda_gpu, Precision::F64, 84, {6, 14}},  // 1.11x over 12x7
        {DeviceClass::cuda_gpu, Precision::F64, 150, {5, 15, 2}},  // 1.17x over 15x10
        {DeviceClass::cuda_gpu, Precision::F64, 160, {8, 5, 4}},  // 1.19x over 16x10
        {DeviceClass::cuda_gpu, Precision::F64, 208, {13, 8, 2}},  // 1.15x over 16x13
        {DeviceClass::cuda_gpu, Precision::F64, 210, {7, 6, 5}},  // 1.14x over 15x14
        {DeviceClass::cuda_gpu, Precision::F64, 224, {8, 7, 4}},  // 1.19x over 16x14
        {DeviceClass::cuda_gpu, Precision::F64, 288, {2, 12, 12}},  // 1.23x over 8x6x6
        {DeviceClass::cuda_gpu, Precision::F64, 297, {11, 3, 3, 3}},  // 1.12x over 11x9x3
        {DeviceClass::cuda_gpu, Precision::F64, 315, {3, 7, 15}},  // 1.27x over 9x7x5
        {DeviceClass::cuda_gpu, Precision::F64, 336, {3, 8, 14}},  // 1.20x over 8x7x6
        {DeviceClass::cuda_gpu, Precision::F64, 360, {12, 6, 5}},  // 1.14x over 10x6x6
        {DeviceClass::cuda_gpu, Precision::F64, 378, {7, 6, 3, 3}},  // 1.24x over 9x7x6
        {DeviceClass::cuda_gpu, Precision::F64, 756, {7, 6, 6, 3}},  // 1.28x over 12x9x7
        {DeviceClass::cuda_gpu, Precision::F64, 882, {7, 9, 7, 2}},  // 1.13x over 14x9x7
        {DeviceClass::cuda_gpu, Precision::F64, 1232, {11, 7, 4, 4}},  // 1.10x over 14x11x8
        {DeviceClass::cuda_gpu, Precision::F64, 1600, {10, 8, 5, 4}},  // 1.46x over 16x10x10
        {DeviceClass::cuda_gpu, Precision::F64, 1620, {9, 10, 9, 2}},  // 1.31x over 15x12x9
        {DeviceClass::cuda_gpu, Precision::F64, 1690, {5, 13, 13, 2}},  // 1.06x over 13x13x10
        {DeviceClass::cuda_gpu, Precision::F64, 1750, {7, 10, 5, 5}},  // 1.08x over 10x7x5x5
        {DeviceClass::cuda_gpu, Precision::F64, 2025, {15, 15, 3, 3}},  // 1.13x over 15x15x9
        {DeviceClass::cuda_gpu, Precision::F64, 2400, {12, 10, 10, 2}},  // 1.07x over 16x15x10
        {DeviceClass::cuda_gpu, Precision::F64, 2662, {2, 11, 11, 11}},  // 1.03x over 11x11x11x2
        {DeviceClass::cuda_gpu, Precision::F64, 2916, {12, 9, 9, 3}},  // 1.05x over 9x9x9x4
        {DeviceClass::cuda_gpu, Precision::F64, 3645, {5, 9, 9, 9}},  // 1.35x over 9x9x9x5
        {DeviceClass::cuda_gpu, Precision::F64, 3920, {4, 5, 14, 14}},  // 1.22x over 10x8x7x7
        {DeviceClass::cuda_gpu, Precision::F64, 4000, {10, 10, 10, 2, 2}},  // 1.09x over 10x10x10x4
        {DeviceClass::cuda_gpu, Precision::F64, 4056, {13, 13, 6, 4}},  // 1.11x over 13x13x12x2
        {DeviceClass::cuda_gpu, Precision::F32, 128, {2, 8, 8}},  // 1.03x over 16x8
        {DeviceClass::cuda_gpu, Precision::F64, 64, {4, 4, 4}},  // 1.14x over 16x4
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, session 12, commit 3085c34: `prism
        // tune --set smooth-below-096 --max-radix 64 --candidates 16` (the 13-smooth lengths up to
        // 4096 below 0.96 of cuFFT in the session-11 final reading; JSON in
        // bench/results/2026-11-22-h100-wide-radices/), 3 % margin over the model's list. Composite
        // radices past the model's (25, 35, 21, 33, 42) win most of them: powers of 5 and 7 in
        // two-digit stages take fewer passes through shared memory (3125 = 5x25x25 three instead
        // of five).
        {DeviceClass::cuda_gpu, Precision::F32, 81, {27, 3}},  // 1.08x over 9x9
        {DeviceClass::cuda_gpu, Precision::F32, 99, {33, 3}},  // 1.07x over 11x9
        {DeviceClass::cuda_gpu, Precision::F32, 132, {33, 4}},  // 1.04x over 12x11
        {DeviceClass::cuda_gpu, Precision::F32, 143, {11, 13}},  // 1.06x over 13x11
        {DeviceClass::cuda_gpu, Precision::F32, 195, {39, 5}},  // 1.09x over 15x13; replaces 3x5x13 (1.05x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F32, 210, {7, 6, 5}},  // 1.08x over 15x14
        {DeviceClass::cuda_gpu, Precision::F32, 225, {3, 5, 15}},  // 1.03x over 15x15
        {DeviceClass::cuda_gpu, Precision::F32, 875, {25, 35}},  // 1.12x over 7x5x5x5; replaces 5x5x5x7 (1.06x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F32, 1029, {21, 7, 7}},  // 1.12x over 7x7x7x3
        {DeviceClass::cuda_gpu, Precision::F32, 1225, {25, 7, 7}},  // 1.09x over 7x7x5x5; replaces 5x7x7x5 (1.05x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F32, 1638, {18, 13, 7}},  // 1.04x over 14x13x9
        {DeviceClass::cuda_gpu, Precision::F32, 1715, {35, 7, 7}},  // 1.07x over 7x7x7x5; replaces 5x7x7x7 (1.04x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F32, 2205, {7, 9, 35}},  // 1.04x over 9x7x7x5
        {DeviceClass::cuda_gpu, Precision::F32, 2640, {24, 22, 5}},  // 1.06x over 16x15x11
        {DeviceClass::cuda_gpu, Precision::F32, 3125, {5, 25, 25}},  // 1.10x over 5x5x5x5x5
        {DeviceClass::cuda_gpu, Precision::F32, 3430, {35, 14, 7}},  // 1.04x over 10x7x7x7
        {DeviceClass::cuda_gpu, Precision::F32, 3822, {7, 13, 42}},  // 1.04x over 14x13x7x3
        {DeviceClass::cuda_gpu, Precision::F64, 88, {11, 4, 2}},  // 1.04x over 11x8
        {DeviceClass::cuda_gpu, Precision::F64, 120, {30, 4}},  // 1.03x over 15x8
        {DeviceClass::cuda_gpu, Precision::F64, 200, {10, 10, 2}},  // 1.06x over 8x5x5
        {DeviceClass::cuda_gpu, Precision::F64, 400, {25, 16}},  // 1.03x over 10x10x4
        {DeviceClass::cuda_gpu, Precision::F64, 420, {21, 20}},  // 1.16x over 10x7x6
        {DeviceClass::cuda_gpu, Precision::F64, 726, {3, 22, 11}},  // 1.04x over 11x11x6
        {DeviceClass::cuda_gpu, Precision::F64, 980, {7, 7, 20}},  // 1.04x over 14x14x5
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, session 13: a launch bound of 4
        // blocks per multiprocessor on every kernel, A/B against none (bench/results/
        // 2026-11-22-h100-warp-quads/min-blocks-4/). Most lengths lost (fp64 3267 0.27x: spills);
        // these fp32 ones gained, with the registers ptxas (13.0, sm_90) gives them unchanged or
        // more (3549: 56 either way; 847: 48 -> 56) and no spills, so the bound changes how
        // ptxas schedules the code, not occupancy. Kept to the lengths measured, and 91's row above
        // (7x13: 1.04x, 72 registers against 70).
        {DeviceClass::cuda_gpu, Precision::F32, 325, {13, 5, 5}, 4},  // 1.02x over no bound
        {DeviceClass::cuda_gpu, Precision::F32, 847, {11, 11, 7}, 4},  // 1.05x over no bound
        {DeviceClass::cuda_gpu, Precision::F32, 3549, {13, 13, 7, 3}, 4},  // 1.03x over no bound (0.947 -> 0.976 of cuFFT)
        {DeviceClass::cuda_gpu, Precision::F64, 1029, {21, 7, 7}},  // 1.09x over 7x7x7x3
        {DeviceClass::cuda_gpu, Precision::F64, 1225, {25, 7, 7}},  // 1.15x over 7x7x5x5; replaces 5x5x7x7 (1.10x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F64, 1715, {35, 7, 7}},  // 1.07x over 7x7x7x5
        {DeviceClass::cuda_gpu, Precision::F64, 2450, {7, 14, 25}},  // 1.48x over 10x7x7x5; replaces 5x5x7x14 (1.04x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F64, 2475, {33, 15, 5}},  // 1.03x over 15x15x11
        {DeviceClass::cuda_gpu, Precision::F64, 2646, {6, 21, 21}},  // 1.06x over 9x7x7x6
        {DeviceClass::cuda_gpu, Precision::F64, 2904, {11, 12, 22}},  // 1.10x over 12x11x11x2; replaces 11x12x11x2 (1.05x over its reading in the smooth final)
        {DeviceClass::cuda_gpu, Precision::F64, 3125, {5, 25, 25}},  // 1.18x over 5x5x5x5x5
        {DeviceClass::cuda_gpu, Precision::F64, 3564, {27, 12, 11}},  // 1.05x over 11x9x9x4
        {DeviceClass::cuda_gpu, Precision::F64, 3630, {11, 15, 22}},  // 1.04x over 11x11x10x3
        {DeviceClass::cuda_gpu, Precision::F64, 3750, {25, 25, 6}},  // 1.14x over 15x10x5x5
        {DeviceClass::cuda_gpu, Precision::F64, 3872, {11, 16, 22}},  // 1.30x over 11x11x8x4; replaces 2x11x11x16 (1.13x over its A/B reading)
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, session 15, commits 745d7eb and
        // 8085f08: `prism tune --shapes` (bench/device/tune.sh; JSON in bench/results/2026-11-22-
        // h100-kernel-shapes/) on the 192 fp32 lengths of smooth_long below 0.95 of cuFFT or
        // unread, every fp64 length of it that one pass holds, and five lengths below 0.9 of copy
        // bandwidth (fp32 130, 3388; fp64 2376, 4056, 3267). Block shapes (the radices are the
        // planner's): the last two columns are the launch bound (k_no_bound: none) and the threads
        // per sequence. A row is kept where it beat the planner's shape by 5 % or more; the gain
        // is over the planner's shape after that session (long fp32 sequences past 12288 points
        // and 50 values a thread unbounded). No shape won everywhere: the stage rule's full count
        // with a bound of two won on fp32 5824 (1.42x) and 5408 (1.37x), where half the threads
        // had lost in session 14; a third of the threads with a bound of three on 5103, 5915, 4914
        // and 4200. Why each wins was not profiled.
        {DeviceClass::cuda_gpu, Precision::F32, 130, {13, 10}, 2, 5},  // 1.06x over 10t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4200, {14, 10, 10, 3}, 3, 156},  // 1.06x over 467t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4480, {10, 8, 8, 7}, 2, 224},  // 1.27x over 448t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5103, {9, 9, 9, 7}, 3, 122},  // 1.15x over 365t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5120, {10, 8, 8, 8}, 2, 256},  // 1.18x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5184, {12, 12, 12, 3}, MeasuredRadices::k_no_bound, 432},  // 1.11x over 216t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5200, {13, 10, 8, 5}, 2, 400},  // 1.08x over 200t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5408, {16, 13, 13, 2}, 2, 451},  // 1.37x over 226t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5488, {14, 14, 14, 2}, 2, 392},  // 1.06x over 196t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5625, {15, 15, 5, 5}, 2, 375},  // 1.08x over 188t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5824, {16, 14, 13, 2}, 2, 486},  // 1.42x over 243t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5915, {13, 13, 7, 5}, 3, 152},  // 1.08x over 228t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5929, {11, 11, 7, 7}, 2, 283},  // 1.08x over 142t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6250, {10, 5, 5, 5, 5}, MeasuredRadices::k_no_bound, 313},  // 1.12x over 157t b2
        {DeviceClass::cuda_gpu, Precision::F32, 9856, {14, 11, 8, 8}, 2, 448},  // 1.27x over 224t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10935, {15, 9, 9, 9}, 2, 405},  // 1.34x over 203t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11375, {13, 7, 5, 5, 5}, MeasuredRadices::k_no_bound, 455},  // 1.16x over 228t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11616, {12, 11, 11, 8}, MeasuredRadices::k_no_bound, 512},  // 1.07x over 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11760, {14, 14, 12, 5}, 2, 171},  // 1.10x over 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12250, {14, 7, 5, 5, 5}, 2, 512},  // 1.06x over 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12544, {16, 14, 14, 4}, MeasuredRadices::k_no_bound, 448},  // 1.36x over 224t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12636, {13, 12, 9, 9}, MeasuredRadices::k_no_bound, 256},  // 1.08x over 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 13200, {16, 15, 11, 5}, MeasuredRadices::k_no_bound, 440},  // 1.32x over 220t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13440, {16, 15, 14, 4}, MeasuredRadices::k_no_bound, 480},  // 1.28x over 240t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14040, {15, 13, 12, 6}, MeasuredRadices::k_no_bound, 468},  // 1.13x over 234t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14196, {14, 13, 13, 6}, MeasuredRadices::k_no_bound, 512},  // 1.06x over 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14336, {16, 16, 14, 4}, MeasuredRadices::k_no_bound, 512},  // 1.29x over 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14400, {16, 15, 10, 6}, MeasuredRadices::k_no_bound, 480},  // 1.33x over 240t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14560, {16, 13, 10, 7}, MeasuredRadices::k_no_bound, 256},  // 1.15x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14625, {15, 15, 13, 5}, MeasuredRadices::k_no_bound, 256},  // 1.09x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14850, {15, 15, 11, 6}, MeasuredRadices::k_no_bound, 256},  // 1.19x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14976, {16, 13, 12, 6}, MeasuredRadices::k_no_bound, 256},  // 1.15x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15680, {16, 14, 10, 7}, MeasuredRadices::k_no_bound, 256},  // 1.16x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15730, {13, 11, 11, 10}, MeasuredRadices::k_no_bound, 239},  // 1.35x over 477t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16016, {16, 13, 11, 7}, MeasuredRadices::k_no_bound, 256},  // 1.06x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16038, {11, 9, 9, 9, 2}, MeasuredRadices::k_no_bound, 256},  // 1.06x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16224, {16, 13, 13, 6}, MeasuredRadices::k_no_bound, 256},  // 1.20x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4116, {12, 7, 7, 7}, 2, 115},  // 1.32x over 343t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4212, {13, 12, 9, 3}, 2, 234},  // 1.07x over 468t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4224, {11, 8, 8, 6}, 2, 192},  // 1.19x over 384t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4225, {13, 13, 5, 5}, 2, 325},  // 1.29x over 325t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4235, {11, 11, 7, 5}, 2, 385},  // 1.22x over 385t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4290, {13, 11, 10, 3}, 2, 477},  // 1.12x over 477t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4356, {12, 11, 11, 3}, 2, 396},  // 1.26x over 396t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4368, {14, 13, 12, 2}, 2, 364},  // 1.19x over 364t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4374, {9, 9, 9, 6}, 2, 243},  // 1.08x over 486t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4375, {7, 5, 5, 5, 5}, MeasuredRadices::k_no_bound, 219},  // 1.16x over 438t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4394, {13, 13, 13, 2}, MeasuredRadices::k_no_bound, 169},  // 1.10x over 338t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4410, {10, 9, 7, 7}, MeasuredRadices::k_no_bound, 221},  // 1.59x over 441t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4455, {11, 9, 9, 5}, 2, 495},  // 1.21x over 495t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4480, {10, 8, 8, 7}, MeasuredRadices::k_no_bound, 224},  // 1.37x over 448t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4563, {13, 13, 9, 3}, 2, 117},  // 1.25x over 351t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4576, {13, 11, 8, 4}, 2, 208},  // 1.10x over 416t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4680, {15, 13, 12, 2}, 2, 390},  // 1.07x over 390t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4704, {14, 14, 6, 4}, 2, 392},  // 1.12x over 392t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4719, {13, 11, 11, 3}, 2, 429},  // 1.16x over 429t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4725, {15, 15, 7, 3}, 2, 105},  // 1.07x over 315t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4732, {14, 13, 13, 2}, 2, 395},  // 1.12x over 395t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4752, {12, 11, 6, 6}, 2, 432},  // 1.19x over 432t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4802, {14, 7, 7, 7}, 2, 343},  // 1.11x over 343t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4840, {11, 11, 10, 4}, 2, 242},  // 1.15x over 484t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4860, {10, 9, 9, 6}, 2, 162},  // 1.60x over 486t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4900, {10, 10, 7, 7}, 2, 245},  // 1.65x over 490t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4928, {11, 8, 8, 7}, MeasuredRadices::k_no_bound, 224},  // 1.07x over 448t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5000, {10, 10, 10, 5}, 2, 500},  // 1.09x over 500t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5070, {15, 13, 13, 2}, 2, 423},  // 1.08x over 423t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5103, {9, 9, 9, 7}, 2, 122},  // 1.66x over 365t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5120, {10, 8, 8, 8}, 2, 171},  // 1.35x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5145, {15, 7, 7, 7}, 2, 368},  // 1.10x over 368t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5148, {13, 12, 11, 3}, 2, 234},  // 1.14x over 468t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5184, {12, 12, 12, 3}, 2, 432},  // 1.11x over 432t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5250, {15, 10, 7, 5}, 2, 175},  // 1.44x over 350t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5280, {11, 10, 8, 6}, 2, 160},  // 1.06x over 480t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5346, {11, 9, 9, 6}, 2, 162},  // 1.15x over 486t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5390, {11, 10, 7, 7}, 2, 245},  // 1.05x over 490t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5445, {11, 11, 9, 5}, 2, 165},  // 1.09x over 495t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5625, {15, 15, 5, 5}, 2, 125},  // 1.08x over 375t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5632, {11, 8, 8, 8}, 2, 256},  // 1.11x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5670, {14, 9, 9, 5}, 2, 135},  // 1.07x over 405t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5775, {15, 11, 7, 5}, 2, 193},  // 1.23x over 385t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5808, {12, 11, 11, 4}, MeasuredRadices::k_no_bound, 242},  // 1.43x over 484t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5929, {11, 11, 7, 7}, 2, 283},  // 1.14x over 283t b0
        {DeviceClass::cuda_gpu, Precision::F64, 5940, {12, 11, 9, 5}, 2, 248},  // 1.27x over 495t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6144, {12, 8, 8, 8}, MeasuredRadices::k_no_bound, 256},  // 1.51x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6237, {11, 9, 9, 7}, 2, 116},  // 1.05x over 347t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6318, {13, 9, 9, 6}, 2, 243},  // 1.06x over 486t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6336, {16, 11, 9, 4}, MeasuredRadices::k_no_bound, 198},  // 1.21x over 396t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6534, {11, 11, 9, 6}, 2, 121},  // 1.24x over 363t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6561, {9, 9, 9, 9}, 2, 122},  // 1.22x over 365t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6600, {15, 11, 8, 5}, MeasuredRadices::k_no_bound, 220},  // 1.28x over 440t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6776, {14, 11, 11, 4}, MeasuredRadices::k_no_bound, 242},  // 1.12x over 484t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6825, {15, 13, 7, 5}, MeasuredRadices::k_no_bound, 228},  // 1.13x over 455t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6860, {14, 14, 7, 5}, MeasuredRadices::k_no_bound, 245},  // 1.23x over 490t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6864, {16, 13, 11, 3}, MeasuredRadices::k_no_bound, 215},  // 1.15x over 429t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6930, {14, 11, 9, 5}, 2, 248},  // 1.06x over 495t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7020, {15, 13, 9, 4}, MeasuredRadices::k_no_bound, 234},  // 1.25x over 468t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7040, {16, 11, 10, 4}, MeasuredRadices::k_no_bound, 220},  // 1.34x over 440t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7168, {14, 8, 8, 8}, MeasuredRadices::k_no_bound, 256},  // 1.25x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7280, {16, 13, 7, 5}, MeasuredRadices::k_no_bound, 228},  // 1.20x over 455t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7290, {15, 9, 9, 6}, MeasuredRadices::k_no_bound, 243},  // 1.41x over 486t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7350, {15, 10, 7, 7}, MeasuredRadices::k_no_bound, 245},  // 1.40x over 490t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7371, {13, 9, 9, 7}, MeasuredRadices::k_no_bound, 205},  // 1.07x over 410t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7392, {16, 11, 7, 6}, MeasuredRadices::k_no_bound, 231},  // 1.32x over 462t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7488, {16, 13, 9, 4}, MeasuredRadices::k_no_bound, 234},  // 1.32x over 468t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7500, {15, 10, 10, 5}, MeasuredRadices::k_no_bound, 250},  // 1.25x over 500t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7605, {15, 13, 13, 3}, MeasuredRadices::k_no_bound, 254},  // 1.21x over 507t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7744, {16, 11, 11, 4}, MeasuredRadices::k_no_bound, 242},  // 1.40x over 484t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7840, {16, 10, 7, 7}, MeasuredRadices::k_no_bound, 245},  // 1.33x over 490t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7920, {16, 11, 9, 5}, MeasuredRadices::k_no_bound, 248},  // 1.06x over 495t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8064, {16, 9, 8, 7}, MeasuredRadices::k_no_bound, 252},  // 1.14x over 504t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8100, {10, 10, 9, 9}, MeasuredRadices::k_no_bound, 225},  // 1.22x over 450t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8112, {16, 13, 13, 3}, MeasuredRadices::k_no_bound, 254},  // 1.20x over 507t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8316, {12, 11, 9, 7}, MeasuredRadices::k_no_bound, 231},  // 1.21x over 462t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8424, {13, 12, 9, 6}, MeasuredRadices::k_no_bound, 234},  // 1.21x over 468t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8640, {12, 12, 10, 6}, MeasuredRadices::k_no_bound, 240},  // 1.26x over 480t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8960, {14, 10, 8, 8}, MeasuredRadices::k_no_bound, 224},  // 1.34x over 448t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9009, {13, 11, 9, 7}, MeasuredRadices::k_no_bound, 256},  // 1.09x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9072, {12, 12, 9, 7}, MeasuredRadices::k_no_bound, 256},  // 1.31x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9408, {16, 12, 7, 7}, MeasuredRadices::k_no_bound, 224},  // 1.10x over 448t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9504, {12, 12, 11, 6}, MeasuredRadices::k_no_bound, 216},  // 1.24x over 432t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9600, {12, 10, 10, 8}, MeasuredRadices::k_no_bound, 240},  // 1.05x over 480t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9702, {14, 11, 9, 7}, MeasuredRadices::k_no_bound, 231},  // 1.41x over 462t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9720, {12, 10, 9, 9}, MeasuredRadices::k_no_bound, 256},  // 1.19x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 10080, {12, 12, 10, 7}, MeasuredRadices::k_no_bound, 256},  // 1.17x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 10692, {12, 11, 9, 9}, MeasuredRadices::k_no_bound, 256},  // 1.20x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 10725, {15, 13, 11, 5}, MeasuredRadices::k_no_bound, 256},  // 1.08x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 10890, {15, 11, 11, 6}, MeasuredRadices::k_no_bound, 256},  // 1.07x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 11664, {12, 12, 9, 9}, MeasuredRadices::k_no_bound, 256},  // 1.09x over 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 11979, {11, 11, 11, 9}, MeasuredRadices::k_no_bound, 222},  // 1.06x over 444t b0
        {DeviceClass::cuda_gpu, Precision::F64, 12474, {14, 11, 9, 9}, MeasuredRadices::k_no_bound, 231},  // 1.14x over 462t b0
        {DeviceClass::cuda_gpu, Precision::F64, 12584, {13, 11, 11, 8}, MeasuredRadices::k_no_bound, 256},  // 1.12x over 512t b0
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-22, session 16, commit a51722a: `prism
        // tune --set real_even` (even R2C + C2R pairs through their half-length kernels; JSON in
        // bench/results/2026-11-22-h100-real-tune/), rows at a 2 % margin over the model's list. Under
        // the real kernels' 64-register bound, fp32 lists of radix 8 and smaller beat radix 16 from
        // 256 to 4096 real points; 6000 = 2 x 3000 gains most from 10x10x10x3, the plain C2C row of
        // 3000. Block shapes (`--shapes`) gained under 3 % except at 6000, on the radices replaced here.
        {DeviceClass::cuda_gpu, Precision::F32, 128, {2, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.11x over 16x8 (r2c 256)
        {DeviceClass::cuda_gpu, Precision::F32, 256, {8, 8, 4}, 0, 0, MeasuredKernel::real_even},  // 1.02x over 16x16 (r2c 512)
        {DeviceClass::cuda_gpu, Precision::F32, 512, {8, 8, 4, 2}, 0, 0, MeasuredKernel::real_even},  // 1.04x over 16x8x4 (r2c 1024)
        {DeviceClass::cuda_gpu, Precision::F32, 1024, {8, 8, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.03x over 16x16x4 (r2c 2048)
        {DeviceClass::cuda_gpu, Precision::F32, 2048, {8, 8, 8, 4}, 0, 0, MeasuredKernel::real_even},  // 1.03x over 16x16x8 (r2c 4096)
        {DeviceClass::cuda_gpu, Precision::F32, 3000, {10, 10, 10, 3}, 0, 0, MeasuredKernel::real_even},  // 1.28x over 12x10x5x5 (r2c 6000)
        {DeviceClass::cuda_gpu, Precision::F64, 64, {4, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.03x over 16x4 (r2c 128)
        {DeviceClass::cuda_gpu, Precision::F64, 3000, {10, 10, 10, 3}, 0, 0, MeasuredKernel::real_even},  // 1.35x over 12x10x5x5 (r2c 6000)
        // The same session, commit ea070e9: `prism tune --set dct` (its DCT-II/III and DST-II/III
        // cases, each timed as the kind and its inverse kind; JSON in the same folder), rows at a
        // 2 % margin over the model's list in both kinds' readings. Below 1024 points smaller radices
        // win here too; 1024 takes 16x8x8 (DST-II/III at 1024 timed 8x8x16 1.06x, 16x8x8 1.05x).
        {DeviceClass::cuda_gpu, Precision::F32, 64, {8, 8}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.21x over 16x4 (dct2 f32 64)
        {DeviceClass::cuda_gpu, Precision::F32, 256, {8, 8, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 16x16 (dct2 f32 256)
        {DeviceClass::cuda_gpu, Precision::F32, 1024, {16, 8, 8}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.03x over 16x16x4 (dct2 f32 1024)
        {DeviceClass::cuda_gpu, Precision::F64, 64, {4, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.14x over 16x4 (dct2 f64 64)
        {DeviceClass::cuda_gpu, Precision::F64, 256, {2, 8, 16}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.02x over 16x16 (dct2 f64 256)
        // Session 17 (2026-11-22, commit f00eaec; bench/results/2026-11-22-h100-dct-pairs/): `prism
        // tune` on the paired DCT-II/III kernels of the dct set's lengths that pair: radix lists
        // and block shapes on the model's radices, the better of the two at a 3 % margin, and fp64
        // 2048's bound of two blocks, 1.02x in the tuner and 0.88 -> 0.91 of prism's r2c in the
        // dct set (417f71c, where a rule gave every fp64 paired kernel that bound).
        {DeviceClass::cuda_gpu, Precision::F64, 1000, {10, 10, 10}, 2, 100, MeasuredKernel::r2r_pairs},  // 1.05x over 10x10x10 100t b0 (dct2 f64 1000)
        {DeviceClass::cuda_gpu, Precision::F64, 1024, {16, 16, 2, 2}, 0, 0, MeasuredKernel::r2r_pairs},  // 1.05x over 16x16x4 (dct2 f64 1024)
        {DeviceClass::cuda_gpu, Precision::F64, 4096, {16, 16, 16}, 2, 256, MeasuredKernel::r2r_pairs},  // 1.07x over 16x16x16 256t b0 (dct2 f64 4096)
        // The same session, commits 567c6ad and 33ff845: `prism tune` on real_odd's lengths of primes
        // up to 13 (paired rows; JSON in the same folder: odd-radix/, odd-shapes/ on the model's
        // radices, odd-shapes-on-radix-rows/ on the radix winners), each row the fastest of the
        // three readings. The paired kernels had no launch bound: two blocks per SM (three at 3125)
        // win most, by capping registers where ptxas had taken more; fp64 4095 also takes a third
        // of the threads. Gains are over the model's list on the planner's shape.
        {DeviceClass::cuda_gpu, Precision::F32, 243, {3, 9, 9}, 2, 27, MeasuredKernel::real_pairs},  // 1.14x over 9x9x3 27t b0 (r2c f32 243)
        {DeviceClass::cuda_gpu, Precision::F32, 2187, {9, 9, 9, 3}, 2, 243, MeasuredKernel::real_pairs},  // 1.06x over 9x9x9x3 243t b0 (r2c f32 2187)
        {DeviceClass::cuda_gpu, Precision::F32, 3125, {5, 5, 5, 5, 5}, 3, 171, MeasuredKernel::real_pairs},  // 1.32x over 512t b0 (r2c f32 3125)
        {DeviceClass::cuda_gpu, Precision::F64, 1001, {13, 11, 7}, 2, 77, MeasuredKernel::real_pairs},  // 1.13x over 77t b0 (r2c f64 1001)
        {DeviceClass::cuda_gpu, Precision::F64, 2187, {9, 9, 9, 3}, 2, 243, MeasuredKernel::real_pairs},  // 1.02x over 243t b0 (r2c f64 2187)
        // The same session, commit 98b3f5f: `prism tune --candidates 8` on R2C lengths beyond the
        // benchmark sets (results/2026-11-22-h100-real-tune/real-wide.txt: even image and audio
        // sizes, odd 3-5-7-smooth ones; JSON in wide-radix/), the tool's 3 % margin. Smaller
        // radices first again win most; odd lengths gain most where 15 or 9 moves off the front.
        // Then `--shapes` on those rows (wide-shapes/): a shape row replaces its radix row, its
        // gain being over the radix row's planner shape; most paired rows take a bound of 2.
        {DeviceClass::cuda_gpu, Precision::F32, 48, {12, 4}, 0, 0, MeasuredKernel::real_even},  // 1.12x over 8x6 (r2c f32 96)
        {DeviceClass::cuda_gpu, Precision::F32, 80, {5, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.04x over 10x8 (r2c f32 160)
        {DeviceClass::cuda_gpu, Precision::F32, 96, {6, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.05x over 12x8 (r2c f32 192)
        {DeviceClass::cuda_gpu, Precision::F32, 160, {10, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.14x over 16x10 (r2c f32 320)
        {DeviceClass::cuda_gpu, Precision::F32, 192, {3, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.08x over 16x12 (r2c f32 384)
        {DeviceClass::cuda_gpu, Precision::F32, 240, {10, 6, 4}, 0, 0, MeasuredKernel::real_even},  // 1.41x over 16x15 (r2c f32 480)
        {DeviceClass::cuda_gpu, Precision::F32, 960, {8, 10, 12}, 0, 0, MeasuredKernel::real_even},  // 1.04x over 12x10x8 (r2c f32 1920)
        {DeviceClass::cuda_gpu, Precision::F32, 1536, {8, 8, 8, 3}, 0, 0, MeasuredKernel::real_even},  // 1.05x over 16x16x6 (r2c f32 3072)
        {DeviceClass::cuda_gpu, Precision::F32, 1920, {10, 12, 16}, 0, 0, MeasuredKernel::real_even},  // 1.21x over 16x15x8 (r2c f32 3840)
        {DeviceClass::cuda_gpu, Precision::F32, 2560, {10, 16, 16}, 0, 0, MeasuredKernel::real_even},  // 1.06x over 16x16x10 (r2c f32 5120)
        {DeviceClass::cuda_gpu, Precision::F32, 3072, {12, 16, 16}, 0, 0, MeasuredKernel::real_even},  // 1.07x over 16x16x12 (r2c f32 6144)
        {DeviceClass::cuda_gpu, Precision::F32, 3840, {15, 16, 16}, MeasuredRadices::k_no_bound, 120, MeasuredKernel::real_even},  // 1.04x over 15x16x16 240t b4 (r2c f32 7680)
        {DeviceClass::cuda_gpu, Precision::F32, 27, {3, 3, 3}, 0, 0, MeasuredKernel::real_pairs},  // 1.08x over 9x3 (r2c f32 27)
        {DeviceClass::cuda_gpu, Precision::F32, 81, {3, 3, 9}, MeasuredRadices::k_no_bound, 5, MeasuredKernel::real_pairs},  // 1.18x over 3x3x9 9t b0 (r2c f32 81)
        {DeviceClass::cuda_gpu, Precision::F32, 135, {3, 5, 9}, 2, 15, MeasuredKernel::real_pairs},  // 1.08x over 3x5x9 15t b0 (r2c f32 135)
        {DeviceClass::cuda_gpu, Precision::F32, 225, {3, 5, 15}, 2, 15, MeasuredKernel::real_pairs},  // 1.07x over 3x5x15 15t b0 (r2c f32 225)
        {DeviceClass::cuda_gpu, Precision::F32, 315, {15, 7, 3}, 2, 21, MeasuredKernel::real_pairs},  // 1.03x over 15x7x3 21t b0 (r2c f32 315)
        {DeviceClass::cuda_gpu, Precision::F32, 375, {5, 5, 5, 3}, 0, 0, MeasuredKernel::real_pairs},  // 1.13x over 15x5x5 (r2c f32 375)
        {DeviceClass::cuda_gpu, Precision::F32, 405, {5, 9, 9}, 2, 45, MeasuredKernel::real_pairs},  // 1.09x over 5x9x9 45t b0 (r2c f32 405)
        {DeviceClass::cuda_gpu, Precision::F32, 1215, {9, 9, 5, 3}, 0, 0, MeasuredKernel::real_pairs},  // 1.22x over 15x9x9 (r2c f32 1215)
        {DeviceClass::cuda_gpu, Precision::F32, 2025, {3, 3, 15, 15}, 0, 0, MeasuredKernel::real_pairs},  // 1.13x over 15x15x9 (r2c f32 2025)
        {DeviceClass::cuda_gpu, Precision::F64, 48, {12, 4}, 0, 0, MeasuredKernel::real_even},  // 1.03x over 8x6 (r2c f64 96)
        {DeviceClass::cuda_gpu, Precision::F64, 80, {5, 4, 4}, 0, 0, MeasuredKernel::real_even},  // 1.12x over 10x8 (r2c f64 160)
        {DeviceClass::cuda_gpu, Precision::F64, 96, {8, 12}, 0, 0, MeasuredKernel::real_even},  // 1.03x over 12x8 (r2c f64 192)
        {DeviceClass::cuda_gpu, Precision::F64, 160, {5, 8, 4}, 0, 0, MeasuredKernel::real_even},  // 1.16x over 16x10 (r2c f64 320)
        {DeviceClass::cuda_gpu, Precision::F64, 192, {3, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.06x over 16x12 (r2c f64 384)
        {DeviceClass::cuda_gpu, Precision::F64, 480, {8, 12, 5}, 0, 0, MeasuredKernel::real_even},  // 1.21x over 10x8x6 (r2c f64 960)
        {DeviceClass::cuda_gpu, Precision::F64, 640, {16, 8, 5}, 0, 0, MeasuredKernel::real_even},  // 1.52x over 10x8x8 (r2c f64 1280)
        {DeviceClass::cuda_gpu, Precision::F64, 768, {16, 8, 6}, 0, 0, MeasuredKernel::real_even},  // 1.11x over 12x8x8 (r2c f64 1536)
        {DeviceClass::cuda_gpu, Precision::F64, 960, {12, 16, 5}, 0, 0, MeasuredKernel::real_even},  // 1.19x over 12x10x8 (r2c f64 1920)
        {DeviceClass::cuda_gpu, Precision::F64, 1536, {3, 8, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.16x over 16x16x6 (r2c f64 3072)
        {DeviceClass::cuda_gpu, Precision::F64, 1920, {15, 16, 8}, 0, 0, MeasuredKernel::real_even},  // 1.06x over 16x15x8 (r2c f64 3840)
        {DeviceClass::cuda_gpu, Precision::F64, 2560, {5, 8, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.08x over 16x16x10 (r2c f64 5120)
        {DeviceClass::cuda_gpu, Precision::F64, 135, {3, 3, 15}, 2, 9, MeasuredKernel::real_pairs},  // 1.04x over 3x3x15 9t b0 (r2c f64 135)
        {DeviceClass::cuda_gpu, Precision::F64, 315, {3, 7, 15}, 0, 0, MeasuredKernel::real_pairs},  // 1.48x over 9x7x5 (r2c f64 315)
        {DeviceClass::cuda_gpu, Precision::F64, 405, {3, 9, 15}, 0, 0, MeasuredKernel::real_pairs},  // 1.25x over 9x9x5 (r2c f64 405)
        {DeviceClass::cuda_gpu, Precision::F64, 1125, {5, 15, 15}, 0, 0, MeasuredKernel::real_pairs},  // 1.03x over 15x15x5 (r2c f64 1125)
        {DeviceClass::cuda_gpu, Precision::F64, 1215, {5, 9, 9, 3}, 0, 0, MeasuredKernel::real_pairs},  // 1.39x over 15x9x9 (r2c f64 1215)
        {DeviceClass::cuda_gpu, Precision::F64, 2025, {3, 15, 15, 3}, 0, 0, MeasuredKernel::real_pairs},  // 1.15x over 15x15x9 (r2c f64 2025)
        {DeviceClass::cuda_gpu, Precision::F64, 3072, {16, 16, 12}, 2, 192, MeasuredKernel::real_even},  // 1.08x over 16x16x12 192t b0 (r2c f64 6144)
        {DeviceClass::cuda_gpu, Precision::F64, 3840, {16, 16, 15}, MeasuredRadices::k_no_bound, 120, MeasuredKernel::real_even},  // 1.17x over 16x16x15 240t b0 (r2c f64 7680)
        {DeviceClass::cuda_gpu, Precision::F64, 27, {9, 3}, 2, 3, MeasuredKernel::real_pairs},  // 1.04x over 9x3 3t b0 (r2c f64 27)
        {DeviceClass::cuda_gpu, Precision::F64, 81, {9, 9}, 3, 3, MeasuredKernel::real_pairs},  // 1.05x over 9x9 9t b0 (r2c f64 81)
        {DeviceClass::cuda_gpu, Precision::F64, 225, {15, 15}, 2, 15, MeasuredKernel::real_pairs},  // 1.03x over 15x15 15t b0 (r2c f64 225)
        {DeviceClass::cuda_gpu, Precision::F64, 375, {15, 5, 5}, 2, 25, MeasuredKernel::real_pairs},  // 1.07x over 15x5x5 25t b0 (r2c f64 375)
        {DeviceClass::cuda_gpu, Precision::F64, 675, {15, 15, 3}, 2, 45, MeasuredKernel::real_pairs},  // 1.04x over 15x15x3 45t b0 (r2c f64 675)
        {DeviceClass::cuda_gpu, Precision::F64, 3375, {15, 15, 15}, 2, 225, MeasuredKernel::real_pairs},  // 1.13x over 15x15x15 225t b0 (r2c f64 3375)
        // NVIDIA H100 80GB HBM3, driver 580.159.04, 2026-11-23, session 19: `prism tune --shapes
        // --max-radix 64 --candidates 6` (bench/device/tune.sh; JSON in
        // bench/results/2026-11-23-h100-wide-shapes/) on bench/sets/below-copy.txt, the 79
        // single-pass lengths where cuFFT reached 0.9 of copy bandwidth and prism did not. Each
        // of radix_candidates' lists under radix 64 (three stages of wide composites, as cuFFT's
        // 24-28 values a thread) ran on its own stage-rule thread count, unbounded and with a
        // bound of two or three blocks; a row is kept where it beat the planner (an older row
        // included, which this one replaces) by 3 % or more. fp32 10976 = 14x28x28 on 392
        // threads is cuFFT's own shape there (1.42x); the 256-thread cap of Rader blocks had
        // refused it until composite radices were freed of it (solver_stockham.cpp).
        {DeviceClass::cuda_gpu, Precision::F32, 3388, {28, 11, 11}, MeasuredRadices::k_no_bound, 154},  // 1.06x over 14x11x11x2 339t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4116, {21, 14, 14}, MeasuredRadices::k_no_bound, 294},  // 1.15x over 12x7x7x7 343t b2
        {DeviceClass::cuda_gpu, Precision::F32, 4312, {22, 14, 14}, 3, 308},  // 1.11x over 11x8x7x7 392t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4356, {9, 22, 22}, 3, 198},  // 1.06x over 12x11x11x3 396t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4374, {18, 27, 9}, 3, 162},  // 1.06x over 9x9x9x6 486t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4375, {7, 25, 25}, 3, 175},  // 1.24x over 7x5x5x5x5 438t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4410, {21, 15, 14}, MeasuredRadices::k_no_bound, 315},  // 1.08x over 10x9x7x7 221t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4459, {49, 13, 7}, 3, 91},  // 1.04x over 13x7x7x7 343t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4500, {20, 15, 15}, MeasuredRadices::k_no_bound, 300},  // 1.11x over 10x10x9x5 500t b2
        {DeviceClass::cuda_gpu, Precision::F32, 4536, {21, 24, 9}, 3, 252},  // 1.07x over 14x12x9x3 504t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4563, {3, 39, 39}, 2, 117},  // 1.03x over 13x13x9x3 351t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4620, {21, 22, 10}, 3, 231},  // 1.09x over 14x11x6x5 462t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4725, {21, 15, 15}, 3, 315},  // 1.07x over 15x15x7x3 315t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4732, {7, 26, 26}, 3, 182},  // 1.06x over 14x13x13x2 395t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4752, {22, 24, 9}, MeasuredRadices::k_no_bound, 264},  // 1.14x over 12x11x6x6 432t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4840, {22, 22, 10}, 3, 242},  // 1.06x over 11x11x10x4 484t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4851, {11, 21, 21}, 3, 231},  // 1.13x over 11x9x7x7 441t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4860, {18, 18, 15}, 3, 324},  // 1.08x over 10x9x9x6 243t b2
        {DeviceClass::cuda_gpu, Precision::F32, 4900, {14, 14, 25}, 2, 196},  // 1.07x over 10x10x7x7 245t b2
        {DeviceClass::cuda_gpu, Precision::F32, 4914, {7, 26, 27}, 2, 189},  // 1.10x over 14x13x9x3 137t b3
        {DeviceClass::cuda_gpu, Precision::F32, 4950, {25, 22, 9}, MeasuredRadices::k_no_bound, 275},  // 1.07x over 11x10x9x5 495t b0
        {DeviceClass::cuda_gpu, Precision::F32, 4992, {32, 26, 6}, 3, 208},  // 1.09x over 16x13x12x2 416t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5040, {16, 21, 15}, 3, 336},  // 1.06x over 15x14x12x2 420t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5082, {33, 14, 11}, 3, 154},  // 1.05x over 14x11x11x3 231t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5145, {35, 21, 7}, 3, 147},  // 1.11x over 15x7x7x7 184t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5280, {22, 16, 15}, 2, 352},  // 1.07x over 11x10x8x6 240t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5292, {12, 21, 21}, 3, 252},  // 1.08x over 12x9x7x7 221t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5324, {11, 22, 22}, 3, 242},  // 1.06x over 11x11x11x4 242t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5376, {21, 16, 16}, MeasuredRadices::k_no_bound, 336},  // 1.07x over 16x14x12x2 224t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5400, {27, 20, 10}, 3, 270},  // 1.07x over 15x15x12x2 450t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5600, {14, 20, 20}, 2, 280},  // 1.13x over 16x14x5x5 400t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5760, {20, 18, 16}, 3, 360},  // 1.09x over 16x15x12x2 480t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5808, {22, 22, 12}, 2, 264},  // 1.15x over 12x11x11x4 242t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5832, {18, 18, 18}, MeasuredRadices::k_no_bound, 324},  // 1.10x over 12x9x9x6 243t b2
        {DeviceClass::cuda_gpu, Precision::F32, 5850, {15, 15, 26}, MeasuredRadices::k_no_bound, 225},  // 1.11x over 15x15x13x2 488t b0
        {DeviceClass::cuda_gpu, Precision::F32, 6075, {27, 25, 9}, 2, 243},  // 1.14x over 15x15x9x3 203t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6084, {18, 26, 13}, MeasuredRadices::k_no_bound, 234},  // 1.04x over 13x13x12x3 507t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6125, {5, 35, 35}, 3, 175},  // 1.22x over 7x7x5x5x5 219t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6174, {14, 21, 21}, 2, 294},  // 1.08x over 14x9x7x7 221t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6300, {21, 20, 15}, 2, 420},  // 1.07x over 15x15x14x2 225t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6336, {24, 24, 11}, 2, 288},  // 1.21x over 16x11x9x4 198t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6400, {25, 16, 16}, MeasuredRadices::k_no_bound, 400},  // 1.19x over 16x16x5x5 214t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6561, {9, 27, 27}, 2, 243},  // 1.14x over 9x9x9x9 183t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6615, {9, 21, 35}, 2, 189},  // 1.08x over 15x9x7x7 237t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6720, {21, 20, 16}, MeasuredRadices::k_no_bound, 420},  // 1.13x over 16x15x14x2 480t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6804, {21, 18, 18}, MeasuredRadices::k_no_bound, 378},  // 1.14x over 14x9x9x6 243t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6912, {12, 24, 24}, 2, 288},  // 1.07x over 16x16x9x3 432t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7203, {3, 49, 49}, 3, 147},  // 1.08x over 7x7x7x7x3 343t b0
        {DeviceClass::cuda_gpu, Precision::F32, 7350, {30, 35, 7}, 2, 263},  // 1.10x over 15x10x7x7 245t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7560, {21, 20, 18}, 2, 420},  // 1.13x over 15x9x8x7 252t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7680, {24, 20, 16}, 2, 480},  // 1.07x over 15x8x8x8 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7776, {27, 24, 12}, 2, 324},  // 1.20x over 16x9x9x6 243t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7840, {10, 28, 28}, 2, 280},  // 1.21x over 16x10x7x7 245t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7938, {21, 21, 18}, 2, 441},  // 1.09x over 14x9x9x7 294t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8000, {20, 20, 20}, 2, 400},  // 1.16x over 16x10x10x5 250t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8064, {21, 24, 16}, 2, 504},  // 1.10x over 16x9x8x7 252t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8232, {14, 14, 42}, 2, 196},  // 1.08x over 14x12x7x7 196t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8448, {33, 32, 8}, 2, 264},  // 1.12x over 12x11x8x8 192t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8575, {35, 35, 7}, MeasuredRadices::k_no_bound, 245},  // 1.24x over 7x7x7x5x5 215t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8748, {27, 18, 18}, 2, 486},  // 1.07x over 12x9x9x9 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8750, {14, 25, 25}, 2, 350},  // 1.16x over 10x7x5x5x5 438t b0
        {DeviceClass::cuda_gpu, Precision::F32, 9000, {30, 25, 12}, 2, 375},  // 1.06x over 10x10x10x9 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 9216, {16, 24, 24}, 2, 384},  // 1.05x over 12x12x8x8 192t b2
        {DeviceClass::cuda_gpu, Precision::F32, 9261, {21, 21, 21}, MeasuredRadices::k_no_bound, 441},  // 1.25x over 9x7x7x7x3 221t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10206, {14, 27, 27}, 2, 378},  // 1.03x over 14x9x9x9 378t b0
        {DeviceClass::cuda_gpu, Precision::F32, 10368, {27, 32, 12}, 2, 432},  // 1.15x over 12x12x12x6 432t b0
        {DeviceClass::cuda_gpu, Precision::F32, 10648, {22, 44, 11}, 2, 242},  // 1.09x over 11x11x11x8 242t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10976, {14, 28, 28}, 2, 392},  // 1.42x over 14x14x8x7 229t b2
        {DeviceClass::cuda_gpu, Precision::F64, 2376, {22, 18, 6}, 3, 132},  // 1.07x over 11x9x8x3 297t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4320, {24, 20, 9}, 2, 240},  // 1.08x over 15x12x12x2 360t b2
        {DeviceClass::cuda_gpu, Precision::F64, 4500, {25, 20, 9}, 2, 250},  // 1.12x over 10x10x9x5 500t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4800, {24, 20, 10}, 2, 240},  // 1.05x over 12x10x10x4 240t b2
        {DeviceClass::cuda_gpu, Precision::F64, 4851, {11, 21, 21}, 2, 231},  // 1.19x over 11x9x7x7 147t b2
        {DeviceClass::cuda_gpu, Precision::F64, 5324, {11, 22, 22}, 2, 242},  // 1.04x over 11x11x11x4 242t b2
        // The same day and tuner settings on bench/sets/below-cufft-long.txt, the 87 smooth_long
        // lengths below 0.95 of cuFFT where cuFFT itself stays below 0.9 of copy (83 single-pass
        // ones tuned; JSON in the same folder): 79 rows, 1.03-1.54x over the planner, most
        // unbounded with 350-560 threads past 12000 points. Then `--candidates 12` on the 15
        // lengths still below 0.9 of copy: two more rows (4235, 5096); the rest were within 3 %.
        // fp64 3267 takes its winner below that margin: 1.026x and 1.023x in two runs, and the
        // planner's list read 0.945-0.949 of cuFFT, under issue 3's 0.95 for N <= 4096.
        {DeviceClass::cuda_gpu, Precision::F32, 4235, {5, 7, 11, 11}, 2, 385},  // 1.03x over 11x11x7x5 385t b0
        {DeviceClass::cuda_gpu, Precision::F32, 5096, {14, 14, 26}, 2, 196},  // 1.06x over 28x14x13 196t b3
        {DeviceClass::cuda_gpu, Precision::F32, 6655, {11, 11, 55}, 3, 121},  // 1.10x over 11x11x11x5 167t b2
        {DeviceClass::cuda_gpu, Precision::F32, 6776, {14, 22, 22}, 2, 308},  // 1.17x over 14x11x11x4 242t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7098, {42, 13, 13}, 2, 182},  // 1.09x over 14x13x13x3 254t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7260, {15, 22, 22}, 2, 330},  // 1.15x over 15x11x11x4 242t b2
        {DeviceClass::cuda_gpu, Precision::F32, 7744, {11, 32, 22}, MeasuredRadices::k_no_bound, 242},  // 1.11x over 16x11x11x4 242t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8712, {22, 22, 18}, 2, 484},  // 1.14x over 11x11x9x8 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 9464, {14, 26, 26}, 2, 364},  // 1.15x over 13x13x8x7 226t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10125, {45, 45, 5}, 2, 225},  // 1.51x over 15x15x9x5 203t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10192, {14, 28, 26}, 2, 392},  // 1.32x over 14x13x8x7 213t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10530, {27, 30, 13}, 2, 405},  // 1.24x over 15x13x9x6 439t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10800, {27, 20, 20}, 2, 540},  // 1.08x over 15x12x12x5 225t b2
        {DeviceClass::cuda_gpu, Precision::F32, 10920, {13, 28, 30}, 2, 420},  // 1.27x over 14x13x12x5 228t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11200, {28, 20, 20}, MeasuredRadices::k_no_bound, 560},  // 1.30x over 14x10x10x8 234t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11340, {27, 21, 20}, 2, 567},  // 1.19x over 15x12x9x7 237t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11648, {32, 28, 13}, 2, 448},  // 1.16x over 14x13x8x8 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11664, {16, 27, 27}, MeasuredRadices::k_no_bound, 432},  // 1.17x over 12x12x9x9 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11830, {35, 26, 13}, MeasuredRadices::k_no_bound, 455},  // 1.33x over 14x13x13x5 237t b2
        {DeviceClass::cuda_gpu, Precision::F32, 11907, {9, 27, 49}, 2, 243},  // 1.30x over 9x9x7x7x3 221t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12005, {5, 49, 49}, 2, 245},  // 1.36x over 7x7x7x7x5 481t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12096, {32, 27, 14}, MeasuredRadices::k_no_bound, 448},  // 1.12x over 14x12x12x6 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12100, {25, 22, 22}, MeasuredRadices::k_no_bound, 550},  // 1.44x over 11x11x10x10 202t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12348, {7, 42, 42}, 2, 294},  // 1.27x over 14x14x9x7 229t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12375, {33, 25, 15}, MeasuredRadices::k_no_bound, 495},  // 1.33x over 15x15x11x5 207t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12500, {50, 25, 10}, 2, 250},  // 1.29x over 10x10x5x5x5 209t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12672, {33, 32, 12}, MeasuredRadices::k_no_bound, 396},  // 1.46x over 16x11x9x8 235t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12705, {35, 33, 11}, MeasuredRadices::k_no_bound, 385},  // 1.30x over 15x11x11x7 227t b0
        {DeviceClass::cuda_gpu, Precision::F32, 12740, {35, 26, 14}, MeasuredRadices::k_no_bound, 490},  // 1.22x over 14x14x13x5 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12800, {50, 32, 8}, MeasuredRadices::k_no_bound, 400},  // 1.30x over 16x16x10x5 427t b2
        {DeviceClass::cuda_gpu, Precision::F32, 12960, {32, 27, 15}, MeasuredRadices::k_no_bound, 480},  // 1.31x over 16x10x9x9 240t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13068, {12, 33, 33}, MeasuredRadices::k_no_bound, 396},  // 1.26x over 12x11x11x9 396t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13104, {36, 26, 14}, MeasuredRadices::k_no_bound, 504},  // 1.29x over 16x13x9x7 512t b2
        {DeviceClass::cuda_gpu, Precision::F32, 13122, {27, 54, 9}, 2, 243},  // 1.31x over 9x9x9x9x2 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 13182, {13, 26, 39}, MeasuredRadices::k_no_bound, 338},  // 1.04x over 13x13x13x6 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13310, {11, 22, 55}, 2, 242},  // 1.14x over 11x11x11x10 444t b2
        {DeviceClass::cuda_gpu, Precision::F32, 13312, {32, 26, 16}, MeasuredRadices::k_no_bound, 416},  // 1.39x over 16x16x13x4 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13500, {45, 30, 10}, MeasuredRadices::k_no_bound, 450},  // 1.10x over 15x10x10x9 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13689, {27, 39, 13}, MeasuredRadices::k_no_bound, 351},  // 1.05x over 13x13x9x9 381t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13720, {35, 28, 14}, MeasuredRadices::k_no_bound, 490},  // 1.19x over 14x14x14x5 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13750, {55, 50, 5}, MeasuredRadices::k_no_bound, 275},  // 1.03x over 11x10x5x5x5 459t b0
        {DeviceClass::cuda_gpu, Precision::F32, 13824, {36, 24, 16}, MeasuredRadices::k_no_bound, 432},  // 1.23x over 16x16x9x6 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14256, {36, 36, 11}, MeasuredRadices::k_no_bound, 432},  // 1.28x over 16x11x9x9 223t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14406, {49, 21, 14}, MeasuredRadices::k_no_bound, 343},  // 1.33x over 7x7x7x7x6 241t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14520, {40, 33, 11}, MeasuredRadices::k_no_bound, 440},  // 1.21x over 15x11x11x8 242t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14580, {45, 18, 18}, MeasuredRadices::k_no_bound, 405},  // 1.15x over 15x12x9x9 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 14784, {42, 32, 11}, MeasuredRadices::k_no_bound, 462},  // 1.30x over 16x12x11x7 231t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15000, {50, 20, 15}, MeasuredRadices::k_no_bound, 375},  // 1.20x over 15x10x10x10 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15246, {42, 33, 11}, MeasuredRadices::k_no_bound, 462},  // 1.29x over 14x11x11x9 231t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15309, {63, 27, 9}, MeasuredRadices::k_no_bound, 243},  // 1.23x over 9x9x9x7x3 219t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15444, {39, 36, 11}, MeasuredRadices::k_no_bound, 468},  // 1.15x over 13x12x11x9 234t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15552, {48, 36, 9}, MeasuredRadices::k_no_bound, 432},  // 1.27x over 16x12x9x9 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15600, {40, 39, 10}, MeasuredRadices::k_no_bound, 400},  // 1.22x over 16x15x13x5 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15625, {25, 25, 5, 5}, MeasuredRadices::k_no_bound, 313},  // 1.20x over 5x5x5x5x5x5 224t b0
        {DeviceClass::cuda_gpu, Precision::F32, 15840, {40, 36, 11}, MeasuredRadices::k_no_bound, 480},  // 1.29x over 16x11x10x9 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16000, {20, 20, 40}, MeasuredRadices::k_no_bound, 400},  // 1.30x over 16x10x10x10 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16128, {42, 32, 12}, MeasuredRadices::k_no_bound, 504},  // 1.11x over 16x16x9x7 256t b0
        {DeviceClass::cuda_gpu, Precision::F64, 4200, {21, 20, 10}, 2, 210},  // 1.34x over 14x10x10x3 467t b2
        {DeviceClass::cuda_gpu, Precision::F64, 5292, {12, 21, 21}, 2, 252},  // 1.32x over 12x9x7x7 221t b2
        {DeviceClass::cuda_gpu, Precision::F64, 5832, {27, 27, 8}, 2, 243},  // 1.20x over 12x9x9x6 243t b2
        {DeviceClass::cuda_gpu, Precision::F64, 6075, {25, 27, 9}, 2, 243},  // 1.48x over 15x15x9x3 405t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6125, {35, 35, 5}, 2, 175},  // 1.18x over 7x7x5x5x5 438t b2
        {DeviceClass::cuda_gpu, Precision::F64, 6174, {7, 21, 42}, MeasuredRadices::k_no_bound, 147},  // 1.27x over 14x9x7x7 441t b0
        {DeviceClass::cuda_gpu, Precision::F64, 6250, {25, 50, 5}, 2, 125},  // 1.23x over 10x5x5x5x5 313t b2
        {DeviceClass::cuda_gpu, Precision::F64, 6804, {21, 18, 18}, MeasuredRadices::k_no_bound, 378},  // 1.51x over 14x9x9x6 243t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7000, {25, 28, 10}, MeasuredRadices::k_no_bound, 350},  // 1.15x over 14x10x10x5 250t b2
        {DeviceClass::cuda_gpu, Precision::F64, 7098, {42, 13, 13}, MeasuredRadices::k_no_bound, 182},  // 1.22x over 14x13x13x3 254t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7260, {15, 22, 22}, MeasuredRadices::k_no_bound, 330},  // 1.54x over 15x11x11x4 484t b0
        {DeviceClass::cuda_gpu, Precision::F64, 7776, {24, 18, 18}, MeasuredRadices::k_no_bound, 432},  // 1.18x over 16x9x9x6 243t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8000, {20, 20, 20}, MeasuredRadices::k_no_bound, 400},  // 1.17x over 16x10x10x5 250t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8232, {42, 14, 14}, MeasuredRadices::k_no_bound, 196},  // 1.14x over 14x12x7x7 196t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8400, {21, 20, 20}, MeasuredRadices::k_no_bound, 420},  // 1.42x over 12x10x10x7 420t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8575, {7, 25, 49}, MeasuredRadices::k_no_bound, 175},  // 1.07x over 7x7x7x5x5 215t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8748, {27, 18, 18}, MeasuredRadices::k_no_bound, 486},  // 1.19x over 12x9x9x9 256t b0
        {DeviceClass::cuda_gpu, Precision::F64, 8750, {14, 25, 25}, MeasuredRadices::k_no_bound, 350},  // 1.21x over 10x7x5x5x5 438t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9375, {15, 25, 25}, MeasuredRadices::k_no_bound, 375},  // 1.42x over 15x5x5x5x5 313t b0
        {DeviceClass::cuda_gpu, Precision::F64, 9464, {28, 26, 13}, MeasuredRadices::k_no_bound, 364},  // 1.48x over 13x13x8x7 451t b0
        {DeviceClass::cuda_gpu, Precision::F64, 10125, {45, 45, 5}, MeasuredRadices::k_no_bound, 225},  // 1.35x over 15x15x9x5 405t b0
        {DeviceClass::cuda_gpu, Precision::F64, 11264, {11, 32, 32}, MeasuredRadices::k_no_bound, 352},  // 1.25x over 16x11x8x8 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 11760, {15, 28, 28}, MeasuredRadices::k_no_bound, 420},  // 1.18x over 14x14x12x5 512t b0
        {DeviceClass::cuda_gpu, Precision::F64, 12500, {50, 25, 10}, MeasuredRadices::k_no_bound, 250},  // 1.42x over 10x10x5x5x5 417t b0
        {DeviceClass::cuda_gpu, Precision::F64, 3267, {27, 11, 11}, MeasuredRadices::k_no_bound, 149},  // 1.02x over 11x11x9x3 363t b0
        // The same day and tuner settings on bench/sets/real-targets.txt, issue 5's real cases
        // below target (JSON in bench/results/2026-11-23-h100-wide-shapes/): the power-of-two
        // R2C rows gained under 3 % but at 16384; the odd paired rows took a bound of 2 or 3.
        {DeviceClass::cuda_gpu, Precision::F32, 8192, {16, 16, 32}, 2, 256, MeasuredKernel::real_even},  // 1.07x over 16x16x8x4 512t b2 (r2c f32 16384)
        {DeviceClass::cuda_gpu, Precision::F32, 1001, {7, 11, 13}, 3, 77, MeasuredKernel::real_pairs},  // 1.06x over 7x11x13 77t b0 (r2c f32 1001)
        {DeviceClass::cuda_gpu, Precision::F32, 4095, {9, 13, 35}, 3, 117, MeasuredKernel::real_pairs},  // 1.12x over 3x7x13x15 273t b0 (r2c f32 4095)
        {DeviceClass::cuda_gpu, Precision::F64, 4095, {35, 13, 9}, 2, 117, MeasuredKernel::real_pairs},  // 1.20x over 15x13x7x3 91t b2 (r2c f64 4095)
        {DeviceClass::cuda_gpu, Precision::F64, 2048, {8, 16, 16}, 3, 128, MeasuredKernel::r2r_pairs},  // 1.03x over 16x16x8 128t b2 (dct2 f64 2048)
        // Last, the two longest fp32 lengths short in set0 and smooth_long (JSON in the same folder,
        // tune-12288-16384.json). 12288 was tuned as one block (it had been listed for a cluster,
        // which read 0.77 of cuFFT; tuning.cpp): 1.39x over the planner's one-block shape.
        {DeviceClass::cuda_gpu, Precision::F32, 12288, {12, 32, 32}, MeasuredRadices::k_no_bound, 384},  // 1.39x over 16x12x8x8 256t b2
        {DeviceClass::cuda_gpu, Precision::F32, 16384, {32, 32, 16}, MeasuredRadices::k_no_bound, 512},  // 1.12x over 16x16x16x4 512t b0
        // Session 20 (results/2026-11-23-h100-cluster-list/): 20736 is on the cluster list for
        // Bluestein's padded FFTs, but as a plain pass one block of 54x48x8 on 432 threads ran
        // 2661 GB/s against the cluster's 1890 (cuFFT 2447); the row takes plain passes off the
        // list (solver_cluster_four_step.cpp). 14641 as one block timed no faster than 11^4 on
        // 444 threads, 0.89x its cluster: no row.
        {DeviceClass::cuda_gpu, Precision::F32, 20736, {54, 48, 8}, MeasuredRadices::k_no_bound, 432},  // 2.06x over 16x16x9x9 461t b0
        // Session 20, the first 12 of bench/sets/past-16384.txt (fp32 lengths one block holds past
        // 16384; the tuner's time limit stopped the other 12): results/2026-11-23-h100-past-16384/.
        {DeviceClass::cuda_gpu, Precision::F32, 16464, {49, 24, 14}, MeasuredRadices::k_no_bound, 392},  // 1.16x over 14x14x12x7 471t b0
        {DeviceClass::cuda_gpu, Precision::F32, 16940, {22, 22, 35}, MeasuredRadices::k_no_bound, 484},  // 1.06x over 14x11x11x10 424t b0
        {DeviceClass::cuda_gpu, Precision::F32, 18018, {42, 39, 11}, MeasuredRadices::k_no_bound, 462},  // 1.34x over 14x13x11x9 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 18432, {48, 24, 16}, MeasuredRadices::k_no_bound, 384},  // 1.89x over 16x16x9x8 410t b0
        {DeviceClass::cuda_gpu, Precision::F32, 19208, {49, 49, 8}, MeasuredRadices::k_no_bound, 401},  // 1.04x over 14x14x14x7 458t b0
        {DeviceClass::cuda_gpu, Precision::F32, 19683, {27, 27, 9, 3}, MeasuredRadices::k_no_bound, 365},  // 1.07x over 9x9x9x9x3 438t b0
        {DeviceClass::cuda_gpu, Precision::F32, 19773, {3, 13, 13, 39}, MeasuredRadices::k_no_bound, 507},  // 1.13x over 13x13x13x9 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 20000, {50, 20, 20}, MeasuredRadices::k_no_bound, 500},  // 1.20x over 10x10x10x10x2 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 21060, {54, 26, 15}, MeasuredRadices::k_no_bound, 468},  // 1.07x over 15x13x12x9 468t b0
        // Session 21, 10 of the other 12 (results/2026-11-23-h100-past-16384/session21-*; 25725 gained
        // 2 %, 27648 is past one block with the planner's shape, the cluster's).
        {DeviceClass::cuda_gpu, Precision::F32, 21632, {52, 26, 16}, MeasuredRadices::k_no_bound, 451},  // 1.24x over 16x13x13x8 451t b0
        {DeviceClass::cuda_gpu, Precision::F32, 21952, {49, 56, 8}, MeasuredRadices::k_no_bound, 458},  // 1.39x over 16x14x14x7 458t b0
        {DeviceClass::cuda_gpu, Precision::F32, 22275, {55, 45, 9}, MeasuredRadices::k_no_bound, 495},  // 1.04x over 15x15x11x9 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 22880, {55, 52, 8}, MeasuredRadices::k_no_bound, 477},  // 1.49x over 16x13x11x10 477t b0
        {DeviceClass::cuda_gpu, Precision::F32, 23660, {26, 26, 35}, MeasuredRadices::k_no_bound, 455},  // 1.09x over 14x13x13x10 474t b0
        {DeviceClass::cuda_gpu, Precision::F32, 24255, {55, 49, 9}, MeasuredRadices::k_no_bound, 495},  // 1.06x over 11x9x7x7x5 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 24576, {16, 32, 48}, MeasuredRadices::k_no_bound, 512},  // 1.20x over 16x16x16x6 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 25000, {10, 50, 50}, MeasuredRadices::k_no_bound, 500},  // 1.24x over 10x10x10x5x5 512t b0
        {DeviceClass::cuda_gpu, Precision::F32, 26400, {15, 32, 55}, MeasuredRadices::k_no_bound, 480},  // 1.32x over 16x15x11x10 480t b0
        {DeviceClass::cuda_gpu, Precision::F32, 27104, {22, 22, 56}, MeasuredRadices::k_no_bound, 484},  // 1.20x over 16x14x11x11 512t b0
        // Session 21: Bluestein's one-kernel convolution (solver_bluestein.cpp), rows keyed by the
        // padded M; `prism tune --shapes --max-radix 64 --candidates 6` on bench/sets/bluestein.txt
        // (results/2026-11-23-h100-bluestein-shapes/). The yardstick was the planner's form, one
        // kernel up to M = 4096 and at the padding's listed lengths, two kernels past it (11664
        // and 20736 fp32, 6144 fp64 now run as one kernel: a row asks for that form). 16384 and
        // 24576 fp32 and 8192 fp64 kept two kernels: no one-kernel shape beat them.
        {DeviceClass::cuda_gpu, Precision::F32, 1024, {16, 16, 4}, 2, 64, MeasuredKernel::bluestein},  // 1.22x over 16x16x4 64t b0 (c2c f32 509)
        {DeviceClass::cuda_gpu, Precision::F32, 2187, {27, 9, 9}, 2, 81, MeasuredKernel::bluestein},  // 1.07x over 9x9x9x3 243t b0 (c2c f32 1031)
        {DeviceClass::cuda_gpu, Precision::F32, 4096, {16, 16, 16}, 2, 256, MeasuredKernel::bluestein},  // 1.20x over 16x16x16 256t b0 (c2c f32 2039)
        {DeviceClass::cuda_gpu, Precision::F32, 8748, {27, 27, 12}, 2, 365, MeasuredKernel::bluestein},  // 1.71x over 12x9x9x9 512t b0 (c2c f32 4099)
        {DeviceClass::cuda_gpu, Precision::F32, 11664, {27, 27, 16}, 2, 432, MeasuredKernel::bluestein},  // 1.42x over two kernels (c2c f32 5483)
        {DeviceClass::cuda_gpu, Precision::F32, 20736, {54, 48, 8}, MeasuredRadices::k_no_bound, 432, MeasuredKernel::bluestein},  // 1.42x over two kernels (c2c f32 10007)
        {DeviceClass::cuda_gpu, Precision::F64, 192, {24, 8}, MeasuredRadices::k_no_bound, 8, MeasuredKernel::bluestein},  // 1.43x over 16x12 12t b0 (c2c f64 83)
        {DeviceClass::cuda_gpu, Precision::F64, 2187, {9, 9, 9, 3}, 2, 243, MeasuredKernel::bluestein},  // 1.30x over 9x9x9x3 243t b0 (c2c f64 1031)
        {DeviceClass::cuda_gpu, Precision::F64, 6144, {24, 16, 16}, MeasuredRadices::k_no_bound, 384, MeasuredKernel::bluestein},  // 1.47x over two kernels (c2c f64 3011)
        {DeviceClass::cuda_gpu, Precision::F64, 8748, {27, 27, 12}, MeasuredRadices::k_no_bound, 365, MeasuredKernel::bluestein},  // 1.44x over 12x9x9x9 512t b0 (c2c f64 4099)
        {DeviceClass::cuda_gpu, Precision::F64, 11664, {16, 27, 27}, MeasuredRadices::k_no_bound, 432, MeasuredKernel::bluestein},  // 1.15x over 12x12x9x9 512t b0 (c2c f64 5483)
        // Then every other 2*3-smooth M one block holds, through one prime padded to it
        // (bench/sets/bluestein-m.txt, same settings; results/2026-11-23-h100-bluestein-shapes/
        // bluestein-m-*): 27 of 40 fp32 and 23 of 32 fp64 M beat the planner's form by 3 % or
        // more, most where it had taken two kernels (fp32 M = 4374 ... 7776 1.5-3.1x).
        {DeviceClass::cuda_gpu, Precision::F32, 486, {6, 9, 9}, MeasuredRadices::k_no_bound, 54, MeasuredKernel::bluestein},  // 1.07x over 9x9x6 54t b0 (c2c f32 227)
        {DeviceClass::cuda_gpu, Precision::F32, 729, {27, 27}, 2, 27, MeasuredKernel::bluestein},  // 1.17x over 9x9x9 81t b0 (c2c f32 359)
        {DeviceClass::cuda_gpu, Precision::F32, 1296, {27, 48}, 3, 27, MeasuredKernel::bluestein},  // 1.25x over 12x12x9 108t b0 (c2c f32 643)
        {DeviceClass::cuda_gpu, Precision::F32, 1458, {18, 9, 9}, 2, 81, MeasuredKernel::bluestein},  // 1.21x over 9x9x9x2 162t b0 (c2c f32 719)
        {DeviceClass::cuda_gpu, Precision::F32, 1944, {18, 18, 6}, 2, 108, MeasuredKernel::bluestein},  // 1.22x over 9x6x6x6 324t b0 (c2c f32 971)
        {DeviceClass::cuda_gpu, Precision::F32, 2048, {16, 16, 8}, 2, 128, MeasuredKernel::bluestein},  // 1.23x over 16x16x8 128t b0 (c2c f32 1019)
        {DeviceClass::cuda_gpu, Precision::F32, 2592, {18, 12, 12}, MeasuredRadices::k_no_bound, 216, MeasuredKernel::bluestein},  // 1.33x over 9x8x6x6 432t b0 (c2c f32 1283)
        {DeviceClass::cuda_gpu, Precision::F32, 2916, {54, 54}, MeasuredRadices::k_no_bound, 54, MeasuredKernel::bluestein},  // 1.21x over 9x9x9x4 365t b0 (c2c f32 1447)
        {DeviceClass::cuda_gpu, Precision::F32, 3456, {18, 16, 12}, MeasuredRadices::k_no_bound, 288, MeasuredKernel::bluestein},  // 1.56x over 12x9x8x4 432t b0 (c2c f32 1709)
        {DeviceClass::cuda_gpu, Precision::F32, 3888, {18, 18, 12}, MeasuredRadices::k_no_bound, 216, MeasuredKernel::bluestein},  // 1.28x over 12x9x9x4 486t b0 (c2c f32 1931)
        {DeviceClass::cuda_gpu, Precision::F32, 4374, {27, 27, 6}, MeasuredRadices::k_no_bound, 162, MeasuredKernel::bluestein},  // 2.78x over two kernels (c2c f32 2153)
        {DeviceClass::cuda_gpu, Precision::F32, 4608, {18, 16, 16}, MeasuredRadices::k_no_bound, 288, MeasuredKernel::bluestein},  // 3.10x over two kernels (c2c f32 2293)
        {DeviceClass::cuda_gpu, Precision::F32, 5184, {27, 24, 8}, 3, 216, MeasuredKernel::bluestein},  // 2.57x over two kernels (c2c f32 2579)
        {DeviceClass::cuda_gpu, Precision::F32, 5832, {27, 24, 9}, 3, 243, MeasuredKernel::bluestein},  // 2.13x over two kernels (c2c f32 2909)
        // M = 6144 and 6561 re-tuned on an H200 in session 42 (call4*: set1000's 2946 and 3202 read
        // 0.89 and 0.81 of cuFFT); the H100's rows were 24x16x16 384t b2 (1.85x over two kernels,
        // c2c f32 3067) and 27x27x9 243t unbounded (1.79x, 3271).
        {DeviceClass::cuda_gpu, Precision::F32, 6144, {32, 16, 12}, 2, 192, MeasuredKernel::bluestein},  // 1.05x over 24x16x16 384t b2 (c2c f32 2946)
        {DeviceClass::cuda_gpu, Precision::F32, 6561, {27, 27, 9}, 2, 243, MeasuredKernel::bluestein},  // 1.09x over 27x27x9 243t b0 (c2c f32 3202)
        {DeviceClass::cuda_gpu, Precision::F32, 6912, {18, 24, 16}, 2, 432, MeasuredKernel::bluestein},  // 1.76x over two kernels (c2c f32 3449)
        {DeviceClass::cuda_gpu, Precision::F32, 7776, {27, 24, 12}, 2, 324, MeasuredKernel::bluestein},  // 1.51x over two kernels (c2c f32 3881)
        {DeviceClass::cuda_gpu, Precision::F32, 8192, {32, 16, 16}, MeasuredRadices::k_no_bound, 256, MeasuredKernel::bluestein},  // 1.36x over two kernels (c2c f32 4091)
        {DeviceClass::cuda_gpu, Precision::F32, 9216, {32, 24, 12}, 2, 384, MeasuredKernel::bluestein},  // 1.96x over two kernels (c2c f32 4597)
        {DeviceClass::cuda_gpu, Precision::F32, 10368, {27, 24, 16}, 2, 432, MeasuredKernel::bluestein},  // 1.90x over two kernels (c2c f32 5179)
        {DeviceClass::cuda_gpu, Precision::F32, 12288, {32, 32, 12}, MeasuredRadices::k_no_bound, 384, MeasuredKernel::bluestein},  // 1.64x over two kernels (c2c f32 6143)
        {DeviceClass::cuda_gpu, Precision::F32, 13122, {18, 27, 27}, MeasuredRadices::k_no_bound, 486, MeasuredKernel::bluestein},  // 1.50x over two kernels (c2c f32 6551)
        {DeviceClass::cuda_gpu, Precision::F32, 13824, {36, 24, 16}, MeasuredRadices::k_no_bound, 432, MeasuredKernel::bluestein},  // 1.07x over two kernels (c2c f32 6911)
        {DeviceClass::cuda_gpu, Precision::F32, 17496, {27, 36, 18}, MeasuredRadices::k_no_bound, 486, MeasuredKernel::bluestein},  // 1.17x over two kernels (c2c f32 8747)
        {DeviceClass::cuda_gpu, Precision::F32, 23328, {27, 48, 18}, MeasuredRadices::k_no_bound, 486, MeasuredKernel::bluestein},  // 1.38x over two kernels (c2c f32 11633)
        {DeviceClass::cuda_gpu, Precision::F64, 216, {27, 8}, 3, 8, MeasuredKernel::bluestein},  // 1.24x over 6x6x6 36t b0 (c2c f64 107)
        {DeviceClass::cuda_gpu, Precision::F64, 324, {18, 18}, 2, 18, MeasuredKernel::bluestein},  // 1.26x over 9x9x4 36t b0 (c2c f64 149)
        {DeviceClass::cuda_gpu, Precision::F64, 576, {24, 24}, 2, 24, MeasuredKernel::bluestein},  // 1.18x over 9x8x8 72t b0 (c2c f64 283)
        {DeviceClass::cuda_gpu, Precision::F64, 729, {9, 9, 9}, 2, 81, MeasuredKernel::bluestein},  // 1.47x over 9x9x9 81t b0 (c2c f64 359)
        {DeviceClass::cuda_gpu, Precision::F64, 1458, {27, 27, 2}, MeasuredRadices::k_no_bound, 54, MeasuredKernel::bluestein},  // 1.12x over 9x9x9x2 162t b0 (c2c f64 719)
        {DeviceClass::cuda_gpu, Precision::F64, 1536, {16, 16, 6}, 3, 96, MeasuredKernel::bluestein},  // 1.24x over 16x16x6 96t b0 (c2c f64 743)
        {DeviceClass::cuda_gpu, Precision::F64, 1944, {18, 18, 6}, 2, 108, MeasuredKernel::bluestein},  // 1.18x over 9x6x6x6 324t b0 (c2c f64 971)
        {DeviceClass::cuda_gpu, Precision::F64, 2592, {18, 12, 12}, 2, 216, MeasuredKernel::bluestein},  // 1.35x over 9x8x6x6 432t b0 (c2c f64 1291)
        {DeviceClass::cuda_gpu, Precision::F64, 2916, {27, 18, 6}, 2, 162, MeasuredKernel::bluestein},  // 1.08x over 9x9x9x4 365t b0 (c2c f64 1447)
        {DeviceClass::cuda_gpu, Precision::F64, 3072, {24, 16, 8}, 2, 128, MeasuredKernel::bluestein},  // 1.46x over 16x16x12 192t b0 (c2c f64 1523)
        {DeviceClass::cuda_gpu, Precision::F64, 3456, {16, 18, 12}, 2, 288, MeasuredKernel::bluestein},  // 1.41x over 12x9x8x4 432t b0 (c2c f64 1723)
        {DeviceClass::cuda_gpu, Precision::F64, 3888, {24, 18, 9}, 2, 216, MeasuredKernel::bluestein},  // 1.38x over 12x9x9x4 486t b0 (c2c f64 1931)
        {DeviceClass::cuda_gpu, Precision::F64, 4374, {27, 27, 6}, MeasuredRadices::k_no_bound, 162, MeasuredKernel::bluestein},  // 2.20x over two kernels (c2c f64 2179)
        {DeviceClass::cuda_gpu, Precision::F64, 4608, {18, 16, 16}, 2, 288, MeasuredKernel::bluestein},  // 2.03x over two kernels (c2c f64 2297)
        {DeviceClass::cuda_gpu, Precision::F64, 5184, {16, 18, 18}, 2, 324, MeasuredKernel::bluestein},  // 1.64x over two kernels (c2c f64 2591)
        {DeviceClass::cuda_gpu, Precision::F64, 5832, {27, 24, 9}, 2, 243, MeasuredKernel::bluestein},  // 1.58x over two kernels (c2c f64 2909)
        {DeviceClass::cuda_gpu, Precision::F64, 6561, {27, 27, 9}, MeasuredRadices::k_no_bound, 243, MeasuredKernel::bluestein},  // 1.48x over two kernels (c2c f64 3271)
        {DeviceClass::cuda_gpu, Precision::F64, 6912, {18, 24, 16}, MeasuredRadices::k_no_bound, 432, MeasuredKernel::bluestein},  // 1.22x over two kernels (c2c f64 3449)
        {DeviceClass::cuda_gpu, Precision::F64, 7776, {27, 24, 12}, MeasuredRadices::k_no_bound, 324, MeasuredKernel::bluestein},  // 1.11x over two kernels (c2c f64 3881)
        {DeviceClass::cuda_gpu, Precision::F64, 9216, {32, 24, 12}, MeasuredRadices::k_no_bound, 384, MeasuredKernel::bluestein},  // 1.14x over two kernels (c2c f64 4603)
        {DeviceClass::cuda_gpu, Precision::F64, 10368, {27, 24, 16}, MeasuredRadices::k_no_bound, 432, MeasuredKernel::bluestein},  // 1.18x over two kernels (c2c f64 5179)
        {DeviceClass::cuda_gpu, Precision::F64, 12288, {12, 32, 32}, MeasuredRadices::k_no_bound, 384, MeasuredKernel::bluestein},  // 1.57x over two kernels (c2c f64 6143)
        // Then narrower lists (`--max-radix 12 --candidates 8`) on the M still below cuFFT, each
        // timed against the row above it (results/2026-11-23-h100-bluestein-shapes/tune-narrow.*):
        // 254 registers held fp64 1728's 12x12x12 to one 144-thread block per SM; 8x6x6x6 on 288
        // threads under a bound of three ran 1.61x. These replace four rows of the same M.
        {DeviceClass::cuda_gpu, Precision::F64, 1728, {8, 6, 6, 6}, 3, 288, MeasuredKernel::bluestein},  // 1.61x over 12x12x12 144t b0 (c2c f64 863)
        {DeviceClass::cuda_gpu, Precision::F64, 1296, {9, 12, 12}, 3, 108, MeasuredKernel::bluestein},  // 1.04x over 12x12x9 108t b3 (c2c f64 643)
        {DeviceClass::cuda_gpu, Precision::F64, 384, {4, 8, 12}, MeasuredRadices::k_no_bound, 32, MeasuredKernel::bluestein},  // 1.05x over 16x24 16t b2 (c2c f64 167)
        {DeviceClass::cuda_gpu, Precision::F64, 648, {9, 9, 8}, 3, 81, MeasuredKernel::bluestein},  // 1.07x over 9x9x8 81t b0 (c2c f64 317)
        {DeviceClass::cuda_gpu, Precision::F32, 384, {6, 8, 8}, MeasuredRadices::k_no_bound, 48, MeasuredKernel::bluestein},  // 1.03x over 16x24 16t b2 (c2c f32 167)
        {DeviceClass::cuda_gpu, Precision::F32, 864, {6, 12, 12}, 3, 72, MeasuredKernel::bluestein},  // 1.35x over 18x48 18t b3 (c2c f32 389)
        // Session 27 (2026-11-23, commit fe686ab; bench/results/2026-11-23-h100-rader-bounds/):
        // `prism tune --shapes` on the DCT-II/III and set1000 C2C lengths with a register Rader
        // prime that read below target. A launch bound of two or three blocks per SM beat the
        // unbounded kernel everywhere, although ptxas then takes more registers (434: 104 -> 128)
        // and no more blocks reside.
        {DeviceClass::cuda_gpu, Precision::F32, 1054, {31, 17, 2}, 2, 34, MeasuredKernel::r2r_pairs},  // 1.36x over 31x17x2 34t b0 (dct2 f32 1054)
        {DeviceClass::cuda_gpu, Precision::F32, 434, {31, 14}, 2, 14},  // 1.33x over 31x14 14t b0
        {DeviceClass::cuda_gpu, Precision::F32, 1178, {31, 19, 2}, 2, 38, MeasuredKernel::r2r_pairs},  // 1.09x over 31x19x2 38t b0 (dct2 f32 1178)
        {DeviceClass::cuda_gpu, Precision::F32, 2146, {37, 29, 2}, 3, 58, MeasuredKernel::r2r_pairs},  // 1.10x over 37x29x2 58t b0 (dct2 f32 2146)
        {DeviceClass::cuda_gpu, Precision::F64, 1054, {31, 17, 2}, 2, 34, MeasuredKernel::r2r_pairs},  // 1.66x over 31x17x2 34t b0 (dct2 f64 1054)
        // Then every kernel of 40 register Rader cases with a bound of two and of three blocks
        // (`prism bench`, the same folder's knob-*.json): no bound is best for either as a rule
        // (two: 0.72-1.50x, three: 0.46-1.32x; lost where the cap fell below what ptxas wanted
        // unbounded). Where the unbounded kernel's registers already held it to the blocks the
        // bound asks (ncu, c2c 434: two blocks at 102 and at 128 registers), the bound lets ptxas
        // keep more values in flight (434: 1.27 -> 1.66 instructions a cycle). These rows are the
        // cases that gained 3 % or more, on the planner's radices and threads.
        {DeviceClass::cuda_gpu, Precision::F32, 874, {23, 19, 2}, 2, 38},  // 1.50x over 23x19x2 38t b0
        {DeviceClass::cuda_gpu, Precision::F32, 118, {59, 2}, 3, 2},  // 1.08x over 59x2 2t b0
        {DeviceClass::cuda_gpu, Precision::F64, 1054, {31, 17, 2}, 3, 34},  // 1.32x over 31x17x2 34t b0
        {DeviceClass::cuda_gpu, Precision::F32, 589, {31, 19}, 2, 19, MeasuredKernel::real_even},  // 1.10x over 31x19 19t b0 (r2c f32 1178)
        {DeviceClass::cuda_gpu, Precision::F32, 1073, {37, 29}, 2, 29, MeasuredKernel::real_even},  // 1.07x over 37x29 29t b0 (r2c f32 2146)
        {DeviceClass::cuda_gpu, Precision::F64, 527, {31, 17}, 3, 17, MeasuredKernel::real_even},  // 1.13x over 31x17 17t b0 (r2c f64 1054)
        // Then `prism tune --shapes` (commit dde52c2, tune3-dde52c2.*) on the 11 register Rader
        // lengths of set1000's sample left below 1.02 of cuFFT: two at a 3 % margin.
        {DeviceClass::cuda_gpu, Precision::F32, 114, {19, 6}, MeasuredRadices::k_no_bound, 3},  // 1.22x over 19x6 6t b0
        {DeviceClass::cuda_gpu, Precision::F32, 850, {17, 10, 5}, 3, 50},  // 1.04x over 17x10x5 50t b0
        // Session 28 (2026-11-24, commit fc5abad; bench/results/2026-11-24-h100-dct-even/):
        // `prism tune --shapes` on the paired DCT-II/III lengths of the dct_even set furthest
        // below 0.9 of prism's R2C (1200 0.84, 2520 0.76, 1722 0.80, 1550 0.84, 1034 0.83). ncu on
        // 1200: the forward (II) kernel ran 0.95 of the r2c's, the III 0.85 of the c2r's at 43 %
        // occupancy and 0.93 eligible warps a scheduler (latency bound, not bandwidth bound).
        {DeviceClass::cuda_gpu, Precision::F32, 1200, {12, 10, 10}, 2, 100, MeasuredKernel::r2r_pairs},  // 1.10x over 12x10x10 100t b4 (dct2 f32 1200)
        {DeviceClass::cuda_gpu, Precision::F32, 2520, {15, 14, 12}, 2, 84, MeasuredKernel::r2r_pairs},  // 1.29x over 15x14x12 168t b4 (dct2 f32 2520)
        {DeviceClass::cuda_gpu, Precision::F32, 1722, {41, 7, 6}, 3, 42, MeasuredKernel::r2r_pairs},  // 1.24x over 41x7x6 42t b0 (dct2 f32 1722)
        {DeviceClass::cuda_gpu, Precision::F32, 1550, {31, 10, 5}, 3, 50, MeasuredKernel::r2r_pairs},  // 1.05x over 31x10x5 50t b0 (dct2 f32 1550)
        {DeviceClass::cuda_gpu, Precision::F32, 1034, {47, 11, 2}, 2, 22, MeasuredKernel::r2r_pairs},  // 1.10x over 47x11x2 22t b0 (dct2 f32 1034)
        // Then on the next ones (commit 2724ca0, tune2-2724ca0.*): 96 and 1054 gained nothing;
        // 1894 and 3442 (Bluestein halves) are not one kernel each way.
        {DeviceClass::cuda_gpu, Precision::F32, 2754, {17, 9, 9, 2}, 2, 162, MeasuredKernel::r2r_pairs},  // 1.15x over 17x9x9x2 162t b0 (dct2 f32 2754)
        {DeviceClass::cuda_gpu, Precision::F32, 2926, {19, 14, 11}, 2, 154, MeasuredKernel::r2r_pairs},  // 1.51x over 19x14x11 154t b0 (dct2 f32 2926)
        {DeviceClass::cuda_gpu, Precision::F32, 690, {23, 6, 5}, 3, 30, MeasuredKernel::r2r_2_3},  // 1.06x over 23x6x5 30t b0 (dct2 f32 690)
        // Session 29 (2026-11-24, bench/results/2026-11-24-h100-bluestein-dct-pairs/): `prism tune
        // --shapes` on DCT-II/III rows paired through Bluestein's one kernel (Bluestein lengths
        // below 1000 pair since then), its candidates timed unbounded too: M = 512 (dct2 f32 254)
        // ran 1104 GB/s under two blocks, 928 unbounded, 395 under the paired rows' 80 registers;
        // M = 1728 (862) 953 under three, 949 unbounded (no row). fp64 2066-3786's M: the
        // planner's shape was fastest.
        {DeviceClass::cuda_gpu, Precision::F32, 512, {16, 8, 4}, 2, 32, MeasuredKernel::bluestein},  // 1.19x over 16x8x4 32t b0 (dct2 f32 254)
        // And the paired rows of a smooth length that pair from 300 since session 28:
        {DeviceClass::cuda_gpu, Precision::F32, 768, {12, 8, 8}, 2, 32, MeasuredKernel::r2r_pairs},  // 1.12x over 12x8x8 64t b3 (dct2 f32 768)
        // Then dct_even's lengths still below 0.9 of prism's R2C (commit 272c09c, tune-272c09c.*):
        // 96 and 2410 gained nothing; M = 6561 (dct2 f32 3270) ran 1.10x under two blocks, but its
        // row stays unbounded, as measured on the C2C it serves too.
        {DeviceClass::cuda_gpu, Precision::F32, 3600, {16, 15, 15}, 2, 225, MeasuredKernel::r2r_pairs},  // 1.31x over 16x15x15 225t b3 (dct2 f32 3600)
        {DeviceClass::cuda_gpu, Precision::F64, 2754, {17, 9, 9, 2}, 2, 162, MeasuredKernel::r2r_pairs},  // 1.42x over 17x9x9x2 162t b0 (dct2 f64 2754)
        {DeviceClass::cuda_gpu, Precision::F64, 690, {23, 6, 5}, 2, 30, MeasuredKernel::r2r_pairs},  // 1.32x over 23x6x5 30t b0 (dct2 f64 690)
        // Session 30 (2026-11-24, bench/results/2026-11-24-h100-real-rows-pass-over/): fp32 M = 1728
        // had no row, so an even R2C's halves through it took the real rows' bound of 64 registers
        // (seven 144-thread blocks): ptxas gave 12x12x12 56 registers and spilled 728 B. Unbounded, as
        // complex and paired DCT rows already ran it, r2c 1726 ran 3.58x (passing over to 1944:
        // 3.52x). A bound leaving 128 registers ran 1.01x unbounded there (three blocks) and
        // 0.79-0.99x at 576, 648, 768 and 1536 (two blocks), so the rule stays elsewhere.
        // Session 42 (H200, call2*): `prism tune --shapes` on c2c 802 (0.92 of cuFFT) found 18x16x6
        // on 108 threads, unbounded, 1.09x over this row's 12x12x12 144t, and replaced it.
        {DeviceClass::cuda_gpu, Precision::F32, 1728, {18, 16, 6}, MeasuredRadices::k_no_bound, 108, MeasuredKernel::bluestein},  // 1.09x over 12x12x12 144t b0 (c2c f32 802)
        // Session 31 (2026-11-24, H100, bench/results/2026-11-24-h100-shared-rader-dct-pairs/tune/):
        // `prism tune` and `prism tune --shapes` on DCT-II/III rows below 256 points, which ran at
        // 0.68-0.82 of prism's R2C (fp64 192 paired: 0.49, its 16x12 kernel at 162 registers).
        // Where both modes gained, the larger gain is kept (240: the shape's 1.19x over 10x8x3's
        // 1.13x). 64 and 256 already had rows; 144 gained nothing. fp64 96's 4x4x6 (1.19x in the
        // tuner, whose first fp64 reading, 12x8 at 1504 GB/s, was far below the bench's 2461) ran
        // 0.90x in the A/B after it (ab31), so it has no row.
        {DeviceClass::cuda_gpu, Precision::F32, 80, {8, 10}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.17x over 10x8 (dct2 f32 80)
        {DeviceClass::cuda_gpu, Precision::F32, 96, {6, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.04x over 12x8 (dct2 f32 96)
        {DeviceClass::cuda_gpu, Precision::F32, 128, {8, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.17x over 16x8 (dct2 f32 128)
        {DeviceClass::cuda_gpu, Precision::F32, 160, {10, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.17x over 16x10 (dct2 f32 160)
        {DeviceClass::cuda_gpu, Precision::F32, 192, {12, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.25x over 16x12 (dct2 f32 192)
        {DeviceClass::cuda_gpu, Precision::F32, 240, {16, 15}, 2, 8, MeasuredKernel::r2r_2_3},  // 1.19x over 16x15 15t b0 (dct2 f32 240)
        {DeviceClass::cuda_gpu, Precision::F64, 192, {8, 8, 3}, 0, 0, MeasuredKernel::r2r_pairs},  // 1.59x over 16x12 (dct2 f64 192)
        {DeviceClass::cuda_gpu, Precision::F64, 240, {15, 16}, 0, 0, MeasuredKernel::r2r_pairs},  // 1.18x over 16x15 (dct2 f64 240)
        // Session 32 (2026-11-24, H100, bench/results/2026-11-24-h100-dct-paired-stores/prime-factor-rows/):
        // fp32 DCT-II/III single rows below 300 points with a prime factor of 11 or more ran at 0.52-0.80
        // of prism's R2C (no set had held them). `prism tune` on those of 11 and 13 found lists that
        // end in the prime (88's 11x8 -> 8x11 1.32x), `--shapes` on those of a register Rader prime
        // fewer threads or a launch bound of 3 blocks (1.05-1.24x). Pairs of rows (a knob, against
        // single rows over 27 such lengths) went 0.40-1.21x, 0.91x in geomean, so such rows stay single.
        // Then the tuner timed lists with the Rader prime placed (c7c5249) over 47 lengths: 14 rows,
        // six of them (136, 152, 184, 232, 248, 296) 1.08-1.11x over the shape rows they replace.
        {DeviceClass::cuda_gpu, Precision::F32, 34, {17, 2}, MeasuredRadices::k_no_bound, 1, MeasuredKernel::r2r_2_3},  // 1.09x over 17x2 2t b0 (dct2 f32 34)
        {DeviceClass::cuda_gpu, Precision::F32, 88, {8, 11}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.32x over 11x8 (dct2 f32 88)
        {DeviceClass::cuda_gpu, Precision::F32, 94, {47, 2}, 3, 2, MeasuredKernel::r2r_2_3},  // 1.24x over 47x2 2t b0 (dct2 f32 94)
        {DeviceClass::cuda_gpu, Precision::F32, 130, {10, 13}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.15x over 13x10 (dct2 f32 130)
        {DeviceClass::cuda_gpu, Precision::F32, 132, {11, 4, 3}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.19x over 12x11 (dct2 f32 132)
        {DeviceClass::cuda_gpu, Precision::F32, 136, {8, 17}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.08x over 17x8 (dct2 f32 136)
        {DeviceClass::cuda_gpu, Precision::F32, 152, {19, 4, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 19x8 (dct2 f32 152)
        {DeviceClass::cuda_gpu, Precision::F32, 154, {11, 7, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 14x11 (dct2 f32 154)
        {DeviceClass::cuda_gpu, Precision::F32, 164, {41, 4}, 3, 4, MeasuredKernel::r2r_2_3},  // 1.16x over 41x4 4t b0 (dct2 f32 164)
        {DeviceClass::cuda_gpu, Precision::F32, 176, {11, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.20x over 16x11 (dct2 f32 176)
        {DeviceClass::cuda_gpu, Precision::F32, 182, {13, 7, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 14x13 (dct2 f32 182)
        {DeviceClass::cuda_gpu, Precision::F32, 184, {8, 23}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.08x over 23x8 (dct2 f32 184)
        {DeviceClass::cuda_gpu, Precision::F32, 186, {31, 3, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.57x over 31x6 (dct2 f32 186)
        {DeviceClass::cuda_gpu, Precision::F32, 204, {17, 4, 3}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.06x over 17x12 (dct2 f32 204)
        {DeviceClass::cuda_gpu, Precision::F32, 208, {13, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.26x over 16x13 (dct2 f32 208)
        {DeviceClass::cuda_gpu, Precision::F32, 222, {37, 3, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.27x over 37x6 (dct2 f32 222)
        {DeviceClass::cuda_gpu, Precision::F32, 228, {12, 19}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.03x over 19x12 (dct2 f32 228)
        {DeviceClass::cuda_gpu, Precision::F32, 232, {8, 29}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 29x8 (dct2 f32 232)
        {DeviceClass::cuda_gpu, Precision::F32, 238, {17, 7, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.06x over 17x14 (dct2 f32 238)
        {DeviceClass::cuda_gpu, Precision::F32, 248, {8, 31}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.09x over 31x8 (dct2 f32 248)
        {DeviceClass::cuda_gpu, Precision::F32, 258, {3, 43, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.13x over 43x6 (dct2 f32 258)
        {DeviceClass::cuda_gpu, Precision::F32, 272, {17, 4, 4}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.05x over 17x16 (dct2 f32 272)
        {DeviceClass::cuda_gpu, Precision::F32, 282, {6, 47}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.03x over 47x6 (dct2 f32 282)
        {DeviceClass::cuda_gpu, Precision::F32, 296, {8, 37}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 37x8 (dct2 f32 296)
        // Session 34 (2026-11-24, H100, bench/results/2026-11-24-h100-short-dct-shapes/): `prism tune
        // --shapes` on 20 of dct_prime_factors' lengths at 9cf17ce (the rows' pair copies). Single rows
        // with a prime radix of 17 or more now take a launch bound of 3 blocks
        // (BlockShapeTuning::r2r_prime_rows_resident_blocks; tuning.cpp has its reading), so the rows
        // below are shapes that beat that rule (58, 74, 114) or the planner's (110, 156, 286). 104 and
        // 120 keep their lists (sessions 32 and 31) and take the bound, which ran them 1.05x and 1.19x
        // in the same reading (a knob over the whole short set). The rows of 104, 110, 120 and 156
        // replace earlier rows of the same lists.
        {DeviceClass::cuda_gpu, Precision::F32, 58, {29, 2}, 3, 1, MeasuredKernel::r2r_2_3},  // 1.09x over 29x2 2t b3 (dct2 f32 58)
        {DeviceClass::cuda_gpu, Precision::F32, 74, {37, 2}, MeasuredRadices::k_no_bound, 1, MeasuredKernel::r2r_2_3},  // 1.04x over 37x2 2t b3 (dct2 f32 74)
        {DeviceClass::cuda_gpu, Precision::F32, 104, {8, 13}, 3, 0, MeasuredKernel::r2r_2_3},  // list 1.31x over 13x8 (session 32), bound 1.05x (dct2 f32 104)
        {DeviceClass::cuda_gpu, Precision::F32, 110, {10, 11}, MeasuredRadices::k_no_bound, 5, MeasuredKernel::r2r_2_3},  // 1.09x over 10x11 10t b0 (dct2 f32 110)
        {DeviceClass::cuda_gpu, Precision::F32, 114, {19, 6}, 3, 2, MeasuredKernel::r2r_2_3},  // 1.50x over 19x6 6t b3 (dct2 f32 114)
        {DeviceClass::cuda_gpu, Precision::F32, 120, {8, 15}, 3, 0, MeasuredKernel::r2r_2_3},  // list 1.08x over 15x8 (session 31), bound 1.19x (dct2 f32 120)
        {DeviceClass::cuda_gpu, Precision::F32, 156, {13, 4, 3}, 3, 4, MeasuredKernel::r2r_2_3},  // 1.07x over 13x4x3 12t b0 (dct2 f32 156)
        {DeviceClass::cuda_gpu, Precision::F32, 286, {13, 11, 2}, 3, 8, MeasuredKernel::r2r_2_3},  // 1.06x over 13x11x2 22t b0 (dct2 f32 286)
        // Then `prism tune` (lists, under that bound) on the 8 lengths of the new set dct_prime_rows
        // (300-1000 points) below 0.76 of prism's R2C (tune-mid/): the Rader prime last or 6 split
        // (354 = 59x6 ran 406 GB/s, 6x59 1267); `--shapes` gained under 3 % but at 354 (unbounded 1.09x
        // on 59x6, below its list).
        {DeviceClass::cuda_gpu, Precision::F32, 318, {53, 3, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.44x over 53x6 (dct2 f32 318)
        {DeviceClass::cuda_gpu, Precision::F32, 354, {6, 59}, 0, 0, MeasuredKernel::r2r_2_3},  // 3.12x over 59x6 (dct2 f32 354)
        {DeviceClass::cuda_gpu, Precision::F32, 558, {31, 9, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.08x over 31x6x3 (dct2 f32 558)
        {DeviceClass::cuda_gpu, Precision::F32, 860, {43, 10, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.03x over 43x5x4 (dct2 f32 860)
        // Then `prism tune --candidates 8` on 40 more single-row lengths of 300-1000 points whose largest
        // prime is 29-59 (tune-wide/): 20 rows, 19 of them with the prime moved later (328's 41x8 ->
        // 8x41 1.18x, 344 1.20x); no list beat the planner's by 3 % at the other 20.
        {DeviceClass::cuda_gpu, Precision::F32, 310, {10, 31}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.04x over 31x10 (dct2 f32 310)
        {DeviceClass::cuda_gpu, Precision::F32, 328, {8, 41}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.18x over 41x8 (dct2 f32 328)
        {DeviceClass::cuda_gpu, Precision::F32, 344, {8, 43}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.20x over 43x8 (dct2 f32 344)
        {DeviceClass::cuda_gpu, Precision::F32, 372, {12, 31}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.06x over 31x12 (dct2 f32 372)
        {DeviceClass::cuda_gpu, Precision::F32, 376, {8, 47}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.13x over 47x8 (dct2 f32 376)
        {DeviceClass::cuda_gpu, Precision::F32, 424, {8, 53}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.12x over 53x8 (dct2 f32 424)
        {DeviceClass::cuda_gpu, Precision::F32, 470, {10, 47}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.06x over 47x10 (dct2 f32 470)
        {DeviceClass::cuda_gpu, Precision::F32, 516, {12, 43}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.08x over 43x12 (dct2 f32 516)
        {DeviceClass::cuda_gpu, Precision::F32, 530, {10, 53}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.04x over 53x10 (dct2 f32 530)
        {DeviceClass::cuda_gpu, Precision::F32, 564, {12, 47}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.08x over 47x12 (dct2 f32 564)
        {DeviceClass::cuda_gpu, Precision::F32, 592, {16, 37}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.07x over 37x16 (dct2 f32 592)
        {DeviceClass::cuda_gpu, Precision::F32, 688, {16, 43}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.12x over 43x16 (dct2 f32 688)
        {DeviceClass::cuda_gpu, Precision::F32, 738, {6, 41, 3}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.04x over 41x6x3 (dct2 f32 738)
        {DeviceClass::cuda_gpu, Precision::F32, 774, {2, 9, 43}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.11x over 43x6x3 (dct2 f32 774)
        {DeviceClass::cuda_gpu, Precision::F32, 846, {2, 9, 47}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.06x over 47x6x3 (dct2 f32 846)
        {DeviceClass::cuda_gpu, Precision::F32, 848, {16, 53}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.05x over 53x16 (dct2 f32 848)
        {DeviceClass::cuda_gpu, Precision::F32, 944, {16, 59}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.09x over 59x16 (dct2 f32 944)
        {DeviceClass::cuda_gpu, Precision::F32, 946, {2, 43, 11}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.07x over 43x11x2 (dct2 f32 946)
        {DeviceClass::cuda_gpu, Precision::F32, 962, {2, 37, 13}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.10x over 37x13x2 (dct2 f32 962)
        {DeviceClass::cuda_gpu, Precision::F32, 984, {41, 12, 2}, 0, 0, MeasuredKernel::r2r_2_3},  // 1.04x over 41x6x4 (dct2 f32 984)
        // Session 31 (2026-11-24, H100, bench/results/2026-11-24-h100-shared-rader-dct-pairs/r2c-tune/):
        // `prism tune` on even R2C of 2048-32768 (fp32) and 2048-16384 (fp64) through their half-length
        // kernels: one list beat the planner by 3 % (2048's 8x8x4x4, the tuner's other winner, was
        // already a row), no block shape did.
        {DeviceClass::cuda_gpu, Precision::F32, 16384, {16, 16, 8, 8}, 0, 0, MeasuredKernel::real_even},  // 1.07x over 16x16x16x4 (r2c f32 32768)
        // Session 40 (2026-11-28, NVIDIA H200; bench/results/2026-11-28-h200-baselines/): the device
        // tool now lends H200s, whose copy bandwidth (4240-4270 GB/s against the H100's 3010) leaves
        // less time to hide a kernel's compute. `prism tune --shapes --max-radix 32 --candidates 6` on
        // the C2C lengths below 0.95 of cuFFT in its first readings of sets 0, 1 and set1000's sample
        // (bench/sets/h200_below.txt), and `--shapes` on the one-thread R2C lengths below 0.95
        // (h200_real_below.txt). These replace the H100's rows of f32 8192 (32x32x8 256t b2), 290
        // (29x10 5t b2), 1058 (23x23x2 46t b3) and 1250 (5x10x5x5).
        // f32 8192 and fp64 4096 and 12288 then exchange in halves (KernelSpec::split_exchange),
        // from `prism tune --shapes` with split candidates (call5-tune-split_exchange.*): fp64 4096
        // 1.04x over its b2 row above; 12288 1.29x (one block of 196 KB a multiprocessor, two of
        // 98 KB; its H100 row, 256 threads unbounded, 1.11x over 512, moves here with the flag);
        // f32 8192 at b3 1.022x in two readings, below the tuner's 3 % margin (cuFFT's 8192 kernel
        // is this shape: 256 threads, 80 registers, 33 KB, three blocks), 1.026-1.031x in the A/B.
        {DeviceClass::cuda_gpu, Precision::F32, 8192, {16, 32, 16}, 3, 256, MeasuredKernel::plain, 1},  // 1.06x over 32x32x8 256t b2, then 1.02x split at b3
        {DeviceClass::cuda_gpu, Precision::F64, 4096, {16, 16, 16}, 2, 256, MeasuredKernel::plain, 1},  // 1.05x over 16x16x16 256t b0, then 1.04x split
        {DeviceClass::cuda_gpu, Precision::F64, 12288, {16, 12, 8, 8}, MeasuredRadices::k_no_bound, 256, MeasuredKernel::plain, 1},  // 1.29x over 16x12x8x8 256t b0
        {DeviceClass::cuda_gpu, Precision::F32, 290, {10, 29}, 3, 10},  // 1.26x over 29x10 5t b2
        {DeviceClass::cuda_gpu, Precision::F32, 1058, {2, 23, 23}, 3, 46},  // 1.05x over 23x23x2 46t b3
        {DeviceClass::cuda_gpu, Precision::F64, 128, {2, 8, 8}, 2, 16},  // 1.05x over 16x8 8t b0
        {DeviceClass::cuda_gpu, Precision::F32, 1922, {2, 31, 31}, 3, 62},  // 1.11x over 31x31x2 62t b0
        {DeviceClass::cuda_gpu, Precision::F32, 1250, {25, 25, 2}, 3, 50},  // 1.03x over 5x10x5x5 125t b0
        {DeviceClass::cuda_gpu, Precision::F32, 64, {16, 4}, 3, 4},  // 1.04x over 16x4 4t b0
        {DeviceClass::cuda_gpu, Precision::F32, 11, {11}, 2, 1, MeasuredKernel::real_pairs},  // 1.06x over 11 1t b0 (r2c f32 11)
        {DeviceClass::cuda_gpu, Precision::F32, 13, {13}, 2, 1, MeasuredKernel::real_pairs},  // 1.03x over 13 1t b0 (r2c f32 13)
        {DeviceClass::cuda_gpu, Precision::F32, 19, {19}, 3, 1, MeasuredKernel::real_pairs},  // 1.04x over 19 1t b0 (r2c f32 19)
        {DeviceClass::cuda_gpu, Precision::F64, 13, {13}, 3, 1, MeasuredKernel::real_pairs},  // 1.07x over 13 1t b0 (r2c f64 13)
        {DeviceClass::cuda_gpu, Precision::F64, 29, {29}, 2, 1, MeasuredKernel::real_pairs},  // 1.15x over 29 1t b0 (r2c f64 29)
        // Session 41 (2026-11-29, H200; bench/results/2026-11-28-h200-s41/call5*): `prism tune --shapes`
        // on the odd one-thread R2C lengths at or below 0.96 of cuFFT once their paired rows took
        // real-input butterflies (bench/sets/real_pair_tune.txt); fp64 13 read b0 = b3 (its row stays),
        // fp32 17 b3 and 23 b2 1.025x and 1.014x, below the tuner's margin.
        {DeviceClass::cuda_gpu, Precision::F64, 19, {19}, 2, 1, MeasuredKernel::real_pairs},  // 1.13x over 19 1t b0 (r2c f64 19)
        // Session 41, `prism tune --shapes --max-radix 32 --candidates 6` on the C2C lengths below 0.95
        // of cuFFT that session 40 had not tuned (bench/sets/h200_below2.txt; call6*): fp64 10240 read
        // 0.80 of cuFFT (one 160 KB block a multiprocessor); 1506's Bluestein convolution of M = 3072,
        // which replaces the H100's row (6x8x8x8 384t unbounded, 1.03x over 16x16x12 192t for 1523).
        {DeviceClass::cuda_gpu, Precision::F64, 10240, {32, 32, 10}, MeasuredRadices::k_no_bound, 342},  // 1.34x over 16x16x10x4 366t b0
        {DeviceClass::cuda_gpu, Precision::F32, 3072, {16, 16, 12}, MeasuredRadices::k_no_bound, 192, MeasuredKernel::bluestein},  // 1.06x over 6x8x8x8 384t b0 (c2c f32 1506)
        // Session 42 (2026-11-29, H200; bench/results/2026-11-29-h200-s42/call2*): `prism tune --shapes
        // --max-radix 32 --candidates 6` on set1000 lengths below 0.95 of cuFFT (h200_below3.txt):
        // 2754 read 0.88; Bluestein M = 5832 (2594) found nothing; M = 1728's row is above.
        {DeviceClass::cuda_gpu, Precision::F32, 2754, {9, 17, 18}, 2, 162},  // 1.14x over 17x9x9x2 162t b0
        // Session 44 (2026-12-03, H200; bench/results/2026-12-03-h200-s44/): `prism tune --shapes
        // --max-radix 32 --candidates 6` on session 42's one-kernel lengths below 0.92 of cuFFT
        // (h200_below5.txt); 690's best (6x23x5 b3) 1.025x, below the margin; 2450 kept its model.
        {DeviceClass::cuda_gpu, Precision::F32, 1330, {10, 19, 7}, 3, 70},  // 1.08x over 19x10x7 70t b0
        {DeviceClass::cuda_gpu, Precision::F32, 2610, {29, 30, 3}, 3, 97},  // 1.06x over 29x10x9 97t b0
        {DeviceClass::cuda_gpu, Precision::F32, 306, {2, 17, 9}, 3, 18},  // 1.06x over 17x6x3 18t b0
        {DeviceClass::cuda_gpu, Precision::F32, 1682, {2, 29, 29}, 3, 58},  // 1.12x over 29x29x2 58t b0
        // Session 54 (2026-12-07, H100; bench/results/2026-12-07-h100-s54/call1*): `prism tune --shapes`
        // on session 53's one-block fp32 lengths below 0.95 of cuFFT (set s53_h100_long). 16807 = 7^5
        // runs faster on half the threads (241 of 114+ registers, one block a multiprocessor either
        // way); a knob build's 1024 threads a sequence ran it 0.99x. 8192's best here was the H200
        // row's split exchange under two blocks instead of three (1.03x): a row for the H100 alone.
        {DeviceClass::cuda_gpu, Precision::F32, 16807, {7, 7, 7, 7, 7}, MeasuredRadices::k_no_bound, 241},  // 1.12x over 7x7x7x7x7 481t b0
        {DeviceClass::cuda_gpu, Precision::F32, 6860, {14, 14, 7, 5}, MeasuredRadices::k_no_bound, 245},  // 1.03x over 14x14x7x5 245t b2
        {DeviceClass::cuda_gpu, Precision::F32, 8192, {16, 32, 16}, 2, 256, MeasuredKernel::plain, 1, "H100"},  // 1.03x over 16x32x16 256t b3 split
        // Session 55 (H100, 2026-12-07, bench/results/2026-12-07-h100-s55/): Bluestein's one kernel
        // at the {2, 3, 5}-smooth M that complex rows now pad to (tuning.cpp's complex_rows_also),
        // `prism tune --shapes --max-radix 32 --candidates 6` with the padding knob on
        // bench/sets/s55_bluestein_pad5.txt; the yardstick was two kernels (past 4096) or the model.
        {DeviceClass::cuda_gpu, Precision::F32, 3200, {25, 16, 8}, 3, 200, MeasuredKernel::bluestein},  // 1.37x over 10x10x8x4 400t b0 (c2c f32 1570)
        {DeviceClass::cuda_gpu, Precision::F32, 3240, {18, 15, 12}, 3, 270, MeasuredKernel::bluestein},  // 1.23x over 10x9x9x4 405t b0 (c2c f32 1618)
        {DeviceClass::cuda_gpu, Precision::F32, 5400, {27, 20, 10}, 3, 270, MeasuredKernel::bluestein},  // 2.38x over two kernels (c2c f32 2594)
        {DeviceClass::cuda_gpu, Precision::F32, 5625, {9, 25, 25}, MeasuredRadices::k_no_bound, 225, MeasuredKernel::bluestein},  // 2.34x over two kernels (c2c f32 2770)
        {DeviceClass::cuda_gpu, Precision::F32, 5760, {30, 24, 8}, 2, 240, MeasuredKernel::bluestein},  // 2.28x over two kernels (c2c f32 2866)
        {DeviceClass::cuda_gpu, Precision::F32, 6000, {25, 20, 12}, 2, 300, MeasuredKernel::bluestein},  // 2.11x over two kernels (c2c f32 2946)
        {DeviceClass::cuda_gpu, Precision::F32, 6250, {10, 25, 25}, 2, 250, MeasuredKernel::bluestein},  // 2.36x over two kernels (c2c f32 3106)
        {DeviceClass::cuda_gpu, Precision::F32, 6400, {25, 16, 16}, 2, 400, MeasuredKernel::bluestein},  // 2.01x over two kernels (c2c f32 3170)
        // fp64 the same way on an H200 (call 2, bench/sets/s55_bluestein_pad5_f64.txt); 5400 and
        // 6400 ran 0.90x the {2, 3}-smooth M's rows and are neither rows nor listed.
        {DeviceClass::cuda_gpu, Precision::F64, 2160, {15, 12, 12}, 3, 180, MeasuredKernel::bluestein},  // 1.11x over 15x12x12 180t b0 (c2c f64 1031)
        {DeviceClass::cuda_gpu, Precision::F64, 2700, {15, 15, 12}, 3, 225, MeasuredKernel::bluestein},  // 1.11x over 15x15x12 225t b0 (c2c f64 1346)
        {DeviceClass::cuda_gpu, Precision::F64, 3200, {20, 20, 8}, MeasuredRadices::k_no_bound, 160, MeasuredKernel::bluestein},  // 1.59x over 10x10x8x4 400t b0 (c2c f64 1570)
        {DeviceClass::cuda_gpu, Precision::F64, 5625, {25, 25, 9}, 2, 225, MeasuredKernel::bluestein},  // 1.68x over two kernels (c2c f64 2770)
        {DeviceClass::cuda_gpu, Precision::F64, 6250, {25, 25, 10}, 2, 250, MeasuredKernel::bluestein},  // 1.48x over two kernels (c2c f64 3106)
    };
    return rows;
}

const MeasuredRadices* measured_row(DeviceClass device_class, Precision precision, MeasuredKernel kind,
                                    std::int64_t length, std::string_view device_name) {
    const MeasuredRadices* class_row = nullptr;
    for (const MeasuredRadices& r : measured_radix_rows()) {
        if (r.device_class != device_class || r.precision != precision || r.kind != kind || r.length != length)
            continue;
        if (!r.gpu) class_row = class_row ? class_row : &r;
        else if (device_name.find(r.gpu) != std::string_view::npos) return &r;
    }
    return class_row;
}

const std::vector<int>* measured_radices(DeviceClass device_class, Precision precision, MeasuredKernel kind,
                                         std::int64_t length, std::string_view device_name) {
    const MeasuredRadices* row = measured_row(device_class, precision, kind, length, device_name);
    return row ? &row->radices : nullptr;
}

namespace {
struct RaderSubRadices {
    DeviceClass device_class;
    Precision precision;
    std::int64_t prime;
    std::vector<int> sub_radices;
};

// Sub-FFT radices up to 8 against the cost model's up to 16, primes alone on an H200 (2026-12-04,
// session 46, a knob build, `prism bench --quick`, 256 MiB, bench/sets/s46_flat_radix.txt,
// results/2026-12-04-h200-s46/call5-*): listed where up to 8 won. Against cuFFT: fp32 181 0.73 ->
// 0.96, 2161 0.91 -> 1.24, 3137 0.60 -> 0.79, 3121 0.60 -> 0.88; fp64 641 0.79 -> 1.03. Up to 8
// lost at fp32 197 (0.84x) and fp64 1601 (0.87x) and tied at fp64 337, so it is no rule.
const std::vector<RaderSubRadices>& rader_sub_radix_rows() {
    static const std::vector<RaderSubRadices> rows = {
        {DeviceClass::cuda_gpu, Precision::F32, 181, {6, 6, 5}},         // 1.32x over 15x12
        {DeviceClass::cuda_gpu, Precision::F32, 491, {7, 7, 5, 2}},      // 1.09x over 10x7x7
        {DeviceClass::cuda_gpu, Precision::F32, 2161, {6, 6, 6, 5, 2}},  // 1.36x over 15x12x12
        {DeviceClass::cuda_gpu, Precision::F32, 3121, {13, 8, 6, 5}},    // 1.48x over 16x15x13
        {DeviceClass::cuda_gpu, Precision::F32, 3137, {8, 8, 7, 7}},     // 1.31x over 16x14x14
        {DeviceClass::cuda_gpu, Precision::F64, 641, {8, 8, 5, 2}},      // 1.29x over 10x8x8
        {DeviceClass::cuda_gpu, Precision::F64, 1301, {13, 5, 5, 4}},    // 1.10x
        {DeviceClass::cuda_gpu, Precision::F64, 2003, {13, 11, 7, 2}},   // 1.10x
    };
    return rows;
}
}  // namespace

const std::vector<int>* measured_rader_sub_radices(DeviceClass device_class, Precision precision,
                                                   std::int64_t prime) {
    for (const RaderSubRadices& row : rader_sub_radix_rows())
        if (row.device_class == device_class && row.precision == precision && row.prime == prime)
            return &row.sub_radices;
    return nullptr;
}

}  // namespace prism::plan
