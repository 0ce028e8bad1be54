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
    std::string out;
    expr(*e, out);
    return out;
}

void DialectPrinter::expr(const ast::Expr& e, std::string& out) const {
    auto arg = [&](std::size_t i) { expr(*e.args[i], out); };
    auto binary = [&](const char* op) {
        out += '(';
        arg(0);
        out += op;
        arg(1);
        out += ')';
    };
    switch (e.op) {
        case Op::real_literal:
        case Op::int_literal: out += literal(e); return;
        case Op::variable: out += e.name; return;
        case Op::builtin: out += builtin(e.builtin, e.type.scalar); return;
        case Op::add: return binary(" + ");
        case Op::sub: return binary(" - ");
        case Op::mul: return binary(" * ");
        case Op::div: return binary(" / ");
        case Op::mod: return binary(" % ");
        case Op::less: return binary(" < ");
        case Op::equal: return binary(" == ");
        case Op::logical_and: return binary(" && ");
        case Op::negate: out += "(-"; arg(0); out += ')'; return;
        case Op::select: out += '('; arg(0); out += " ? "; arg(1); out += " : "; arg(2); out += ')'; return;
        case Op::pair_x: arg(0); out += ".x"; return;
        case Op::pair_y: arg(0); out += ".y"; return;
        case Op::make_pair: out += make_pair(e.type, expr(e.args[0]), expr(e.args[1])); return;
        case Op::load: out += e.name; out += '['; arg(0); out += ']'; return;
        case Op::load_cluster: out += cluster_load(e.name, expr(e.args[0]), expr(e.args[1])); return;
        case Op::load_real_pair: out += real_pair_load(e.name, e.type, expr(e.args[0])); return;
        case Op::warp_shuffle: out += warp_shuffle(expr(e.args[0]), expr(e.args[1])); return;
        case Op::sin_pi:
        case Op::cos_pi: out += math_function(e.op, e.type.scalar); out += '('; arg(0); out += ')'; return;
        case Op::fma:
            out += math_function(e.op, e.type.scalar);
            out += '(';
            arg(0);
            out += ", ";
            arg(1);
            out += ", ";
            arg(2);
            out += ')';
            return;
        case Op::convert: out += "(("; out += type_name(e.type); out += ')'; arg(0); out += ')'; return;
        case Op::opaque: out += opaque(expr(e.args[0]), e.type.scalar); return;
    }
    throw std::logic_error("unknown expression kind");
}

void DialectPrinter::statements(const std::vector<ast::Stmt>& body, int depth, std::string& out) const {
    std::string pad(static_cast<std::size_t>(depth) * 4, ' ');
    for (const auto& s : body) {
        switch (s.kind) {
            case ast::StmtKind::declare:
                out += pad;
                out += type_name(s.type);
                out += ' ';
                out += s.name;
                if (s.value) out += " = ", expr(*s.value, out);
                out += ";\n";
                break;
            case ast::StmtKind::assign:
                out += pad;
                out += s.name;
                out += " = ";
                expr(*s.value, out);
                out += ";\n";
                break;
            case ast::StmtKind::store:
                out += pad;
                out += s.name;
                out += '[';
                expr(*s.index, out);
                out += "] = ";
                expr(*s.value, out);
                out += ";\n";
                break;
            case ast::StmtKind::store_real_pair:
                out += pad + real_pair_place(s.name, s.type, expr(s.index)) + " = ";
                expr(*s.value, out);
                out += ";\n";
                break;
            case ast::StmtKind::barrier: out += pad + barrier() + ";\n"; break;
            case ast::StmtKind::cluster_barrier: out += pad + cluster_barrier() + ";\n"; break;
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
    for (const auto& array : k.shared) {
        out += "    " + shared_declaration(array) + "\n";
        if (!array.real_view.empty()) out += "    " + shared_real_view(array) + "\n";
    }
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
