#pragma once
// A list field of catalog ids that the form edits by ticking (constraints.gpus: the GPU types a
// buyer compares, H20 against H800; constraints.providers). Every id the catalogs hold is
// listed as "id — name", so typing an id's first letters finds it. An id the scenario lists
// that the catalogs do not (a file written against another catalog) stays listed and ticked,
// so an edit never drops it unseen. Nothing ticked removes the field: any id.
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QStringList>
#include <QWidget>

#include <string>
#include <utility>
#include <vector>

class QLabel;
class QListWidget;

namespace gpuplanner::ui {

class IdListEditor final : public QWidget {
    Q_OBJECT
public:
    // `anyText` is what the summary says when nothing is ticked ("Any GPU type").
    IdListEditor(ScenarioDocument* document, std::string pointer, QString anyText,
                 QWidget* parent = nullptr);
    // The ids to offer, with their names, in the order listed.
    void setChoices(std::vector<std::pair<std::string, std::string>> choices);
    // Ticks the ids the scenario lists at the pointer.
    void refresh(const nlohmann::json& scenario);
    [[nodiscard]] QStringList tickedIds() const;
    [[nodiscard]] QListWidget* list() const { return list_; }
    [[nodiscard]] QString summary() const;

private:
    void write();
    void rebuild(const std::vector<std::string>& listed);

    ScenarioDocument* doc_;
    std::string pointer_;
    QString anyText_;
    QLabel* summary_ = nullptr;
    QListWidget* list_ = nullptr;
    std::vector<std::pair<std::string, std::string>> choices_;
    bool refreshing_ = false;
};

} // namespace gpuplanner::ui
