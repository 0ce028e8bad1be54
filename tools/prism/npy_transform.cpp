#include "npy_transform.hpp"

#include <algorithm>

#include "exit_codes.hpp"
#include "output_file.hpp"

namespace prism::cli {

Norm numpy_norm(const std::string& name) {
    if (name == "ortho") return Norm::ortho;
    if (name == "forward") return Norm::forward;
    return Norm::backward;  // Norm::none has no numpy spelling
}

void require_elements(const NpyArray& array, const std::string& file) {
    for (std::size_t axis = 0; axis < array.shape.size(); ++axis) {
        if (array.shape[axis] == 0) {
            throw UsageError(file + ": the array is empty (axis " + std::to_string(axis) + " has length 0)");
        }
    }
}

std::vector<unsigned char> transform_out_of_place(const DeviceOptions& device, const Config& config,
                                                  Direction direction,
                                                  const std::vector<unsigned char>& input,
                                                  std::size_t output_bytes) {
    const Context context = Context::create(context_options(device));
    const Plan plan = context.plan(config);
    // Which side input_bytes() names depends on the transform and direction; both buffers hold either.
    const std::size_t plan_bytes = std::max(plan.input_bytes(), plan.output_bytes());
    Buffer in = context.allocate(std::max(input.size(), plan_bytes));
    Buffer out = context.allocate(std::max(output_bytes, plan_bytes));
    in.upload(input.data(), input.size());
    if (direction == Direction::forward) {
        plan.forward(in, out);
    } else {
        plan.inverse(in, out);
    }
    context.synchronize();
    std::vector<unsigned char> result(output_bytes);
    out.download(result.data(), result.size());
    return result;
}

void write_output(const std::string& file, const NpyArray& array) {
    PendingOutputFile pending(file);
    write_npy(pending.path(), array);
    pending.commit();
}

std::size_t array_bytes(const std::vector<std::int64_t>& shape, NpyDtype dtype) {
    std::size_t count = 1;
    for (const auto length : shape) count *= static_cast<std::size_t>(length);
    return count * element_bytes(dtype);
}

}  // namespace prism::cli
