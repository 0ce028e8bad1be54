// One test case of the real-transform suites (R2C/C2R and R2R), and its token: a single line that
// names every choice the case makes, printed in each failure. Examples:
//   r2c f32 shape=16x12 batch=3 in=packed out=packed place=inplace real_padded=1 dir=inverse
//   norm=backward input=hermitian:seed=7
//   r2r f64 kinds=dct2,dst1 shape=16x12 batch=1 in=packed out=strides:24,2:dist:0 place=outofplace
//   dir=forward norm=ortho input=impulse:at=5
// Layouts count elements of their own side: `in` the real side (reals), `out` the complex side of
// r2c (complexes) or the output of r2r (reals), whichever way the plan runs. It does not depend on
// gtest, so it can join the C2C tokens in tools/common once `prism check` runs real cases.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/case_token.hpp"
#include "prism/prism.hpp"

namespace prism::cases {

struct RealCaseConfig {
    Transform transform = Transform::R2C;  // R2C or R2R
    Precision precision = Precision::F32;
    std::vector<std::int64_t> shape;  // the real shape
    std::vector<R2RKind> kinds;       // R2R: one per axis
    std::int64_t batch = 1;
    Layout in;   // real side
    Layout out;  // complex side (R2C) or output (R2R)
    Placement placement = Placement::out_of_place;
    bool real_padded = false;
    bool destroy_input = false;
    Norm norm = Norm::none;

    bool fp64() const { return precision == Precision::F64; }
    bool r2c() const { return transform == Transform::R2C; }
    // N of the norm and of the error bound: the product of the real lengths (R2C), or of FFTW's
    // logical sizes (R2R: 2(n-1) for dct1, 2(n+1) for dst1, 2n otherwise).
    std::int64_t transform_size() const;
};

// What the input of one run holds, on the logical array of the side the direction reads.
struct RealInput {
    enum class Kind {
        random,   // reals uniform in [-1, 1]; for C2R, FFTW's r2c of such reals (Hermitian data)
        complex,  // C2R only: complex values uniform in [-1, 1]^2, not Hermitian (numpy's irfftn semantics)
        impulse,  // a single 1 at a flat logical index
    };
    Kind kind = Kind::random;
    std::uint64_t seed = 1;
    std::int64_t at = 0;
};

struct RealCase {
    RealCaseConfig config;
    Direction direction = Direction::forward;
    RealInput input;
};

std::string real_token(const RealCase& c);
// The token without direction and input: the key under which a plan is reused.
std::string real_config_token(const RealCaseConfig& c);
// Inverse of real_token(); missing fields take the defaults. Throws std::invalid_argument.
RealCase parse_real_token(const std::string& token);

// The prism::Config the case describes (empty Layouts leave the Config's strides empty).
Config to_config(const RealCaseConfig& c);

// "dct2", parsed back by r2r_kind_from_name (throws std::invalid_argument for an unknown name).
R2RKind r2r_kind_from_name(const std::string& name);

}  // namespace prism::cases
