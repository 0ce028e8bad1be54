// The long-double reference: FFTW's guru interface over a packed row-major array, plus the error
// measure and the portable random inputs every accuracy check shares.
#include "common/reference.hpp"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <string>

namespace prism::reference {
namespace {

// FFTW's planner keeps global state and is not thread-safe; executing a plan is.
std::mutex& fftw_planner_mutex() {
    static std::mutex mutex;
    return mutex;
}

std::vector<std::int64_t> packed_strides(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
    return strides;
}

void check_arguments(std::size_t in_size, const std::vector<std::int64_t>& shape,
                     const std::vector<int>& axes, int sign) {
    if (sign != -1 && sign != 1) throw std::invalid_argument("reference::dft: sign must be -1 or +1");
    std::int64_t total = 1;
    for (std::int64_t n : shape) {
        if (n < 0) throw std::invalid_argument("reference::dft: negative axis length " + std::to_string(n));
        total *= n;
    }
    if (static_cast<std::int64_t>(in_size) != total)
        throw std::invalid_argument("reference::dft: input has " + std::to_string(in_size) +
                                    " elements, shape needs " + std::to_string(total));
    std::vector<bool> seen(shape.size(), false);
    for (int a : axes) {
        if (a < 0 || a >= static_cast<int>(shape.size()) || seen[static_cast<std::size_t>(a)])
            throw std::invalid_argument("reference::dft: bad or repeated axis " + std::to_string(a));
        seen[static_cast<std::size_t>(a)] = true;
    }
}

fftwl_iodim64 iodim(const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides,
                    int axis) {
    const auto a = static_cast<std::size_t>(axis);
    return fftwl_iodim64{static_cast<std::ptrdiff_t>(shape[a]), static_cast<std::ptrdiff_t>(strides[a]),
                         static_cast<std::ptrdiff_t>(strides[a])};
}

// Plans under the planner lock; returns null if FFTW cannot plan (it should not for any DFT).
fftwl_plan plan_dft(const std::vector<fftwl_iodim64>& dims, const std::vector<fftwl_iodim64>& howmany,
                    cld* in, cld* out, int sign) {
    std::lock_guard<std::mutex> lock(fftw_planner_mutex());
    // std::complex<long double> is layout-compatible with fftwl_complex ([complex.numbers]).
    return fftwl_plan_guru64_dft(static_cast<int>(dims.size()), dims.data(), static_cast<int>(howmany.size()),
                                 howmany.data(), reinterpret_cast<fftwl_complex*>(in),
                                 reinterpret_cast<fftwl_complex*>(out), sign, FFTW_ESTIMATE);
}

void destroy_plan(fftwl_plan plan) {
    std::lock_guard<std::mutex> lock(fftw_planner_mutex());
    fftwl_destroy_plan(plan);
}

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// 53 random bits scaled exactly into [-1, 1): the same doubles on every platform.
long double uniform_pm1(std::uint64_t& state) {
    const double unit = static_cast<double>(splitmix64(state) >> 11) * 0x1.0p-53;
    return static_cast<long double>(2.0 * unit - 1.0);
}

}  // namespace

std::vector<cld> dft(const std::vector<cld>& in, const std::vector<std::int64_t>& shape,
                     const std::vector<int>& axes, int sign) {
    check_arguments(in.size(), shape, axes, sign);
    if (in.empty() || axes.empty()) return in;  // nothing to transform: the DFT of rank 0 is the identity

    const std::vector<std::int64_t> strides = packed_strides(shape);
    std::vector<fftwl_iodim64> dims;
    for (int a : axes) dims.push_back(iodim(shape, strides, a));
    std::vector<fftwl_iodim64> howmany;
    for (int a = 0; a < static_cast<int>(shape.size()); ++a)
        if (std::find(axes.begin(), axes.end(), a) == axes.end()) howmany.push_back(iodim(shape, strides, a));

    // A private copy: out-of-place multi-dimensional FFTW plans may overwrite their input.
    std::vector<cld> work = in;
    std::vector<cld> out(in.size());
    fftwl_plan plan = plan_dft(dims, howmany, work.data(), out.data(), sign);
    if (plan == nullptr) throw std::runtime_error("reference::dft: FFTW could not plan the transform");
    fftwl_execute(plan);
    destroy_plan(plan);
    return out;
}

std::vector<cld> dft_batched(const std::vector<cld>& in, const std::vector<std::int64_t>& shape,
                             std::int64_t batch, int sign) {
    std::vector<std::int64_t> full{batch};
    full.insert(full.end(), shape.begin(), shape.end());
    std::vector<int> axes;
    for (int a = 1; a <= static_cast<int>(shape.size()); ++a) axes.push_back(a);
    return dft(in, full, axes, sign);
}

template <class T>
double relative_l2_error(const std::complex<T>* got, const std::vector<cld>& ref) {
    long double diff = 0.0L;
    long double norm = 0.0L;
    for (std::size_t i = 0; i < ref.size(); ++i) {
        const cld g(static_cast<long double>(got[i].real()), static_cast<long double>(got[i].imag()));
        diff += std::norm(g - ref[i]);
        norm += std::norm(ref[i]);
    }
    if (norm == 0.0L) return diff == 0.0L ? 0.0 : std::numeric_limits<double>::infinity();
    return static_cast<double>(std::sqrt(diff / norm));
}

template double relative_l2_error<float>(const std::complex<float>*, const std::vector<cld>&);
template double relative_l2_error<double>(const std::complex<double>*, const std::vector<cld>&);

std::vector<cld> random_complex(std::size_t n, std::uint64_t seed) {
    std::uint64_t state = seed;
    std::vector<cld> values(n);
    for (cld& v : values) {
        const long double re = uniform_pm1(state);
        const long double im = uniform_pm1(state);
        v = cld(re, im);
    }
    return values;
}

double epsilon(bool fp64) { return fp64 ? 0x1.0p-53 : 0x1.0p-24; }

double error_bound(double c, bool fp64, std::int64_t transform_size) {
    const double n = static_cast<double>(std::max<std::int64_t>(transform_size, 2));
    return c * epsilon(fp64) * std::log2(n);
}

}  // namespace prism::reference
