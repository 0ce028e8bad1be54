#include "bench/case_data.hpp"

namespace prism::cli::bench {

CaseData::CaseData(backend::Device& device, const BenchCase& c, int count) {
    // C2C: the complex values; R2C and R2R: the reals, and for R2C the complex half beside them.
    const std::size_t input_bytes = c.transform == Transform::C2C ? c.complex_bytes() : c.real_bytes();
    input_ = std::make_unique<CaseBuffers>(device, input_bytes, count);
    if (c.transform == Transform::R2C)
        output_ = std::make_unique<CaseBuffers>(device, c.complex_bytes(), count);
}

}  // namespace prism::cli::bench
