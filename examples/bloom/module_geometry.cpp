#include "module_geometry.hpp"

#include <algorithm>

#include "prism/device/fft_indexing.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

// The longest line one workgroup may hold in registers: 16 elements per thread keeps the
// preloaded line (and, on row 0, its mirrors) within a thread's registers.
constexpr unsigned k_max_elements_log2 = 4;

unsigned log2_exact(int power_of_two) {
    unsigned log = 0;
    while ((1 << log) < power_of_two) ++log;
    return log;
}

struct AxisPlan {
    PaddedAxis axis;
    int stride;
    int table;
};

// Shared memory one FFT of passes 1 and 3 takes (BLOOM_STRETCH1 in bloom_pass_columns.h): its two
// half spectra with one padding slot per 32 values, the second starting 2 slots past a multiple of
// 16 and the stretch ending 4 past one (bank pairs). The FFT's own exchanges never need more than
// the spectrum (at most one value per element).
std::size_t slots_at(std::size_t at_least, std::size_t residue) {
    return (at_least + 15 - residue) / 16 * 16 + residue;
}
std::size_t columns_stretch_bytes(unsigned length) {
    const std::size_t half = length / 2 + length / 64;  // BLOOM_PADDED_SLOT(length / 2)
    return slots_at(slots_at(half, 2) + half, 4) * 8;
}

// As many line pairs as the limits allow, but no more than the image has: more pairs make the
// transposed half-spectrum rows longer (2 * pairs * 8 bytes per frequency), and full 32-byte
// sectors need two.
unsigned pairs_per_group(const ModuleGeometry& m, const GroupLimits& limits) {
    const unsigned length = 1u << (m.e1 + m.w1), image_pairs = static_cast<unsigned>(m.extent2 + 1) / 2;
    unsigned pairs = 1;
    while (2 * pairs <= static_cast<unsigned>(limits.max_pairs) && pairs < image_pairs &&
           (2 * pairs << m.w1) <= static_cast<unsigned>(limits.max_threads) &&
           2 * pairs * columns_stretch_bytes(length) <= static_cast<std::size_t>(limits.max_shared_bytes))
        pairs *= 2;
    return pairs;
}

void set_axes(ModuleGeometry& m, const AxisPlan& first, const AxisPlan& second, int max_workgroup) {
    const FftShape one = fft_shape(first.axis.padded, max_workgroup),
                   two = fft_shape(second.axis.padded, max_workgroup);
    m.e1 = one.elements_log2, m.w1 = one.workgroup_log2, m.e2 = two.elements_log2, m.w2 = two.workgroup_log2;
    m.extent1 = first.axis.extent, m.offset1 = first.axis.offset, m.stride1 = first.stride;
    m.extent2 = second.axis.extent, m.offset2 = second.axis.offset, m.stride2 = second.stride;
    m.table1 = first.table, m.table2 = second.table;
    m.ratio1_log2 = static_cast<int>(log2_exact(first.axis.padded / first.table));
    m.ratio2_log2 = static_cast<int>(log2_exact(second.axis.padded / second.table));
}

}  // namespace

FftShape fft_shape(int length, int max_workgroup) {
    const device::OptimalFFTParameters p =
        device::optimalFFTParameters(static_cast<unsigned>(max_workgroup), static_cast<unsigned>(length));
    if (!p.areValid() || p.elementsPerInvocationLog2 > k_max_elements_log2 ||
        (1 << (p.elementsPerInvocationLog2 + p.workgroupSizeLog2)) != length)
        throw Error(Status::unsupported_size,
                    "bloom: a padded line of " + std::to_string(length) +
                        " does not fit one workgroup of at most " + std::to_string(max_workgroup) +
                        " threads with up to 16 elements each; use a smaller image or kernel");
    return {p.elementsPerInvocationLog2, p.workgroupSizeLog2};
}

GroupLimits group_limits(const backend::Device& device, int max_pairs) {
    GroupLimits limits;
    limits.max_pairs = max_pairs;
    if (device.info().max_threads_per_block > 0)
        limits.max_threads = std::min(limits.max_threads, device.info().max_threads_per_block);
    if (device.info().shared_memory_per_block > 0)
        limits.max_shared_bytes = static_cast<int>(
            std::min<std::size_t>(limits.max_shared_bytes, device.info().shared_memory_per_block));
    return limits;
}

ModuleGeometry image_module_geometry(const BloomGeometry& g, Padding padding, int max_workgroup,
                                     const GroupLimits& limits) {
    const AxisPlan y{g.y, g.x.extent, g.spectrum_height}, x{g.x, 1, g.spectrum_width};
    ModuleGeometry m;
    set_axes(m, g.y_first ? y : x, g.y_first ? x : y, max_workgroup);
    m.plane = g.x.extent * g.y.extent;
    m.mirror = padding == Padding::mirror;
    // Zero padding has the image at offset 0 of its padded line (pad_axis): the elements past
    // the image are then zero at compile time, and their loads, stores and bounds checks vanish
    // from the passes. Mirror padding keeps the image centred between its mirrored halves.
    m.pairs1 = pairs_per_group(m, limits);
    return m;
}

ModuleGeometry kernel_module_geometry(const BloomGeometry& g, int max_workgroup, const GroupLimits& limits) {
    // The kernel in a frame of its table's size, its centre pixel (k/2) on the frame's centre.
    auto frame = [](int extent, int size) { return PaddedAxis{extent, size, size / 2 - extent / 2}; };
    const AxisPlan y{frame(g.kernel_height, g.spectrum_height), g.kernel_width, g.spectrum_height};
    const AxisPlan x{frame(g.kernel_width, g.spectrum_width), 1, g.spectrum_width};
    ModuleGeometry m;
    set_axes(m, g.y_first ? y : x, g.y_first ? x : y, max_workgroup);
    m.plane = g.kernel_width * g.kernel_height;
    m.pairs1 = pairs_per_group(m, limits);
    return m;
}

}  // namespace prism::bloom
