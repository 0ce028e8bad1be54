// One test case of the accuracy and property suites, and its token: a single line that names every
// choice the case makes, printed in each failure so the case can be rerun alone
// (`prism check --case TOKEN`). It lives in tools/common because the tests and `prism check` both
// read it. One token covers every transform: c2c, r2c (whose inverse direction is the C2R) and r2r
// with one DCT/DST kind per axis. Examples:
//   c2c f32 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=outofplace dir=inverse
//   norm=backward input=random:seed=7
//   r2c f32 shape=16x12 batch=3 in=packed out=packed place=inplace real_padded=1 dir=inverse
//   norm=backward input=complex:seed=7
//   r2r f64 kinds=dct2,dst1 shape=16x12 batch=1 in=packed out=strides:24,2:dist:0 place=outofplace
//   dir=forward norm=ortho input=impulse:at=5
// Layouts count elements of their own side: complexes on both sides of c2c, reals on both of r2r;
// for r2c `in` is the real side (reals) and `out` the complex side (complexes), whichever way the
// plan runs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "prism/prism.hpp"

namespace prism::cases {

// A buffer layout in elements, as in prism::Config. Empty strides and zero distance mean packed,
// and the case then leaves the Config fields empty so prism's own defaulting is exercised.
struct Layout {
    std::vector<std::int64_t> strides;
    std::int64_t distance = 0;

    bool packed() const { return strides.empty() && distance == 0; }
    bool operator==(const Layout&) const = default;
};

enum class Placement { in_place, out_of_place };

// Everything a plan depends on; cases that share a CaseConfig share one compiled plan.
struct CaseConfig {
    Transform transform = Transform::C2C;
    Precision precision = Precision::F32;
    std::vector<std::int64_t> shape;  // the real shape for R2C
    std::vector<R2RKind> kinds;       // R2R: one per axis; empty otherwise
    std::int64_t batch = 1;
    Layout in;
    Layout out;  // equal to `in` when C2C or R2R run in place
    Placement placement = Placement::in_place;
    Norm norm = Norm::none;
    bool normalize = false;      // Config::normalize; the token writes it as norm=normalize
    bool real_padded = false;    // R2C: each real row padded to 2(n/2 + 1) reals
    bool destroy_input = false;  // R2C: the C2R may overwrite its input

    bool fp64() const { return precision == Precision::F64; }
    bool c2c() const { return transform == Transform::C2C; }
    bool r2c() const { return transform == Transform::R2C; }
    // N of the norm and of the error bound: the product of the lengths (C2C, R2C), or of FFTW's
    // logical sizes (R2R: 2(n-1) for dct1, 2(n+1) for dst1, 2n otherwise).
    std::int64_t transform_size() const;
};

// The input of one run, defined on the logical array of the side the direction reads
// (batch-major, then row-major over that side's shape).
struct Input {
    enum class Kind {
        random,   // values uniform in [-1, 1]: complexes for C2C, reals for R2R and R2C forward, and
                  // for C2R FFTW's r2c of such reals (Hermitian data)
        complex,  // C2R only: complexes uniform in [-1, 1]^2, not Hermitian (numpy's irfftn semantics)
        impulse,  // a single 1 at a flat logical index
    };
    Kind kind = Kind::random;
    std::uint64_t seed = 1;  // random and complex: the seed of reference::random_complex / random_real
    std::int64_t at = 0;     // impulse: flat logical index of the single 1
};

struct Case {
    CaseConfig config;
    Direction direction = Direction::forward;
    Input input;
};

std::string token(const Case& c);
// The token without direction and input: the key under which a plan is reused.
std::string config_token(const CaseConfig& c);
// Inverse of token(); missing fields take the defaults of Case, except that real transforms run
// out of place unless the token says otherwise. Throws std::invalid_argument.
Case parse_token(const std::string& token);

// The prism::Config the case describes.
Config to_config(const CaseConfig& c);

// "dct2" back to its kind (the names of prism::r2r_kind_name); throws std::invalid_argument.
R2RKind r2r_kind_from_name(const std::string& name);

}  // namespace prism::cases
