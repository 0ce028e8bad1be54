#include "core/layout.hpp"

#include <algorithm>
#include <limits>

#include "core/int128.hpp"

namespace prism::core {

std::optional<std::int64_t> layout_span(const std::vector<StridedDim>& dims) {
    int128 last = 0;
    for (const auto& d : dims) last += static_cast<int128>(d.length - 1) * d.stride;
    if (last + 1 > std::numeric_limits<std::int64_t>::max()) return std::nullopt;
    return static_cast<std::int64_t>(last + 1);
}

// Sufficient condition: sorted by stride, each stride reaches past everything the smaller dims
// cover. Interleaved and padded layouts pass; only exotic ones fall through to enumeration.
static bool sorted_strides_disjoint(std::vector<StridedDim> dims) {
    std::sort(dims.begin(), dims.end(), [](auto& a, auto& b) { return a.stride < b.stride; });
    int128 covered = 1;  // largest offset reachable with the dims so far, + 1
    for (const auto& d : dims) {
        if (d.length == 1) continue;
        if (d.stride < covered) return false;
        covered += static_cast<int128>(d.length - 1) * d.stride;
    }
    return true;
}

static bool enumerate_injective(const std::vector<StridedDim>& dims, std::int64_t span) {
    std::vector<bool> seen(static_cast<std::size_t>(span), false);
    std::vector<std::int64_t> index(dims.size(), 0);
    while (true) {
        std::int64_t offset = 0;
        for (std::size_t d = 0; d < dims.size(); ++d) offset += index[d] * dims[d].stride;
        if (seen[static_cast<std::size_t>(offset)]) return false;
        seen[static_cast<std::size_t>(offset)] = true;
        std::size_t d = dims.size();
        while (d > 0) {
            --d;
            if (++index[d] < dims[d].length) break;
            index[d] = 0;
            if (d == 0) return true;
        }
        if (dims.empty()) return true;
    }
}

std::optional<bool> layout_is_injective(const std::vector<StridedDim>& dims) {
    if (sorted_strides_disjoint(dims)) return true;
    constexpr std::int64_t k_enumeration_limit = std::int64_t{1} << 26;
    auto span = layout_span(dims);
    if (!span || *span > k_enumeration_limit) return std::nullopt;
    int128 count = 1;
    for (const auto& d : dims) count *= d.length;
    if (count > *span) return false;  // pigeonhole
    return enumerate_injective(dims, *span);
}

std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
    return strides;
}

}  // namespace prism::core
