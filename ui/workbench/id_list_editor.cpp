#include "workbench/id_list_editor.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::ui {

namespace {
constexpr int kIdRole = Qt::UserRole;
constexpr int kVisibleRows = 6;
} // namespace

IdListEditor::IdListEditor(ScenarioDocument* document, std::string pointer, QString anyText,
                           QWidget* parent)
    : QWidget(parent)
    , doc_(document)
    , pointer_(std::move(pointer))
    , anyText_(std::move(anyText)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    list_ = new QListWidget(this);
    list_->setObjectName(QString::fromStdString(pointer_));
    list_->setUniformItemSizes(true);
    // A few rows high, scrolled: the form stays short with 40 GPU types listed.
    list_->setFixedHeight(list_->fontMetrics().height() * kVisibleRows + 2 * list_->frameWidth() +
                          8);
    layout->addWidget(summary_);
    layout->addWidget(list_);
    connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem*) {
        if (!refreshing_)
            write();
    });
}

void IdListEditor::setChoices(std::vector<std::pair<std::string, std::string>> choices) {
    choices_ = std::move(choices);
    std::vector<std::string> ticked;
    for (const QString& id : tickedIds())
        ticked.push_back(id.toStdString());
    rebuild(ticked);
}

void IdListEditor::rebuild(const std::vector<std::string>& listed) {
    refreshing_ = true;
    const int current = list_->currentRow(); // where the user was, kept over a rebuild
    list_->clear();
    const auto add = [this](const std::string& id, const QString& text, bool ticked) {
        auto* item = new QListWidgetItem(text, list_);
        item->setData(kIdRole, QString::fromStdString(id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    };
    const auto isListed = [&listed](const std::string& id) {
        return std::find(listed.begin(), listed.end(), id) != listed.end();
    };
    // Ids the catalogs do not hold first, so they are seen.
    for (const std::string& id : listed) {
        const bool known = std::any_of(choices_.begin(), choices_.end(),
                                       [&id](const auto& c) { return c.first == id; });
        if (!known)
            add(id, tr("%1 — not in the catalogs").arg(QString::fromStdString(id)), true);
    }
    for (const auto& [id, name] : choices_)
        add(id,
            name.empty() || name == id
                ? QString::fromStdString(id)
                : QStringLiteral("%1 — %2").arg(QString::fromStdString(id),
                                                QString::fromStdString(name)),
            isListed(id));
    if (current >= 0 && current < list_->count())
        list_->setCurrentRow(current);
    summary_->setText(summary());
    refreshing_ = false;
}

void IdListEditor::refresh(const nlohmann::json& scenario) {
    std::vector<std::string> listed;
    const nlohmann::json::json_pointer p(pointer_);
    if (scenario.contains(p) && scenario.at(p).is_array())
        for (const auto& v : scenario.at(p))
            if (v.is_string())
                listed.push_back(v.get<std::string>());
    std::vector<std::string> ticked;
    for (const QString& id : tickedIds())
        ticked.push_back(id.toStdString());
    if (ticked != listed || list_->count() == 0)
        rebuild(listed);
}

QStringList IdListEditor::tickedIds() const {
    QStringList ids;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked)
            ids << list_->item(i)->data(kIdRole).toString();
    return ids;
}

QString IdListEditor::summary() const {
    const QStringList ids = tickedIds();
    //: %1 the ids ticked in a list ("h20, h800"): only these are planned
    return ids.isEmpty() ? anyText_ : tr("Only %1").arg(ids.join(QStringLiteral(", ")));
}

void IdListEditor::write() {
    nlohmann::json list = nlohmann::json::array();
    for (const QString& id : tickedIds())
        list.push_back(id.toStdString());
    summary_->setText(summary());
    doc_->setValue(pointer_, list.empty() ? nlohmann::json() : list);
}

} // namespace gpuplanner::ui
