#include "demo_run.hpp"

#include <algorithm>
#include <chrono>
#include <complex>
#include <optional>
#include <vector>

#include "accuracy_bound.hpp"
#include "reference.hpp"

namespace prism::cli {
namespace {

// The input at the precision prism computes in, and the reference input set to exactly those
// values, so the measured error is the transform's alone and not the input's rounding.
template <class T>
std::vector<std::complex<T>> round_input(std::vector<reference::cld>& input) {
    std::vector<std::complex<T>> rounded;
    rounded.reserve(input.size());
    for (auto& value : input) {
        rounded.emplace_back(static_cast<T>(value.real()), static_cast<T>(value.imag()));
        value = {rounded.back().real(), rounded.back().imag()};
    }
    return rounded;
}

// Each run transforms fresh input (in-place runs overwrite it), so the upload stays outside the
// timed span and the last run's output is the one checked.
template <class T>
double median_run_ms(const Context& context, const Plan& plan, const std::vector<std::complex<T>>& host, Buffer& in,
                     Buffer* out) {
    std::vector<double> times;
    for (int run = 0; run <= k_demo_timed_runs; ++run) {
        in.upload(host);
        context.synchronize();
        const auto start = std::chrono::steady_clock::now();
        out ? plan.forward(in, *out) : plan.forward(in);
        context.synchronize();
        const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
        if (run > 0) times.push_back(elapsed.count());
    }
    std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
    return times[times.size() / 2];
}

template <class T>
DemoResult measure(const Context& context, const DemoCase& demo_case, std::uint64_t seed) {
    const Plan plan = context.plan(demo_case.config);
    auto input = reference::random_complex(static_cast<std::size_t>(element_count(demo_case)), seed);
    const auto host = round_input<T>(input);
    const std::size_t bytes = host.size() * sizeof(host[0]);
    Buffer in = context.allocate(std::max(bytes, plan.input_bytes()));
    std::optional<Buffer> out;
    if (!demo_case.in_place) out = context.allocate(std::max(bytes, plan.output_bytes()));

    DemoResult result;
    result.time_ms = median_run_ms(context, plan, host, in, out ? &*out : nullptr);
    std::vector<std::complex<T>> got(host.size());
    (out ? *out : in).download(got);
    const auto expected = reference::dft(input, demo_case.array_shape, demo_case.axes, -1);
    result.relative_error = reference::relative_l2_error(got.data(), expected);
    const bool fp64 = demo_case.config.precision == Precision::F64;
    result.bound = reference::error_bound(k_error_bound_factor, fp64, transform_size(demo_case.config));
    result.outcome = result.relative_error <= result.bound ? Outcome::ok : Outcome::fail;
    return result;
}

DemoResult without_numbers(Outcome outcome, std::string reason) {
    DemoResult result;
    result.outcome = outcome;
    result.reason = std::move(reason);
    return result;
}

}  // namespace

DemoResult run_demo_case(const Context& context, const DemoCase& demo_case, std::uint64_t seed) {
    const bool fp64 = demo_case.config.precision == Precision::F64;
    if (fp64 && !context.device().fp64) return without_numbers(Outcome::skip, "the device has no fp64");
    try {
        return fp64 ? measure<double>(context, demo_case, seed) : measure<float>(context, demo_case, seed);
    } catch (const Error& error) {
        const bool not_yet = error.status() == Status::unsupported_size || error.status() == Status::unsupported_device;
        const std::string message = error.what();
        return without_numbers(not_yet ? Outcome::skip : Outcome::fail,
                               std::string(status_name(error.status())) + ": " + message.substr(0, message.find('\n')));
    }
}

}  // namespace prism::cli
