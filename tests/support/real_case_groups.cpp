#include <iterator>

#include "common/case_layout.hpp"
#include "common/real_reference.hpp"
#include "support/case_matrix.hpp"

namespace prism::test {
namespace {

// The R2C layout variants of one shape: in place with real_padded, and out of place with the real
// and complex sides strided, padded or interleaved independently.
std::vector<CaseConfig> r2c_layout_variants(const std::vector<std::int64_t>& shape, std::int64_t batch) {
    const auto half = reference::half_shape(shape);
    const CaseConfig base = r2c_config(Precision::F32, shape, batch);
    CaseConfig in_place = r2c_config(Precision::F32, shape, batch, Placement::in_place);
    CaseConfig padded_out_of_place = base;
    padded_out_of_place.real_padded = true;
    const auto oop = Placement::out_of_place;
    return {
        in_place,
        with_layouts(base, strided_layout(shape, 2), Layout{}, oop),
        with_layouts(base, interleaved_layout(shape, batch), padded_layout(half, 2), oop),
        with_layouts(base, Layout{}, interleaved_layout(half, batch), oop),
        with_layouts(base, padded_layout(shape, 3), strided_layout(half, 3), oop),
        padded_out_of_place,
    };
}

std::vector<CaseConfig> r2r_layout_variants(const std::vector<std::int64_t>& shape,
                                            std::vector<R2RKind> kinds, std::int64_t batch) {
    const CaseConfig base = r2r_config(Precision::F32, shape, std::move(kinds), batch);
    const Layout strided2 = strided_layout(shape, 2), padded = padded_layout(shape, 3);
    const Layout interleaved = interleaved_layout(shape, batch);
    return {
        with_layouts(base, strided2, strided2, Placement::in_place),
        with_layouts(base, interleaved, strided_layout(shape, 3), Placement::out_of_place),
        with_layouts(base, padded, interleaved, Placement::out_of_place),
        with_layouts(base, padded, padded, Placement::in_place),
    };
}

struct ShapeBatch {
    std::vector<std::int64_t> shape;
    std::int64_t batch;
};

}  // namespace

std::vector<Case> r2c_size_cases(Tier tier) {
    // 97, 254 = 2 x 127 (a 127-point complex FFT) and 4093 take shared-memory Rader stages.
    std::vector<std::int64_t> sizes = {1,  2,   3,   4,   5,    7,    8,    16,   17,   30,    64,
                                       97, 128, 254, 255, 1000, 1024, 4093, 4096, 4099, 10007, 65536};
    if (tier == Tier::full) {
        sizes.clear();
        for (std::int64_t n = 1; n <= 4096; ++n) sizes.push_back(n);
        sizes.insert(sizes.end(), {4099, 5000, 8192, 10007, 16384, 65536, 65537, 1 << 20});
    }
    std::vector<Case> cases;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const std::int64_t batch = i % 4 == 3 ? 3 : 1;
        append_config(cases, tier, i,
                      r2c_config(Precision::F32, {sizes[i]}, batch, alternate_placement(i / 2)));
    }
    // Where one block cannot hold Bluestein's M, the convolution runs on a thread-block cluster (CUDA
    // sm_90, plan/cluster_convolution.hpp; two kernels elsewhere): fp64 10007's M = 20736 with three
    // rows, which pair up as two complex rows, the last without its row b; fp32 16411's M = 34992
    // with one row, which does not pair.
    // fp32 7759's M = 15552 takes the cluster for paired rows only (tuning.cpp's paired_only).
    // Their own precisions: append_config would alternate them in the smoke tier.
    append_runs(cases, r2c_config(Precision::F64, {10007}, 3, Placement::in_place));
    append_runs(cases, r2c_config(Precision::F32, {16411}, 1));
    append_runs(cases, r2c_config(Precision::F32, {7759}, 4));
    // Columns of 16384 fp32 points over 34 complex columns: the four-step on CUDA (see c2c's
    // strided four-step cases).
    append_runs(cases, r2c_config(Precision::F32, {16384, 66}, 1));
    return cases;
}

std::vector<Case> r2c_staged_cases(Tier tier) {
    const std::int64_t sizes[] = {2, 4, 6, 8, 10, 16, 30, 32, 64, 128, 256};
    const Norm norms[] = {Norm::backward, Norm::ortho, Norm::forward};
    constexpr std::int64_t k_prime_batch = 523;
    std::vector<Case> cases;
    for (std::size_t i = 0; i < std::size(sizes); ++i)
        for (std::size_t p = 0; p < 2; ++p) {
            CaseConfig c = r2c_config(Precision::F32, {sizes[i]}, k_prime_batch,
                                      p == 0 ? Placement::in_place : Placement::out_of_place);
            c.norm = norms[i % std::size(norms)];
            append_config(cases, tier, i + p, c);
        }
    return cases;
}

std::vector<Case> r2c_paired_rows_cases(Tier tier) {
    const std::int64_t sizes[] = {3, 5, 9, 15, 25, 45, 105, 243};
    constexpr std::int64_t k_odd_batch = 523;
    std::vector<Case> cases;
    for (std::size_t i = 0; i < std::size(sizes); ++i)
        for (std::size_t p = 0; p < 2; ++p)
            append_config(cases, tier, i + p,
                          r2c_config(Precision::F32, {sizes[i]}, k_odd_batch,
                                     p == 0 ? Placement::in_place : Placement::out_of_place));
    // Rows that all pair up (an even count), and 2-D shapes whose paired rows are 7 (odd) or
    // 9 x 3 = 27 rows merged over the batch.
    for (const auto& [shape, batch] : std::vector<ShapeBatch>{{{15}, 2}, {{7, 15}, 1}, {{9, 15}, 3}})
        append_config(cases, tier, cases.size(),
                      r2c_config(Precision::F32, shape, batch, Placement::out_of_place));
    // Padded rows (gaps the staged copies skip); five rows and a spare one per batch (row b missing
    // at each batch's last coordinate, the rows at a uniform pitch across batches); a strided real
    // side and interleaved complex side (batch-major kernels, no staging on those sides).
    const CaseConfig one_d = r2c_config(Precision::F32, {15}, 7);
    const CaseConfig spare = r2c_config(Precision::F32, {5, 15}, 3);
    const auto oop = Placement::out_of_place;
    for (const CaseConfig& c : {with_layouts(one_d, Layout{{1}, 18}, Layout{{1}, 11}, oop),
                                with_layouts(spare, Layout{{15, 1}, 6 * 15}, Layout{{8, 1}, 6 * 8}, oop),
                                with_layouts(one_d, strided_layout({15}, 2), Layout{}, oop),
                                with_layouts(one_d, Layout{}, interleaved_layout({8}, 7), oop)})
        append_config(cases, tier, cases.size(), c);
    // Bluestein lengths pair their rows in the one-kernel convolution (solver_bluestein.cpp): the
    // r2c splits the first n of its M points in shared memory, each times its chirp. An odd row
    // count, in place, fp64, a 2-D shape and a strided real side.
    const CaseConfig bluestein = r2c_config(Precision::F32, {509}, 7);
    const CaseConfig bluestein_f64 = r2c_config(Precision::F64, {167}, 5, Placement::in_place);
    for (const CaseConfig& c : {bluestein, r2c_config(Precision::F32, {167}, 4, Placement::in_place),
                                bluestein_f64, r2c_config(Precision::F32, {3, 509}, 1),
                                with_layouts(bluestein, strided_layout({509}, 2), Layout{}, oop)})
        append_config(cases, tier, cases.size(), c);
    return cases;
}

std::vector<Case> r2c_past_one_kernel_cases() {
    std::vector<Case> cases;
    const auto oop = Placement::out_of_place;
    // Odd rows paired through the passes (solver_real.cpp's plan_real_axis), in their own
    // precisions: on the CPU device class 1031 is Bluestein of two two-pass FFTs (the r2c writes Z
    // to a temp and splits it in a pass of its own, the c2r reads and writes paired rows through
    // the passes) and 2187 a two-pass four-step (the c2r pairs, the r2c keeps single rows); on
    // CUDA both are one kernel and 65537 is Bluestein's two two-pass FFTs. Odd pair counts, in
    // place, 2-D, and a strided real side.
    const CaseConfig paired = r2c_config(Precision::F32, {1031}, 5);
    for (const CaseConfig& c :
         {paired, r2c_config(Precision::F64, {1031}, 4, Placement::in_place),
          r2c_config(Precision::F32, {3, 1031}, 1), r2c_config(Precision::F64, {2187}, 3),
          with_layouts(paired, strided_layout({1031}, 2), Layout{}, oop),
          r2c_config(Precision::F32, {65537}, 3),
          r2c_config(Precision::F64, {65537}, 2, Placement::in_place)})
        append_runs(cases, c);
    // Even n as the FFT of n/2 complex pairs. Past one pass its four-step splits over mirrored rows
    // in its rows pass (r2c) and combines X[f] with X[m-f] in its columns pass (c2r): on the CPU
    // class fp32 2^21, 3 x 8192 and 12000 (n/2 = 6000: the r2c's rows take 80 x 75, which pairs
    // them), fp64 100000 (200 x 250, mixed radices) and in place 2^16. Where the half cannot pair
    // its rows, or one kernel does not hold it, a split (r2c) or combine (c2r) pass of its own: on
    // the CPU class 2062 = 2 x 1031 (Bluestein of 1031 against Bluestein of 2062 on reals) and the
    // r2c of 2 x 3^12 (729 x 729, both odd: two passes and the split against three on reals); on
    // CUDA fp32 2^18 splits over rows in two kernels, fp64 2^16 on a cluster. Odd row counts, in place, 2-D.
    const CaseConfig half = r2c_config(Precision::F32, {2062}, 3);
    for (const CaseConfig& c :
         {half, r2c_config(Precision::F64, {2062}, 2, Placement::in_place),
          r2c_config(Precision::F32, {3, 2062}, 1), r2c_config(Precision::F32, {1 << 21}, 1),
          r2c_config(Precision::F32, {1 << 18}, 3), r2c_config(Precision::F32, {3, 8192}, 1),
          r2c_config(Precision::F32, {12000}, 2, Placement::in_place),
          r2c_config(Precision::F64, {100000}, 3), r2c_config(Precision::F32, {2 * 531441}, 1),
          r2c_config(Precision::F64, {1 << 16}, 2, Placement::in_place)})
        append_runs(cases, c);
    return cases;
}

std::vector<Case> r2c_rank_cases(Tier tier) {
    std::vector<ShapeBatch> shapes = {{{16, 12}, 3}, {{5, 7}, 1},  {{8, 8, 8}, 1}, {{3, 5, 7}, 2},
                                      {{1, 16}, 2},  {{16, 1}, 1}, {{17, 30}, 1}};
    if (tier == Tier::full)
        shapes.insert(shapes.end(), {{{30, 17}, 1},
                                     {{64, 64}, 1},
                                     {{128, 96}, 1},
                                     {{4, 6, 8}, 2},
                                     {{12, 10, 14}, 1},
                                     {{2, 1, 9}, 3},
                                     {{4099, 3}, 1},
                                     {{3, 4099}, 2},
                                     {{17, 4099, 3}, 1},
                                     {{2048, 17}, 1},
                                     {{1, 1, 1}, 2}});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < shapes.size(); ++i)
        append_config(
            cases, tier, i,
            r2c_config(Precision::F32, shapes[i].shape, shapes[i].batch, alternate_placement(i / 2)));
    return cases;
}

std::vector<Case> r2c_layout_cases(Tier tier) {
    std::vector<CaseConfig> configs = r2c_layout_variants({16, 12}, 2);
    auto one_d = r2c_layout_variants({64}, 3);
    if (tier == Tier::smoke) {
        configs.insert(configs.end(), {one_d[0], one_d[2], one_d[4]});
    } else {
        configs.insert(configs.end(), one_d.begin(), one_d.end());
        for (const auto& [shape, batch] : std::vector<ShapeBatch>{{{9, 25}, 5}, {{7}, 4}, {{4, 6, 5}, 2}}) {
            auto more = r2c_layout_variants(shape, batch);
            configs.insert(configs.end(), more.begin(), more.end());
        }
    }
    std::vector<Case> cases;
    for (std::size_t i = 0; i < configs.size(); ++i) append_config(cases, tier, i, configs[i]);
    return cases;
}

std::vector<Case> r2c_norm_cases(Tier tier) {
    std::vector<Case> cases;
    std::size_t i = 0;
    for (Norm norm : {Norm::backward, Norm::ortho, Norm::forward}) {
        CaseConfig one_d = r2c_config(Precision::F32, {30}, 2, alternate_placement(i));
        one_d.norm = norm;
        append_config(cases, tier, i++, one_d);
        CaseConfig two_d = r2c_config(Precision::F32, {6, 10}, 1, alternate_placement(i));
        two_d.norm = norm;
        append_config(cases, tier, i++, two_d);
    }
    return cases;
}

std::vector<Case> r2c_destroy_input_cases(Tier tier) {
    std::vector<ShapeBatch> shapes = {{{16, 12}, 2}, {{4, 6, 10}, 1}};
    if (tier == Tier::full) shapes.insert(shapes.end(), {{{17, 9}, 3}, {{2048, 6}, 1}});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        CaseConfig c = r2c_config(Precision::F32, shapes[i].shape, shapes[i].batch, Placement::out_of_place);
        c.destroy_input = true;
        append_config(cases, tier, i, c);
    }
    return cases;
}

std::vector<Case> r2r_kind_cases(Tier tier) {
    // Smoke: each kind at an odd, an even and a long length (one-pass, Bluestein or multi-pass);
    // n = 1 where the kind allows it, the smallest dct1 (n = 2) where it does not.
    const std::vector<std::pair<R2RKind, std::vector<std::int64_t>>> smoke = {
        {R2RKind::dct1, {2, 17, 1000}}, {R2RKind::dct2, {1, 30, 4099}},  {R2RKind::dct3, {7, 64, 1024}},
        {R2RKind::dct4, {5, 100, 257}}, {R2RKind::dst1, {1, 12, 4096}},  {R2RKind::dst2, {3, 128, 1001}},
        {R2RKind::dst3, {8, 97, 2048}}, {R2RKind::dst4, {2, 31, 10007}},
    };
    std::vector<std::pair<R2RKind, std::vector<std::int64_t>>> picks = smoke;
    if (tier == Tier::full) {
        picks.clear();
        // Every length to 128, then 200 spread over 129..4096 (each kind its own sample), and long ones.
        std::vector<std::int64_t> longer;
        for (std::int64_t n = 129; n <= 4096; ++n) longer.push_back(n);
        std::uint64_t seed = 5;
        for (R2RKind kind : k_all_kinds) {
            std::vector<std::int64_t> sizes;
            for (std::int64_t n = 1; n <= 128; ++n) sizes.push_back(n);
            for (std::int64_t n : sample_evenly(longer, 200, seed++)) sizes.push_back(n);
            sizes.insert(sizes.end(), {4099, 10007, 65536});
            picks.push_back({kind, sizes});
        }
    }
    std::vector<Case> cases;
    std::size_t i = 0;
    for (const auto& [kind, sizes] : picks)
        for (std::int64_t n : sizes) {
            if (kind == R2RKind::dct1 && n < 2) continue;
            const std::int64_t batch = i % 3 == 2 ? 2 : 1;
            append_config(cases, tier, i,
                          r2r_config(Precision::F32, {n}, {kind}, batch, alternate_placement(i / 2)));
            ++i;
        }
    return cases;
}

std::vector<Case> r2r_mixed_kind_cases(Tier tier) {
    struct Mixed {
        std::vector<std::int64_t> shape;
        std::vector<R2RKind> kinds;
        std::int64_t batch;
    };
    using K = R2RKind;
    std::vector<Mixed> mixed = {{{16, 12}, {K::dct2, K::dst1}, 1},
                                {{5, 7}, {K::dst1, K::dct2}, 2},
                                {{4, 6, 8}, {K::dct1, K::dst3, K::dct4}, 1},
                                {{30, 17}, {K::dst2, K::dct3}, 1}};
    if (tier == Tier::full)
        mixed.insert(mixed.end(), {{{2, 3, 4}, {K::dct1, K::dst4, K::dst2}, 3},
                                   {{64, 64}, {K::dct4, K::dst4}, 1},
                                   {{17, 4099}, {K::dct2, K::dst2}, 1},
                                   {{9, 10, 11}, {K::dst1, K::dct1, K::dct3}, 2},
                                   {{1, 8}, {K::dst3, K::dct2}, 2},
                                   {{128, 2}, {K::dct3, K::dct1}, 1}});
    std::vector<Case> cases;
    for (std::size_t i = 0; i < mixed.size(); ++i)
        append_config(cases, tier, i,
                      r2r_config(Precision::F32, mixed[i].shape, mixed[i].kinds, mixed[i].batch,
                                 alternate_placement(i)));
    return cases;
}

std::vector<Case> r2r_norm_cases(Tier tier) {
    using K = R2RKind;
    std::vector<CaseConfig> configs;
    // ortho carries per-kind endpoint factors (types I-III), so every kind gets it; odd and even n.
    std::size_t i = 0;
    for (R2RKind kind : k_all_kinds) {
        CaseConfig c =
            r2r_config(Precision::F32, {i % 2 == 0 ? 12 : 9}, {kind}, 1, alternate_placement(i / 2));
        c.norm = Norm::ortho;
        configs.push_back(c);
        ++i;
    }
    const std::vector<std::pair<Norm, CaseConfig>> more = {
        {Norm::ortho, r2r_config(Precision::F32, {6, 5}, {K::dct1, K::dst2}, 2)},
        {Norm::ortho,
         r2r_config(Precision::F32, {5, 6, 4}, {K::dst3, K::dct3, K::dct2}, 1, Placement::in_place)},
        {Norm::backward, r2r_config(Precision::F32, {10}, {K::dct2}, 3)},
        {Norm::forward, r2r_config(Precision::F32, {10}, {K::dst1}, 1, Placement::in_place)},
        {Norm::backward, r2r_config(Precision::F32, {6, 8}, {K::dct1, K::dst1}, 1)},
        {Norm::forward, r2r_config(Precision::F32, {7, 4}, {K::dst4, K::dct4}, 2)},
    };
    for (auto [norm, c] : more) {
        c.norm = norm;
        configs.push_back(c);
    }
    if (tier == Tier::full)
        for (Norm norm : {Norm::backward, Norm::forward})
            for (R2RKind kind : k_all_kinds) {
                CaseConfig c = r2r_config(Precision::F32, {33}, {kind}, 2);
                c.norm = norm;
                configs.push_back(c);
            }
    std::vector<Case> cases;
    for (std::size_t j = 0; j < configs.size(); ++j) append_config(cases, tier, j, configs[j]);
    return cases;
}

std::vector<Case> r2r_layout_cases(Tier tier) {
    using K = R2RKind;
    std::vector<CaseConfig> configs = r2r_layout_variants({64}, {K::dct2}, 3);
    if (tier == Tier::full) {
        for (auto more : {r2r_layout_variants({16, 12}, {K::dst1, K::dct4}, 2),
                          r2r_layout_variants({4, 6, 5}, {K::dct1, K::dst2, K::dct3}, 2),
                          r2r_layout_variants({31}, {K::dst3}, 4)})
            configs.insert(configs.end(), more.begin(), more.end());
    }
    std::vector<Case> cases;
    for (std::size_t i = 0; i < configs.size(); ++i) append_config(cases, tier, i, configs[i]);
    return cases;
}

std::vector<Case> r2r_paired_rows_cases(Tier tier) {
    using K = R2RKind;
    // Types I, II and III over many rows carry two rows as one FFT: short lengths (staged rows),
    // longer ones (read and written directly), odd and even, with an odd batch (the last row
    // alone) and an even one. The smoke tier takes 15 (staged) and 1000 (direct) of each kind.
    const bool full = tier == Tier::full;
    const std::vector<std::int64_t> sizes =
        full ? std::vector<std::int64_t>{2, 3, 8, 15, 64, 100, 257, 1000, 4096} : std::vector<std::int64_t>{15, 1000};
    std::vector<Case> cases;
    std::size_t i = 0;
    for (K kind : {K::dct2, K::dct3, K::dst2, K::dst3, K::dct1, K::dst1})
        for (std::int64_t n : sizes) {
            // The smoke tier's type I: dct1 read and written directly, dst1 staged.
            if (!full && ((kind == K::dct1 && n != 1000) || (kind == K::dst1 && n != 15))) continue;
            const std::int64_t batch = i % 2 == 0 ? 37 : 6;
            append_config(cases, tier, i, r2r_config(Precision::F32, {n}, {kind}, batch, alternate_placement(i)));
            ++i;
        }
    // scipy's ortho weights on both rows' end points; the last axis of 2-D shapes pairing its rows
    // along an odd first axis; padded rows (gaps the staged copies skip).
    std::vector<CaseConfig> more;
    for (K kind :
         full ? std::vector<K>{K::dct2, K::dct3, K::dst2, K::dst3, K::dct1} : std::vector<K>{K::dst2}) {
        CaseConfig c = r2r_config(Precision::F32, {kind == K::dct2 || kind == K::dst3 ? 12 : 9}, {kind}, 5);
        c.norm = Norm::ortho;
        more.push_back(c);
    }
    more.push_back(r2r_config(Precision::F32, {7, 30}, {K::dct1, K::dst2}, 1));
    // Type I pairs past one kernel: Bluestein in one kernel (dst1 166: 334 = 2 x 167, M = 729 on the
    // CPU) and four-steps (the smoke tier's dct1 1000 is one on the CPU: 1998 points past 1024;
    // dct1 4097: 8192 = 64 x 128 there, one pass on CUDA).
    more.push_back(r2r_config(Precision::F64, {166}, {K::dst1}, 7));
    if (full) {
        more.push_back(r2r_config(Precision::F32, {4097}, {K::dct1}, 3));
        more.push_back(r2r_config(Precision::F64, {4097}, {K::dst1}, 4, Placement::in_place));
        more.push_back(r2r_config(Precision::F32, {168}, {K::dct1}, 5));
        more.push_back(r2r_config(Precision::F32, {40000}, {K::dct1}, 3));  // Bluestein, two kernels
    }
    if (full) more.push_back(r2r_config(Precision::F32, {5, 64}, {K::dct3, K::dct2}, 2, Placement::in_place));
    more.push_back(with_layouts(r2r_config(Precision::F32, {15}, {K::dst2}, 7), Layout{{1}, 18}, Layout{{1}, 20},
                                Placement::out_of_place));
    if (full)
        more.push_back(with_layouts(r2r_config(Precision::F32, {16}, {K::dct3}, 5), Layout{{1}, 19},
                                    Layout{{1}, 17}, Placement::out_of_place));
    for (const CaseConfig& c : more) append_config(cases, tier, i++, c);
    return cases;
}

std::vector<Case> all_real_cases(Tier tier) {
    std::vector<Case> all;
    for (auto group : {r2c_size_cases(tier), r2c_rank_cases(tier), r2c_layout_cases(tier),
                       r2c_norm_cases(tier), r2c_destroy_input_cases(tier), r2r_kind_cases(tier),
                       r2r_mixed_kind_cases(tier), r2r_norm_cases(tier), r2r_layout_cases(tier),
                       r2r_paired_rows_cases(tier)})
        all.insert(all.end(), group.begin(), group.end());
    return all;
}

}  // namespace prism::test
