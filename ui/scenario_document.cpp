#include "scenario_document.h"

#include "errors.h"
#include "json_reader.h"

#include <QFile>
#include <QSaveFile>
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
        setText(QString::fromStdString(pointer_));
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

private:
    ScenarioDocument* doc_;
    std::string pointer_;
    nlohmann::json before_;
    nlohmann::json after_;
};

} // namespace

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , json_(newScenario())
    , undo_(std::make_unique<QUndoStack>()) {}

nlohmann::json ScenarioDocument::newScenario() {
    return nlohmann::json::parse(R"({
  "format": "gpuplanner-scenario",
  "version": 1,
  "name": "Untitled",
  "model": {"preset": "llama-3-8b"},
  "workload": {"type": "fine_tuning", "method": "lora", "precision": "bf16", "micro_batch": 1,
               "sequence_length": 2048, "activation_checkpointing": "full", "tokens": 100000000}
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

void ScenarioDocument::reset(const nlohmann::json& json, const QString& filePath) {
    json_ = json;
    undo_->clear();
    undo_->setClean();
    if (filePath_ != filePath) {
        filePath_ = filePath;
        emit filePathChanged(filePath_);
    }
    emit changed();
}

QString ScenarioDocument::open(const QString& path) {
    try {
        const nlohmann::json doc = parse_json_file(path.toStdString());
        if (!doc.is_object())
            return tr("%1: (top level): expected an object").arg(path);
        reset(doc, path);
        return {};
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
}

QByteArray ScenarioDocument::serialized() const {
    const std::string text = json_.dump(2) + "\n";
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QString ScenarioDocument::saveAs(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    file.write(serialized());
    if (!file.commit())
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    undo_->setClean();
    if (filePath_ != path) {
        filePath_ = path;
        emit filePathChanged(filePath_);
    }
    return {};
}

} // namespace gpuplanner::ui
