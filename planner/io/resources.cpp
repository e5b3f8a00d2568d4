#include "io/resources.h"

#include <cstdlib>
#include <filesystem>

#ifndef GPUPLANNER_SOURCE_RESOURCES
#define GPUPLANNER_SOURCE_RESOURCES ""
#endif

namespace gpuplanner {

std::string find_resources_dir() {
    namespace fs = std::filesystem;
    std::error_code ec;
    auto usable = [&](const fs::path& p) {
        return !p.empty() && fs::exists(p / "catalog" / "gpus.json", ec);
    };
    if (const char* env = std::getenv("GPUPLANNER_RESOURCES"); env && *env && usable(env))
        return env;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / "share" / "gpuplanner";
        if (usable(installed))
            return installed.string();
    }
    if (usable(GPUPLANNER_SOURCE_RESOURCES))
        return GPUPLANNER_SOURCE_RESOURCES;
    return {};
}

} // namespace gpuplanner
