// Training logs and serving benchmark results (planner/calibration): whatever a file holds,
// reading it ends in a result or an InputError naming the file (docs/calibration.md).
#include "calibration/calibrate.h"
#include "calibration/engine_log.h"
#include "calibration/serving_benchmark.h"
#include "calibration/training_log.h"
#include "fuzz_support.h"

#include <unistd.h>

#include <cstdlib>
#include <fstream>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // The readers take a path (a log can be larger than memory): one file per fuzzing process.
    static const std::string file = [] {
        char name[] = "/tmp/fuzz_run_log.XXXXXX";
        const int fd = mkstemp(name);
        if (fd >= 0)
            close(fd);
        return std::string(name);
    }();
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    fuzz::expect_only_input_errors([&] { (void)read_training_log(file); });
    fuzz::expect_only_input_errors([&] { (void)read_serving_benchmarks(file); });
    fuzz::expect_only_input_errors([&] { (void)read_engine_startup(file); });
    fuzz::expect_only_input_errors([&] { (void)read_calibration_document(file); });
    return 0;
}
