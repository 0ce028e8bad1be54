// Marker-based timer (see opencl_timer.hpp).
#include "backend/opencl/opencl_timer.hpp"

#include <mutex>

#include "backend/opencl/opencl_errors.hpp"

namespace prism::backend::opencl {
namespace {

class MarkerTimer final : public Timer {
public:
    MarkerTimer(const Api& cl, cl_command_queue default_queue) : cl_(cl), default_queue_(default_queue) {}

    void start(void* stream) override { mark(stream, start_); }
    void stop(void* stream) override { mark(stream, stop_); }
    double elapsed_ms() override;

private:
    void mark(void* stream, Owned<cl_event>& slot);
    cl_ulong end_time(cl_event event) const;

    const Api& cl_;
    cl_command_queue default_queue_;
    std::mutex mutex_;  // one Timer may be started on one thread and read on another
    Owned<cl_event> start_;
    Owned<cl_event> stop_;
};

void MarkerTimer::mark(void* stream, Owned<cl_event>& slot) {
    cl_command_queue queue = stream ? static_cast<cl_command_queue>(stream) : default_queue_;
    cl_event event = nullptr;
    check(cl_.clEnqueueMarkerWithWaitList(queue, 0, nullptr, &event), "clEnqueueMarkerWithWaitList",
          Status::device_error, "while recording a timer mark");
    std::lock_guard<std::mutex> lock(mutex_);
    slot.reset(event);
}

cl_ulong MarkerTimer::end_time(cl_event event) const {
    cl_ulong nanoseconds = 0;
    check(cl_.clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof nanoseconds, &nanoseconds,
                                      nullptr),
          "clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)", Status::device_error);
    return nanoseconds;
}

double MarkerTimer::elapsed_ms() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!start_ || !stop_)
        throw Error(Status::invalid_argument, "Timer::elapsed_ms() needs start() and stop() first");
    // Both: start and stop may have been recorded on different queues.
    cl_event marks[2] = {start_.get(), stop_.get()};
    check(cl_.clWaitForEvents(2, marks), "clWaitForEvents", Status::device_error,
          "a command between the timer's start and stop failed");
    // Signed difference: a stop recorded on a queue that ran earlier than the start's shows up
    // as negative rather than as a huge unsigned value.
    auto interval = static_cast<double>(static_cast<long long>(end_time(marks[1]) - end_time(marks[0])));
    return interval * 1e-6;
}

}  // namespace

std::unique_ptr<Timer> make_timer(const Api& cl, cl_command_queue default_queue) {
    return std::make_unique<MarkerTimer>(cl, default_queue);
}

}  // namespace prism::backend::opencl
