#pragma once
// `gpuplan catalog update`'s download of a catalog from an http(s) URL: a whole-download time
// limit, a size limit (checked against Content-Length before the body and while it arrives),
// redirects followed only to the same or a safer scheme. Only the bytes come back; the planner's
// readers check them as they check a file.
#include <cstddef>
#include <string>

namespace gpuplanner::cli {

struct DownloadLimits {
    double timeout_seconds = 60;
    std::size_t max_bytes = 256u * 1024u * 1024u; // the largest catalog file an import reads
};

// Whether `source` is a URL (http:// or https://) rather than a file.
[[nodiscard]] bool is_url(const std::string& source);

// The body of `url`; InputError(url, "", problem) for an HTTP error status, a network error,
// the time limit or the size limit. Without Qt Network in the build, InputError saying so.
[[nodiscard]] std::string download(const std::string& url, const DownloadLimits& limits);

} // namespace gpuplanner::cli
