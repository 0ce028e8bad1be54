// Host-only tests of the fused element ops' syntax trees (gen/element_ops.hpp): where a stage's
// positions lie wholly inside Bluestein's n or wholly past it, the chirp's bounds check is settled
// while generating, so zero padding is neither loaded nor computed.
#include "gen/element_ops.hpp"

#include <gtest/gtest.h>

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
