// Device-side timing with profiled markers.
#pragma once

#include <memory>

#include "backend/device.hpp"
#include "backend/opencl/opencl_owned.hpp"

namespace prism::backend::opencl {

// start()/stop() enqueue a marker on the queue (nullptr: `default_queue`); elapsed_ms() is the
// difference of their CL_PROFILING_COMMAND_END times. A marker with an empty wait list completes
// after everything enqueued before it on an in-order queue, so the interval covers exactly the
// work between the two calls. The queue must have CL_QUEUE_PROFILING_ENABLE (prism's has).
std::unique_ptr<Timer> make_timer(const Api& cl, cl_command_queue default_queue);

}  // namespace prism::backend::opencl
