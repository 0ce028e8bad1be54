#include "gen/printer.hpp"

#include <cstdio>
#include <stdexcept>

namespace prism::gen {

using ast::Op;

std::string DialectPrinter::literal(const ast::Expr& e) const {
    if (e.op == Op::int_literal) {
        std::string s = std::to_string(e.integer) + (e.type.scalar == ast::Scalar::i64 ? int64_suffix() : "");
        return e.integer < 0 ? "(" + s + ")" : s;
    }
    // Enough digits that the compiler's decimal -> binary rounding lands on the nearest value.
    char buf[64];
    bool f32 = e.type.scalar == ast::Scalar::f32;
    std::snprintf(buf, sizeof buf, f32 ? "%.17Le" : "%.21Le", e.real);
    std::string s = std::string(buf) + (f32 ? "f" : "");
    return e.real < 0 ? "(" + s + ")" : s;
}

std::string DialectPrinter::expr(const ast::ExprPtr& e) const {
    auto a = [&](int i) { return expr(e->args[static_cast<std::size_t>(i)]); };
    auto binary = [&](const char* op) { return "(" + a(0) + " " + op + " " + a(1) + ")"; };
    switch (e->op) {
        case Op::real_literal:
        case Op::int_literal: return literal(*e);
        case Op::variable: return e->name;
        case Op::builtin: return builtin(e->builtin, e->type.scalar);
        case Op::add: return binary("+");
        case Op::sub: return binary("-");
        case Op::mul: return binary("*");
        case Op::div: return binary("/");
        case Op::mod: return binary("%");
        case Op::less: return binary("<");
        case Op::logical_and: return binary("&&");
        case Op::negate: return "(-" + a(0) + ")";
        case Op::select: return "(" + a(0) + " ? " + a(1) + " : " + a(2) + ")";
        case Op::pair_x: return a(0) + ".x";
        case Op::pair_y: return a(0) + ".y";
        case Op::make_pair: return make_pair(e->type, a(0), a(1));
        case Op::load: return e->name + "[" + a(0) + "]";
        case Op::sin_pi:
        case Op::cos_pi: return math_function(e->op, e->type.scalar) + "(" + a(0) + ")";
        case Op::convert: return "((" + type_name(e->type) + ")" + a(0) + ")";
    }
    throw std::logic_error("unknown expression kind");
}

void DialectPrinter::statements(const std::vector<ast::Stmt>& body, int depth, std::string& out) const {
    std::string pad(static_cast<std::size_t>(depth) * 4, ' ');
    for (const auto& s : body) {
        switch (s.kind) {
            case ast::StmtKind::declare:
                out += pad + type_name(s.type) + " " + s.name + (s.value ? " = " + expr(s.value) : "") + ";\n";
                break;
            case ast::StmtKind::assign: out += pad + s.name + " = " + expr(s.value) + ";\n"; break;
            case ast::StmtKind::store: out += pad + s.name + "[" + expr(s.index) + "] = " + expr(s.value) + ";\n"; break;
            case ast::StmtKind::barrier: out += pad + barrier() + ";\n"; break;
            case ast::StmtKind::comment: out += pad + "// " + s.name + "\n"; break;
            case ast::StmtKind::if_block:
                out += pad + "if (" + expr(s.value) + ") {\n";
                statements(s.body, depth + 1, out);
                out += pad + "}\n";
                break;
        }
    }
}

std::string DialectPrinter::kernel(const ast::Kernel& k) const {
    std::string out = kernel_signature(k) + " {\n";
    for (const auto& array : k.shared) out += "    " + shared_declaration(array) + "\n";
    statements(k.body, 1, out);
    return out + "}\n";
}

std::string DialectPrinter::print(const ast::Module& module) const {
    std::string out = "// " + module.banner + "\n" + module_prologue(module);
    for (const auto& k : module.kernels) out += "\n" + kernel(k);
    return out;
}

std::unique_ptr<DialectPrinter> make_cuda_printer();
std::unique_ptr<DialectPrinter> make_opencl_printer();

std::unique_ptr<DialectPrinter> make_printer(backend::Dialect dialect) {
    return dialect == backend::Dialect::cuda ? make_cuda_printer() : make_opencl_printer();
}

std::string render(const ast::Module& module, backend::Dialect dialect) { return make_printer(dialect)->print(module); }

}  // namespace prism::gen
