// CUDA C++ as NVRTC compiles it: no includes (vector types and math functions are built in).
#include "gen/printer.hpp"

namespace prism::gen {
namespace {

class CudaPrinter final : public DialectPrinter {
    // An empty asm statement that claims to change its operand: the value prism_opaque returns is
    // unknown to the optimizer, at no cost in instructions (ast::Op::opaque).
    std::string module_prologue(const ast::Module& m) const override {
        std::string s =
            "__device__ __forceinline__ int prism_opaque(int x) { asm volatile(\"\" : \"+r\"(x)); return x; }\n"
            "__device__ __forceinline__ long long prism_opaque(long long x) { asm volatile(\"\" : \"+l\"(x)); "
            "return x; }\n";
        return m.uses_clusters ? s + cluster_helpers() : s;
    }

    // Distributed shared memory (sm_90) in PTX, which needs no header: mapa turns an address in this
    // block's shared memory into the same address in block `rank` of the cluster. The loads are
    // volatile so that they stay after the cluster barrier that makes the data valid.
    static std::string cluster_helpers() {
        return "__device__ __forceinline__ unsigned prism_cluster_address(const void* local, int rank) {\n"
               "    unsigned remote;\n"
               "    asm(\"mapa.shared::cluster.u32 %0, %1, %2;\" : \"=r\"(remote) : "
               "\"r\"((unsigned)__cvta_generic_to_shared(local)), \"r\"(rank));\n"
               "    return remote;\n"
               "}\n"
               "__device__ __forceinline__ float2 prism_cluster_load(const float2* local, int rank) {\n"
               "    float2 v;\n"
               "    asm volatile(\"ld.shared::cluster.v2.f32 {%0, %1}, [%2];\" : \"=f\"(v.x), \"=f\"(v.y) : "
               "\"r\"(prism_cluster_address(local, rank)));\n"
               "    return v;\n"
               "}\n"
               "__device__ __forceinline__ double2 prism_cluster_load(const double2* local, int rank) {\n"
               "    double2 v;\n"
               "    asm volatile(\"ld.shared::cluster.v2.f64 {%0, %1}, [%2];\" : \"=d\"(v.x), \"=d\"(v.y) : "
               "\"r\"(prism_cluster_address(local, rank)));\n"
               "    return v;\n"
               "}\n"
               "__device__ __forceinline__ void prism_cluster_sync() {\n"
               "    asm volatile(\"barrier.cluster.arrive.release.aligned;\\n\\tbarrier.cluster.wait.acquire.aligned;\" ::: "
               "\"memory\");\n"
               "}\n";
    }

    std::string type_name(ast::Type t) const override {
        switch (t.scalar) {
            case ast::Scalar::f32: return t.pair ? "float2" : "float";
            case ast::Scalar::f64: return t.pair ? "double2" : "double";
            case ast::Scalar::i32: return "int";
            case ast::Scalar::i64: return "long long";
            case ast::Scalar::boolean: return "bool";
        }
        return "int";
    }

    // in and out carry no __restrict__: in-place transforms pass the same buffer for both.
    std::string kernel_signature(const ast::Kernel& k) const override {
        std::string bounds = std::to_string(k.max_threads_per_block);
        if (k.min_resident_blocks > 0) bounds += ", " + std::to_string(k.min_resident_blocks);
        std::string s = "extern \"C\" __global__ void __launch_bounds__(" + bounds + ") " + k.name + "(";
        for (std::size_t i = 0; i < k.params.size(); ++i) {
            const auto& p = k.params[i];
            s += (i ? ", " : "") + std::string(p.read_only ? "const " : "") + type_name(p.element) + "* " +
                 (p.name == "lut" ? "__restrict__ " : "") + p.name;
        }
        return s + ")";
    }

    // Dynamic shared memory: the launch passes its size, so a block may use more than 48 KB.
    std::string shared_declaration(const ast::SharedArray& a) const override {
        return "extern __shared__ " + type_name(a.element) + " " + a.name + "[]; // " + std::to_string(a.length) +
               " elements";
    }

    std::string shared_real_view(const ast::SharedArray& a) const override {
        const std::string real = type_name({a.element.scalar, false});
        return real + "* " + a.real_view + " = reinterpret_cast<" + real + "*>(" + a.name + ");";
    }

    std::string builtin(ast::Builtin which, ast::Scalar scalar) const override {
        if (which == ast::Builtin::local_id) return "((int)threadIdx.x)";
        if (scalar == ast::Scalar::i64)  // grids past 2^31 - 1 blocks spill into y
            return "((long long)blockIdx.x + (long long)gridDim.x * ((long long)blockIdx.y + (long long)gridDim.y * (long long)blockIdx.z))";
        return "((int)blockIdx.x)";
    }

    std::string barrier() const override { return "__syncthreads()"; }

    std::string cluster_load(const std::string& buffer, const std::string& index, const std::string& rank) const override {
        return "prism_cluster_load(&" + buffer + "[" + index + "], " + rank + ")";
    }
    std::string cluster_barrier() const override { return "prism_cluster_sync()"; }

    std::string real_pair_load(const std::string& buffer, ast::Type pair,
                               const std::string& index) const override {
        return "reinterpret_cast<const " + type_name(pair) + "*>(" + buffer + ")[" + index + "]";
    }
    std::string real_pair_place(const std::string& buffer, ast::Type pair,
                                const std::string& index) const override {
        return "reinterpret_cast<" + type_name(pair) + "*>(" + buffer + ")[" + index + "]";
    }
    std::string warp_shuffle(const std::string& value, const std::string& lane) const override {
        return "__shfl_sync(0xffffffffu, " + value + ", " + lane + ")";
    }

    std::string make_pair(ast::Type t, const std::string& x, const std::string& y) const override {
        return (t.scalar == ast::Scalar::f64 ? "make_double2(" : "make_float2(") + x + ", " + y + ")";
    }

    std::string math_function(ast::Op op, ast::Scalar scalar) const override {
        std::string name = op == ast::Op::sin_pi ? "sinpi" : op == ast::Op::cos_pi ? "cospi" : "fma";
        return scalar == ast::Scalar::f32 ? name + "f" : name;
    }

    std::string int64_suffix() const override { return "LL"; }

    std::string opaque(const std::string& value, ast::Scalar) const override { return "prism_opaque(" + value + ")"; }
};

}  // namespace

std::unique_ptr<DialectPrinter> make_cuda_printer() { return std::make_unique<CudaPrinter>(); }

}  // namespace prism::gen
