#include "fft_precision_check.hpp"

#include <cmath>
#include <complex>
#include <cstring>

#include "accuracy_bound.hpp"
#include "reference.hpp"

namespace prism::cli {
namespace {

template <class T>
std::vector<std::complex<T>> typed(const NpyArray& array) {
    std::vector<std::complex<T>> values(static_cast<std::size_t>(array.element_count()));
    std::memcpy(values.data(), array.data.data(), array.data.size());
    return values;
}

std::vector<reference::cld> widened(const NpyArray& array) {
    std::vector<reference::cld> values;
    if (array.dtype == NpyDtype::complex64) {
        for (const auto& v : typed<float>(array)) values.emplace_back(v.real(), v.imag());
    } else {
        for (const auto& v : typed<double>(array)) values.emplace_back(v.real(), v.imag());
    }
    return values;
}

// numpy's norm= as a factor on the unnormalized DFT of the given direction.
long double scale_for(Norm norm, Direction direction, std::int64_t n) {
    const auto size = static_cast<long double>(n);
    if (norm == Norm::ortho) return 1.0L / std::sqrt(size);
    const bool scaled_direction = (norm == Norm::backward && direction == Direction::inverse) ||
                                  (norm == Norm::forward && direction == Direction::forward);
    return scaled_direction ? 1.0L / size : 1.0L;
}

}  // namespace

PrecisionCheck check_precision(const NpyArray& input, const NpyArray& output, const std::vector<int>& axes,
                               Direction direction, Norm norm) {
    std::int64_t transform_size = 1;
    for (const int axis : axes) transform_size *= input.shape[axis];
    auto expected = reference::dft(widened(input), input.shape, axes, direction == Direction::forward ? -1 : +1);
    const long double scale = scale_for(norm, direction, transform_size);
    for (auto& value : expected) value *= scale;

    const bool fp64 = output.dtype == NpyDtype::complex128;
    PrecisionCheck check;
    check.relative_error = fp64 ? reference::relative_l2_error(typed<double>(output).data(), expected)
                                : reference::relative_l2_error(typed<float>(output).data(), expected);
    check.bound = reference::error_bound(k_error_bound_factor, fp64, transform_size);
    return check;
}

}  // namespace prism::cli
