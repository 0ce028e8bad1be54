// One test case of the accuracy and property suites, and its token: a single line that names every
// choice the case makes, printed in each failure so the case can be rerun alone
// (`prism check --case TOKEN`). It lives in tools/common because the tests and `prism check` both
// read it. Example:
//   c2c f32 shape=16x12 batch=3 in=strides:12,1:dist:192 out=packed place=inplace dir=inverse
//   norm=backward input=random:seed=7
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
    Precision precision = Precision::F32;
    std::vector<std::int64_t> shape;
    std::int64_t batch = 1;
    Layout in;
    Layout out;  // equal to `in` when in place
    Placement placement = Placement::in_place;
    Norm norm = Norm::none;
    bool normalize = false;  // Config::normalize; the token writes it as norm=normalize

    std::int64_t transform_size() const;  // product of shape
    bool fp64() const { return precision == Precision::F64; }
};

// The input of one run, defined on the logical array (batch-major, then row-major over shape).
struct Input {
    enum class Kind { random, impulse };
    Kind kind = Kind::random;
    std::uint64_t seed = 1;  // random: reference::random_complex's seed
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
// Inverse of token(); missing fields take the defaults of Case. Throws std::invalid_argument.
Case parse_token(const std::string& token);

// The prism::Config the case describes.
Config to_config(const CaseConfig& c);

}  // namespace prism::cases
