#include "backend/cuda/kernel_resources.hpp"

#include <sstream>

#include "backend/cuda/nvrtc_compiler.hpp"

namespace prism::backend::cuda {
namespace {

// The integer just before `unit` in `line` ("64 registers" -> 64 for unit " registers"), or -1.
int number_before(const std::string& line, const std::string& unit) {
    const std::size_t at = line.find(unit);
    if (at == std::string::npos || at == 0) return -1;
    std::size_t begin = at;
    while (begin > 0 && line[begin - 1] >= '0' && line[begin - 1] <= '9') --begin;
    return begin == at ? -1 : std::stoi(line.substr(begin, at - begin));
}

// Stores a field the line names (a missing one leaves the field as it was).
void take(const std::string& line, const std::string& unit, int& field) {
    if (int value = number_before(line, unit); value >= 0) field = value;
}

}  // namespace

// ptxas writes, per entry:
//   ptxas info    : Compiling entry function 'NAME' for 'sm_90'
//   ptxas info    : Function properties for NAME
//   ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//   ptxas info    : Used 64 registers, used 1 barriers, 4096 bytes smem
std::vector<KernelResources> parse_ptxas_report(const std::string& report) {
    std::vector<KernelResources> kernels;
    std::istringstream lines(report);
    const std::string entry = "Compiling entry function '";
    for (std::string line; std::getline(lines, line);) {
        if (std::size_t at = line.find(entry); at != std::string::npos) {
            const std::size_t begin = at + entry.size();
            kernels.push_back({line.substr(begin, line.find('\'', begin) - begin)});
            continue;
        }
        if (kernels.empty()) continue;
        KernelResources& k = kernels.back();
        if (line.find("bytes stack frame") != std::string::npos) {
            take(line, " bytes stack frame", k.stack_bytes);
            take(line, " bytes spill stores", k.spill_store_bytes);
            take(line, " bytes spill loads", k.spill_load_bytes);
        } else if (line.find(" Used ") != std::string::npos) {
            take(line, " registers", k.registers);
            take(line, " bytes smem", k.static_shared_bytes);
        }
    }
    return kernels;
}

std::vector<KernelResources> kernel_resources(const std::string& source, const std::string& arch) {
    return parse_ptxas_report(ptxas_report(source, arch));
}

}  // namespace prism::backend::cuda
