#include "support/real_case_runner.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "common/case_layout.hpp"

namespace prism::cases {
namespace {

// Guard scalars after each layout's span: a transform that writes past its layout changes them.
constexpr std::int64_t k_guard_scalars = 32;

// Fills memory the transform must not write; finite and far from any transform of inputs in [-1, 1].
template <class T>
T sentinel() {
    return T(-7777.25);
}

std::int64_t product(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

SideLayout scalars_of(const Layout& layout, const std::vector<std::int64_t>& shape, std::int64_t batch,
                      bool complex) {
    SideLayout side;
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

template <class T>
std::vector<T> scatter(std::vector<T> host, const SideLayout& side, const Scalars& values) {
    for (std::size_t i = 0; i < values.size(); ++i)
        host[static_cast<std::size_t>(side.offsets[i])] = static_cast<T>(values[i]);
    return host;
}

template <class T>
Scalars gather(const SideLayout& side, const std::vector<T>& host) {
    Scalars values(side.offsets.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = host[static_cast<std::size_t>(side.offsets[i])];
    return values;
}

// Names the first scalar outside `allowed` that no longer holds what was there before.
template <class T>
std::string untouched_check(const std::vector<const std::vector<std::int64_t>*>& allowed,
                            const std::vector<T>& before, const std::vector<T>& after, std::int64_t span,
                            const char* what) {
    std::vector<char> may_change(before.size(), 0);
    for (const auto* offsets : allowed)
        for (auto o : *offsets) may_change[static_cast<std::size_t>(o)] = 1;
    std::size_t changed = 0, first = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        // Bitwise: a NaN written into a gap must count as a change too.
        if (may_change[i] || std::memcmp(&before[i], &after[i], sizeof(T)) == 0) continue;
        if (changed++ == 0) first = i;
    }
    if (changed == 0) return "";
    std::ostringstream s;
    s << what << ": " << changed << " scalar(s) outside the layout changed, first at scalar offset " << first
      << (static_cast<std::int64_t>(first) >= span ? " (past the layout's span)"
                                                   : " (a gap between elements)");
    return s.str();
}

template <class T>
Buffer upload_new(const Context& ctx, const std::vector<T>& host) {
    Buffer b = ctx.allocate(host.size() * sizeof(T));
    b.upload(host);
    return b;
}

template <class T>
std::vector<T> download_all(const Buffer& b, std::size_t length) {
    std::vector<T> host(length);
    b.download(host);
    return host;
}

bool may_destroy_input(const CaseConfig& c, Direction d) {
    return c.r2c() && d == Direction::inverse && c.destroy_input;
}

template <class T>
RealExecution transform_typed(const Context& ctx, const Plan& plan, const CaseConfig& c, Direction dir,
                              const Scalars& input) {
    const bool forward = dir == Direction::forward;
    const SideLayout in_side = input_side(c, dir), out_side = output_side(c, dir);
    RealExecution e;
    if (c.placement == Placement::in_place) {
        const std::int64_t span = std::max(in_side.span, out_side.span);
        const auto host_in = scatter(
            std::vector<T>(static_cast<std::size_t>(span + k_guard_scalars), sentinel<T>()), in_side, input);
        Buffer buffer = upload_new(ctx, host_in);
        forward ? plan.forward(buffer) : plan.inverse(buffer);
        ctx.synchronize();
        const auto host_out = download_all<T>(buffer, host_in.size());
        e.memory_violation = untouched_check<T>({&in_side.offsets, &out_side.offsets}, host_in, host_out,
                                                span, "in-place buffer");
        e.output = gather(out_side, host_out);
        return e;
    }
    const auto host_in =
        scatter(std::vector<T>(static_cast<std::size_t>(in_side.span + k_guard_scalars), sentinel<T>()),
                in_side, input);
    const std::vector<T> blank(static_cast<std::size_t>(out_side.span + k_guard_scalars), sentinel<T>());
    Buffer in = upload_new(ctx, host_in), out = upload_new(ctx, blank);
    forward ? plan.forward(in, out) : plan.inverse(in, out);
    ctx.synchronize();
    const auto host_out = download_all<T>(out, blank.size());
    e.memory_violation =
        untouched_check<T>({&out_side.offsets}, blank, host_out, out_side.span, "output buffer");
    const auto in_after = download_all<T>(in, host_in.size());
    e.input_changed = std::memcmp(in_after.data(), host_in.data(), host_in.size() * sizeof(T)) != 0;
    if (e.input_changed && e.memory_violation.empty() && !may_destroy_input(c, dir))
        e.memory_violation = untouched_check<T>({}, host_in, in_after, in_side.span,
                                                "out-of-place input buffer (must stay untouched)");
    e.output = gather(out_side, host_out);
    return e;
}

std::string format_failure(const AccuracyResult& r, const RealExecution& e, double c_bound) {
    std::ostringstream s;
    s.precision(3);
    if (!(r.error <= r.bound))
        s << "relative L2 error " << std::scientific << r.error << " > bound " << r.bound << std::defaultfloat
          << " (ratio error/(eps*log2 N) = " << r.ratio << ", c = " << c_bound << ")";
    if (!e.memory_violation.empty()) s << (s.tellp() > 0 ? "; " : "") << e.memory_violation;
    return s.str();
}

Scalars impulse(std::size_t scalars, std::size_t at, std::size_t elements) {
    if (at >= elements)
        throw std::invalid_argument("impulse position " + std::to_string(at) + " outside the " +
                                    std::to_string(elements) + " logical elements");
    Scalars x(scalars, 0);
    x[scalars == elements ? at : 2 * at] = 1;
    return x;
}

}  // namespace

SideLayout real_side(const CaseConfig& c, const Layout& layout) {
    if (c.r2c() && c.real_padded && layout.packed()) {
        std::vector<std::int64_t> padded = c.shape;
        padded.back() = 2 * reference::half_length(c.shape.back());
        const Layout explicit_padded{packed_strides(padded), product(padded)};
        return scalars_of(explicit_padded, c.shape, c.batch, false);
    }
    return scalars_of(layout, c.shape, c.batch, false);
}

SideLayout complex_side(const CaseConfig& c) {
    return scalars_of(c.out, reference::half_shape(c.shape), c.batch, true);
}

SideLayout input_side(const CaseConfig& c, Direction d) {
    if (!c.r2c()) return real_side(c, c.in);
    return d == Direction::forward ? real_side(c, c.in) : complex_side(c);
}

SideLayout output_side(const CaseConfig& c, Direction d) {
    if (!c.r2c()) return real_side(c, c.out);
    return d == Direction::forward ? complex_side(c) : real_side(c, c.in);
}

const Plan& RealCaseRunner::plan_for(const CaseConfig& config) {
    const std::string key = config_token(config);
    auto it = std::find_if(plans_.begin(), plans_.end(), [&](const Entry& e) { return e.key == key; });
    if (it != plans_.end()) {
        plans_.splice(plans_.begin(), plans_, it);
    } else {
        Entry entry{key, std::nullopt, std::nullopt};
        try {
            entry.plan = context_.plan(to_config(config));
        } catch (const Error& e) {
            entry.error = e;
        }
        plans_.push_front(std::move(entry));
        if (plans_.size() > k_plans_kept) plans_.pop_back();
    }
    if (plans_.front().error) throw *plans_.front().error;
    return *plans_.front().plan;
}

RealExecution RealCaseRunner::transform(const CaseConfig& config, Direction direction, const Scalars& input) {
    const Plan& plan = plan_for(config);
    if (config.fp64()) return transform_typed<double>(context_, plan, config, direction, input);
    return transform_typed<float>(context_, plan, config, direction, input);
}

std::vector<cld> to_complex(const Scalars& pairs) {
    std::vector<cld> values(pairs.size() / 2);
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = cld(pairs[2 * i], pairs[2 * i + 1]);
    return values;
}

Scalars to_scalars(const std::vector<cld>& values) {
    Scalars pairs;
    pairs.reserve(2 * values.size());
    for (const cld& v : values) pairs.push_back(v.real()), pairs.push_back(v.imag());
    return pairs;
}

Scalars round_scalars(Precision precision, Scalars values) {
    for (long double& v : values)
        v = precision == Precision::F64 ? static_cast<long double>(static_cast<double>(v))
                                        : static_cast<long double>(static_cast<float>(v));
    return values;
}

Scalars real_case_input(const Case& c) {
    const CaseConfig& cc = c.config;
    const auto reals = static_cast<std::size_t>(product(cc.shape) * cc.batch);
    const bool complex_in = cc.r2c() && c.direction == Direction::inverse;
    const auto complexes = static_cast<std::size_t>(product(reference::half_shape(cc.shape)) * cc.batch);
    switch (c.input.kind) {
        case Input::Kind::impulse:
            if (c.input.at < 0) throw std::invalid_argument("negative impulse position");
            return complex_in ? impulse(2 * complexes, static_cast<std::size_t>(c.input.at), complexes)
                              : impulse(reals, static_cast<std::size_t>(c.input.at), reals);
        case Input::Kind::complex:
            if (!complex_in) throw std::invalid_argument("complex input is for R2C inverse cases only");
            return round_scalars(cc.precision,
                                 to_scalars(reference::random_complex(complexes, c.input.seed)));
        case Input::Kind::random: break;
    }
    const auto x = reference::random_real(reals, c.input.seed);
    if (!complex_in) return round_scalars(cc.precision, x);
    // Hermitian data, as a C2R after an R2C sees it.
    return round_scalars(cc.precision, to_scalars(reference::r2c(x, cc.shape, cc.batch)));
}

long double real_norm_scale(const CaseConfig& config, Direction direction) {
    const auto n = static_cast<long double>(config.transform_size());
    switch (config.norm) {
        case Norm::none: return 1.0L;
        case Norm::ortho: return 1.0L / std::sqrt(n);
        case Norm::backward: return direction == Direction::inverse ? 1.0L / n : 1.0L;
        case Norm::forward: return direction == Direction::forward ? 1.0L / n : 1.0L;
    }
    return 1.0L;
}

Scalars expected_real_output(const CaseConfig& c, Direction d, const Scalars& input) {
    Scalars y;
    if (c.r2c()) {
        y = d == Direction::forward ? to_scalars(reference::r2c(input, c.shape, c.batch))
                                    : reference::c2r(to_complex(input), c.shape, c.batch);
    } else {
        std::vector<R2RKind> kinds = c.kinds;
        if (d == Direction::inverse)
            for (auto& k : kinds) k = reference::r2r_inverse(k);
        if (c.norm == Norm::ortho) return reference::r2r_ortho(input, c.shape, c.batch, kinds);
        y = reference::r2r(input, c.shape, c.batch, kinds);
    }
    const long double scale = real_norm_scale(c, d);
    if (scale != 1.0L)
        for (long double& v : y) v *= scale;
    return y;
}

double scalar_relative_error(const Scalars& got, const Scalars& want) {
    return reference::relative_l2_error_real(got.data(), want);
}

AccuracyResult run_real_accuracy_case(RealCaseRunner& runner, const Case& c, double c_bound) {
    AccuracyResult r;
    r.token = token(c);
    const bool fp64 = c.config.fp64();
    const std::int64_t n = c.config.transform_size();
    r.bound = reference::error_bound(c_bound, fp64, n);
    try {
        const auto input = real_case_input(c);
        const RealExecution e = runner.transform(c.config, c.direction, input);
        r.error = scalar_relative_error(e.output, expected_real_output(c.config, c.direction, input));
        r.ratio = r.error / reference::error_bound(1.0, fp64, n);
        r.passed = r.error <= r.bound && e.memory_violation.empty();
        if (!r.passed) r.message = format_failure(r, e, c_bound);
    } catch (const Error& e) {
        r.status = e.status();
        r.passed = fp64 && e.status() == Status::unsupported_device && !runner.context().device().fp64;
        r.message =
            (r.passed ? "device has no fp64; refused as it should: " : "prism threw ") + describe_error(e);
    }
    return r;
}

}  // namespace prism::cases
