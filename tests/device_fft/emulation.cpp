#include "emulation.hpp"

#include <barrier>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

namespace prism::device_fft_test::emulation {
namespace {

struct Warp {
    std::barrier<> sync{k_warp_size};
    double lanes[k_warp_size] = {};  // a float survives the round trip through double exactly
};

struct Workgroup {
    explicit Workgroup(unsigned threads) : sync(threads) {
        for (unsigned w = 0; w < threads / k_warp_size; ++w) warps.push_back(std::make_unique<Warp>());
    }
    std::barrier<> sync;
    std::vector<std::unique_ptr<Warp>> warps;
};

struct Invocation {
    unsigned index = 0;
    Workgroup* group = nullptr;
};
thread_local Invocation current;

double exchange(double value, unsigned mask) {
    Warp& warp = *current.group->warps[current.index / k_warp_size];
    const unsigned lane = current.index % k_warp_size;
    warp.lanes[lane] = value;
    warp.sync.arrive_and_wait();
    const double received = warp.lanes[lane ^ mask];
    warp.sync.arrive_and_wait();  // nobody overwrites a lane before everyone has read it
    return received;
}

}  // namespace

unsigned thread_index() { return current.index; }
float shuffle_xor(float value, unsigned mask) { return static_cast<float>(exchange(value, mask)); }
double shuffle_xor(double value, unsigned mask) { return exchange(value, mask); }
void workgroup_barrier() { current.group->sync.arrive_and_wait(); }

void run_workgroup(unsigned threads, const std::function<void()>& body) {
    if (threads == 0 || threads % k_warp_size != 0)
        throw std::invalid_argument("run_workgroup: threads must be a positive multiple of the warp size");
    Workgroup group(threads);
    std::vector<std::jthread> invocations;
    invocations.reserve(threads);
    for (unsigned t = 0; t < threads; ++t)
        invocations.emplace_back([&group, &body, t] {
            current = {t, &group};
            body();
        });
}

}  // namespace prism::device_fft_test::emulation
