#include "kernel_choice.hpp"

#include "image_file.hpp"
#include "kernel_shapes.hpp"

namespace prism::bloom {

Image make_kernel(const KernelChoice& choice) {
    if (!choice.file.empty()) return read_image(choice.file);
    if (choice.gaussian > 0) return gaussian_kernel(choice.size, choice.gaussian);
    return star_kernel(choice.size, choice.star_spikes);
}

std::string describe(const KernelChoice& choice) {
    if (!choice.file.empty()) return "kernel image " + choice.file;
    const std::string size = std::to_string(choice.size) + "x" + std::to_string(choice.size);
    if (choice.gaussian > 0) return size + " Gaussian, sigma " + std::to_string(choice.gaussian);
    return size + " star, " + std::to_string(choice.star_spikes) + " spikes";
}

}  // namespace prism::bloom
