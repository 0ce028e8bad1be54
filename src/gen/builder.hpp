// Smart constructors for syntax trees. Constant folding happens here, once, for every kernel:
// x + 0, x * 1, x * -1, x * 0, literal arithmetic, and complex products with the exact twiddles
// 1, -1, +-i and (+-1 +-i)/sqrt(2) collapse to cheaper trees.
#pragma once

#include <complex>
#include <memory>
#include <string>
#include <vector>

#include "gen/ast.hpp"

namespace prism::gen {

using ast::ExprPtr;

ExprPtr real_literal(long double value, ast::Scalar scalar);
ExprPtr int_literal(std::int64_t value, ast::Scalar scalar = ast::Scalar::i32);
ExprPtr variable(const std::string& name, ast::Type type);
ExprPtr builtin(ast::Builtin which, ast::Scalar scalar);

ExprPtr add(ExprPtr a, ExprPtr b);
ExprPtr sub(ExprPtr a, ExprPtr b);
ExprPtr mul(ExprPtr a, ExprPtr b);
ExprPtr div(ExprPtr a, ExprPtr b);
ExprPtr mod(ExprPtr a, ExprPtr b);
ExprPtr neg(ExprPtr a);
ExprPtr less(ExprPtr a, ExprPtr b);
ExprPtr equal(ExprPtr a, ExprPtr b);
ExprPtr logical_and(ExprPtr a, ExprPtr b);
ExprPtr select(ExprPtr condition, ExprPtr if_true, ExprPtr if_false);
ExprPtr convert(ExprPtr a, ast::Scalar to);
ExprPtr load(const std::string& buffer, ast::Type element, ExprPtr index);
// Element `index` of shared array `buffer` in the block of rank `rank` of this block's cluster.
ExprPtr load_cluster(const std::string& buffer, ast::Type element, ExprPtr index, ExprPtr rank);
ExprPtr load_real_pair(const std::string& buffer, ast::Type pair, ExprPtr pair_index);
ExprPtr warp_shuffle(ExprPtr value, ExprPtr source_lane);
ExprPtr pair_x(ExprPtr pair);
ExprPtr pair_y(ExprPtr pair);
ExprPtr make_pair(ExprPtr x, ExprPtr y);
// a * b + c with one rounding, whatever the device compiler's contraction would pick.
ExprPtr fma(ExprPtr a, ExprPtr b, ExprPtr c);
ExprPtr sin_pi(ExprPtr a);
ExprPtr cos_pi(ExprPtr a);
// An integer's value hidden from the device compiler's optimizer: what is computed from it is
// computed again rather than kept in registers from an earlier, identical computation. Long
// unrolled kernels repeat index arithmetic in stages far apart (a shared Rader stage's forward and
// inverse sub-FFTs address the same slots), and ptxas keeps such values live across the barriers
// in between: 4093 in fp32 spilled 364 bytes at 255 registers, and took 167 without spilling once
// each sub-stage's thread index was opaque.
ExprPtr opaque(ExprPtr a);

bool is_literal(const ExprPtr& e, long double value);

// A complex value as two real expressions, so folding sees through complex arithmetic.
struct Complex {
    ExprPtr re, im;
};

Complex cadd(const Complex& a, const Complex& b);
Complex csub(const Complex& a, const Complex& b);
Complex cmul(const Complex& a, const Complex& b);
// How a butterfly multiplies by its constant cosines and sines. `rounded`: by the constant's
// nearest value in the precision. `split`: by that value (hi) and by the rest (lo = c - hi), as
// two explicit fused multiply-adds, lo first, so that the constant's own rounding does not enter
// the result. It costs a multiply-add a constant; short kernels, bound by memory, take it
// (plan::KernelSpec::precise_butterflies).
enum class ConstantForm { rounded, split };

Complex cmul_const(const Complex& a, std::complex<long double> w, ast::Scalar scalar,
                   ConstantForm form = ConstantForm::rounded);
Complex cscale(const Complex& a, long double s, ast::Scalar scalar);
// acc + x * c in the given form; a null acc starts the sum at the product.
ExprPtr add_product(ExprPtr acc, ExprPtr x, long double c, ast::Scalar scalar, ConstantForm form);
Complex conj(const Complex& a);

// Appends statements, naming temporaries uniquely.
class StmtBuilder {
public:
    explicit StmtBuilder(std::vector<ast::Stmt>& out) : out_(&out), counter_(std::make_shared<int>(0)) {}

    ExprPtr declare(const std::string& stem, ExprPtr value);            // const-like temp, returns its name
    void declare_uninitialized(const std::string& name, ast::Type type);
    void assign(const std::string& name, ExprPtr value);
    Complex materialize(const Complex& c);  // two real temps
    void store(const std::string& buffer, ExprPtr index, ExprPtr value);
    // A pair of reals into a buffer of single reals (ast.hpp's store_real_pair).
    void store_real_pair(const std::string& buffer, ExprPtr pair_index, ExprPtr value);
    void barrier();
    void cluster_barrier();
    void comment(const std::string& text);
    StmtBuilder if_block(ExprPtr condition);                            // statements go in the body

    std::string fresh(const std::string& stem);

private:
    StmtBuilder(std::vector<ast::Stmt>& out, std::shared_ptr<int> counter) : out_(&out), counter_(std::move(counter)) {}
    std::vector<ast::Stmt>* out_;
    std::shared_ptr<int> counter_;  // shared with nested blocks, so names stay unique per kernel
};

}  // namespace prism::gen
