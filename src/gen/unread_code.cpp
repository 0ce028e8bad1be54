#include "gen/unread_code.hpp"

#include <string>
#include <unordered_set>

namespace prism::gen {
namespace {

void note_reads(const ast::ExprPtr& e, std::unordered_set<std::string>& read) {
    if (!e) return;
    if (e->op == ast::Op::variable) read.insert(e->name);
    for (const auto& arg : e->args) note_reads(arg, read);
}

// Every variable some statement reads; a declaration or assignment does not read its own target.
void note_reads(const std::vector<ast::Stmt>& body, std::unordered_set<std::string>& read) {
    for (const auto& s : body) {
        note_reads(s.value, read);
        note_reads(s.index, read);
        note_reads(s.body, read);
    }
}

bool writes_unread(const ast::Stmt& s, const std::unordered_set<std::string>& read) {
    const bool writes = s.kind == ast::StmtKind::declare || s.kind == ast::StmtKind::assign;
    return writes && !read.count(s.name);
}

// Drops the unread writes of one pass; true where it dropped any.
bool drop_unread(std::vector<ast::Stmt>& body, const std::unordered_set<std::string>& read) {
    bool dropped = false;
    std::vector<ast::Stmt> kept;
    kept.reserve(body.size());
    for (auto& s : body) {
        if (writes_unread(s, read)) {
            dropped = true;
            continue;
        }
        if (s.kind == ast::StmtKind::if_block) dropped = drop_unread(s.body, read) || dropped;
        kept.push_back(std::move(s));
    }
    body = std::move(kept);
    return dropped;
}

}  // namespace

void remove_unread_variables(std::vector<ast::Stmt>& body) {
    for (;;) {
        std::unordered_set<std::string> read;
        note_reads(body, read);
        if (!drop_unread(body, read)) return;
    }
}

}  // namespace prism::gen
