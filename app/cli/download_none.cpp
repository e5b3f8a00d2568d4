#include "download.h"

#include "io/errors.h"

namespace gpuplanner::cli {

bool is_url(const std::string& source) {
    return source.rfind("http://", 0) == 0 || source.rfind("https://", 0) == 0;
}

std::string download(const std::string& url, const DownloadLimits&) {
    throw InputError(url, "",
                     "this gpuplan was built without Qt Network and cannot download: fetch the "
                     "file yourself and give its path");
}

} // namespace gpuplanner::cli
