// The smallest use of the bloom library: bloom the synthetic scene (or an image given on the
// command line) with a star kernel on the default device, and write the result as HDR and PNG.
//   bloom_example [IN.png|IN.hdr] OUT_PREFIX
#include <cstdio>
#include <exception>
#include <string>

#include "bloom/gpu_bloom.hpp"
#include "bloom/hdr_io.hpp"
#include "bloom/image_file.hpp"
#include "bloom/kernel_shapes.hpp"
#include "bloom/png_io.hpp"
#include "bloom/scene.hpp"
#include "bloom/tone_map.hpp"

int main(int argc, char** argv) {
    using namespace prism::bloom;
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: bloom_example [IN.png|IN.hdr] OUT_PREFIX\n");
        return 2;
    }
    try {
        const Image image = argc == 3 ? read_image(argv[1]) : synthetic_scene(640, 360);
        const std::string prefix = argv[argc - 1];
        auto device = prism::backend::open_device(prism::Backend::automatic, 0, {});
        GpuBloom bloom(*device, star_kernel(256, 4), image.width, image.height, BloomSettings{});
        const Image out = bloom.apply(image);
        write_hdr(prefix + ".hdr", out);
        write_png(prefix + ".png", out.width, out.height, tone_map(out, 1.0f));
        std::printf("%s: %s\n", device->info().name.c_str(), describe(bloom.geometry()).c_str());
    } catch (const std::exception& error) {
        std::fprintf(stderr, "bloom_example: %s\n", error.what());
        return 1;
    }
    return 0;
}
