#pragma once
// The open scenario: its JSON (the file's own content, so saving keeps every field), the file it
// came from, whether it changed, and the undo stack. Edits go through setValue(), one undo
// command each; repeated edits of one field merge into one step.
#include <nlohmann/json.hpp>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace gpuplanner::ui {

class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    [[nodiscard]] const nlohmann::json& json() const { return json_; }
    [[nodiscard]] const QString& filePath() const { return filePath_; }
    // Edits since the file was opened or saved that leave it different: a combo switched away
    // and back is not a change (helper walkthrough, 2026-12-07: the title kept its "*").
    [[nodiscard]] bool isModified() const { return !undo_->isClean() && json_ != savedJson_; }
    // Recovered work is unsaved work, whatever it holds.
    void markUnsaved();
    [[nodiscard]] QUndoStack* undoStack() const { return undo_.get(); }

    // A JSON pointer path such as "/workload/micro_batch". A null value removes the field.
    [[nodiscard]] nlohmann::json value(const std::string& pointer) const;
    void setValue(const std::string& pointer, const nlohmann::json& value);
    // How the undo menu names a step of the field at `pointer` ("Undo Micro-batch"), in the
    // language of the moment; the pointer itself until a labeler is set. relabelUndoSteps()
    // renames every step after a language switch.
    [[nodiscard]] QString undoLabel(const std::string& pointer) const;
    void setUndoLabeler(std::function<QString(const std::string&)> labeler);
    void relabelUndoSteps();
    // Switches workload.type ("training", "fine_tuning", "inference"): fields that apply stay,
    // fields that do not are parked (kept in memory, not in the file) and come back when a type
    // they apply to is chosen again; one undo step. Returns the keys parked and restored.
    struct TypeChange {
        QStringList parked, restored;
        bool tokensFilled = false;
    };
    TypeChange setWorkloadType(const std::string& type);
    [[nodiscard]] const nlohmann::json& parkedWorkloadFields() const { return parked_; }
    // Replaces the whole JSON (new scenario, opened file); clears the undo stack.
    void reset(const nlohmann::json& json, const QString& filePath);

    // Reads and validates the JSON syntax only; the planner validates the content. Returns an
    // error message ("file: field: problem") or an empty string; on error nothing changes.
    QString open(const QString& path);
    // Reads a scenario file's JSON object into `out` (any thread): "" or "file: field: problem".
    [[nodiscard]] static QString readJson(const QString& path, nlohmann::json& out);
    // Atomic save (text/save_file.h). Returns an error message or an empty string. Saved into
    // another folder, the relative paths the reader resolves against the scenario's folder
    // (model.hf_config_file, local.probe) are written as absolute paths, so the copy reopens.
    QString saveAs(const QString& path);
    // SHA-256 of the file's bytes when it was opened or last saved here; empty when unknown.
    [[nodiscard]] const QByteArray& diskHash() const { return diskHash_; }
    void setDiskHash(const QByteArray& hash) { diskHash_ = hash; }
    // SHA-256 of a file's bytes; empty when it cannot be read.
    [[nodiscard]] static QByteArray fileHash(const QString& path);
    // The file was changed on disk since it was opened or saved here (by another window or
    // program); false when it is gone or nothing is known of it.
    [[nodiscard]] bool changedOnDisk() const;
    // The JSON written as text (for autosave).
    [[nodiscard]] QByteArray serialized() const;

    static nlohmann::json newScenario();

    // Used by the undo commands.
    void applyValue(const std::string& pointer, const nlohmann::json& value);
    void applyWorkload(const nlohmann::json& workload, const nlohmann::json& parked);

signals:
    void changed();
    void filePathChanged(const QString& path);

private:
    nlohmann::json json_;
    nlohmann::json savedJson_; // what the file holds (opened or saved); null: unsaved work
    QString filePath_;
    QByteArray diskHash_;
    nlohmann::json parked_ = nlohmann::json::object();
    std::unique_ptr<QUndoStack> undo_;
    std::function<QString(const std::string&)> labeler_;
};

} // namespace gpuplanner::ui
