#include "gpu_bloom.hpp"

#include <algorithm>
#include <initializer_list>
#include <tuple>
#include <utility>

#include "luminance.hpp"
#include "module_geometry.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

constexpr const char* k_generator_version = "prism-bloom-1";

std::shared_ptr<backend::Module> compile(backend::Device& device, const ModuleGeometry& geometry) {
    backend::CompileRequest request;
    request.source = bloom_source(device.dialect(), geometry);
    request.kernel_names = bloom_kernel_names();
    request.generator_version = k_generator_version;
    return device.compile(request);
}

backend::LaunchShape shape(unsigned long long groups, unsigned threads) {
    return backend::LaunchShape{groups, threads, 0};
}

// Threads per workgroup of each kernel a module launches.
unsigned launch_threads(BloomKernel kernel, const ModuleGeometry& m) {
    switch (kernel) {
        case columns_forward:
        case columns_inverse: return columns_threads(m);
        case rows_multiply:
        case rows_spectrum: return 1u << m.w2;
        case spectrum_normalise: return m.normalise_group;
    }
    return 0;
}

// The smallest of the kernels' own limits that their launches would exceed; 0 when all fit.
std::size_t exceeded_limit(const backend::Module& module, const ModuleGeometry& m,
                           std::initializer_list<BloomKernel> kernels) {
    std::vector<std::size_t> threads(static_cast<std::size_t>(module.kernel_count()), 0);
    for (BloomKernel k : kernels) threads[k] = launch_threads(k, m);
    return backend::smallest_exceeded_limit(module, threads);
}

// Narrows the workgroups to a kernel's own limit, below the device's: an OpenCL driver may hold a
// register-heavy kernel to fewer work-items (NVIDIA's on an H100: 256 of 1024). Throws when the
// limits were that low already.
void narrow_to(std::size_t limit, BloomLimits& limits, const backend::Device& device) {
    int power = 1;
    while (power * 2 <= static_cast<int>(limit)) power *= 2;
    const BloomLimits before = limits;
    limits.max_workgroup = std::min(limits.max_workgroup, power);
    limits.group.max_threads = std::min(limits.group.max_threads, static_cast<int>(limit));
    limits.normalise_group = std::min(limits.normalise_group, static_cast<unsigned>(power));
    if (limits.max_workgroup == before.max_workgroup &&
        limits.group.max_threads == before.group.max_threads &&
        limits.normalise_group == before.normalise_group)
        throw Error(Status::unsupported_device,
                    "bloom: " + device.info().name + " launches a bloom kernel with at most " +
                        std::to_string(limit) + " threads per workgroup, too few for these lines");
}

// Compiles the module geometry_for(limits) describes, narrowing `limits` until each of `kernels`
// launches within its own limit.
template <class GeometryFor>
std::pair<ModuleGeometry, std::shared_ptr<backend::Module>> compile_within_limits(
    backend::Device& device, BloomLimits& limits, std::initializer_list<BloomKernel> kernels,
    GeometryFor geometry_for) {
    for (;;) {
        const ModuleGeometry m = geometry_for(limits);
        std::shared_ptr<backend::Module> module = compile(device, m);
        const std::size_t limit = exceeded_limit(*module, m, kernels);
        if (limit == 0) return {m, module};
        narrow_to(limit, limits, device);
    }
}

std::size_t lines_bytes(const ModuleGeometry& g) {
    return row_groups(g) * static_cast<std::size_t>(g.extent2) * 8;
}
std::size_t table_bytes(const ModuleGeometry& g) { return 3ull * (g.table1 / 2 + 1) * g.table2 * 8; }

}  // namespace

int default_max_workgroup(const backend::Device& device, const BloomGeometry& geometry) {
    const int longest = std::max(geometry.x.padded, geometry.y.padded);
    const int preferred = device.info().warp_size > 1 ? std::max(128, longest / 16) : 256;
    return device.info().max_threads_per_block > 0 ? std::min(preferred, device.info().max_threads_per_block)
                                                   : preferred;
}

GpuBloom::GpuBloom(backend::Device& device, const Image& kernel, int width, int height,
                   const BloomSettings& settings, int max_workgroup, int max_pairs)
    : device_(device), geometry_(make_geometry(width, height, kernel.width, kernel.height, settings)) {
    kernel_luminance(kernel);  // throws for a kernel without light, which cannot be normalised
    BloomLimits limits;
    limits.max_workgroup = max_workgroup > 0 ? max_workgroup : default_max_workgroup(device, geometry_);
    limits.group = group_limits(device, max_pairs > 0 ? max_pairs : GroupLimits{}.max_pairs);
    std::tie(image_module_, module_) = compile_within_limits(
        device, limits, {columns_forward, rows_multiply, columns_inverse}, [&](const BloomLimits& l) {
            return image_module_geometry(geometry_, settings.padding, l.max_workgroup, l.group);
        });
    image_ = DeviceBuffer(device, static_cast<std::size_t>(image_module_.plane) * 3 * sizeof(float));
    output_ = DeviceBuffer(device, image_.bytes());
    lines_ = DeviceBuffer(device, lines_bytes(image_module_));
    compute_kernel_spectrum(kernel, limits);
    channels_ = std::make_unique<ChannelStreams>(
        device, std::vector<const DeviceBuffer*>{&image_, &lines_, &table_, &output_});
}

// Pass 1 on the kernel image, then its rows stored in natural order, then normalised and centred.
void GpuBloom::compute_kernel_spectrum(const Image& kernel, BloomLimits limits) {
    const auto [m, module] = compile_within_limits(
        device_, limits, {columns_forward, rows_spectrum, spectrum_normalise}, [&](const BloomLimits& l) {
            ModuleGeometry g = kernel_module_geometry(geometry_, l.max_workgroup, l.group);
            g.normalise_group = l.normalise_group;
            return g;
        });
    DeviceBuffer kernel_image(device_, kernel.pixels.size() * sizeof(float));
    DeviceBuffer kernel_lines(device_, lines_bytes(m));
    DeviceBuffer raw_table(device_, table_bytes(m));
    table_ = DeviceBuffer(device_, table_bytes(m));
    device_.upload(kernel_image.memory(), 0, kernel.pixels.data(), kernel_image.bytes(), nullptr);
    device_.launch(*module, columns_forward, shape(pair_groups(m), columns_threads(m)),
                   {kernel_image.handle(), kernel_lines.handle()}, nullptr);
    device_.launch(*module, rows_spectrum, shape(row_groups(m), 1u << m.w2),
                   {kernel_lines.handle(), raw_table.handle()}, nullptr);
    const unsigned long long bins = table_bytes(m) / 8;
    device_.launch(
        *module, spectrum_normalise,
        backend::LaunchShape{(bins + m.normalise_group - 1) / m.normalise_group, m.normalise_group, 0},
        {raw_table.handle(), table_.handle()}, nullptr);
    device_.synchronize(nullptr);  // the temporaries are released on return
}

void GpuBloom::upload(const Image& image) {
    if (image.width != geometry_.x.extent || image.height != geometry_.y.extent)
        throw Error(Status::invalid_argument,
                    "bloom: image is " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                        " but the bloom was set up for " + std::to_string(geometry_.x.extent) + "x" +
                        std::to_string(geometry_.y.extent));
    device_.upload(image_.memory(), 0, image.pixels.data(), image_.bytes(), nullptr);
}

void GpuBloom::enqueue(void* stream) {
    if (!channels_->active()) return enqueue_one_stream(stream);
    // A channel's views, in the order the constructor handed ChannelStreams the buffers.
    auto views = [&](int c) {
        return PassBuffers{channels_->plane(c, 0), channels_->plane(c, 1), channels_->plane(c, 2),
                           channels_->plane(c, 3)};
    };
    channels_->fork(stream);
    for (int pass = 0; pass < k_passes; ++pass)
        for (int channel = 0; channel < ChannelStreams::k_channels; ++channel)
            launch_pass(pass, 1, views(channel), channels_->stream(channel, stream));
    channels_->join(stream);
}

void GpuBloom::enqueue_one_stream(void* stream) {
    for (int pass = 0; pass < k_passes; ++pass) enqueue_pass(pass, stream);
}

void GpuBloom::enqueue_pass(int pass, void* stream) {
    const PassBuffers whole{image_.handle(), lines_.handle(), table_.handle(), output_.handle()};
    launch_pass(pass, ChannelStreams::k_channels, whole, stream);
}

void GpuBloom::launch_pass(int pass, int channels, const PassBuffers& buffers, void* stream) {
    const ModuleGeometry& m = image_module_;
    // The kernels find their channel from the workgroup index: one channel's share of workgroups on
    // one channel's views reads as channel 0 of three.
    const unsigned long long pair_share = pair_groups(m) / ChannelStreams::k_channels * channels,
                             row_share = row_groups(m) / ChannelStreams::k_channels * channels;
    if (pass == 0)
        device_.launch(*module_, columns_forward, shape(pair_share, columns_threads(m)),
                       {buffers.image, buffers.lines}, stream);
    else if (pass == 1)
        device_.launch(*module_, rows_multiply, shape(row_share, 1u << m.w2), {buffers.lines, buffers.table},
                       stream);
    else
        device_.launch(*module_, columns_inverse, shape(pair_share, columns_threads(m)),
                       {buffers.lines, buffers.output}, stream);
}

Image GpuBloom::download() {
    Image out(geometry_.x.extent, geometry_.y.extent);
    device_.download(out.pixels.data(), output_.memory(), 0, output_.bytes(), nullptr);
    return out;
}

Image GpuBloom::apply(const Image& image) {
    upload(image);
    enqueue(nullptr);
    return download();
}

std::size_t GpuBloom::bytes_per_run() const {
    return 2 * image_.bytes() + 4 * lines_.bytes() + table_.bytes();
}

}  // namespace prism::bloom
