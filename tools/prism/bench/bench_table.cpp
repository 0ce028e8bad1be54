#include "bench/bench_table.hpp"

#include <cmath>
#include <cstdio>

#include "text_format.hpp"

namespace prism::cli::bench {
namespace {

constexpr const char* k_row_format = "%-34s %11s %11s %6s %7s %9s %9s %17s %17s\n";

std::string rate_or_status(const LibraryResult& r) { return r.ok() ? fixed(r.gb_per_s, 1) : r.status; }

// The peer column: cuFFT, or for an R2R case prism's own R2C of the same size, marked "r2c".
std::string peer_rate(const CaseResult& r) {
    if (std::string(r.reference_name()) != "prism_r2c") return rate_or_status(r.cufft);
    if (!r.prism_r2c) return "-";
    return r.prism_r2c->ok() ? "r2c " + fixed(r.prism_r2c->gb_per_s, 1) : "r2c " + r.prism_r2c->status;
}

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
    for (const auto& r : results) {
        const std::pair<const LibraryResult*, const char*> libraries[] = {
            {&r.prism, "prism"},
            {&r.cufft, "cuFFT"},
            {r.prism_r2c ? &*r.prism_r2c : nullptr, "prism r2c reference"}};
        for (const auto& [library, name] : libraries) {
            if (!library || library->status != "error") continue;
            if (!header) std::printf("\nfailures:\n"), header = true;
            std::printf("  %s, %s: %s\n", r.bench_case.text().c_str(), name, library->message.c_str());
        }
    }
}

// One summary line for the cases held against `reference`, when there are any.
void print_ratio_line(const std::vector<CaseResult>& results, const std::string& reference,
                      const char* label) {
    const CaseResult* worst = nullptr;
    for (const auto& r : results)
        if (reference == r.reference_name() && std::isfinite(r.ratio()) &&
            (!worst || r.ratio() < worst->ratio()))
            worst = &r;
    if (worst)
        std::printf("%s: geometric mean %.3f, worst %.3f (%s)\n", label,
                    geometric_mean_ratio(results, reference), worst->ratio(),
                    worst->bench_case.text().c_str());
}

}  // namespace

void print_table_header(const std::string& title, const CopyResult& copy) {
    std::printf("%s\n", title.c_str());
    std::printf("device-to-device copy: %.1f GB/s (%s, read + write, median of %zu)\n", copy.gb_per_s,
                human_bytes(copy.bytes).c_str(), copy.timing.samples_ms.size());
    std::printf(
        "GB/s = bytes one transform reads + writes / its time (median of forward + inverse pairs / 2):\n"
        "  c2c 2 x data; r2c real + complex (r2c then c2r, out of place); dct/dst 2 x real.\n"
        "ratio = prism / cuFFT; dct/dst (cuFFT has none): the cuFFT column holds prism's own r2c of the\n"
        "  same size and batch, marked r2c, and the ratio is against it. of copy = prism GB/s / copy GB/s;\n"
        "err = relative L2 error of a forward transform vs FFTW long double (its dft, r2c or r2r)\n\n");
    std::printf(k_row_format, "case", "prism GB/s", "cuFFT GB/s", "ratio", "of copy", "prism err",
                "cuFFT err", "prism plan ms c/w", "cuFFT plan ms c/w");
}

void print_table_row(const CaseResult& r) {
    const std::string name = r.bench_case.text();
    if (r.skipped) {
        std::printf("%-34s skipped: %s\n", name.c_str(), r.skip_reason.c_str());
    } else {
        std::printf(k_row_format, name.c_str(), rate_or_status(r.prism).c_str(), peer_rate(r).c_str(),
                    number_or_dash(r.ratio(), 3).c_str(), number_or_dash(r.prism.fraction_of_copy, 3).c_str(),
                    error_or_dash(r.prism.error).c_str(), error_or_dash(r.cufft.error).c_str(),
                    plan_times(r.prism).c_str(), plan_times(r.cufft).c_str());
    }
    std::fflush(stdout);
}

double geometric_mean_ratio(const std::vector<CaseResult>& results, const std::string& reference) {
    double log_sum = 0;
    int count = 0;
    for (const auto& r : results)
        if (reference == r.reference_name() && std::isfinite(r.ratio()) && r.ratio() > 0)
            log_sum += std::log(r.ratio()), ++count;
    return count ? std::exp(log_sum / count) : std::nan("");
}

void print_summary(const std::vector<CaseResult>& results) {
    int unsupported = 0, skipped = 0;
    for (const auto& r : results) {
        unsupported += r.prism.status == "unsupported";
        skipped += r.skipped;
    }
    std::printf("\n%zu cases: %d unsupported by prism, %d skipped\n", results.size(), unsupported, skipped);
    print_ratio_line(results, "cufft", "prism / cuFFT");
    print_ratio_line(results, "prism_r2c", "prism dct/dst / prism r2c of the same size");
    print_failures(results);
}

}  // namespace prism::cli::bench
