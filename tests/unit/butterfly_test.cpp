// Host-only tests of the in-register butterflies: the generated statements are evaluated on the
// host, in long double to check the algebra (any slip in Rader's permutations or constants is an
// O(1) error) and in the kernel's own precision to check the rounding, against the direct DFT.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <map>
#include <random>

#include "gen/butterflies.hpp"
#include "gen/mixed_radix_dft.hpp"
#include "gen/rader.hpp"
#include "plan/factorize.hpp"

using namespace prism;
using gen::Complex;
using cld = std::complex<long double>;

namespace {

// Straight-line code of declarations over real temporaries; T rounds every operation and every
// literal as the kernel would (long double: exact algebra). `fused`: a sum with a product operand
// is one fused multiply-add, its second operand's product first. That models contraction
// (NVRTC's --fmad=true) but need not match NVRTC's choice, which fused the other product of the
// split form's sums on an H100; hence that form spells its fma out (Op::fma).
template <class T>
class Evaluator {
public:
    explicit Evaluator(bool fused = false) : fused_(fused) {}
    T operator()(const gen::ExprPtr& e) {
        using gen::ast::Op;
        switch (e->op) {
            case Op::real_literal: return static_cast<T>(e->real);
            case Op::variable: return values_.at(e->name);
            case Op::add:
                for (int m : {1, 0}) {
                    const gen::ExprPtr& product = e->args[m];
                    if (fused_ && product->op == Op::mul)
                        return std::fma((*this)(product->args[0]), (*this)(product->args[1]),
                                        (*this)(e->args[1 - m]));
                }
                return (*this)(e->args[0]) + (*this)(e->args[1]);
            case Op::sub: return (*this)(e->args[0]) - (*this)(e->args[1]);
            case Op::mul: return (*this)(e->args[0]) * (*this)(e->args[1]);
            case Op::fma: return std::fma((*this)(e->args[0]), (*this)(e->args[1]), (*this)(e->args[2]));
            case Op::negate: return -(*this)(e->args[0]);
            default: throw std::logic_error("the evaluator does not know this operation");
        }
    }
    void run(const std::vector<gen::ast::Stmt>& body) {
        for (const auto& s : body)
            if (s.value) values_[s.name] = (*this)(s.value);
    }
    void set(const std::string& name, T v) { values_[name] = v; }

private:
    bool fused_;
    std::map<std::string, T> values_;
};

std::vector<cld> random_input(int n, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(-1, 1);
    std::vector<cld> x(n);
    for (auto& v : x) v = {u(rng), u(rng)};
    return x;
}

std::vector<cld> direct_dft(const std::vector<cld>& x, int sign) {
    const int n = static_cast<int>(x.size());
    std::vector<cld> y(n);
    for (int k = 0; k < n; ++k)
        for (int j = 0; j < n; ++j) {
            auto w = gen::unit_root(static_cast<std::int64_t>(j) * k, n);
            y[k] += x[j] * (sign < 0 ? w : std::conj(w));
        }
    return y;
}

using Transform = std::vector<Complex> (*)(gen::StmtBuilder&, const std::vector<Complex>&, int,
                                           gen::ast::Scalar, gen::ButterflyStyle);

struct Generated {
    std::vector<gen::ast::Stmt> body;
    std::vector<Complex> y;
    int operations = 0;  // real adds, subtracts, multiplies and fused multiply-adds
};

int count_operations(const gen::ExprPtr& e) {
    using gen::ast::Op;
    int n = e->op == Op::add || e->op == Op::sub || e->op == Op::mul || e->op == Op::fma ? 1 : 0;
    for (const auto& a : e->args) n += count_operations(a);
    return n;
}

// Inputs from `zeros_from` on are literal zeros, as a zero-padded read gives them.
Generated generate(Transform transform, int n, int sign, gen::ast::Scalar scalar,
                   gen::ButterflyStyle form = gen::ConstantForm::rounded, int zeros_from = -1) {
    Generated g;
    gen::StmtBuilder b(g.body);
    std::vector<Complex> x(n);
    for (int j = 0; j < n; ++j)
        x[j] = zeros_from >= 0 && j >= zeros_from
                   ? Complex{gen::real_literal(0, scalar), gen::real_literal(0, scalar)}
                   : Complex{gen::variable("xr" + std::to_string(j), {scalar}),
                             gen::variable("xi" + std::to_string(j), {scalar})};
    g.y = transform(b, x, sign, scalar, form);
    for (const auto& s : g.body)
        if (s.value) g.operations += count_operations(s.value);
    for (const auto& v : g.y) g.operations += count_operations(v.re) + count_operations(v.im);
    return g;
}

// Relative L2 error of the generated code evaluated in T against the long-double DFT.
template <class T>
double relative_error(const Generated& g, const std::vector<cld>& x, int sign, bool fused = false) {
    Evaluator<T> eval(fused);
    for (std::size_t j = 0; j < x.size(); ++j) {
        eval.set("xr" + std::to_string(j), static_cast<T>(x[j].real()));
        eval.set("xi" + std::to_string(j), static_cast<T>(x[j].imag()));
    }
    eval.run(g.body);
    std::vector<cld> xr(x.size());
    for (std::size_t j = 0; j < x.size(); ++j)  // the input as T holds it
        xr[j] = {static_cast<long double>(static_cast<T>(x[j].real())),
                 static_cast<long double>(static_cast<T>(x[j].imag()))};
    auto ref = direct_dft(xr, sign);
    long double err = 0, norm = 0;
    for (std::size_t k = 0; k < ref.size(); ++k) {
        cld v{static_cast<long double>(eval(g.y[k].re)), static_cast<long double>(eval(g.y[k].im))};
        err += std::norm(v - ref[k]);
        norm += std::norm(ref[k]);
    }
    return static_cast<double>(std::sqrt(err / norm));
}

bool is_prime(int n) { return n > 1 && plan::prime_factors(n).size() == 1; }

// Rader's butterfly for any prime from 17, whatever gen::butterfly would pick for it.
std::vector<Complex> rader_only(gen::StmtBuilder& b, const std::vector<Complex>& x, int sign,
                                gen::ast::Scalar scalar, gen::ButterflyStyle style) {
    return gen::rader_butterfly(b, x, sign, scalar, style.largest_pairs_prime);
}

// The rms rounding error of `other` over that of `base` (each a transform and its style), n points,
// over `seeds` random inputs a direction, in `scalar` with fused multiply-adds as the device
// compiles them.
double rms_error_ratio(Transform other, gen::ButterflyStyle other_style, Transform base,
                       gen::ButterflyStyle base_style, int n, gen::ast::Scalar scalar, unsigned seeds) {
    double other_sum = 0, base_sum = 0;
    for (int sign : {-1, 1}) {
        auto o = generate(other, n, sign, scalar, other_style);
        auto b = generate(base, n, sign, scalar, base_style);
        for (unsigned seed = 0; seed < seeds; ++seed) {
            auto x = random_input(n, 1000 * n + seed);
            auto error = [&](const Generated& g) {
                return scalar == gen::ast::Scalar::f32 ? relative_error<float>(g, x, sign, true)
                                                       : relative_error<double>(g, x, sign, true);
            };
            other_sum += error(o) * error(o), base_sum += error(b) * error(b);
        }
    }
    return std::sqrt(other_sum / base_sum);
}

}  // namespace

TEST(Rader, PrimitiveRootsGenerateEveryNonzeroResidue) {
    EXPECT_EQ(gen::primitive_root(17), 3);
    EXPECT_EQ(gen::primitive_root(23), 5);
    EXPECT_EQ(gen::primitive_root(41), 6);
    for (int p = 17; p <= 257; ++p) {
        if (!is_prime(p)) continue;
        for (int sign : {-1, 1}) {
            auto t = gen::rader_tables(p, sign);
            std::vector<int> seen(p, 0), hit(p, 0);
            for (int q = 0; q < p - 1; ++q) ++seen[t.gather[q]], ++hit[t.scatter[q]];
            for (int n = 1; n < p; ++n) EXPECT_TRUE(seen[n] == 1 && hit[n] == 1) << p << " misses " << n;
            for (int q = 0; q < p - 1; ++q) EXPECT_EQ(t.gather[q] * t.scatter[q] % p, 1) << p;
        }
    }
}

TEST(Rader, MixedRadixFactorsHaveButterflies) {
    EXPECT_EQ(gen::mixed_radix_factors(16), (std::vector<int>{16}));
    EXPECT_EQ(gen::mixed_radix_factors(30), (std::vector<int>{2, 3, 5}));
    EXPECT_EQ(gen::mixed_radix_factors(46), (std::vector<int>{2, 23}));
    EXPECT_EQ(gen::mixed_radix_factors(96), (std::vector<int>{4, 8, 3}));
    EXPECT_EQ(gen::mixed_radix_factors(256), (std::vector<int>{16, 16}));
}

// Composite lengths through Cooley-Tukey, with Rader primes among the factors (2 * 17), with the
// constants rounded and split.
TEST(Rader, MixedRadixDftIsTheDft) {
    for (int n : {6, 12, 16, 18, 22, 28, 30, 34, 36, 40, 46, 60, 96, 100})
        for (int sign : {-1, 1})
            for (auto form : {gen::ConstantForm::rounded, gen::ConstantForm::split}) {
                auto g = generate(gen::mixed_radix_dft, n, sign, gen::ast::Scalar::f64, form);
                EXPECT_LT(relative_error<long double>(g, random_input(n, 7), sign), 1e-17)
                    << n << " sign " << sign;
            }
}

// A zero-padded input (Bluestein's first forward stage past n) enters a butterfly as literal zeros,
// and the builder folds them away: fewer operations (how many fewer depends on the butterfly: the
// odd primes' pairs x_j + x_{R-j} keep their products), the same DFT. With only x_0 left, every output
// is x_0 and nothing is computed.
TEST(Butterfly, ZeroPaddedInputsFoldAway) {
    for (int n : {4, 8, 12, 13, 16, 27, 31})
        for (int sign : {-1, 1})
            for (auto form : {gen::ConstantForm::rounded, gen::ConstantForm::split}) {
                SCOPED_TRACE(std::to_string(n) + " sign " + std::to_string(sign));
                auto whole = generate(gen::butterfly, n, sign, gen::ast::Scalar::f64, form);
                auto half = generate(gen::butterfly, n, sign, gen::ast::Scalar::f64, form, (n + 1) / 2);
                auto x = random_input(n, 11 * n);
                for (int j = (n + 1) / 2; j < n; ++j) x[j] = 0;
                EXPECT_LT(relative_error<long double>(half, x, sign), 1e-17);
                EXPECT_LT(half.operations, whole.operations);
                if (sign < 0 && form == gen::ConstantForm::rounded)
                    std::printf("radix %-2d with its last %d inputs zero: %d of %d operations\n", n, n / 2,
                                half.operations, whole.operations);
                auto first = generate(gen::butterfly, n, sign, gen::ast::Scalar::f64, form, 1);
                EXPECT_EQ(first.operations, 0);
                for (const Complex& y : first.y) EXPECT_TRUE(y.re->name == "xr0" && y.im->name == "xi0");
            }
}

// Every prime from 3 to 127, both directions, with the constants rounded and split: the pairs to
// 61, Rader past it; and Rader itself from 17 on, nested where p - 1 has a prime factor from 67 up
// (a later test's 269 = 4 * 67 + 1) or holds pairs past 23 (59 = 2 * 29 + 1, 107 = 2 * 53 + 1).
TEST(Rader, ButterflyIsTheDftOfEveryPrimeTo127) {
    for (int p = 3; p <= 127; ++p) {
        if (!is_prime(p)) continue;
        for (int sign : {-1, 1}) {
            for (auto form : {gen::ConstantForm::rounded, gen::ConstantForm::split}) {
                auto g = generate(gen::butterfly, p, sign, gen::ast::Scalar::f64, form);
                EXPECT_LT(relative_error<long double>(g, random_input(p, p), sign), 1e-17)
                    << p << " sign " << sign;
            }
            if (p < 17) continue;
            auto g = generate(rader_only, p, sign, gen::ast::Scalar::f64);
            EXPECT_LT(relative_error<long double>(g, random_input(p, p), sign), 1e-17) << "Rader " << p;
        }
    }
    auto nested = generate(rader_only, 269, -1, gen::ast::Scalar::f64);
    EXPECT_LT(relative_error<long double>(nested, random_input(269, 269), -1), 1e-17);
}

// Why odd primes up to 61 take the pairs (gen/butterflies.cpp): over 64 random inputs a direction,
// in fp32 and fp64 with fused multiply-adds, Rader's two DFTs of p - 1 points err 1.15-1.6x as
// much as the pairs, at every register prime from 29 to 61. On an H100 cuFFT's error at these
// lengths matched the pairs' to three digits (bench/RESULTS.md, 2026-11-25). The table it prints
// is the ratio and the operation counts.
TEST(Rader, PairsErrLessThanRaderAtRegisterPrimes) {
    for (int p : {29, 31, 37, 41, 43, 47, 53, 59, 61})
        for (gen::ast::Scalar scalar : {gen::ast::Scalar::f32, gen::ast::Scalar::f64}) {
            const double ratio = rms_error_ratio(rader_only, {}, gen::butterfly, {}, p, scalar, 64);
            EXPECT_GT(ratio, 1.1) << p;
            std::printf("p=%-3d %s Rader/pairs rms error %.2f, operations %d against %d\n", p,
                        scalar == gen::ast::Scalar::f32 ? "f32" : "f64", ratio,
                        generate(rader_only, p, 1, scalar).operations,
                        generate(gen::butterfly, p, 1, scalar).operations);
        }
}

// In the kernel's precision (every operation and constant rounded to it, no fused multiply-adds)
// the error stays within log2(p) epsilons; the table it prints is the record of the
// butterflies' own error and size.
TEST(Rader, RoundingErrorStaysNearEpsilon) {
    for (int p : {17, 19, 23, 29, 31, 37, 41, 47, 53, 61, 127}) {
        double worst32 = 0, worst64 = 0;
        for (int sign : {-1, 1})
            for (unsigned seed = 0; seed < 4; ++seed) {
                auto x = random_input(p, 100 * p + seed);
                worst32 = std::max(
                    worst32,
                    relative_error<float>(generate(gen::butterfly, p, sign, gen::ast::Scalar::f32), x, sign));
                worst64 =
                    std::max(worst64, relative_error<double>(
                                          generate(gen::butterfly, p, sign, gen::ast::Scalar::f64), x, sign));
            }
        const double log2p = std::log2(static_cast<double>(p));
        EXPECT_LT(worst32, 1.0 * log2p * 0x1p-24) << p;
        EXPECT_LT(worst64, 1.0 * log2p * 0x1p-53) << p;
        auto g = generate(gen::butterfly, p, -1, gen::ast::Scalar::f32);
        std::printf("p=%-4d f32 %.2e  f64 %.2e  (%.2f, %.2f eps)  %d real operations\n", p, worst32, worst64,
                    worst32 / 0x1p-24, worst64 / 0x1p-53, g.operations);
    }
}

// Split constants (gen::ConstantForm) against rounded ones, in fp32 and fp64 with fused
// multiply-adds as the device compiles them: over 256 random inputs per length and direction the
// odd-prime and composite butterflies err less with the constants split, at every length. The
// table it prints is the gain per length.
TEST(Butterfly, SplitConstantsLowerTheRoundingError) {
    for (int n : {3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 22, 23, 26}) {
        for (gen::ast::Scalar scalar : {gen::ast::Scalar::f32, gen::ast::Scalar::f64}) {
            const double ratio = rms_error_ratio(gen::butterfly, gen::ConstantForm::split, gen::butterfly,
                                                 gen::ConstantForm::rounded, n, scalar, 256);
            EXPECT_LT(ratio, 1.0) << n << (scalar == gen::ast::Scalar::f32 ? " f32" : " f64");
            std::printf("n=%-3d %s split/rounded rms error %.3f\n", n,
                        scalar == gen::ast::Scalar::f32 ? "f32" : "f64", ratio);
        }
    }
}

// Powers of two split their 8- and 16-point constants only when the style asks
// (ButterflyStyle::split_powers_of_two, which shared-memory Rader's fp64 sub-FFTs take): the
// default leaves them rounded, byte for byte, and the split form errs less in fp64.
TEST(Butterfly, PowersOfTwoSplitOnlyWhenAsked) {
    for (int n : {8, 16}) {
        auto rounded = generate(gen::butterfly, n, -1, gen::ast::Scalar::f64, gen::ConstantForm::rounded);
        auto split_default = generate(gen::butterfly, n, -1, gen::ast::Scalar::f64, gen::ConstantForm::split);
        EXPECT_EQ(split_default.operations, rounded.operations) << n;
        const gen::ButterflyStyle split_too{gen::ConstantForm::split, gen::k_largest_pairs_prime, true};
        auto split = generate(gen::butterfly, n, -1, gen::ast::Scalar::f64, split_too);
        EXPECT_GT(split.operations, rounded.operations) << n;
        const double ratio = rms_error_ratio(gen::butterfly, split_too, gen::butterfly,
                                             gen::ConstantForm::rounded, n, gen::ast::Scalar::f64, 256);
        EXPECT_LT(ratio, 1.0) << n;
        std::printf("n=%-3d f64 split/rounded rms error %.3f\n", n, ratio);
    }
}
