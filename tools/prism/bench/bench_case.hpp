// One benchmark case: a batched, packed transform, written as one line of a size set or of
// `prism bench --case`:
//   c2c f32 4096 batch=32768        complex to complex, in place, an explicit batch
//   c2c f64 480x720 fill=1GiB       as many transforms as fit in 1 GiB (at least one)
//   r2c f32 4096 fill=512MiB        real to complex (forward) and complex to real (inverse), out of place
//   dct2 f64 1024 fill=512MiB       real to real: the kind on every axis, in place
//   dct2,dst2 f32 64x64 batch=16    real to real: one kind per axis
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
    Transform transform = Transform::C2C;
    std::vector<R2RKind> r2r_kinds;  // Transform::R2R: one per axis of shape
    Precision precision = Precision::F32;
    std::vector<std::int64_t> shape;
    std::int64_t batch = 1;

    bool fp64() const { return precision == Precision::F64; }
    bool real() const { return transform != Transform::C2C; }
    std::int64_t transform_size() const;  // product of shape
    std::size_t scalar_bytes() const { return fp64() ? 8 : 4; }
    // Complex values one transform holds: N for C2C, the Hermitian half (last axis n/2+1) for R2C,
    // none for R2R.
    std::int64_t complex_count() const;
    // Whole-batch sizes of the two sides: the real side (R2C, R2R; 0 for C2C) and the complex side
    // (C2C, R2C; 0 for R2R).
    std::size_t real_bytes() const;
    std::size_t complex_bytes() const;
    // Device memory one copy of the case's data takes: real_bytes() + complex_bytes() (the C2C and
    // R2R cases run in place in one buffer; R2C out of place in two).
    std::size_t bytes() const { return real_bytes() + complex_bytes(); }
    // Bytes one transform of the whole batch reads plus writes: GB/s = traffic_bytes / time of one
    // transform. C2C: 2 x complex (read and write the buffer); R2C: real + complex (r2c reads the
    // reals and writes the half spectrum, c2r the other way); R2R: 2 x real.
    std::size_t traffic_bytes() const;
    // Bytes of one transform's input side, what fill= counts: the complex values for C2C, the reals
    // for R2C and R2R.
    std::size_t fill_unit_bytes() const;

    std::string kind_text() const;  // "c2c", "r2c", "dct2" (every axis), "dct2,dst2" (per axis)
    std::string text() const;       // "c2c f32 4096 batch=32768", always with the resolved batch
    // Packed and unnormalized (as cuFFT and VkFFT run); C2C and R2R in place, R2C out of place with
    // destroy_input (the c2r may overwrite its complex input, as cuFFT's does).
    Config config() const;
    // The R2C case of the same shape, precision and batch: the reference figure of an R2R case
    // (cuFFT has no DCT or DST).
    BenchCase r2c_twin() const;
};

// Parses one case line (no comment). Throws UsageError naming the line and the bad word.
BenchCase parse_bench_case(const std::string& line);

// Whether `word` names a transform kind a case may start with: c2c, r2c, dct1..dct4, dst1..dst4, or
// a comma-separated list of the eight R2R kinds.
bool is_kind_word(const std::string& word);

// "1GiB", "256MiB", "64KiB", "4096": a byte count with an optional binary suffix.
std::size_t parse_byte_count(const std::string& text);

}  // namespace prism::cli::bench
