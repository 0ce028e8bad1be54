#include "bench/sample_error.hpp"

#include <algorithm>
#include <complex>

#include "common/real_reference.hpp"

namespace prism::cli::bench {
namespace {

// The reference starts from exactly the values the device held, so the error is the transform's.
template <class T>
std::vector<reference::cld> exact_complex(const void* host_input, std::size_t count) {
    const auto* input = static_cast<const std::complex<T>*>(host_input);
    std::vector<reference::cld> exact(count);
    for (std::size_t i = 0; i < count; ++i) exact[i] = reference::cld(input[i].real(), input[i].imag());
    return exact;
}

template <class T>
std::vector<long double> exact_real(const void* host_input, std::size_t count) {
    const auto* input = static_cast<const T*>(host_input);
    return std::vector<long double>(input, input + count);
}

}  // namespace

std::int64_t error_sequences(const BenchCase& c, std::int64_t wanted, std::int64_t max_elements) {
    const std::int64_t size = c.transform_size();
    const std::int64_t fit = max_elements / size;
    wanted = std::max(wanted, (k_min_error_elements + size - 1) / size);
    return std::max<std::int64_t>(0, std::min({wanted, c.batch, fit}));
}

void ErrorReference::compute_expected() {
    if (computed_) return;
    computed_ = true;
    const auto count = static_cast<std::size_t>(case_.transform_size() * sequences_);
    if (case_.transform == Transform::C2C) {
        const auto input = case_.fp64() ? exact_complex<double>(host_input_, count)
                                        : exact_complex<float>(host_input_, count);
        expected_complex_ = reference::dft_batched(input, case_.shape, sequences_, -1);
        return;
    }
    const auto input =
        case_.fp64() ? exact_real<double>(host_input_, count) : exact_real<float>(host_input_, count);
    if (case_.transform == Transform::R2C)
        expected_complex_ = reference::r2c(input, case_.shape, sequences_);
    else
        expected_real_ = reference::r2r(input, case_.shape, sequences_, case_.r2r_kinds);
}

template <class T>
double ErrorReference::typed_error(backend::Device& device, const backend::Memory& output) {
    compute_expected();
    if (case_.transform == Transform::R2R) {
        std::vector<T> got(expected_real_.size());
        device.download(got.data(), output, 0, got.size() * sizeof(T), nullptr);
        return reference::relative_l2_error_real(got.data(), expected_real_);
    }
    std::vector<std::complex<T>> got(expected_complex_.size());
    device.download(got.data(), output, 0, got.size() * sizeof(got[0]), nullptr);
    return reference::relative_l2_error(got.data(), expected_complex_);
}

double ErrorReference::error_of(backend::Device& device, const backend::Memory& output) {
    return case_.fp64() ? typed_error<double>(device, output) : typed_error<float>(device, output);
}

}  // namespace prism::cli::bench
