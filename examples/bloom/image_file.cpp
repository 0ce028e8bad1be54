#include "image_file.hpp"

#include <algorithm>
#include <cctype>

#include "hdr_io.hpp"
#include "png_io.hpp"
#include "prism/prism.hpp"

namespace prism::bloom {

Image read_image(const std::string& path) {
    std::string extension =
        path.substr(path.find_last_of('.') == std::string::npos ? path.size() : path.find_last_of('.'));
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (extension == ".hdr") return read_hdr(path);
    if (extension == ".png") return read_png(path);
    throw Error(Status::invalid_argument, "image '" + path + "': expected a .png or .hdr file");
}

}  // namespace prism::bloom
