#include "progress.h"

#include "hardware/probe_result.h"

#include <algorithm>
#include <cstdio>

namespace gpuprobe {

double Progress::fraction() const {
    return total_ > 0 ? std::min(1.0, double(done_) / double(total_)) : 0.0;
}

void Progress::begin(const std::string& stage) {
    stage_ = stage;
    if (machine_)
        *machine_ << gpuplanner::probe_progress_line(fraction(), stage) << std::endl;
}

void Progress::end(const std::string& result) {
    ++done_;
    char pct[16];
    std::snprintf(pct, sizeof pct, "[%3.0f%%] ", fraction() * 100);
    human_ << pct << stage_ << (result.empty() ? "" : ": " + result) << std::endl;
    if (machine_)
        *machine_ << gpuplanner::probe_progress_line(fraction(), stage_) << std::endl;
}

void Progress::skip(int steps) {
    done_ += steps;
}

void Progress::note(const std::string& text) {
    human_ << "       " << text << std::endl;
}

} // namespace gpuprobe
