// Rendering a syntax tree as source text. The walk over the tree is shared; each dialect supplies
// its spelling of types, qualifiers, built-ins and barriers.
#pragma once

#include <memory>
#include <string>

#include "backend/device.hpp"
#include "gen/ast.hpp"

namespace prism::gen {

class DialectPrinter {
public:
    virtual ~DialectPrinter() = default;
    std::string print(const ast::Module& module) const;

protected:
    virtual std::string module_prologue(const ast::Module& module) const = 0;
    virtual std::string type_name(ast::Type type) const = 0;
    virtual std::string kernel_signature(const ast::Kernel& kernel) const = 0;
    virtual std::string shared_declaration(const ast::SharedArray& array) const = 0;
    // The declaration of array.real_view: a pointer to array's memory as single reals.
    virtual std::string shared_real_view(const ast::SharedArray& array) const = 0;
    virtual std::string builtin(ast::Builtin which, ast::Scalar scalar) const = 0;
    virtual std::string barrier() const = 0;
    // Thread-block clusters: a load from another block's shared memory, and the cluster's barrier.
    virtual std::string cluster_load(const std::string& buffer, const std::string& index, const std::string& rank) const = 0;
    virtual std::string cluster_barrier() const = 0;
    // A pair of reals from a buffer of reals (index in pairs), the place to store one, and a warp
    // shuffle.
    virtual std::string real_pair_load(const std::string& buffer, ast::Type pair,
                                       const std::string& index) const = 0;
    virtual std::string real_pair_place(const std::string& buffer, ast::Type pair,
                                        const std::string& index) const = 0;
    virtual std::string warp_shuffle(const std::string& value, const std::string& lane) const = 0;
    virtual std::string make_pair(ast::Type type, const std::string& x, const std::string& y) const = 0;
    virtual std::string math_function(ast::Op op, ast::Scalar scalar) const = 0;
    virtual std::string int64_suffix() const = 0;
    virtual std::string opaque(const std::string& value, ast::Scalar scalar) const = 0;

    std::string expr(const ast::ExprPtr& e) const;
    void expr(const ast::Expr& e, std::string& out) const;  // appends: no temporaries per node
    std::string literal(const ast::Expr& e) const;

private:
    void statements(const std::vector<ast::Stmt>& body, int depth, std::string& out) const;
    std::string kernel(const ast::Kernel& k) const;
};

std::unique_ptr<DialectPrinter> make_printer(backend::Dialect dialect);
std::string render(const ast::Module& module, backend::Dialect dialect);

}  // namespace prism::gen
