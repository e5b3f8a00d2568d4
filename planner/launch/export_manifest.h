#pragma once
// The manifest an export writes beside its launch files (kExportManifest): which files it wrote
// and a checksum of each, so that a later export replaces exactly those files and tells an edited
// one from the one it wrote (launch/export_folder.h; docs/formats.md "Export manifest").
#include <map>
#include <string>

namespace gpuplanner::export_detail {

struct ManifestEntry {
    std::string checksum;
    std::string previous; // in an unfinished replacement, the checksum of the file it replaces
};

struct Manifest {
    bool complete = true; // false while a replacement is under way (or was interrupted)
    std::map<std::string, ManifestEntry> files;
};

// A name an export may write: plain (no folder, not hidden), not the manifest's own.
[[nodiscard]] bool valid_file_name(const std::string& name);

// The manifest at `path`, or false when it cannot be read as one (then the folder is not ours to
// change).
[[nodiscard]] bool read_manifest(const std::string& path, Manifest& m);
[[nodiscard]] std::string manifest_text(const Manifest& m);

// 64-bit FNV-1a of `bytes` as "fnv1a64:" and 16 hex digits: tells an edited file from the one
// written (not a defence against tampering: the folder is the user's).
[[nodiscard]] std::string checksum(const std::string& bytes);

// Whether `path` is no longer a file with either checksum of `e` (edited, unreadable, or larger
// than any launch file).
[[nodiscard]] bool edited_since(const std::string& path, const ManifestEntry& e);

// Shared by the export's check and its writer (internal).
inline constexpr const char* kStagingStem = ".gpuplan-export-staging-";
[[nodiscard]] std::string system_reason(int error);
[[nodiscard]] bool is_folder(const std::string& path); // a folder, not a link to one

} // namespace gpuplanner::export_detail
