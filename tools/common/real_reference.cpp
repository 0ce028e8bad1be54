// FFTW in long double for the real transforms: plan_many over packed batches, planned under one
// lock (FFTW's planner is not thread-safe), executed on private copies (c2r destroys its input).
#include "common/real_reference.hpp"

#include <fftw3.h>

#include <climits>
#include <cmath>
#include <limits>
#include <mutex>
#include <numbers>
#include <stdexcept>
#include <string>

namespace prism::reference {
namespace {

std::mutex& planner_mutex() {
    static std::mutex mutex;
    return mutex;
}

std::int64_t product(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

std::vector<int> int_lengths(const std::vector<std::int64_t>& shape, const char* what) {
    std::vector<int> n;
    for (auto v : shape) {
        if (v < 1 || v > INT_MAX)
            throw std::invalid_argument(std::string(what) + ": axis length " + std::to_string(v) +
                                        " is outside 1..INT_MAX");
        n.push_back(static_cast<int>(v));
    }
    if (n.empty()) throw std::invalid_argument(std::string(what) + ": empty shape");
    return n;
}

void check_size(std::size_t got, std::int64_t want, const char* what) {
    if (static_cast<std::int64_t>(got) != want)
        throw std::invalid_argument(std::string(what) + ": input has " + std::to_string(got) +
                                    " values, shape and batch need " + std::to_string(want));
}

int int_count(std::int64_t v, const char* what) {
    if (v < 1 || v > INT_MAX) throw std::invalid_argument(std::string(what) + ": count out of range");
    return static_cast<int>(v);
}

// Runs `make` (which returns an fftwl_plan) under the lock, executes the plan, destroys it.
template <class MakePlan>
void run_plan(MakePlan make, const char* what) {
    fftwl_plan plan = nullptr;
    {
        std::lock_guard<std::mutex> lock(planner_mutex());
        plan = make();
    }
    if (plan == nullptr) throw std::runtime_error(std::string(what) + ": FFTW could not plan the transform");
    fftwl_execute(plan);
    std::lock_guard<std::mutex> lock(planner_mutex());
    fftwl_destroy_plan(plan);
}

fftwl_r2r_kind fftw_kind(R2RKind kind) {
    switch (kind) {
        case R2RKind::dct1: return FFTW_REDFT00;
        case R2RKind::dct2: return FFTW_REDFT10;
        case R2RKind::dct3: return FFTW_REDFT01;
        case R2RKind::dct4: return FFTW_REDFT11;
        case R2RKind::dst1: return FFTW_RODFT00;
        case R2RKind::dst2: return FFTW_RODFT10;
        case R2RKind::dst3: return FFTW_RODFT01;
        case R2RKind::dst4: return FFTW_RODFT11;
    }
    throw std::invalid_argument("reference::r2r: unknown kind " + std::to_string(static_cast<int>(kind)));
}

// Multiplies every element whose index along `axis` is `at` by `factor`.
void scale_slice(real_values& x, const std::vector<std::int64_t>& shape, std::size_t axis, std::int64_t at,
                 long double factor) {
    std::int64_t stride = 1;
    for (std::size_t a = axis + 1; a < shape.size(); ++a) stride *= shape[a];
    const std::int64_t n = shape[axis];
    for (std::size_t i = 0; i < x.size(); ++i)
        if ((static_cast<std::int64_t>(i) / stride) % n == at) x[i] *= factor;
}

}  // namespace

std::int64_t half_length(std::int64_t n) { return n / 2 + 1; }

std::vector<std::int64_t> half_shape(const std::vector<std::int64_t>& shape) {
    std::vector<std::int64_t> h = shape;
    if (!h.empty()) h.back() = half_length(h.back());
    return h;
}

std::vector<cld> r2c(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch) {
    const auto n = int_lengths(shape, "reference::r2c");
    const std::int64_t real_size = product(shape), complex_size = product(half_shape(shape));
    check_size(in.size(), real_size * batch, "reference::r2c");
    real_values work = in;
    std::vector<cld> out(static_cast<std::size_t>(complex_size * batch));
    run_plan(
        [&] {
            return fftwl_plan_many_dft_r2c(static_cast<int>(n.size()), n.data(), int_count(batch, "batch"),
                                           work.data(), nullptr, 1, int_count(real_size, "size"),
                                           reinterpret_cast<fftwl_complex*>(out.data()), nullptr, 1,
                                           int_count(complex_size, "size"), FFTW_ESTIMATE);
        },
        "reference::r2c");
    return out;
}

real_values c2r(const std::vector<cld>& in, const std::vector<std::int64_t>& shape, std::int64_t batch) {
    const auto n = int_lengths(shape, "reference::c2r");
    const std::vector<std::int64_t> half = half_shape(shape);
    const std::int64_t rows = product(half) / half.back() * batch;
    check_size(in.size(), product(half) * batch, "reference::c2r");

    // numpy's irfftn: the complex axes first, as an inverse complex DFT.
    std::vector<cld> work = in;
    if (shape.size() > 1) {
        std::vector<std::int64_t> full{batch};
        full.insert(full.end(), half.begin(), half.end());
        std::vector<int> axes;
        for (int a = 1; a < static_cast<int>(shape.size()); ++a) axes.push_back(a);
        work = dft(work, full, axes, +1);
    }
    // Then irfft on the last axis, which reads only the real parts of bin 0 and (even n) bin n/2.
    const std::int64_t last = shape.back(), m = half.back();
    for (std::int64_t r = 0; r < rows; ++r) {
        work[static_cast<std::size_t>(r * m)].imag(0);
        if (last % 2 == 0) work[static_cast<std::size_t>(r * m + last / 2)].imag(0);
    }
    real_values out(static_cast<std::size_t>(rows * last));
    const int length = n.back();
    run_plan(
        [&] {
            return fftwl_plan_many_dft_c2r(
                1, &length, int_count(rows, "rows"), reinterpret_cast<fftwl_complex*>(work.data()), nullptr,
                1, int_count(m, "size"), out.data(), nullptr, 1, length, FFTW_ESTIMATE);
        },
        "reference::c2r");
    return out;
}

real_values r2r(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch,
                const std::vector<R2RKind>& kinds) {
    const auto n = int_lengths(shape, "reference::r2r");
    if (kinds.size() != shape.size())
        throw std::invalid_argument("reference::r2r: " + std::to_string(kinds.size()) + " kinds for " +
                                    std::to_string(shape.size()) + " axes");
    std::vector<fftwl_r2r_kind> fftw_kinds;
    for (std::size_t a = 0; a < kinds.size(); ++a) {
        if (kinds[a] == R2RKind::dct1 && shape[a] < 2)
            throw std::invalid_argument("reference::r2r: dct1 needs n >= 2 (axis " + std::to_string(a) + ")");
        fftw_kinds.push_back(fftw_kind(kinds[a]));
    }
    const std::int64_t size = product(shape);
    check_size(in.size(), size * batch, "reference::r2r");
    real_values work = in, out(in.size());
    run_plan(
        [&] {
            return fftwl_plan_many_r2r(static_cast<int>(n.size()), n.data(), int_count(batch, "batch"),
                                       work.data(), nullptr, 1, int_count(size, "size"), out.data(), nullptr,
                                       1, int_count(size, "size"), fftw_kinds.data(), FFTW_ESTIMATE);
        },
        "reference::r2r");
    return out;
}

R2RKind r2r_inverse(R2RKind kind) {
    switch (kind) {
        case R2RKind::dct2: return R2RKind::dct3;
        case R2RKind::dct3: return R2RKind::dct2;
        case R2RKind::dst2: return R2RKind::dst3;
        case R2RKind::dst3: return R2RKind::dst2;
        default: return kind;
    }
}

std::int64_t r2r_logical_size(R2RKind kind, std::int64_t n) {
    if (kind == R2RKind::dct1) return 2 * (n - 1);
    if (kind == R2RKind::dst1) return 2 * (n + 1);
    return 2 * n;
}

std::int64_t r2r_logical_size(const std::vector<R2RKind>& kinds, const std::vector<std::int64_t>& shape) {
    std::int64_t size = 1;
    for (std::size_t a = 0; a < kinds.size() && a < shape.size(); ++a)
        size *= r2r_logical_size(kinds[a], shape[a]);
    return size;
}

real_values r2r_ortho(const real_values& in, const std::vector<std::int64_t>& shape, std::int64_t batch,
                      const std::vector<R2RKind>& kinds) {
    const long double root2 = std::numbers::sqrt2_v<long double>;
    real_values x = in;
    // The per-axis factors are separable, so all input factors can go first and all output ones last.
    for (std::size_t a = 0; a < kinds.size() && a < shape.size(); ++a) {
        const std::int64_t last = shape[a] - 1;
        if (kinds[a] == R2RKind::dct1) {
            scale_slice(x, shape, a, 0, root2);
            scale_slice(x, shape, a, last, root2);
        }
        if (kinds[a] == R2RKind::dct3) scale_slice(x, shape, a, 0, root2);
        if (kinds[a] == R2RKind::dst3) scale_slice(x, shape, a, last, root2);
    }
    real_values y = r2r(x, shape, batch, kinds);
    for (std::size_t a = 0; a < kinds.size(); ++a) {
        const std::int64_t last = shape[a] - 1;
        if (kinds[a] == R2RKind::dct1) {
            scale_slice(y, shape, a, 0, 1 / root2);
            scale_slice(y, shape, a, last, 1 / root2);
        }
        if (kinds[a] == R2RKind::dct2) scale_slice(y, shape, a, 0, 1 / root2);
        if (kinds[a] == R2RKind::dst2) scale_slice(y, shape, a, last, 1 / root2);
    }
    const long double scale = 1 / std::sqrt(static_cast<long double>(r2r_logical_size(kinds, shape)));
    for (long double& v : y) v *= scale;
    return y;
}

real_values random_real(std::size_t n, std::uint64_t seed) {
    const std::vector<cld> pairs = random_complex((n + 1) / 2, seed);
    real_values values(n);
    for (std::size_t i = 0; i < n; ++i) values[i] = i % 2 == 0 ? pairs[i / 2].real() : pairs[i / 2].imag();
    return values;
}

template <class T>
double relative_l2_error_real(const T* got, const real_values& ref) {
    long double diff = 0.0L, norm = 0.0L;
    for (std::size_t i = 0; i < ref.size(); ++i) {
        const long double d = static_cast<long double>(got[i]) - ref[i];
        diff += d * d;
        norm += ref[i] * ref[i];
    }
    if (norm == 0.0L) return diff == 0.0L ? 0.0 : std::numeric_limits<double>::infinity();
    return static_cast<double>(std::sqrt(diff / norm));
}

template double relative_l2_error_real<float>(const float*, const real_values&);
template double relative_l2_error_real<double>(const double*, const real_values&);
template double relative_l2_error_real<long double>(const long double*, const real_values&);

}  // namespace prism::reference
