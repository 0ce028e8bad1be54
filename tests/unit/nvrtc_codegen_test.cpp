// NVRTC compiles the generated CUDA source of a sample of plans, so a CUDA syntax error in the
// generator fails CI even though CI has no GPU. Compiles for sm_90 (the H100).
#include <gtest/gtest.h>

#include <tuple>

#include "api/introspection.hpp"
#include "backend/cuda/cuda_backend.hpp"
#include "planner_helpers.hpp"

using namespace prism;

namespace {

struct Sample {
    const char* name;
    Config config;
};

Config make(std::vector<std::int64_t> shape, std::int64_t batch, Precision p) {
    Config c;
    c.shape = std::move(shape);
    c.batch = batch;
    c.precision = p;
    return c;
}

std::vector<Sample> samples() {
    std::vector<Sample> s = {
        {"radix 2..16, f32", make({2 * 3 * 4 * 5 * 7}, 3, Precision::F32)},
        {"11 and 13, f64", make({11 * 13 * 2}, 5, Precision::F64)},
        {"4096, f32", make({4096}, 64, Precision::F32)},
        {"8192, f64", make({8192}, 2, Precision::F64)},
        {"16384, f32", make({16384}, 2, Precision::F32)},
        {"3-D mixed", make({12, 10, 9}, 2, Precision::F32)},
        {"3^6 = 9 x 9 x 9, unpadded shared memory, f32", make({729}, 3, Precision::F32)},
        {"composite radices 12 x 8 x 8, f64", make({768}, 3, Precision::F64)},
        {"length 1", make({1}, 7, Precision::F64)},
        {"four-step 2^20, f32", make({1 << 20}, 1, Precision::F32)},
        {"cluster four-step 2^15, f32", make({1 << 15}, 3, Precision::F32)},
        {"cluster four-step 2^14, f64", make({1 << 14}, 3, Precision::F64)},
        {"cluster four-step 2^16 over a strided 2-D axis, f32", make({1 << 16, 4}, 1, Precision::F32)},
        {"cluster four-step 13^4 (13 blocks), f32", make({28561}, 2, Precision::F32)},
        {"Rader 17 and Bluestein 4099 over 2-D, f64", make({17, 4099}, 1, Precision::F64)},
        {"Rader 17 x 256, f32", make({17 * 256}, 3, Precision::F32)},
        {"Rader 31 x 31, f64", make({31 * 31}, 2, Precision::F64)},
        {"Rader 59 (nests 29), f32", make({59}, 100, Precision::F32)},
        {"Rader 47 on a strided axis, f32", make({47, 64}, 2, Precision::F32)},
        {"shared Rader 4057, f32", make({4057}, 8, Precision::F32)},
        {"shared Rader 613 (nests 17, constants split), f64", make({613}, 8, Precision::F64)},
        {"shared Rader 229 (nests 19), f32", make({229}, 8, Precision::F32)},
        {"shared Rader 3121 (measured sub-radices), f32", make({3121}, 2, Precision::F32)},
        {"shared Rader 2003 (measured sub-radices), f64", make({2003}, 2, Precision::F64)},
        {"37 alone (one register butterfly), f64", make({37}, 100, Precision::F64)},
        {"61 alone (one register butterfly), f32", make({61}, 100, Precision::F32)},
        {"37 x 37 planes (register butterflies), f64", make({37, 37}, 4, Precision::F64)},
        {"Bluestein 4093 (p - 1 nests 31), f32", make({4093}, 2, Precision::F32)},
        {"shared Rader 127 in the middle (3 x 127 x 2), f32", make({3 * 127 * 2}, 4, Precision::F32)},
        {"two shared Rader stages (67 x 61), f32", make({61 * 67}, 2, Precision::F32)},
        {"shared Rader 61 on a strided axis, f64", make({61, 16}, 2, Precision::F64)},
        {"shared Rader 4093 in a four-step pass, f64", make({4 * 4093}, 1, Precision::F64)},
    };
    Config rader_computed = make({3 * 127 * 2}, 4, Precision::F32);
    rader_computed.twiddles = TwiddleSource::computed;
    rader_computed.index_width = IndexWidth::i64;
    s.push_back({"shared Rader with computed twiddles and 64-bit indices", rader_computed});
    Config bluestein_r2c = make({10007}, 2, Precision::F32);
    bluestein_r2c.transform = Transform::R2C;
    s.push_back({"r2c 10007: Bluestein's M = 20736 on clusters, a real read and write, f32", bluestein_r2c});
    Config rader_r2c = make({4057}, 3, Precision::F32);
    rader_r2c.transform = Transform::R2C;
    s.push_back({"r2c 4057 (paired rows through a shared Rader stage), f32", rader_r2c});
    Config strided = make({64, 60}, 4, Precision::F32);
    strided.in_strides = {120, 2};
    strided.in_distance = 64 * 120;
    s.push_back({"strided input", strided});
    Config computed = make({1024}, 8, Precision::F32);
    computed.twiddles = TwiddleSource::computed;
    computed.norm = Norm::ortho;
    s.push_back({"computed twiddles + ortho", computed});
    Config wide = make({1000}, 1, Precision::F64);
    wide.index_width = IndexWidth::i64;
    s.push_back({"64-bit indices", wide});
    // Real transforms: half-length r2c/c2r with the split spectrum, full-length on odd and
    // multi-pass lengths, and every DCT/DST kind's gathers and scatters.
    for (auto [name, shape, precision] : {std::tuple{"r2c 4096, f32", std::vector<std::int64_t>{4096}, Precision::F32},
                                          std::tuple{"r2c 3-D, f64", std::vector<std::int64_t>{6, 10, 12}, Precision::F64},
                                          std::tuple{"r2c odd 1001, f32 (paired rows)", std::vector<std::int64_t>{1001}, Precision::F32},
                                          std::tuple{"r2c odd 2-D 9x15, f64 (paired rows)", std::vector<std::int64_t>{9, 15}, Precision::F64},
                                          std::tuple{"r2c Bluestein 4097, f32", std::vector<std::int64_t>{4097}, Precision::F32},
                                          std::tuple{"r2c four-step 2^21, f32", std::vector<std::int64_t>{1 << 21}, Precision::F32}}) {
        Config r = make(shape, 3, precision);
        r.transform = Transform::R2C;
        s.push_back({name, r});
    }
    // Staged r2c and c2r (each config plans both): real pairs and Hermitian rows through shared
    // memory, a ragged last block, in place with real_padded (pitched real rows) and out of place.
    for (auto [name, n, precision, in_place] :
         {std::tuple{"r2c 64 staged in place, f32", std::int64_t{64}, Precision::F32, true},
          std::tuple{"r2c 128 staged, f64", std::int64_t{128}, Precision::F64, false},
          std::tuple{"r2c 8 staged in place, f64", std::int64_t{8}, Precision::F64, true}}) {
        Config r = make({n}, 523, precision);
        r.transform = Transform::R2C;
        r.real_padded = in_place;
        r.norm = Norm::ortho;
        s.push_back({name, r});
    }
    // Staged paired rows (odd n): an odd batch (the last pair has no row b) in and out of place,
    // padded rows whose gaps the copies skip, and a spare row after each batch's odd row count (row
    // b missing at every batch's last coordinate).
    for (auto [name, n, precision, in_place] :
         {std::tuple{"r2c 15 staged paired rows, f32", std::int64_t{15}, Precision::F32, false},
          std::tuple{"r2c 15 staged paired rows in place, f64", std::int64_t{15}, Precision::F64, true},
          std::tuple{"r2c 105 staged paired rows in place, f32", std::int64_t{105}, Precision::F32, true}}) {
        Config r = make({n}, 1001, precision);
        r.transform = Transform::R2C;
        r.real_padded = in_place;
        s.push_back({name, r});
    }
    Config padded_rows = make({45}, 7, Precision::F64);
    padded_rows.transform = Transform::R2C;
    padded_rows.in_distance = 48;
    padded_rows.out_distance = 25;
    s.push_back({"r2c 45 staged paired rows with padded rows, f64", padded_rows});
    Config spare_row = make({5, 15}, 3, Precision::F32);
    spare_row.transform = Transform::R2C;
    spare_row.in_strides = {15, 1};
    spare_row.in_distance = 6 * 15;
    spare_row.out_strides = {8, 1};
    spare_row.out_distance = 6 * 8;
    s.push_back({"r2c 5x15 staged paired rows, a spare row per batch, f32", spare_row});
    Config dct = make({16, 12}, 2, Precision::F64);
    dct.transform = Transform::R2R;
    dct.r2r_kinds = {R2RKind::dct1, R2RKind::dct2};
    dct.norm = Norm::ortho;
    s.push_back({"dct1 x dct2 ortho, f64", dct});
    for (R2RKind kind : {R2RKind::dct3, R2RKind::dct4, R2RKind::dst1, R2RKind::dst2, R2RKind::dst3, R2RKind::dst4}) {
        Config r = make({kind == R2RKind::dst4 ? 15 : 64}, 4, Precision::F32);
        r.transform = Transform::R2R;
        r.r2r_kinds = {kind};
        s.push_back({r2r_kind_name(kind), r});
    }
    return s;
}

}  // namespace

TEST(NvrtcCodegen, GeneratedCudaCompilesForSm90) {
    if (backend::cuda::nvrtc_version().empty()) GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    for (const auto& sample : samples()) {
        SCOPED_TRACE(sample.name);
        std::string source = api::generate_source(sample.config, api::reference_device(Backend::cuda), backend::Dialect::cuda);
        try {
            auto cubin = backend::cuda::compile_cubin(source, "sm_90");
            EXPECT_GT(cubin.size(), 4u);
        } catch (const Error& e) {
            ADD_FAILURE() << e.what();
        }
    }
}

// DCT/DST-II/III single rows whose sequences' threads share a warp read each real once and hand
// the mirrored ones over with warp shuffles (KernelSpec::mirror_shuffle_reads), and the III stores
// its outputs in pairs likewise (mirror_shuffle_stores): the II's pair loads (96 = 6x4x4; 176 =
// 11x4x4, an odd first radix), the III's pair stores (120 = 8x15) and the shuffles compile. Each
// plan holds both kinds of its length, one a direction.
TEST(NvrtcCodegen, MirrorShuffledDctReadsCompile) {
    if (backend::cuda::nvrtc_version().empty())
        GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    for (std::int64_t n : {96, 120, 176})
        for (R2RKind kind : {R2RKind::dct2, R2RKind::dst2, R2RKind::dct3, R2RKind::dst3}) {
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " " + std::to_string(n));
            Config c = make({n}, 37, Precision::F32);
            c.transform = Transform::R2R;
            c.r2r_kinds = {kind};
            c.norm = Norm::ortho;
            std::string source =
                api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
            EXPECT_NE(source.find("__shfl_sync"), std::string::npos);
            const bool loads = source.find("reinterpret_cast<const float2*>(in)") != std::string::npos;
            const bool stores = source.find("reinterpret_cast<float2*>(out)") != std::string::npos;
            EXPECT_EQ(loads, n != 120);
            EXPECT_EQ(stores, n == 120);
            try {
                EXPECT_GT(backend::cuda::compile_cubin(source, "sm_90").size(), 4u);
            } catch (const Error& e) {
                ADD_FAILURE() << e.what();
            }
        }
}

// Staged DCT/DST rows of even length at even offsets copy their reals as aligned pairs on both
// sides (gen/staged_copy.cpp's stages_real_pairs); a side whose rows start at odd offsets copies
// single reals.
TEST(NvrtcCodegen, StagedDctRowsCopyRealPairs) {
    if (backend::cuda::nvrtc_version().empty())
        GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    struct Sample {
        std::int64_t n, in_distance;
        bool pairs_in;
    };
    for (const Sample& sample : {Sample{118, 118, true}, Sample{282, 282, true}, Sample{118, 119, false}})
        for (R2RKind kind : {R2RKind::dct2, R2RKind::dst3}) {
            SCOPED_TRACE(std::string(r2r_kind_name(kind)) + " " + std::to_string(sample.n) + ", rows " +
                         std::to_string(sample.in_distance) + " apart");
            Config c = make({sample.n}, 37, Precision::F32);
            c.transform = Transform::R2R;
            c.r2r_kinds = {kind};
            c.in_strides = {1};
            c.in_distance = sample.in_distance;
            c.out_strides = {1};
            c.out_distance = sample.n;
            std::string source =
                api::generate_source(c, api::reference_device(Backend::cuda), backend::Dialect::cuda);
            const std::string forward = source.substr(0, source.find("prism_k1_inv"));
            EXPECT_NE(forward.find("staged load"), std::string::npos);
            EXPECT_NE(forward.find("staged store"), std::string::npos);
            EXPECT_EQ(forward.find("reinterpret_cast<const float2*>(in)") != std::string::npos,
                      sample.pairs_in);
            EXPECT_NE(forward.find("reinterpret_cast<float2*>(out)"), std::string::npos);
            try {
                EXPECT_GT(backend::cuda::compile_cubin(source, "sm_90").size(), 4u);
            } catch (const Error& e) {
                ADD_FAILURE() << e.what();
            }
        }
}

// Short complex kernels compute their butterflies precisely (plan::KernelSpec::precise_butterflies,
// gen/stockham_kernel.cpp's stage_arithmetic): an fp32 radix of 3s and 5s in fp64, a radix with 7,
// 11 or 13 (and every such radix in fp64) through explicit fused multiply-adds of split constants.
// The sources say so, and compile.
TEST(NvrtcCodegen, PreciseButterfliesCompile) {
    if (backend::cuda::nvrtc_version().empty())
        GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    struct Sample {
        std::int64_t n;
        Precision precision;
        bool in_f64, split;
    };
    for (const Sample& s :
         {Sample{15, Precision::F32, true, false}, Sample{39, Precision::F32, true, true},
          Sample{7, Precision::F32, false, true}, Sample{26, Precision::F64, false, true},
          Sample{64, Precision::F32, false, false}, Sample{65, Precision::F32, false, false}}) {
        SCOPED_TRACE(std::to_string(s.n) + (s.precision == Precision::F32 ? " f32" : " f64"));
        std::string source = api::generate_source(
            make({s.n}, 1000, s.precision), api::reference_device(Backend::cuda), backend::Dialect::cuda);
        EXPECT_EQ(source.find("(double)v") != std::string::npos, s.in_f64);
        EXPECT_EQ(source.find(s.precision == Precision::F32 ? "fmaf(" : "fma(") != std::string::npos,
                  s.split);
        try {
            EXPECT_GT(backend::cuda::compile_cubin(source, "sm_90").size(), 4u);
        } catch (const Error& e) {
            ADD_FAILURE() << e.what();
        }
    }
}

// A Bluestein convolution whose butterflies split their constants (plan::KernelSpec::
// split_constants) renders as CUDA through fused multiply-adds, and compiles. CUDA's tuning takes
// the split nowhere yet, so the plan is a CPU's (OpenCL, warps of one: it splits below 256), its
// kernels printed in CUDA.
TEST(NvrtcCodegen, SplitBluesteinConstantsCompile) {
    if (backend::cuda::nvrtc_version().empty())
        GTEST_FAIL() << "NVRTC could not be loaded: install the CUDA toolkit";
    const DeviceInfo cpu = test::reference_cpu_device();
    for (Precision p : {Precision::F32, Precision::F64}) {
        SCOPED_TRACE(p == Precision::F32 ? "f32 167" : "f64 167");
        const std::string source = api::generate_source(make({167}, 10, p), cpu, backend::Dialect::cuda);
        EXPECT_NE(source.find("convolution"), std::string::npos);
        EXPECT_NE(source.find(p == Precision::F32 ? "fmaf(" : "fma("), std::string::npos);
        try {
            EXPECT_GT(backend::cuda::compile_cubin(source, "sm_90").size(), 4u);
        } catch (const Error& e) {
            ADD_FAILURE() << e.what();
        }
    }
}
