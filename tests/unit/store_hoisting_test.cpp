// Host-only tests of gen/store_hoisting.hpp: which statements a shared store and a register
// assignment move past, and what the one-thread kernels look like with it.
#include "gen/store_hoisting.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gen/builder.hpp"
#include "gen/stockham_kernel.hpp"
#include "planner_helpers.hpp"

using namespace prism;
using gen::ast::Stmt;
using gen::ast::StmtKind;

namespace {

const gen::ast::Type k_f32{gen::ast::Scalar::f32, false};
const gen::ast::Type k_i32{gen::ast::Scalar::i32, false};

Stmt declare(const std::string& name, gen::ExprPtr value = nullptr) {
    return {StmtKind::declare, k_f32, name, std::move(value), nullptr, {}};
}
Stmt assign(const std::string& name, gen::ExprPtr value) {
    return {StmtKind::assign, k_f32, name, std::move(value), nullptr, {}};
}
Stmt store(const std::string& buffer, std::int64_t offset, const std::string& value) {
    auto index = gen::add(gen::variable("base", k_i32), gen::int_literal(offset, gen::ast::Scalar::i32));
    return {StmtKind::store, {}, buffer, gen::variable(value, k_f32), index, {}};
}
Stmt barrier() { return {StmtKind::barrier, {}, "", nullptr, nullptr, {}}; }
gen::ExprPtr var(const std::string& name) { return gen::variable(name, k_f32); }

// The order of the statements, by name (a barrier is "|").
std::string order(const std::vector<Stmt>& body) {
    std::string out;
    for (const Stmt& s : body) {
        out += s.kind == StmtKind::barrier ? std::string("|")
               : s.kind == StmtKind::store ? "S(" + s.value->name + ")"
                                           : s.name;
        out += " ";
    }
    return out;
}

}  // namespace

// y0 and y1 are a butterfly's outputs, declared first and assigned at its end; each store moves up
// to the value it reads, the assignments with them, in the order the values appear.
TEST(StoreHoisting, StoresFollowTheirValues) {
    std::vector<Stmt> body = {declare("y0"),
                              declare("y1"),
                              declare("a", gen::mul(var("x"), var("x"))),
                              declare("b", gen::add(var("x"), var("x"))),
                              assign("y1", var("a")),
                              assign("y0", var("b")),
                              store("smem", 0, "y0"),
                              store("smem", 1, "y1")};
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y0 y1 a y1 S(y1) b y0 S(y0) ");
}

// A store stays behind a barrier, a read of shared memory and a store it may overwrite; an
// assignment computed in registers passes the barrier but not a reader of its target, and one that
// loads from memory stays where it is.
TEST(StoreHoisting, StopsWhereOrderMatters) {
    auto shared_load = gen::load("smem", k_f32, gen::int_literal(3, gen::ast::Scalar::i32));
    std::vector<Stmt> body = {declare("y"), declare("a", var("x")), barrier(), assign("y", var("a")),
                              store("smem", 0, "y")};
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y a y | S(y) ");

    body = {declare("y"), declare("a", var("x")), declare("r", shared_load), assign("y", var("a")),
            store("smem", 0, "y")};
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y a y r S(y) ");

    body = {declare("y"),          declare("a", var("x")), assign("y", var("a")), declare("z", var("x")),
            store("smem", 0, "z"), store("smem", 0, "y")};  // the same place: order kept
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y a y z S(z) S(y) ");

    body = {declare("y"), declare("a", var("x")), declare("c", var("y")), assign("y", var("a"))};
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y a c y ");  // c reads the earlier y

    body = {declare("y"), declare("a", var("x")), store("out", 0, "a"), assign("y", var("a")),
            store("smem", 1, "y")};
    gen::hoist_shared_stores(body, {"smem"});  // a global store is no shared memory
    EXPECT_EQ(order(body), "y a y S(y) S(a) ");

    body = {declare("y"), barrier(), assign("y", shared_load)};  // a load keeps its place
    gen::hoist_shared_stores(body, {"smem"});
    EXPECT_EQ(order(body), "y | y ");
}

// With one thread a sequence (fp64 31, a pair butterfly) the stage has no barrier between its
// reads and its stores, and each output reaches shared memory before the next is computed: no
// store waits for the last output, which had kept all 31 live (ptxas, sm_90: 164 bytes spilled).
TEST(StoreHoisting, OneThreadKernelsStoreEachOutputAsItIsComputed) {
    Config c;
    c.shape = {31};
    c.batch = 4096;
    c.precision = Precision::F64;
    const plan::KernelGraph g = test::graph_for(c);
    ASSERT_EQ(g.kernels.size(), 1u);
    ASSERT_EQ(g.kernels[0].threads_per_sequence, 1);
    const auto body = gen::build_stockham_kernel(g.kernels[0], Direction::forward).body;
    int barriers = 0, stores_before_last_assignment = 0;
    std::size_t last_assignment = 0;
    for (std::size_t i = 0; i < body.size(); ++i)
        if (body[i].kind == StmtKind::assign) last_assignment = i;
    for (std::size_t i = 0; i < body.size(); ++i) {
        barriers += body[i].kind == StmtKind::barrier;
        stores_before_last_assignment +=
            body[i].kind == StmtKind::store && body[i].name == "smem" && i < last_assignment;
    }
    EXPECT_EQ(barriers, 2);  // after the staged copy in, and before the staged copy out
    EXPECT_GE(stores_before_last_assignment, 29);
}
