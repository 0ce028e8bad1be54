// The sizes the bloom works at: how far each axis is padded, where the image sits in the padded
// frame, how large the kernel's spectrum is, and which axis is transformed first.
#pragma once

#include <cstdint>
#include <string>

namespace prism::bloom {

enum class Padding { zero, mirror };
// bilinear: the kernel's spectrum at the kernel's own (power-of-two) size, sampled bilinearly at
// the padded image's frequencies (the document's method: cheap, rings a little).
// exact: the kernel's spectrum computed at the padded size (no ringing; the reference).
enum class SpectrumMode { bilinear, exact };
enum class FirstAxis { automatic, y, x };

struct BloomSettings {
    Padding padding = Padding::zero;
    SpectrumMode mode = SpectrumMode::bilinear;
    FirstAxis first_axis = FirstAxis::automatic;
};

// The smallest FFT the workgroup FFT runs: 2 elements per invocation times a 32-wide subgroup.
inline constexpr int k_min_fft_length = 64;

// One axis: the image's extent, the padded (power-of-two) length, and the image's first position
// in the padded frame. What keeps the circular convolution from wrapping light around is at least
// half a kernel of padding on each side of the image (pad_axis says how much that takes).
struct PaddedAxis {
    int extent = 0;
    int padded = 0;
    int offset = 0;
};

struct BloomGeometry {
    PaddedAxis y, x;        // the image in its padded frame
    int kernel_height = 0;  // the kernel image
    int kernel_width = 0;
    int spectrum_height = 0;  // the kernel's spectrum: a power of two >= the kernel,
    int spectrum_width = 0;   // or the padded size in exact mode
    bool y_first = true;      // the first FFT pass runs down the columns
};

int round_up_to_power_of_two(int value);

// The padded line for an image extent and a kernel extent (at least the kernel, at least 64).
// Zero padding: the power of two at or above extent + kernel/2, the image at offset 0. The frame
// is periodic, so the zeros after the image are also the zeros before its next copy: the light
// the kernel carries past either edge (at most kernel/2 pixels) lands in zeros, and every output
// pixel of the image equals the linear convolution's. The document pads to extent + kernel
// because it centres the image; the result is the same, and for 720 + 512 the line is 1024
// instead of 2048. Mirror padding: the mirrored halves must be in the frame on both sides, so
// extent + kernel, the image centred.
PaddedAxis pad_axis(int extent, int kernel_extent, Padding padding);

// The document's estimate: the first pass runs one FFT per pair of image lines across it, the
// second one FFT per stored frequency line (half the padded first axis). Fewer FFTs wins.
std::int64_t fft_count(const BloomGeometry& geometry, bool y_first);

BloomGeometry make_geometry(int width, int height, int kernel_width, int kernel_height,
                            const BloomSettings& settings);

std::string describe(const BloomGeometry& geometry);

}  // namespace prism::bloom
