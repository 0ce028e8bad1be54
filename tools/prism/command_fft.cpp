// `prism fft IN.npy OUT.npy`: numpy.fft.fftn / ifftn on the device, file to file.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "accuracy_bound.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"
#include "fft_precision_check.hpp"
#include "npy.hpp"
#include "npy_transform.hpp"
#include "numpy_layout.hpp"
#include "output_file.hpp"
#include "text_format.hpp"

namespace prism::cli {
namespace {

struct FftOptions {
    DeviceOptions device;
    std::string input;
    std::string output;
    bool inverse = false;
    std::vector<int> axes;
    bool axes_given = false;
    std::string norm = "backward";
    bool precision_check = false;
};

// Upload, transform in place, download: in and out share the packed layout of the array.
std::vector<unsigned char> transform_on_device(const DeviceOptions& device, const Config& config, Direction direction,
                                               const std::vector<unsigned char>& data) {
    const Context context = Context::create(context_options(device));
    const Plan plan = context.plan(config);
    Buffer buffer = context.allocate(std::max({data.size(), plan.input_bytes(), plan.output_bytes()}));
    buffer.upload(data.data(), data.size());
    if (direction == Direction::forward) {
        plan.forward(buffer);
    } else {
        plan.inverse(buffer);
    }
    context.synchronize();
    std::vector<unsigned char> result(data.size());
    buffer.download(result.data(), result.size());
    return result;
}

int report_precision(const PrecisionCheck& check) {
    std::printf("precision check: relative L2 error %s against FFTW in long double; bound %g*eps*log2(N) = %s: %s\n",
                scientific(check.relative_error).c_str(), k_error_bound_factor, scientific(check.bound).c_str(),
                check.passed() ? "OK" : "FAIL");
    return check.passed() ? k_exit_success : k_exit_check_failed;
}

int run_fft(const FftOptions& options) {
    const NpyArray input = read_npy(options.input);
    check_destination(options.output);
    if (!is_complex(input.dtype)) {
        const std::string dtype = numpy_name(input.dtype);
        throw UsageError(options.input + ": prism fft transforms complex64 ('<c8') and complex128 ('<c16') arrays; " +
                         "this one is " + dtype + " (for real input use prism rfft, or convert with a.astype(complex))");
    }
    const auto axes = resolve_axes(options.axes_given ? std::optional(options.axes) : std::nullopt,
                                   static_cast<int>(input.shape.size()));
    require_elements(input, options.input);
    const auto precision = input.dtype == NpyDtype::complex128 ? Precision::F64 : Precision::F32;
    const auto direction = options.inverse ? Direction::inverse : Direction::forward;
    const Norm norm = numpy_norm(options.norm);
    const Config config = config_for_axes(input.shape, axes, precision, norm);

    const NpyArray output{input.dtype, input.shape, transform_on_device(options.device, config, direction, input.data)};
    write_output(options.output, output);
    if (!options.precision_check) return k_exit_success;
    return report_precision(check_precision(input, output, axes, direction, norm));
}

}  // namespace

Command add_fft_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "fft", "Transform a complex .npy array like numpy.fft.fftn (or ifftn with --inverse) and write the result");
    auto options = std::make_shared<FftOptions>();
    command->add_option("IN", options->input, "Input .npy file: complex64 or complex128, C order")->required();
    command->add_option("OUT", options->output, "Output .npy file: same dtype and shape as IN")->required();
    command->add_flag("--inverse", options->inverse, "Inverse transform (numpy.fft.ifftn)");
    command->add_option("--axes", options->axes, "Axes to transform, e.g. 0,-1 (default: all; negative counts from the end)")
        ->delimiter(',')
        ->allow_extra_args(false);
    command->add_option("--norm", options->norm, "Scaling, as numpy's norm=: backward (inverse divided by N), "
                                                 "ortho (both by sqrt(N)) or forward (forward divided by N)")
        ->check(CLI::IsMember({"backward", "ortho", "forward"}))
        ->capture_default_str();
    command->add_flag("--precision-check", options->precision_check,
                      "Also compare the result with FFTW in long double and report the relative L2 error "
                      "(exit status 1 if above the bound; OUT is written either way)");
    add_device_options(*command, options->device);
    add_exit_status_help(*command);
    return {command, [options, command] {
                options->axes_given = command->count("--axes") > 0;
                return run_fft(*options);
            }};
}

}  // namespace prism::cli
