// Host-only tests of the generated kernels' syntax trees as a whole (gen/stockham_kernel.hpp),
// built from the reference device's plans.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "gen/stockham_kernel.hpp"
#include "planner_helpers.hpp"

using namespace prism;
using gen::ast::ExprPtr;

namespace {

void note_reads(const ExprPtr& e, std::set<std::string>& read) {
    if (!e) return;
    if (e->op == gen::ast::Op::variable) read.insert(e->name);
    for (const auto& arg : e->args) note_reads(arg, read);
}

void note_reads_and_writes(const std::vector<gen::ast::Stmt>& body, std::set<std::string>& read,
                           std::set<std::string>& written) {
    for (const auto& s : body) {
        note_reads(s.value, read);
        note_reads(s.index, read);
        if (s.kind == gen::ast::StmtKind::declare || s.kind == gen::ast::StmtKind::assign) written.insert(s.name);
        note_reads_and_writes(s.body, read, written);
    }
}

}  // namespace

// The generated kernels name only what they read (gen/unread_code.hpp): a convolution's dropped
// tail, a real row's unused imaginary parts and the prologue's unused indices leave no variable
// behind (each had cost a "declared but never referenced" warning in NVRTC and nvcc).
TEST(GeneratedKernels, DeclareOnlyWhatTheyRead) {
    std::vector<Config> configs;
    for (std::int64_t n : {4099, 1024, 4093}) {
        Config c;
        c.shape = {n};
        c.batch = 8;
        configs.push_back(c);
    }
    for (R2RKind kind : {R2RKind::dct2, R2RKind::dst1}) {
        Config c;
        c.shape = {kind == R2RKind::dct2 ? 96 : 1024};
        c.batch = 8;
        c.transform = Transform::R2R;
        c.r2r_kinds = {kind};
        configs.push_back(c);
    }
    for (const Config& c : configs) {
        const plan::KernelGraph g = test::graph_for(c);
        for (const plan::KernelSpec& k : g.kernels)
            for (Direction d : {Direction::forward, Direction::inverse}) {
                std::set<std::string> read, written;
                note_reads_and_writes(gen::build_stockham_kernel(k, d).body, read, written);
                for (const std::string& name : written)
                    EXPECT_TRUE(read.count(name)) << k.name << " of length " << c.shape[0] << ": " << name << " is never read";
            }
    }
}
