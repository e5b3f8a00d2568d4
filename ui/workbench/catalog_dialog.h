#pragma once
// Catalog browser and editor: the GPUs and the offerings with their sources, as-of dates and
// ages (stale prices flagged), a filter by words, editable prices, SkyPilot import. Cells are
// checked as they are typed (the catalog reader's rules); a bad value is refused with the
// reason and the cell keeps its value. Changes are saved to the user's catalog file; the bundled
// catalog is never written. A user catalog that did not load is named at the top, with a button to
// set it aside.
#include "core/catalog_store.h"

#include <QDialog>
#include <QElapsedTimer>

#include <memory>

class QDateEdit;
class QTableWidget;
class QLabel;

namespace gpuplanner::ui {

class CatalogDialog final : public QDialog {
    Q_OBJECT
public:
    CatalogDialog(std::shared_ptr<const CatalogData> catalogs, QString userCatalogPath,
                  QString today, QWidget* parent = nullptr);
    ~CatalogDialog() override;
    // Adds a catalog file's offerings (SkyPilot, gpuhunt, dstack or GPU Planner format) as user
    // rows, an imported offering replacing the row of the same provider, instance and region
    // (importing a file again updates its prices); returns what happened, or the error naming
    // the file.
    QString importCatalog(const QString& file);
    // The date imported rows carry ("Prices as of", today unless changed).
    [[nodiscard]] QString importAsOf() const;
    // Writes edited and imported rows to the user catalog; returns an error or "".
    QString save();
    // Whether Save may write over the file at the user path: not over a catalog that did not
    // load (set it aside first), and over one another program changed since it was read only
    // when the user says so (it is kept as .previous either way).
    bool mayWriteOverUserCatalog();
    // The Save button's label (the import message names it).
    [[nodiscard]] static QString saveButtonText();
    [[nodiscard]] QTableWidget* offeringsTable() const { return offerings_; }
    [[nodiscard]] bool saved() const { return saved_; }
    // Imported or edited rows not yet saved: closing asks whether to save them.
    [[nodiscard]] bool hasUnsavedChanges() const { return dirty_; }
    // Close, Escape and the window's close button: with unsaved rows, asks Save / Discard /
    // Cancel rather than dropping an import.
    void reject() override;
    // The user catalog that did not load was moved aside: the catalogs need reloading.
    [[nodiscard]] bool userCatalogSetAside() const { return setAside_; }
    [[nodiscard]] QLabel* statusLabel() const { return status_; }
    // Why `text` cannot go into a cell of `column` for row `row` (translated), or "".
    [[nodiscard]] QString cellProblem(int row, int column, const QString& text) const;
    // An edit the table refused (the cell kept its value), until the next accepted edit. A Save
    // within a moment of it (the open editor committed as Save took the focus) refuses once and
    // says so, rather than closing over what the user typed unseen; a later one saves.
    void noteRefusedEdit(const QString& message) {
        refusedEdit_ = message;
        refusedAt_.start();
    }

    // Shows only the offerings holding every word of `text` (any case) in their provider,
    // instance, region, GPU, currency or source; "" shows all.
    void setFilter(const QString& text);

private:
    void fillOfferings();
    void applyFilter();
    // The row's as-of date and its age today, marked when older than six months.
    void showPriceDate(int row);
    std::vector<Offering> userRows() const;
    // The Save button: refuses once right after a refused edit the user has not seen (unless
    // `refusalSeen`), else saves and closes; true if saved.
    bool saveAndClose(bool refusalSeen = false);

    std::shared_ptr<const CatalogData> catalogs_;
    std::vector<Offering> rows_; // what the table shows
    std::vector<bool> userRow_;  // row belongs to the user catalog (edited or imported)
    QString userPath_;
    QString today_;
    QTableWidget* gpus_ = nullptr;
    QTableWidget* offerings_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* filterCount_ = nullptr; // "120 of 1,163 offerings"
    QString filterText_;
    QDateEdit* importAsOf_ = nullptr; // the date imported rows carry
    bool saved_ = false;
    bool dirty_ = false;
    QString refusedEdit_;
    QElapsedTimer refusedAt_;
    bool setAside_ = false;
    bool filling_ = false;
};

} // namespace gpuplanner::ui
