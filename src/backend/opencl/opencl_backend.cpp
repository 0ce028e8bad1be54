// probe() and open(): the backend registry's view of OpenCL.
#include "backend/opencl/opencl_backend.hpp"

#include "backend/opencl/opencl_device.hpp"
#include "backend/opencl/opencl_device_info.hpp"
#include "backend/opencl/opencl_enumerate.hpp"
#include "backend/guarded_probe.hpp"

namespace prism::backend::opencl {
namespace {

std::string join(const std::vector<std::string>& parts, const char* separator) {
    std::string text;
    for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
    return text;
}

void fill_report(BackendReport& report) {
    std::string why;
    const Api* cl = try_api(&why);
    if (!cl) {
        report.message = why;
        return;
    }
    DeviceList list = enumerate_devices(*cl);
    for (std::size_t i = 0; i < list.devices.size(); ++i)
        report.devices.push_back(describe_device(*cl, list.devices[i].device, static_cast<int>(i)));
    report.available = !report.devices.empty();
    if (list.platforms.empty())
        report.message = "no OpenCL platform is installed; install a driver (ICD), e.g. pocl-opencl-icd";
    else
        report.message = "OpenCL platforms: " + join(list.platforms, "; ");
    if (!list.problems.empty()) report.message += "; skipped: " + join(list.problems, "; ");
}

}  // namespace

BackendReport probe() { return guarded_probe(Backend::opencl, fill_report); }

std::unique_ptr<Device> open(int index, std::shared_ptr<const cache::KernelCache> cache) {
    const Api& cl = api();
    DeviceList list = enumerate_devices(cl);
    if (list.devices.empty())
        throw Error(Status::no_device,
                    "OpenCL found no device" +
                        (list.platforms.empty()
                             ? std::string("; no platform (ICD) is installed, e.g. pocl-opencl-icd")
                             : "; platforms: " + join(list.platforms, "; ")));
    if (index < 0 || static_cast<std::size_t>(index) >= list.devices.size())
        throw Error(Status::invalid_device,
                    "OpenCL device index " + std::to_string(index) + " is out of range: " +
                        std::to_string(list.devices.size()) + " device(s) found, indices 0 to " +
                        std::to_string(list.devices.size() - 1) + " (see `prism info`)");
    return std::make_unique<OpenClDevice>(cl, list.devices[static_cast<std::size_t>(index)], index,
                                          std::move(cache));
}

}  // namespace prism::backend::opencl
