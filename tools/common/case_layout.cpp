#include "common/case_layout.hpp"

#include <algorithm>

#include "common/real_reference.hpp"

namespace prism::cases {
namespace {

std::int64_t strides_span(const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides) {
    std::int64_t last = 0;
    for (std::size_t a = 0; a < shape.size(); ++a) last += (shape[a] - 1) * strides[a];
    return last + 1;
}

// Explicit strides and distance, as prism is documented to default them.
Layout resolve(const Layout& layout, const std::vector<std::int64_t>& shape) {
    Layout r = layout;
    if (r.strides.empty()) r.strides = packed_strides(shape);
    if (r.distance == 0) r.distance = strides_span(shape, r.strides);
    return r;
}

SideLayout scalars_of(const Layout& layout, const std::vector<std::int64_t>& shape, std::int64_t batch,
                      bool complex) {
    SideLayout side;
    side.offsets.reserve(static_cast<std::size_t>(element_count(shape) * batch * (complex ? 2 : 1)));
    for (const std::int64_t o : element_offsets(layout, shape, batch)) {
        if (!complex) {
            side.offsets.push_back(o);
            continue;
        }
        side.offsets.push_back(2 * o);
        side.offsets.push_back(2 * o + 1);
    }
    side.span = layout_span(layout, shape, batch) * (complex ? 2 : 1);
    return side;
}

SideLayout real_side(const CaseConfig& c, const Layout& layout) {
    if (c.real_padded && layout.packed()) {
        std::vector<std::int64_t> padded = c.shape;
        padded.back() = 2 * reference::half_length(c.shape.back());
        const Layout explicit_padded{packed_strides(padded), element_count(padded)};
        return scalars_of(explicit_padded, c.shape, c.batch, false);
    }
    return scalars_of(layout, c.shape, c.batch, false);
}

SideLayout complex_side(const CaseConfig& c, const Layout& layout) {
    return scalars_of(layout, c.r2c() ? reference::half_shape(c.shape) : c.shape, c.batch, true);
}

}  // namespace

std::int64_t element_count(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
    return strides;
}

std::vector<std::int64_t> element_offsets(const Layout& layout, const std::vector<std::int64_t>& shape,
                                          std::int64_t batch) {
    const Layout r = resolve(layout, shape);
    const std::int64_t n = element_count(shape);
    std::vector<std::int64_t> offsets;
    offsets.reserve(static_cast<std::size_t>(n * batch));
    std::vector<std::int64_t> index(shape.size(), 0);
    for (std::int64_t b = 0; b < batch; ++b) {
        for (std::int64_t e = 0; e < n; ++e) {
            // Row-major digits of e: the last axis varies fastest.
            std::int64_t rest = e, offset = b * r.distance;
            for (std::size_t a = shape.size(); a-- > 0;) {
                offset += (rest % shape[a]) * r.strides[a];
                rest /= shape[a];
            }
            offsets.push_back(offset);
        }
    }
    return offsets;
}

std::int64_t layout_span(const Layout& layout, const std::vector<std::int64_t>& shape, std::int64_t batch) {
    const Layout r = resolve(layout, shape);
    return strides_span(shape, r.strides) + (batch - 1) * r.distance;
}

Layout strided_layout(const std::vector<std::int64_t>& shape, std::int64_t factor) {
    Layout l;
    l.strides = packed_strides(shape);
    for (auto& s : l.strides) s *= factor;
    l.distance = element_count(shape) * factor;
    return l;
}

Layout padded_layout(const std::vector<std::int64_t>& shape, std::int64_t pad) {
    Layout l;
    l.strides.assign(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) l.strides[i - 1] = l.strides[i] * shape[i] + pad;
    l.distance = l.strides[0] * shape[0] + pad;
    return l;
}

Layout interleaved_layout(const std::vector<std::int64_t>& shape, std::int64_t batch) {
    Layout l;
    l.strides = packed_strides(shape);
    for (auto& s : l.strides) s *= batch;
    l.distance = 1;
    return l;
}

SideLayout input_side(const CaseConfig& c, Direction d) {
    switch (c.transform) {
        case Transform::C2C: return complex_side(c, c.in);
        case Transform::R2R: return real_side(c, c.in);
        case Transform::R2C: break;
    }
    return d == Direction::forward ? real_side(c, c.in) : complex_side(c, c.out);
}

SideLayout output_side(const CaseConfig& c, Direction d) {
    switch (c.transform) {
        case Transform::C2C: return complex_side(c, c.out);
        case Transform::R2R: return real_side(c, c.out);
        case Transform::R2C: break;
    }
    return d == Direction::forward ? complex_side(c, c.out) : real_side(c, c.in);
}

}  // namespace prism::cases
