#pragma once
// Runs gpuprobe in a process of its own and follows its progress lines, so the workbench stays
// responsive and survives a probe that crashes or hangs: a crash or a non-zero exit is reported,
// a hang is ended by a timeout, and Cancel kills the process. Nothing in the scenario changes
// until a run succeeds.
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTimer>

#include <memory>

namespace gpuplanner::ui {

class ProbeRunner final : public QObject {
    Q_OBJECT
public:
    explicit ProbeRunner(QObject* parent = nullptr);
    ~ProbeRunner() override;

    // Where gpuprobe is: $GPUPLANNER_GPUPROBE, next to this program, the build tree, then PATH.
    // Empty when none is found (the probe is built only where CUDA is installed).
    [[nodiscard]] static QString findExecutable();
    void setExecutable(const QString& path) { executable_ = path; }
    [[nodiscard]] const QString& executable() const { return executable_; }
    // Seconds after which a run is stopped (default: quick 180, full 900).
    void setTimeoutSeconds(int seconds) { timeoutOverride_ = seconds; }
    [[nodiscard]] bool isRunning() const;

    // Writes the result to `jsonFile`.
    void start(bool quick, const QString& jsonFile);
    void cancel();

signals:
    void progress(double fraction, const QString& stage);
    // `notes`: what gpuprobe said on the way (a measurement that failed, say).
    void succeeded(const QString& jsonFile, const QString& notes);
    void failed(const QString& message);

private:
    void readOutput();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void finish();

    QString executable_;
    QString jsonFile_;
    std::unique_ptr<QProcess> process_;
    QTimer timeout_;
    QByteArray stdoutBuffer_;
    QByteArray stderr_;
    int timeoutOverride_ = 0;
    bool cancelled_ = false;
    bool timedOut_ = false;
};

} // namespace gpuplanner::ui
