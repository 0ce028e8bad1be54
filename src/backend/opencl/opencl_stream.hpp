// A second in-order command queue on a device's context (backend::SideStream), and the device-side
// wait of one queue for another.
#pragma once

#include <memory>

#include "backend/device.hpp"
#include "backend/opencl/opencl_api.hpp"

namespace prism::backend::opencl {

// Throws Error(device_error) when the driver refuses another queue.
std::unique_ptr<SideStream> make_side_queue(const Api& cl, cl_context context, cl_device_id device);

// A marker on `signaller`, flushed so the device sees it, and a barrier on `waiter` for it.
void wait_on_device(const Api& cl, cl_command_queue waiter, cl_command_queue signaller);

}  // namespace prism::backend::opencl
