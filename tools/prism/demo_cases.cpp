#include "demo_cases.hpp"

#include <numeric>

namespace prism::cli {
namespace {

// A packed batch of transforms; as an array it is (batch, shape...) with the shape axes transformed.
DemoCase packed(std::vector<std::int64_t> shape, std::int64_t batch, Precision precision) {
    DemoCase demo;
    demo.config.shape = shape;
    demo.config.batch = batch;
    demo.config.precision = precision;
    demo.layout = "out-of-place";
    demo.array_shape = shape;
    if (batch > 1) demo.array_shape.insert(demo.array_shape.begin(), batch);
    const int first = batch > 1 ? 1 : 0;
    for (int axis = first; axis < static_cast<int>(demo.array_shape.size()); ++axis) demo.axes.push_back(axis);
    return demo;
}

// The columns of a row-major (rows, columns) matrix, transformed in place: stride `columns`,
// consecutive transforms one element apart (a layout only a strided plan can do without a copy).
DemoCase strided_columns(std::int64_t rows, std::int64_t columns, Precision precision) {
    DemoCase demo;
    demo.config.shape = {rows};
    demo.config.in_strides = demo.config.out_strides = {columns};
    demo.config.batch = columns;
    demo.config.in_distance = demo.config.out_distance = 1;
    demo.config.precision = precision;
    demo.in_place = true;
    demo.layout = "strided, in-place";
    demo.array_shape = {rows, columns};
    demo.axes = {0};
    return demo;
}

DemoCase in_place(DemoCase demo) {
    demo.in_place = true;
    demo.layout = "in-place";
    return demo;
}

}  // namespace

std::vector<DemoCase> demo_cases() {
    return {
        packed({1024}, 1, Precision::F32),
        packed({1000}, 1, Precision::F64),  // 2^3 * 5^3: radices other than 2
        packed({4096}, 64, Precision::F32),
        packed({256, 256}, 1, Precision::F32),
        packed({32, 30, 28}, 1, Precision::F64),
        packed({30030}, 1, Precision::F32),  // 2*3*5*7*11*13: many small primes, may not fit one pass yet
        in_place(packed({128, 96}, 4, Precision::F32)),
        strided_columns(512, 16, Precision::F32),
    };
}

std::int64_t transform_size(const Config& config) {
    return std::accumulate(config.shape.begin(), config.shape.end(), std::int64_t{1}, std::multiplies<>());
}

std::int64_t element_count(const DemoCase& demo_case) {
    return std::accumulate(demo_case.array_shape.begin(), demo_case.array_shape.end(), std::int64_t{1},
                           std::multiplies<>());
}

}  // namespace prism::cli
