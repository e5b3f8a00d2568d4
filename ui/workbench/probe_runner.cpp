#include "workbench/probe_runner.h"

#include "hardware/probe_result.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace gpuplanner::ui {

namespace {

constexpr int kExitUsage = kProbeExitUsage;
constexpr int kExitNoGpu = kProbeExitNoGpu;
constexpr int kExitFailed = kProbeExitFailed;

// gpuprobe's messages start with "gpuprobe: "; the panel says who is speaking already.
QString lastLines(const QByteArray& text, int lines) {
    QStringList all = QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    while (all.size() > lines)
        all.removeFirst();
    for (QString& l : all)
        if (l.startsWith(QStringLiteral("gpuprobe: ")))
            l = l.mid(10);
    return all.join(QLatin1Char('\n'));
}

} // namespace

ProbeRunner::ProbeRunner(QObject* parent)
    : QObject(parent)
    , executable_(findExecutable()) {
    timeout_.setSingleShot(true);
    connect(&timeout_, &QTimer::timeout, this, [this] {
        timedOut_ = true;
        if (process_)
            process_->kill();
    });
}

ProbeRunner::~ProbeRunner() {
    if (process_) {
        disconnect(process_.get(), nullptr, this, nullptr);
        process_->kill();
        process_->waitForFinished(3000);
    }
}

QString ProbeRunner::findExecutable() {
    const QString env = qEnvironmentVariable("GPUPLANNER_GPUPROBE");
    if (!env.isEmpty())
        return QFileInfo(env).isExecutable() ? env : QString();
    const QString beside = QCoreApplication::applicationDirPath() + QStringLiteral("/gpuprobe");
    if (QFileInfo(beside).isExecutable())
        return beside;
#ifdef GPUPLANNER_GPUPROBE_BUILD_PATH
    const QString built = QStringLiteral(GPUPLANNER_GPUPROBE_BUILD_PATH);
    if (QFileInfo(built).isExecutable())
        return built;
#endif
    return QStandardPaths::findExecutable(QStringLiteral("gpuprobe"));
}

bool ProbeRunner::isRunning() const {
    return process_ != nullptr;
}

void ProbeRunner::start(bool quick, const QString& jsonFile) {
    if (process_)
        return;
    jsonFile_ = jsonFile;
    stdoutBuffer_.clear();
    stderr_.clear();
    cancelled_ = false;
    timedOut_ = false;
    if (executable_.isEmpty()) {
        emit failed(tr("gpuprobe was not found: it is built only where the CUDA toolkit is "
                       "installed. Import a result made on another machine instead."));
        return;
    }
    QFile::remove(jsonFile);
    process_ = std::make_unique<QProcess>();
    connect(process_.get(), &QProcess::readyReadStandardOutput, this, &ProbeRunner::readOutput);
    connect(process_.get(), &QProcess::readyReadStandardError, this,
            [this] { stderr_ += process_->readAllStandardError(); });
    connect(process_.get(), &QProcess::finished, this, &ProbeRunner::processFinished);
    connect(process_.get(), &QProcess::errorOccurred, this, &ProbeRunner::processError);
    timeout_.start((timeoutOverride_ > 0 ? timeoutOverride_ : (quick ? 180 : 900)) * 1000);
    process_->start(executable_,
                    {quick ? QStringLiteral("--quick") : QStringLiteral("--full"),
                     QStringLiteral("--machine-progress"), QStringLiteral("--json"), jsonFile});
}

void ProbeRunner::cancel() {
    if (!process_)
        return;
    cancelled_ = true;
    process_->kill();
}

void ProbeRunner::readOutput() {
    stdoutBuffer_ += process_->readAllStandardOutput();
    for (int nl = stdoutBuffer_.indexOf('\n'); nl >= 0; nl = stdoutBuffer_.indexOf('\n')) {
        const QByteArray line = stdoutBuffer_.left(nl);
        stdoutBuffer_.remove(0, nl + 1);
        if (const auto p = parse_probe_progress_line(line.toStdString()))
            emit progress(p->first, QString::fromStdString(p->second));
    }
}

void ProbeRunner::processError(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart)
        return; // crashes and kills arrive through finished()
    const QString why = process_->errorString();
    finish();
    emit failed(tr("gpuprobe could not be started (%1): %2").arg(executable_, why));
}

void ProbeRunner::processFinished(int exitCode, QProcess::ExitStatus status) {
    readOutput();
    stderr_ += process_->readAllStandardError();
    const QByteArray err = stderr_;
    finish();
    if (cancelled_) {
        emit failed(tr("Cancelled; nothing was changed."));
        return;
    }
    if (timedOut_) {
        emit failed(tr("gpuprobe did not finish in time and was stopped; nothing was changed."));
        return;
    }
    if (status == QProcess::CrashExit) {
        emit failed(tr("gpuprobe crashed; nothing was changed.\n%1").arg(lastLines(err, 3)));
        return;
    }
    const bool written = QFileInfo::exists(jsonFile_);
    if (exitCode == 0 && written) {
        emit succeeded(jsonFile_, QString());
    } else if (exitCode == kExitFailed && written) {
        // Some measurements failed, the others were written.
        emit succeeded(jsonFile_, lastLines(err, 4));
    } else if (exitCode == 0) {
        emit failed(tr("gpuprobe finished without writing its result (%1).").arg(jsonFile_));
    } else if (exitCode == kExitNoGpu) {
        // The sentence in the user's language; gpuprobe's own words (English) follow as detail.
        emit failed(tr("gpuprobe found no NVIDIA GPU it can use on this machine (no driver or no "
                       "device), so there is nothing to measure. You can import a result made on "
                       "another machine.\ngpuprobe said: %1")
                        .arg(lastLines(err, 1)));
    } else if (exitCode == kExitUsage) {
        emit failed(tr("gpuprobe did not accept its arguments (is it from another version?):\n%1")
                        .arg(lastLines(err, 3)));
    } else {
        emit failed(
            tr("gpuprobe failed (exit status %1):\n%2").arg(exitCode).arg(lastLines(err, 4)));
    }
}

void ProbeRunner::finish() {
    timeout_.stop();
    if (process_) {
        disconnect(process_.get(), nullptr, this, nullptr);
        // Deleting a QProcess from its own signal is not allowed: later.
        process_.release()->deleteLater();
    }
}

} // namespace gpuplanner::ui
