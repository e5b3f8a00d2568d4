#include "io/atomic_write.h"

#include "io/errors.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuplanner {
namespace {

std::string english(WriteProblem p) {
    switch (p) {
    case WriteProblem::NoName:
        return "no file name given";
    case WriteProblem::IsFolder:
        return "is a folder, not a file";
    case WriteProblem::NotRegularFile:
        return "is not a regular file (a device, FIFO or socket is not replaced)";
    case WriteProblem::DanglingLink:
        return "is a symbolic link to a file that does not exist";
    case WriteProblem::CannotExamine:
        return "cannot be examined";
    case WriteProblem::FolderMissing:
        return "its folder does not exist";
    case WriteProblem::FolderNotWritable:
        return "its folder is not writable";
    case WriteProblem::CannotCreateTemp:
        return "cannot create a file in its folder";
    case WriteProblem::CannotWrite:
        return "cannot write";
    case WriteProblem::CannotKeepPermissions:
        return "cannot keep the file's permissions";
    case WriteProblem::CannotReplace:
        return "cannot replace the file";
    }
    return "cannot write";
}

std::string problem_text(WriteProblem p, int error, bool kept) {
    std::string out = english(p);
    if (error != 0)
        out += std::string(" (") + std::strerror(error) + ")";
    if (kept)
        out += "; the previous file is unchanged";
    return out;
}

} // namespace

WriteError::WriteError(const std::string& path, WriteProblem problem, int system_error,
                       bool previous_kept)
    : InputError(path, "", problem_text(problem, system_error, previous_kept))
    , code_(problem)
    , system_error_(system_error)
    , previous_kept_(previous_kept) {}

namespace {

std::string folder_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    if (slash == 0)
        return "/";
    return path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

struct Target {
    std::string path; // the file that is replaced: `path`, or what its symbolic link names
    bool exists = false;
    mode_t mode = 0;
    uid_t owner = 0;
    gid_t group = 0;
};

// Where the bytes go, or WriteError for a target that must not be replaced.
Target resolve_target(const std::string& path) {
    const auto refuse = [&](WriteProblem p, int error) { throw WriteError(path, p, error, false); };
    if (path.empty())
        refuse(WriteProblem::NoName, 0);
    if (path.back() == '/')
        refuse(WriteProblem::IsFolder, 0);
    Target t;
    t.path = path;
    struct stat link_info {};
    if (::lstat(path.c_str(), &link_info) == 0) {
        if (S_ISLNK(link_info.st_mode)) {
            // A link the user keeps (a scenario in a dotfiles repo): replace the file it names.
            char resolved[PATH_MAX];
            if (::realpath(path.c_str(), resolved) == nullptr)
                refuse(WriteProblem::DanglingLink, errno);
            t.path = resolved;
        }
        struct stat info {};
        if (::stat(t.path.c_str(), &info) != 0)
            refuse(WriteProblem::CannotExamine, errno);
        if (S_ISDIR(info.st_mode))
            refuse(WriteProblem::IsFolder, 0);
        if (!S_ISREG(info.st_mode))
            refuse(WriteProblem::NotRegularFile, 0);
        t.exists = true;
        t.mode = info.st_mode & 07777;
        t.owner = info.st_uid;
        t.group = info.st_gid;
    } else if (errno == ENOTDIR) { // "plain/r.pdf" where plain is a file
        refuse(WriteProblem::FolderMissing, ENOTDIR);
    } else if (errno != ENOENT) {
        refuse(WriteProblem::CannotExamine, errno);
    }
    const std::string folder = folder_of(t.path);
    struct stat folder_info {};
    if (::stat(folder.c_str(), &folder_info) != 0)
        refuse(WriteProblem::FolderMissing, errno);
    if (!S_ISDIR(folder_info.st_mode))
        refuse(WriteProblem::FolderMissing, ENOTDIR);
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        refuse(WriteProblem::FolderNotWritable, errno);
    return t;
}

// A new file beside the target, created exclusively (never an existing file or link).
int create_temp_file(const std::string& path, const Target& target, bool executable,
                     std::string& temp_path) {
    static thread_local std::mt19937_64 rng{std::random_device{}()};
    const std::string stem = folder_of(target.path) + "/." + name_of(target.path) + ".tmp-";
    const mode_t mode = executable ? 0777 : 0666; // the umask applies, as for any new file
    for (int attempt = 0; attempt < 100; ++attempt) {
        temp_path = stem + std::to_string(rng() % 100000000);
        const int fd =
            ::open(temp_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0)
            return fd;
        if (errno != EEXIST)
            throw WriteError(path, WriteProblem::CannotCreateTemp, errno, target.exists);
    }
    throw WriteError(path, WriteProblem::CannotCreateTemp, EEXIST, target.exists);
}

// Every byte, or the errno of the write that failed.
int write_all(int fd, std::string_view bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return EIO;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

void sync_folder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return; // the rename is done; a folder that cannot be opened only loses durability
    (void)::fsync(fd);
    ::close(fd);
}

} // namespace

bool is_same_file(const std::string& a, const std::string& b) {
    struct stat sa {
    }, sb{};
    return !a.empty() && !b.empty() && ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 &&
           sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

void check_output_file(const std::string& path) {
    (void)resolve_target(path);
}

void write_file_atomically(const std::string& path, std::string_view bytes, bool executable) {
    const Target target = resolve_target(path);
    std::string temp;
    const int fd = create_temp_file(path, target, executable, temp);
    int error = write_all(fd, bytes);
    WriteProblem step = WriteProblem::CannotWrite;
    // The owner first (root saving a user's file leaves it the user's), then the mode: chown
    // clears set-id bits, and a mode set before it would be lost.
    if (error == 0 && target.exists && ::geteuid() == 0 &&
        (target.owner != ::geteuid() || target.group != ::getegid()) &&
        ::fchown(fd, target.owner, target.group) != 0) {
        error = errno;
        step = WriteProblem::CannotKeepPermissions;
    }
    if (error == 0 && target.exists && ::fchmod(fd, target.mode) != 0) {
        error = errno;
        step = WriteProblem::CannotKeepPermissions;
    }
    if (error == 0 && ::fsync(fd) != 0) // the data on disk, not only in the page cache
        error = errno;
    if (::close(fd) != 0 && error == 0) // NFS reports a full disk here
        error = errno;
    if (error == 0 && ::rename(temp.c_str(), target.path.c_str()) != 0) {
        error = errno;
        step = WriteProblem::CannotReplace;
    }
    if (error != 0) {
        ::unlink(temp.c_str());
        throw WriteError(path, step, error, target.exists);
    }
    sync_folder(folder_of(target.path));
}

} // namespace gpuplanner
