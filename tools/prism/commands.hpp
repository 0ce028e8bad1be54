// The subcommands of `prism`. Each registers itself on the top-level app and returns how to run it;
// main() parses the command line once and runs the one that was chosen.
#pragma once

#include <functional>

namespace CLI {
class App;
}

namespace prism::cli {

struct Command {
    CLI::App* app = nullptr;   // the subcommand, to ask whether it was given
    std::function<int()> run;  // returns the exit status; may throw (main reports it)
};

Command add_info_command(CLI::App& prism);
Command add_fft_command(CLI::App& prism);
Command add_rfft_command(CLI::App& prism);   // numpy.fft.rfftn
Command add_irfft_command(CLI::App& prism);  // numpy.fft.irfftn
Command add_dct_command(CLI::App& prism);    // scipy.fft.dctn / idctn
Command add_dst_command(CLI::App& prism);    // scipy.fft.dstn / idstn
Command add_plan_command(CLI::App& prism);
Command add_codegen_command(CLI::App& prism);
Command add_demo_command(CLI::App& prism);
Command add_bench_command(CLI::App& prism);
Command add_check_command(CLI::App& prism);
Command add_tune_command(CLI::App& prism);   // measured radix choice
Command add_bloom_command(CLI::App& prism);  // examples/bloom, the FFT Bloom

}  // namespace prism::cli
