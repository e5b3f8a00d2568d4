#pragma once
// Writing launch files into a folder without touching anything else in it (docs/export.md,
// docs/reliability.md "Export writes only its own files").
//
// An export writes the files it generates and a manifest (kExportManifest) that names them with
// a checksum of each. It never removes a file it did not write:
// - a new or empty folder is filled whole: the files go into a private folder beside it, renamed
//   into place in one step (a kill leaves the old state, never half a folder);
// - a folder holding an earlier export (its manifest) gets that export's files replaced, one
//   atomic rename each, after the caller has confirmed the replacement (`replace`); a file the
//   user edited since is first saved as NAME.edited (a hard link to the user's version); files
//   the earlier export wrote and the new one does not are removed unless edited since (then
//   kept, and still known as the export's); every other file in the folder stays as it is. The
//   manifest is written first marked unfinished, so an interrupted replacement is known and named
//   by the next export;
// - a folder holding other files and no manifest is refused (the CLI names them; the workbench
//   offers a new subfolder).
// Temporary folders are created with mkdir under fresh random names, never through a planted
// link; replaced files keep their mode, and their owner when root writes a user's file.
#include "io/errors.h"
#include "launch/launch.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpuplanner {

inline constexpr const char* kExportManifest = ".gpuplan-export.json";

// What an export into a folder finds there, before anything is written.
enum class ExportFolderState {
    New,           // absent: it is created
    Empty,         // an empty folder: filled
    EarlierExport, // holds a finished export (its manifest): its files are replaced
    Interrupted,   // holds an export whose replacement stopped half-way: finishing it replaces
    Foreign,       // holds files GPU Planner did not write, and no manifest: refused
    NotAFolder,    // exists and is not a folder (or cannot be read): refused
};

// Why a path cannot be the export's folder (state NotAFolder), for front ends' own words.
enum class NotAFolderReason { None, IsFile, PathThroughFile, DanglingLink, Unreadable };

struct ExportFolderCheck {
    std::string folder; // the folder written (a link to a folder resolved)
    ExportFolderState state = ExportFolderState::New;
    NotAFolderReason reason = NotAFolderReason::None;
    std::vector<std::string> added;    // new files the folder does not hold yet
    std::vector<std::string> replaced; // the earlier export's files that are written again
    std::vector<std::string> removed;  // the earlier export's files the new one does not write
    std::vector<std::string> edited;   // of both, those changed since the export wrote them
    std::vector<std::string> kept;     // removed but edited: left in place
    [[nodiscard]] std::vector<std::string> edited_and_replaced() const;
    std::vector<std::string> clashes; // new files whose names the folder holds, not written by us
    std::vector<std::string> others;  // entries GPU Planner did not write (first kListedOthers)
    std::size_t others_total = 0;
    std::string problem; // why the folder cannot be read, for NotAFolder

    static constexpr std::size_t kListedOthers = 5;
    // Refused whatever the caller says: not a folder, foreign files, or a name clash.
    [[nodiscard]] bool refused() const {
        return state == ExportFolderState::NotAFolder || state == ExportFolderState::Foreign ||
               !clashes.empty();
    }
    // Writing replaces or removes files of an earlier export: the caller asks first.
    [[nodiscard]] bool replaces() const {
        return state == ExportFolderState::EarlierExport || state == ExportFolderState::Interrupted;
    }
};

// Why an export was refused or failed, for front ends that word it themselves.
enum class ExportProblem {
    NotAFolder,
    Foreign,
    Clash,
    NeedsReplace,
    BadFileName,
    CannotCreate,
    CannotWrite,
    StoppedHalfWay,
};

class ExportError final : public InputError {
public:
    ExportError(const std::string& folder, ExportProblem code, const std::string& problem)
        : InputError(folder, "", problem)
        , code_(code) {}
    [[nodiscard]] ExportProblem code() const { return code_; }

private:
    ExportProblem code_;
};

// Looks at `dir` for an export of `files`; reads nothing but names, the manifest and the earlier
// export's files (for their checksums).
[[nodiscard]] ExportFolderCheck check_export_folder(const std::string& dir,
                                                    const std::vector<LaunchFile>& files);

// What an export did, for the front ends to say.
struct ExportResult {
    std::string folder;
    std::vector<std::string> written;  // every file it wrote (the manifest aside)
    std::vector<std::string> replaced; // of those, the earlier export's files it replaced
    std::vector<std::string> removed;  // the earlier export's files it removed
    std::vector<std::string> kept;     // the earlier export's files it left (edited since)
    std::vector<std::pair<std::string, std::string>> saved; // edited file, its saved copy
};

// Writes `files` and the manifest into `dir` as described above. `replace` must be true to
// replace an earlier export (the CLI's --force, the dialog's confirmation). Throws ExportError:
// refused (nothing written), or failed (what was left is in the message; the folder as it was
// for a new or empty folder).
ExportResult write_launch_files(const std::string& dir, const std::vector<LaunchFile>& files,
                                bool replace);

namespace export_detail {
// A new folder `parent`/`stem` + a suffix from `next_suffix`, created with mkdir (0700): a name
// that exists (a planted link, a file, an old folder) is never used or followed; the next name is
// tried, up to `attempts` times. Returns the path; throws ExportError(CannotCreate).
[[nodiscard]] std::string make_private_folder(const std::string& parent, const std::string& stem,
                                              const std::function<std::string()>& next_suffix,
                                              int attempts = 10'000);
} // namespace export_detail

} // namespace gpuplanner
