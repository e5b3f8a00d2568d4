// Writing files (planner/io/atomic_write.h): a write replaces the target whole or leaves it as it
// was, never writes through a planted link, refuses what is not a regular file, and removes its
// temp file on failure. A full disk is simulated with RLIMIT_FSIZE in a child process (the write
// then fails with EFBIG, as it fails with ENOSPC on a full file system: same code path).
#include "io/atomic_write.h"
#include "test_paths.h"

#include <QtTest>

#include <csignal>
#include <fstream>
#include <sstream>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace gpuplanner;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void put(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

// Names in `folder` other than `keep` (a leftover temp file shows up here).
QStringList others(const QString& folder, const QStringList& keep) {
    QStringList names = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                                               QDir::NoDotAndDotDot);
    for (const QString& k : keep)
        names.removeAll(k);
    return names;
}

// Runs write_file_atomically in a child whose files may not grow past `limit` bytes; returns the
// WriteProblem code + 1 it threw, 0 for success, 99 for any other outcome.
int write_with_size_limit(const std::string& path, const std::string& bytes, rlim_t limit) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        std::signal(SIGXFSZ, SIG_IGN); // write() then fails with EFBIG instead of killing
        const rlimit r{limit, limit};
        ::setrlimit(RLIMIT_FSIZE, &r);
        try {
            write_file_atomically(path, bytes);
            ::_exit(0);
        } catch (const WriteError& e) {
            ::_exit(1 + static_cast<int>(e.code()));
        } catch (...) {
            ::_exit(99);
        }
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 99;
}

} // namespace

class TestFiles final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string path(const char* name) const {
        return dir_.filePath(QLatin1String(name)).toStdString();
    }

private slots:
    void init() { // every case starts from an empty folder
        for (const QString& n : others(dir_.path(), {})) {
            const QString p = dir_.filePath(n);
            QFileInfo(p).isDir() && !QFileInfo(p).isSymLink() ? (void)QDir(p).removeRecursively()
                                                              : (void)QFile::remove(p);
        }
    }

    void newFileHasItsBytesAndTheUmaskMode() {
        const std::string target = path("new.json");
        const mode_t old = ::umask(022);
        write_file_atomically(target, "{\"a\": 1}\n");
        ::umask(old);
        QCOMPARE(slurp(target), std::string("{\"a\": 1}\n"));
        struct stat st {};
        QCOMPARE(::stat(target.c_str(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0644);
        QCOMPARE(others(dir_.path(), {QStringLiteral("new.json")}), QStringList());
    }

    void replacingKeepsTheFilesMode() {
        const std::string target = path("private.json");
        put(target, "old");
        ::chmod(target.c_str(), 0600);
        write_file_atomically(target, "new contents");
        QCOMPARE(slurp(target), std::string("new contents"));
        struct stat st {};
        ::stat(target.c_str(), &st);
        QCOMPARE(int(st.st_mode & 0777), 0600);
    }

    // Root saving a user's file (sudo gpuplan ..., a service account's report) leaves it the
    // user's, with its mode.
    void replacingAsRootKeepsTheOwner() {
        if (::geteuid() != 0)
            QSKIP("needs root to give a file to another user");
        const std::string target = path("users.json");
        put(target, "old");
        QCOMPARE(::chown(target.c_str(), 4321, 4322), 0);
        QCOMPARE(::chmod(target.c_str(), 0640), 0);
        write_file_atomically(target, "new contents");
        struct stat st {};
        QCOMPARE(::stat(target.c_str(), &st), 0);
        QCOMPARE(st.st_uid, uid_t{4321});
        QCOMPARE(st.st_gid, gid_t{4322});
        QCOMPARE(int(st.st_mode & 0777), 0640);
    }

    void executableAddsTheExecuteBits() {
        const std::string target = path("run.sh");
        const mode_t old = ::umask(022);
        write_file_atomically(target, "#!/bin/sh\n", true);
        ::umask(old);
        struct stat st {};
        ::stat(target.c_str(), &st);
        QCOMPARE(int(st.st_mode & 0777), 0755);
    }

    // Issue #15 item 1: a full disk replaced the previous report with a truncated one and said
    // "written". Now the previous file stays whole, the temp file is gone, and the error says so.
    void fullDiskLeavesThePreviousFileWhole() {
        const std::string target = path("report.pdf");
        const std::string previous = "%PDF-1.4 previous report %%EOF";
        put(target, previous);
        const int outcome = write_with_size_limit(target, std::string(1 << 20, 'x'), 4096);
        QCOMPARE(outcome, 1 + static_cast<int>(WriteProblem::CannotWrite));
        QCOMPARE(slurp(target), previous);
        QCOMPARE(others(dir_.path(), {QStringLiteral("report.pdf")}), QStringList());
        // The message names the file, the system's reason and that nothing was lost.
        const WriteError e(target, WriteProblem::CannotWrite, ENOSPC, true);
        QCOMPARE(std::string(e.problem()),
                 std::string("cannot write (No space left on device); the previous file is "
                             "unchanged"));
        QCOMPARE(e.file(), target);
    }

    void writeWithinTheLimitSucceeds() { // the child harness itself can succeed
        const std::string target = path("small.json");
        QCOMPARE(write_with_size_limit(target, "small", 4096), 0);
        QCOMPARE(slurp(target), std::string("small"));
    }

    // Issue #15 item 7: symbolic links planted where the old writers put their temp files
    // (out.json.tmp, out.pdf.part) redirected the write to their target.
    void plantedLinksAreNotWrittenThrough_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("planted");
        QTest::newRow("catalog import's .tmp")
            << QStringLiteral("out.json") << QStringLiteral("out.json.tmp");
        QTest::newRow("report's .part")
            << QStringLiteral("out.pdf") << QStringLiteral("out.pdf.part");
        QTest::newRow("a hidden temp name")
            << QStringLiteral("out.json") << QStringLiteral(".out.json.tmp-1");
    }
    void plantedLinksAreNotWrittenThrough() {
        QFETCH(QString, target);
        QFETCH(QString, planted);
        const std::string victim = path("victim.txt");
        put(victim, "keep me");
        QVERIFY(QFile::link(QString::fromStdString(victim), dir_.filePath(planted)));
        write_file_atomically(dir_.filePath(target).toStdString(), "the new file");
        QCOMPARE(slurp(victim), std::string("keep me"));
        QCOMPARE(slurp(dir_.filePath(target).toStdString()), std::string("the new file"));
    }

    // A link the user keeps is followed: the file it names is replaced, the link stays a link.
    void userLinkReplacesTheFileItNames() {
        QDir(dir_.path()).mkdir(QStringLiteral("real"));
        const std::string real = path("real/scenario.json");
        put(real, "old");
        const std::string link = path("scenario.json");
        QVERIFY(QFile::link(QString::fromStdString(real), QString::fromStdString(link)));
        write_file_atomically(link, "new");
        QCOMPARE(slurp(real), std::string("new"));
        QVERIFY(QFileInfo(QString::fromStdString(link)).isSymLink());
    }

    void refusedTargets_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("message");
        const QString d = dir_.path();
        QTest::newRow("a device node")
            << QStringLiteral("/dev/null") << int(WriteProblem::NotRegularFile)
            << QStringLiteral("is not a regular file");
        QTest::newRow("a folder") << d << int(WriteProblem::IsFolder)
                                  << QStringLiteral("is a folder, not a file");
        QTest::newRow("a trailing slash")
            << QString(d + QStringLiteral("/x/")) << int(WriteProblem::IsFolder)
            << QStringLiteral("is a folder, not a file");
        QTest::newRow("a FIFO") << QString(d + QStringLiteral("/fifo"))
                                << int(WriteProblem::NotRegularFile)
                                << QStringLiteral("is not a regular file");
        QTest::newRow("a dangling link")
            << QString(d + QStringLiteral("/dangling")) << int(WriteProblem::DanglingLink)
            << QStringLiteral("is a symbolic link to a file that does not exist");
        QTest::newRow("a missing folder")
            << QString(d + QStringLiteral("/missing/r.pdf")) << int(WriteProblem::FolderMissing)
            << QStringLiteral("its folder does not exist");
        QTest::newRow("a file as the folder")
            << QString(d + QStringLiteral("/plain/r.pdf")) << int(WriteProblem::FolderMissing)
            << QStringLiteral("its folder does not exist");
        QTest::newRow("no name") << QStringLiteral("") << int(WriteProblem::NoName)
                                 << QStringLiteral("no file name given");
    }
    void refusedTargets() {
        QFETCH(QString, target);
        QFETCH(int, problem);
        QFETCH(QString, message);
        QCOMPARE(::mkfifo(path("fifo").c_str(), 0600), 0);
        QVERIFY(QFile::link(dir_.filePath(QStringLiteral("nowhere")),
                            dir_.filePath(QStringLiteral("dangling"))));
        put(path("plain"), "a file");
        const QStringList before = others(dir_.path(), {});
        for (const bool check_only : {true, false}) {
            try {
                if (check_only)
                    check_output_file(target.toStdString());
                else
                    write_file_atomically(target.toStdString(), "bytes");
                QFAIL("not refused");
            } catch (const WriteError& e) {
                QCOMPARE(int(e.code()), problem);
                QVERIFY2(QString::fromStdString(e.problem()).startsWith(message), e.what());
                QCOMPARE(e.file(), target.toStdString());
            }
        }
        QCOMPARE(others(dir_.path(), {}), before); // nothing created, nothing left behind
    }

    void unwritableFolderIsRefused() {
        if (::geteuid() == 0)
            QSKIP("root may write into any folder");
        QDir(dir_.path()).mkdir(QStringLiteral("ro"));
        ::chmod(path("ro").c_str(), 0555);
        try {
            write_file_atomically(path("ro/x.json"), "x");
            QFAIL("not refused");
        } catch (const WriteError& e) {
            QCOMPARE(e.code(), WriteProblem::FolderNotWritable);
        }
        ::chmod(path("ro").c_str(), 0755);
    }
};

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
