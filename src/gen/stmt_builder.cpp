#include "gen/builder.hpp"

namespace prism::gen {

std::string StmtBuilder::fresh(const std::string& stem) { return stem + std::to_string((*counter_)++); }

ExprPtr StmtBuilder::declare(const std::string& stem, ExprPtr value) {
    // Literals and plain variables are free to repeat; only computed values get a name.
    if (value->op == ast::Op::real_literal || value->op == ast::Op::int_literal || value->op == ast::Op::variable)
        return value;
    ast::Stmt s;
    s.kind = ast::StmtKind::declare;
    s.type = value->type;
    s.name = fresh(stem);
    s.value = value;
    out_->push_back(s);
    return variable(s.name, s.type);
}

void StmtBuilder::declare_uninitialized(const std::string& name, ast::Type type) {
    ast::Stmt s;
    s.kind = ast::StmtKind::declare;
    s.type = type;
    s.name = name;
    out_->push_back(s);
}

void StmtBuilder::assign(const std::string& name, ExprPtr value) {
    ast::Stmt s;
    s.kind = ast::StmtKind::assign;
    s.name = name;
    s.value = value;
    out_->push_back(s);
}

Complex StmtBuilder::materialize(const Complex& c) { return {declare("r", c.re), declare("i", c.im)}; }

void StmtBuilder::store(const std::string& buffer, ExprPtr index, ExprPtr value) {
    ast::Stmt s;
    s.kind = ast::StmtKind::store;
    s.name = buffer;
    s.index = index;
    s.value = value;
    out_->push_back(s);
}

void StmtBuilder::store_real_pair(const std::string& buffer, ExprPtr pair_index, ExprPtr value) {
    ast::Stmt s;
    s.kind = ast::StmtKind::store_real_pair;
    s.type = value->type;
    s.name = buffer;
    s.index = pair_index;
    s.value = value;
    out_->push_back(s);
}

void StmtBuilder::barrier() {
    ast::Stmt s;
    s.kind = ast::StmtKind::barrier;
    out_->push_back(s);
}

void StmtBuilder::cluster_barrier() {
    ast::Stmt s;
    s.kind = ast::StmtKind::cluster_barrier;
    out_->push_back(s);
}

void StmtBuilder::comment(const std::string& text) {
    ast::Stmt s;
    s.kind = ast::StmtKind::comment;
    s.name = text;
    out_->push_back(s);
}

StmtBuilder StmtBuilder::if_block(ExprPtr condition) {
    ast::Stmt s;
    s.kind = ast::StmtKind::if_block;
    s.value = condition;
    out_->push_back(s);
    return StmtBuilder(out_->back().body, counter_);
}

}  // namespace prism::gen
