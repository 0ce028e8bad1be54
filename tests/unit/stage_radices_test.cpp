// Host-only tests of the radix choice a kernel gets: the candidates a measuring planner times, the
// caller's lists (Config::stage_radices), and the measured table's rows.
#include "plan/stage_radices.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "plan/factorize.hpp"
#include "plan/measured_radices.hpp"
#include "planner_helpers.hpp"
#include "support/bluestein_lengths.hpp"

using namespace prism;

using test::graph_for;
using test::product;

TEST(RadixCandidates, DistinctListsOfTheLengthThatTheGeneratorBuilds) {
    const auto& tuning = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, Precision::F32);
    for (std::int64_t n = 2; n <= 4096; ++n) {
        if (!plan::has_butterfly_factors(n, 0)) continue;
        auto candidates = plan::radix_candidates(n, 16, 12);
        ASSERT_FALSE(candidates.empty()) << n;
        EXPECT_LE(candidates.size(), 12u) << n;
        EXPECT_EQ(candidates.front(), plan::choose_radices(n, 16)) << n << ": the model's list first";
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            EXPECT_EQ(product(candidates[i]), n) << n;
            for (int r : candidates[i]) EXPECT_TRUE(plan::builds_radix(r, tuning)) << n << ": radix " << r;
            for (std::size_t j = 0; j < i; ++j) EXPECT_NE(candidates[i], candidates[j]) << n;
            EXPECT_LE(candidates[i].size(), candidates.front().size() + 1) << n;
        }
    }
}

TEST(RadixCandidates, OffersOtherOrdersAndSplits) {
    auto candidates = plan::radix_candidates(1890, 16, 64);  // 2 * 3^3 * 5 * 7
    EXPECT_GT(candidates.size(), 6u);
    auto has = [&](std::vector<int> r) { return std::find(candidates.begin(), candidates.end(), r) != candidates.end(); };
    EXPECT_TRUE(has({15, 14, 9}));
    EXPECT_TRUE(has({9, 14, 15}));
    // A prime past 13 is a stage of its own, placed first, last or between the others' splits:
    // fp32 DCT-II of 88 ran 1.32x as 8x11 over 11x8 (session 32), so 17x8's orders are timed too.
    candidates = plan::radix_candidates(17 * 8, 16, 12);
    EXPECT_EQ(candidates.front(), (std::vector<int>{17, 8}));
    EXPECT_TRUE(has({8, 17}));
    EXPECT_TRUE(has({17, 4, 2}));
    for (const auto& list : candidates) {
        EXPECT_EQ(product(list), 17 * 8);
        EXPECT_EQ(std::count(list.begin(), list.end(), 17), 1);
    }
}

TEST(StageRadices, TheCallersListReplacesTheModelsWhereverTheLengthOccurs) {
    Config c;
    c.shape = {1890};
    c.batch = 4;
    c.stage_radices = {{9, 14, 15}};
    EXPECT_EQ(graph_for(c).kernels.at(0).radices, (std::vector<int>{9, 14, 15}));
    c.shape = {1890, 30};  // a strided axis of 1890 takes it too; 30 keeps the model's
    c.stage_radices = {{9, 14, 15}, {2, 3, 5}};
    auto g = graph_for(c);
    ASSERT_EQ(g.kernels.size(), 2u);
    EXPECT_EQ(g.kernels[0].radices, (std::vector<int>{2, 3, 5}));
    EXPECT_EQ(g.kernels[1].radices, (std::vector<int>{9, 14, 15}));
}

TEST(StageRadices, RaderPrimesAreRadicesWhereTheDeviceBuildsThem) {
    const auto& cuda = plan::block_shape_tuning(plan::DeviceClass::cuda_gpu, Precision::F32);
    EXPECT_TRUE(plan::builds_radix(16, cuda));
    EXPECT_TRUE(plan::builds_radix(13, cuda));
    EXPECT_TRUE(plan::builds_radix(59, cuda));     // register Rader
    EXPECT_TRUE(plan::builds_radix(4093, cuda));   // shared-memory Rader
    EXPECT_TRUE(plan::builds_radix(25, cuda));     // composites of primes up to 13, up to 64
    EXPECT_TRUE(plan::builds_radix(32, cuda));
    EXPECT_TRUE(plan::builds_radix(49, cuda));
    EXPECT_FALSE(plan::builds_radix(91, cuda));    // past k_largest_composite_radix   // past k_largest_composite_radix
    EXPECT_FALSE(plan::builds_radix(34, cuda));    // 2 x 17: 17 is a stage of its own
    EXPECT_FALSE(plan::builds_radix(2039, cuda));  // 2038 = 2 x 1019: Bluestein
    Config c;
    c.shape = {17 * 16};
    c.stage_radices = {{16, 17}};
    EXPECT_EQ(graph_for(c).kernels.at(0).radices, (std::vector<int>{16, 17}));
}

// The planner's kernels for a row's kind: the C2C of its length, the R2C of twice it (a forward and
// an inverse half-length kernel), the DCT-II of its length (a DCT-II and a DCT-III kernel), of
// one row or of 64 (paired rows), or the C2C of a Bluestein length padded to it (one kernel).
std::vector<plan::KernelSpec> kernels_for_row(const plan::MeasuredRadices& row) {
    Config c;
    c.precision = row.precision;
    c.batch = 64;
    c.shape = {row.length};
    if (row.kind == plan::MeasuredKernel::bluestein) {
        c.shape = {test::bluestein_length_padded_to(row.length, row.device_class, row.precision)};
        EXPECT_GT(c.shape[0], 0) << "no Bluestein length pads to " << row.length;
    } else if (row.kind == plan::MeasuredKernel::real_even) {
        c.transform = Transform::R2C;
        c.shape = {2 * row.length};
    } else if (row.kind == plan::MeasuredKernel::real_pairs) {
        c.transform = Transform::R2C;
    } else if (row.kind == plan::MeasuredKernel::r2r_2_3) {
        c.transform = Transform::R2R;
        c.r2r_kinds = {R2RKind::dct2};
        c.batch = 1;  // many rows would pair up (r2r_pairs)
    } else if (row.kind == plan::MeasuredKernel::r2r_pairs) {
        c.transform = Transform::R2R;
        c.r2r_kinds = {R2RKind::dct2};
    }
    // Planned on a device of the row's GPU, or of none that a GPU's row names (the reference H100
    // would take the H100's rows over the class's).
    DeviceInfo device = api::reference_device(Backend::cuda);
    device.name = row.gpu ? std::string("reference NVIDIA ") + row.gpu : "reference CUDA GPU (sm_90)";
    auto kernels = graph_for(c, device).kernels;
    const bool one = row.kind == plan::MeasuredKernel::plain || row.kind == plan::MeasuredKernel::bluestein;
    EXPECT_EQ(kernels.size(), one ? 1u : 2u) << row.length;
    return kernels;
}

// Every measured row is a list the generator builds for its length, and the planner uses it for
// the kernels of its kind on that device class.
TEST(MeasuredRadices, RowsAreValidAndUsed) {
    for (const auto& row : plan::measured_radix_rows()) {
        if (row.device_class != plan::DeviceClass::cuda_gpu) continue;
        const auto& tuning = plan::block_shape_tuning(row.device_class, row.precision);
        EXPECT_EQ(product(row.radices), row.length);
        for (int r : row.radices) EXPECT_TRUE(plan::builds_radix(r, tuning)) << row.length;
        EXPECT_EQ(plan::measured_radices(row.device_class, row.precision, row.kind, row.length, row.gpu ? row.gpu : ""),
                  &row.radices);
        for (const auto& k : kernels_for_row(row)) {
            EXPECT_EQ(k.length, row.length);
            EXPECT_EQ(k.radices, row.radices) << row.length;
        }
    }
}

// A real row leaves the C2C kernel of its length alone, and a plain row the DCT-II of that length.
TEST(MeasuredRadices, RowsApplyToTheirKindOnly) {
    const auto other_kind = [](plan::MeasuredKernel kind) {
        return kind == plan::MeasuredKernel::plain ? plan::MeasuredKernel::r2r_2_3 : plan::MeasuredKernel::plain;
    };
    int checked = 0;
    for (const auto& row : plan::measured_radix_rows()) {
        if (row.device_class != plan::DeviceClass::cuda_gpu || row.length < 16) continue;
        const auto other = other_kind(row.kind);
        if (plan::measured_row(row.device_class, row.precision, other, row.length)) continue;
        plan::MeasuredRadices probe = row;
        probe.kind = other;
        const auto& tuning = plan::block_shape_tuning(row.device_class, row.precision);
        const auto model = plan::choose_radices(row.length, tuning.max_radix, tuning.largest_rader_prime,
                                                plan::stage_thread_rule(tuning));
        if (model == row.radices) continue;
        for (const auto& k : kernels_for_row(probe)) EXPECT_NE(k.radices, row.radices) << row.length;
        ++checked;
    }
    EXPECT_GT(checked, 0);
}

// Config::kernel_shapes sets the threads and launch bound of the plain kernel of its length, and
// leaves strided kernels and the planner's other choices alone.
TEST(KernelShapes, TheCallersShapeReplacesThePlannersOnPlainKernels) {
    Config c;
    c.shape = {6144};
    c.batch = 64;
    const auto planned = graph_for(c).kernels.at(0);
    EXPECT_EQ(planned.min_resident_blocks, 2);  // the long-sequence rule
    c.kernel_shapes = {{6144, 100, 0}};
    auto k = graph_for(c).kernels.at(0);
    EXPECT_EQ(k.threads_per_sequence, 100);
    EXPECT_EQ(k.min_resident_blocks, 0);
    EXPECT_EQ(k.radices, planned.radices);
    c.kernel_shapes = {{6144, 0, 3}};  // threads 0: the planner's count, with another bound
    k = graph_for(c).kernels.at(0);
    EXPECT_EQ(k.threads_per_sequence, planned.threads_per_sequence);
    EXPECT_EQ(k.min_resident_blocks, 3);
    c.kernel_shapes = {{6144, 300, -1}};  // blocks -1: the planner's bound
    k = graph_for(c).kernels.at(0);
    EXPECT_EQ(k.threads_per_sequence, 300);
    EXPECT_EQ(k.min_resident_blocks, 2);
    c.kernel_shapes = {{1024, 7, 0}};  // a length the plan does not have: ignored
    EXPECT_EQ(graph_for(c).kernels.at(0).threads_per_sequence, planned.threads_per_sequence);
    c.shape = {96, 6144};  // the strided axis of 96 keeps its shape; the rows of 6144 take theirs
    c.kernel_shapes = {{96, 5, 0}, {6144, 128, 0}};
    for (const auto& kernel : graph_for(c).kernels) {
        if (kernel.length == 6144) {
            EXPECT_EQ(kernel.threads_per_sequence, 128);
        } else if (kernel.length == 96) {
            EXPECT_NE(kernel.threads_per_sequence, 5);
        }
    }
}

TEST(KernelShapes, ABlockPastTheDevicesLimitIsRefused) {
    Config c;
    c.shape = {4096};
    c.kernel_shapes = {{4096, 2048, 0}};
    try {
        (void)graph_for(c);
        ADD_FAILURE() << "2048 threads a sequence planned";
    } catch (const Error& e) {
        EXPECT_EQ(e.status(), Status::invalid_argument);
        EXPECT_NE(std::string(e.what()).find("2048 threads"), std::string::npos) << e.what();
    }
}

// Blocks with a prime butterfly past 16 (Rader's, up to 255 registers) stay within the tuning's
// 256 threads; a composite radix past 16 (28 = 4 x 7) runs its factors in turn and does not: fp32
// 10976 = 14x28x28 on 392 threads is cuFFT's shape there.
TEST(KernelShapes, OnlyPrimeRadicesPastSixteenCapTheBlock) {
    Config c;
    c.shape = {10976};
    c.batch = 64;
    c.stage_radices = {{14, 28, 28}};
    c.kernel_shapes = {{10976, 392, 2}};
    EXPECT_EQ(graph_for(c).kernels.at(0).threads_per_sequence, 392);
    c.shape = {17 * 512};
    c.stage_radices = {{17, 16, 16, 2}};
    c.kernel_shapes = {{17 * 512, 512, 0}};
    try {
        (void)graph_for(c);
        ADD_FAILURE() << "512 threads planned for a radix-17 block";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("at most 256"), std::string::npos) << e.what();
    }
}

// A measured row's shape goes with its radices: threads, and k_no_bound turning off the
// long-sequence rule's (or the real kernels' register) bound.
TEST(KernelShapes, MeasuredRowsCarryTheirShape) {
    for (const auto& row : plan::measured_radix_rows()) {
        if (row.threads_per_sequence == 0 && row.min_resident_blocks == 0) continue;
        if (row.device_class != plan::DeviceClass::cuda_gpu) continue;
        for (const auto& k : kernels_for_row(row)) {
            if (row.threads_per_sequence > 0) {
                EXPECT_EQ(k.threads_per_sequence, row.threads_per_sequence) << row.length;
            }
            if (row.min_resident_blocks != 0) {
                EXPECT_EQ(k.min_resident_blocks, row.min_resident_blocks > 0 ? row.min_resident_blocks : 0)
                    << row.length;
            }
        }
    }
}

// Config::kernel_shapes and stage_radices reach an even R2C's half-length kernels and an odd R2C's
// paired rows, both ways; a strided C2C axis keeps the planner's shape.
TEST(KernelShapes, TheCallersShapeReachesEvenRealKernels) {
    Config c;
    c.transform = Transform::R2C;
    c.shape = {4096};
    c.batch = 64;
    const auto planned = graph_for(c).kernels;
    ASSERT_EQ(planned.size(), 2u);
    EXPECT_GT(planned[0].min_resident_blocks, 0);  // the real kernels' register bound
    c.kernel_shapes = {{2048, 64, 0}};
    c.stage_radices = {{8, 16, 16}};
    for (const auto& k : graph_for(c).kernels) {
        EXPECT_EQ(k.length, 2048);
        EXPECT_EQ(k.threads_per_sequence, 64);
        EXPECT_EQ(k.min_resident_blocks, 0);
        EXPECT_EQ(k.radices, (std::vector<int>{8, 16, 16}));
    }
    c.shape = {8, 4096};  // the real axis's rows are contiguous still: shaped; the C2C axis of 8 is not
    for (const auto& k : graph_for(c).kernels) {
        if (k.length == 2048) {
            EXPECT_EQ(k.threads_per_sequence, 64);
        }
    }
    c.shape = {45};  // odd: paired rows of 45, both ways
    c.kernel_shapes = {{45, 3, 0}};
    c.stage_radices = {{9, 5}};
    const auto odd = graph_for(c).kernels;
    ASSERT_EQ(odd.size(), 2u);
    for (const auto& k : odd) {
        EXPECT_EQ(k.threads_per_sequence, 3);
        EXPECT_EQ(k.radices, (std::vector<int>{9, 5}));
    }
    c.shape = {45, 4};  // the strided real axis of 45 (the last axis is the real one: 4) is not paired
    c.kernel_shapes = {};
    const auto strided = graph_for(c).kernels;
    c.kernel_shapes = {{45, 3, 0}};
    const auto shaped = graph_for(c).kernels;
    ASSERT_EQ(shaped.size(), strided.size());
    for (std::size_t i = 0; i < shaped.size(); ++i)
        EXPECT_EQ(shaped[i].threads_per_sequence, strided[i].threads_per_sequence);
}

// ... and a DCT/DST-II/III's N-point kernels, both kinds; a DCT-IV (a half-length mapping) keeps
// the planner's shape.
TEST(KernelShapes, TheCallersShapeReachesDctTypeTwoAndThreeKernels) {
    Config c;
    c.transform = Transform::R2R;
    c.shape = {1024};
    c.batch = 64;
    c.kernel_shapes = {{1024, 32, 0}};
    for (R2RKind kind : {R2RKind::dct2, R2RKind::dct3, R2RKind::dst2, R2RKind::dst3}) {
        c.r2r_kinds = {kind};
        for (const auto& k : graph_for(c).kernels) EXPECT_EQ(k.threads_per_sequence, 32) << r2r_kind_name(kind);
    }
    c.r2r_kinds = {R2RKind::dct4};
    c.kernel_shapes = {};
    const auto planned = graph_for(c).kernels;
    c.kernel_shapes = {{planned.at(0).length, planned.at(0).threads_per_sequence + 1, 0}};
    for (const auto& k : graph_for(c).kernels) EXPECT_EQ(k.threads_per_sequence, planned.at(0).threads_per_sequence);
}

// Bluestein's one-kernel convolution is a measured kind of its own, keyed by the padded M: a
// caller's shape for M asks for that form where the padding's rule would take two kernels, and
// reaches a real transform's one-kernel convolutions too; the two-kernel form's passes are no
// measured kind (their ops lie outside any row).
TEST(KernelShapes, TheCallersShapeAsksForBluesteinsOneKernel) {
    Config c;
    c.shape = {7919};  // M = 16384: two kernels by the padding's rule, no row
    c.batch = 64;
    const auto two = graph_for(c).kernels;
    ASSERT_EQ(two.size(), 2u);
    for (const auto& k : two) EXPECT_FALSE(plan::measured_kind(k).has_value());
    c.kernel_shapes = {{16384, 256, 0}};
    auto one = graph_for(c).kernels;
    ASSERT_EQ(one.size(), 1u);
    EXPECT_EQ(one[0].length, 16384);
    EXPECT_EQ(plan::measured_kind(one[0]), plan::MeasuredKernel::bluestein);
    EXPECT_EQ(one[0].threads_per_sequence, 256);
    EXPECT_EQ(one[0].min_resident_blocks, 0);
    c.transform = Transform::R2C;  // a forward and an inverse one-kernel convolution, same shape
    one = graph_for(c).kernels;
    ASSERT_EQ(one.size(), 2u);
    for (const auto& k : one) {
        EXPECT_EQ(plan::measured_kind(k), plan::MeasuredKernel::bluestein);
        EXPECT_EQ(k.threads_per_sequence, 256);
    }
}

// A row for one GPU (MeasuredRadices::gpu) takes over the class's row of its length on that GPU
// alone: fp32 8192's split exchange under two blocks on an H100, three elsewhere (an H200's row).
TEST(MeasuredRadices, AGpusRowTakesOverTheClasssRowOnThatGpuOnly) {
    const auto row = [](std::string_view name) {
        return plan::measured_row(plan::DeviceClass::cuda_gpu, Precision::F32, plan::MeasuredKernel::plain, 8192, name);
    };
    const plan::MeasuredRadices *h100 = row("NVIDIA H100 80GB HBM3"), *h200 = row("NVIDIA H200"), *any = row("");
    ASSERT_TRUE(h100 && h200 && any);
    EXPECT_STREQ(h100->gpu, "H100");
    EXPECT_EQ(h100->min_resident_blocks, 2);
    EXPECT_EQ(h200, any);
    EXPECT_EQ(h200->gpu, nullptr);
    EXPECT_EQ(h200->min_resident_blocks, 3);
    for (const auto& r : plan::measured_radix_rows()) {  // a GPU's row only beside a class row
        if (!r.gpu) continue;
        EXPECT_NE(plan::measured_row(r.device_class, r.precision, r.kind, r.length, ""), nullptr) << r.length;
    }
    Config c;  // the planner asks with the device's name: the reference H100 takes the H100's row
    c.shape = {8192};
    c.batch = 64;
    const auto kernels = graph_for(c).kernels;
    ASSERT_EQ(kernels.size(), 1u);
    EXPECT_EQ(kernels[0].min_resident_blocks, 2);
}

// A measured Bluestein row of M takes every length padded to M into one kernel, the R2C's too.
TEST(MeasuredRadices, BluesteinRowsTakeTheirLengthsIntoOneKernel) {
    const plan::MeasuredRadices* row = plan::measured_row(plan::DeviceClass::cuda_gpu, Precision::F32,
                                                          plan::MeasuredKernel::bluestein, 20736);
    ASSERT_NE(row, nullptr);
    EXPECT_FALSE(plan::bluestein_padding(plan::DeviceClass::cuda_gpu, Precision::F32).one_kernel(20736));
    for (std::int64_t n : {10007, 10009, 10037}) {  // primes padded to 20736
        for (Transform t : {Transform::C2C, Transform::R2C}) {
            Config c;
            c.shape = {n};
            c.batch = 16;
            c.transform = t;
            const auto kernels = graph_for(c).kernels;
            EXPECT_EQ(kernels.size(), t == Transform::C2C ? 1u : 2u) << n;
            for (const auto& k : kernels) {
                EXPECT_EQ(k.radices, row->radices) << n;
                EXPECT_EQ(k.threads_per_sequence, row->threads_per_sequence) << n;
            }
        }
    }
}

// The shorter M that complex rows pad to (BluesteinPadding::complex_rows_also) were measured as one
// kernel: each listed M past the one-kernel bound has its row, and a length Bluestein pads there
// runs as that one kernel.
TEST(MeasuredRadices, ComplexRowsShorterPaddingsRunAsTheirMeasuredOneKernel) {
    for (Precision p : {Precision::F32, Precision::F64}) {
        const plan::BluesteinPadding& padding = plan::bluestein_padding(plan::DeviceClass::cuda_gpu, p);
        for (std::int64_t m : padding.complex_rows_also) {
            SCOPED_TRACE(m);
            const plan::MeasuredRadices* row =
                plan::measured_row(plan::DeviceClass::cuda_gpu, p, plan::MeasuredKernel::bluestein, m);
            EXPECT_TRUE(row || padding.one_kernel(m));
            Config c;
            c.shape = {prism::test::bluestein_length_padded_to(m, plan::DeviceClass::cuda_gpu, p)};
            ASSERT_GT(c.shape[0], 0) << "no Bluestein length pads to " << m;
            c.batch = 16;
            c.precision = p;
            const auto kernels = graph_for(c).kernels;
            ASSERT_EQ(kernels.size(), 1u) << c.shape[0];
            EXPECT_EQ(kernels[0].length, m) << c.shape[0];
            if (row) {
                EXPECT_EQ(kernels[0].radices, row->radices) << c.shape[0];
            }
        }
    }
}
