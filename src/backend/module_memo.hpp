// Plans of the same shape in one process share their compiled module: a Device decorator that
// remembers loaded modules by their exact source and hands them out again while any plan holds them.
// The on-disk cache spares the compiler across processes; this spares the load within one.
#pragma once

#include <memory>

#include "backend/device.hpp"

namespace prism::backend {

std::unique_ptr<Device> with_module_memo(std::unique_ptr<Device> device);

}  // namespace prism::backend
