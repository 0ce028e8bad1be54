// OpenCL C 1.2.
#include "gen/printer.hpp"

#include <stdexcept>

namespace prism::gen {
namespace {

class OpenclPrinter final : public DialectPrinter {
    std::string module_prologue(const ast::Module& m) const override {
        return m.uses_f64 ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "";
    }

    std::string type_name(ast::Type t) const override {
        switch (t.scalar) {
            case ast::Scalar::f32: return t.pair ? "float2" : "float";
            case ast::Scalar::f64: return t.pair ? "double2" : "double";
            case ast::Scalar::i32: return "int";
            case ast::Scalar::i64: return "long";
            case ast::Scalar::boolean: return "bool";
        }
        return "int";
    }

    // in and out carry no restrict: in-place transforms pass the same buffer for both.
    std::string kernel_signature(const ast::Kernel& k) const override {
        std::string s = "__kernel __attribute__((reqd_work_group_size(" + std::to_string(k.max_threads_per_block) +
                        ", 1, 1))) void " + k.name + "(";
        for (std::size_t i = 0; i < k.params.size(); ++i) {
            const auto& p = k.params[i];
            s += (i ? ", " : "") + std::string("__global ") + (p.read_only ? "const " : "") + type_name(p.element) +
                 "* " + (p.name == "lut" ? "restrict " : "") + p.name;
        }
        return s + ")";
    }

    std::string shared_declaration(const ast::SharedArray& a) const override {
        return "__local " + type_name(a.element) + " " + a.name + "[" + std::to_string(a.length) + "];";
    }

    std::string shared_real_view(const ast::SharedArray& a) const override {
        const std::string real = type_name({a.element.scalar, false});
        return "__local " + real + "* " + a.real_view + " = (__local " + real + "*)" + a.name + ";";
    }

    std::string builtin(ast::Builtin which, ast::Scalar scalar) const override {
        if (which == ast::Builtin::local_id) return "((int)get_local_id(0))";
        return scalar == ast::Scalar::i64 ? "((long)get_group_id(0))" : "((int)get_group_id(0))";
    }

    std::string barrier() const override { return "barrier(CLK_LOCAL_MEM_FENCE)"; }

    // The planner gives cluster kernels to CUDA devices only (plan/tuning.hpp's supports_clusters).
    std::string cluster_load(const std::string&, const std::string&, const std::string&) const override {
        throw std::logic_error("OpenCL C has no thread-block clusters");
    }
    std::string cluster_barrier() const override { throw std::logic_error("OpenCL C has no thread-block clusters"); }

    std::string real_pair_load(const std::string& buffer, ast::Type pair,
                               const std::string& index) const override {
        return "((__global const " + type_name(pair) + "*)" + buffer + ")[" + index + "]";
    }
    std::string real_pair_place(const std::string& buffer, ast::Type pair,
                                const std::string& index) const override {
        return "((__global " + type_name(pair) + "*)" + buffer + ")[" + index + "]";
    }
    // The planner gives shuffled reads to CUDA devices only (solver_stockham.cpp's mirror_shuffle_reads).
    std::string warp_shuffle(const std::string&, const std::string&) const override {
        throw std::logic_error("OpenCL C 1.2 has no warp shuffle");
    }

    std::string make_pair(ast::Type t, const std::string& x, const std::string& y) const override {
        return (t.scalar == ast::Scalar::f64 ? "(double2)(" : "(float2)(") + x + ", " + y + ")";
    }

    std::string math_function(ast::Op op, ast::Scalar) const override {
        return op == ast::Op::sin_pi ? "sinpi" : op == ast::Op::cos_pi ? "cospi" : "fma";  // overloaded
    }

    std::string int64_suffix() const override { return "L"; }

    // OpenCL C has no portable way to hide a value from the optimizer; the value itself.
    std::string opaque(const std::string& value, ast::Scalar) const override { return value; }
};

}  // namespace

std::unique_ptr<DialectPrinter> make_opencl_printer() { return std::make_unique<OpenclPrinter>(); }

}  // namespace prism::gen
