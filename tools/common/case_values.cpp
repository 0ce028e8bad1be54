#include "common/case_values.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "common/case_layout.hpp"
#include "common/real_reference.hpp"

namespace prism::cases {
namespace {

// C2R reads complexes over the half shape; every other run reads elements over the shape.
bool reads_half_spectrum(const CaseConfig& c, Direction d) { return c.r2c() && d == Direction::inverse; }

std::size_t input_elements(const CaseConfig& c, Direction d) {
    const auto shape = reads_half_spectrum(c, d) ? reference::half_shape(c.shape) : c.shape;
    return static_cast<std::size_t>(element_count(shape) * c.batch);
}

Scalars impulse(const Case& c, std::size_t elements, bool complex) {
    if (c.input.at < 0 || static_cast<std::size_t>(c.input.at) >= elements)
        throw std::invalid_argument("impulse position " + std::to_string(c.input.at) + " outside the " +
                                    std::to_string(elements) + " logical elements");
    Scalars x(complex ? 2 * elements : elements, 0);
    x[static_cast<std::size_t>(c.input.at) * (complex ? 2 : 1)] = 1;
    return x;
}

// Random values in [-1, 1]: complexes for C2C; for R2C forward and R2R reals, and for C2R the
// spectrum of such reals (Hermitian data, as a C2R after an R2C sees it).
Scalars random_input(const Case& c, std::size_t elements) {
    const CaseConfig& cc = c.config;
    if (cc.c2c()) return to_scalars(reference::random_complex(elements, c.input.seed));
    const auto x =
        reference::random_real(static_cast<std::size_t>(element_count(cc.shape) * cc.batch), c.input.seed);
    if (!reads_half_spectrum(cc, c.direction)) return x;
    return to_scalars(reference::r2c(x, cc.shape, cc.batch));
}

// The kinds a run applies: the inverse direction runs each kind's inverse.
std::vector<R2RKind> kinds_run(const CaseConfig& c, Direction d) {
    std::vector<R2RKind> kinds = c.kinds;
    if (d == Direction::inverse)
        for (auto& k : kinds) k = reference::r2r_inverse(k);
    return kinds;
}

Scalars unnormalized_output(const CaseConfig& c, Direction d, const Scalars& input) {
    const bool forward = d == Direction::forward;
    switch (c.transform) {
        case Transform::C2C:
            return to_scalars(reference::dft_batched(to_complex(input), c.shape, c.batch, forward ? -1 : +1));
        case Transform::R2C:
            return forward ? to_scalars(reference::r2c(input, c.shape, c.batch))
                           : reference::c2r(to_complex(input), c.shape, c.batch);
        case Transform::R2R: break;
    }
    return reference::r2r(input, c.shape, c.batch, kinds_run(c, d));
}

}  // namespace

Scalars round_to(Precision precision, Scalars values) {
    for (long double& v : values)
        v = precision == Precision::F64 ? static_cast<long double>(static_cast<double>(v))
                                        : static_cast<long double>(static_cast<float>(v));
    return values;
}

Scalars case_input(const Case& c) {
    const CaseConfig& cc = c.config;
    const std::size_t elements = input_elements(cc, c.direction);
    const bool complex = cc.c2c() || reads_half_spectrum(cc, c.direction);
    switch (c.input.kind) {
        case Input::Kind::impulse: return impulse(c, elements, complex);
        case Input::Kind::complex:
            if (!reads_half_spectrum(cc, c.direction))
                throw std::invalid_argument("complex input is for R2C inverse cases only");
            return round_to(cc.precision, to_scalars(reference::random_complex(elements, c.input.seed)));
        case Input::Kind::random: break;
    }
    return round_to(cc.precision, random_input(c, elements));
}

long double norm_scale(const CaseConfig& config, Direction direction) {
    const auto n = static_cast<long double>(config.transform_size());
    const Norm norm = config.normalize ? Norm::backward : config.norm;
    switch (norm) {
        case Norm::none: return 1.0L;
        case Norm::ortho: return 1.0L / std::sqrt(n);
        case Norm::backward: return direction == Direction::inverse ? 1.0L / n : 1.0L;
        case Norm::forward: return direction == Direction::forward ? 1.0L / n : 1.0L;
    }
    return 1.0L;
}

Scalars expected_output(const CaseConfig& c, Direction d, const Scalars& input) {
    if (c.transform == Transform::R2R && c.norm == Norm::ortho)
        return reference::r2r_ortho(input, c.shape, c.batch, kinds_run(c, d));
    Scalars y = unnormalized_output(c, d, input);
    const long double scale = norm_scale(c, d);
    if (scale != 1.0L)
        for (long double& v : y) v *= scale;
    return y;
}

double relative_error(const Scalars& got, const Scalars& want) {
    return reference::relative_l2_error_real(got.data(), want);
}

// Flat copies: an array of std::complex<T> may be read as an array of T, (re, im) pairs
// ([complex.numbers.general]), and the large cases (2^20 points) convert tens of megabytes.
std::vector<cld> to_complex(const Scalars& pairs) {
    std::vector<cld> values(pairs.size() / 2);
    std::copy_n(pairs.begin(), 2 * values.size(), reinterpret_cast<long double*>(values.data()));
    return values;
}

Scalars to_scalars(const std::vector<cld>& values) {
    const auto* flat = reinterpret_cast<const long double*>(values.data());
    return Scalars(flat, flat + 2 * values.size());
}

}  // namespace prism::cases
