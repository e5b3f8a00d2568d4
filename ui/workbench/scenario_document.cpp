#include "workbench/scenario_document.h"
#include "core/text/input_error_text.h"

#include "core/text/save_file.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "scenario/scenario_schema.h"
#include "scenario/scenario_text.h"
#include "scenario/workload_type_change.h"

#include <nlohmann/json.hpp>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>

namespace gpuplanner::ui {

namespace {

// One field edit; edits of the same field in a row merge into one undo step (Qt's
// undoframework example: id() and mergeWith()).
class SetValueCommand final : public QUndoCommand {
public:
    SetValueCommand(ScenarioDocument* doc, std::string pointer, nlohmann::json before,
                    nlohmann::json after)
        : doc_(doc)
        , pointer_(std::move(pointer))
        , before_(std::move(before))
        , after_(std::move(after)) {
        setText(doc_->undoLabel(pointer_));
    }
    void undo() override { doc_->applyValue(pointer_, before_); }
    void redo() override { doc_->applyValue(pointer_, after_); }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const SetValueCommand*>(other);
        if (o->pointer_ != pointer_)
            return false;
        after_ = o->after_;
        return true;
    }
    const std::string& pointer() const { return pointer_; }

private:
    ScenarioDocument* doc_;
    std::string pointer_;
    nlohmann::json before_;
    nlohmann::json after_;
};

// A workload type switch: the whole workload object and the parked fields, before and after.
class SetWorkloadCommand final : public QUndoCommand {
public:
    SetWorkloadCommand(ScenarioDocument* doc, nlohmann::json before, nlohmann::json after,
                       nlohmann::json parkedBefore, nlohmann::json parkedAfter)
        : doc_(doc)
        , before_(std::move(before))
        , after_(std::move(after))
        , parkedBefore_(std::move(parkedBefore))
        , parkedAfter_(std::move(parkedAfter)) {
        setText(doc_->undoLabel(kPointer));
    }
    static constexpr const char* kPointer = "/workload/type";
    void undo() override { doc_->applyWorkload(before_, parkedBefore_); }
    void redo() override { doc_->applyWorkload(after_, parkedAfter_); }

private:
    ScenarioDocument* doc_;
    nlohmann::json before_, after_, parkedBefore_, parkedAfter_;
};

QStringList toStringList(const std::vector<std::string>& keys) {
    QStringList out;
    for (const auto& k : keys)
        out << QString::fromStdString(k);
    return out;
}

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , json_(newScenario())
    , undo_(std::make_unique<QUndoStack>()) {}

// File > New: the fields a user must decide (model, workload, data size) and nothing pinned the
// planner should choose (micro-batch, recomputation stay automatic).
nlohmann::json ScenarioDocument::newScenario() {
    return nlohmann::json::parse(R"({
  "format": "gpuplanner-scenario",
  "version": 1,
  "name": "Untitled",
  "model": {"preset": "llama-3-8b"},
  "workload": {"type": "fine_tuning", "method": "lora", "precision": "bf16",
               "sequence_length": 2048, "tokens": 100000000}
})");
}

nlohmann::json ScenarioDocument::value(const std::string& pointer) const {
    const nlohmann::json::json_pointer p(pointer);
    return json_.contains(p) ? json_.at(p) : nlohmann::json();
}

void ScenarioDocument::setValue(const std::string& pointer, const nlohmann::json& value) {
    const nlohmann::json before = this->value(pointer);
    if (before == value)
        return;
    undo_->push(new SetValueCommand(this, pointer, before, value));
}

QString ScenarioDocument::undoLabel(const std::string& pointer) const {
    return labeler_ ? labeler_(pointer) : QString::fromStdString(pointer);
}

void ScenarioDocument::setUndoLabeler(std::function<QString(const std::string&)> labeler) {
    labeler_ = std::move(labeler);
    relabelUndoSteps();
}

namespace {

// The label a step had when it was pushed is in the language of that moment; the stack owns
// its commands (not const objects), so renaming them through the const view it gives is sound.
QString relabel(const QUndoCommand* step, const ScenarioDocument& doc) {
    auto* c = const_cast<QUndoCommand*>(step);
    if (const auto* v = dynamic_cast<const SetValueCommand*>(step))
        c->setText(doc.undoLabel(v->pointer()));
    else if (dynamic_cast<const SetWorkloadCommand*>(step))
        c->setText(doc.undoLabel(SetWorkloadCommand::kPointer));
    // A macro (a model switch renaming the title) is named after its first step.
    for (int i = 0; i < step->childCount(); ++i) {
        const QString first = relabel(step->child(i), doc);
        if (i == 0)
            c->setText(first);
    }
    return c->text();
}

} // namespace

void ScenarioDocument::relabelUndoSteps() {
    for (int i = 0; i < undo_->count(); ++i)
        relabel(undo_->command(i), *this);
}

ScenarioDocument::TypeChange ScenarioDocument::setWorkloadType(const std::string& type) {
    const auto to = workload_type_from_key(type);
    const nlohmann::json before = value("/workload");
    if (!to || (before.is_object() && before.value("type", nlohmann::json()) == type))
        return {};
    const WorkloadTypeChange c = change_workload_type(before, parked_, *to);
    undo_->push(new SetWorkloadCommand(this, before, c.workload, parked_, c.parked));
    return {toStringList(c.parked_now), toStringList(c.restored), c.tokens_filled};
}

void ScenarioDocument::applyWorkload(const nlohmann::json& workload, const nlohmann::json& parked) {
    if (workload.is_null())
        json_.erase("workload");
    else
        json_["workload"] = workload;
    parked_ = parked;
    emit changed();
}

void ScenarioDocument::applyValue(const std::string& pointer, const nlohmann::json& value) {
    const nlohmann::json::json_pointer p(pointer);
    if (value.is_null()) {
        if (json_.contains(p))
            json_.at(p.parent_pointer()).erase(p.back());
    } else {
        json_[p] = value;
    }
    emit changed();
}

void ScenarioDocument::markUnsaved() {
    savedJson_ = nullptr; // a scenario is an object: never equal
    undo_->resetClean();
}

void ScenarioDocument::reset(const nlohmann::json& json, const QString& filePath) {
    json_ = json;
    savedJson_ = json;
    parked_ = nlohmann::json::object();
    undo_->clear();
    undo_->setClean();
    diskHash_.clear();
    if (filePath_ != filePath) {
        filePath_ = filePath;
        emit filePathChanged(filePath_);
    }
    emit changed();
}

QString ScenarioDocument::readJson(const QString& path, nlohmann::json& out) {
    try {
        out = parse_json_file(path.toStdString());
        if (!out.is_object())
            return tr("%1: (top level): expected an object").arg(path);
        return {};
    } catch (const InputError& e) {
        return errorText(e);
    }
}

QString ScenarioDocument::open(const QString& path) {
    nlohmann::json doc;
    QString error = readJson(path, doc);
    if (error.isEmpty()) {
        reset(doc, path);
        diskHash_ = fileHash(path);
    }
    return error;
}

QByteArray ScenarioDocument::serialized() const {
    const std::string text = scenario_text(json_);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QByteArray ScenarioDocument::fileHash(const QString& path) {
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f))
        return {};
    return hash.result();
}

bool ScenarioDocument::changedOnDisk() const {
    if (filePath_.isEmpty() || diskHash_.isEmpty() || !QFileInfo::exists(filePath_))
        return false;
    return fileHash(filePath_) != diskHash_;
}

QString ScenarioDocument::saveAs(const QString& path) {
    // Paths relative to the scenario's folder (an untitled one: the working folder, as the
    // planner reads it) stay right only in that folder.
    const QString from =
        filePath_.isEmpty() ? QDir::currentPath() : QFileInfo(filePath_).absolutePath();
    nlohmann::json out = json_;
    if (QFileInfo(path).absolutePath() != from)
        for (const char* pointer : {"/model/hf_config_file", "/local/probe"}) {
            const nlohmann::json::json_pointer p(pointer);
            if (!out.contains(p) || !out.at(p).is_string())
                continue;
            const QString value = QString::fromStdString(out.at(p).get<std::string>());
            if (!value.isEmpty() && QDir::isRelativePath(value))
                out[p] = QDir::cleanPath(QDir(from).absoluteFilePath(value)).toStdString();
        }
    // A file in the scenario's own folder (or below it) is written relative to it, so the folder
    // can be shared or moved whole; one elsewhere keeps its absolute path.
    const QDir target = QFileInfo(path).absoluteDir();
    for (const char* pointer : {"/model/hf_config_file", "/local/probe"}) {
        const nlohmann::json::json_pointer p(pointer);
        if (!out.contains(p) || !out.at(p).is_string())
            continue;
        const QString value = QString::fromStdString(out.at(p).get<std::string>());
        if (value.isEmpty() || QDir::isRelativePath(value))
            continue;
        const QString relative = target.relativeFilePath(value);
        if (!relative.startsWith(QLatin1String("..")) && QDir::isRelativePath(relative))
            out[p] = relative.toStdString();
    }
    const std::string text = scenario_text(out);
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    if (QString error = saveFileAtomically(path, bytes); !error.isEmpty())
        return error;
    diskHash_ = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    const bool rewritten = out != json_;
    json_ = std::move(out);
    savedJson_ = json_;
    undo_->setClean();
    if (filePath_ != path) {
        filePath_ = path;
        emit filePathChanged(filePath_);
    }
    if (rewritten)
        emit changed();
    return {};
}

} // namespace gpuplanner::ui
