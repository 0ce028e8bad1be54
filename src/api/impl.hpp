// What the public handles (Context, Buffer, Plan) hold.
#pragma once

#include <memory>

#include "backend/device.hpp"
#include "exec/exec_plan.hpp"
#include "prism/prism.hpp"

namespace prism::detail {

struct ContextImpl {
    std::shared_ptr<backend::Device> device;
};

struct BufferImpl {
    BufferImpl(std::shared_ptr<backend::Device> d, backend::Memory m) : device(std::move(d)), memory(m) {}
    ~BufferImpl() { device->release(memory); }
    BufferImpl(const BufferImpl&) = delete;  // exactly one owner releases the memory
    BufferImpl& operator=(const BufferImpl&) = delete;

    std::shared_ptr<backend::Device> device;  // keeps the device alive while memory exists
    backend::Memory memory;
};

struct PlanImpl {
    Config config;
    std::shared_ptr<exec::ExecPlan> exec;
};

}  // namespace prism::detail
