#include "bench/bench_table.hpp"

#include <cmath>
#include <cstdio>

#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

constexpr const char* k_row_format = "%-34s %11s %11s %6s %7s %9s %9s %17s %17s\n";

std::string rate_or_status(const LibraryResult& r) { return r.ok() ? fixed(r.gb_per_s, 1) : r.status; }

std::string number_or_dash(double value, int decimals) {
    return std::isfinite(value) ? fixed(value, decimals) : "-";
}

std::string error_or_dash(double value) { return std::isfinite(value) ? scientific(value) : "-"; }

std::string plan_times(const LibraryResult& r) {
    if (!std::isfinite(r.plan_cold_ms)) return "-";
    return number_or_dash(r.plan_cold_ms, 1) + " / " + number_or_dash(r.plan_warm_ms, 1);
}

void print_failures(const std::vector<CaseResult>& results) {
    bool header = false;
    for (const auto& r : results)
        for (const auto* library : {&r.prism, &r.cufft}) {
            if (library->status != "error") continue;
            if (!header) std::printf("\nfailures:\n"), header = true;
            std::printf("  %s, %s: %s\n", r.bench_case.text().c_str(),
                        library == &r.prism ? "prism" : "cuFFT", library->message.c_str());
        }
}

}  // namespace

void print_table_header(const std::string& title, const CopyResult& copy) {
    std::printf("%s\n", title.c_str());
    std::printf("device-to-device copy: %.1f GB/s (%s, read + write, median of %zu)\n", copy.gb_per_s,
                human_bytes(copy.bytes).c_str(), copy.timing.samples_ms.size());
    std::printf(
        "GB/s = 2 * bytes / time of one transform (median of FFT + iFFT pairs / 2); ratio = prism / cuFFT;\n"
        "of copy = prism GB/s / copy GB/s; err = relative L2 error of a forward transform vs FFTW long "
        "double\n\n");
    std::printf(k_row_format, "case", "prism GB/s", "cuFFT GB/s", "ratio", "of copy", "prism err",
                "cuFFT err", "prism plan ms c/w", "cuFFT plan ms c/w");
}

void print_table_row(const CaseResult& r) {
    const std::string name = r.bench_case.text();
    if (r.skipped) {
        std::printf("%-34s skipped: %s\n", name.c_str(), r.skip_reason.c_str());
    } else {
        std::printf(k_row_format, name.c_str(), rate_or_status(r.prism).c_str(),
                    rate_or_status(r.cufft).c_str(), number_or_dash(r.ratio(), 3).c_str(),
                    number_or_dash(r.prism.fraction_of_copy, 3).c_str(), error_or_dash(r.prism.error).c_str(),
                    error_or_dash(r.cufft.error).c_str(), plan_times(r.prism).c_str(),
                    plan_times(r.cufft).c_str());
    }
    std::fflush(stdout);
}

double geometric_mean_ratio(const std::vector<CaseResult>& results) {
    double log_sum = 0;
    int count = 0;
    for (const auto& r : results)
        if (std::isfinite(r.ratio()) && r.ratio() > 0) log_sum += std::log(r.ratio()), ++count;
    return count ? std::exp(log_sum / count) : std::nan("");
}

void print_summary(const std::vector<CaseResult>& results) {
    const CaseResult* worst = nullptr;
    int unsupported = 0, skipped = 0;
    for (const auto& r : results) {
        if (std::isfinite(r.ratio()) && (!worst || r.ratio() < worst->ratio())) worst = &r;
        unsupported += r.prism.status == "unsupported";
        skipped += r.skipped;
    }
    std::printf("\n%zu cases: %d unsupported by prism, %d skipped\n", results.size(), unsupported, skipped);
    if (worst)
        std::printf("prism / cuFFT: geometric mean %.3f, worst %.3f (%s)\n", geometric_mean_ratio(results),
                    worst->ratio(), worst->bench_case.text().c_str());
    print_failures(results);
}

}  // namespace prism::cli::bench
