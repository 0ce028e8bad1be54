// The CUDA workgroup FFT (workgroup_fft.cuh), run on the host with one thread per invocation,
// against FFTW in long double: Nabla order, inverse after forward, and the real-signal helpers.
// This is the same template code the GPU runs, barriers and warp shuffles included.
#include <gtest/gtest.h>

#include <map>
#include <utility>

#include "emulation.hpp"  // first: it defines the hooks workgroup_fft.cuh uses
#include "fft_checks.hpp"
#include "fft_config.hpp"
#include "kernels/fft_test_kernels.cuh"
#include "support/test_env.hpp"

namespace prism::device_fft_test {
namespace {

using prism::device::complex_t;
using prism::device::ConstevalParameters;

// The shared-memory accessor: one workgroup's scratch array, synchronised by the emulated barrier.
template <class S>
struct HostSharedAccessor {
    complex_t<S>* data;
    void get(unsigned index, complex_t<S>& value) const { value = data[index]; }
    void set(unsigned index, const complex_t<S>& value) { data[index] = value; }
    void workgroupExecutionAndMemoryBarrier() { emulation::workgroup_barrier(); }
};

template <class T>
T* as(Bytes* bytes, std::size_t offset) {
    return reinterpret_cast<T*>(bytes->data()) + offset;
}

// One invocation's share of kernel `name` on FFT `fft` of the batch.
template <class P>
void invoke(const std::string& name, unsigned fft, const std::vector<Bytes*>& buffers,
            HostSharedAccessor<typename P::scalar_t> shared) {
    using S = typename P::scalar_t;
    using C = complex_t<S>;
    const std::size_t n = P::FFTLength, whole = fft * n, half = fft * n / 2;
    if (name == "c2c_global")
        prism_test::c2c_global<P>(as<C>(buffers[0], whole), as<C>(buffers[1], whole), shared);
    else if (name == "c2c_preloaded")
        prism_test::c2c_preloaded<P>(as<C>(buffers[0], whole), as<C>(buffers[1], whole), shared);
    else if (name == "real")
        prism_test::real_roundtrip<P>(as<S>(buffers[0], whole), as<S>(buffers[1], whole),
                                      as<C>(buffers[2], half), as<C>(buffers[3], half), shared);
    else
        ADD_FAILURE() << "no kernel " << name;
}

template <class P>
void run_batch(const std::string& name, unsigned batch, const std::vector<Bytes*>& buffers) {
    for (unsigned fft = 0; fft < batch; ++fft) {
        std::vector<complex_t<typename P::scalar_t>> scratch(P::SharedMemoryElements);
        emulation::run_workgroup(P::WorkgroupSize, [&] { invoke<P>(name, fft, buffers, {scratch.data()}); });
    }
}

using BatchFunction = void (*)(const std::string&, unsigned, const std::vector<Bytes*>&);

// Instantiated configurations: W from 5 (one warp) to 10 (1024 threads), length up to 2^12. The
// smoke tier runs those up to 2^10 (an emulated barrier costs a context switch per invocation).
constexpr unsigned k_min_w = 5, k_max_w = 10, k_max_length_log2 = 12, k_max_e = 7;
constexpr unsigned k_smoke_length_log2 = 10;

template <unsigned E, unsigned W>
void add_config(std::map<std::pair<unsigned, bool>, BatchFunction>& table) {
    if constexpr (E + W <= k_max_length_log2) {
        table[{E * 100 + W, false}] = &run_batch<ConstevalParameters<E, W, float>>;
        table[{E * 100 + W, true}] = &run_batch<ConstevalParameters<E, W, double>>;
    }
}

template <unsigned W, unsigned... Es>
void add_row(std::map<std::pair<unsigned, bool>, BatchFunction>& table,
             std::integer_sequence<unsigned, Es...>) {
    (add_config<Es + 1, W>(table), ...);
}

const std::map<std::pair<unsigned, bool>, BatchFunction>& config_table() {
    static const auto table = [] {
        std::map<std::pair<unsigned, bool>, BatchFunction> built;
        [&]<unsigned... Ws>(std::integer_sequence<unsigned, Ws...>) {
            (add_row<Ws + k_min_w>(built, std::make_integer_sequence<unsigned, k_max_e>{}), ...);
        }
        (std::make_integer_sequence<unsigned, k_max_w - k_min_w + 1>{});
        return built;
    }();
    return table;
}

class EmulationRunner : public KernelRunner {
public:
    void run(const std::string& name, const FftConfig& config, unsigned batch,
             const std::vector<Bytes*>& buffers) override {
        const auto found = config_table().find({config.e * 100 + config.w, config.fp64});
        ASSERT_NE(found, config_table().end()) << config.tag() << " is not instantiated for emulation";
        found->second(name, batch, buffers);
    }
};

std::vector<FftConfig> emulated_configs() {
    const bool full = prism::test::test_tier() == prism::test::Tier::full;
    return selected_configs(
        legal_configs(k_min_w, k_max_w, full ? k_max_length_log2 : k_smoke_length_log2, k_max_e));
}

TEST(DeviceFftHostEmulation, ComplexTransformsMatchFftwInNablaOrder) {
    EmulationRunner runner;
    for (const FftConfig& config : emulated_configs())
        for (const char* kind : {"global", "preloaded"}) {
            if (std::string(kind) == "preloaded" && config.e > k_max_preloaded_e) continue;
            expect_within_bounds(check_c2c(runner, config, kind, 1), config.tag() + " " + kind);
        }
    report_worst_case("host emulation ComplexTransformsMatchFftwInNablaOrder");
}

TEST(DeviceFftHostEmulation, RealHelpersMatchFftwR2c) {
    EmulationRunner runner;
    for (const FftConfig& config : emulated_configs()) {
        if (config.e > k_max_preloaded_e) continue;
        expect_within_bounds(check_real(runner, config, 1), config.tag() + " real");
    }
    report_worst_case("host emulation RealHelpersMatchFftwR2c");
}

}  // namespace
}  // namespace prism::device_fft_test
