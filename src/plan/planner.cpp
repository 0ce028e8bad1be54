#include "plan/planner.hpp"

#include <sstream>

#include "plan/factorize.hpp"

namespace prism::plan {

std::string AxisProblem::key() const {
    std::ostringstream s;
    s << axis << ':' << layout.length << ',' << layout.in_stride << ',' << layout.out_stride << '|';
    for (const auto& d : outer) s << d.length << ',' << d.in_stride << ',' << d.out_stride << ';';
    s << '|' << static_cast<int>(precision) << static_cast<int>(twiddles) << index64 << static_cast<int>(source)
      << '|' << static_cast<double>(forward_scale) << ',' << static_cast<double>(inverse_scale);
    return s.str();
}

Planner::Planner(const DeviceInfo& device) : device_(device), device_class_(classify(device)) {
    problem_solvers_.push_back(make_multi_axis_solver());
    axis_solvers_.push_back(make_stockham_single_pass_solver());
}

PlanNode Planner::plan(const core::Problem& problem) {
    for (const auto& solver : problem_solvers_)
        if (auto node = solver->solve(problem, *this)) return *node;
    throw Error(Status::internal_error, "no solver accepted the problem " + problem.describe());
}

std::optional<PlanNode> Planner::plan_axis(const AxisProblem& problem) {
    auto key = problem.key();
    if (auto hit = axis_memo_.find(key); hit != axis_memo_.end()) return hit->second;
    std::optional<PlanNode> result;
    for (const auto& solver : axis_solvers_)
        if ((result = solver->solve(problem, *this))) break;
    axis_memo_.emplace(key, result);
    return result;
}

std::string unsupported_axis_reason(const AxisProblem& problem, const DeviceInfo& device) {
    std::int64_t n = problem.layout.length;
    std::ostringstream s;
    s << "axis " << problem.axis << " has length " << n;
    if (!has_butterfly_factors(n)) {
        auto factors = prime_factors(n);
        s << " = ";
        for (std::size_t i = 0; i < factors.size(); ++i) s << (i ? "*" : "") << factors[i];
        s << "; prism transforms lengths whose prime factors are 2, 3, 5, 7, 11 and 13 "
             "(Rader and Bluestein for other primes are not built yet)";
    } else {
        std::size_t element = problem.precision == Precision::F64 ? 16 : 8;
        s << ", which needs " << n * static_cast<std::int64_t>(element)
          << " bytes of shared memory in one pass; " << device.name << " offers "
          << device.shared_memory_per_block << " per block (multi-pass FFTs are not built yet)";
    }
    return s.str();
}

}  // namespace prism::plan
