#pragma once
// The one way this project writes a file (report, imported catalog, scenario, autosave, user
// catalog, launch files, probe result). A write either replaces the target whole or leaves it as
// it was: the bytes go to a new, uniquely named file beside the target (created with O_EXCL, so a
// planted symbolic link or an old temp file is never written through), every write, the fsync
// and the close are checked, and only then is it renamed over the target. On any failure the temp
// file is removed and an InputError names the file and the system's reason.
//
// A target that exists must be a regular file (a symbolic link is followed to the file it names,
// which is replaced and keeps its mode, and its owner when root writes a user's file); a folder,
// a device node, a FIFO or a socket is refused, so `-o /dev/null` does not replace the node.
#include "io/errors.h"

#include <string>
#include <string_view>

namespace gpuplanner {

// Why a write was refused or failed: a code for front ends that put it in their own words (the
// workbench, in two languages), the system's errno where there is one, and InputError's English
// text for the CLI (exit 2).
enum class WriteProblem {
    NoName,
    IsFolder,
    NotRegularFile,
    DanglingLink,
    CannotExamine,
    FolderMissing,
    FolderNotWritable,
    CannotCreateTemp,
    CannotWrite,
    CannotKeepPermissions,
    CannotReplace,
};

class WriteError final : public InputError {
public:
    WriteError(const std::string& path, WriteProblem problem, int system_error, bool previous_kept);
    [[nodiscard]] WriteProblem code() const { return code_; }
    [[nodiscard]] int system_error() const { return system_error_; } // errno, 0 when none
    [[nodiscard]] bool previous_kept() const { return previous_kept_; }

private:
    WriteProblem code_;
    int system_error_;
    bool previous_kept_;
};

// Checks that `path` can be written, before any work is done for it: the folder exists, is a
// folder and is writable, and the target is absent or a regular file. Throws InputError(path, "",
// problem) as a WriteError. Front ends call it before planning or rendering.
void check_output_file(const std::string& path);

// Replaces (or creates) `path` with `bytes` as described above. `executable` adds the execute bits
// (launch scripts). Throws WriteError; the previous file is then unchanged.
void write_file_atomically(const std::string& path, std::string_view bytes,
                           bool executable = false);

// Whether `a` and `b` name the same existing file (through links, `./`, hard links): an output
// must never be one of the command's inputs.
[[nodiscard]] bool is_same_file(const std::string& a, const std::string& b);

} // namespace gpuplanner
