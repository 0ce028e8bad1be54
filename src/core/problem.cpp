// Config -> Problem: every check a user's description must pass, each failing with its own status.
#include "core/problem.hpp"

#include <algorithm>
#include <limits>
#include <sstream>

#include "core/layout.hpp"

namespace prism::core {
namespace {

[[noreturn]] void fail(Status s, const std::string& message) { throw Error(s, message); }

void check_kinds(const Config& c) {
    if (c.transform != Transform::R2R) {
        if (!c.r2r_kinds.empty())
            fail(Status::invalid_transform, "config.r2r_kinds is set but config.transform is not Transform::R2R; "
                                            "clear r2r_kinds or ask for R2R");
        return;
    }
    if (c.r2r_kinds.size() != c.shape.size())
        fail(Status::invalid_transform, "config.r2r_kinds has " + std::to_string(c.r2r_kinds.size()) +
                                            " entries but config.shape has " + std::to_string(c.shape.size()) +
                                            " axes; Transform::R2R needs one kind (dct1..dst4) per axis");
    for (std::size_t a = 0; a < c.r2r_kinds.size(); ++a) {
        int k = static_cast<int>(c.r2r_kinds[a]);
        if (k < 0 || k > static_cast<int>(R2RKind::dst4))
            fail(Status::invalid_transform, "config.r2r_kinds[" + std::to_string(a) + "] has value " + std::to_string(k) +
                                                "; use R2RKind::dct1 ... dst4");
        if (c.r2r_kinds[a] == R2RKind::dct1 && c.shape[a] < 2)
            fail(Status::invalid_shape, "config.shape[" + std::to_string(a) + "] = " + std::to_string(c.shape[a]) +
                                            " with R2RKind::dct1, which needs at least 2 points (FFTW's REDFT00 too)");
    }
}

void check_enums(const Config& c) {
    if (c.transform != Transform::C2C && c.transform != Transform::R2C && c.transform != Transform::R2R)
        fail(Status::invalid_transform, "config.transform has value " +
                                            std::to_string(static_cast<int>(c.transform)) +
                                            "; use Transform::C2C, R2C or R2R");
    if (c.precision != Precision::F32 && c.precision != Precision::F64)
        fail(Status::invalid_precision, "config.precision has value " +
                                            std::to_string(static_cast<int>(c.precision)) +
                                            "; use Precision::F32 or Precision::F64");
    int norm = static_cast<int>(c.norm);
    if (norm < 0 || norm > static_cast<int>(Norm::forward))
        fail(Status::invalid_normalization, "config.norm has value " + std::to_string(norm) +
                                                "; use Norm::none, backward, ortho or forward");
    if (c.normalize && c.norm != Norm::none && c.norm != Norm::backward)
        fail(Status::invalid_normalization,
             "config.normalize = true asks for Norm::backward but config.norm says otherwise; set one of them");
    if (c.twiddles != TwiddleSource::table && c.twiddles != TwiddleSource::computed)
        fail(Status::invalid_argument, "config.twiddles has an unknown value");
    if (c.index_width != IndexWidth::automatic && c.index_width != IndexWidth::i32 &&
        c.index_width != IndexWidth::i64)
        fail(Status::invalid_argument, "config.index_width has an unknown value");
}

// Device-independent checks of config.stage_radices; whether the device's generator builds each
// radix is the planner's question.
void check_stage_radices(const Config& c) {
    std::vector<std::int64_t> lengths;
    for (std::size_t i = 0; i < c.stage_radices.size(); ++i) {
        const std::string name = "config.stage_radices[" + std::to_string(i) + "]";
        if (c.stage_radices[i].empty()) fail(Status::invalid_argument, name + " is empty; give at least one radix");
        std::int64_t length = 1;
        for (int r : c.stage_radices[i]) {
            if (r < 2 || r > 1 << 16)
                fail(Status::invalid_argument, name + " holds the radix " + std::to_string(r) +
                                                   "; a radix is at least 2 (and at most 65536)");
            if (length > (std::int64_t{1} << 40) / r)
                fail(Status::invalid_argument, name + " multiplies to more than 2^40 points; no single pass is that long");
            length *= r;
        }
        if (std::find(lengths.begin(), lengths.end(), length) != lengths.end())
            fail(Status::invalid_argument, name + " is a second list for length " + std::to_string(length) +
                                               "; give one list per length");
        lengths.push_back(length);
    }
}

// Device-independent checks of config.kernel_shapes; whether a block of that many threads fits the
// device is the planner's question.
void check_kernel_shapes(const Config& c) {
    std::vector<std::int64_t> lengths;
    for (std::size_t i = 0; i < c.kernel_shapes.size(); ++i) {
        const auto& shape = c.kernel_shapes[i];
        const std::string name = "config.kernel_shapes[" + std::to_string(i) + "]";
        if (shape.length < 1)
            fail(Status::invalid_argument, name + ".length = " + std::to_string(shape.length) + "; it must be >= 1");
        if (shape.threads_per_sequence < 0)
            fail(Status::invalid_argument, name + ".threads_per_sequence = " +
                                               std::to_string(shape.threads_per_sequence) +
                                               "; give a thread count, or 0 for the planner's");
        if (shape.resident_blocks < -1 || shape.resident_blocks > 64)
            fail(Status::invalid_argument, name + ".resident_blocks = " + std::to_string(shape.resident_blocks) +
                                               "; give 1 to 64 blocks per multiprocessor, 0 for no launch "
                                               "bound, or -1 for the planner's");
        if (shape.split_exchange < -1 || shape.split_exchange > 1)
            fail(Status::invalid_argument,
                 name + ".split_exchange = " + std::to_string(shape.split_exchange) +
                     "; give 1 (exchange in halves), 0 (not) or -1 for the planner's");
        if (std::find(lengths.begin(), lengths.end(), shape.length) != lengths.end())
            fail(Status::invalid_argument, name + " is a second shape for length " + std::to_string(shape.length) +
                                               "; give one shape per length");
        lengths.push_back(shape.length);
    }
}

void check_shape(const Config& c) {
    if (c.shape.empty())
        fail(Status::invalid_rank, "config.shape is empty: give the length of each transformed axis");
    if (c.shape.size() > static_cast<std::size_t>(k_max_rank))
        fail(Status::invalid_rank, "config.shape has " + std::to_string(c.shape.size()) +
                                       " axes; prism transforms at most " + std::to_string(k_max_rank));
    for (std::size_t a = 0; a < c.shape.size(); ++a)
        if (c.shape[a] < 1)
            fail(Status::invalid_shape, "config.shape[" + std::to_string(a) + "] = " +
                                            std::to_string(c.shape[a]) + "; axis lengths must be >= 1");
    if (c.batch < 1)
        fail(Status::invalid_batch, "config.batch = " + std::to_string(c.batch) + "; it must be >= 1");
    for (std::size_t b = 0; b < c.batch_axes.size(); ++b) {
        const auto& ax = c.batch_axes[b];
        if (ax.length < 1)
            fail(Status::invalid_batch, "config.batch_axes[" + std::to_string(b) + "].length = " +
                                            std::to_string(ax.length) + "; it must be >= 1");
        if (ax.in_stride < 1 || ax.out_stride < 1)
            fail(Status::invalid_stride, "config.batch_axes[" + std::to_string(b) +
                                             "] has a stride below 1; strides are positive element counts");
    }
}

// The lengths of one side: an R2C's complex side has n/2 + 1 on the last axis.
std::vector<std::int64_t> side_shape(const Config& c, bool input) {
    std::vector<std::int64_t> shape = c.shape;
    if (c.transform == Transform::R2C && !input) shape.back() = shape.back() / 2 + 1;
    return shape;
}

// The packed strides of one side; an R2C's real side with real_padded has rows of 2(n/2 + 1).
std::vector<std::int64_t> packed_side(const Config& c, bool input) {
    if (c.transform != Transform::R2C || !input || !c.real_padded) return packed_strides(side_shape(c, input));
    std::vector<std::int64_t> padded = c.shape;
    padded.back() = 2 * (padded.back() / 2 + 1);
    auto strides = packed_strides(padded);
    return strides;
}

// The strides of one side (in or out), packed when the user gave none.
std::vector<std::int64_t> side_strides(const Config& c, const std::vector<std::int64_t>& given, const char* name) {
    if (given.empty()) return packed_side(c, name[0] == 'i');
    if (given.size() != c.shape.size())
        fail(Status::invalid_stride, std::string("config.") + name + " has " + std::to_string(given.size()) +
                                         " entries but config.shape has " + std::to_string(c.shape.size()) +
                                         " axes; give one stride per axis, or none for packed");
    for (std::size_t a = 0; a < given.size(); ++a)
        if (given[a] < 1)
            fail(Status::invalid_stride, std::string("config.") + name + "[" + std::to_string(a) +
                                             "] = " + std::to_string(given[a]) + "; strides must be >= 1");
    return given;
}

std::int64_t side_distance(const Config& c, std::int64_t given, const std::vector<std::int64_t>& strides,
                           const char* name) {
    const bool input = name[0] == 'i';
    const std::vector<std::int64_t> shape = side_shape(c, input);
    if (given < 0)
        fail(Status::invalid_distance, std::string("config.") + name + " = " + std::to_string(given) +
                                           "; distances are >= 1, or 0 for packed");
    if (given > 0) return given;
    std::vector<StridedDim> dims;
    for (std::size_t a = 0; a < strides.size(); ++a) dims.push_back({shape[a], strides[a]});
    if (c.transform == Transform::R2C && input && c.real_padded && dims.size() == strides.size())
        dims.back().length = 2 * (c.shape.back() / 2 + 1);  // the padded row is the real side's unit
    auto span = layout_span(dims);
    if (!span) fail(Status::invalid_shape, "config.shape spans more than 2^63 elements");
    return *span;
}

}  // namespace

namespace {

Problem build_axes(const Config& c) {
    Problem p;
    p.transform = c.transform;
    p.r2r_kinds = c.r2r_kinds;
    p.destroy_input = c.destroy_input;
    p.real_padded = c.transform == Transform::R2C && c.real_padded;
    p.precision = c.precision;
    p.norm = c.normalize ? Norm::backward : c.norm;
    p.twiddles = c.twiddles;
    p.stage_radices = c.stage_radices;
    p.kernel_shapes = c.kernel_shapes;
    auto in = side_strides(c, c.in_strides, "in_strides");
    auto out = side_strides(c, c.out_strides, "out_strides");
    for (std::size_t a = 0; a < c.shape.size(); ++a) p.axes.push_back({c.shape[a], in[a], out[a]});
    if (c.batch > 1)
        p.batch.push_back({c.batch, side_distance(c, c.in_distance, in, "in_distance"),
                           side_distance(c, c.out_distance, out, "out_distance")});
    for (const auto& b : c.batch_axes)
        if (b.length > 1) p.batch.push_back({b.length, b.in_stride, b.out_stride});
    return p;
}

std::vector<StridedDim> side_dims(const Problem& p, bool input) {
    std::vector<StridedDim> dims;
    for (std::size_t a = 0; a < p.axes.size(); ++a)
        dims.push_back({input ? p.axes[a].length : p.out_length(a), input ? p.axes[a].in_stride : p.axes[a].out_stride});
    if (input && p.real_padded && dims.back().stride == 1) dims.back().length = 2 * p.out_length(p.axes.size() - 1);
    for (const auto& d : p.batch) dims.push_back({d.length, input ? d.in_stride : d.out_stride});
    return dims;
}

void check_spans(const Config& c, Problem& p) {
    auto in_span = layout_span(side_dims(p, true));
    auto out_span = layout_span(side_dims(p, false));
    if (!in_span || !out_span) fail(Status::invalid_stride, "the layout spans more than 2^63 elements");
    p.in_span = *in_span;
    p.out_span = *out_span;
    auto injective = layout_is_injective(side_dims(p, false));
    if (injective && !*injective)
        fail(Status::invalid_stride,
             "the output layout (out_strides, out_distance, batch_axes) maps two elements to one address; "
             "the results would overwrite each other");
    constexpr std::int64_t k_i32_limit = std::numeric_limits<std::int32_t>::max();
    bool needs64 = std::max(p.in_span, p.out_span) > k_i32_limit;
    if (needs64 && c.index_width == IndexWidth::i32)
        fail(Status::invalid_argument, "config.index_width = i32, but the layout spans " +
                                           std::to_string(std::max(p.in_span, p.out_span)) +
                                           " elements (more than 2^31 - 1); use automatic or i64");
    p.index64 = needs64 || c.index_width == IndexWidth::i64;
}

}  // namespace

Problem make_problem(const Config& config) {
    check_enums(config);
    check_shape(config);
    check_kinds(config);
    check_stage_radices(config);
    check_kernel_shapes(config);
    Problem p = build_axes(config);
    check_spans(config, p);
    return p;
}

std::int64_t Problem::transform_size() const {
    std::int64_t n = 1;
    for (const auto& a : axes) n *= a.length;
    return n;
}

std::int64_t Problem::batch_count() const {
    std::int64_t n = 1;
    for (const auto& b : batch) n *= b.length;
    return n;
}

bool Problem::layouts_equal() const {
    for (const auto* list : {&axes, &batch})
        for (const auto& d : *list)
            if (d.in_stride != d.out_stride) return false;
    return true;
}

bool Problem::in_place_allowed() const {
    if (transform != Transform::R2C) return layouts_equal();
    // Real element 2k and complex element k start at the same byte: real strides are twice the
    // complex ones, the last axis's real stride 1 against complex stride 1 included.
    for (std::size_t a = 0; a < axes.size(); ++a) {
        bool last = a + 1 == axes.size();
        if (last ? axes[a].in_stride != 1 || axes[a].out_stride != 1 : axes[a].in_stride != 2 * axes[a].out_stride) return false;
    }
    for (const auto& d : batch)
        if (d.in_stride != 2 * d.out_stride) return false;
    return true;
}

std::int64_t Problem::out_length(std::size_t a) const {
    return transform == Transform::R2C && a + 1 == axes.size() ? axes[a].length / 2 + 1 : axes[a].length;
}

std::size_t Problem::element_bytes() const { return complex_bytes(precision); }
std::size_t Problem::in_element_bytes() const { return transform == Transform::C2C ? element_bytes() : element_bytes() / 2; }
std::size_t Problem::out_element_bytes() const { return transform == Transform::R2R ? element_bytes() / 2 : element_bytes(); }

std::string Problem::describe() const {
    std::ostringstream s;
    if (transform == Transform::R2R) {
        s << "r2r[";
        for (std::size_t a = 0; a < r2r_kinds.size(); ++a) s << (a ? "," : "") << r2r_kind_name(r2r_kinds[a]);
        s << "] ";
    } else {
        s << (transform == Transform::R2C ? "r2c " : "c2c ");
    }
    s << (precision == Precision::F64 ? "f64" : "f32") << " shape ";
    for (std::size_t a = 0; a < axes.size(); ++a) s << (a ? "x" : "") << axes[a].length;
    s << " batch " << batch_count();
    auto strides = [&](bool in) {
        std::ostringstream t;
        for (const auto* list : {&axes, &batch})
            for (const auto& d : *list) t << (t.tellp() > 0 ? "," : "") << (in ? d.in_stride : d.out_stride);
        return t.str();
    };
    s << " | in strides [" << strides(true) << "] out strides [" << strides(false) << "]";
    static const char* norms[] = {"none", "backward", "ortho", "forward"};
    s << " | norm " << norms[static_cast<int>(norm)] << (index64 ? " | 64-bit indexing" : "");
    return s.str();
}

}  // namespace prism::core
