// Host-only tests of the generated kernels' syntax trees as a whole (gen/stockham_kernel.hpp),
// built from the reference device's plans.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "api/introspection.hpp"
#include "gen/stockham_kernel.hpp"
#include "planner_helpers.hpp"

using namespace prism;
using gen::ast::ExprPtr;

namespace {

void note_reads(const ExprPtr& e, std::set<std::string>& read) {
    if (!e) return;
    if (e->op == gen::ast::Op::variable) read.insert(e->name);
    for (const auto& arg : e->args) note_reads(arg, read);
}

void note_reads_and_writes(const std::vector<gen::ast::Stmt>& body, std::set<std::string>& read,
                           std::set<std::string>& written) {
    for (const auto& s : body) {
        note_reads(s.value, read);
        note_reads(s.index, read);
        if (s.kind == gen::ast::StmtKind::declare || s.kind == gen::ast::StmtKind::assign) written.insert(s.name);
        note_reads_and_writes(s.body, read, written);
    }
}

// The forward kernel's staged load: from its comment to the barrier after it.
std::string staged_load_of_forward_kernel(const Config& c) {
    const std::string source =
        api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
    const std::size_t start = source.find("// staged load");
    if (start == std::string::npos || start > source.find("prism_k1_inv")) return {};
    return source.substr(start, source.find("__syncthreads();", start) - start);
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

// The generated kernels name only what they read (gen/unread_code.hpp): a convolution's dropped
// tail, a real row's unused imaginary parts and the prologue's unused indices leave no variable
// behind (each had cost a "declared but never referenced" warning in NVRTC and nvcc).
TEST(GeneratedKernels, DeclareOnlyWhatTheyRead) {
    std::vector<Config> configs;
    for (std::int64_t n : {4099, 1024, 4057}) {
        Config c;
        c.shape = {n};
        c.batch = 8;
        configs.push_back(c);
    }
    for (R2RKind kind : {R2RKind::dct2, R2RKind::dst1}) {
        Config c;
        c.shape = {kind == R2RKind::dct2 ? 96 : 1024};
        c.batch = 8;
        c.transform = Transform::R2R;
        c.r2r_kinds = {kind};
        configs.push_back(c);
    }
    for (const Config& c : configs) {
        const plan::KernelGraph g = test::graph_for(c);
        for (const plan::KernelSpec& k : g.kernels)
            for (Direction d : {Direction::forward, Direction::inverse}) {
                std::set<std::string> read, written;
                note_reads_and_writes(gen::build_stockham_kernel(k, d).body, read, written);
                for (const std::string& name : written)
                    EXPECT_TRUE(read.count(name)) << k.name << " of length " << c.shape[0] << ": " << name << " is never read";
            }
    }
}

// A staged load copies the blocks that hold only existing rows (each with its partner, where rows
// pair) without a guard, and the others with predicated loads, in a second block of code
// (gen/staged_copy.cpp's emit_staged_copy); no load sits behind a branch of its own. R2C f64 29 at
// 1157 rows: 579 sequences (pairs) of 64 a block, the last without its row b, so blocks 0-8 are
// full. C2C f32 37 at 1000 sequences: the last block is short. R2C 5x15 with a spare row per batch:
// a row b is missing in every batch, so no block is full.
TEST(GeneratedKernels, StagedLoadsCopyFullBlocksWithoutGuards) {
    Config paired;
    paired.shape = {29};
    paired.batch = 1157;
    paired.precision = Precision::F64;
    paired.transform = Transform::R2C;
    const std::string load = staged_load_of_forward_kernel(paired);
    ASSERT_FALSE(load.empty());
    const std::size_t others = load.find("if ((8 < group1))");
    ASSERT_NE(load.find("if ((group1 < 9))"), std::string::npos) << load.substr(0, 400);
    ASSERT_NE(others, std::string::npos);
    const std::string full = load.substr(0, others), rest = load.substr(others);
    EXPECT_EQ(count(full, "partner"), 0u);
    EXPECT_EQ(count(full, " ? in["), 0u);
    EXPECT_EQ(count(full, "if ("), 1u);         // the block condition alone
    EXPECT_EQ(count(rest, " ? in["), 2u * 29);  // rows a and b at every step, predicated
    EXPECT_EQ(count(rest, "if ("), 1u);

    Config complex;
    complex.shape = {37};
    complex.batch = 1000;
    const std::string c2c = staged_load_of_forward_kernel(complex);
    const std::size_t c2c_others = c2c.find(" < group1)) {");
    ASSERT_NE(c2c.find("if ((group1 < "), std::string::npos) << c2c.substr(0, 400);
    ASSERT_NE(c2c_others, std::string::npos);
    EXPECT_EQ(count(c2c.substr(0, c2c_others), " ? in["), 0u);
    EXPECT_GT(count(c2c.substr(c2c_others), " ? in["), 0u);

    Config spare_row;
    spare_row.shape = {5, 15};
    spare_row.batch = 3;
    spare_row.transform = Transform::R2C;
    spare_row.in_strides = {15, 1};
    spare_row.in_distance = 6 * 15;
    spare_row.out_strides = {8, 1};
    spare_row.out_distance = 6 * 8;
    const std::string none_full = staged_load_of_forward_kernel(spare_row);
    ASSERT_FALSE(none_full.empty());
    EXPECT_EQ(count(none_full, "if ((group1 < "), 0u);
    EXPECT_GT(count(none_full, " ? in["), 0u);
}

// One-thread R2C and C2R rows keep to their own slots of shared memory (rows_are_private), so they
// take the pair butterflies up to 59 instead of Rader from 29 and need no barrier between their
// stages: odd 29 as two real rows in one FFT, even 58 as a half-length FFT with its split, and 59.
// Barriers: the forward after its copy in, before its split and before its copy out; the inverse
// after its copy in and before its copy out (Rader behind barriers had 4 and 3). Measured on an
// H200 (bench/RESULTS.md, session 39): fp32 errors 0.98-1.08x cuFFT's at these lengths, were 1.21-1.61x.
TEST(GeneratedKernels, OneThreadRealRowsTakePairsWithoutStageBarriers) {
    for (std::int64_t n : {29, 58, 59}) {
        Config c;
        c.shape = {n};
        c.batch = 4096;
        c.transform = Transform::R2C;
        const std::string source =
            api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
        const std::size_t inverse = source.find("prism_k1_inv");
        ASSERT_NE(inverse, std::string::npos) << "N = " << n;
        EXPECT_EQ(count(source, "// Rader"), 0u) << "N = " << n;
        EXPECT_EQ(count(source.substr(0, inverse), "__syncthreads();"), 3u) << "N = " << n;
        EXPECT_EQ(count(source.substr(inverse), "__syncthreads();"), 2u) << "N = " << n;
    }
}

// Behind barriers, plain complex rows of the lengths CUDA's tuning lists take the pair butterflies
// up to 31 (plan::shared_rows_pairs_up_to; tuning.cpp has the measurements): 58 = 29 x 2, 62 and
// 899 = 31 x 29 have no Rader left, 118 = 59 x 2 keeps Rader for 59, its inner 58 points as pairs of
// 29. fp32 87 = 29 x 3 (unlisted: it ran 0.82x) and R2C rows of 232 (a half of 116 = 29 x 4) keep
// Rader for 29. Fused planes take their own bound (joined_pairs_up_to): fp32 58 x 58 and fp64 37 x 37
// run the pairs, fp64 74 x 74 too (pairs for 37 beside 2, plain_rows_pairs_up_to).
TEST(GeneratedKernels, PlainRowsBehindBarriersTakePairsTo31WhereListed) {
    const auto source_of = [](std::vector<std::int64_t> shape, Transform transform, Precision precision) {
        Config c;
        c.shape = std::move(shape);
        c.batch = 4096;
        c.transform = transform;
        c.precision = precision;
        return api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
    };
    for (Precision precision : {Precision::F32, Precision::F64}) {
        for (std::int64_t n : {58, 62, 899}) {
            const std::string source = source_of({n}, Transform::C2C, precision);
            EXPECT_GT(count(source, "__syncthreads();"), 0u) << "N = " << n;
            EXPECT_EQ(count(source, "// Rader"), 0u) << "N = " << n;
        }
    }
    EXPECT_EQ(count(source_of({118}, Transform::C2C, Precision::F32), "// Rader, p = 29"), 0u);
    EXPECT_GT(count(source_of({118}, Transform::C2C, Precision::F32), "// Rader, p = 59"), 0u);
    EXPECT_GT(count(source_of({232}, Transform::R2C, Precision::F32), "// Rader, p = 29"), 0u);
    EXPECT_EQ(count(source_of({58, 58}, Transform::C2C, Precision::F32), "// Rader"), 0u);
    EXPECT_EQ(count(source_of({37, 37}, Transform::C2C, Precision::F64), "// Rader"), 0u);
    EXPECT_EQ(count(source_of({74, 74}, Transform::C2C, Precision::F64), "// Rader"), 0u);
    EXPECT_GT(count(source_of({87}, Transform::C2C, Precision::F32), "// Rader, p = 29"), 0u);
}

// An odd R2C's paired rows whose FFT is one register butterfly (n up to 23) take one real-input
// butterfly a row and store A[f], B[f] straight to the split's slots: no split pass, so two
// barriers in the forward kernel (after the staged load and before the staged store), and each
// row's inputs appear as real parts only. fp32 rows of 3s and 5s compute in fp64; 7 stays fp32.
// Past one butterfly (21 = 3 x 7) the rows keep the complex FFT and its split.
TEST(GeneratedKernels, PairedRealRowsOfOneButterflyTakeRealInputButterflies) {
    const DeviceInfo device = api::reference_device(Backend::cuda);
    for (std::int64_t n : {3, 7, 15, 21}) {
        Config c;
        c.shape = {n};
        c.batch = 4096;
        c.transform = Transform::R2C;
        const std::string source = api::generate_source(c, device, backend::Dialect::cuda);
        const std::size_t inverse = source.find("prism_k1_inv");
        ASSERT_NE(inverse, std::string::npos) << "N = " << n;
        const std::string forward = source.substr(0, inverse);
        const bool one_butterfly = n != 21;
        EXPECT_EQ(count(forward, "two real rows' butterflies"), one_butterfly ? 1u : 0u) << "N = " << n;
        EXPECT_EQ(count(forward, "split spectrum"), one_butterfly ? 0u : 1u) << "N = " << n;
        if (one_butterfly) {
            EXPECT_EQ(count(forward, "__syncthreads();"), 2u) << "N = " << n;
        }
        EXPECT_EQ(forward.find("double") != std::string::npos, n == 3 || n == 15) << "N = " << n;
    }
}

// A split exchange (KernelSpec::split_exchange) moves each exchange's real parts, then its imaginary
// parts, through one real a point (one pad per 128 bytes: cuFFT's 33 KB for fp32 8192): three
// barriers after the first stage (nobody read shared memory before it), four after the others,
// none before the last stage's stores to device memory. Asked off, the kernel exchanges complex values.
TEST(GeneratedKernels, SplitExchangeMovesHalvesThroughHalfTheSharedMemory) {
    Config c;
    c.shape = {8192};
    c.batch = 64;
    c.stage_radices = {{16, 32, 16}};
    c.kernel_shapes = {{8192, 256, 3, 1}};
    const DeviceInfo device = api::reference_device(Backend::cuda);
    const auto split = test::graph_for(c).kernels.at(0);
    ASSERT_TRUE(split.split_exchange);
    EXPECT_EQ(split.shared_bytes(), (8192u + 8192u / 32) * sizeof(float));
    const std::string source = api::generate_source(c, device, backend::Dialect::cuda);
    const std::size_t inverse = source.find("prism_k0_inv");
    ASSERT_NE(inverse, std::string::npos);
    EXPECT_EQ(count(source.substr(0, inverse), "// exchange: real parts"), 2u);
    EXPECT_EQ(count(source.substr(0, inverse), "__syncthreads();"), 7u);
    EXPECT_NE(source.find("float* smem_re"), std::string::npos);
    EXPECT_EQ(count(source, "smem["), count(source, "smem[]"));  // no complex value goes through it

    c.kernel_shapes = {{8192, 256, 3, 0}};
    const auto whole = test::graph_for(c).kernels.at(0);
    EXPECT_FALSE(whole.split_exchange);
    EXPECT_GE(whole.shared_bytes(), 8192u * 2 * sizeof(float));
}

// Split exchanges address a thread's values from one base with constant offsets, which holds
// where each stage's span and each next stage's butterfly count suit the padding (powers of two):
// a length with a stage of 10 at span 1 does not qualify, and the planner does not split it.
TEST(GeneratedKernels, SplitExchangeOnlyWhereItsSlotsAreAffine) {
    Config c;
    c.shape = {2560};
    c.batch = 64;
    c.kernel_shapes = {{2560, 0, -1, 1}};
    c.stage_radices = {{10, 16, 16}};
    EXPECT_FALSE(test::graph_for(c).kernels.at(0).split_exchange);
    c.stage_radices = {{16, 16, 10}};
    EXPECT_TRUE(test::graph_for(c).kernels.at(0).split_exchange);
}
