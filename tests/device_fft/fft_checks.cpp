#include "fft_checks.hpp"

#include <fftw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>

#include "common/reference.hpp"
#include "prism/device/fft_indexing_core.h"

namespace prism::device_fft_test {
namespace {

using reference::cld;

template <class Real>
Bytes to_bytes(const std::vector<cld>& values) {
    std::vector<std::complex<Real>> narrowed(values.begin(), values.end());
    Bytes bytes(narrowed.size() * sizeof(narrowed[0]));
    std::memcpy(bytes.data(), narrowed.data(), bytes.size());
    return bytes;
}

template <class Real>
Bytes real_bytes(const std::vector<long double>& values) {
    std::vector<Real> narrowed(values.begin(), values.end());
    Bytes bytes(narrowed.size() * sizeof(Real));
    std::memcpy(bytes.data(), narrowed.data(), bytes.size());
    return bytes;
}

template <class T>
std::vector<T> from_bytes(const Bytes& bytes) {
    std::vector<T> values(bytes.size() / sizeof(T));
    std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
    return values;
}

template <class Real>
double l2_error(const std::vector<std::complex<Real>>& got, const std::vector<cld>& ref) {
    return reference::relative_l2_error(got.data(), ref);
}

// Nabla order to natural order, per FFT of the batch: natural[getDFTIndex(n)] = nabla[n].
template <class Real>
std::vector<std::complex<Real>> to_natural(const std::vector<std::complex<Real>>& nabla,
                                           const FftConfig& config) {
    std::vector<std::complex<Real>> natural(nabla.size());
    const std::size_t n_total = config.length();
    for (std::size_t base = 0; base < nabla.size(); base += n_total)
        for (unsigned n = 0; n < n_total; ++n)
            natural[base + prism_fft_dft_index(n, config.e, config.w)] = nabla[base + n];
    return natural;
}

template <class Real>
CheckErrors c2c(KernelRunner& runner, const FftConfig& config, const std::string& kind, unsigned batch) {
    const std::int64_t n = config.length();
    const std::vector<cld> input = reference::random_complex(n * batch, 1000u * config.e + config.w);
    Bytes data = to_bytes<Real>(input), spectrum_bytes(data.size());
    runner.run("c2c_" + kind, config, batch, {&data, &spectrum_bytes});
    const std::vector<cld> expected = reference::dft(input, {batch, n}, {1}, -1);
    CheckErrors errors;
    errors.bound = reference::error_bound(k_bound_constant, config.fp64, n);
    errors.forward = l2_error(to_natural(from_bytes<std::complex<Real>>(spectrum_bytes), config), expected);
    errors.roundtrip = l2_error(from_bytes<std::complex<Real>>(data), input);
    return errors;
}

// fftwl's r2c of one real signal: its FFTLength/2 + 1 lowest frequencies.
std::vector<cld> r2c(const long double* signal, int n) {
    std::vector<long double> in(signal, signal + n);
    std::vector<cld> out(n / 2 + 1);
    fftwl_plan plan =
        fftwl_plan_dft_r2c_1d(n, in.data(), reinterpret_cast<fftwl_complex*>(out.data()), FFTW_ESTIMATE);
    fftwl_execute(plan);
    fftwl_destroy_plan(plan);
    return out;
}

// What the half-spectrum layout should hold for r2c output `full`: slot s is DFT[bitrev(s)],
// slot 0 is Zero + i*Nyquist.
std::vector<cld> half_spectrum(const std::vector<cld>& full, const FftConfig& config) {
    const unsigned half = config.length() / 2;
    std::vector<cld> slots(half);
    for (unsigned slot = 1; slot < half; ++slot)
        slots[slot] = full[prism_fft_half_spectrum_dft_index(slot, config.e, config.w)];
    slots[0] = {full[0].real(), full[half].real()};
    return slots;
}

std::vector<long double> random_real(std::size_t count, std::uint64_t seed) {
    std::vector<long double> values;
    for (const cld& value : reference::random_complex((count + 1) / 2, seed)) {
        values.push_back(value.real());
        values.push_back(value.imag());
    }
    values.resize(count);
    return values;
}

template <class Real>
CheckErrors real(KernelRunner& runner, const FftConfig& config, unsigned batch) {
    const unsigned n = config.length();
    const std::vector<long double> x = random_real(std::size_t(n) * batch, 7u * config.e + config.w);
    const std::vector<long double> y = random_real(std::size_t(n) * batch, 9u * config.e + config.w + 1);
    Bytes x_bytes = real_bytes<Real>(x), y_bytes = real_bytes<Real>(y);
    Bytes x_half(std::size_t(n / 2) * batch * sizeof(std::complex<Real>)), y_half(x_half.size());
    runner.run("real", config, batch, {&x_bytes, &y_bytes, &x_half, &y_half});

    std::vector<cld> expected, got_values;
    std::vector<std::complex<Real>> got;
    for (const Bytes* half : {&x_half, &y_half}) {
        const auto values = from_bytes<std::complex<Real>>(*half);
        got.insert(got.end(), values.begin(), values.end());
    }
    for (const std::vector<long double>* signal : {&x, &y})
        for (unsigned b = 0; b < batch; ++b) {
            const auto slots = half_spectrum(r2c(signal->data() + std::size_t(b) * n, int(n)), config);
            expected.insert(expected.end(), slots.begin(), slots.end());
        }
    CheckErrors errors;
    errors.bound = reference::error_bound(k_bound_constant, config.fp64, n);
    errors.forward = l2_error(got, expected);

    std::vector<std::complex<Real>> round;  // the kernel overwrote x and y with what came back
    std::vector<cld> original;
    const auto xr = from_bytes<Real>(x_bytes), yr = from_bytes<Real>(y_bytes);
    for (std::size_t i = 0; i < xr.size(); ++i) {
        round.emplace_back(xr[i], yr[i]);
        original.emplace_back(x[i], y[i]);
    }
    errors.roundtrip = l2_error(round, original);
    return errors;
}

CheckErrors half_storage(KernelRunner& runner, const FftConfig& config, unsigned batch) {
    const std::int64_t n = config.length();
    Bytes data = to_bytes<float>(reference::random_complex(n * batch, 500u * config.e + config.w));
    Bytes spectrum(data.size()), rounded(data.size()), storage(data.size() / 2);
    runner.run("c2c_half", config, batch, {&data, &spectrum, &rounded, &storage});
    const auto input = from_bytes<std::complex<float>>(rounded);
    const std::vector<cld> exact_input(input.begin(), input.end());
    CheckErrors errors;
    errors.bound = k_bound_constant * 0x1p-11 * std::log2(double(n));  // fp16's epsilon
    errors.forward = l2_error(to_natural(from_bytes<std::complex<float>>(spectrum), config),
                              reference::dft(exact_input, {batch, n}, {1}, -1));
    errors.roundtrip = l2_error(from_bytes<std::complex<float>>(data), exact_input);
    return errors;
}

}  // namespace

CheckErrors check_half_storage(KernelRunner& runner, const FftConfig& config, unsigned batch) {
    return half_storage(runner, config, batch);
}

CheckErrors check_c2c(KernelRunner& runner, const FftConfig& config, const std::string& kind,
                      unsigned batch) {
    return config.fp64 ? c2c<double>(runner, config, kind, batch) : c2c<float>(runner, config, kind, batch);
}

CheckErrors check_real(KernelRunner& runner, const FftConfig& config, unsigned batch) {
    return config.fp64 ? real<double>(runner, config, batch) : real<float>(runner, config, batch);
}

namespace {
struct WorstCase {
    std::size_t cases = 0;
    double ratio = 0;
    std::string what;
};
WorstCase worst_case;
}  // namespace

void expect_within_bounds(const CheckErrors& errors, const std::string& what) {
    EXPECT_LE(errors.forward, errors.bound) << what << ": forward transform";
    EXPECT_LE(errors.roundtrip, 2 * errors.bound) << what << ": inverse after forward";
    const double ratio = std::max(errors.forward / errors.bound, errors.roundtrip / (2 * errors.bound));
    ++worst_case.cases;
    if (ratio >= worst_case.ratio) worst_case = {worst_case.cases, ratio, what};
}

void report_worst_case(const std::string& suite) {
    std::printf("[ accuracy ] %s: %zu cases, worst error/bound %.3f (%s)\n", suite.c_str(), worst_case.cases,
                worst_case.ratio, worst_case.what.c_str());
    worst_case = {};
}

}  // namespace prism::device_fft_test
