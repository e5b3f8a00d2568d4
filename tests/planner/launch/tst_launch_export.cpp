// Writing launch files into a folder (planner/launch/export_folder.h): an export writes its own
// files and never removes one it did not write. Every case starts from a folder holding unrelated
// files (a thesis, a subfolder, the scenario itself) and checks each of them survives.
#include "io/errors.h"
#include "launch/export_folder.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

using namespace gpuplanner;
namespace fs = std::filesystem;

namespace {

void put(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::string get(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Every file under `root` with its bytes (folders as "name/"), to compare before and after.
std::map<std::string, std::string> tree(const std::string& root) {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
        const std::string rel = fs::relative(e.path(), root).string();
        out[rel] = e.is_directory() ? std::string("/") : get(e.path().string());
    }
    return out;
}

const std::vector<LaunchFile> kSlurm = {{"job.sbatch", "#!/bin/bash\nsrun true\n", true},
                                        {"ds_config.json", "{}\n", false},
                                        {"README.md", "# launch\n", false}};
const std::vector<LaunchFile> kKubernetes = {{"pytorchjob.yaml", "kind: PyTorchJob\n", false},
                                             {"ds_config.json", "{\"zero\": 1}\n", false},
                                             {"README.md", "# launch, again\n", false}};

} // namespace

class TestLaunchExport final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string root_;

    // A project folder as a user has it: a thesis, a subfolder with a file, the scenario.
    std::string project() {
        const std::string p = root_ + "/proj";
        fs::create_directories(p + "/sub");
        put(p + "/thesis.tex", "\\documentclass{article}\n");
        put(p + "/sub/data.csv", "a,b\n1,2\n");
        put(p + "/my.gpuplan.json", "{\"format\": \"gpuplanner-scenario\"}\n");
        return p;
    }

private slots:
    void init() {
        root_ = dir_.path().toStdString() + "/" + QTest::currentTestFunction();
        fs::remove_all(root_);
        fs::create_directories(root_);
    }

    // `gpuplan export ... -o "$PWD" --force` in a project folder deleted every file there.
    void aFolderOfOtherFilesIsRefusedAndKept() {
        const std::string p = project();
        const auto before = tree(p);
        for (const bool replace : {false, true}) {
            try {
                write_launch_files(p, kSlurm, replace);
                QFAIL("a folder of other files was written into");
            } catch (const ExportError& e) {
                QCOMPARE(e.code(), ExportProblem::Foreign);
                QVERIFY2(e.problem().find("thesis.tex") != std::string::npos, e.what());
                QVERIFY2(e.problem().find("sub/") != std::string::npos, e.what());
            }
            QVERIFY(tree(p) == before);
        }
        // Nor is anything left beside it.
        QCOMPARE(std::distance(fs::directory_iterator(root_), fs::directory_iterator()), 1);
    }

    void aNewFolderGetsTheFilesAndAManifest() {
        const std::string p = project();
        const auto before = tree(p);
        write_launch_files(p + "/launch", kSlurm, false);
        for (const LaunchFile& f : kSlurm)
            QCOMPARE(get(p + "/launch/" + f.name), f.text);
        QVERIFY(fs::exists(p + "/launch/" + kExportManifest));
        QVERIFY((fs::status(p + "/launch/job.sbatch").permissions() & fs::perms::owner_exec) !=
                fs::perms::none);
        auto after = tree(p);
        for (const auto& [name, bytes] : before)
            QCOMPARE(after[name], bytes);
        // No staging folder left beside it.
        for (const auto& e : fs::directory_iterator(p))
            QVERIFY2(e.path().filename().string().rfind(".launch", 0) != 0, e.path().c_str());
        const ExportFolderCheck c = check_export_folder(p + "/launch", kSlurm);
        QCOMPARE(c.state, ExportFolderState::EarlierExport);
        QCOMPARE(c.replaced.size(), kSlurm.size());
        QVERIFY(c.edited.empty());
    }

    // Replacing an earlier export replaces its files, removes the ones the new export does not
    // write (unless edited), and leaves every other file in the folder.
    void replacingAnEarlierExportTouchesOnlyItsFiles() {
        const std::string launch = root_ + "/launch";
        write_launch_files(launch, kSlurm, false);
        put(launch + "/notes.txt", "my notes\n"); // the user's, added after the export
        fs::create_directories(launch + "/runs");
        put(launch + "/runs/log.txt", "step 1\n");
        try {
            write_launch_files(launch, kKubernetes, false);
            QFAIL("an earlier export was replaced without being asked to");
        } catch (const ExportError& e) {
            QCOMPARE(e.code(), ExportProblem::NeedsReplace);
            QVERIFY2(e.problem().find("job.sbatch") != std::string::npos, e.what());
        }
        QCOMPARE(get(launch + "/README.md"), kSlurm[2].text);
        const ExportFolderCheck c = check_export_folder(launch, kKubernetes);
        QCOMPARE(c.state, ExportFolderState::EarlierExport);
        QCOMPARE(c.replaced, (std::vector<std::string>{"README.md", "ds_config.json"}));
        QCOMPARE(c.removed, (std::vector<std::string>{"job.sbatch"}));
        QCOMPARE(c.others_total, std::size_t{2}); // notes.txt, runs/
        write_launch_files(launch, kKubernetes, true);
        for (const LaunchFile& f : kKubernetes)
            QCOMPARE(get(launch + "/" + f.name), f.text);
        QVERIFY(!fs::exists(launch + "/job.sbatch"));
        QCOMPARE(get(launch + "/notes.txt"), std::string("my notes\n"));
        QCOMPARE(get(launch + "/runs/log.txt"), std::string("step 1\n"));
        QCOMPARE(check_export_folder(launch, kKubernetes).state, ExportFolderState::EarlierExport);
        for (const auto& e : fs::directory_iterator(launch)) // no staging folder left
            QVERIFY2(e.path().filename().string().rfind(".gpuplan-export-staging", 0) != 0,
                     e.path().c_str());
    }

    // A file the user edited after the export: named before anything happens; when the new
    // export writes it again, the user's version is kept as NAME.edited; when it does not, the
    // file stays (and is still the export's, so switching back saves and replaces it).
    void editedFilesAreNeverLost() {
        const std::string launch = root_ + "/launch";
        write_launch_files(launch, kSlurm, false);
        const std::string mine = "#!/bin/bash\n#SBATCH --account=mine\nsrun true\n";
        put(launch + "/job.sbatch", mine);
        put(launch + "/README.md", "# my own notes\n");
        const ExportFolderCheck c = check_export_folder(launch, kKubernetes);
        QCOMPARE(c.edited, (std::vector<std::string>{"README.md", "job.sbatch"}));
        QCOMPARE(c.kept, (std::vector<std::string>{"job.sbatch"}));
        QCOMPARE(c.edited_and_replaced(), (std::vector<std::string>{"README.md"}));
        QCOMPARE(c.added, (std::vector<std::string>{"pytorchjob.yaml"}));
        const ExportResult r = write_launch_files(launch, kKubernetes, true);
        QCOMPARE(get(launch + "/job.sbatch"), mine);
        QCOMPARE(get(launch + "/README.md"), kKubernetes[2].text);
        QCOMPARE(get(launch + "/README.md.edited"), std::string("# my own notes\n"));
        QCOMPARE(r.saved.size(), std::size_t{1});
        QCOMPARE(r.saved[0].second, std::string("README.md.edited"));
        QCOMPARE(r.kept, (std::vector<std::string>{"job.sbatch"}));
        // Back to Slurm: the kept job.sbatch is the export's, edited: saved again, replaced.
        const ExportFolderCheck back = check_export_folder(launch, kSlurm);
        QVERIFY(back.clashes.empty());
        QCOMPARE(back.others, (std::vector<std::string>{"README.md.edited"}));
        const ExportResult again = write_launch_files(launch, kSlurm, true);
        QCOMPARE(get(launch + "/job.sbatch"), kSlurm[0].text);
        QCOMPARE(get(launch + "/job.sbatch.edited"), mine);
        QCOMPARE(get(launch + "/README.md.edited"), std::string("# my own notes\n"));
        QCOMPARE(again.removed, (std::vector<std::string>{"pytorchjob.yaml"}));
    }

    // A new file whose name the folder holds but the earlier export did not write is refused.
    void aNameClashIsRefused() {
        const std::string launch = root_ + "/launch";
        write_launch_files(launch, kSlurm, false);
        put(launch + "/pytorchjob.yaml", "mine\n");
        try {
            write_launch_files(launch, kKubernetes, true);
            QFAIL("a file the export did not write was overwritten");
        } catch (const ExportError& e) {
            QCOMPARE(e.code(), ExportProblem::Clash);
        }
        QCOMPARE(get(launch + "/pytorchjob.yaml"), std::string("mine\n"));
        QCOMPARE(get(launch + "/job.sbatch"), kSlurm[0].text);
    }

    // An empty folder is filled; its mode is kept.
    void anEmptyFolderIsFilledAndKeepsItsMode() {
        const std::string launch = root_ + "/empty";
        fs::create_directories(launch);
        ::chmod(launch.c_str(), 0750);
        write_launch_files(launch + "/", kSlurm, false); // "out/" is the folder "out"
        QCOMPARE(get(launch + "/README.md"), kSlurm[2].text);
        struct stat st {};
        QCOMPARE(::stat(launch.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t{0750});
    }

    // A replacement killed between two renames leaves a manifest that says so: the next export
    // names the state and finishes it.
    void anInterruptedReplacementIsKnown() {
        const std::string launch = root_ + "/launch";
        write_launch_files(launch, kSlurm, false);
        // What the replacement writes first, and one file renamed, as if killed there.
        std::string manifest = get(launch + "/" + kExportManifest);
        manifest.replace(manifest.find("\"complete\": true"), 16, "\"complete\": false");
        put(launch + "/" + kExportManifest, manifest);
        put(launch + "/README.md", kKubernetes[2].text); // not the manifest's: an edit?
        const ExportFolderCheck c = check_export_folder(launch, kKubernetes);
        QCOMPARE(c.state, ExportFolderState::Interrupted);
        try {
            write_launch_files(launch, kKubernetes, false);
            QFAIL("an unfinished export was replaced without being asked to");
        } catch (const ExportError& e) {
            QCOMPARE(e.code(), ExportProblem::NeedsReplace);
            QVERIFY2(e.problem().find("unfinished") != std::string::npos, e.what());
        }
        write_launch_files(launch, kKubernetes, true);
        QCOMPARE(check_export_folder(launch, kKubernetes).state, ExportFolderState::EarlierExport);
    }

    // The private folder is made with mkdir: links planted at the names it would try (a bounded
    // count here, a million in the report) are skipped, never followed.
    void plantedLinksAreNeverFollowed() {
        const std::string shared = root_ + "/shared";
        const std::string victim = root_ + "/victim";
        fs::create_directories(shared);
        fs::create_directories(victim);
        constexpr int kPlanted = 1000;
        for (int i = 0; i < kPlanted; ++i)
            fs::create_directory_symlink(victim, shared + "/.launch.tmp-" + std::to_string(i));
        int next = 0;
        const std::string made = export_detail::make_private_folder(
            shared, ".launch.tmp-", [&] { return std::to_string(next++); });
        QCOMPARE(made, shared + "/.launch.tmp-" + std::to_string(kPlanted));
        QVERIFY(fs::is_directory(fs::symlink_status(made)));
        struct stat st {};
        QCOMPARE(::stat(made.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t{0700});
        QVERIFY(fs::is_empty(victim));
        // Every name taken: refused, nothing made.
        next = 0;
        QVERIFY_THROWS_EXCEPTION(
            ExportError,
            (void)export_detail::make_private_folder(
                shared, ".launch.tmp-", [&] { return std::to_string(next++); }, kPlanted));
    }

    // A file where the folder should be, a link to nothing, a bad file name.
    void refusals() {
        const std::string plain = root_ + "/plain";
        put(plain, "x");
        QVERIFY_THROWS_EXCEPTION(ExportError, write_launch_files(plain, kSlurm, true));
        QCOMPARE(get(plain), std::string("x"));
        QVERIFY_THROWS_EXCEPTION(ExportError, write_launch_files(plain + "/sub", kSlurm, true));
        fs::create_symlink(root_ + "/nothing", root_ + "/dangling");
        QVERIFY_THROWS_EXCEPTION(ExportError,
                                 write_launch_files(root_ + "/dangling", kSlurm, true));
        QVERIFY_THROWS_EXCEPTION(
            ExportError, write_launch_files(root_ + "/bad", {{"../escape.txt", "x", false}}, true));
        QVERIFY(!fs::exists(root_ + "/escape.txt") && !fs::exists(root_ + "/bad"));
    }

    // Root replacing a user's export keeps the user's ownership and modes.
    void ownershipAndModeAreKept() {
        if (::geteuid() != 0)
            QSKIP("needs root to give files to another user");
        const std::string launch = root_ + "/launch";
        write_launch_files(launch, kSlurm, false);
        for (const char* f : {"README.md", "job.sbatch"}) {
            const std::string path = launch + "/" + f;
            QCOMPARE(::chown(path.c_str(), 4321, 4322), 0);
            QCOMPARE(::chmod(path.c_str(), 0640), 0);
        }
        write_launch_files(launch, kKubernetes, true);
        struct stat st {};
        QCOMPARE(::stat((launch + "/README.md").c_str(), &st), 0);
        QCOMPARE(st.st_uid, uid_t{4321});
        QCOMPARE(st.st_gid, gid_t{4322});
        QCOMPARE(st.st_mode & 07777, mode_t{0640});
    }
};

int runTestLaunchExport(int argc, char** argv) {
    TestLaunchExport t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_export.moc"
