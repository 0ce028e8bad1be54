// `prism bloom`: the FFT Bloom example (docs/bloom.md). Convolves an HDR image (or the built-in
// synthetic scene) with a large kernel by FFT on the device, and writes the result as HDR and,
// tone-mapped, as PNG. --bench times the document's 1280x720 case against the memory-bound floor.
// The work lives in examples/bloom; this file maps the command line onto it.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "bloom/bloom_bench.hpp"
#include "bloom/gpu_bloom.hpp"
#include "bloom/hdr_io.hpp"
#include "bloom/image_file.hpp"
#include "bloom/kernel_choice.hpp"
#include "bloom/luminance.hpp"
#include "bloom/png_io.hpp"
#include "bloom/reference.hpp"
#include "bloom/ringing.hpp"
#include "bloom/scene.hpp"
#include "bloom/tone_map.hpp"
#include "commands.hpp"
#include "device_options.hpp"
#include "exit_codes.hpp"

namespace prism::cli {
namespace {

// The GPU in fp32 against the CPU reference in double: the tests' bound, c * eps * log2(N) with
// c = 8 and N up to 2^12 (docs/bloom.md lists the measured errors).
constexpr double k_reference_bound = 8 * 0x1.0p-24 * 12;

struct BloomOptions {
    std::vector<std::string> files;  // IN OUT, or OUT alone with --scene
    std::string png, before_png, scene, scene_size = "1280x720", ringing_png;
    bloom::KernelChoice kernel;
    std::string padding = "zero", mode = "bilinear", first_axis = "auto";
    float exposure = 1.0f;
    int workgroup = 0;
    std::vector<int> pairs;  // line pairs per workgroup of passes 1 and 3 (--bench: each is timed)
    bool reference = false, ringing = false, bench = false;
    int repeats = 25;
    DeviceOptions device;
};

void add_file_options(CLI::App& c, BloomOptions& o) {
    c.add_option("files", o.files, "IN.png|IN.hdr OUT.hdr; with --scene, OUT.hdr alone blooms the scene")
        ->expected(0, 2)
        ->type_name("FILE");
    c.add_option("--png", o.png, "Also write the result tone-mapped to this PNG");
    c.add_option("--before-png", o.before_png,
                 "Write the input tone-mapped to this PNG (the 'before' picture)");
    c.add_option("--exposure", o.exposure, "Tone-map exposure: 1 - exp(-exposure * value)")
        ->capture_default_str();
    c.add_option("--scene", o.scene,
                 "Write the synthetic HDR test scene (points and lines on a dark ground) here");
    c.add_option("--scene-size", o.scene_size,
                 "Size of the synthetic scene, WIDTHxHEIGHT (with --bench: the frame timed)")
        ->capture_default_str();
}

void add_kernel_options(CLI::App& c, BloomOptions& o) {
    auto* file = c.add_option("--kernel", o.kernel.file, "Kernel image (.png or .hdr), used at its own size");
    auto* gaussian =
        c.add_option("--gaussian", o.kernel.gaussian, "Generated Gaussian kernel of this sigma (pixels)")
            ->check(CLI::PositiveNumber);
    auto* star = c.add_option("--star", o.kernel.star_spikes,
                              "Generated star kernel with this many diffraction lines "
                              "(the default kernel)")
                     ->check(CLI::Range(0, 64))
                     ->capture_default_str();
    file->excludes(gaussian)->excludes(star);
    gaussian->excludes(star);
    c.add_option("--kernel-size", o.kernel.size, "Side of a generated kernel")
        ->check(CLI::Range(1, 4096))
        ->capture_default_str();
}

void add_method_options(CLI::App& c, BloomOptions& o) {
    c.add_option("--padding", o.padding, "Padding up to the power of two: zero or mirror")
        ->check(CLI::IsMember({"zero", "mirror"}))
        ->capture_default_str();
    c.add_option("--mode", o.mode, "Kernel spectrum: bilinear (kernel-sized, sampled) or exact (padded size)")
        ->check(CLI::IsMember({"bilinear", "exact"}))
        ->capture_default_str();
    c.add_option(
         "--first-axis", o.first_axis,
         "Axis of the first FFT pass: auto (fewer FFTs), x or y (with --bench: auto times both, x or y one)")
        ->check(CLI::IsMember({"auto", "x", "y"}))
        ->capture_default_str();
    c.add_option(
         "--workgroup", o.workgroup,
         "Largest workgroup one FFT uses (0: 128 on GPUs, or more where a line needs it; 256 on CPUs)")
        ->check(CLI::NonNegativeNumber);
    c.add_option(
         "--pairs", o.pairs,
         "Line pairs per workgroup of the axis-1 passes, at most (default 4; --bench times each given)")
        ->check(CLI::PositiveNumber);
    c.add_flag("--reference", o.reference,
               "Also compute on the CPU (FFTW, double) and report the difference");
    c.add_flag("--ringing", o.ringing,
               "Measure the bilinear spectrum's ringing on an impulse (bilinear vs exact)");
    c.add_option("--ringing-png", o.ringing_png,
                 "With --ringing: write both impulse responses (exact | bilinear), "
                 "log scale over 8 decades, to this PNG");
    c.add_flag(
        "--bench", o.bench,
        "Time 1280x720 (or --scene-size) with 256^2 and 512^2 star kernels against the memory-bound floor");
    c.add_option("--repeats", o.repeats,
                 "Timings per --bench configuration (each of " + std::to_string(bloom::k_runs_per_timing) +
                     " runs back to back)")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
}

// The --pairs cap of a single bloom (the bench times each given); 0: GpuBloom's default.
int max_pairs_of(const BloomOptions& o) { return o.pairs.empty() ? 0 : o.pairs.front(); }

bloom::BloomSettings settings_of(const BloomOptions& o) {
    bloom::BloomSettings s;
    s.padding = o.padding == "mirror" ? bloom::Padding::mirror : bloom::Padding::zero;
    s.mode = o.mode == "exact" ? bloom::SpectrumMode::exact : bloom::SpectrumMode::bilinear;
    s.first_axis = o.first_axis == "x"   ? bloom::FirstAxis::x
                   : o.first_axis == "y" ? bloom::FirstAxis::y
                                         : bloom::FirstAxis::automatic;
    return s;
}

std::pair<int, int> parse_size(const std::string& text) {
    int width = 0, height = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%dx%d%c", &width, &height, &tail) != 2 || width < 1 || height < 1)
        throw UsageError("--scene-size '" + text + "' is not WIDTHxHEIGHT");
    return {width, height};
}

std::unique_ptr<backend::Device> open_device(const BloomOptions& o) {
    return backend::open_device(backend_from_name(o.device.backend), o.device.device,
                                backend::CacheSettings{});
}

void check_output_name(const std::string& path) {
    if (path.size() < 4 || path.substr(path.size() - 4) != ".hdr")
        throw UsageError("output '" + path + "' must be a Radiance .hdr file (add --png for a picture)");
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int run_bench(const BloomOptions& o) {
    const auto device = open_device(o);
    bloom::BenchOptions bench;
    bench.settings = settings_of(o);
    bench.repeats = o.repeats;
    std::tie(bench.width, bench.height) = parse_size(o.scene_size);
    if (o.workgroup > 0) bench.max_workgroups = {o.workgroup};
    if (!o.pairs.empty()) bench.max_pairs = o.pairs;
    std::fprintf(stderr, "prism bloom --bench: compiling and timing on %s...\n", device->info().name.c_str());
    std::printf("%s", bloom::bench_table(bloom::run_bloom_bench(*device, bench)).c_str());
    return k_exit_success;
}

// The CPU reference of the same method; exit status 1 when the device is off by more than the bound.
int check_reference(const bloom::Image& image, const bloom::Image& kernel, const bloom::Image& out,
                    const bloom::BloomSettings& settings) {
    const bloom::Image reference = bloom::reference_bloom(image, kernel, settings);
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < reference.pixels.size(); ++i) {
        diff += (out.pixels[i] - static_cast<double>(reference.pixels[i])) *
                (out.pixels[i] - static_cast<double>(reference.pixels[i]));
        norm += static_cast<double>(reference.pixels[i]) * reference.pixels[i];
    }
    const double error = std::sqrt(diff / norm);
    std::printf("  vs CPU (FFTW, double): relative L2 error %.3g (bound %.3g)\n", error, k_reference_bound);
    return error <= k_reference_bound ? k_exit_success : k_exit_check_failed;
}

// The impulse at the centre of a frame of the image's size, in both modes (docs/bloom.md).
void report_ringing(backend::Device& device, const bloom::Image& image, const bloom::Image& kernel,
                    const BloomOptions& o) {
    auto gpu = [&](const bloom::Image& in, bloom::SpectrumMode mode) {
        bloom::BloomSettings settings = settings_of(o);
        settings.mode = mode;
        bloom::GpuBloom bloom(device, kernel, in.width, in.height, settings, o.workgroup, max_pairs_of(o));
        return bloom.apply(in);
    };
    const bloom::RingingReport r =
        bloom::measure_ringing(gpu, image.width, image.height, kernel.width, kernel.height);
    std::printf(
        "  ringing (white impulse at the centre): light outside the kernel %.3g of inside (exact mode %.2g); "
        "bilinear vs exact %.3g; frame luminance %.4f (exact %.4f)\n",
        r.stray_light, r.exact_stray_light, r.relative_difference, r.bilinear_luminance, r.exact_luminance);
    if (o.ringing_png.empty()) return;
    int width = 0, height = 0;
    const std::vector<std::uint8_t> picture = bloom::ringing_picture(r, 8.0, width, height);
    bloom::write_png(o.ringing_png, width, height, picture);
}

void write_outputs(const BloomOptions& o, const std::string& out_path, const bloom::Image& image,
                   const bloom::Image& out) {
    bloom::write_hdr(out_path, out);
    if (!o.png.empty()) bloom::write_png(o.png, out.width, out.height, bloom::tone_map(out, o.exposure));
    if (!o.before_png.empty())
        bloom::write_png(o.before_png, image.width, image.height, bloom::tone_map(image, o.exposure));
}

int run_bloom(const BloomOptions& o, const bloom::Image& image, const std::string& out_path) {
    check_output_name(out_path);
    const bloom::Image kernel = bloom::make_kernel(o.kernel);
    const auto device = open_device(o);
    const auto start = std::chrono::steady_clock::now();
    bloom::GpuBloom bloom(*device, kernel, image.width, image.height, settings_of(o), o.workgroup,
                          max_pairs_of(o));
    const double setup = seconds_since(start);
    const auto run_start = std::chrono::steady_clock::now();
    const bloom::Image out = bloom.apply(image);
    const double run = seconds_since(run_start);
    write_outputs(o, out_path, image, out);
    std::printf("prism bloom on %s (%s)\n  %s\n  %s\n", device->info().name.c_str(),
                backend_name(device->info().backend), bloom::describe(o.kernel).c_str(),
                bloom::describe(bloom.geometry()).c_str());
    std::printf("  set-up (compile, kernel spectrum) %.3f s, run with transfers %.3f s\n", setup, run);
    std::printf("  luminance: in %.6g, out %.6g (ratio %.6f)\n", bloom::total_luminance(image),
                bloom::total_luminance(out), bloom::total_luminance(out) / bloom::total_luminance(image));
    if (o.ringing || !o.ringing_png.empty()) report_ringing(*device, image, kernel, o);
    return o.reference ? check_reference(image, kernel, out, settings_of(o)) : k_exit_success;
}

int run(const BloomOptions& o) {
    if (o.bench) return run_bench(o);
    if (!o.scene.empty()) {
        const auto [width, height] = parse_size(o.scene_size);
        const bloom::Image scene = bloom::synthetic_scene(width, height);
        bloom::write_hdr(o.scene, scene);
        std::printf("wrote the synthetic scene, %dx%d, to %s\n", width, height, o.scene.c_str());
        if (o.files.empty()) return k_exit_success;
        if (o.files.size() == 1) return run_bloom(o, scene, o.files[0]);
    }
    if (o.files.size() != 2)
        throw UsageError("expected IN and OUT files (or --scene FILE [OUT], or --bench)");
    return run_bloom(o, bloom::read_image(o.files[0]), o.files[1]);
}

}  // namespace

Command add_bloom_command(CLI::App& prism) {
    auto* command = prism.add_subcommand(
        "bloom", "FFT Bloom: convolve an HDR image with a large kernel by FFT on the device");
    auto options = std::make_shared<BloomOptions>();
    add_file_options(*command, *options);
    add_kernel_options(*command, *options);
    add_method_options(*command, *options);
    add_device_options(*command, options->device);
    add_exit_status_help(*command);
    return {command, [options] { return run(*options); }};
}

}  // namespace prism::cli
