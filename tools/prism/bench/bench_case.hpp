// One benchmark case: a batched, packed, in-place C2C transform, written as one line of a size set
// or of `prism bench --case`:
//   c2c f32 4096 batch=32768        an explicit batch
//   c2c f64 480x720 fill=1GiB       as many transforms as fit in 1 GiB (at least one)
// The shape is row-major (slowest axis first), as in prism::Config; "shape=480x720" is accepted too,
// so a test token's shape field reads the same.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cli::bench {

struct BenchCase {
    Precision precision = Precision::F32;
    std::vector<std::int64_t> shape;
    std::int64_t batch = 1;

    bool fp64() const { return precision == Precision::F64; }
    std::int64_t transform_size() const;  // product of shape
    std::size_t element_bytes() const { return fp64() ? 16 : 8; }
    std::size_t bytes() const;  // of the whole batch: what one transform reads (and writes)
    std::string text() const;   // "c2c f32 4096 batch=32768", always with the resolved batch
    Config config() const;      // packed, in place, unnormalized (as cuFFT and VkFFT run)
};

// Parses one case line (no comment). Throws UsageError naming the line and the bad word.
BenchCase parse_bench_case(const std::string& line);

// "1GiB", "256MiB", "64KiB", "4096": a byte count with an optional binary suffix.
std::size_t parse_byte_count(const std::string& text);

}  // namespace prism::cli::bench
