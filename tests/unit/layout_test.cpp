// Host-only tests of stride arithmetic: spans and the one-address-per-output check.
#include <gtest/gtest.h>

#include "core/layout.hpp"

using prism::core::layout_is_injective;
using prism::core::layout_span;
using prism::core::packed_strides;

TEST(Layout, PackedStridesAreRowMajor) {
    EXPECT_EQ(packed_strides({4, 5, 6}), (std::vector<std::int64_t>{30, 6, 1}));
    EXPECT_EQ(packed_strides({7}), (std::vector<std::int64_t>{1}));
}

TEST(Layout, SpanIsLargestOffsetPlusOne) {
    EXPECT_EQ(layout_span({{4, 6}, {6, 1}}), 24);
    EXPECT_EQ(layout_span({{3, 10}, {2, 1}}), 22);
    EXPECT_EQ(layout_span({{1, 1000}}), 1);
    EXPECT_FALSE(layout_span({{std::int64_t{1} << 40, std::int64_t{1} << 40}}).has_value());
}

TEST(Layout, InjectiveLayouts) {
    EXPECT_EQ(layout_is_injective({{8, 1}, {4, 8}}), true);           // packed
    EXPECT_EQ(layout_is_injective({{8, 4}, {4, 1}}), true);           // interleaved batches
    EXPECT_EQ(layout_is_injective({{8, 2}, {4, 20}}), true);          // padded and strided
    EXPECT_EQ(layout_is_injective({{3, 2}, {2, 3}}), true);           // exotic: offsets 0,2,4,3,5,7
}

TEST(Layout, AliasingLayouts) {
    EXPECT_EQ(layout_is_injective({{8, 1}, {4, 4}}), false);          // batches overlap
    EXPECT_EQ(layout_is_injective({{4, 1}, {4, 1}}), false);          // two dims, one stride
    EXPECT_EQ(layout_is_injective({{3, 1}, {2, 2}}), false);          // 0,1,2 and 2,3,4 share 2
}
