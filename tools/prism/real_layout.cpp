#include "real_layout.hpp"

#include <algorithm>

#include "numpy_layout.hpp"

namespace prism::cli {
namespace {

// One axis (or a run of contiguous axes) with its stride in each of the two arrays.
struct AxisRun {
    std::int64_t length;
    std::int64_t in_stride;
    std::int64_t out_stride;
};

std::int64_t volume(const std::vector<std::int64_t>& shape) {
    std::int64_t v = 1;
    for (const auto length : shape) v *= length;
    return v;
}

// Untransformed axes of length > 1, merging neighbours that are contiguous in both arrays.
std::vector<AxisRun> batch_runs(const std::vector<std::int64_t>& shape,
                                const std::vector<std::int64_t>& in_strides,
                                const std::vector<std::int64_t>& out_strides, const std::vector<int>& axes) {
    std::vector<AxisRun> runs;
    for (int axis = 0; axis < static_cast<int>(shape.size()); ++axis) {
        if (shape[axis] == 1 || std::binary_search(axes.begin(), axes.end(), axis)) continue;
        const bool contiguous = !runs.empty() && runs.back().in_stride == shape[axis] * in_strides[axis] &&
                                runs.back().out_stride == shape[axis] * out_strides[axis];
        if (contiguous) {
            runs.back() = {runs.back().length * shape[axis], in_strides[axis], out_strides[axis]};
        } else {
            runs.push_back({shape[axis], in_strides[axis], out_strides[axis]});
        }
    }
    return runs;
}

void set_batches(Config& config, const std::vector<AxisRun>& runs) {
    if (runs.size() == 1) {
        config.batch = runs[0].length;
        config.in_distance = runs[0].in_stride;
        config.out_distance = runs[0].out_stride;
        return;
    }
    for (const auto& run : runs) config.batch_axes.push_back({run.length, run.in_stride, run.out_stride});
}

// Explicit strides equal to the packed layouts say nothing; dropping them keeps the plan simple.
void drop_packed_layout(Config& config, const std::vector<std::int64_t>& out_shape) {
    const bool packed_axes =
        config.in_strides == packed_strides(config.shape) && config.out_strides == packed_strides(out_shape);
    const bool packed_batches =
        config.batch_axes.empty() && (config.batch == 1 || (config.in_distance == volume(config.shape) &&
                                                            config.out_distance == volume(out_shape)));
    if (!packed_axes || !packed_batches) return;
    config.in_strides.clear();
    config.out_strides.clear();
    config.in_distance = config.out_distance = 0;
}

}  // namespace

int real_axis(const std::optional<std::vector<int>>& requested, int rank) {
    if (!requested || requested->empty()) return rank - 1;
    const int axis = requested->back();
    return axis < 0 ? axis + rank : axis;
}

std::vector<std::int64_t> halved_shape(const std::vector<std::int64_t>& real_shape, int axis) {
    std::vector<std::int64_t> shape = real_shape;
    shape[static_cast<std::size_t>(axis)] = shape[static_cast<std::size_t>(axis)] / 2 + 1;
    return shape;
}

Config r2c_config_for_axes(const std::vector<std::int64_t>& real_shape, const std::vector<int>& axes,
                           int axis, Precision precision, Norm norm) {
    const auto in_strides = packed_strides(real_shape);
    const auto out_strides = packed_strides(halved_shape(real_shape, axis));
    Config config;
    config.transform = Transform::R2C;
    config.precision = precision;
    config.norm = norm;
    // The complex axes first, in array order, then the real axis: prism halves the last one.
    for (const int a : axes) {
        if (a == axis || real_shape[a] == 1) continue;
        config.shape.push_back(real_shape[a]);
        config.in_strides.push_back(in_strides[a]);
        config.out_strides.push_back(out_strides[a]);
    }
    config.shape.push_back(real_shape[axis]);
    config.in_strides.push_back(in_strides[axis]);
    config.out_strides.push_back(out_strides[axis]);
    set_batches(config, batch_runs(real_shape, in_strides, out_strides, axes));
    std::vector<std::int64_t> out_shape = config.shape;
    out_shape.back() = out_shape.back() / 2 + 1;
    drop_packed_layout(config, out_shape);
    return config;
}

Config r2r_config_for_axes(const std::vector<std::int64_t>& shape, const std::vector<int>& axes, R2RKind kind,
                           Precision precision, Norm norm) {
    const auto strides = packed_strides(shape);
    Config config;
    config.transform = Transform::R2R;
    config.precision = precision;
    config.norm = norm;
    for (const int a : axes) {
        config.shape.push_back(shape[a]);
        config.in_strides.push_back(strides[a]);
        config.r2r_kinds.push_back(kind);
    }
    config.out_strides = config.in_strides;
    set_batches(config, batch_runs(shape, strides, strides, axes));
    drop_packed_layout(config, config.shape);
    return config;
}

}  // namespace prism::cli
