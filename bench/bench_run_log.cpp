// Reading a week's training log (issue #30): a Megatron log of SIZE bytes (default 1 GiB) of
// iteration lines, with a 200,000-byte line of binary noise every 100,000 lines, written to a
// temporary file and read by read_training_log. Prints the time and the process's peak resident
// memory before and after the read: the reader holds one line (at most 64 KiB) and the figures
// per step (16 bytes each for step time and TFLOP/s), not the file.
//   bench_run_log [SIZE_MB] [DIR]
#include "bench_guard.h"
#include "calibration/training_log.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

using namespace gpuplanner;

namespace {

double peak_rss_mib() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0; // Linux: KiB
}

} // namespace

static int run(int argc, char** argv) {
    const double size_mb = argc > 1 ? std::atof(argv[1]) : 1024.0;
    if (!(size_mb > 0))
        throw std::invalid_argument("the size in MiB (first argument) must be a number above 0");
    const std::string dir = argc > 2 ? argv[2] : "/tmp";
    const std::string file = dir + "/bench_run_log." + std::to_string(getpid()) + ".log";
    const auto bytes = static_cast<long long>(size_mb * 1024 * 1024);
    long long written = 0, lines = 0;
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        char line[256];
        const std::string noise(200000, '\x7f');
        while (written < bytes) {
            ++lines;
            if (lines % 100000 == 0) {
                out << noise << "\n";
                written += static_cast<long long>(noise.size()) + 1;
                continue;
            }
            const int n = std::snprintf(
                line, sizeof line,
                " [2026-11-20 09:00:00] iteration %8lld/%8d | consumed samples: %12lld | elapsed "
                "time per iteration (ms): %.1f | throughput per GPU (TFLOP/s/GPU): %.1f | "
                "learning rate: 3.000000E-04 | global batch size:  1024 | lm loss: 2.345678E+00 "
                "|\n",
                lines, 99999999, lines * 1024, 4100.0 + static_cast<double>(lines % 7), 401.5);
            out.write(line, n);
            written += n;
        }
    }
    const double before = peak_rss_mib();
    const auto start = std::chrono::steady_clock::now();
    // The file goes whether the read succeeds or not.
    const auto read = [&] {
        try {
            return read_training_log(file);
        } catch (...) {
            std::remove(file.c_str());
            throw;
        }
    };
    const TrainingLog log = read();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double after = peak_rss_mib();
    std::remove(file.c_str());
    std::printf("read %.0f MiB (%lld lines, %zu steps): %.1f s, %.0f MiB/s; median step %.4f s\n",
                static_cast<double>(written) / 1048576.0, lines, log.step_seconds.size(), seconds,
                static_cast<double>(written) / 1048576.0 / seconds,
                log.median_step_seconds().value_or(0));
    std::printf("peak resident memory: %.1f MiB before the read, %.1f MiB after\n", before, after);
    return 0;
}

int main(int argc, char** argv) {
    return gpuplanner::bench::guarded("bench_run_log", [&] { return run(argc, argv); });
}
