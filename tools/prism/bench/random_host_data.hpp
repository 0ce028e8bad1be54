// The benchmark's input: random values in [-1, 1) made once on the host and reused by every case
// (generating 1 GiB per case would cost more than timing it). Cases read a prefix of it.
#pragma once

#include <cstddef>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cli::bench {

class RandomHostData {
public:
    // At least `bytes` bytes of floats (F32) or doubles (F64), grown on demand; the prefix a case
    // reads is the same whatever was asked for before. Valid until the next call.
    const void* values(Precision precision, std::size_t bytes);

private:
    std::vector<float> f32_;
    std::vector<double> f64_;
};

}  // namespace prism::cli::bench
