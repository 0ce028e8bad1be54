// Complex arithmetic on pairs of real expressions, with the exact-twiddle shortcuts.
#include <cmath>

#include "gen/builder.hpp"

namespace prism::gen {

Complex cadd(const Complex& a, const Complex& b) { return {add(a.re, b.re), add(a.im, b.im)}; }
Complex csub(const Complex& a, const Complex& b) { return {sub(a.re, b.re), sub(a.im, b.im)}; }
Complex conj(const Complex& a) { return {a.re, neg(a.im)}; }

namespace {

bool is_zero(const Complex& a) { return is_literal(a.re, 0) && is_literal(a.im, 0); }

}  // namespace

// A literal zero (a zero-padded input) times anything is zero: the product is of a padded element.
Complex cmul(const Complex& a, const Complex& b) {
    if (is_zero(a)) return a;
    if (is_zero(b)) return b;
    return {sub(mul(a.re, b.re), mul(a.im, b.im)), add(mul(a.re, b.im), mul(a.im, b.re))};
}

Complex cscale(const Complex& a, long double s, ast::Scalar scalar) {
    auto f = real_literal(s, scalar);
    return {mul(a.re, f), mul(a.im, f)};
}

namespace {

// c's nearest value in the precision.
long double rounded_to(long double c, ast::Scalar scalar) {
    return scalar == ast::Scalar::f32 ? static_cast<long double>(static_cast<float>(c))
                                      : static_cast<long double>(static_cast<double>(c));
}

}  // namespace

// The split form spells its fused multiply-adds out: left to contraction, NVRTC fused the lo
// product into the sum and rounded the hi product on its own (an H100 measured fp32 N = 3 at 1.10x
// cuFFT's error, against 1.00x rounded).
ExprPtr add_product(ExprPtr acc, ExprPtr x, long double c, ast::Scalar scalar, ConstantForm form) {
    const long double hi = rounded_to(c, scalar), lo = c - hi;
    if (form == ConstantForm::rounded || lo == 0) {
        ExprPtr product = mul(x, real_literal(c, scalar));
        return acc ? add(acc, product) : product;
    }
    ExprPtr low = real_literal(lo, scalar), high = real_literal(hi, scalar);
    return fma(x, high, acc ? fma(x, low, acc) : mul(x, low));
}

// Twiddles of 1, -1, +-i need no multiply; (+-1 +-i)/sqrt(2) needs two instead of four. unit_root
// produces these values exactly, so equality tests are safe.
Complex cmul_const(const Complex& a, std::complex<long double> w, ast::Scalar scalar, ConstantForm form) {
    long double c = w.real(), s = w.imag();
    if (s == 0 && (c == 1 || c == -1)) return c == 1 ? a : Complex{neg(a.re), neg(a.im)};
    if (c == 0 && (s == 1 || s == -1))  // (re + i im) * (+-i) = -+im +- i re
        return s == 1 ? Complex{neg(a.im), a.re} : Complex{a.im, neg(a.re)};
    if (std::fabs(c) == std::fabs(s)) {
        auto k = real_literal(std::fabs(c), scalar);
        // (re + i im)(c + i s) with |c| = |s| = k: k * (re*sc - im*ss, re*ss + im*sc), signs folded.
        ExprPtr re = c > 0 ? (s > 0 ? sub(a.re, a.im) : add(a.re, a.im)) : (s > 0 ? neg(add(a.re, a.im)) : sub(a.im, a.re));
        ExprPtr im = c > 0 ? (s > 0 ? add(a.re, a.im) : sub(a.im, a.re)) : (s > 0 ? sub(a.re, a.im) : neg(add(a.re, a.im)));
        if (form == ConstantForm::split)
            return {add_product(nullptr, re, std::fabs(c), scalar, form),
                    add_product(nullptr, im, std::fabs(c), scalar, form)};
        return {mul(k, re), mul(k, im)};
    }
    if (form == ConstantForm::split)  // (re c - im s, im c + re s), the constants split
        return {add_product(add_product(nullptr, a.im, -s, scalar, form), a.re, c, scalar, form),
                add_product(add_product(nullptr, a.im, c, scalar, form), a.re, s, scalar, form)};
    return cmul(a, {real_literal(c, scalar), real_literal(s, scalar)});
}

}  // namespace prism::gen
