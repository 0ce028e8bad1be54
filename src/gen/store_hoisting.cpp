#include "gen/store_hoisting.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace prism::gen {
namespace {

using ast::ExprPtr;
using ast::Op;
using ast::Stmt;
using ast::StmtKind;
using Names = std::unordered_set<std::string>;

// What one top-level statement (with everything nested in it) reads and writes.
struct Effects {
    Names reads, writes;
    bool reads_shared = false;   // a load from shared memory (this block's or the cluster's)
    bool registers_only = true;  // no load of any memory, no exchange between threads
};

void note_expr(const ExprPtr& e, const std::vector<std::string>& shared, Effects& fx) {
    if (!e) return;
    if (e->op == Op::variable) fx.reads.insert(e->name);
    const bool memory = e->op == Op::load || e->op == Op::load_cluster || e->op == Op::load_real_pair;
    if (memory || e->op == Op::warp_shuffle) fx.registers_only = false;
    if ((memory && std::find(shared.begin(), shared.end(), e->name) != shared.end()) ||
        e->op == Op::load_cluster)
        fx.reads_shared = true;
    for (const auto& arg : e->args) note_expr(arg, shared, fx);
}

void note_stmt(const Stmt& s, const std::vector<std::string>& shared, Effects& fx) {
    note_expr(s.value, shared, fx);
    note_expr(s.index, shared, fx);
    if (s.kind == StmtKind::declare || s.kind == StmtKind::assign) fx.writes.insert(s.name);
    for (const auto& inner : s.body) note_stmt(inner, shared, fx);
}

bool same_expr(const ExprPtr& a, const ExprPtr& b) {
    if (a == b) return true;
    if (!a || !b || a->op != b->op || !(a->type == b->type) || a->real != b->real ||
        a->integer != b->integer || a->name != b->name || a->builtin != b->builtin ||
        a->args.size() != b->args.size())
        return false;
    for (std::size_t i = 0; i < a->args.size(); ++i)
        if (!same_expr(a->args[i], b->args[i])) return false;
    return true;
}

// index = base + constant, the constant summed over a chain of additions of integer literals.
std::pair<ExprPtr, std::int64_t> split_offset(ExprPtr index) {
    std::int64_t offset = 0;
    while (index->op == Op::add && index->args[1]->op == Op::int_literal) {
        offset += index->args[1]->integer;
        index = index->args[0];
    }
    return {index, offset};
}

bool distinct_places(const Stmt& a, const Stmt& b) {
    if (a.name != b.name) return false;  // a view of the same memory may overlap
    auto [base_a, offset_a] = split_offset(a.index);
    auto [base_b, offset_b] = split_offset(b.index);
    return offset_a != offset_b && same_expr(base_a, base_b);
}

bool is_shared_store(const Stmt& s, const std::vector<std::string>& shared) {
    return (s.kind == StmtKind::store || s.kind == StmtKind::store_real_pair) &&
           std::find(shared.begin(), shared.end(), s.name) != shared.end();
}

bool intersects(const Names& a, const Names& b) {
    const Names& small = a.size() < b.size() ? a : b;
    const Names& large = a.size() < b.size() ? b : a;
    for (const auto& n : small)
        if (large.count(n)) return true;
    return false;
}

// Whether `moving` may go above `earlier`. An assignment moves only where its value is computed in
// registers (hoist_shared_stores), so only the variables it reads and writes order it.
bool may_pass(const Stmt& moving, const Effects& mfx, const Stmt& earlier, const Effects& efx,
              const std::vector<std::string>& shared) {
    if (intersects(mfx.reads, efx.writes)) return false;  // it needs a value `earlier` computes
    if (moving.kind == StmtKind::assign)
        return !efx.reads.count(moving.name) && !efx.writes.count(moving.name);
    switch (earlier.kind) {
        case StmtKind::barrier:
        case StmtKind::cluster_barrier:
        case StmtKind::if_block: return false;
        case StmtKind::store:
        case StmtKind::store_real_pair:
            if (is_shared_store(earlier, shared) &&
                !(moving.kind == StmtKind::store && earlier.kind == StmtKind::store &&
                  distinct_places(moving, earlier)))
                return false;
            break;
        default: break;
    }
    return !efx.reads_shared;
}

void note_nested_assignments(const std::vector<Stmt>& body, Names& assigned) {
    for (const auto& s : body) {
        if (s.kind == StmtKind::assign) assigned.insert(s.name);
        note_nested_assignments(s.body, assigned);
    }
}

// Variables declared without a value at the top level and assigned exactly once, there.
Names assigned_once(const std::vector<Stmt>& body) {
    std::unordered_map<std::string, int> top_level_assignments;
    Names declared_empty, nested;
    for (const auto& s : body) {
        if (s.kind == StmtKind::assign) ++top_level_assignments[s.name];
        if (s.kind == StmtKind::declare && !s.value) declared_empty.insert(s.name);
        note_nested_assignments(s.body, nested);
    }
    Names once;
    for (const auto& [name, count] : top_level_assignments)
        if (count == 1 && declared_empty.count(name) && !nested.count(name)) once.insert(name);
    return once;
}

}  // namespace

void hoist_shared_stores(std::vector<Stmt>& body, const std::vector<std::string>& shared) {
    const Names movable_assignments = assigned_once(body);
    std::vector<Effects> effects(body.size());
    for (std::size_t i = 0; i < body.size(); ++i) note_stmt(body[i], shared, effects[i]);
    for (std::size_t i = 0; i < body.size(); ++i) {
        const Stmt& s = body[i];
        const bool movable =
            is_shared_store(s, shared) ||
            (s.kind == StmtKind::assign && effects[i].registers_only && movable_assignments.count(s.name));
        if (!movable) continue;
        std::size_t to = i;
        while (to > 0 && may_pass(s, effects[i], body[to - 1], effects[to - 1], shared)) --to;
        if (to == i) continue;
        std::rotate(body.begin() + static_cast<std::ptrdiff_t>(to),
                    body.begin() + static_cast<std::ptrdiff_t>(i),
                    body.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        std::rotate(effects.begin() + static_cast<std::ptrdiff_t>(to),
                    effects.begin() + static_cast<std::ptrdiff_t>(i),
                    effects.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    }
}

}  // namespace prism::gen
