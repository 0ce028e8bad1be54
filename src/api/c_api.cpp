// The C API (prism.h) over the C++ one (prism.hpp). Each entry point runs its body inside
// `guarded`, so no exception crosses into C: the status goes back as the return value and the
// message into a per-thread string that prism_last_error() returns.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "prism/prism.h"
#include "prism/prism.hpp"

struct prism_context_s {
    prism::Context context;
};
struct prism_plan_s {
    prism::Plan plan;
};
struct prism_buffer_s {
    prism::Buffer buffer;
};

namespace {

using prism::Error;
using prism::Status;

thread_local std::string t_last_error;

void remember(const char* function, const char* message) noexcept {
    try {
        t_last_error = std::string(function) + ": " + message;
    } catch (...) {  // no memory for the message: an empty one beats none at all
        t_last_error.clear();
    }
}

prism_status to_c(Status status) noexcept {
    // An Error that claims success is itself a bug.
    if (status == Status::ok) return PRISM_internal_error;
    return static_cast<prism_status>(static_cast<int>(status));
}

template <class Body>
prism_status guarded(const char* function, Body&& body) noexcept {
    try {
        std::forward<Body>(body)();
        return PRISM_ok;
    } catch (const Error& e) {
        remember(function, e.what());
        return to_c(e.status());
    } catch (const std::bad_alloc&) {
        remember(function, "a host allocation failed");
        return PRISM_out_of_host_memory;
    } catch (const std::exception& e) {
        remember(function, (std::string("internal error: ") + e.what()).c_str());
        return PRISM_internal_error;
    } catch (...) {
        remember(function, "internal error: an unknown exception");
        return PRISM_internal_error;
    }
}

// The object behind a handle or pointer argument; `status` says what a null one is.
template <class T>
T& require(T* pointer, Status status, const char* parameter) {
    if (pointer == nullptr) throw Error(status, std::string(parameter) + " is null");
    return *pointer;
}

// The same for untyped host memory.
void require_memory(const void* pointer, const char* parameter) {
    if (pointer == nullptr) throw Error(Status::invalid_argument, std::string(parameter) + " is null");
}

// Clears an output handle first, so that it is null whenever the call fails.
template <class T>
T*& require_out(T** out, const char* parameter) {
    T*& slot = require(out, Status::invalid_argument, parameter);
    slot = nullptr;
    return slot;
}

// A C caller may pass any int as an enum, but in C++ a value outside the enumerators' range is
// undefined once loaded as the enum type; so enums are read as the int the caller wrote, unloaded.
template <class E>
int raw_value(const E& value) {
    static_assert(sizeof(E) == sizeof(int), "C enums are int-sized on every ABI prism supports");
    int raw;
    std::memcpy(&raw, &value, sizeof raw);
    return raw;
}

[[noreturn]] void reject_enum(Status status, const char* field, int value, const char* type) {
    throw Error(status, std::string(field) + " = " + std::to_string(value) + " is not a " + type + " value");
}

prism::Backend to_backend(int backend) {
    switch (backend) {
        case PRISM_BACKEND_AUTO: return prism::Backend::automatic;
        case PRISM_BACKEND_CUDA: return prism::Backend::cuda;
        case PRISM_BACKEND_OPENCL: return prism::Backend::opencl;
    }
    reject_enum(Status::invalid_argument, "backend", backend, "prism_backend");
}

prism::Precision to_precision(int precision) {
    switch (precision) {
        case PRISM_F32: return prism::Precision::F32;
        case PRISM_F64: return prism::Precision::F64;
    }
    reject_enum(Status::invalid_precision, "precision", precision, "prism_precision");
}

prism::Transform to_transform(int transform) {
    switch (transform) {
        case PRISM_C2C: return prism::Transform::C2C;
        case PRISM_R2C: return prism::Transform::R2C;
        case PRISM_R2R: return prism::Transform::R2R;
    }
    reject_enum(Status::invalid_transform, "transform", transform, "prism_transform");
}

prism::R2RKind to_r2r_kind(int kind, int axis) {
    if (kind >= PRISM_DCT1 && kind <= PRISM_DST4) return static_cast<prism::R2RKind>(kind);
    reject_enum(Status::invalid_transform, ("r2r_kinds[" + std::to_string(axis) + "]").c_str(), kind, "prism_r2r_kind");
}

prism::Norm to_norm(int norm) {
    switch (norm) {
        case PRISM_NORM_NONE: return prism::Norm::none;
        case PRISM_NORM_BACKWARD: return prism::Norm::backward;
        case PRISM_NORM_ORTHO: return prism::Norm::ortho;
        case PRISM_NORM_FORWARD: return prism::Norm::forward;
    }
    reject_enum(Status::invalid_normalization, "norm", norm, "prism_norm");
}

prism::Direction to_direction(int direction) {
    switch (direction) {
        case PRISM_FORWARD: return prism::Direction::forward;
        case PRISM_INVERSE: return prism::Direction::inverse;
    }
    reject_enum(Status::invalid_argument, "direction", direction, "prism_direction");
}

// All zero means packed (an empty vector for the C++ API); a mix of set and zero strides is a
// mistake the C++ validation would report less clearly, so it is named here.
std::vector<std::int64_t> to_strides(const std::int64_t* strides, int rank, const char* field) {
    const std::int64_t* end = strides + rank;
    const std::int64_t* first_zero = std::find(strides, end, 0);
    if (first_zero == end) return {strides, end};
    if (std::all_of(strides, end, [](std::int64_t s) { return s == 0; })) return {};
    throw Error(Status::invalid_stride, std::string(field) + "[" + std::to_string(first_zero - strides) +
                                            "] = 0 while other axes have strides; give every axis a " +
                                            "stride, or none (all zero means packed)");
}

prism::Config to_config(const prism_config& c) {
    if (c.rank < 1 || c.rank > PRISM_MAX_RANK)
        throw Error(Status::invalid_rank,
                    "rank = " + std::to_string(c.rank) + "; it must be 1.." + std::to_string(PRISM_MAX_RANK));
    prism::Config config;
    config.shape.assign(c.shape, c.shape + c.rank);
    config.batch = c.batch;
    config.transform = to_transform(raw_value(c.transform));
    config.precision = to_precision(raw_value(c.precision));
    config.in_strides = to_strides(c.in_strides, c.rank, "in_strides");
    config.out_strides = to_strides(c.out_strides, c.rank, "out_strides");
    config.in_distance = c.in_distance;
    config.out_distance = c.out_distance;
    config.norm = to_norm(raw_value(c.norm));
    config.user_temp = c.user_temp != 0;
    if (config.transform == prism::Transform::R2R)
        for (int a = 0; a < c.rank; ++a) config.r2r_kinds.push_back(to_r2r_kind(raw_value(c.r2r_kinds[a]), a));
    config.real_padded = c.real_padded != 0;
    config.destroy_input = c.destroy_input != 0;
    return config;
}

void require_address(std::uint64_t address, const char* parameter) {
    if (address == 0)
        throw Error(Status::invalid_buffer, std::string(parameter) + " is 0 (a null device address)");
}

}  // namespace

extern "C" {

void prism_config_init(prism_config* config) {
    if (config == nullptr) return;
    std::memset(config, 0, sizeof *config);
    config->rank = 0;  // the caller must say how many axes; forgetting is invalid_rank, not a guess
    config->batch = 1;
    config->transform = PRISM_C2C;
    config->precision = PRISM_F32;
    config->norm = PRISM_NORM_NONE;
}

prism_status prism_context_create(prism_backend backend, int device, prism_context* out) {
    return guarded(__func__, [&] {
        prism_context& result = require_out(out, "out");
        prism::ContextOptions options;
        options.backend = to_backend(raw_value(backend));
        options.device = device;
        result = new prism_context_s{prism::Context::create(options)};
    });
}

prism_status prism_context_destroy(prism_context context) {
    return guarded(__func__, [&] { delete &require(context, Status::invalid_context, "context"); });
}

prism_status prism_context_device_name(prism_context context, char* name, size_t size) {
    return guarded(__func__, [&] {
        const prism::Context& ctx = require(context, Status::invalid_context, "context").context;
        require(name, Status::invalid_argument, "name");
        if (size == 0)
            throw Error(Status::invalid_argument, "size is 0; the name needs room for its terminating NUL");
        const std::string& device_name = ctx.device().name;
        std::size_t length = std::min(device_name.size(), size - 1);
        std::memcpy(name, device_name.data(), length);
        name[length] = '\0';
    });
}

prism_status prism_plan_create(prism_context context, const prism_config* config, prism_plan* out) {
    return guarded(__func__, [&] {
        prism_plan& result = require_out(out, "out");
        const prism::Context& ctx = require(context, Status::invalid_context, "context").context;
        prism::Config cpp_config = to_config(require(config, Status::invalid_argument, "config"));
        result = new prism_plan_s{ctx.plan(cpp_config)};
    });
}

prism_status prism_plan_destroy(prism_plan plan) {
    return guarded(__func__, [&] { delete &require(plan, Status::invalid_plan, "plan"); });
}

prism_status prism_plan_execute(prism_plan plan, prism_direction direction, uint64_t in, uint64_t out,
                                void* stream) {
    return guarded(__func__, [&] {
        const prism::Plan& p = require(plan, Status::invalid_plan, "plan").plan;
        prism::Direction dir = to_direction(raw_value(direction));
        require_address(in, "in");
        require_address(out, "out");
        p.execute(dir, prism::DeviceAddress{in}, prism::DeviceAddress{out}, prism::Stream(stream));
    });
}

prism_status prism_plan_work_size(prism_plan plan, size_t* bytes) {
    return guarded(__func__, [&] {
        const prism::Plan& p = require(plan, Status::invalid_plan, "plan").plan;
        require(bytes, Status::invalid_argument, "bytes") = p.work_size();
    });
}

prism_status prism_plan_temp_size(prism_plan plan, size_t* bytes) {
    return guarded(__func__, [&] {
        const prism::Plan& p = require(plan, Status::invalid_plan, "plan").plan;
        require(bytes, Status::invalid_argument, "bytes") = p.temp_size();
    });
}

prism_status prism_plan_execute_with_temp(prism_plan plan, prism_direction direction, uint64_t in, uint64_t out,
                                          uint64_t temp, void* stream) {
    return guarded(__func__, [&] {
        const prism::Plan& p = require(plan, Status::invalid_plan, "plan").plan;
        prism::Direction dir = to_direction(raw_value(direction));
        require_address(in, "in");
        require_address(out, "out");
        require_address(temp, "temp");
        p.execute(dir, prism::DeviceAddress{in}, prism::DeviceAddress{out}, prism::DeviceAddress{temp},
                  prism::Stream(stream));
    });
}

prism_status prism_buffer_create(prism_context context, size_t bytes, prism_buffer* out) {
    return guarded(__func__, [&] {
        prism_buffer& result = require_out(out, "out");
        const prism::Context& ctx = require(context, Status::invalid_context, "context").context;
        result = new prism_buffer_s{ctx.allocate(bytes)};
    });
}

prism_status prism_buffer_destroy(prism_buffer buffer) {
    return guarded(__func__, [&] { delete &require(buffer, Status::invalid_buffer, "buffer"); });
}

uint64_t prism_buffer_address(prism_buffer buffer) {
    std::uint64_t address = 0;
    guarded(__func__,
            [&] { address = require(buffer, Status::invalid_buffer, "buffer").buffer.address().handle; });
    return address;
}

prism_status prism_buffer_upload(prism_buffer buffer, const void* host, size_t bytes) {
    return guarded(__func__, [&] {
        prism::Buffer& b = require(buffer, Status::invalid_buffer, "buffer").buffer;
        require_memory(host, "host");
        b.upload(host, bytes);
    });
}

prism_status prism_buffer_download(prism_buffer buffer, void* host, size_t bytes) {
    return guarded(__func__, [&] {
        const prism::Buffer& b = require(buffer, Status::invalid_buffer, "buffer").buffer;
        require_memory(host, "host");
        b.download(host, bytes);
    });
}

prism_status prism_synchronize(prism_context context, void* stream) {
    return guarded(__func__, [&] {
        require(context, Status::invalid_context, "context").context.synchronize(prism::Stream(stream));
    });
}

const char* prism_last_error(void) { return t_last_error.c_str(); }

const char* prism_status_name(prism_status status) {
    const char* name = prism::status_name(static_cast<Status>(status));
    return name != nullptr ? name : "unknown_status";
}

}  // extern "C"
