#include "bench/size_set.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "exit_codes.hpp"

#ifndef PRISM_SOURCE_DIR
#define PRISM_SOURCE_DIR ""
#endif

namespace prism::cli::bench {
namespace fs = std::filesystem;
namespace {

// The folders a set name is looked up in, in order; missing ones are skipped by the caller.
std::vector<fs::path> set_directories() {
    std::vector<fs::path> folders;
    if (const char* env = std::getenv("PRISM_BENCH_SETS"); env && *env) folders.emplace_back(env);
    if (*PRISM_SOURCE_DIR) folders.push_back(fs::path(PRISM_SOURCE_DIR) / "bench" / "sets");
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    if (!error)
        folders.push_back(exe.parent_path().parent_path().parent_path().parent_path() / "bench" / "sets");
    return folders;
}

fs::path find_set_file(const std::string& name, std::string& looked) {
    if (fs::is_regular_file(name)) return name;
    for (const fs::path& folder : set_directories())
        for (const std::string& file : {name + ".txt", "set" + name + ".txt"}) {
            looked += "\n  " + (folder / file).string();
            if (fs::is_regular_file(folder / file)) return folder / file;
        }
    return {};
}

std::string strip(const std::string& line) {
    const std::string text = line.substr(0, line.find('#'));
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \t\r") + 1 - first);
}

constexpr const char* k_kinds_directive = "kinds:";

// "kinds: dct2 dct3": the kinds later lines without one of their own run with ("kinds:" alone: none).
std::vector<std::string> parse_kinds_line(const std::string& content) {
    std::istringstream words(content.substr(std::string(k_kinds_directive).size()));
    std::vector<std::string> kinds;
    for (std::string word; words >> word;) {
        if (!is_kind_word(word))
            throw UsageError("\"" + content + "\": '" + word +
                             "' is not a transform kind (c2c, r2c, dct1..dct4, dst1..dst4, or R2R kinds "
                             "joined by ',')");
        kinds.push_back(word);
    }
    return kinds;
}

// A case line as one or more case lines with their kind: a line that starts with its own kind stands
// for itself; one that starts with the precision runs once for each kind of the last "kinds:" line.
std::vector<std::string> with_kinds(const std::string& content, const std::vector<std::string>& kinds) {
    const std::string first = content.substr(0, content.find_first_of(" \t"));
    if (is_kind_word(first) || kinds.empty()) return {content};
    std::vector<std::string> lines;
    for (const auto& kind : kinds) lines.push_back(kind + " " + content);
    return lines;
}

}  // namespace

std::vector<BenchCase> parse_size_set(const std::string& text, const std::string& origin) {
    std::vector<BenchCase> cases;
    std::vector<std::string> kinds;  // the last "kinds:" line's
    std::istringstream lines(text);
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        const std::string content = strip(line);
        if (content.empty()) continue;
        try {
            if (content.rfind(k_kinds_directive, 0) == 0)
                kinds = parse_kinds_line(content);
            else
                for (const std::string& one : with_kinds(content, kinds))
                    cases.push_back(parse_bench_case(one));
        } catch (const UsageError& e) {
            throw UsageError(origin + ":" + std::to_string(number) + ": " + e.what());
        }
    }
    if (cases.empty()) throw UsageError(origin + ": the size set holds no cases");
    return cases;
}

SizeSet load_size_set(const std::string& name) {
    std::string looked;
    const fs::path path = find_set_file(name, looked);
    if (path.empty())
        throw UsageError("no size set '" + name + "'; looked for:" + looked +
                         "\n(give a path, or set PRISM_BENCH_SETS to the folder holding the sets)");
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    if (!file) throw UsageError("cannot read the size set " + path.string());
    SizeSet set;
    set.name = path.stem().string();
    set.path = path.string();
    set.cases = parse_size_set(text.str(), set.path);
    return set;
}

SizeSet chosen_size_set(const std::string& set, const std::vector<std::string>& case_lines,
                        const std::string& usage) {
    if (set.empty() == case_lines.empty()) throw UsageError(usage);
    if (!set.empty()) return load_size_set(set);
    SizeSet given{"case", "", {}};
    for (const auto& line : case_lines) given.cases.push_back(parse_bench_case(line));
    return given;
}

std::vector<BenchCase> every_kth(const std::vector<BenchCase>& cases, int k) {
    if (k < 1) throw UsageError("--sample must be at least 1, got " + std::to_string(k));
    std::vector<BenchCase> picked;
    for (std::size_t i = 0; i < cases.size(); i += static_cast<std::size_t>(k)) picked.push_back(cases[i]);
    return picked;
}

}  // namespace prism::cli::bench
