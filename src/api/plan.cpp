#include <cstdio>

#include "api/impl.hpp"

namespace prism {
namespace {

const detail::PlanImpl& checked(const std::shared_ptr<const detail::PlanImpl>& impl) {
    if (!impl) throw Error(Status::invalid_plan, "the Plan is empty; create one with Context::plan(config)");
    return *impl;
}

std::uint64_t handle(const Buffer& b, const char* which) {
    if (b.address().handle == 0) throw Error(Status::invalid_buffer, std::string("the ") + which + " Buffer is empty");
    return b.address().handle;
}

}  // namespace

void Plan::execute(Direction direction, DeviceAddress in, DeviceAddress out, Stream stream) const {
    if (direction != Direction::forward && direction != Direction::inverse)
        throw Error(Status::invalid_argument, "the direction is neither forward nor inverse");
    checked(impl_).exec->execute(direction, in.handle, out.handle, stream.native());
}

void Plan::execute(Direction direction, DeviceAddress in, DeviceAddress out, DeviceAddress temp, Stream stream) const {
    if (direction != Direction::forward && direction != Direction::inverse)
        throw Error(Status::invalid_argument, "the direction is neither forward nor inverse");
    if (temp.handle == 0) throw Error(Status::invalid_buffer, "the temp buffer is null");
    checked(impl_).exec->execute(direction, in.handle, out.handle, stream.native(), temp.handle);
}

void Plan::forward(Buffer& data, Stream stream) const {
    auto h = handle(data, "data");
    execute(Direction::forward, {h}, {h}, stream);
}
void Plan::forward(const Buffer& in, Buffer& out, Stream stream) const {
    execute(Direction::forward, {handle(in, "input")}, {handle(out, "output")}, stream);
}
void Plan::inverse(Buffer& data, Stream stream) const {
    auto h = handle(data, "data");
    execute(Direction::inverse, {h}, {h}, stream);
}
void Plan::inverse(const Buffer& in, Buffer& out, Stream stream) const {
    execute(Direction::inverse, {handle(in, "input")}, {handle(out, "output")}, stream);
}

const Config& Plan::config() const { return checked(impl_).config; }
std::size_t Plan::work_size() const { return checked(impl_).exec->work_bytes(); }
std::size_t Plan::temp_size() const { return checked(impl_).exec->temp_bytes(); }
std::size_t Plan::input_bytes() const { return checked(impl_).exec->input_bytes(); }
std::size_t Plan::output_bytes() const { return checked(impl_).exec->output_bytes(); }

std::string Plan::explain() const {
    const auto& e = *checked(impl_).exec;
    const auto& t = e.timings();
    char line[200];
    std::snprintf(line, sizeof line, "plan created in %.2f ms: planning %.2f, code generation %.2f, %s %.2f, twiddle upload %.2f\n",
                  t.plan_ms + t.generate_ms + t.compile_ms + t.upload_ms, t.plan_ms, t.generate_ms,
                  e.kernels_from_cache() ? "loading cached kernels" : "compiling", t.compile_ms, t.upload_ms);
    return exec::explain(e.problem(), e.tree(), e.graph()) + line;
}

}  // namespace prism
