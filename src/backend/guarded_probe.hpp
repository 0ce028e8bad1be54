// Probing a backend never throws: whatever goes wrong becomes the report's message.
#pragma once

#include <exception>
#include <string>

#include "prism/prism.hpp"

namespace prism::backend {

template <class Fill>
BackendReport guarded_probe(Backend backend, Fill fill) {
    BackendReport report;
    report.backend = backend;
    try {
        fill(report);
        return report;
    } catch (const std::exception& error) {
        report.message = error.what();
    } catch (...) {
        report.message = std::string("probing ") + backend_name(backend) + " failed with an unknown exception";
    }
    report.available = false;
    report.devices.clear();
    return report;
}

}  // namespace prism::backend
