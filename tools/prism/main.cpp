// `prism`: the command-line face of the library. This file only parses and dispatches; each
// subcommand lives in its own command_*.cpp.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "commands.hpp"
#include "device_options.hpp"
#include "error_report.hpp"
#include "exit_codes.hpp"

#ifndef PRISM_VERSION_STRING
#define PRISM_VERSION_STRING "unknown"
#endif

namespace {

// CLI11 prints usage errors over two lines; the `prism` contract is one "prism: error:" line.
int report_parse_error(CLI::App& app, const CLI::ParseError& error) {
    if (error.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(error);
    std::string help = "prism";  // point at the help of the subcommand being parsed, if any
    for (const auto* command : app.get_subcommands()) help += " " + command->get_name();
    std::fprintf(stderr, "prism: error: %s (see %s --help)\n", error.what(), help.c_str());
    return prism::cli::k_exit_usage;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace prism::cli;
    CLI::App app{"prism: GPU FFTs generated at run time for the device in hand.", "prism"};
    app.set_version_flag("--version", PRISM_VERSION_STRING);
    // At most one; "none" is reported below with the list, and an unknown word as "not expected".
    app.require_subcommand(0, 1);
    add_exit_status_help(app);
    const std::vector<Command> commands = {
        add_info_command(app), add_fft_command(app),   add_rfft_command(app),  add_irfft_command(app),
        add_dct_command(app),  add_dst_command(app),   add_plan_command(app),  add_codegen_command(app),
        add_demo_command(app), add_bench_command(app), add_check_command(app), add_tune_command(app),
        add_bloom_command(app)};
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return report_parse_error(app, error);
    }
    for (const auto& command : commands) {
        if (!command.app->parsed()) continue;
        try {
            return command.run();
        } catch (...) {
            return report_current_exception();
        }
    }
    std::fprintf(
        stderr,
        "prism: error: no subcommand given; pick one of info, fft, rfft, irfft, dct, dst, plan, codegen, "
        "demo, bench, check, bloom (see prism --help)\n");
    return k_exit_usage;
}
