// The case layouts moved to tools/common (`prism check` uses them too); the suites keep their names.
#pragma once

#include "common/case_layout.hpp"
#include "support/case.hpp"
