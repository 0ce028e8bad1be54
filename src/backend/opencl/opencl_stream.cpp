#include "backend/opencl/opencl_stream.hpp"

#include "backend/opencl/opencl_errors.hpp"
#include "backend/opencl/opencl_owned.hpp"

namespace prism::backend::opencl {
namespace {

class SideQueue final : public SideStream {
public:
    SideQueue(const Api& cl, Owned<cl_command_queue> queue) : cl_(cl), queue_(std::move(queue)) {}
    ~SideQueue() override { cl_.clFinish(queue_.get()); }  // its work must not outlive it
    void* native() const override { return queue_.get(); }

private:
    const Api& cl_;
    Owned<cl_command_queue> queue_;
};

}  // namespace

std::unique_ptr<SideStream> make_side_queue(const Api& cl, cl_context context, cl_device_id device) {
    cl_int code = CL_SUCCESS;
    Owned<cl_command_queue> queue(cl.clCreateCommandQueue(context, device, 0, &code));
    check(code, "clCreateCommandQueue", Status::device_error, "while creating a second queue");
    return std::make_unique<SideQueue>(cl, std::move(queue));
}

void wait_on_device(const Api& cl, cl_command_queue waiter, cl_command_queue signaller) {
    if (waiter == signaller) return;  // one in-order queue
    cl_event marker = nullptr;
    check(cl.clEnqueueMarkerWithWaitList(signaller, 0, nullptr, &marker), "clEnqueueMarkerWithWaitList",
          Status::invalid_stream, "pass command queues of this device's context, or null for the default");
    const Owned<cl_event> owned(marker);
    // Flushed, or a waiter that the host then waits on could wait for a marker never submitted.
    check(cl.clFlush(signaller), "clFlush", Status::device_error);
    check(cl.clEnqueueBarrierWithWaitList(waiter, 1, &marker, nullptr), "clEnqueueBarrierWithWaitList",
          Status::invalid_stream, "pass command queues of this device's context, or null for the default");
}

}  // namespace prism::backend::opencl
