#include "plan/lower.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "gen/element_maps.hpp"
#include "gen/op_tables.hpp"
#include "gen/twiddles.hpp"
#include "plan/planner.hpp"

namespace prism::plan {
namespace {

// Op tables are shared between kernels that need the same one (Bluestein's two chirp ops).
class TableLayout {
public:
    TableLayout(KernelGraph& graph, Precision precision) : graph_(graph), precision_(precision) {}

    void place(ElementOp& op) {
        if (!op) return;
        auto key = std::make_tuple(static_cast<int>(op.kind), op.length, op.chirp_length, op.table_rows);
        if (auto hit = offsets_.find(key); hit != offsets_.end()) {
            op.lut_offset = hit->second;
            return;
        }
        op.lut_offset = append(gen::element_op_table(op, precision_));
        offsets_.emplace(key, op.lut_offset);
    }

    // Maps with a table (twiddles of the real and DCT/DST pre- and post-processing).
    void place(ElementMap& map) {
        if (!map) return;
        // A four-step's slice keeps its roots as two tables (gen/element_maps.cpp's sliced_roots).
        const std::int64_t slice = map.index.is_position() ? 0 : map.index.pos_scale;
        // A DCT/DST's half rows (ElementMap::r2r_halves) add t_k to the even map's roots.
        const int halves = map.r2r_halves ? 1 : 0;
        auto key =
            std::make_tuple(1000 + (static_cast<int>(map.kind) * 16 + static_cast<int>(map.r2r)) * 2 + halves,
                            map.n, slice, std::int64_t{0});
        if (auto hit = offsets_.find(key); hit != offsets_.end()) {
            map.lut_offset = hit->second;
            return;
        }
        auto table = gen::element_map_table(map);
        if (table.empty()) return;
        map.lut_offset = append(table);
        offsets_.emplace(key, map.lut_offset);
    }

    // A kernel's stage twiddles depend on its radices, twiddle source and shared Rader stages
    // alone: kernels that agree on those (a real transform's forward-only and inverse-only twins,
    // equal axes) share one copy.
    void place_twiddles(KernelSpec& k) {
        std::vector<int> key = k.radices;
        key.push_back(-1 - static_cast<int>(k.twiddles));
        for (const SharedRader& r : k.shared_rader) {
            key.push_back(-r.prime);
            key.insert(key.end(), r.sub_radices.begin(), r.sub_radices.end());
        }
        if (auto hit = twiddle_offsets_.find(key); hit != twiddle_offsets_.end()) {
            k.lut_offset = hit->second;
            return;
        }
        k.lut_offset = append(gen::stockham_twiddles(k));
        twiddle_offsets_.emplace(key, k.lut_offset);
    }

    std::int64_t append(const std::vector<gen::cld>& table) {
        auto offset = static_cast<std::int64_t>(graph_.lut.size());
        graph_.lut.insert(graph_.lut.end(), table.begin(), table.end());
        return offset;
    }

private:
    KernelGraph& graph_;
    Precision precision_;
    std::map<std::tuple<int, std::int64_t, std::int64_t, std::int64_t>, std::int64_t> offsets_;
    std::map<std::vector<int>, std::int64_t> twiddle_offsets_;
};

}  // namespace

KernelGraph lower(const PlanNode& root) {
    KernelGraph graph;
    auto kernels = kernels_in_order(root);
    if (kernels.empty()) return graph;
    TableLayout tables(graph, kernels.front()->precision);
    int index = 0;
    for (const KernelSpec* spec : kernels) {
        KernelSpec k = *spec;
        k.name = "prism_k" + std::to_string(index++);
        if (k.twiddle_count() > 0) tables.place_twiddles(k);
        tables.place(k.load_op);
        tables.place(k.store_op);
        tables.place(k.convolution_op);
        tables.place(k.read_map);
        tables.place(k.write_map);
        for (KernelSpec& joined : k.cluster_rows) {  // the joined passes have their own twiddles and ops
            if (joined.twiddle_count() > 0) tables.place_twiddles(joined);
            for (ElementOp* op : {&joined.load_op, &joined.store_op, &joined.convolution_op})
                tables.place(*op);
            tables.place(joined.write_map);
        }
        if (is_temp(k.target)) {
            auto& need = graph.temp_elements[temp_index(k.target)];
            need = std::max(need, k.output_span());
        }
        graph.kernels.push_back(k);
    }
    return graph;
}

LoweredPlan plan_and_lower(const core::Problem& problem, const DeviceInfo& device) {
    Planner planner(device);
    LoweredPlan result{planner.plan(problem), {}};
    result.graph = lower(result.tree);
    return result;
}

}  // namespace prism::plan
