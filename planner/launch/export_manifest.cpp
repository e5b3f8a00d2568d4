#include "launch/export_manifest.h"

#include "launch/export_folder.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>

namespace gpuplanner::export_detail {

namespace {

constexpr std::size_t kManifestMaxBytes = 1 << 20;
constexpr std::size_t kLaunchFileMaxBytes = 64 << 20;

// At most `limit` bytes are read: false for a larger file, which is not one an export wrote.
bool read_small_file(const std::string& path, std::size_t limit, std::string& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    bytes.assign(limit + 1, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(limit + 1));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes.size() <= limit;
}

} // namespace

bool valid_file_name(const std::string& n) {
    return !n.empty() && n.front() != '.' && n.find('/') == std::string::npos &&
           n.find('\0') == std::string::npos && n != kExportManifest;
}

bool read_manifest(const std::string& path, Manifest& m) {
    std::string text;
    if (!read_small_file(path, kManifestMaxBytes, text))
        return false;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.value("format", "") != "gpuplanner-export" ||
        !j.contains("files") || !j["files"].is_array())
        return false;
    const auto complete = j.find("complete");
    m.complete = complete == j.end() || !complete->is_boolean() || complete->get<bool>();
    for (const auto& f : j["files"]) {
        if (!f.is_object() || !f.contains("name") || !f["name"].is_string() ||
            !f.contains("checksum") || !f["checksum"].is_string())
            return false;
        const std::string name = f["name"].get<std::string>();
        if (!valid_file_name(name))
            return false;
        ManifestEntry e{f["checksum"].get<std::string>(), {}};
        if (f.contains("previous_checksum") && f["previous_checksum"].is_string())
            e.previous = f["previous_checksum"].get<std::string>();
        m.files[name] = e;
    }
    return true;
}

std::string manifest_text(const Manifest& m) {
    nlohmann::json files = nlohmann::json::array();
    for (const auto& [name, e] : m.files) {
        nlohmann::json f{{"name", name}, {"checksum", e.checksum}};
        if (!e.previous.empty())
            f["previous_checksum"] = e.previous;
        files.push_back(f);
    }
    const nlohmann::json j{{"format", "gpuplanner-export"},
                           {"version", 1},
                           {"written_by", "GPU Planner: the files of one launch export"},
                           {"complete", m.complete},
                           {"files", files}};
    return j.dump(2) + "\n";
}

bool edited_since(const std::string& path, const ManifestEntry& e) {
    std::string bytes;
    if (!read_small_file(path, kLaunchFileMaxBytes, bytes))
        return true;
    const std::string now = checksum(bytes);
    return now != e.checksum && now != e.previous;
}

std::string checksum(const std::string& bytes) {
    std::uint64_t h = 14695981039346656037ULL;
    for (const unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "fnv1a64:";
    for (int shift = 60; shift >= 0; shift -= 4)
        out += kHex[(h >> shift) & 15];
    return out;
}

} // namespace gpuplanner::export_detail
