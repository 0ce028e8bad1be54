#include "common/case_runner.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <sstream>
#include <stdexcept>

#include "common/case_layout.hpp"

namespace prism::cases {
namespace {

// Guard elements after each layout's span: a transform that writes past its layout changes them.
constexpr std::int64_t k_guard_elements = 16;

// Fills memory the transform must not write (gaps, guards). Finite and far from any FFT of inputs
// in [-1, 1] (per element at most N * sqrt(2)), so a kernel that reads it shows up in the error too.
template <class T>
std::complex<T> sentinel() {
    return {T(-7777.25), T(3333.5)};
}

struct DeviceLayout {
    std::vector<std::int64_t> offsets;  // of the logical elements
    std::size_t length = 0;             // elements to allocate: span + guard
};

DeviceLayout device_layout(const Layout& layout, const CaseConfig& c) {
    DeviceLayout d;
    d.offsets = element_offsets(layout, c.shape, c.batch);
    d.length = static_cast<std::size_t>(layout_span(layout, c.shape, c.batch) + k_guard_elements);
    return d;
}

template <class T>
std::vector<std::complex<T>> scatter(const DeviceLayout& d, const std::vector<cld>& values) {
    std::vector<std::complex<T>> host(d.length, sentinel<T>());
    for (std::size_t i = 0; i < values.size(); ++i)
        host[static_cast<std::size_t>(d.offsets[i])] =
            std::complex<T>(static_cast<T>(values[i].real()), static_cast<T>(values[i].imag()));
    return host;
}

template <class T>
std::vector<cld> gather(const DeviceLayout& d, const std::vector<std::complex<T>>& host) {
    std::vector<cld> values(d.offsets.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto& v = host[static_cast<std::size_t>(d.offsets[i])];
        values[i] = cld(v.real(), v.imag());
    }
    return values;
}

// Names the first element outside the layout's elements that no longer holds what was uploaded.
template <class T>
std::string untouched_check(const DeviceLayout& d, const std::vector<std::complex<T>>& before,
                            const std::vector<std::complex<T>>& after, const char* what) {
    std::vector<char> is_element(d.length, 0);
    for (auto o : d.offsets) is_element[static_cast<std::size_t>(o)] = 1;
    std::size_t changed = 0, first = 0;
    for (std::size_t i = 0; i < d.length; ++i) {
        if (is_element[i] || before[i] == after[i]) continue;
        if (changed++ == 0) first = i;
    }
    if (changed == 0) return "";
    std::ostringstream s;
    s << what << ": " << changed << " element(s) outside the layout changed, first at offset " << first
      << (first + k_guard_elements >= d.length ? " (past the layout's span)" : " (a gap between elements)");
    return s.str();
}

template <class T>
std::string input_preserved_check(const std::vector<std::complex<T>>& before,
                                  const std::vector<std::complex<T>>& after) {
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!(before[i] == after[i]))
            return "out-of-place transform modified its (const) input buffer, first at offset " +
                   std::to_string(i);
    return "";
}

template <class T>
Buffer upload_new(const Context& ctx, const std::vector<std::complex<T>>& host) {
    Buffer b = ctx.allocate(host.size() * sizeof(std::complex<T>));
    b.upload(host);
    return b;
}

template <class T>
std::vector<std::complex<T>> download_all(const Buffer& b, std::size_t length) {
    std::vector<std::complex<T>> host(length);
    b.download(host);
    return host;
}

template <class T>
Execution transform_typed(const Context& ctx, const Plan& plan, const CaseConfig& c, Direction dir,
                          const std::vector<cld>& input) {
    const bool forward = dir == Direction::forward;
    const DeviceLayout in_layout = device_layout(c.in, c);
    const auto host_in = scatter<T>(in_layout, input);
    Buffer in = upload_new(ctx, host_in);
    Execution e;
    if (c.placement == Placement::in_place) {
        forward ? plan.forward(in) : plan.inverse(in);
        ctx.synchronize();
        const auto host_out = download_all<T>(in, in_layout.length);
        e.memory_violation = untouched_check(in_layout, host_in, host_out, "in-place buffer");
        e.output = gather(in_layout, host_out);
        return e;
    }
    const DeviceLayout out_layout = device_layout(c.out, c);
    const std::vector<std::complex<T>> blank(out_layout.length, sentinel<T>());
    Buffer out = upload_new(ctx, blank);
    forward ? plan.forward(in, out) : plan.inverse(in, out);
    ctx.synchronize();
    const auto host_out = download_all<T>(out, out_layout.length);
    e.memory_violation = untouched_check(out_layout, blank, host_out, "output buffer");
    if (e.memory_violation.empty())
        e.memory_violation = input_preserved_check(host_in, download_all<T>(in, in_layout.length));
    e.output = gather(out_layout, host_out);
    return e;
}

template <class T>
double relative_error_typed(const std::vector<cld>& got, const std::vector<cld>& want) {
    std::vector<std::complex<T>> typed(got.size());
    for (std::size_t i = 0; i < got.size(); ++i)
        typed[i] = std::complex<T>(static_cast<T>(got[i].real()), static_cast<T>(got[i].imag()));
    return reference::relative_l2_error(typed.data(), want);
}

std::string format_failure(const AccuracyResult& r, const Execution& e, double c_bound) {
    std::ostringstream s;
    s.precision(3);
    if (!(r.error <= r.bound))
        s << "relative L2 error " << std::scientific << r.error << " > bound " << r.bound << std::defaultfloat
          << " (ratio error/(eps*log2 N) = " << r.ratio << ", c = " << c_bound << ")";
    if (!e.memory_violation.empty()) s << (s.tellp() > 0 ? "; " : "") << e.memory_violation;
    return s.str();
}

}  // namespace

const Plan& CaseRunner::plan_for(const CaseConfig& config) {
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

Execution CaseRunner::transform(const CaseConfig& config, Direction direction,
                                const std::vector<cld>& input) {
    const Plan& plan = plan_for(config);
    if (config.fp64()) return transform_typed<double>(context_, plan, config, direction, input);
    return transform_typed<float>(context_, plan, config, direction, input);
}

std::vector<cld> round_to(Precision precision, std::vector<cld> values) {
    for (cld& v : values) {
        if (precision == Precision::F64)
            v = cld(static_cast<double>(v.real()), static_cast<double>(v.imag()));
        else
            v = cld(static_cast<float>(v.real()), static_cast<float>(v.imag()));
    }
    return values;
}

std::vector<cld> case_input(const Case& c) {
    const auto n = static_cast<std::size_t>(c.config.transform_size() * c.config.batch);
    if (c.input.kind == Input::Kind::random)
        return round_to(c.config.precision, reference::random_complex(n, c.input.seed));
    if (c.input.at < 0 || static_cast<std::size_t>(c.input.at) >= n)
        throw std::invalid_argument("impulse position " + std::to_string(c.input.at) + " outside the " +
                                    std::to_string(n) + " logical elements");
    std::vector<cld> x(n, 0);
    x[static_cast<std::size_t>(c.input.at)] = 1;
    return x;
}

long double norm_scale(const CaseConfig& config, Direction direction) {
    const auto n = static_cast<long double>(config.transform_size());
    const Norm norm = config.normalize ? Norm::backward : config.norm;
    switch (norm) {
        case Norm::none: return 1.0L;
        case Norm::ortho: return 1.0L / std::sqrt(n);
        case Norm::backward: return direction == Direction::inverse ? 1.0L / n : 1.0L;
        case Norm::forward: return direction == Direction::forward ? 1.0L / n : 1.0L;
    }
    return 1.0L;
}

std::vector<cld> expected_output(const CaseConfig& config, Direction direction,
                                 const std::vector<cld>& input) {
    const int sign = direction == Direction::forward ? -1 : +1;
    auto y = reference::dft_batched(input, config.shape, config.batch, sign);
    const long double scale = norm_scale(config, direction);
    if (scale != 1.0L)
        for (cld& v : y) v *= scale;
    return y;
}

double relative_error(Precision precision, const std::vector<cld>& got, const std::vector<cld>& want) {
    if (precision == Precision::F64) return relative_error_typed<double>(got, want);
    return relative_error_typed<float>(got, want);
}

std::string describe_error(const Error& e) {
    constexpr std::size_t k_max_message = 1500;
    std::string message = e.what();
    if (message.size() > k_max_message) message = message.substr(0, k_max_message) + " [...]";
    return std::string(status_name(e.status())) + ": " + message;
}

AccuracyResult run_accuracy_case(CaseRunner& runner, const Case& c, double c_bound) {
    AccuracyResult r;
    r.token = token(c);
    const bool fp64 = c.config.fp64();
    const std::int64_t n = c.config.transform_size();
    r.bound = reference::error_bound(c_bound, fp64, n);
    try {
        const auto input = case_input(c);
        const Execution e = runner.transform(c.config, c.direction, input);
        r.error = relative_error(c.config.precision, e.output, expected_output(c.config, c.direction, input));
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
