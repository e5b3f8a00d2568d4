#pragma once
// tqdm progress bars as the Hugging Face Trainer and PyTorch Lightning print them into a log:
// "  5%|▌         | 3/60 [00:04<01:05,  1.16s/it]" or "Epoch 0:  50%|█████     | 30/60
// [00:15<00:15,  1.95it/s, v_num=0]". A terminal redraws the bar with carriage returns, so one
// line of a log holds many of them; each is read (docs/calibration.md, "Logs it reads").
#include <optional>
#include <string_view>
#include <vector>

namespace gpuplanner {

struct ProgressTick {
    long long done = 0;  // n of n/total
    long long total = 0; // total; 0 when the bar has none
    // tqdm's rate: an exponential moving average (smoothing 0.3) of seconds per iteration over
    // the last iterations, so the warm-up fades out of it within a few steps.
    double seconds_per_iteration = 0;
    // tqdm's elapsed time since the bar began ("01:05", "1:02:03"); -1 when not readable.
    double elapsed_seconds = -1;
    bool lightning_epoch = false; // the bar's description is Lightning's "Epoch N"
};

// Every bar drawn in `line` with a rate ("?it/s" bars are skipped).
[[nodiscard]] std::vector<ProgressTick> progress_ticks(std::string_view line);

} // namespace gpuplanner
