#include "numpy_layout.hpp"

#include <algorithm>
#include <string>

#include "exit_codes.hpp"

namespace prism::cli {

std::vector<int> resolve_axes(const std::optional<std::vector<int>>& requested, int rank) {
    if (rank == 0) throw UsageError("the input is a 0-d array (a scalar); there is no axis to transform");
    std::vector<int> axes;
    if (!requested) {
        for (int axis = 0; axis < rank; ++axis) axes.push_back(axis);
    }
    for (const int axis : requested.value_or(std::vector<int>{})) {
        if (axis < -rank || axis >= rank) {
            throw UsageError("axis " + std::to_string(axis) + " is out of range for an array of " +
                             std::to_string(rank) + " dimensions");
        }
        const int normalized = axis < 0 ? axis + rank : axis;
        if (std::find(axes.begin(), axes.end(), normalized) != axes.end()) {
            throw UsageError("axis " + std::to_string(axis) + " is repeated in --axes");
        }
        axes.push_back(normalized);
    }
    if (axes.empty()) throw UsageError("--axes is empty; name at least one axis");
    if (axes.size() > static_cast<std::size_t>(k_max_rank)) {
        throw UsageError(std::to_string(axes.size()) + " axes to transform; prism transforms at most " +
                         std::to_string(k_max_rank));
    }
    std::sort(axes.begin(), axes.end());
    return axes;
}

std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
    return strides;
}

namespace {

struct AxisRun {
    std::int64_t length;
    std::int64_t stride;
};

// Untransformed axes of length > 1, merging neighbours that are contiguous in memory into one run
// (e.g. the two leading axes of a (4, 5, 64) array transformed along its last axis are 20 batches).
std::vector<AxisRun> batch_runs(const std::vector<std::int64_t>& shape, const std::vector<int>& axes) {
    const auto strides = packed_strides(shape);
    std::vector<AxisRun> runs;
    for (int axis = 0; axis < static_cast<int>(shape.size()); ++axis) {
        if (shape[axis] == 1 || std::binary_search(axes.begin(), axes.end(), axis)) continue;
        if (!runs.empty() && runs.back().stride == shape[axis] * strides[axis]) {
            runs.back() = {runs.back().length * shape[axis], strides[axis]};
        } else {
            runs.push_back({shape[axis], strides[axis]});
        }
    }
    return runs;
}

// Transformed axes with their strides; length-1 axes are identities, so they go unless all are 1.
std::vector<AxisRun> transform_axes(const std::vector<std::int64_t>& shape, const std::vector<int>& axes) {
    const auto strides = packed_strides(shape);
    std::vector<AxisRun> kept;
    for (const int axis : axes) {
        if (shape[axis] > 1) kept.push_back({shape[axis], strides[axis]});
    }
    if (kept.empty()) kept.push_back({1, strides[axes.back()]});
    return kept;
}

void set_batches(Config& config, const std::vector<AxisRun>& runs) {
    if (runs.size() == 1) {
        config.batch = runs[0].length;
        config.in_distance = config.out_distance = runs[0].stride;
        return;
    }
    for (const auto& run : runs) config.batch_axes.push_back({run.length, run.stride, run.stride});
}

// Explicit strides that equal the packed layout say nothing; dropping them keeps the plan simple.
void drop_packed_layout(Config& config) {
    std::int64_t volume = 1;
    for (const auto length : config.shape) volume *= length;
    const bool packed_axes = config.in_strides == packed_strides(config.shape);
    const bool packed_batches = config.batch_axes.empty() && (config.batch == 1 || config.in_distance == volume);
    if (!packed_axes || !packed_batches) return;
    config.in_strides.clear();
    config.out_strides.clear();
    config.in_distance = config.out_distance = 0;
}

}  // namespace

Config config_for_axes(const std::vector<std::int64_t>& shape, const std::vector<int>& axes, Precision precision,
                       Norm norm) {
    Config config;
    config.precision = precision;
    config.norm = norm;
    for (const auto& axis : transform_axes(shape, axes)) {
        config.shape.push_back(axis.length);
        config.in_strides.push_back(axis.stride);
    }
    config.out_strides = config.in_strides;
    set_batches(config, batch_runs(shape, axes));
    drop_packed_layout(config);
    return config;
}

}  // namespace prism::cli
