#include "device_source.hpp"

#include <set>
#include <sstream>

#include "embedded_files.hpp"
#include "luminance.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {
namespace {

std::string_view embedded_text(std::string_view name) {
    for (const EmbeddedFile& file : embedded_files())
        if (file.name == name) return file.text;
    throw Error(Status::internal_error,
                "bloom: the embedded device file '" + std::string(name) + "' is missing");
}

void expand_into(std::string& out, std::string_view text, std::set<std::string>& pasted_once) {
    std::istringstream lines{std::string(text)};
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("#pragma once", 0) == 0) continue;
        const std::size_t open = line.find('"');
        if (line.rfind("#include \"", 0) != 0 || open == std::string::npos) {
            out += line + "\n";
            continue;
        }
        const std::string name = line.substr(open + 1, line.find('"', open + 1) - open - 1);
        const std::string_view included = embedded_text(name);
        if (included.find("#pragma once") != std::string_view::npos && !pasted_once.insert(name).second)
            continue;
        expand_into(out, included, pasted_once);
    }
}

std::string geometry_macros(const ModuleGeometry& g) {
    std::ostringstream out;
    auto define = [&](const char* name, long long value) {
        out << "#define " << name << " " << value << "\n";
    };
    define("BLOOM_E1", g.e1), define("BLOOM_W1", g.w1), define("BLOOM_E2", g.e2), define("BLOOM_W2", g.w2);
    define("BLOOM_EXTENT1", g.extent1), define("BLOOM_OFFSET1", g.offset1);
    define("BLOOM_EXTENT2", g.extent2), define("BLOOM_OFFSET2", g.offset2);
    define("BLOOM_STRIDE1", g.stride1), define("BLOOM_STRIDE2", g.stride2), define("BLOOM_PLANE", g.plane);
    define("BLOOM_MIRROR", g.mirror ? 1 : 0);
    define("BLOOM_TABLE1", g.table1), define("BLOOM_TABLE2", g.table2);
    define("BLOOM_RATIO1_LOG2", g.ratio1_log2), define("BLOOM_RATIO2_LOG2", g.ratio2_log2);
    define("BLOOM_P1", g.pairs1), define("BLOOM_NORMALISE_GROUP", g.normalise_group);
    out.precision(9);
    out << "#define BLOOM_LUMINANCE_R " << k_luminance_weights[0] << "f\n"
        << "#define BLOOM_LUMINANCE_G " << k_luminance_weights[1] << "f\n"
        << "#define BLOOM_LUMINANCE_B " << k_luminance_weights[2] << "f\n";
    return out.str();
}

// PoCL 3.1 (Debian 12's) miscompiles loops that hold a barrier and carry "#pragma unroll" when it
// vectorises work-items (its default): the device FFT came out wrong from 16 work-items up, and
// right with the pragmas gone or with POCL_WORK_GROUP_METHOD=loops. The loops have constant trip
// counts, so the compiler unrolls them anyway; dropping the hint changes no result.
std::string without_unroll_pragmas(const std::string& source) {
    std::istringstream lines(source);
    std::string out;
    for (std::string line; std::getline(lines, line);)
        if (line.find_first_not_of(' ') == std::string::npos ||
            line.substr(line.find_first_not_of(' ')) != "#pragma unroll")
            out += line + "\n";
    return out;
}

}  // namespace

std::vector<std::string> bloom_kernel_names() {
    return {"bloom_columns_forward", "bloom_rows_multiply", "bloom_columns_inverse", "bloom_rows_spectrum",
            "bloom_spectrum_normalise"};
}

std::string expand_includes(const std::string& text) {
    std::string out;
    std::set<std::string> pasted_once;
    expand_into(out, text, pasted_once);
    return out;
}

std::string bloom_source(backend::Dialect dialect, const ModuleGeometry& geometry) {
    const bool cuda = dialect == backend::Dialect::cuda;
    const std::string source = expand_includes(
        "// prism FFT Bloom module\n" + geometry_macros(geometry) + "#include \"" +
        (cuda ? "bloom_cuda.cuh" : "bloom_opencl.cl.h") + "\"\n#include \"bloom_kernels.h\"\n");
    return cuda ? source : without_unroll_pragmas(source);
}

}  // namespace prism::bloom
