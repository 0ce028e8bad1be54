// A 128-bit integer for overflow-free stride and angle arithmetic (a GCC/Clang extension).
#pragma once

namespace prism::core {
__extension__ typedef __int128 int128;
}
