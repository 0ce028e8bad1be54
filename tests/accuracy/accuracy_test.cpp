// C2C transforms against FFTW in long double: relative L2 error <= c * eps * log2(N) on random
// inputs in [-1, 1] and on impulses, over the case matrix (tests/support/case_matrix.hpp). Every
// failure prints the case token; PRISM_TEST_TIER=full runs the whole matrix. The real transforms'
// groups are in real_accuracy_test.cpp, the checks of the matrix itself in case_matrix_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "common/real_reference.hpp"
#include "common/reference.hpp"
#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "support/accuracy_check.hpp"
#include "support/bluestein_lengths.hpp"
#include "support/case_matrix.hpp"
#include "support/case_runner.hpp"
#include "support/error_log.hpp"
#include "support/layout.hpp"
#include "support/test_env.hpp"

namespace {

using namespace prism::test;

// The bound's constant for the test below that no token can describe (check_accuracy holds the
// rest to the same one).
constexpr double k_c = prism::reference::k_suite_bound_factor;

// The worst ratios of the whole executable print when it ends (error_log.hpp).
[[maybe_unused]] const auto* const k_summary =
    ::testing::AddGlobalTestEnvironment(make_error_summary_environment());

// The relative error of one in-place transform of `in` against `ref`.
template <class T>
double transform_error(const prism::Context& ctx, const prism::Config& c,
                       const std::vector<prism::reference::cld>& in,
                       const std::vector<prism::reference::cld>& ref, int sign) {
    prism::Plan plan = ctx.plan(c);
    std::vector<std::complex<T>> host(in.begin(), in.end());
    prism::Buffer buffer = ctx.allocate(host.size() * sizeof(host[0]));
    buffer.upload(host);
    sign < 0 ? plan.forward(buffer) : plan.inverse(buffer);
    ctx.synchronize();
    buffer.download(host);
    return prism::reference::relative_l2_error(host.data(), ref);
}

// The relative error of `c`'s transform (sign -1 forward, +1 inverse) of random data drawn from
// `seed`, against FFTW long double.
double random_input_error(const prism::Context& ctx, const prism::Config& c, int sign, std::uint64_t seed) {
    std::int64_t size = c.batch;
    for (std::int64_t n : c.shape) size *= n;
    auto in = prism::reference::random_complex(static_cast<std::size_t>(size), seed);
    auto ref = prism::reference::dft_batched(in, c.shape, c.batch, sign);
    return c.precision == prism::Precision::F64 ? transform_error<double>(ctx, c, in, ref, sign)
                                                : transform_error<float>(ctx, c, in, ref, sign);
}

TEST(Accuracy, EachRadixAndItsPowers) { check_accuracy(radix_cases(test_tier())); }

TEST(Accuracy, MixedRadices) { check_accuracy(mixed_radix_cases(test_tier())); }

TEST(Accuracy, Rank2And3WithBatch) { check_accuracy(rank_cases(test_tier())); }

TEST(Accuracy, FusedPlanesInOneBlockAndOnClusters) { check_accuracy(plane_cases(test_tier())); }

TEST(Accuracy, StridedPaddedAndInterleavedLayouts) { check_accuracy(layout_cases(test_tier())); }

TEST(Accuracy, Normalizations) { check_accuracy(norm_cases(test_tier())); }

// The big groups are dealt into chunks (by config) that ctest runs in parallel.
constexpr int k_chunks = 4;

class AccuracySizes : public ::testing::TestWithParam<int> {};
TEST_P(AccuracySizes, SmoothSizesUpTo4096) {
    check_accuracy(chunk(size_cases(test_tier()), GetParam(), k_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracySizes, ::testing::Range(0, k_chunks));

class AccuracyLarge : public ::testing::TestWithParam<int> {};
TEST_P(AccuracyLarge, SinglePassSizesAbove4096) {
    check_accuracy(chunk(large_cases(test_tier()), GetParam(), k_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracyLarge, ::testing::Range(0, k_chunks));

// Any length: Bluestein for large prime factors, four-step for lengths past one pass, both nested.
TEST(Accuracy, SizesWithLargePrimeFactors) { check_accuracy(unsupported_size_cases()); }

// ~3000 sizes in the full tier: 16 chunks keep a 16-core GPU host's compilers busy.
constexpr int k_non_smooth_chunks = 16;
class AccuracyNonSmooth : public ::testing::TestWithParam<int> {};
TEST_P(AccuracyNonSmooth, EverySizeWithALargePrimeFactorUpTo4096) {
    check_accuracy(chunk(non_smooth_size_cases(test_tier()), GetParam(), k_non_smooth_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracyNonSmooth, ::testing::Range(0, k_non_smooth_chunks));

TEST(Accuracy, Primes) { check_accuracy(prime_cases(test_tier())); }

constexpr int k_shared_rader_chunks = 2;
class AccuracySharedRader : public ::testing::TestWithParam<int> {};
TEST_P(AccuracySharedRader, PrimesThroughSharedMemoryFirstMiddleAndLast) {
    check_accuracy(chunk(shared_rader_cases(test_tier()), GetParam(), k_shared_rader_chunks));
}
INSTANTIATE_TEST_SUITE_P(Chunk, AccuracySharedRader, ::testing::Range(0, k_shared_rader_chunks));

// What the case tokens cannot say: 64-bit indices and computed twiddles, with a shared Rader stage
// first (4093), in the middle (762 = 3 x 127 x 2, whose stage twiddles are then computed too) and
// in a 2-D plan; forward and inverse against FFTW long double.
TEST(Accuracy, SharedRaderWithWideIndicesAndComputedTwiddles) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    struct Row {
        std::vector<std::int64_t> shape;
        prism::Precision precision;
        prism::IndexWidth index;
        prism::TwiddleSource twiddles;
    };
    const std::vector<Row> rows = {
        {{4093}, prism::Precision::F32, prism::IndexWidth::i64, prism::TwiddleSource::table},
        {{127}, prism::Precision::F64, prism::IndexWidth::i64, prism::TwiddleSource::table},
        {{762}, prism::Precision::F32, prism::IndexWidth::i32, prism::TwiddleSource::computed},
        {{61, 8}, prism::Precision::F32, prism::IndexWidth::i64, prism::TwiddleSource::computed}};
    for (const Row& row : rows) {
        prism::Config c;
        c.shape = row.shape;
        c.batch = 2;
        c.precision = row.precision;
        c.index_width = row.index;
        c.twiddles = row.twiddles;
        const std::int64_t size = c.shape.size() == 1 ? c.shape[0] : c.shape[0] * c.shape[1];
        for (int sign : {-1, 1}) {
            const bool fp64 = row.precision == prism::Precision::F64;
            const double error = random_input_error(ctx, c, sign, static_cast<std::uint64_t>(11 + size));
            EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, size))
                << "shape " << c.shape[0] << " sign " << sign;
        }
    }
}

// Every radix list the tuner may time gives the same transform: each candidate order and split of a
// few lengths (Config::stage_radices), forward and inverse, against FFTW long double. The smoke
// tier takes three candidates of two lengths, one per precision (each list is a kernel to compile).
TEST(Accuracy, EveryRadixCandidateOfALength) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const bool full = test_tier() == Tier::full;
    const std::vector<std::int64_t> lengths = full ? std::vector<std::int64_t>{120, 1890, 1024, 3600}
                                                   : std::vector<std::int64_t>{120, 1890};
    for (std::int64_t n : lengths) {
        for (const auto& radices : prism::plan::radix_candidates(n, 16, full ? 16 : 3)) {
            prism::Config c;
            c.shape = {n};
            c.batch = 3;
            c.stage_radices = {radices};
            std::string list;
            for (int r : radices) list += std::to_string(r) + " ";
            for (bool fp64 : {false, true}) {
                if (!full && fp64 != (n == 1890)) continue;
                c.precision = fp64 ? prism::Precision::F64 : prism::Precision::F32;
                for (int sign : {-1, 1}) {
                    const double error =
                        random_input_error(ctx, c, sign, static_cast<std::uint64_t>(n + radices.front()));
                    EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, n))
                        << n << " as " << list << (fp64 ? "f64" : "f32") << " sign " << sign;
                }
            }
        }
    }
}

// Block shapes `prism tune --shapes` times and the measured table may hold (Config::kernel_shapes):
// few threads (many rounds a stage), threads that do not divide a stage's butterflies, more threads
// than a stage has butterflies, each with and without a launch bound; forward and inverse against
// FFTW long double. The smoke tier takes one shape per length and precision.
TEST(Accuracy, KernelShapes) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const bool full = test_tier() == Tier::full;
    const struct {
        std::int64_t n;
        int threads;
        int blocks;
    } shapes[] = {{1000, 7, 0}, {1000, 500, 2}, {2310, 77, 2}, {2310, 33, 3}, {4096, 100, 0}, {4096, 1024, 2}};
    for (std::size_t i = 0; i < std::size(shapes); ++i) {
        const auto& s = shapes[i];
        prism::Config c;
        c.shape = {s.n};
        c.batch = 3;
        c.kernel_shapes = {{s.n, s.threads, s.blocks}};
        for (bool fp64 : {false, true}) {
            if (!full && fp64 != (i % 2 == 1)) continue;
            c.precision = fp64 ? prism::Precision::F64 : prism::Precision::F32;
            for (int sign : {-1, 1}) {
                const double error = random_input_error(ctx, c, sign, static_cast<std::uint64_t>(s.n + s.threads));
                EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, s.n))
                    << s.n << " on " << s.threads << " threads, bound " << s.blocks << (fp64 ? " f64" : " f32")
                    << " sign " << sign;
            }
        }
    }
}

// Real kernels of a measured kind on shapes the planner would not choose (Config::kernel_shapes and
// stage_radices, which `prism tune` sets on R2C and DCT-II/III cases; odd R2C lengths run as
// paired rows). An R2C: the r2c of random reals against FFTW long double's, then the c2r of that
// spectrum against FFTW's. A DCT-II: the transform and its inverse kind, each against FFTW's r2r.
// Out of place for R2C, in place for R2R.
template <class T>
void expect_real_kernels_accurate(const prism::Context& ctx, const prism::Config& c, std::uint64_t seed) {
    namespace ref = prism::reference;
    const std::int64_t n = c.shape.at(0);
    const bool fp64 = sizeof(T) == 8, r2c = c.transform == prism::Transform::R2C;
    const double bound = ref::error_bound(k_c, fp64, n);
    ref::real_values x;
    for (const auto& v : ref::random_complex(static_cast<std::size_t>(n * c.batch), seed)) x.push_back(v.real());
    std::vector<T> reals(x.begin(), x.end());
    prism::Plan plan = ctx.plan(c);
    prism::Buffer real_buffer = ctx.allocate(reals.size() * sizeof(T));
    real_buffer.upload(reals);
    if (r2c) {
        const std::vector<ref::cld> spectrum = ref::r2c(x, c.shape, c.batch);
        std::vector<std::complex<T>> half(spectrum.size());
        prism::Buffer complex_buffer = ctx.allocate(half.size() * sizeof(half[0]));
        plan.forward(real_buffer, complex_buffer);
        ctx.synchronize();
        complex_buffer.download(half);
        EXPECT_LE(ref::relative_l2_error(half.data(), spectrum), bound) << "r2c";
        half.assign(spectrum.begin(), spectrum.end());
        complex_buffer.upload(half);
        plan.inverse(complex_buffer, real_buffer);
        ctx.synchronize();
        real_buffer.download(reals);
        EXPECT_LE(ref::relative_l2_error_real(reals.data(), ref::c2r(spectrum, c.shape, c.batch)), bound) << "c2r";
        return;
    }
    plan.forward(real_buffer);
    ctx.synchronize();
    real_buffer.download(reals);
    EXPECT_LE(ref::relative_l2_error_real(reals.data(), ref::r2r(x, c.shape, c.batch, c.r2r_kinds)), bound)
        << "forward";
    reals.assign(x.begin(), x.end());
    real_buffer.upload(reals);
    plan.inverse(real_buffer);
    ctx.synchronize();
    real_buffer.download(reals);
    const std::vector<prism::R2RKind> inverse{ref::r2r_inverse(c.r2r_kinds.at(0))};
    EXPECT_LE(ref::relative_l2_error_real(reals.data(), ref::r2r(x, c.shape, c.batch, inverse)), bound) << "inverse";
}

TEST(Accuracy, RealKernelShapes) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const bool full = test_tier() == Tier::full;
    const struct {
        prism::Transform transform;
        std::int64_t n;
        std::int64_t kernel_length;  // n / 2 for an even R2C's half-length kernels, else n
        int threads;
        int blocks;
        std::vector<int> radices;
    } shapes[] = {
        {prism::Transform::R2C, 256, 128, 4, 0, {}},
        {prism::Transform::R2C, 1024, 512, 64, 2, {4, 8, 16}},
        {prism::Transform::R2C, 4096, 2048, 100, 0, {}},
        {prism::Transform::R2C, 6000, 3000, 25, 3, {5, 6, 10, 10}},
        {prism::Transform::R2C, 1001, 1001, 77, 2, {7, 11, 13}},  // paired rows (batch 3: one unpaired)
        // the half (1031) by Bluestein in one kernel: a shape of its M = 2187 asks for it
        {prism::Transform::R2C, 2062, 2187, 0, -1, {}},
        {prism::Transform::R2R, 1000, 1000, 20, 0, {8, 5, 5, 5}},
        {prism::Transform::R2R, 2048, 2048, 300, 2, {}}};
    for (std::size_t i = 0; i < std::size(shapes); ++i) {
        const auto& s = shapes[i];
        prism::Config c;
        c.transform = s.transform;
        if (s.transform == prism::Transform::R2R) c.r2r_kinds = {prism::R2RKind::dct2};
        c.shape = {s.n};
        c.batch = 3;
        c.kernel_shapes = {{s.kernel_length, s.threads, s.blocks}};
        if (!s.radices.empty()) c.stage_radices = {s.radices};
        for (bool fp64 : {false, true}) {
            if (!full && fp64 != (i % 2 == 1)) continue;
            c.precision = fp64 ? prism::Precision::F64 : prism::Precision::F32;
            SCOPED_TRACE(std::string(s.transform == prism::Transform::R2C ? "r2c " : "dct2 ") + std::to_string(s.n) +
                         " on " + std::to_string(s.threads) + " threads, bound " + std::to_string(s.blocks) +
                         (fp64 ? " f64" : " f32"));
            const auto seed = static_cast<std::uint64_t>(s.n + s.threads);
            if (fp64)
                expect_real_kernels_accurate<double>(ctx, c, seed);
            else
                expect_real_kernels_accurate<float>(ctx, c, seed);
        }
    }
}

// Composite radices past the cost model's (plan::k_largest_composite_radix), which `prism tune
// --max-radix` times and the measured table may hold: forward and inverse against FFTW long
// double. The smoke tier takes the first three, one precision each.
TEST(Accuracy, WideCompositeRadices) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const bool full = test_tier() == Tier::full;
    const struct {
        std::int64_t n;
        std::vector<int> radices;
    } lists[] = {{3125, {25, 25, 5}}, {1029, {49, 21}}, {1024, {32, 32}},
                 {2401, {49, 49}}, {4096, {64, 64}}, {2025, {45, 45}}, {1715, {5, 49, 7}}};
    for (std::size_t i = 0; i < std::size(lists); ++i) {
        if (!full && i >= 3) break;
        const auto& l = lists[i];
        prism::Config c;
        c.shape = {l.n};
        c.batch = 2;
        c.stage_radices = {l.radices};
        for (bool fp64 : {false, true}) {
            if (!full && fp64 != (i % 2 == 0)) continue;
            c.precision = fp64 ? prism::Precision::F64 : prism::Precision::F32;
            for (int sign : {-1, 1}) {
                const double error = random_input_error(ctx, c, sign, static_cast<std::uint64_t>(l.n));
                EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, l.n))
                    << l.n << " as " << prism::plan::radices_text(l.radices) << (fp64 ? " f64" : " f32") << " sign " << sign;
            }
        }
    }
}

// The measured table's lists (timed on a GPU, checked there by `prism tune`) run on the test device
// too, forced through Config::stage_radices: a plain row's C2C forward against FFTW long double
// (the smoke tier takes every fifth), every real row's R2C or DCT-II both ways, and a Bluestein
// row's C2C forward of a prime padded to its M (sampled as plain rows). Row i goes to chunk i mod
// 8: compiling every row's kernels into an empty cache made one test the longest of the GPU
// machine's 231-274 s suite (and 690 s on PoCL), while the other cores sat idle.
constexpr int k_row_chunks = 8;
class AccuracyMeasuredRows : public ::testing::TestWithParam<int> {};
TEST_P(AccuracyMeasuredRows, MeasuredRadixRows) {
    PRISM_TEST_REQUIRE_CONTEXT(ctx);
    const auto& rows = prism::plan::measured_radix_rows();
    const std::size_t step = test_tier() == Tier::full ? 1 : 5;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (static_cast<int>(i % k_row_chunks) != GetParam()) continue;
        const auto& row = rows[i];
        if (row.kind == prism::plan::MeasuredKernel::bluestein) {
            // A prime that Bluestein pads to the row's M: its one kernel where the row applies
            // (CUDA), and wherever else the planner puts the kernels of M. Sampled as plain rows.
            if (i % step != 0) continue;
            prism::Config c;
            c.shape = {prism::test::bluestein_length_padded_to(row.length, row.device_class, row.precision)};
            ASSERT_GT(c.shape[0], 0) << "row " << i << ": no Bluestein length pads to " << row.length;
            c.batch = 2;
            c.precision = row.precision;
            c.stage_radices = {row.radices};
            const bool fp64 = row.precision == prism::Precision::F64;
            const double error = random_input_error(ctx, c, -1, 7);
            EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, c.shape[0]))
                << "row " << i << ": M " << row.length << ", N " << c.shape[0];
            continue;
        }
        if (row.kind != prism::plan::MeasuredKernel::plain) {
            SCOPED_TRACE("row " + std::to_string(i) + ": length " + std::to_string(row.length));
            prism::Config c;
            const bool r2c = row.kind != prism::plan::MeasuredKernel::r2r_2_3 &&
                             row.kind != prism::plan::MeasuredKernel::r2r_pairs;
            c.transform = r2c ? prism::Transform::R2C : prism::Transform::R2R;
            if (!r2c) c.r2r_kinds = {prism::R2RKind::dct2};
            c.shape = {row.kind == prism::plan::MeasuredKernel::real_even ? 2 * row.length : row.length};
            c.batch = 2;
            c.precision = row.precision;
            c.stage_radices = {row.radices};
            if (row.precision == prism::Precision::F64)
                expect_real_kernels_accurate<double>(ctx, c, 7);
            else
                expect_real_kernels_accurate<float>(ctx, c, 7);
            continue;
        }
        if (i % step != 0) continue;
        prism::Config c;
        c.shape = {row.length};
        c.batch = 2;
        c.precision = row.precision;
        c.stage_radices = {row.radices};
        const bool fp64 = row.precision == prism::Precision::F64;
        const double error = random_input_error(ctx, c, -1, 7);
        EXPECT_LE(error, prism::reference::error_bound(k_c, fp64, row.length)) << "row " << i << ": length " << row.length;
    }
}

INSTANTIATE_TEST_SUITE_P(Chunk, AccuracyMeasuredRows, ::testing::Range(0, k_row_chunks));

TEST(Accuracy, MultiPassLengths) { check_accuracy(multi_pass_cases(test_tier())); }

TEST(Accuracy, MixedShapesOfAnySize) { check_accuracy(mixed_any_size_cases(test_tier())); }

// input_bytes/output_bytes are the bytes each layout spans (largest offset + 1 elements).
TEST(Accuracy, PlansReportTheBytesTheirLayoutsSpan) {
    CaseRunner* runner = test_runner();
    ASSERT_NE(runner, nullptr) << context_failure();
    std::string last;
    for (const Case& c : layout_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        if (config_token(cc) == last) continue;
        last = config_token(cc);
        try {
            const prism::Plan& plan = runner->plan_for(cc);
            const std::size_t element = cc.fp64() ? 16 : 8;
            EXPECT_EQ(plan.input_bytes(), layout_span(cc.in, cc.shape, cc.batch) * element) << last;
            EXPECT_EQ(plan.output_bytes(), layout_span(cc.out, cc.shape, cc.batch) * element) << last;
        } catch (const prism::Error& e) {
            ADD_FAILURE() << last << "\n  prism threw " << describe_error(e);
        }
    }
}

}  // namespace
