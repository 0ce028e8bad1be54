// The logical values of a case: the input it describes and what prism should return for it, FFTW
// in long double. Values are scalars: reals as they are, complexes as (re, im) pairs, batch-major
// then row-major over the side's shape (the shape, or for the complex side of R2C the half shape).
#pragma once

#include <vector>

#include "common/case_token.hpp"
#include "common/reference.hpp"

namespace prism::cases {

using reference::cld;
using Scalars = std::vector<long double>;

// The logical input the case describes, rounded to the case's precision.
Scalars case_input(const Case& c);
// Values as the device stores them: rounded to float or double, back in long double.
Scalars round_to(Precision precision, Scalars values);
// The factor the norm applies in this direction on top of the unnormalized transform (1, 1/N or
// 1/sqrt(N)); for R2R ortho it is no single factor (see expected_output).
long double norm_scale(const CaseConfig& config, Direction direction);
// What prism should return: FFTW long double (the DFT over the shape axes; r2c and numpy-style c2r;
// r2r of the kinds, or of their inverse kinds), scaled by the norm (scipy's orthonormal transforms
// for R2R ortho).
Scalars expected_output(const CaseConfig& config, Direction direction, const Scalars& input);
// ||got - want|| / ||want|| over the scalars, in long double (over complexes it is the same).
double relative_error(const Scalars& got, const Scalars& want);

std::vector<cld> to_complex(const Scalars& pairs);
Scalars to_scalars(const std::vector<cld>& values);

}  // namespace prism::cases
