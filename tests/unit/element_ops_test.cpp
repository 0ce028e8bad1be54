// Host-only tests of the fused element ops' syntax trees (gen/element_ops.hpp): where a stage's
// positions lie wholly inside Bluestein's n or wholly past it, the chirp's bounds check is settled
// while generating, so zero padding is neither loaded nor computed.
#include "gen/element_ops.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

#include "gen/stockham_kernel.hpp"
#include "planner_helpers.hpp"

using namespace prism;
using namespace prism::gen;

namespace {

plan::ElementOp chirp_op(std::int64_t n) {
    plan::ElementOp op;
    op.kind = plan::ElementOpKind::chirp;
    op.length = n;
    op.lut_offset = 64;
    return op;
}

struct Emitted {
    std::vector<ast::Stmt> body;
    Complex value;
    bool read_called = false;
    bool read_guarded = false;  // the reader got an `exists` condition
};

Emitted load_through_chirp(std::int64_t n, PositionRange range) {
    Emitted e;
    StmtBuilder b(e.body);
    static const std::vector<ExprPtr> no_coords;
    OpSite site{variable("pos", {ast::Scalar::i32}), &no_coords, ast::Scalar::i32, ast::Scalar::f32, -1, -1, range};
    ElementReader read = [&](StmtBuilder&, ExprPtr exists) {
        e.read_called = true;
        e.read_guarded = exists != nullptr;
        return Complex{variable("xr", {ast::Scalar::f32}), variable("xi", {ast::Scalar::f32})};
    };
    e.value = apply_load_op(b, chirp_op(n), site, read);
    return e;
}

bool is_zero_literal(const ExprPtr& x) { return x->op == ast::Op::real_literal && x->real == 0; }

}  // namespace

TEST(ChirpOp, PositionsPastTheLengthAreLiteralZeros) {
    Emitted past = load_through_chirp(100, {100, 131});
    EXPECT_FALSE(past.read_called);
    EXPECT_TRUE(past.body.empty());
    EXPECT_TRUE(is_zero_literal(past.value.re) && is_zero_literal(past.value.im));
    EXPECT_TRUE(past_chirp(chirp_op(100), {nullptr, nullptr, ast::Scalar::i32, ast::Scalar::f32, -1, -1, {100, 131}}));
}

TEST(ChirpOp, PositionsInsideTheLengthReadWithoutACheck) {
    Emitted inside = load_through_chirp(100, {0, 99});
    EXPECT_TRUE(inside.read_called);
    EXPECT_FALSE(inside.read_guarded);
    for (const auto& s : inside.body) EXPECT_EQ(s.name.rfind("exists", 0), std::string::npos) << s.name;
}

TEST(ChirpOp, StraddlingOrUnknownPositionsKeepTheRuntimeCheck) {
    for (PositionRange range : {PositionRange{90, 110}, PositionRange{}}) {
        Emitted e = load_through_chirp(100, range);
        EXPECT_TRUE(e.read_called);
        EXPECT_TRUE(e.read_guarded);
        EXPECT_FALSE(past_chirp(chirp_op(100), {nullptr, nullptr, ast::Scalar::i32, ast::Scalar::f32, -1, -1, range}));
    }
}

namespace {

struct Accesses {
    int loads_in = 0, stores_out = 0;
};

void count_loads(const ExprPtr& e, Accesses& a) {
    if (!e) return;
    if (e->op == ast::Op::load && e->name == "in") ++a.loads_in;
    for (const auto& arg : e->args) count_loads(arg, a);
}

void count(const std::vector<ast::Stmt>& body, Accesses& a) {
    for (const auto& s : body) {
        count_loads(s.value, a);
        count_loads(s.index, a);
        if (s.kind == ast::StmtKind::store && s.name == "out") ++a.stores_out;
        count(s.body, a);
    }
}

// Inputs t of a first stage of `butterflies` whose positions t * butterflies + j start below n, and
// the rounds of butterflies each thread takes.
std::int64_t reaching(std::int64_t n, std::int64_t butterflies, int radix) {
    return std::min<std::int64_t>(radix, (n + butterflies - 1) / butterflies);
}

}  // namespace

// The one-kernel convolution as generated: its device reads are the first stage's inputs that can
// lie below n, its device writes the last stage's outputs that can, one per round of butterflies;
// fp32 4099 (M = 8748 on the H100: 27 x 27 x 12) reads 13 of 27 and writes 6 of 12.
TEST(ChirpOp, OneKernelConvolutionTouchesOnlyItsUnpaddedElements) {
    for (auto [n, precision] :
         {std::pair{4099, Precision::F32}, std::pair{2039, Precision::F64}, std::pair{167, Precision::F32}}) {
        Config c;
        c.shape = {n};
        c.batch = 64;
        c.precision = precision;
        const plan::KernelGraph g = test::graph_for(c);
        ASSERT_EQ(g.kernels.size(), 1u);
        const plan::KernelSpec& k = g.kernels[0];
        ASSERT_EQ(k.convolution_op.kind, plan::ElementOpKind::spectrum) << n;
        const int first = k.radices.front(), last = k.radices.back();
        const std::int64_t threads = k.threads_per_sequence, m = k.length;
        auto rounds = [&](std::int64_t butterflies) { return (butterflies + threads - 1) / threads; };
        Accesses a;
        count(build_stockham_kernel(k, Direction::forward).body, a);
        SCOPED_TRACE(std::to_string(n) + ": M = " + std::to_string(m));
        EXPECT_EQ(a.loads_in, reaching(n, m / first, first) * rounds(m / first));
        EXPECT_EQ(a.stores_out, reaching(n, m / last, last) * rounds(m / last));
        EXPECT_LT(a.loads_in, first * rounds(m / first));
    }
}
