#include "bench/real_reference.hpp"

#include <fftw3.h>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace prism::cli::bench {
namespace {

// Packed row-major strides of a shape, in elements.
std::vector<std::ptrdiff_t> packed_strides(const std::vector<std::int64_t>& shape) {
    std::vector<std::ptrdiff_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;)
        strides[i - 1] = strides[i] * static_cast<std::ptrdiff_t>(shape[i]);
    return strides;
}

std::int64_t product(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (auto v : shape) n *= v;
    return n;
}

// FFTW's r2r kind for each of prism's (prism.hpp lists them in FFTW's REDFT/RODFT order).
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
    throw std::invalid_argument("r2r_reference: unknown R2R kind");
}

// FFTW's planner is not thread-safe; `prism bench` plans these on its one thread, and FFTW_ESTIMATE
// keeps the input intact while planning.
template <class Plan>
void run_plan(Plan plan, const char* what) {
    if (plan == nullptr) throw std::runtime_error(std::string(what) + ": FFTW could not plan the transform");
    fftwl_execute(plan);
    fftwl_destroy_plan(plan);
}

}  // namespace

std::vector<reference::cld> r2c_reference(const std::vector<long double>& in,
                                          const std::vector<std::int64_t>& shape, std::int64_t batch) {
    std::vector<std::int64_t> half = shape;
    half.back() = shape.back() / 2 + 1;
    const auto real_strides = packed_strides(shape), complex_strides = packed_strides(half);
    std::vector<fftwl_iodim64> dims;
    for (std::size_t a = 0; a < shape.size(); ++a)
        dims.push_back({static_cast<std::ptrdiff_t>(shape[a]), real_strides[a], complex_strides[a]});
    const fftwl_iodim64 many{static_cast<std::ptrdiff_t>(batch), static_cast<std::ptrdiff_t>(product(shape)),
                             static_cast<std::ptrdiff_t>(product(half))};
    if (static_cast<std::int64_t>(in.size()) != product(shape) * batch)
        throw std::invalid_argument("r2c_reference: the input does not hold batch x shape values");
    // A private copy: FFTW's multi-dimensional r2c may overwrite its input.
    std::vector<long double> work = in;
    std::vector<reference::cld> out(static_cast<std::size_t>(product(half) * batch));
    run_plan(fftwl_plan_guru64_dft_r2c(static_cast<int>(dims.size()), dims.data(), 1, &many, work.data(),
                                       reinterpret_cast<fftwl_complex*>(out.data()), FFTW_ESTIMATE),
             "r2c_reference");
    return out;
}

std::vector<long double> r2r_reference(const std::vector<long double>& in,
                                       const std::vector<std::int64_t>& shape,
                                       const std::vector<R2RKind>& kinds, std::int64_t batch) {
    if (kinds.size() != shape.size()) throw std::invalid_argument("r2r_reference: one kind per axis");
    if (static_cast<std::int64_t>(in.size()) != product(shape) * batch)
        throw std::invalid_argument("r2r_reference: the input does not hold batch x shape values");
    const auto strides = packed_strides(shape);
    std::vector<fftwl_iodim64> dims;
    std::vector<fftwl_r2r_kind> fftw_kinds;
    for (std::size_t a = 0; a < shape.size(); ++a) {
        dims.push_back({static_cast<std::ptrdiff_t>(shape[a]), strides[a], strides[a]});
        fftw_kinds.push_back(fftw_kind(kinds[a]));
    }
    const auto n = static_cast<std::ptrdiff_t>(product(shape));
    const fftwl_iodim64 many{static_cast<std::ptrdiff_t>(batch), n, n};
    std::vector<long double> work = in;
    std::vector<long double> out(in.size());
    run_plan(fftwl_plan_guru64_r2r(static_cast<int>(dims.size()), dims.data(), 1, &many, work.data(),
                                   out.data(), fftw_kinds.data(), FFTW_ESTIMATE),
             "r2r_reference");
    return out;
}

template <class T>
double relative_l2_error_real(const T* got, const std::vector<long double>& ref) {
    long double diff = 0.0L, norm = 0.0L;
    for (std::size_t i = 0; i < ref.size(); ++i) {
        const long double d = static_cast<long double>(got[i]) - ref[i];
        diff += d * d;
        norm += ref[i] * ref[i];
    }
    if (norm == 0.0L) return diff == 0.0L ? 0.0 : std::numeric_limits<double>::infinity();
    return static_cast<double>(std::sqrt(diff / norm));
}

template double relative_l2_error_real<float>(const float*, const std::vector<long double>&);
template double relative_l2_error_real<double>(const double*, const std::vector<long double>&);

}  // namespace prism::cli::bench
