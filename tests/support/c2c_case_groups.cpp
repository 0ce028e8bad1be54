#include <algorithm>

#include "support/case_matrix.hpp"
#include "support/layout.hpp"

namespace prism::test {
namespace {

const Precision k_both[] = {Precision::F32, Precision::F64};

// The layout pairs for one shape: each kind in place, and mixed pairs out of place.
std::vector<CaseConfig> layout_variants(const std::vector<std::int64_t>& shape, std::int64_t batch) {
    const CaseConfig base = c2c_config(Precision::F32, shape, batch);
    const Layout packed, strided2 = strided_layout(shape, 2), strided3 = strided_layout(shape, 3);
    const Layout padded = padded_layout(shape, 3), interleaved = interleaved_layout(shape, batch);
    const auto in_place = Placement::in_place, out_of_place = Placement::out_of_place;
    return {
        with_layouts(base, strided2, strided2, in_place),
        with_layouts(base, padded, padded, in_place),
        with_layouts(base, interleaved, interleaved, in_place),
        with_layouts(base, strided2, packed, out_of_place),
        with_layouts(base, packed, interleaved, out_of_place),
        with_layouts(base, interleaved, strided3, out_of_place),
        with_layouts(base, padded, strided2, out_of_place),
    };
}

}  // namespace

std::vector<Case> radix_cases(Tier tier) {
    const std::int64_t max_power = tier == Tier::smoke ? 2 : 64;
    std::vector<std::int64_t> sizes;
    for (std::int64_t r : k_radices) {
        std::int64_t n = r;
        for (std::int64_t k = 1; k <= max_power && n <= 4096; ++k, n *= r) sizes.push_back(n);
    }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    std::vector<Case> cases;
    for (std::size_t i = 0; i < sizes.size(); ++i)
        for (Precision p : k_both) append_runs(cases, c2c_config(p, {sizes[i]}, 1, alternate_placement(i)));
    return cases;
}

std::vector<Case> mixed_radix_cases(Tier tier) {
    const std::vector<std::int64_t> sizes = {6,   10,  12,  14,   15,   20,   21,   22,   26,
                                             33,  35,  39,  55,   77,   91,   143,  210,  240,
                                             352, 360, 390, 1001, 1155, 2310, 3003, 3465, 4095};
    const auto picked = tier == Tier::smoke ? sample_evenly(sizes, 12, 11) : sizes;
    std::vector<Case> cases;
    for (std::size_t i = 0; i < picked.size(); ++i)
        append_config(cases, tier, i, c2c_config(Precision::F32, {picked[i]}, 2, alternate_placement(i / 2)));
    return cases;
}

std::vector<Case> size_cases(Tier tier) {
    auto sizes = smooth_sizes(1, 4096);
    if (tier == Tier::smoke) {
        sizes = sample_evenly(sizes, 100, 2024);
        sizes.front() = 1;  // the smallest and largest size are always worth a case
        sizes.back() = 4096;
    }
    std::vector<Case> cases;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const std::int64_t batch = i % 4 == 3 ? 3 : 1;
        append_config(cases, tier, i,
                      c2c_config(Precision::F32, {sizes[i]}, batch, alternate_placement(i / 2)));
    }
    return cases;
}

std::vector<Case> rank_cases(Tier tier) {
    struct Shape {
        std::vector<std::int64_t> shape;
        std::int64_t batch;
    };
    const std::vector<Shape> shapes = {
        {{16, 12}, 3},  {{8, 8}, 1},       {{5, 7}, 2},    {{64, 64}, 1},     {{30, 42}, 1},
        {{1, 16}, 2},   {{16, 1}, 1},      {{128, 96}, 1}, {{4, 6, 8}, 2},    {{8, 8, 8}, 1},
        {{3, 5, 7}, 1}, {{16, 16, 16}, 1}, {{2, 1, 9}, 3}, {{12, 10, 14}, 1},
    };
    std::vector<Case> cases;
    for (std::size_t i = 0; i < shapes.size(); ++i)
        append_config(
            cases, tier, i,
            c2c_config(Precision::F32, shapes[i].shape, shapes[i].batch, alternate_placement(i / 2)));
    return cases;
}

// Planes the fused-plane solver takes: in one block (every backend) and, on CUDA sm_90, on
// clusters of 4 (256 x 256 fp32, 128 x 256 fp64), 8 (fp64 256 x 256) and 16 blocks (512 x 512
// fp32) in the full tier; radices 3 and 5;
// a 3-D shape whose last pass runs after the plane; a transposing output layout.
std::vector<Case> plane_cases(Tier tier) {
    const Precision f32 = Precision::F32, f64 = Precision::F64;
    std::vector<CaseConfig> configs = {
        c2c_config(f32, {256, 256}, 1, Placement::in_place), c2c_config(f64, {128, 256}, 2, Placement::out_of_place),
        c2c_config(f64, {64, 64}, 3, Placement::in_place),   c2c_config(f32, {81, 75}, 2, Placement::out_of_place),
        c2c_config(f32, {6, 32, 32}, 1, Placement::in_place),
    };
    if (tier == Tier::full)
        configs.insert(configs.end(), {c2c_config(f32, {512, 512}, 1, Placement::out_of_place),
                                       c2c_config(f64, {256, 256}, 1, Placement::in_place)});
    CaseConfig transposed = c2c_config(f32, {48, 64}, 2, Placement::out_of_place);
    configs.push_back(with_layouts(transposed, Layout{{64, 1}, 0}, Layout{{1, 48}, 0}, Placement::out_of_place));
    std::vector<Case> cases;
    for (const CaseConfig& c : configs) append_runs(cases, c);  // each in its own precision, both tiers
    return cases;
}

std::vector<Case> layout_cases(Tier tier) {
    std::vector<std::pair<std::vector<std::int64_t>, std::int64_t>> shapes = {
        {{64}, 3}, {{16, 12}, 3}, {{4, 6, 8}, 2}};
    if (tier == Tier::full) shapes.insert(shapes.end(), {{{1000}, 2}, {{1}, 4}, {{9, 25}, 5}, {{32, 32}, 1}});
    std::vector<Case> cases;
    std::size_t i = 0;
    for (const auto& [shape, batch] : shapes)
        for (const CaseConfig& c : layout_variants(shape, batch)) append_config(cases, tier, i++, c);
    return cases;
}

std::vector<Case> norm_cases(Tier tier) {
    const std::vector<std::pair<Norm, bool>> norms = {{Norm::none, false},
                                                      {Norm::backward, false},
                                                      {Norm::ortho, false},
                                                      {Norm::forward, false},
                                                      {Norm::none, true}};
    std::vector<Case> cases;
    std::size_t i = 0;
    for (const auto& [norm, normalize] : norms) {
        for (Precision p : k_both) {
            CaseConfig c = c2c_config(p, {128}, 2, alternate_placement(i++));
            c.norm = norm;
            c.normalize = normalize;
            append_runs(cases, c);
        }
        CaseConfig c2 = c2c_config(Precision::F32, {12, 10}, 1, alternate_placement(i));
        c2.norm = norm;
        c2.normalize = normalize;
        append_config(cases, tier, i++, c2);
    }
    return cases;
}

std::vector<Case> large_cases(Tier tier) {
    std::vector<std::pair<Precision, std::int64_t>> picks;
    if (tier == Tier::smoke) {
        picks = {
            {Precision::F32, 6561}, {Precision::F32, 16384}, {Precision::F64, 5000}, {Precision::F64, 8192}};
    } else {
        for (auto n : smooth_sizes(4097, 16384)) picks.push_back({Precision::F32, n});
        for (auto n : smooth_sizes(4097, 8192)) picks.push_back({Precision::F64, n});
    }
    std::vector<Case> cases;
    for (std::size_t i = 0; i < picks.size(); ++i)
        append_runs(cases, c2c_config(picks[i].first, {picks[i].second}, 1, alternate_placement(i)));
    return cases;
}

std::vector<Case> non_smooth_size_cases(Tier tier) {
    std::vector<std::int64_t> sizes;
    const auto smooth = smooth_sizes(1, 4096);
    for (std::int64_t n = 1, s = 0; n <= 4096; ++n) {
        if (s < static_cast<std::int64_t>(smooth.size()) && smooth[static_cast<std::size_t>(s)] == n) {
            ++s;
            continue;
        }
        sizes.push_back(n);
    }
    if (tier == Tier::smoke) sizes = sample_evenly(sizes, 40, 4099);
    std::vector<Case> cases;
    for (std::size_t i = 0; i < sizes.size(); ++i)
        append_config(cases, tier, i,
                      c2c_config(Precision::F32, {sizes[i]}, i % 5 == 4 ? 2 : 1, alternate_placement(i / 2)));
    return cases;
}

// Rader's primes in registers (17 to 59 in fp32, to 31 in fp64 on CUDA and PoCL), through shared
// memory (257, 4093, 1021, 8191: p - 1 factors into those) and Bluestein's (4099, 65537: past one
// pass or p - 1 not factoring). The smoke tier's last two take the register limits: 59 in fp32,
// 31 in fp64.
std::vector<Case> prime_cases(Tier tier) {
    std::vector<std::int64_t> primes = {17, 257, 4093, 4099, 65537};
    if (tier == Tier::full)
        primes.insert(primes.end(), {19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 127, 1021, 8191, 16411,
                                     131071, 1000003});
    else  // 16411: Bluestein's M = 34992 in one kernel on a cluster (CUDA sm_90)
        primes.insert(primes.end(), {1000003, 59, 31, 16411});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < primes.size(); ++i) {
        if (primes[i] > 100000 &&
            tier == Tier::smoke) {  // one precision, one direction: the reference is slow
            auto runs = standard_runs(c2c_config(Precision::F32, {primes[i]}));
            cases.insert(cases.end(), runs.begin(), runs.begin() + 2);
            continue;
        }
        append_config(cases, tier, i, c2c_config(Precision::F32, {primes[i]}, 1, alternate_placement(i)));
    }
    return cases;
}

std::vector<Case> multi_pass_cases(Tier tier) {
    std::vector<std::pair<Precision, std::int64_t>> picks = {
        {Precision::F32, 2048},    {Precision::F64, 3000},          {Precision::F32, 1 << 16},
        {Precision::F64, 1 << 15}, {Precision::F32, 14641},         {Precision::F32, 28561},
        {Precision::F32, 1 << 20}, {Precision::F64, (1 << 20) + 7}, {Precision::F32, 1 << 15},
        {Precision::F64, 1 << 14}, {Precision::F64, 10007}};  // the last: Bluestein on a cluster (CUDA)
    if (tier == Tier::full)
        for (int bits = 15; bits <= 24; ++bits)
            for (Precision p : k_both) picks.push_back({p, std::int64_t{1} << bits});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < picks.size(); ++i) {
        // A few sequences where several fit: a cluster four-step (CUDA) runs each on its own cluster.
        const std::int64_t batch = picks[i].second <= (1 << 16) ? 3 : 1;
        auto runs = standard_runs(c2c_config(picks[i].first, {picks[i].second}, batch, alternate_placement(i)));
        std::size_t keep =
            picks[i].second > (1 << 18) ? 2 : runs.size();  // big: random input, both directions
        cases.insert(cases.end(), runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(keep));
    }
    return cases;
}

std::vector<Case> mixed_any_size_cases(Tier tier) {
    struct Shape {
        std::vector<std::int64_t> shape;
        std::int64_t batch;
    };
    std::vector<Shape> shapes = {
        {{17, 4099, 3}, 1}, {{19, 23}, 3}, {{2048, 17}, 1}, {{5, 1031}, 2}, {{37, 8, 29}, 1}};
    if (tier == Tier::full) shapes.push_back({{4099, 1031}, 1});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < shapes.size(); ++i)
        append_config(cases, tier, i,
                      c2c_config(Precision::F32, shapes[i].shape, shapes[i].batch, alternate_placement(i)));
    // Strided, padded input with a packed output: the four-step and Bluestein passes read user strides.
    CaseConfig strided = c2c_config(Precision::F32, {4099}, 3, Placement::out_of_place);
    strided = with_layouts(strided, Layout{{2}, 9000}, Layout{}, Placement::out_of_place);
    append_config(cases, tier, shapes.size(), strided);
    CaseConfig columns = c2c_config(Precision::F64, {3000, 4}, 1, Placement::out_of_place);
    columns = with_layouts(columns, Layout{{8, 1}, 0}, Layout{{1, 3000}, 0}, Placement::out_of_place);
    append_config(cases, tier, shapes.size() + 1, columns);
    // A strided axis past one pass: a four-step whose temp keeps the columns fastest; and columns
    // one block would hold only one or two of, which take that four-step on CUDA
    // (strided_four_step_below_row_bytes), on a 2-D and a 3-D shape. Each in its own precision.
    append_runs(cases, c2c_config(Precision::F64, {16384, 3}, 1, Placement::out_of_place));
    append_runs(cases, c2c_config(Precision::F32, {16384, 40}, 1, Placement::out_of_place));
    append_runs(cases, c2c_config(Precision::F64, {8192, 12}, 1, Placement::in_place));
    append_runs(cases, c2c_config(Precision::F32, {8192, 3, 5}, 2, Placement::in_place));
    return cases;
}

// 167 = 2 x 83 + 1 and 4099 = 2 x 3 x 683 + 1: p - 1 has a prime factor past every Rader limit
// (plan/tuning.cpp), so these stay Bluestein's.
std::vector<Case> unsupported_size_cases() {
    const std::vector<std::vector<std::int64_t>> shapes = {{167}, {4099}, {334}, {16, 167}, {167, 16}};
    std::vector<Case> cases;
    for (const auto& shape : shapes)
        for (Precision p : k_both) {
            auto runs = standard_runs(c2c_config(p, shape));
            cases.insert(cases.end(), runs.begin(), runs.begin() + 2);  // random, both directions
        }
    return cases;
}

// On PoCL (plan/tuning.cpp's CPU rows: one pass up to 1024 points unless a prime is longer), 2008
// = 8 x 251 and 4087 = 61 x 67 are four-step plans whose passes hold the Rader stages; on a GPU
// they are single passes.
std::vector<Case> shared_rader_cases(Tier tier) {
    struct Pick {
        Precision precision;
        std::vector<std::int64_t> shape;
        std::int64_t batch;
    };
    const Precision f32 = Precision::F32, f64 = Precision::F64;
    std::vector<Pick> picks = {
        {f32, {61}, 3},   {f64, {67}, 2},     {f32, {97}, 1},    {f64, {127}, 3}, {f32, {257}, 2},
        {f64, {1021}, 2}, {f32, {4093}, 2},   {f64, {4093}, 1},  {f32, {509}, 1}, {f64, {2039}, 1},
        {f64, {381}, 2},  {f32, {762}, 3},    {f32, {976}, 2},   {f64, {804}, 1}, {f32, {2008}, 1},
        {f32, {4087}, 1}, {f32, {61, 67}, 1}, {f64, {97, 8}, 2},
    };
    if (tier == Tier::full)
        picks.insert(picks.end(), {{f64, {61}, 3},
                                   {f32, {67}, 2},
                                   {f32, {127}, 1},
                                   {f64, {257}, 1},
                                   {f32, {1021}, 1},
                                   {f32, {381}, 2},
                                   {f64, {762}, 1},
                                   {f64, {976}, 1},
                                   {f32, {804}, 2},
                                   {f64, {2008}, 1},
                                   {f32, {8191}, 1},
                                   {f64, {8191}, 1}});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < picks.size(); ++i)
        append_runs(cases,
                    c2c_config(picks[i].precision, picks[i].shape, picks[i].batch, alternate_placement(i)));
    // Strided input, packed output: the Rader stage's copy in reads user strides.
    CaseConfig strided = c2c_config(f32, {127}, 3, Placement::out_of_place);
    append_runs(cases, with_layouts(strided, Layout{{2}, 300}, Layout{}, Placement::out_of_place));
    return cases;
}

std::vector<Case> all_c2c_cases(Tier tier) {
    std::vector<Case> all;
    for (auto group :
         {radix_cases(tier), mixed_radix_cases(tier), size_cases(tier), rank_cases(tier), plane_cases(tier), layout_cases(tier),
          norm_cases(tier), large_cases(tier), unsupported_size_cases(), non_smooth_size_cases(tier),
          prime_cases(tier), multi_pass_cases(tier), mixed_any_size_cases(tier), shared_rader_cases(tier)})
        all.insert(all.end(), group.begin(), group.end());
    return all;
}

}  // namespace prism::test
