#include "gen/builder.hpp"

#include <cmath>

namespace prism::gen {
namespace {

using ast::Expr;
using ast::Op;
using ast::Scalar;
using ast::Type;

ExprPtr make(Op op, Type type, std::vector<ExprPtr> args) {
    auto e = std::make_shared<Expr>();
    e->op = op;
    e->type = type;
    e->args = std::move(args);
    return e;
}

bool is_int_literal(const ExprPtr& e, std::int64_t* value) {
    if (e->op != Op::int_literal) return false;
    if (value) *value = e->integer;
    return true;
}

bool is_real(const Type& t) { return !t.pair && (t.scalar == Scalar::f32 || t.scalar == Scalar::f64); }

// The literal zero among a and b when their product is known to be zero: a zero times an index,
// or times a literal (a constant of a butterfly, all finite). A real zero times data is not (0 *
// inf is NaN). This is how a zero-padded input folds away.
ExprPtr zero_factor(const ExprPtr& a, const ExprPtr& b) {
    if (is_literal(a, 0) && (!is_real(b->type) || b->op == Op::real_literal)) return a;
    if (is_literal(b, 0) && (!is_real(a->type) || a->op == Op::real_literal)) return b;
    return nullptr;
}

// The wider of two integer types (i64 wins), or the real type; operands share a type otherwise.
Type result_type(const ExprPtr& a, const ExprPtr& b) {
    if (a->type.scalar == Scalar::i64 || b->type.scalar == Scalar::i64) return {Scalar::i64};
    return a->type;
}

}  // namespace

ExprPtr real_literal(long double value, Scalar scalar) {
    auto e = std::make_shared<Expr>();
    e->op = Op::real_literal;
    e->type = {scalar};
    e->real = value;
    return e;
}

ExprPtr int_literal(std::int64_t value, Scalar scalar) {
    auto e = std::make_shared<Expr>();
    e->op = Op::int_literal;
    e->type = {scalar};
    e->integer = value;
    return e;
}

ExprPtr variable(const std::string& name, Type type) {
    auto e = std::make_shared<Expr>();
    e->op = Op::variable;
    e->type = type;
    e->name = name;
    return e;
}

ExprPtr builtin(ast::Builtin which, Scalar scalar) {
    auto e = std::make_shared<Expr>();
    e->op = Op::builtin;
    e->type = {scalar};
    e->builtin = which;
    return e;
}

bool is_literal(const ExprPtr& e, long double value) {
    if (e->op == Op::real_literal) return e->real == value;
    if (e->op == Op::int_literal) return static_cast<long double>(e->integer) == value;
    return false;
}

ExprPtr add(ExprPtr a, ExprPtr b) {
    if (is_literal(a, 0)) return b;
    if (is_literal(b, 0)) return a;
    std::int64_t x, y;
    if (is_int_literal(a, &x) && is_int_literal(b, &y)) return int_literal(x + y, result_type(a, b).scalar);
    if (b->op == Op::negate) return sub(a, b->args[0]);
    return make(Op::add, result_type(a, b), {a, b});
}

ExprPtr sub(ExprPtr a, ExprPtr b) {
    if (is_literal(b, 0)) return a;
    if (is_literal(a, 0)) return neg(b);
    std::int64_t x, y;
    if (is_int_literal(a, &x) && is_int_literal(b, &y)) return int_literal(x - y, result_type(a, b).scalar);
    if (b->op == Op::negate) return add(a, b->args[0]);
    return make(Op::sub, result_type(a, b), {a, b});
}

ExprPtr mul(ExprPtr a, ExprPtr b) {
    if (is_literal(a, 1)) return b;
    if (is_literal(b, 1)) return a;
    if (is_literal(a, -1)) return neg(b);
    if (is_literal(b, -1)) return neg(a);
    if (ExprPtr zero = zero_factor(a, b)) return zero;
    std::int64_t x, y;
    if (is_int_literal(a, &x) && is_int_literal(b, &y)) return int_literal(x * y, result_type(a, b).scalar);
    return make(Op::mul, result_type(a, b), {a, b});
}

ExprPtr div(ExprPtr a, ExprPtr b) {
    if (is_literal(b, 1)) return a;
    return make(Op::div, result_type(a, b), {a, b});
}

ExprPtr mod(ExprPtr a, ExprPtr b) {
    if (is_literal(b, 1)) return int_literal(0, result_type(a, b).scalar);
    return make(Op::mod, result_type(a, b), {a, b});
}

ExprPtr neg(ExprPtr a) {
    if (a->op == Op::negate) return a->args[0];
    if (a->op == Op::real_literal) return real_literal(-a->real, a->type.scalar);
    if (a->op == Op::int_literal) return int_literal(-a->integer, a->type.scalar);
    return make(Op::negate, a->type, {a});
}

ExprPtr less(ExprPtr a, ExprPtr b) { return make(Op::less, {Scalar::boolean}, {a, b}); }
ExprPtr equal(ExprPtr a, ExprPtr b) { return make(Op::equal, {Scalar::boolean}, {a, b}); }
ExprPtr logical_and(ExprPtr a, ExprPtr b) { return make(Op::logical_and, {Scalar::boolean}, {a, b}); }
ExprPtr select(ExprPtr c, ExprPtr t, ExprPtr f) { return make(Op::select, t->type, {c, t, f}); }
ExprPtr opaque(ExprPtr a) { return make(Op::opaque, a->type, {a}); }

ExprPtr convert(ExprPtr a, Scalar to) {
    if (a->type.scalar == to) return a;
    if (a->op == Op::int_literal && (to == Scalar::i32 || to == Scalar::i64)) return int_literal(a->integer, to);
    if (is_literal(a, 0) && (to == Scalar::f32 || to == Scalar::f64)) return real_literal(0, to);
    return make(Op::convert, {to}, {a});
}
ExprPtr load(const std::string& buffer, Type element, ExprPtr index) {
    auto e = make(Op::load, element, {index});
    std::const_pointer_cast<Expr>(e)->name = buffer;
    return e;
}
ExprPtr load_cluster(const std::string& buffer, Type element, ExprPtr index, ExprPtr rank) {
    auto e = make(Op::load_cluster, element, {index, rank});
    std::const_pointer_cast<Expr>(e)->name = buffer;
    return e;
}
ExprPtr load_real_pair(const std::string& buffer, Type pair, ExprPtr pair_index) {
    auto e = make(Op::load_real_pair, pair, {pair_index});
    std::const_pointer_cast<Expr>(e)->name = buffer;
    return e;
}
ExprPtr warp_shuffle(ExprPtr value, ExprPtr source_lane) {
    return make(Op::warp_shuffle, value->type, {value, source_lane});
}
ExprPtr pair_x(ExprPtr p) { return make(Op::pair_x, {p->type.scalar}, {p}); }
ExprPtr pair_y(ExprPtr p) { return make(Op::pair_y, {p->type.scalar}, {p}); }
ExprPtr make_pair(ExprPtr x, ExprPtr y) { return make(Op::make_pair, {x->type.scalar, true}, {x, y}); }
ExprPtr fma(ExprPtr a, ExprPtr b, ExprPtr c) {
    if (zero_factor(a, b)) return c;
    return make(Op::fma, result_type(a, b), {a, b, c});
}
ExprPtr sin_pi(ExprPtr a) { return make(Op::sin_pi, a->type, {a}); }
ExprPtr cos_pi(ExprPtr a) { return make(Op::cos_pi, a->type, {a}); }

}  // namespace prism::gen
