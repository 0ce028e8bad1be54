// Owning wrappers for OpenCL objects, so every early return and exception releases them.
#pragma once

#include <memory>
#include <type_traits>

#include "backend/opencl/opencl_api.hpp"

namespace prism::backend::opencl {

// Releases through the loaded table. Objects only exist once the table loaded, so api() cannot
// fail here; release errors are ignored because there is nothing a destructor can do about them.
struct Releaser {
    void operator()(cl_context object) const noexcept { try_api()->clReleaseContext(object); }
    void operator()(cl_command_queue object) const noexcept { try_api()->clReleaseCommandQueue(object); }
    void operator()(cl_mem object) const noexcept { try_api()->clReleaseMemObject(object); }
    void operator()(cl_program object) const noexcept { try_api()->clReleaseProgram(object); }
    void operator()(cl_kernel object) const noexcept { try_api()->clReleaseKernel(object); }
    void operator()(cl_event object) const noexcept { try_api()->clReleaseEvent(object); }
};

template <class Handle>
using Owned = std::unique_ptr<std::remove_pointer_t<Handle>, Releaser>;

}  // namespace prism::backend::opencl
