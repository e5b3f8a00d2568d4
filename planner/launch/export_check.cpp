// What an export finds in its folder (launch/export_folder.h), before anything is written.
#include "launch/export_folder.h"
#include "launch/export_manifest.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <set>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuplanner {

namespace export_detail {

std::string system_reason(int error) {
    return std::strerror(error);
}

bool is_folder(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace export_detail

using namespace export_detail;

namespace {

std::vector<std::string> entries_of(const std::string& folder, int& error) {
    std::vector<std::string> out;
    DIR* d = ::opendir(folder.c_str());
    if (d == nullptr) {
        error = errno;
        return out;
    }
    while (const dirent* e = ::readdir(d)) {
        const std::string n = e->d_name;
        if (n != "." && n != "..")
            out.push_back(n);
    }
    ::closedir(d);
    std::sort(out.begin(), out.end());
    error = 0;
    return out;
}

bool is_regular(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

ExportFolderCheck inspect_folder(const std::string& dir, const std::vector<LaunchFile>& files) {
    for (const LaunchFile& f : files)
        if (!valid_file_name(f.name))
            throw ExportError(dir, ExportProblem::BadFileName,
                              "\"" + f.name + "\" is not a plain file name");
    ExportFolderCheck c;
    std::string target = dir.empty() ? std::string(".") : dir;
    while (target.size() > 1 && target.back() == '/')
        target.pop_back();
    c.folder = target;
    struct stat st {};
    if (::lstat(target.c_str(), &st) != 0) {
        if (errno == ENOENT)
            return c; // New
        c.state = ExportFolderState::NotAFolder;
        c.reason =
            errno == ENOTDIR ? NotAFolderReason::PathThroughFile : NotAFolderReason::Unreadable;
        c.problem = errno == ENOTDIR ? "a part of its path is a file" : system_reason(errno);
        return c;
    }
    if (S_ISLNK(st.st_mode)) { // a link the user keeps to a folder: write into that folder
        char resolved[PATH_MAX];
        if (::realpath(target.c_str(), resolved) == nullptr || ::stat(resolved, &st) != 0) {
            c.state = ExportFolderState::NotAFolder;
            c.reason = NotAFolderReason::DanglingLink;
            c.problem = "is a link to nothing";
            return c;
        }
        c.folder = resolved;
    }
    if (!S_ISDIR(st.st_mode)) {
        c.state = ExportFolderState::NotAFolder;
        c.reason = NotAFolderReason::IsFile;
        c.problem = "exists and is not a folder";
        return c;
    }
    int error = 0;
    const std::vector<std::string> entries = entries_of(c.folder, error);
    if (error != 0) {
        c.state = ExportFolderState::NotAFolder;
        c.reason = NotAFolderReason::Unreadable;
        c.problem = "cannot be read (" + system_reason(error) + ")";
        return c;
    }
    if (entries.empty()) {
        c.state = ExportFolderState::Empty;
        return c;
    }
    std::set<std::string> ours;
    for (const LaunchFile& f : files)
        ours.insert(f.name);
    Manifest earlier;
    const bool has_manifest =
        std::find(entries.begin(), entries.end(), kExportManifest) != entries.end();
    const bool readable = has_manifest && is_regular(c.folder + "/" + kExportManifest) &&
                          read_manifest(c.folder + "/" + kExportManifest, earlier);
    const auto other = [&](const std::string& name) {
        ++c.others_total;
        if (c.others.size() < ExportFolderCheck::kListedOthers)
            c.others.push_back(is_folder(c.folder + "/" + name) ? name + "/" : name);
    };
    if (!readable) {
        c.state = ExportFolderState::Foreign;
        if (has_manifest)
            c.problem = std::string(kExportManifest) + " cannot be read as an export's manifest";
        for (const std::string& n : entries)
            other(n);
        return c;
    }
    c.state = earlier.complete ? ExportFolderState::EarlierExport : ExportFolderState::Interrupted;
    for (const std::string& n : entries) {
        const std::string path = c.folder + "/" + n;
        const auto written = earlier.files.find(n);
        if (n == kExportManifest || n.rfind(kStagingStem, 0) == 0)
            continue;
        if (written == earlier.files.end()) {
            if (ours.count(n))
                c.clashes.push_back(n);
            else
                other(n);
            continue;
        }
        if (!is_regular(path)) { // replaced by a folder or a link since: not ours any more
            if (ours.count(n))
                c.clashes.push_back(n);
            else
                other(n);
            continue;
        }
        const bool edited = edited_since(path, written->second);
        if (edited)
            c.edited.push_back(n);
        if (ours.count(n)) {
            c.replaced.push_back(n);
        } else {
            c.removed.push_back(n);
            if (edited)
                c.kept.push_back(n);
        }
    }
    return c;
}

} // namespace

ExportFolderCheck check_export_folder(const std::string& dir,
                                      const std::vector<LaunchFile>& files) {
    ExportFolderCheck c = inspect_folder(dir, files);
    for (const LaunchFile& f : files)
        if (std::find(c.replaced.begin(), c.replaced.end(), f.name) == c.replaced.end() &&
            std::find(c.clashes.begin(), c.clashes.end(), f.name) == c.clashes.end())
            c.added.push_back(f.name);
    return c;
}

std::vector<std::string> ExportFolderCheck::edited_and_replaced() const {
    std::vector<std::string> out;
    for (const std::string& n : replaced)
        if (std::find(edited.begin(), edited.end(), n) != edited.end())
            out.push_back(n);
    return out;
}

} // namespace gpuplanner
