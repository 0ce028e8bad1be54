// Complex arithmetic on pairs of real expressions, with the exact-twiddle shortcuts.
#include <cmath>

#include "gen/builder.hpp"

namespace prism::gen {

Complex cadd(const Complex& a, const Complex& b) { return {add(a.re, b.re), add(a.im, b.im)}; }
Complex csub(const Complex& a, const Complex& b) { return {sub(a.re, b.re), sub(a.im, b.im)}; }
Complex conj(const Complex& a) { return {a.re, neg(a.im)}; }

Complex cmul(const Complex& a, const Complex& b) {
    return {sub(mul(a.re, b.re), mul(a.im, b.im)), add(mul(a.re, b.im), mul(a.im, b.re))};
}

Complex cscale(const Complex& a, long double s, ast::Scalar scalar) {
    auto f = real_literal(s, scalar);
    return {mul(a.re, f), mul(a.im, f)};
}

// Twiddles of 1, -1, +-i need no multiply; (+-1 +-i)/sqrt(2) needs two instead of four. unit_root
// produces these values exactly, so equality tests are safe.
Complex cmul_const(const Complex& a, std::complex<long double> w, ast::Scalar scalar) {
    long double c = w.real(), s = w.imag();
    if (s == 0 && (c == 1 || c == -1)) return c == 1 ? a : Complex{neg(a.re), neg(a.im)};
    if (c == 0 && (s == 1 || s == -1))  // (re + i im) * (+-i) = -+im +- i re
        return s == 1 ? Complex{neg(a.im), a.re} : Complex{a.im, neg(a.re)};
    if (std::fabs(c) == std::fabs(s)) {
        auto k = real_literal(std::fabs(c), scalar);
        // (re + i im)(c + i s) with |c| = |s| = k: k * (re*sc - im*ss, re*ss + im*sc), signs folded.
        ExprPtr re = c > 0 ? (s > 0 ? sub(a.re, a.im) : add(a.re, a.im)) : (s > 0 ? neg(add(a.re, a.im)) : sub(a.im, a.re));
        ExprPtr im = c > 0 ? (s > 0 ? add(a.re, a.im) : sub(a.im, a.re)) : (s > 0 ? sub(a.re, a.im) : neg(add(a.re, a.im)));
        return {mul(k, re), mul(k, im)};
    }
    return cmul(a, {real_literal(c, scalar), real_literal(s, scalar)});
}

}  // namespace prism::gen
