// Bumped whenever generated code changes for the same KernelSpec: part of every cache key.
#pragma once

namespace prism::gen {
inline constexpr const char* k_generator_version = "prism-gen 1";
}
