#include "launch/export_folder.h"

#include "io/atomic_write.h"
#include "launch/export_manifest.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuplanner {

using namespace export_detail;

namespace {

std::string parent_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string base_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string random_suffix() {
    static thread_local std::mt19937_64 rng{std::random_device{}()};
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    std::uint64_t v = rng();
    for (int i = 0; i < 12; ++i, v >>= 4)
        out += kHex[v & 15];
    return out;
}

// The process's umask without changing it (umask() sets while it reads, which races with other
// threads creating files): Linux states it in /proc/self/status.
mode_t current_umask() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("Umask:", 0) == 0)
            return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
    return 022;
}

std::string list(const std::vector<std::string>& names, std::size_t total = 0) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    if (total > names.size())
        out += " and " + std::to_string(total - names.size()) + " more";
    return out;
}

void sync_folder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)::fsync(fd);
        ::close(fd);
    }
}

// Removes what this export put into its private folder (only those names), then the folder.
void remove_staging(const std::string& staging, const std::vector<LaunchFile>& files) {
    for (const LaunchFile& f : files)
        ::unlink((staging + "/" + f.name).c_str());
    ::unlink((staging + "/" + kExportManifest).c_str());
    ::rmdir(staging.c_str());
}

// Gives `path` the mode of `like`, and its owner where this process may (root writing a user's
// file); a file that cannot keep them is reported, not silently changed.
void keep_mode_and_owner(const std::string& path, const struct stat& like,
                         const std::string& folder, const std::string& name) {
    if (::chmod(path.c_str(), like.st_mode & 07777) != 0)
        throw ExportError(folder, ExportProblem::CannotWrite,
                          "cannot keep the mode of " + name + " (" + system_reason(errno) + ")");
    struct stat now {};
    if (::lstat(path.c_str(), &now) == 0 &&
        (now.st_uid != like.st_uid || now.st_gid != like.st_gid) && ::geteuid() == 0 &&
        ::lchown(path.c_str(), like.st_uid, like.st_gid) != 0)
        throw ExportError(folder, ExportProblem::CannotWrite,
                          "cannot keep the owner of " + name + " (" + system_reason(errno) + ")");
}

Manifest manifest_of(const std::vector<LaunchFile>& files) {
    Manifest m;
    for (const LaunchFile& f : files)
        m.files[f.name] = {checksum(f.text), {}};
    return m;
}

void stage_files(const std::string& staging, const std::vector<LaunchFile>& files,
                 const std::string& folder) {
    for (const LaunchFile& f : files) {
        try {
            write_file_atomically(staging + "/" + f.name, f.text, f.executable);
        } catch (const InputError& e) {
            remove_staging(staging, files);
            throw ExportError(folder, ExportProblem::CannotWrite,
                              "cannot write " + f.name + ": " + e.problem() +
                                  "; nothing in the folder was changed");
        }
    }
}

// A new or empty folder: everything in a private folder beside it, renamed into place at once.
void write_whole_folder(const ExportFolderCheck& check, const std::vector<LaunchFile>& files) {
    const std::string& folder = check.folder;
    const std::string parent = parent_of(folder);
    if (check.state == ExportFolderState::New) {
        std::error_code ec;
        std::filesystem::create_directories(parent, ec);
        if (!is_folder(parent) && !std::filesystem::is_directory(parent, ec))
            throw ExportError(folder, ExportProblem::CannotCreate,
                              "cannot create its parent folder" +
                                  (ec ? " (" + ec.message() + ")" : std::string()));
    }
    const std::string staging = export_detail::make_private_folder(
        parent, "." + base_of(folder) + ".gpuplan-", random_suffix);
    std::vector<LaunchFile> with_manifest = files;
    with_manifest.push_back({kExportManifest, manifest_text(manifest_of(files)), false});
    stage_files(staging, with_manifest, folder);
    struct stat old {};
    bool keep = check.state == ExportFolderState::Empty && ::stat(folder.c_str(), &old) == 0;
    if (!keep) {
        old = {};
        old.st_mode = 0777 & ~current_umask();
        old.st_uid = ::geteuid();
        old.st_gid = ::getegid();
    }
    try {
        keep_mode_and_owner(staging, old, folder, base_of(folder));
    } catch (const ExportError&) {
        remove_staging(staging, with_manifest);
        throw;
    }
    // rename() puts a folder in place of nothing or of an empty folder in one step.
    if (::rename(staging.c_str(), folder.c_str()) != 0) {
        const int error = errno;
        remove_staging(staging, with_manifest);
        throw ExportError(
            folder, ExportProblem::CannotCreate,
            (error == ENOTEMPTY || error == EEXIST
                 ? std::string("something was put there meanwhile")
                 : "cannot move the files into place (" + system_reason(error) + ")") +
                "; nothing in the folder was changed");
    }
    sync_folder(parent);
}

// A folder holding an earlier export: its files replaced one rename each, nothing else touched.
// The first NAME.edited, NAME.edited-2, ... that does not exist in `folder`.
std::string free_copy_name(const std::string& folder, const std::string& name) {
    std::string candidate = name + ".edited";
    struct stat st {};
    for (int n = 2; ::lstat((folder + "/" + candidate).c_str(), &st) == 0; ++n)
        candidate = name + ".edited-" + std::to_string(n);
    return candidate;
}

void replace_in_place(const ExportFolderCheck& check, const std::vector<LaunchFile>& files,
                      ExportResult& result) {
    const std::string& folder = check.folder;
    const std::string manifest_path = folder + "/" + kExportManifest;
    Manifest earlier;
    if (!read_manifest(manifest_path, earlier))
        throw ExportError(folder, ExportProblem::Foreign,
                          std::string("its ") + kExportManifest + " changed while exporting");
    const std::string staging =
        export_detail::make_private_folder(folder, kStagingStem, random_suffix);
    stage_files(staging, files, folder);
    for (const LaunchFile& f : files) {
        struct stat old {};
        if (::lstat((folder + "/" + f.name).c_str(), &old) == 0 && S_ISREG(old.st_mode)) {
            try {
                keep_mode_and_owner(staging + "/" + f.name, old, folder, f.name);
            } catch (const ExportError&) {
                remove_staging(staging, files);
                throw;
            }
        }
    }
    // First the manifest of both exports, marked unfinished: an interrupted replacement leaves a
    // folder whose every file of either export is known, and the next export says so.
    Manifest during = earlier;
    during.complete = false;
    for (const LaunchFile& f : files) {
        const auto before = earlier.files.find(f.name);
        during.files[f.name] = {checksum(f.text),
                                before == earlier.files.end() ? "" : before->second.checksum};
    }
    try {
        write_file_atomically(manifest_path, manifest_text(during));
    } catch (const InputError& e) {
        remove_staging(staging, files);
        throw ExportError(folder, ExportProblem::CannotWrite,
                          std::string("cannot write ") + kExportManifest + ": " + e.problem() +
                              "; nothing in the folder was changed");
    }
    // The user's edits first: a second name for each edited file the export replaces (a hard
    // link, so the file is never absent; a copy where the file system has no links).
    for (const std::string& name : check.edited_and_replaced()) {
        const std::string from = folder + "/" + name;
        std::string copy = free_copy_name(folder, name);
        bool saved = ::link(from.c_str(), (folder + "/" + copy).c_str()) == 0;
        if (!saved && errno != EEXIST) {
            std::ifstream in(from, std::ios::binary);
            const std::string bytes((std::istreambuf_iterator<char>(in)),
                                    std::istreambuf_iterator<char>());
            try {
                write_file_atomically(folder + "/" + copy, bytes);
                saved = true;
            } catch (const InputError&) {
            }
        }
        if (!saved) {
            remove_staging(staging, files);
            throw ExportError(folder, ExportProblem::CannotWrite,
                              "cannot keep a copy of the edited " + name + " (" +
                                  system_reason(errno) + "); nothing was replaced");
        }
        result.saved.emplace_back(name, copy);
    }
    std::vector<std::string> done;
    for (const LaunchFile& f : files) {
        if (::rename((staging + "/" + f.name).c_str(), (folder + "/" + f.name).c_str()) != 0) {
            const int error = errno;
            throw ExportError(folder, ExportProblem::StoppedHalfWay,
                              "stopped after replacing " + std::to_string(done.size()) + " of " +
                                  std::to_string(files.size()) + " files" +
                                  (done.empty() ? std::string() : " (" + list(done) + ")") +
                                  ": cannot replace " + f.name + " (" + system_reason(error) +
                                  "); " + kExportManifest +
                                  " records the unfinished export: export again to finish it");
        }
        done.push_back(f.name);
    }
    for (const std::string& name : check.removed)
        if (std::find(check.kept.begin(), check.kept.end(), name) == check.kept.end())
            ::unlink((folder + "/" + name).c_str());
    // Kept files stay the export's (with the checksum it wrote): a later export that writes them
    // again replaces them, saving the user's version first.
    Manifest after = manifest_of(files);
    for (const std::string& name : check.kept)
        after.files[name] = {earlier.files[name].checksum, {}};
    try {
        write_file_atomically(manifest_path, manifest_text(after));
    } catch (const InputError& e) {
        throw ExportError(folder, ExportProblem::StoppedHalfWay,
                          "the files are replaced but " + std::string(kExportManifest) +
                              " still says unfinished: " + e.problem());
    }
    ::rmdir(staging.c_str());
    sync_folder(folder);
}

} // namespace

namespace export_detail {

std::string make_private_folder(const std::string& parent, const std::string& stem,
                                const std::function<std::string()>& next_suffix, int attempts) {
    int error = EEXIST;
    for (int i = 0; i < attempts; ++i) {
        const std::string path = parent + "/" + stem + next_suffix();
        // mkdir creates or fails: it never follows a link at the last component.
        if (::mkdir(path.c_str(), 0700) == 0)
            return path;
        error = errno;
        if (error != EEXIST)
            break;
    }
    throw ExportError(parent, ExportProblem::CannotCreate,
                      "cannot create a private folder for the files (" + system_reason(error) +
                          "); nothing was changed");
}

} // namespace export_detail

ExportResult write_launch_files(const std::string& dir, const std::vector<LaunchFile>& files,
                                bool replace) {
    const ExportFolderCheck c = check_export_folder(dir, files);
    switch (c.state) {
    case ExportFolderState::NotAFolder:
        throw ExportError(dir, ExportProblem::NotAFolder, c.problem);
    case ExportFolderState::Foreign:
        throw ExportError(dir, ExportProblem::Foreign,
                          (c.problem.empty() ? std::string() : c.problem + "; ") +
                              "holds files GPU Planner did not write (" +
                              list(c.others, c.others_total) +
                              "): export into a new or empty folder; nothing was changed");
    default:
        break;
    }
    if (!c.clashes.empty())
        throw ExportError(dir, ExportProblem::Clash,
                          "would overwrite " + list(c.clashes) +
                              ", which the earlier export did not write: move it away or "
                              "choose another folder; nothing was changed");
    if (c.replaces() && !replace) {
        std::vector<std::string> files_of_it = c.replaced;
        files_of_it.insert(files_of_it.end(), c.removed.begin(), c.removed.end());
        const std::vector<std::string> saved = c.edited_and_replaced();
        throw ExportError(
            dir, ExportProblem::NeedsReplace,
            std::string(c.state == ExportFolderState::Interrupted ? "holds an unfinished export"
                                                                  : "holds an earlier export") +
                " (" + list(files_of_it) +
                (c.edited.empty() ? std::string() : "; edited since: " + list(c.edited)) +
                "); --force replaces that export's files" +
                (saved.empty() ? std::string() : " (saving your edits as NAME.edited)") +
                " and leaves everything else in the folder");
    }
    ExportResult r;
    r.folder = c.folder;
    for (const LaunchFile& f : files)
        r.written.push_back(f.name);
    if (c.replaces()) {
        replace_in_place(c, files, r);
        r.replaced = c.replaced;
        r.kept = c.kept;
        for (const std::string& n : c.removed)
            if (std::find(c.kept.begin(), c.kept.end(), n) == c.kept.end())
                r.removed.push_back(n);
    } else {
        write_whole_folder(c, files);
    }
    return r;
}

} // namespace gpuplanner
