// The bloom's colour channels on streams of their own. One pass over all three channels ends in a
// partial wave (1280x720: 540 workgroups of passes 1 and 3 for 528 places on an H100), and the
// GPU idles while a pass drains and the next one fills; with a stream per channel, one channel's
// passes run in the gaps another channel's leave. Each stream gets views of its channel's planes:
// launched with one plane's workgroups, the kernels find "channel 0" at the start of the view.
#pragma once

#include <memory>
#include <vector>

#include "backend/device.hpp"
#include "device_buffer.hpp"

namespace prism::bloom {

class ChannelStreams {
public:
    static constexpr int k_channels = 3;

    // Views of each buffer's k_channels equal planes. Inactive where the device offers no side
    // streams, or a plane's size is not a multiple of the device's view alignment (OpenCL).
    ChannelStreams(backend::Device& device, const std::vector<const DeviceBuffer*>& buffers);

    bool active() const { return !views_.empty(); }
    // The stream of `channel`: the caller's own for channel 0, a side stream for the others.
    void* stream(int channel, void* main) const;
    // Buffer `buffer` (its index in the constructor's list) of `channel`.
    std::uint64_t plane(int channel, int buffer) const;
    void fork(void* main);  // the side streams wait for what `main` holds now
    void join(void* main);  // `main` waits for what the side streams hold now

private:
    backend::Device& device_;
    std::vector<std::unique_ptr<backend::SideStream>> side_;  // channels 1 .. k_channels-1
    std::vector<BufferView> views_;                           // [channel][buffer]
    std::size_t buffers_ = 0;
};

}  // namespace prism::bloom
