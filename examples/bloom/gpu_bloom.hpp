// The FFT Bloom on a prism device (CUDA or OpenCL). Construction compiles the two modules and
// computes the kernel's spectrum once; each image then costs three passes (docs/bloom.md):
//   1. down axis 1, a pair of real image lines per complex FFT, half spectra stored;
//   2. along axis 2, per stored frequency row: FFT, product with the kernel spectrum, inverse FFT;
//   3. down axis 1 again, a pair of lines per inverse FFT, the padding dropped.
#pragma once

#include <cstddef>
#include <memory>

#include "backend/device.hpp"
#include "channel_streams.hpp"
#include "device_buffer.hpp"
#include "device_source.hpp"
#include "geometry.hpp"
#include "image.hpp"
#include "module_geometry.hpp"

namespace prism::bloom {

// The largest workgroup the passes use when the caller does not say. On GPUs 128 threads with 8 to
// 16 elements each (more only where the longest line needs it to fit 16 a thread): the butterflies
// in registers need no exchange, and on an H100 1280x720 ran 0.071 ms at 128 threads against 0.079
// at 256 and 0.09+ at 512 (docs/bloom.md). 256 on CPUs, where PoCL runs work-items in loops.
int default_max_workgroup(const backend::Device& device, const BloomGeometry& geometry);

// What bounds the passes' workgroups: the longest FFT workgroup (max_workgroup) and the line
// pairs' groups (module_geometry.hpp), narrowed where a kernel's own limit is below the device's.
struct BloomLimits {
    int max_workgroup = 0;
    GroupLimits group;
    unsigned normalise_group = 256;
};

class GpuBloom {
public:
    // For images of width x height; max_workgroup 0 picks default_max_workgroup, max_pairs 0
    // GroupLimits' default (line pairs per workgroup of passes 1 and 3, module_geometry.hpp).
    GpuBloom(backend::Device& device, const Image& kernel, int width, int height,
             const BloomSettings& settings, int max_workgroup = 0, int max_pairs = 0);

    const BloomGeometry& geometry() const { return geometry_; }
    const ModuleGeometry& module_geometry() const { return image_module_; }

    Image apply(const Image& image);  // upload, enqueue, download
    void upload(const Image& image);
    // The three passes on the uploaded image: each channel on a stream of its own (forked from
    // and joined back to `stream`) where the device allows (ChannelStreams), else all on `stream`.
    void enqueue(void* stream = nullptr);
    // The three passes as three launches over all channels, on `stream` alone (for comparison).
    void enqueue_one_stream(void* stream = nullptr);
    bool channel_streams() const { return channels_->active(); }
    static constexpr int k_passes = 3;
    void enqueue_pass(int pass, void* stream = nullptr);  // pass 0, 1 or 2 alone (for timing)
    Image download();

    // Device memory each run reads and writes at least once: the image in, the half spectra
    // written, read and rewritten, read again, the kernel's table, and the image out.
    std::size_t bytes_per_run() const;

private:
    void compute_kernel_spectrum(const Image& kernel, BloomLimits limits);
    // The buffers a pass reads and writes: the whole ones, or one channel's views of them.
    struct PassBuffers {
        std::uint64_t image, lines, table, output;
    };
    // Pass `pass` over `channels` channels' worth of workgroups (all three, or one) of `buffers`.
    void launch_pass(int pass, int channels, const PassBuffers& buffers, void* stream);

    backend::Device& device_;
    BloomGeometry geometry_;
    ModuleGeometry image_module_;
    std::shared_ptr<backend::Module> module_;
    DeviceBuffer image_, lines_, table_, output_;
    std::unique_ptr<ChannelStreams> channels_;  // views of the four buffers above, in that order
};

}  // namespace prism::bloom
