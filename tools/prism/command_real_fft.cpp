// `prism rfft IN.npy OUT.npy` and `prism irfft IN.npy OUT.npy`: numpy.fft.rfftn / irfftn on the
// device, file to file. float32 pairs with complex64 and float64 with complex128 (numpy itself
// computes in double; prism keeps the precision of the input, as `prism fft` does).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <string>

#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "npy.hpp"
#include "npy_transform.hpp"
#include "numpy_layout.hpp"
#include "output_file.hpp"
#include "real_layout.hpp"

namespace prism::cli {
namespace {

struct RealFftOptions {
    DeviceOptions device;
    std::string input;
    std::string output;
    std::vector<int> axes;
    bool axes_given = false;
    std::string norm = "backward";
    std::int64_t length = 0;  // irfft --n: the output length of the real axis
    bool length_given = false;
};

std::optional<std::vector<int>> requested_axes(const RealFftOptions& options) {
    return options.axes_given ? std::optional(options.axes) : std::nullopt;
}

Precision precision_of(NpyDtype dtype) { return is_double(dtype) ? Precision::F64 : Precision::F32; }

// irfftn's view of its input along the real axis: cut or padded with zeros to `length` values, as
// numpy does when n asks for fewer or more than the array holds.
std::vector<unsigned char> resized_along(const NpyArray& array, int axis, std::int64_t length) {
    std::int64_t outer = 1, inner = static_cast<std::int64_t>(element_bytes(array.dtype));
    for (int a = 0; a < axis; ++a) outer *= array.shape[a];
    for (std::size_t a = static_cast<std::size_t>(axis) + 1; a < array.shape.size(); ++a)
        inner *= array.shape[a];
    const std::int64_t old_length = array.shape[axis], kept = std::min(old_length, length);
    std::vector<unsigned char> data(static_cast<std::size_t>(outer * length * inner), 0);
    for (std::int64_t o = 0; o < outer; ++o)
        std::memcpy(data.data() + o * length * inner, array.data.data() + o * old_length * inner,
                    static_cast<std::size_t>(kept * inner));
    return data;
}

int run_rfft(const RealFftOptions& options) {
    const NpyArray input = read_npy(options.input);
    check_destination(options.output);
    if (is_complex(input.dtype)) {
        throw UsageError(options.input +
                         ": prism rfft transforms real arrays (float32 or float64); this one is " +
                         numpy_name(input.dtype) + " (use prism fft for complex input)");
    }
    const int rank = static_cast<int>(input.shape.size());
    const auto axes = resolve_axes(requested_axes(options), rank);
    const int axis = real_axis(requested_axes(options), rank);
    require_elements(input, options.input);
    const Config config =
        r2c_config_for_axes(input.shape, axes, axis, precision_of(input.dtype), numpy_norm(options.norm));
    NpyArray output{real_counterpart(input.dtype), halved_shape(input.shape, axis), {}};
    output.data = transform_out_of_place(options.device, config, Direction::forward, input.data,
                                         array_bytes(output.shape, output.dtype));
    write_output(options.output, output);
    return k_exit_success;
}

int run_irfft(const RealFftOptions& options) {
    const NpyArray input = read_npy(options.input);
    check_destination(options.output);
    if (!is_complex(input.dtype)) {
        throw UsageError(options.input +
                         ": prism irfft transforms complex arrays (complex64 or complex128); this one "
                         "is " +
                         numpy_name(input.dtype) + " (use prism rfft for real input)");
    }
    const int rank = static_cast<int>(input.shape.size());
    const auto axes = resolve_axes(requested_axes(options), rank);
    const int axis = real_axis(requested_axes(options), rank);
    require_elements(input, options.input);
    const std::int64_t m = input.shape[axis];
    const std::int64_t length = options.length_given ? options.length : 2 * (m - 1);
    if (options.length_given && length < 1)
        throw UsageError("--n " + std::to_string(length) + ": the output length must be at least 1");
    if (length < 1) {
        throw UsageError(
            options.input + ": the real axis (axis " + std::to_string(axis) +
            ") has 1 element, so irfft's default output length 2*(m-1) is 0; give the length with --n");
    }
    std::vector<std::int64_t> real_shape = input.shape;
    real_shape[axis] = length;
    const Config config =
        r2c_config_for_axes(real_shape, axes, axis, precision_of(input.dtype), numpy_norm(options.norm));
    NpyArray output{real_counterpart(input.dtype), real_shape, {}};
    output.data = transform_out_of_place(options.device, config, Direction::inverse,
                                         resized_along(input, axis, length / 2 + 1),
                                         array_bytes(output.shape, output.dtype));
    write_output(options.output, output);
    return k_exit_success;
}

void add_common_options(CLI::App& command, RealFftOptions& options, const char* in_help,
                        const char* out_help) {
    command.add_option("IN", options.input, in_help)->required();
    command.add_option("OUT", options.output, out_help)->required();
    command
        .add_option("--axes", options.axes,
                    "Axes to transform, e.g. 0,-1 (default: all; negative counts from the end). As in numpy, "
                    "the last one listed is the real (halved) axis")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        .add_option("--norm", options.norm,
                    "Scaling, as numpy's norm=: backward (irfft divided by N), "
                    "ortho (both by sqrt(N)) or forward (rfft divided by N); "
                    "N is the product of the real lengths")
        ->check(CLI::IsMember({"backward", "ortho", "forward"}))
        ->capture_default_str();
    add_device_options(command, options.device);
    add_exit_status_help(command);
}

}  // namespace

Command add_rfft_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "rfft", "Transform a real .npy array like numpy.fft.rfftn: the real axis keeps n/2+1 complex values");
    auto options = std::make_shared<RealFftOptions>();
    add_common_options(*command, *options, "Input .npy file: float32 or float64, C order",
                       "Output .npy file: complex64 (from float32) or complex128 (from float64)");
    return {command, [options, command] {
                options->axes_given = command->count("--axes") > 0;
                return run_rfft(*options);
            }};
}

Command add_irfft_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "irfft", "Transform a complex .npy array like numpy.fft.irfftn: the inverse of rfft, real output");
    auto options = std::make_shared<RealFftOptions>();
    add_common_options(*command, *options, "Input .npy file: complex64 or complex128, C order",
                       "Output .npy file: float32 (from complex64) or float64 (from complex128)");
    command->add_option(
        "--n", options->length,
        "Output length of the real axis, as the last entry of irfftn's s= (default 2*(m-1) for m "
        "input values; the input is cut or zero-padded to n/2+1 values, as numpy does)");
    return {command, [options, command] {
                options->axes_given = command->count("--axes") > 0;
                options->length_given = command->count("--n") > 0;
                return run_irfft(*options);
            }};
}

}  // namespace prism::cli
