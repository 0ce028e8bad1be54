#include "bench/tune_report.hpp"

#include <cmath>
#include <cstdio>

#include "plan/factorize.hpp"
#include "plan/tuning.hpp"

namespace prism::cli::bench {
namespace {

const char* class_name(plan::DeviceClass c) {
    switch (c) {
        case plan::DeviceClass::cuda_gpu: return "cuda_gpu";
        case plan::DeviceClass::opencl_gpu: return "opencl_gpu";
        case plan::DeviceClass::cpu: return "cpu";
    }
    return "cpu";
}

const char* kind_name(plan::MeasuredKernel kind) {
    switch (kind) {
        case plan::MeasuredKernel::plain: return "plain";
        case plan::MeasuredKernel::real_even: return "real_even";
        case plan::MeasuredKernel::real_pairs: return "real_pairs";
        case plan::MeasuredKernel::r2r_2_3: return "r2r_2_3";
        case plan::MeasuredKernel::r2r_pairs: return "r2r_pairs";
        case plan::MeasuredKernel::bluestein: return "bluestein";
    }
    return "plain";
}

bool improves(const TunedCase& t, double margin) {
    return t.skip_reason.empty() && !t.timings.empty() && t.best != 0 && t.gain() >= margin;
}

}  // namespace

void print_tune_header(const std::string& title) {
    std::printf("%s\n%-28s %-16s %9s   %-16s %9s %6s %s\n", title.c_str(), "case", "model", "GB/s", "fastest",
                "GB/s", "gain", "timed");
}

void print_tune_row(const TunedCase& t) {
    const std::string text = t.bench_case.text().substr(0, t.bench_case.text().find(" batch"));
    if (!t.skip_reason.empty()) {
        std::printf("%-28s not tuned: %s\n", text.c_str(), t.skip_reason.c_str());
        return;
    }
    const CandidateTiming& model = t.timings.front();
    const CandidateTiming& best = t.timings[t.best];
    int failed = 0;
    for (const auto& c : t.timings) failed += !c.failure.empty();
    std::printf("%-28s %-16s %9.1f   %-16s %9.1f %6.3f %zu%s\n", text.c_str(), candidate_text(model, t.shapes).c_str(),
                model.gb_per_s, candidate_text(best, t.shapes).c_str(), best.gb_per_s, t.gain(), t.timings.size(),
                failed ? (" (" + std::to_string(failed) + " failed)").c_str() : "");
    for (const auto& c : t.timings)
        if (!c.failure.empty()) std::printf("    %s failed: %s\n", candidate_text(c, t.shapes).c_str(), c.failure.c_str());
}

void print_tune_summary(const std::vector<TunedCase>& tuned, double margin) {
    double log_sum = 0;
    int count = 0, improved = 0;
    for (const auto& t : tuned) {
        if (!t.skip_reason.empty() || t.timings.empty()) continue;
        log_sum += std::log(t.gain());
        ++count;
        improved += improves(t, margin);
    }
    if (count == 0) return;
    std::printf("%d cases tuned; fastest over model, geometric mean %.3f; %d cases beat the model by %.0f %% or more\n",
                count, std::exp(log_sum / count), improved, (margin - 1) * 100);
}

std::string measured_rows(const std::vector<TunedCase>& tuned, const DeviceInfo& device, double margin,
                          const std::string& gpu) {
    std::string rows;
    char line[256];
    for (const auto& t : tuned) {
        if (!improves(t, margin)) continue;
        const auto& c = t.bench_case;
        const CandidateTiming& best = t.timings[t.best];
        std::string list;
        for (int r : best.radices) list += (list.empty() ? "" : ", ") + std::to_string(r);
        // A shape row names the bound and the threads (none is k_no_bound); a row of another kind
        // than plain names its kind after them, with 0, 0 (the planner's) where it holds radices
        // only, and the case it was timed on in its comment.
        // A row keyed to a GPU spells out every field before the GPU's (-1: the planner's exchange).
        const bool named = t.kind != plan::MeasuredKernel::plain || !gpu.empty();
        std::string fields;
        if (t.shapes)
            fields = ", " + (best.resident_blocks > 0 ? std::to_string(best.resident_blocks) : "MeasuredRadices::k_no_bound") +
                     ", " + std::to_string(best.threads_per_sequence);
        else if (named)
            fields = ", 0, 0";
        // A split exchange unlike the planner's (the model's, timed first) is named: 1 split, 0 whole.
        const bool split_named = t.shapes && best.split_exchange != t.timings.front().split_exchange;
        if (named || split_named) fields += std::string(", MeasuredKernel::") + kind_name(t.kind);
        if (split_named) fields += best.split_exchange ? ", 1" : ", 0";
        if (!gpu.empty()) fields += (split_named ? "" : ", -1") + (", \"" + gpu + "\"");
        std::snprintf(line, sizeof line,
                      "        {DeviceClass::%s, Precision::%s, %lld, {%s}%s},  // %.2fx over %s%s\n",
                      class_name(plan::classify(device)), c.fp64() ? "F64" : "F32",
                      static_cast<long long>(t.length), list.c_str(), fields.c_str(), t.gain(),
                      candidate_text(t.timings.front(), t.shapes).c_str(),
                      named ? (" (" + c.text().substr(0, c.text().find(" batch")) + ")").c_str() : "");
        rows += line;
    }
    return rows;
}

JsonValue tune_document(const BenchSession& session, const RunEnvironment& env, const std::string& set,
                        const std::vector<TunedCase>& tuned) {
    JsonValue doc = JsonValue::object();
    doc.set("schema", "prism-tune/1");
    doc.set("set", set);
    doc.set("device", session.device_info().name);
    doc.set("driver", session.device_info().driver_version);
    doc.set("date_utc", env.date_utc);
    doc.set("commit", env.commit);
    JsonValue cases = JsonValue::array();
    for (const auto& t : tuned) {
        JsonValue entry = JsonValue::object();
        entry.set("case", t.bench_case.text());
        if (!t.skip_reason.empty()) entry.set("skipped", t.skip_reason);
        JsonValue candidates = JsonValue::array();
        for (const auto& c : t.timings) {
            JsonValue one = JsonValue::object();
            one.set("radices", plan::radices_text(c.radices));
            if (t.shapes) {
                one.set("threads_per_sequence", c.threads_per_sequence);
                one.set("resident_blocks", c.resident_blocks);
                one.set("split_exchange", c.split_exchange);
            }
            one.set("gb_per_s", c.gb_per_s);
            one.set("error", c.error);
            if (!c.failure.empty()) one.set("failure", c.failure);
            candidates.push(std::move(one));
        }
        entry.set("candidates", std::move(candidates));
        cases.push(std::move(entry));
    }
    doc.set("cases", std::move(cases));
    return doc;
}

}  // namespace prism::cli::bench
