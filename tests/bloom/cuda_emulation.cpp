#include "cuda_emulation.hpp"

#include <barrier>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

namespace prism::bloom::emulation {
namespace {

constexpr unsigned k_warp = 32;

struct Warp {
    std::barrier<> sync{k_warp};
    float lanes[k_warp] = {};
};

struct Block {
    explicit Block(unsigned threads) : sync(threads) {
        for (unsigned w = 0; w < threads / k_warp; ++w) warps.push_back(std::make_unique<Warp>());
    }
    std::barrier<> sync;
    std::vector<std::unique_ptr<Warp>> warps;
};

struct Current {
    Index3 thread, block;
    Block* group = nullptr;
};
thread_local Current current;

}  // namespace

const Index3& thread_index() { return current.thread; }
const Index3& block_index() { return current.block; }
void barrier() { current.group->sync.arrive_and_wait(); }

float shuffle_xor(float value, unsigned mask) {
    Warp& warp = *current.group->warps[current.thread.x / k_warp];
    const unsigned lane = current.thread.x % k_warp;
    warp.lanes[lane] = value;
    warp.sync.arrive_and_wait();
    const float received = warp.lanes[lane ^ mask];
    warp.sync.arrive_and_wait();  // no lane is overwritten before every lane has read
    return received;
}

void launch(unsigned blocks, unsigned threads, const std::function<void()>& kernel) {
    if (threads == 0 || threads % k_warp != 0)
        throw std::invalid_argument("emulation: threads must be whole warps");
    for (unsigned b = 0; b < blocks; ++b) {
        Block block(threads);
        std::vector<std::jthread> invocations;
        for (unsigned t = 0; t < threads; ++t)
            invocations.emplace_back([&, t] {
                current = {{t, 0, 0}, {b, 0, 0}, &block};
                kernel();
            });
    }
}

}  // namespace prism::bloom::emulation
