// `prism dct --type T IN.npy OUT.npy` and `prism dst --type T ...`: scipy.fft.dctn / dstn (and with
// --inverse idctn / idstn) on the device, file to file. Types 1-4 are FFTW's REDFT00..11 and
// RODFT00..11; the same kind runs on every transformed axis, as in scipy.
#include <CLI/CLI.hpp>
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

struct RealToRealOptions {
    DeviceOptions device;
    std::string input;
    std::string output;
    int type = 2;
    bool inverse = false;
    std::vector<int> axes;
    bool axes_given = false;
    std::string norm = "backward";
};

// dct type t is R2RKind dct<t>, dst type t is dst<t> (the enum lists dct1..dct4, then dst1..dst4).
R2RKind kind_of(bool cosine, int type) { return static_cast<R2RKind>((cosine ? 0 : 4) + type - 1); }

int run_real_to_real(const RealToRealOptions& options, bool cosine) {
    const char* name = cosine ? "dct" : "dst";
    const NpyArray input = read_npy(options.input);
    check_destination(options.output);
    if (is_complex(input.dtype)) {
        throw UsageError(options.input + ": prism " + name +
                         " transforms real arrays (float32 or float64); this one is " +
                         numpy_name(input.dtype));
    }
    const auto axes = resolve_axes(options.axes_given ? std::optional(options.axes) : std::nullopt,
                                   static_cast<int>(input.shape.size()));
    require_elements(input, options.input);
    const R2RKind kind = kind_of(cosine, options.type);
    for (const int axis : axes) {
        if (kind == R2RKind::dct1 && input.shape[axis] < 2) {
            throw UsageError(options.input +
                             ": dct type 1 needs at least 2 points on every transformed axis (its "
                             "logical size is 2(n-1)); axis " +
                             std::to_string(axis) + " has length " + std::to_string(input.shape[axis]));
        }
    }
    const Config config =
        r2r_config_for_axes(input.shape, axes, kind, is_double(input.dtype) ? Precision::F64 : Precision::F32,
                            numpy_norm(options.norm));
    NpyArray output{input.dtype, input.shape, {}};
    output.data = transform_out_of_place(options.device, config,
                                         options.inverse ? Direction::inverse : Direction::forward,
                                         input.data, input.data.size());
    write_output(options.output, output);
    return k_exit_success;
}

Command add_real_to_real_command(CLI::App& prism, bool cosine) {
    const std::string name = cosine ? "dct" : "dst";
    auto* command = prism.add_subcommand(name, "Transform a real .npy array like scipy.fft." + name +
                                                   "n (or i" + name + "n with --inverse), types 1-4");
    auto options = std::make_shared<RealToRealOptions>();
    command->add_option("IN", options->input, "Input .npy file: float32 or float64, C order")->required();
    command->add_option("OUT", options->output, "Output .npy file: same dtype and shape as IN")->required();
    command
        ->add_option("--type", options->type,
                     cosine ? "DCT type 1-4 (FFTW's REDFT00, REDFT10, REDFT01, REDFT11); type 1 needs n >= 2"
                            : "DST type 1-4 (FFTW's RODFT00, RODFT10, RODFT01, RODFT11)")
        ->check(CLI::Range(1, 4))
        ->capture_default_str();
    command->add_flag(
        "--inverse", options->inverse,
        "Inverse transform (scipy.fft.i" + name + "n): type 2 and 3 swap, types 1 and 4 are their own");
    command
        ->add_option("--axes", options->axes,
                     "Axes to transform, e.g. 0,-1 (default: all; negative counts from the end)")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        ->add_option("--norm", options->norm,
                     "Scaling, as scipy's norm=: backward (scipy's default None: the inverse divided by the "
                     "logical size, 2(n-1) for dct type 1, 2(n+1) for dst type 1, 2n otherwise), ortho "
                     "(orthonormal, with the endpoint factors of types 1-3) or forward (the forward divided)")
        ->check(CLI::IsMember({"backward", "ortho", "forward"}))
        ->capture_default_str();
    add_device_options(*command, options->device);
    add_exit_status_help(*command);
    return {command, [options, command, cosine] {
                options->axes_given = command->count("--axes") > 0;
                return run_real_to_real(*options, cosine);
            }};
}

}  // namespace

Command add_dct_command(CLI::App& prism) { return add_real_to_real_command(prism, true); }
Command add_dst_command(CLI::App& prism) { return add_real_to_real_command(prism, false); }

}  // namespace prism::cli
