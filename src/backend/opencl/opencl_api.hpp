// The OpenCL entry points prism uses, resolved from the ICD loader at run time.
//
// libOpenCL is dlopen'ed rather than linked so that libprism starts (and falls back or reports)
// on machines that have no OpenCL installed. Only this folder includes CL/cl.h.
#pragma once

#include <CL/cl.h>

#include <string>

namespace prism::backend::opencl {

// Every function prism calls; the table has one pointer per entry, typed from CL/cl.h.
// clang-format off
#define PRISM_OPENCL_FUNCTIONS(X)                                                               \
    X(clGetPlatformIDs) X(clGetPlatformInfo) X(clGetDeviceIDs) X(clGetDeviceInfo)               \
    X(clCreateContext) X(clReleaseContext)                                                      \
    X(clCreateCommandQueue) X(clReleaseCommandQueue) X(clFinish)                                \
    X(clCreateBuffer) X(clCreateSubBuffer) X(clReleaseMemObject) X(clGetMemObjectInfo)                               \
    X(clEnqueueWriteBuffer) X(clEnqueueReadBuffer) X(clEnqueueCopyBuffer)                       \
    X(clCreateProgramWithSource) X(clCreateProgramWithBinary) X(clBuildProgram)                 \
    X(clGetProgramInfo) X(clGetProgramBuildInfo) X(clReleaseProgram)                            \
    X(clCreateKernel) X(clReleaseKernel) X(clGetKernelInfo) X(clGetKernelWorkGroupInfo)         \
    X(clSetKernelArg) X(clEnqueueNDRangeKernel)                                                 \
    X(clEnqueueMarkerWithWaitList) X(clWaitForEvents) X(clGetEventProfilingInfo)                \
    X(clReleaseEvent) X(clFlush) X(clEnqueueBarrierWithWaitList)
// clang-format on

struct Api {
#define PRISM_OPENCL_POINTER(name) decltype(&::name) name = nullptr;
    PRISM_OPENCL_FUNCTIONS(PRISM_OPENCL_POINTER)
#undef PRISM_OPENCL_POINTER
};

// The table if the loader and every entry point were found, else nullptr and `why` says what
// was missing. Loaded once, on first call, from any thread. Never throws.
const Api* try_api(std::string* why = nullptr) noexcept;

// The table, or Error(backend_unavailable) naming what is missing.
const Api& api();

}  // namespace prism::backend::opencl
