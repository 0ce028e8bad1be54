// Kernels that only a GPU's tuning plans, run on the test device: the device is opened through the
// backend and wrapped so that it reports a warp of 32 threads, which makes the planner take the
// GPU rows of plan/tuning.cpp (one pass as long as shared memory allows, Rader in registers up to
// 31 in fp32 on OpenCL GPUs). On PoCL, whose CPU rows cap a pass at 1024 points, this is how a
// kernel with two shared-memory Rader stages (37 x 41 = 1517) runs at all (on CUDA it is 61 x 67); its
// results are checked against FFTW in long double with the suites' bound. Staged paired rows (short
// odd-length r2c and c2r) run in a GPU's block shapes and padded shared layouts likewise.
#include <gtest/gtest.h>

#include <algorithm>
#include <complex>
#include <memory>
#include <string>
#include <vector>

#include "backend/device.hpp"
#include "common/real_reference.hpp"
#include "common/reference.hpp"
#include "core/problem.hpp"
#include "exec/exec_plan.hpp"
#include "plan/factorize.hpp"
#include "plan/lower.hpp"
#include "plan/tuning.hpp"
#include "support/forwarding_device.hpp"
#include "support/test_env.hpp"

namespace {

using namespace prism;

// Every call goes to the wrapped device; only info() differs.
class WarpOf32Device final : public backend::ForwardingDevice {
public:
    explicit WarpOf32Device(std::unique_ptr<backend::Device> device)
        : ForwardingDevice(std::move(device)), info_(wrapped().info()) {
        info_.warp_size = 32;
    }
    const DeviceInfo& info() const override { return info_; }

private:
    DeviceInfo info_;
};

template <class T>
double transform_error(backend::Device& device, const exec::ExecPlan& plan, const Config& c, int sign) {
    const std::int64_t size = c.shape[0], batch = c.batch;
    auto in = reference::random_complex(static_cast<std::size_t>(size * batch),
                                        5 + static_cast<std::uint64_t>(size));
    auto ref = reference::dft_batched(in, c.shape, batch, sign);
    std::vector<std::complex<T>> host(in.begin(), in.end());
    const std::size_t bytes = host.size() * sizeof(host[0]);
    backend::Memory buffer = device.allocate(bytes);
    device.upload(buffer, 0, host.data(), bytes, nullptr);
    plan.execute(sign < 0 ? Direction::forward : Direction::inverse, buffer.handle, buffer.handle, nullptr);
    device.synchronize(nullptr);
    device.download(host.data(), buffer, 0, bytes, nullptr);
    device.release(buffer);
    return reference::relative_l2_error(host.data(), ref);
}

std::shared_ptr<backend::Device> open_warp_of_32_device() {
    return std::make_shared<WarpOf32Device>(
        backend::open_device(test::test_backend(), test::test_device(), {}));
}

TEST(GpuTuning, TwoSharedRaderStagesInOneKernel) {
    std::shared_ptr<backend::Device> device;
    try {
        device = open_warp_of_32_device();
    } catch (const Error& e) {
        GTEST_FAIL() << "no test device: " << e.what();
    }
    ASSERT_EQ(plan::classify(device->info()) == plan::DeviceClass::cpu, false);
    for (Precision precision : {Precision::F32, Precision::F64}) {
        // The two smallest primes past the device class's register limits (Rader's, and the pairs'
        // of plain rows) whose p - 1 is 13-smooth, as shared Rader beside other factors asks:
        // OpenCL GPU rows (PoCL wrapped) give 37 x 41 in fp32, 23 x 29 in fp64; CUDA's rows (an
        // NVIDIA GPU) 61 x 67 in both, within shared_rader_beside_factors_up_to.
        const auto& t = plan::block_shape_tuning(plan::classify(device->info()), precision);
        std::vector<std::int64_t> primes;
        const int register_primes_to = std::max(t.largest_rader_prime, t.plain_rows_pairs_up_to);
        for (std::int64_t p = register_primes_to + 1; primes.size() < 2; ++p)
            if (plan::is_shared_rader_prime(p, t.largest_rader_prime, t.largest_shared_rader_prime) &&
                plan::has_butterfly_factors(p - 1, 0))
                primes.push_back(p);
        Config c;
        c.shape = {primes[0] * primes[1]};
        c.precision = precision;
        c.batch = 2;
        exec::ExecPlan plan(device, c);
        const auto& kernels = plan.graph().kernels;
        ASSERT_EQ(kernels.size(), 1u) << c.shape[0];
        ASSERT_EQ(kernels[0].shared_rader.size(), 2u) << c.shape[0];
        const bool fp64 = precision == Precision::F64;
        for (int sign : {-1, 1}) {
            const double error = fp64 ? transform_error<double>(*device, plan, c, sign)
                                      : transform_error<float>(*device, plan, c, sign);
            EXPECT_LE(error, reference::error_bound(reference::k_suite_bound_factor, fp64, c.shape[0]))
                << c.shape[0] << " sign " << sign;
        }
    }
}

namespace {

struct RealErrors {
    double r2c = 0, c2r = 0;
};

// The plan run once out of place on `in`: its `out_count` outputs, read back.
template <class Out, class In>
std::vector<Out> run_out_of_place(backend::Device& device, const exec::ExecPlan& plan, Direction direction,
                                  const std::vector<In>& in, std::size_t out_count) {
    const std::size_t in_bytes = in.size() * sizeof(In), out_bytes = out_count * sizeof(Out);
    backend::Memory source = device.allocate(in_bytes), target = device.allocate(out_bytes);
    device.upload(source, 0, in.data(), in_bytes, nullptr);
    plan.execute(direction, source.handle, target.handle, nullptr);
    device.synchronize(nullptr);
    std::vector<Out> out(out_count);
    device.download(out.data(), target, 0, out_bytes, nullptr);
    device.release(source);
    device.release(target);
    return out;
}

// An out-of-place r2c of random rows against FFTW in long double, and the c2r of the exact
// spectrum against FFTW's c2r of it.
template <class T>
RealErrors real_errors(backend::Device& device, const exec::ExecPlan& plan, std::int64_t n,
                       std::int64_t batch) {
    const auto x =
        reference::random_real(static_cast<std::size_t>(n * batch), 7 + static_cast<std::uint64_t>(n));
    const auto spectrum = reference::r2c(x, {n}, batch);
    const auto back = reference::c2r(spectrum, {n}, batch);
    const auto got_spectrum = run_out_of_place<std::complex<T>>(
        device, plan, Direction::forward, std::vector<T>(x.begin(), x.end()), spectrum.size());
    const auto got_back =
        run_out_of_place<T>(device, plan, Direction::inverse,
                            std::vector<std::complex<T>>(spectrum.begin(), spectrum.end()), x.size());
    return {reference::relative_l2_error(got_spectrum.data(), spectrum),
            reference::relative_l2_error_real(got_back.data(), back)};
}

}  // namespace

// Odd-length real transforms pair rows a, b into one FFT of a + i b, and short ones copy both
// sides through shared memory (staged loads and stores). On PoCL the CPU rows give small blocks
// and the default shared layout; with a warp of 32 the blocks take up to 256 sequences and the
// bank model pads their rows (17 elements apart for n = 15), as on a GPU. 1001 rows leave the last
// block ragged and its last sequence without a row b. The r2c's spectra are checked against FFTW
// in long double, and the c2r of the exact spectra against FFTW's c2r of them.
TEST(GpuTuning, StagedPairedRowsInGpuBlockShapes) {
    std::shared_ptr<backend::Device> device;
    try {
        device = open_warp_of_32_device();
    } catch (const Error& e) {
        GTEST_FAIL() << "no test device: " << e.what();
    }
    constexpr std::int64_t k_rows = 1001;
    for (Precision precision : {Precision::F32, Precision::F64})
        for (std::int64_t n : {15, 45, 105}) {
            SCOPED_TRACE("n = " + std::to_string(n) + (precision == Precision::F64 ? " f64" : " f32"));
            Config c;
            c.shape = {n};
            c.batch = k_rows;
            c.precision = precision;
            c.transform = Transform::R2C;
            exec::ExecPlan plan(device, c);
            const auto& kernels = plan.graph().kernels;
            ASSERT_EQ(kernels.size(), 2u);
            for (const plan::KernelSpec& k : kernels) {
                // OpenCL GPU rows take radix 8 at most in fp64: 45 and 105 have 9 and 15 threads
                // per sequence there, which read and write directly.
                EXPECT_TRUE(k.read_map.paired_rows()) << k.name;
                EXPECT_EQ(k.stage_input && k.stage_output, k.threads_per_sequence < 8) << k.name;
                EXPECT_LT(k.sequences_per_block, (k_rows + 1) / 2) << k.name;  // more than one block
            }
            EXPECT_TRUE(n != 15 || (kernels[0].stage_input && kernels[1].stage_output));
            const bool fp64 = precision == Precision::F64;
            const RealErrors e = fp64 ? real_errors<double>(*device, plan, n, k_rows)
                                      : real_errors<float>(*device, plan, n, k_rows);
            const double bound = reference::error_bound(reference::k_suite_bound_factor, fp64, n);
            EXPECT_LE(e.r2c, bound);
            EXPECT_LE(e.c2r, bound);
        }
}

}  // namespace

namespace {

// An out-of-place r2r of `kind` over random rows (forward; dct2 <-> dct3 inverse) against FFTW in
// long double.
template <class T>
double r2r_error(backend::Device& device, const exec::ExecPlan& plan, std::int64_t n, std::int64_t batch,
                 R2RKind kind, Direction direction) {
    const auto x =
        reference::random_real(static_cast<std::size_t>(n * batch), 11 + static_cast<std::uint64_t>(n));
    const R2RKind run = direction == Direction::forward ? kind : reference::r2r_inverse(kind);
    const auto ref = reference::r2r(x, {n}, batch, {run});
    const auto got =
        run_out_of_place<T>(device, plan, direction, std::vector<T>(x.begin(), x.end()), x.size());
    return reference::relative_l2_error_real(got.data(), ref);
}

}  // namespace

// DCT/DST-II/III rows of 2 x 509 points, which GPU rows (CUDA's, and OpenCL's on PoCL wrapped)
// send to Bluestein: two rows share one convolution in one kernel, whose block holds M = 2048 and
// splits Z[f] against Z[n-f] after the last chirp. 7 rows leave the last pair without a row b.
// Each plan's forward (type II) and inverse (type III) kernels against FFTW in long double.
TEST(GpuTuning, PairedDctRowsOfABluesteinLength) {
    std::shared_ptr<backend::Device> device;
    try {
        device = open_warp_of_32_device();
    } catch (const Error& e) {
        GTEST_FAIL() << "no test device: " << e.what();
    }
    constexpr std::int64_t n = 1018, rows = 7;
    for (Precision precision : {Precision::F32, Precision::F64})
        for (R2RKind kind : {R2RKind::dct2, R2RKind::dst2}) {
            const bool fp64 = precision == Precision::F64;
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + (fp64 ? " f64" : " f32"));
            Config c;
            c.shape = {n};
            c.batch = rows;
            c.precision = precision;
            c.transform = Transform::R2R;
            c.r2r_kinds = {kind};
            exec::ExecPlan plan(device, c);
            const auto& kernels = plan.graph().kernels;
            ASSERT_EQ(kernels.size(), 2u);
            for (const plan::KernelSpec& k : kernels) {
                EXPECT_TRUE(k.read_map.paired_r2r()) << k.name;
                EXPECT_TRUE(k.convolution_op) << k.name;
            }
            const double bound = reference::error_bound(reference::k_suite_bound_factor, fp64, 2 * n);
            for (Direction d : {Direction::forward, Direction::inverse}) {
                const double error = fp64 ? r2r_error<double>(*device, plan, n, rows, kind, d)
                                          : r2r_error<float>(*device, plan, n, rows, kind, d);
                EXPECT_LE(error, bound) << (d == Direction::forward ? "forward" : "inverse");
            }
        }
}

// From 2^22 points a GPU's four-step computes its twiddles instead of reading the split table
// (plan/tuning.cpp); on PoCL wrapped as a GPU, those kernels run against FFTW in long double. Past
// 2^24 points fp32 computes each twiddle from two exact parts: where the device class's rows reach
// 2^25 (CUDA), that runs too.
TEST(GpuTuning, ComputedFourStepTwiddles) {
    std::shared_ptr<backend::Device> device;
    try {
        device = open_warp_of_32_device();
    } catch (const Error& e) {
        GTEST_FAIL() << "no test device: " << e.what();
    }
    std::vector<std::int64_t> lengths = {1 << 22};
    if (plan::computes_four_step_twiddle(plan::classify(device->info()), Precision::F32, 1 << 25))
        lengths.push_back(1 << 25);
    for (std::int64_t n : lengths) {
        Config c;
        c.shape = {n};
        c.precision = Precision::F32;
        exec::ExecPlan plan(device, c);
        int computed = 0;
        for (const auto& k : plan.graph().kernels) computed += k.store_op.computed;
        ASSERT_GT(computed, 0) << n;
        for (int sign : {-1, 1})
            EXPECT_LE(transform_error<float>(*device, plan, c, sign),
                      reference::error_bound(reference::k_suite_bound_factor, false, c.shape[0]))
                << n << " sign " << sign;
    }
}

// Kernels whose own limit is below the plan's block (the device admits more): ExecPlan plans
// again within the limit, and the narrower kernels still match FFTW in long double. A Stockham
// length in fp32 and a Bluestein length in fp64, each planned wider than the limit at first.
TEST(GpuTuning, PlansAgainWithinAKernelsOwnThreadLimit) {
    constexpr std::size_t k_limit = 64;
    std::shared_ptr<test::KernelLimitDevice> device;
    try {
        device = std::make_shared<test::KernelLimitDevice>(
            backend::open_device(test::test_backend(), test::test_device(), {}), k_limit);
    } catch (const Error& e) {
        GTEST_FAIL() << "no test device: " << e.what();
    }
    struct Case {
        std::vector<std::int64_t> lengths;  // the first whose plan has a block past the limit
        Precision precision;
    };
    const auto widest_planned = [&](const Config& c) {
        int widest = 0;
        for (const auto& kernel : plan::plan_and_lower(core::make_problem(c), device->info()).graph.kernels)
            widest = std::max(widest, kernel.threads_per_block());
        return widest;
    };
    // fp64 Bluestein: 1031's one kernel on CUDA (243 threads; 167's measured row takes 32), 167 on
    // PoCL (1031 runs four narrow passes there).
    for (const Case& k : {Case{{2048}, Precision::F32}, Case{{1031, 167}, Precision::F64}}) {
        Config c;
        c.precision = k.precision;
        c.batch = 2;
        for (std::int64_t n : k.lengths) {
            c.shape = {n};
            if (widest_planned(c) > static_cast<int>(k_limit)) break;
        }
        const std::int64_t n = c.shape[0];
        ASSERT_GT(widest_planned(c), static_cast<int>(k_limit))
            << n << ": the case would not test planning again";
        exec::ExecPlan plan(device, c);
        for (const auto& kernel : plan.graph().kernels) EXPECT_LE(kernel.threads_per_block(), 64) << n;
        const bool fp64 = k.precision == Precision::F64;
        for (int sign : {-1, 1}) {
            const double error = fp64 ? transform_error<double>(*device, plan, c, sign)
                                      : transform_error<float>(*device, plan, c, sign);
            EXPECT_LE(error, reference::error_bound(reference::k_suite_bound_factor, fp64, n))
                << n << " sign " << sign;
        }
    }
    EXPECT_GT(device->widest_launch, 0u);
    EXPECT_LE(device->widest_launch, k_limit);
}
