#include "common/case_runner.hpp"

#include <algorithm>
#include <cstring>
#include <sstream>

#include "common/case_layout.hpp"

namespace prism::cases {
namespace {

// Guard scalars after each layout's span: a transform that writes past its layout changes them.
constexpr std::int64_t k_guard_scalars = 32;

// A buffer of sentinels: what fills memory the transform must not write (gaps, guards). Finite and
// far from any transform of inputs in [-1, 1] (per element at most N * sqrt(2)), so a kernel that
// reads it shows up in the error too; as complexes they read (-7777.25, 3333.5).
template <class T>
std::vector<T> sentinels(std::int64_t span) {
    std::vector<T> host(static_cast<std::size_t>(span + k_guard_scalars));
    for (std::size_t i = 0; i < host.size(); ++i) host[i] = i % 2 == 0 ? T(-7777.25) : T(3333.5);
    return host;
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

// Names the first scalar outside the `allowed` sides that no longer holds what was there before.
template <class T>
std::string untouched_check(const std::vector<const SideLayout*>& allowed, const std::vector<T>& before,
                            const std::vector<T>& after, std::int64_t span, const char* what) {
    std::vector<char> may_change(before.size(), 0);
    for (const SideLayout* side : allowed)
        for (auto o : side->offsets) may_change[static_cast<std::size_t>(o)] = 1;
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

// Only a C2R out of place with destroy_input may work in its input buffer.
bool may_destroy_input(const CaseConfig& c, Direction d) {
    return c.r2c() && d == Direction::inverse && c.destroy_input;
}

template <class T>
Execution run_in_place(const Context& ctx, const Plan& plan, const SideLayout& in_side,
                       const SideLayout& out_side, Direction dir, const Scalars& input) {
    const std::int64_t span = std::max(in_side.span, out_side.span);
    const auto host_in = scatter(sentinels<T>(span), in_side, input);
    Buffer buffer = upload_new(ctx, host_in);
    dir == Direction::forward ? plan.forward(buffer) : plan.inverse(buffer);
    ctx.synchronize();
    const auto host_out = download_all<T>(buffer, host_in.size());
    Execution e;
    e.memory_violation =
        untouched_check<T>({&in_side, &out_side}, host_in, host_out, span, "in-place buffer");
    e.output = gather(out_side, host_out);
    return e;
}

template <class T>
Execution run_out_of_place(const Context& ctx, const Plan& plan, const SideLayout& in_side,
                           const SideLayout& out_side, Direction dir, const Scalars& input,
                           bool input_may_change) {
    const auto host_in = scatter(sentinels<T>(in_side.span), in_side, input);
    const auto blank = sentinels<T>(out_side.span);
    Buffer in = upload_new(ctx, host_in), out = upload_new(ctx, blank);
    dir == Direction::forward ? plan.forward(in, out) : plan.inverse(in, out);
    ctx.synchronize();
    const auto host_out = download_all<T>(out, blank.size());
    Execution e;
    e.memory_violation = untouched_check<T>({&out_side}, blank, host_out, out_side.span, "output buffer");
    const auto in_after = download_all<T>(in, host_in.size());
    e.input_changed = std::memcmp(in_after.data(), host_in.data(), host_in.size() * sizeof(T)) != 0;
    if (e.input_changed && e.memory_violation.empty() && !input_may_change)
        e.memory_violation = untouched_check<T>({}, host_in, in_after, in_side.span,
                                                "out-of-place input buffer (must stay untouched)");
    e.output = gather(out_side, host_out);
    return e;
}

template <class T>
Execution run_typed(const Context& ctx, const Plan& plan, const CaseConfig& c, Direction dir,
                    const Scalars& input) {
    const SideLayout in_side = input_side(c, dir);
    if (c.placement == Placement::out_of_place)
        return run_out_of_place<T>(ctx, plan, in_side, output_side(c, dir), dir, input,
                                   may_destroy_input(c, dir));
    // In place, C2C and R2R write the layout they read (in == out); the sides of a large case take
    // tens of megabytes, so that one is not built twice.
    if (!c.r2c()) return run_in_place<T>(ctx, plan, in_side, in_side, dir, input);
    return run_in_place<T>(ctx, plan, in_side, output_side(c, dir), dir, input);
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

Execution CaseRunner::transform(const CaseConfig& config, Direction direction, const Scalars& input) {
    const Plan& plan = plan_for(config);
    if (config.fp64()) return run_typed<double>(context_, plan, config, direction, input);
    return run_typed<float>(context_, plan, config, direction, input);
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
        r.error = relative_error(e.output, expected_output(c.config, c.direction, input));
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
