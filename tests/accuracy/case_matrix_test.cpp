// Host-only checks of the case matrix itself (no device needed): tokens read back as written,
// layouts keep logical elements apart, and the smoke tier covers what it must while staying small
// enough for CI.
#include "support/case_matrix.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include "support/layout.hpp"

namespace {

using namespace prism::test;

std::size_t distinct_configs(const std::vector<Case>& cases) {
    std::set<std::string> keys;
    for (const Case& c : cases) keys.insert(config_token(c.config));
    return keys.size();
}

TEST(CaseMatrix, TokensRoundTrip) {
    for (const auto& group : {all_c2c_cases(Tier::smoke), all_real_cases(Tier::smoke),
                              r2c_staged_cases(Tier::smoke), r2c_paired_rows_cases(Tier::smoke)})
        for (const Case& c : group) EXPECT_EQ(token(parse_token(token(c))), token(c));
    // As a person might write them, every field named.
    for (const std::string written : {
             "c2c f64 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=outofplace dir=inverse "
             "norm=backward input=impulse:at=5",
             "r2c f64 shape=16x12 batch=3 in=strides:24,2:dist:400 out=packed place=outofplace "
             "destroy_input=1 "
             "dir=inverse norm=backward input=complex:seed=7",
             "r2r f32 kinds=dct2,dst1 shape=6x5 batch=1 in=packed out=packed place=inplace dir=forward "
             "norm=ortho "
             "input=impulse:at=5",
         })
        EXPECT_EQ(token(parse_token(written)), written);
}

TEST(CaseMatrix, MalformedTokensAreRefused) {
    for (const char* bad : {
             "c2c f32 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=inplace",  // in != out
             "c2c f16 shape=8",
             "c2c f32 shape=8 colour=red",
             "c2c f32 shape=8 real_padded=1",  // R2C only
             "c2c f32 shape=8 dir=inverse input=complex:seed=1",
             "r2r f32 kinds=dct2 shape=6x5",  // one kind, two axes
             "r2r f32 kinds=dct9 shape=6",
             "r2c f32 kinds=dct2 shape=6",
             "r2c f32 shape=6 dir=forward input=complex:seed=1",
             "c2r f32 shape=6",  // C2R is r2c dir=inverse
             "r2c f32 shape=6 real_padded=yes",
         })
        EXPECT_THROW(parse_token(bad), std::invalid_argument) << bad;
}

// Every layout maps distinct logical scalars to distinct memory on the side a run writes.
TEST(CaseMatrix, OutputLayoutsAreInjective) {
    std::set<std::string> seen;
    for (const auto& group :
         {layout_cases(Tier::full), rank_cases(Tier::smoke), r2c_layout_cases(Tier::full),
          r2r_layout_cases(Tier::full), r2c_rank_cases(Tier::full), r2c_paired_rows_cases(Tier::full)})
        for (const Case& c : group) {
            if (!seen.insert(config_token(c.config)).second) continue;
            for (const prism::Direction d : {prism::Direction::forward, prism::Direction::inverse}) {
                auto offsets = output_side(c.config, d).offsets;
                std::sort(offsets.begin(), offsets.end());
                EXPECT_EQ(std::adjacent_find(offsets.begin(), offsets.end()), offsets.end())
                    << config_token(c.config);
            }
        }
}

// PoCL compiles each new plan in 0.1-1 s: the smoke tier stays within CI's few minutes only if its
// number of distinct configs does (the real groups add about 100).
TEST(CaseMatrix, SmokeTierStaysSmall) {
    const std::size_t c2c = distinct_configs(all_c2c_cases(Tier::smoke));
    EXPECT_GE(c2c, 150u);
    EXPECT_LE(c2c, 330u);
    EXPECT_EQ(smooth_sizes(1, 4096).size(), distinct_configs(size_cases(Tier::full)) / 2);
    const std::size_t real = distinct_configs(all_real_cases(Tier::smoke));
    EXPECT_GE(real, 60u);
    EXPECT_LE(real, 110u);
    EXPECT_GE(distinct_configs(r2c_size_cases(Tier::full)), 2 * 4096u);
}

// Every kind, every norm, both placements, both precisions, ranks 1-3 and the lengths the issue
// names are in the smoke tier.
TEST(CaseMatrix, RealSmokeTierCoversTheFeature) {
    std::set<std::string> kinds, norms;
    std::set<std::int64_t> lengths;
    std::set<std::size_t> ranks;
    bool r2c_in_place = false, r2c_out_of_place = false, f64 = false, f32 = false, mixed = false;
    for (const Case& c : all_real_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        for (auto k : cc.kinds) kinds.insert(prism::r2r_kind_name(k));
        mixed = mixed || (cc.kinds.size() > 1 && cc.kinds[0] != cc.kinds[1]);
        norms.insert(std::to_string(static_cast<int>(cc.norm)) + (cc.r2c() ? "c" : "r"));
        ranks.insert(cc.shape.size());
        if (cc.shape.size() == 1) lengths.insert(cc.shape[0]);
        (cc.placement == Placement::in_place ? r2c_in_place : r2c_out_of_place) |= cc.r2c();
        (cc.fp64() ? f64 : f32) = true;
    }
    EXPECT_EQ(kinds.size(), 8u);
    EXPECT_EQ(norms.size(), 8u) << "four norms for each of R2C and R2R";
    EXPECT_EQ(ranks, (std::set<std::size_t>{1, 2, 3}));
    for (std::int64_t n : {1, 2, 17, 4096, 4099, 10007, 65536})
        EXPECT_TRUE(lengths.count(n)) << "length " << n;
    EXPECT_TRUE(r2c_in_place && r2c_out_of_place && f32 && f64 && mixed);
}

// Every length in both placements; each placement in both precisions and with each norm.
TEST(CaseMatrix, R2cStagedGroupCoversLengthsPlacementsAndPrecisions) {
    std::set<std::string> seen;
    std::set<std::int64_t> lengths;
    for (const Case& c : r2c_staged_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        lengths.insert(cc.shape[0]);
        EXPECT_EQ(cc.batch % 2, 1) << "the batch must leave a ragged last block";
        const bool in_place = cc.placement == Placement::in_place;
        EXPECT_EQ(cc.real_padded, in_place);
        seen.insert(std::to_string(cc.shape[0]) + (in_place ? "i" : "o"));
        seen.insert(std::string(in_place ? "i" : "o") + (cc.fp64() ? "64" : "32"));
        seen.insert(std::string(in_place ? "i" : "o") + "norm" + std::to_string(static_cast<int>(cc.norm)));
    }
    EXPECT_EQ(lengths, (std::set<std::int64_t>{2, 4, 6, 8, 10, 16, 30, 32, 64, 128, 256}));
    EXPECT_EQ(seen.size(), 11u * 2 + 4 + 6);
    EXPECT_EQ(distinct_configs(r2c_staged_cases(Tier::smoke)), 22u);
    EXPECT_EQ(distinct_configs(r2c_staged_cases(Tier::full)), 44u);
}

// Every odd length in both placements and both precisions, with a batch that leaves the last pair
// without its row b; the layouts' configs once each.
TEST(CaseMatrix, R2cPairedRowsGroupCoversOddLengthsPlacementsAndPrecisions) {
    std::set<std::string> seen;
    std::set<std::int64_t> lengths;
    for (const Case& c : r2c_paired_rows_cases(Tier::smoke)) {
        const CaseConfig& cc = c.config;
        ASSERT_TRUE(cc.r2c());
        EXPECT_EQ(cc.shape.back() % 2, 1) << "odd lengths pair rows";
        if (cc.shape.size() > 1 || cc.batch < 100) continue;
        lengths.insert(cc.shape[0]);
        EXPECT_EQ(cc.batch % 2, 1) << "an odd row count leaves the last pair without its row b";
        const bool in_place = cc.placement == Placement::in_place;
        EXPECT_EQ(cc.real_padded, in_place);
        seen.insert(std::to_string(cc.shape[0]) + (in_place ? "i" : "o"));
        seen.insert(std::to_string(cc.shape[0]) + (cc.fp64() ? "64" : "32"));
    }
    EXPECT_EQ(lengths, (std::set<std::int64_t>{3, 5, 9, 15, 25, 45, 105, 243}));
    EXPECT_EQ(seen.size(), 8u * 4);
    EXPECT_EQ(distinct_configs(r2c_paired_rows_cases(Tier::smoke)), 28u);
    EXPECT_EQ(distinct_configs(r2c_paired_rows_cases(Tier::full)), 56u);
}

}  // namespace
