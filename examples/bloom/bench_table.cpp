// The `prism bloom --bench` table.
#include <cstdio>

#include "bloom_bench.hpp"

namespace prism::bloom {
namespace {

std::string format(const char* pattern, auto... values) {
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, values...);
    return buffer;
}

}  // namespace

std::string bench_table(const BenchReport& report) {
    const BenchOptions& o = report.options;
    std::string out =
        format("FFT Bloom, %dx%d RGB fp32, star kernels, %s padding, %s spectrum, on %s\n", o.width, o.height,
               o.settings.padding == Padding::zero ? "zero" : "mirror",
               o.settings.mode == SpectrumMode::bilinear ? "bilinear" : "exact", report.device.c_str());
    out += format("copy bandwidth (Device::copy, read + write): %.1f GB/s\n", report.copy_gb_per_s);
    out += "time per run: device events around " + std::to_string(k_runs_per_timing) +
           " runs back to back, median of " + std::to_string(o.repeats) +
           " such timings, buffers rotated over 3 copies\n\n";
    out +=
        "kernel   first axis  FFTs  threads(1,2)  pairs  time ms  1 stream  pass 1 / 2 / 3 ms        "
        "MB moved  floor ms  time/floor\n";
    for (const BenchRow& r : report.rows)
        out += format(
            "%4dx%-4d  %-10s %5lld  %5d,%-5d  %5u  %7.3f%c  %7.3f  %8.3f / %8.3f / %8.3f     "
            "%8.1f  %8.4f  %9.2f\n",
            r.kernel_size, r.kernel_size,
            (std::string(r.y_first ? "y" : "x") + (r.chosen ? " (est.)" : "")).c_str(),
            static_cast<long long>(r.ffts), r.workgroup_columns, r.workgroup_rows, r.pairs, r.ms,
            r.channel_streams ? '*' : ' ', r.one_stream_ms, r.pass_ms[0], r.pass_ms[1], r.pass_ms[2],
            r.bytes / 1e6, r.floor_ms, r.ms / r.floor_ms);
    out +=
        "\nFFTs: per direction, (lines across axis 1) / 2 + (padded axis 1) / 2, the document's estimate; "
        "(est.) marks its pick.\npairs: line pairs (FFTs) per workgroup of passes 1 and 3.\n"
        "time: * each colour channel on a stream of its own (1 stream: all launches on one; pass times: "
        "one stream).\nfloor: MB moved / copy bandwidth; MB moved = image in + out, half spectra "
        "written, read, rewritten and read again, kernel table.\n";
    return out;
}

}  // namespace prism::bloom
