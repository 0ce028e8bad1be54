#include "channel_streams.hpp"

namespace prism::bloom {

ChannelStreams::ChannelStreams(backend::Device& device, const std::vector<const DeviceBuffer*>& buffers)
    : device_(device), buffers_(buffers.size()) {
    for (const DeviceBuffer* buffer : buffers)
        if (buffer->bytes() % k_channels != 0 ||
            (buffer->bytes() / k_channels) % device.view_alignment() != 0)
            return;
    for (int channel = 1; channel < k_channels; ++channel) {
        std::unique_ptr<backend::SideStream> side = device.create_stream();
        if (!side) {
            side_.clear();
            return;
        }
        side_.push_back(std::move(side));
    }
    for (int channel = 0; channel < k_channels; ++channel)
        for (const DeviceBuffer* buffer : buffers) {
            const std::size_t plane = buffer->bytes() / k_channels;
            views_.emplace_back(device, *buffer, channel * plane, plane);
        }
}

void* ChannelStreams::stream(int channel, void* main) const {
    return channel == 0 ? main : side_[static_cast<std::size_t>(channel - 1)]->native();
}

std::uint64_t ChannelStreams::plane(int channel, int buffer) const {
    return views_[static_cast<std::size_t>(channel) * buffers_ + static_cast<std::size_t>(buffer)].handle();
}

void ChannelStreams::fork(void* main) {
    for (const auto& side : side_) device_.wait_for(side->native(), main);
}

void ChannelStreams::join(void* main) {
    for (const auto& side : side_) device_.wait_for(main, side->native());
}

}  // namespace prism::bloom
