#include "bench/bench_json.hpp"

#include <cmath>
#include <fstream>

#include "bench/bench_table.hpp"
#include "output_file.hpp"

namespace prism::cli::bench {
namespace {

JsonValue numbers(const std::vector<double>& values) {
    JsonValue array = JsonValue::array();
    for (double v : values) array.push(v);
    return array;
}

JsonValue parts_json(const exec::PlanTimings& t) {
    JsonValue o = JsonValue::object();
    o.set("plan", t.plan_ms)
        .set("generate", t.generate_ms)
        .set("compile", t.compile_ms)
        .set("upload", t.upload_ms);
    return o;
}

JsonValue library_json(const LibraryResult& r) {
    JsonValue o = JsonValue::object();
    o.set("status", r.status).set("message", r.message);
    o.set("ms_per_transform", r.ms_per_transform).set("ms_per_pair", r.ok() ? r.timing.median_ms : k_nan);
    o.set("gb_per_s", r.gb_per_s).set("fraction_of_copy", r.fraction_of_copy);
    o.set("pairs_per_loop", r.timing.iterations).set("samples_ms_per_pair", numbers(r.timing.samples_ms));
    if (r.ok()) o.set("enqueue_ms_per_pair", r.timing.enqueue_ms);
    o.set("plan_cold_ms", r.plan_cold_ms).set("plan_warm_ms", r.plan_warm_ms);
    if (r.warm_from_cache) o.set("warm_plan_from_cache", *r.warm_from_cache);
    if (r.cold_parts) o.set("plan_cold_parts_ms", parts_json(*r.cold_parts));
    if (r.warm_parts) o.set("plan_warm_parts_ms", parts_json(*r.warm_parts));
    if (r.kernels) o.set("kernels", r.kernels);
    o.set("error", r.error).set("error_sequences", r.error_sequences);
    return o;
}

const char* transform_name(Transform t) {
    switch (t) {
        case Transform::C2C: return "c2c";
        case Transform::R2C: return "r2c";
        case Transform::R2R: return "r2r";
    }
    return "unknown";
}

JsonValue case_json(const CaseResult& r) {
    const BenchCase& c = r.bench_case;
    JsonValue shape = JsonValue::array();
    for (auto n : c.shape) shape.push(n);
    JsonValue o = JsonValue::object();
    o.set("case", c.text()).set("transform", transform_name(c.transform)).set("kind", c.kind_text());
    if (c.transform == Transform::R2R) {
        JsonValue kinds = JsonValue::array();
        for (R2RKind k : c.r2r_kinds) kinds.push(r2r_kind_name(k));
        o.set("r2r_kinds", kinds);
    }
    o.set("precision", c.fp64() ? "f64" : "f32").set("shape", shape).set("batch", c.batch);
    o.set("transform_size", c.transform_size()).set("bytes", static_cast<std::uint64_t>(c.bytes()));
    o.set("real_bytes", static_cast<std::uint64_t>(c.real_bytes()))
        .set("complex_bytes", static_cast<std::uint64_t>(c.complex_bytes()))
        .set("traffic_bytes", static_cast<std::uint64_t>(c.traffic_bytes()));
    o.set("buffers", r.buffers).set("skipped", r.skipped).set("skip_reason", r.skip_reason);
    o.set("prism", library_json(r.prism)).set("cufft", library_json(r.cufft));
    if (r.prism_r2c) {
        JsonValue twin = library_json(*r.prism_r2c);
        twin.set("case", c.r2c_twin().text());
        o.set("prism_r2c", twin);
    }
    o.set("reference", r.reference_name()).set("ratio", r.ratio());
    return o;
}

JsonValue device_json(const DeviceInfo& d) {
    JsonValue o = JsonValue::object();
    o.set("backend", backend_name(d.backend))
        .set("index", d.index)
        .set("name", d.name)
        .set("vendor", d.vendor);
    o.set("driver_version", d.driver_version).set("compiler_version", d.compiler_version);
    o.set("architecture", d.architecture)
        .set("global_memory_bytes", static_cast<std::uint64_t>(d.global_memory_bytes));
    o.set("l2_cache_bytes", static_cast<std::uint64_t>(d.l2_cache_bytes))
        .set("compute_units", d.compute_units);
    return o;
}

JsonValue environment_json(const BenchSession& session, const RunEnvironment& env) {
    JsonValue cufft = JsonValue::object();
    cufft.set("available", session.cufft() != nullptr);
    cufft.set("version", session.cufft() ? session.cufft()->version() : "");
    cufft.set("library", session.cufft() ? session.cufft()->file() : "")
        .set("message", session.cufft_message());
    JsonValue o = JsonValue::object();
    o.set("date_utc", env.date_utc).set("host", env.host).set("commit", env.commit);
    o.set("commit_source", env.commit_source).set("prism_version", env.prism_version);
    o.set("backend", backend_name(session.device_info().backend))
        .set("device", device_json(session.device_info()));
    o.set("cufft", cufft);
    return o;
}

JsonValue method_json(const BenchSession& session, const RunDescription& run) {
    const BenchSettings& s = session.settings();
    JsonValue o = JsonValue::object();
    o.set("metric",
          "gb_per_s = traffic_bytes / time of one transform, traffic_bytes being what one transform of the "
          "batch reads plus writes: c2c 2 * bytes (in place), r2c real_bytes + complex_bytes (the r2c reads "
          "the reals and writes the half spectrum out of place, the c2r the reverse), r2r 2 * real_bytes (in "
          "place); a pair is one forward and one inverse transform (r2c then c2r; an r2r kind then its "
          "inverse kind), unnormalized, as VkFFT's benchmark runs them");
    o.set("ratio",
          "prism gb_per_s / the reference's (case.reference): cufft, or for r2r cases prism_r2c, prism's own "
          "r2c of the same shape, precision and batch in the same run (cuFFT has no DCT or DST)");
    o.set("repeats", s.timing.repeats).set("min_loop_ms", s.timing.min_loop_ms).set("quick", run.quick);
    o.set("error_sequences", s.error_sequences).set("error_max_elements", s.error_max_elements);
    o.set("plan_cold", "prism: empty kernel cache folder; cuFFT: first plan of the case in the process");
    o.set("plan_warm",
          "prism: a second device opened on the filled cache folder; cuFFT: the same plan again");
    return o;
}

JsonValue summary_json(const std::vector<CaseResult>& results) {
    int unsupported = 0, skipped = 0, failed = 0;
    for (const auto& r : results) {
        unsupported += r.prism.status == "unsupported";
        skipped += r.skipped;
        failed += !r.skipped && (r.prism.status == "error" || r.cufft.status == "error" ||
                                 (r.prism_r2c && r.prism_r2c->status == "error"));
    }
    JsonValue o = JsonValue::object();
    o.set("cases", static_cast<std::int64_t>(results.size())).set("unsupported", unsupported);
    o.set("skipped", skipped)
        .set("failed", failed)
        .set("geomean_ratio", geometric_mean_ratio(results, "cufft"));
    o.set("geomean_ratio_to_r2c", geometric_mean_ratio(results, "prism_r2c"));
    return o;
}

}  // namespace

JsonValue bench_document(const BenchSession& session, const RunEnvironment& env, const RunDescription& run,
                         const std::vector<CaseResult>& results) {
    const CopyResult& copy = session.copy();
    JsonValue copy_json = JsonValue::object();
    copy_json.set("bytes", static_cast<std::uint64_t>(copy.bytes)).set("gb_per_s", copy.gb_per_s);
    copy_json.set("ms", copy.timing.median_ms).set("samples_ms", numbers(copy.timing.samples_ms));
    JsonValue cases = JsonValue::array();
    for (const auto& r : results) cases.push(case_json(r));
    JsonValue doc = JsonValue::object();
    doc.set("schema", k_bench_schema)
        .set("set", run.set)
        .set("set_file", run.set_file)
        .set("sample", run.sample);
    doc.set("environment", environment_json(session, env)).set("method", method_json(session, run));
    JsonValue summary = summary_json(results);
    summary.set("not_run", run.not_run).set("time_limit_s", run.time_limit_s);
    doc.set("copy", copy_json).set("summary", summary).set("cases", cases);
    return doc;
}

void write_json(const std::filesystem::path& path, const JsonValue& document) {
    PendingOutputFile file(path);
    {
        std::ofstream out(file.path());
        out << document.dump();
        if (!out) throw Error(Status::io_error, "cannot write " + path.string());
    }
    file.commit();
}

}  // namespace prism::cli::bench
