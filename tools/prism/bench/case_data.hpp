// The device data of one case, on the sides its transform reads and writes. C2C and R2R run in
// place, in one set of buffers (complex values, reals); R2C runs out of place: the r2c reads a real
// buffer and writes a complex one (the Hermitian half), the c2r reads that back into the reals.
// Each side rotates over the same number of buffers (see case_buffers.hpp).
#pragma once

#include <cstdint>
#include <memory>

#include "backend/device.hpp"
#include "bench/bench_case.hpp"
#include "bench/case_buffers.hpp"

namespace prism::cli::bench {

class CaseData {
public:
    // Allocates `count` buffers per side (throws out_of_device_memory like Device::allocate).
    CaseData(backend::Device& device, const BenchCase& c, int count);

    // Uploads the input side's values (c's precision; reals for R2C and R2R) into every buffer of it.
    void fill(const void* host) { input_->fill(host); }
    // The forward transform's input and output for a step number; the same buffer when in place. The
    // inverse reads the output and writes the input.
    std::uint64_t input(std::int64_t step) const { return input_->handle(step); }
    std::uint64_t output(std::int64_t step) const { return (output_ ? output_ : input_)->handle(step); }
    // The first buffer of the forward's output side (where the accuracy sample is read).
    const backend::Memory& first_output() const { return (output_ ? output_ : input_)->first(); }
    int count() const { return input_->count(); }

private:
    std::unique_ptr<CaseBuffers> input_;
    std::unique_ptr<CaseBuffers> output_;  // R2C only: the complex side
};

}  // namespace prism::cli::bench
