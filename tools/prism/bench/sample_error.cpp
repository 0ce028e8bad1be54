#include "bench/sample_error.hpp"

#include <algorithm>
#include <complex>

namespace prism::cli::bench {
namespace {

template <class T>
std::vector<reference::cld> exact_input(const void* host_input, std::size_t count) {
    const auto* input = static_cast<const std::complex<T>*>(host_input);
    std::vector<reference::cld> exact(count);
    for (std::size_t i = 0; i < count; ++i) exact[i] = reference::cld(input[i].real(), input[i].imag());
    return exact;
}

template <class T>
double typed_error(backend::Device& device, const backend::Memory& buffer,
                   const std::vector<reference::cld>& want) {
    std::vector<std::complex<T>> got(want.size());
    device.download(got.data(), buffer, 0, got.size() * sizeof(got[0]), nullptr);
    return reference::relative_l2_error(got.data(), want);
}

}  // namespace

std::int64_t error_sequences(const BenchCase& c, std::int64_t wanted, std::int64_t max_elements) {
    const std::int64_t fit = max_elements / c.transform_size();
    return std::max<std::int64_t>(0, std::min({wanted, c.batch, fit}));
}

const std::vector<reference::cld>& ErrorReference::expected() {
    if (!expected_.empty()) return expected_;
    const auto count = static_cast<std::size_t>(case_.transform_size() * sequences_);
    // The reference starts from exactly the values the device held, so the error is the transform's.
    const auto input =
        case_.fp64() ? exact_input<double>(host_input_, count) : exact_input<float>(host_input_, count);
    expected_ = reference::dft_batched(input, case_.shape, sequences_, -1);
    return expected_;
}

double ErrorReference::error_of(backend::Device& device, const backend::Memory& buffer) {
    if (case_.fp64()) return typed_error<double>(device, buffer, expected());
    return typed_error<float>(device, buffer, expected());
}

}  // namespace prism::cli::bench
