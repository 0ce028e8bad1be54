// Status names and the Error type of the public API.
#include "prism/prism.hpp"

namespace prism {

const char* status_name(Status s) noexcept {
    switch (s) {
#define PRISM_STATUS(name, value, text) \
    case Status::name:                  \
        return #name;
#include "prism/status_list.h"
#undef PRISM_STATUS
    }
    return "unknown_status";
}

const char* status_text(Status s) noexcept {
    switch (s) {
#define PRISM_STATUS(name, value, text) \
    case Status::name:                  \
        return text;
#include "prism/status_list.h"
#undef PRISM_STATUS
    }
    return "unknown status";
}

Error::Error(Status status, std::string message) : status_(status), message_(std::move(message)) {}

const char* backend_name(Backend b) noexcept {
    switch (b) {
        case Backend::automatic: return "auto";
        case Backend::cuda: return "cuda";
        case Backend::opencl: return "opencl";
    }
    return "unknown";
}

const char* r2r_kind_name(R2RKind kind) noexcept {
    static const char* names[] = {"dct1", "dct2", "dct3", "dct4", "dst1", "dst2", "dst3", "dst4"};
    int k = static_cast<int>(kind);
    return k >= 0 && k < 8 ? names[k] : "unknown";
}

}  // namespace prism
