#include "workbench/catalog_dialog.h"
#include "workbench/catalog_dialog_cells.h"
#include "workbench/dialog_folders.h"

#include "core/text/plan_format.h"
#include "core/text/theme_colors.h"

#include "catalog/catalog_update.h"
#include "io/dates.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"

#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::ui {

using namespace catalog_cells;

namespace {

// Checks an editable cell while it is typed (red with the reason) and refuses to commit a value
// the catalog reader would refuse, so the table never holds one.
class CheckedCellDelegate final : public QStyledItemDelegate {
public:
    CheckedCellDelegate(CatalogDialog* dialog, QLabel* status, QObject* parent)
        : QStyledItemDelegate(parent)
        , dialog_(dialog)
        , status_(status) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex& index) const override {
        auto* edit = new QLineEdit(parent);
        const int row = index.row();
        const int column = index.column();
        QObject::connect(
            edit, &QLineEdit::textEdited, edit, [this, edit, row, column](const QString& text) {
                const QString problem = dialog_->cellProblem(row, column, text);
                edit->setStyleSheet(
                    problem.isEmpty()
                        ? QString()
                        : errorBannerStyle(ThemeColors::of(edit->palette()), "QLineEdit"));
                edit->setToolTip(problem);
                status_->setText(problem.isEmpty()
                                     ? QString()
                                     : CatalogDialog::tr("Row %1: %2").arg(row + 1).arg(problem));
            });
        return edit;
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        const QString text = static_cast<QLineEdit*>(editor)->text();
        const QString problem = dialog_->cellProblem(index.row(), index.column(), text);
        if (!problem.isEmpty()) {
            const QString message =
                CatalogDialog::tr("Row %1: %2 The cell keeps %3.")
                    .arg(index.row() + 1)
                    .arg(problem, index.data().toString().isEmpty() ? CatalogDialog::tr("no price")
                                                                    : index.data().toString());
            status_->setText(message);
            dialog_->noteRefusedEdit(message);
            return;
        }
        dialog_->noteRefusedEdit(QString());
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    CatalogDialog* dialog_;
    QLabel* status_;
};

} // namespace

CatalogDialog::CatalogDialog(std::shared_ptr<const CatalogData> catalogs, QString userCatalogPath,
                             QString today, QWidget* parent)
    : QDialog(parent)
    , catalogs_(std::move(catalogs))
    , userPath_(std::move(userCatalogPath))
    , today_(std::move(today)) {
    setWindowTitle(tr("Catalog"));
    resize(1100, 650);
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);
    layout->addWidget(tabs);

    constexpr int kGpuSource = 7; // the GPU table's last column
    gpus_ = new QTableWidget(static_cast<int>(catalogs_->gpus.gpus.size()), kGpuSource + 1, tabs);
    gpus_->setHorizontalHeaderLabels({tr("GPU"), tr("Memory"), tr("Bandwidth"), tr("BF16 dense"),
                                      tr("FP8 dense"), tr("TDP"), tr("As of"), tr("Source")});
    int r = 0;
    for (const auto& g : catalogs_->gpus.gpus) {
        const auto tflops = [&](Precision p) {
            const auto v = g.peak_flops(p);
            return v ? tr("%1 TFLOPS").arg(*v / kTera) : tr("—");
        };
        gpus_->setItem(r, 0, cell(QString::fromStdString(g.name)));
        // As the rest of the workbench writes memory: "79.6 GiB", not "79.6465 GiB".
        gpus_->setItem(r, 1,
                       cell(tr("%1 GiB").arg(QLocale().toString(g.memory_bytes / kGiB, 'f', 1))));
        gpus_->setItem(r, 2, cell(tr("%1 GB/s").arg(g.memory_bandwidth_bytes_per_second / kGB)));
        gpus_->setItem(r, 3, cell(tflops(Precision::BF16)));
        gpus_->setItem(r, 4, cell(tflops(Precision::FP8)));
        gpus_->setItem(r, 5, cell(g.tdp_watts > 0 ? tr("%1 W").arg(g.tdp_watts) : tr("—")));
        gpus_->setItem(r, 6, cell(QString::fromStdString(g.as_of)));
        gpus_->setItem(r, kGpuSource, cell(QString::fromStdString(g.source)));
        ++r;
    }
    fitColumns(gpus_, kGpuSource);
    tabs->addTab(gpus_, tr("GPUs", "tab: the GPU catalog"));

    auto* page = new QWidget(tabs);
    auto* v = new QVBoxLayout(page);
    if (!catalogs_->user_catalog_error.empty()) {
        // The user's catalog did not load: say why and offer to set it aside (never delete it).
        auto* banner = new QWidget(page);
        auto* row = new QHBoxLayout(banner);
        row->setContentsMargins(0, 0, 0, 0);
        auto* text =
            new QLabel(tr("Your catalog %1 did not load, so plans use the bundled catalog only: %2")
                           .arg(userPath_, QString::fromStdString(catalogs_->user_catalog_error)),
                       banner);
        text->setObjectName(QStringLiteral("userCatalogError"));
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setStyleSheet(errorBannerStyle(ThemeColors::of(palette())));
        auto* reset = new QPushButton(tr("Set it aside and start a new one"), banner);
        reset->setObjectName(QStringLiteral("setAsideUserCatalog"));
        reset->setToolTip(tr("Renames the file (nothing is deleted) so you can fix it by hand "
                             "later; the catalog then starts empty."));
        connect(reset, &QPushButton::clicked, this, [this, banner] {
            QString error;
            const QString moved = CatalogStore::setAsideUserCatalog(userPath_, today_, &error);
            if (moved.isEmpty()) {
                status_->setText(error);
                return;
            }
            setAside_ = true;
            banner->hide();
            status_->setText(tr("Moved to %1. Plans use the bundled catalog; edits you save "
                                "start a new user catalog.")
                                 .arg(moved));
        });
        row->addWidget(text, 1);
        row->addWidget(reset);
        v->addWidget(banner);
    }
    offerings_ = new QTableWidget(0, ColumnCount, page);
    offerings_->setObjectName(QStringLiteral("offeringsTable"));
    offerings_->setHorizontalHeaderLabels({tr("Provider"), tr("Instance"), tr("Region"), tr("GPU"),
                                           tr("GPUs"), tr("Currency"), tr("On-demand per hour"),
                                           tr("Spot per hour"), tr("As of"),
                                           tr("Age", "how old a price is"), tr("Source")});
    auto* filterRow = new QHBoxLayout;
    auto* filter = new QLineEdit(page);
    filter->setObjectName(QStringLiteral("offeringsFilter"));
    filter->setClearButtonEnabled(true);
    filter->setPlaceholderText(tr("Filter: provider, GPU, region, instance or source words"));
    filter->setToolTip(tr("Shows the rows holding every word typed, in any case: "
                          "\"alibaba h20\", \"cn-beijing a800\", \"skypilot\"."));
    filterCount_ = new QLabel(page);
    filterCount_->setObjectName(QStringLiteral("offeringsCount"));
    filterRow->addWidget(filter, 1);
    filterRow->addWidget(filterCount_);
    v->addLayout(filterRow);
    v->addWidget(offerings_, 1);
    connect(filter, &QLineEdit::textChanged, this, &CatalogDialog::setFilter);
    auto* buttons = new QHBoxLayout;
    auto* import = new QPushButton(tr("Import catalog…"), page);
    import->setToolTip(tr("A SkyPilot vms.csv, a gpuhunt catalog CSV, the JSON of dstack offer "
                          "--format json or a GPU Planner offerings file: its rows join your "
                          "catalog, dated as \"Prices as of\" beside it says. To fetch from a URL: "
                          "gpuplan catalog update."));
    buttons->addWidget(import);
    // The date imported rows carry: the day their prices were read, today unless the file was
    // fetched earlier (helper check, 2026-12-06: every import was dated today, unlike
    // `gpuplan catalog update --as-of`); never after today, as --as-of refuses.
    auto* asOfLabel = new QLabel(tr("Prices as of"), page);
    importAsOf_ = new QDateEdit(page);
    importAsOf_->setObjectName(QStringLiteral("importAsOf"));
    importAsOf_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    importAsOf_->setCalendarPopup(true);
    if (const QDate today = QDate::fromString(today_, Qt::ISODate); today.isValid()) {
        importAsOf_->setMaximumDate(today);
        importAsOf_->setDate(today);
    }
    importAsOf_->setToolTip(tr("The date the rows you import carry: the day their prices were "
                               "read, not after today. Rows older than six months are marked."));
    asOfLabel->setBuddy(importAsOf_);
    buttons->addWidget(asOfLabel);
    buttons->addWidget(importAsOf_);
    status_ = new QLabel(page);
    status_->setWordWrap(true);
    buttons->addWidget(status_, 1);
    v->addLayout(buttons);
    offerings_->setItemDelegate(new CheckedCellDelegate(this, status_, offerings_));
    tabs->addTab(page, tr("Offerings"));
    tabs->setCurrentIndex(1);

    // Enter commits a cell, never the whole catalog (helper check, 2026-12-06: a second Enter
    // after a refused cell saved and closed the dialog). A button box makes its first accepting
    // button the default when it is shown, so Save is an action, not an accept button, and no
    // button is the default.
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* save = box->addButton(saveButtonText(), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveUserCatalog"));
    save->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    layout->addWidget(box);
    // Nor does it press a focused button (a dialog's buttons are auto-default): not "Set it
    // aside", not "Import".
    for (QPushButton* push : findChildren<QPushButton*>()) {
        push->setAutoDefault(false);
        push->setDefault(false);
    }
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save, &QPushButton::clicked, this, [this] { saveAndClose(); });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Import a catalog"), dialogStart(QStringLiteral("catalogs")),
            tr("Catalogs: SkyPilot vms.csv, gpuhunt CSV, dstack offer JSON, GPU Planner "
               "offerings (*.csv *.json)"));
        rememberDialogFolder(QStringLiteral("catalogs"), file);
        if (!file.isEmpty())
            status_->setText(importCatalog(file));
    });
    connect(offerings_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (filling_)
            return;
        const auto row = static_cast<std::size_t>(item->row());
        const QString problem = cellProblem(item->row(), item->column(), item->text());
        if (!problem.isEmpty()) { // set from outside the delegate (a paste, a test): undo it
            status_->setText(tr("Row %1: %2").arg(item->row() + 1).arg(problem));
            fillOfferings();
            return;
        }
        Offering& o = rows_[row];
        const std::string text = item->text().trimmed().toStdString();
        if (item->column() == OnDemand)
            o.on_demand_per_hour = parse_price_text(text).value;
        else if (item->column() == Spot)
            o.spot_per_hour = parse_price_text(text).value;
        else if (item->column() == AsOf)
            o.as_of = text.empty() ? today_.toStdString() : text;
        else
            return;
        status_->clear();
        dirty_ = true;
        if (!userRow_[row] || o.source.rfind("edited in GPU Planner", 0) != 0)
            o.source = "edited in GPU Planner (was: " + o.source + ")";
        userRow_[row] = true;
        if (item->column() != AsOf)
            o.as_of = today_.toStdString(); // a price typed today is a price as of today
        const QSignalBlocker block(offerings_);
        // A typed price reads like the others ("12.5" as 12.5000, helper check 2026-12-06).
        if (item->column() == OnDemand)
            item->setText(price(o.on_demand_per_hour));
        else if (item->column() == Spot)
            item->setText(price(o.spot_per_hour));
        showPriceDate(item->row());
        offerings_->item(item->row(), Source)->setText(QString::fromStdString(o.source));
    });

    rows_ = catalogs_->offerings.offerings;
    userRow_.assign(rows_.size(), false);
    for (std::size_t i = 0; i < rows_.size(); ++i)
        userRow_[i] =
            i >= catalogs_->bundled_offerings || catalogs_->user_keys.count(rows_[i].key()) > 0;
    fillOfferings();
}

CatalogDialog::~CatalogDialog() {
    // An editor still open commits when the dialog goes away, after this object's members: stop
    // the delegate from committing to a dialog that no longer exists.
    disconnect(offerings_->itemDelegate(), nullptr, nullptr, nullptr);
}

QString CatalogDialog::cellProblem(int row, int column, const QString& text) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size())
        return {};
    const Offering& o = rows_[static_cast<std::size_t>(row)];
    const std::string t = text.trimmed().toStdString();
    if (column == OnDemand || column == Spot) {
        const PriceText p = parse_price_text(t);
        switch (p.problem) {
        case PriceProblem::NotANumber:
            return tr("\"%1\" is not a price: type a number such as 12.5 (per hour, in %2), or "
                      "leave the cell empty for no price.")
                .arg(text, QString::fromStdString(o.currency));
        case PriceProblem::Negative:
            return tr("a price cannot be negative (%1).").arg(text);
        case PriceProblem::TooLarge:
            return tr("%1 per hour is above the largest price a catalog accepts (%2).")
                .arg(text, QLocale().toString(kMaxPricePerHour, 'f', 0));
        case PriceProblem::None:
            break;
        }
        const bool otherPrice =
            column == OnDemand ? o.spot_per_hour.has_value() : o.on_demand_per_hour.has_value();
        if (!p.value && !otherPrice && !o.reserved_1y_per_hour && !o.reserved_3y_per_hour)
            return tr("an offering needs a price for at least one billing mode.");
        return {};
    }
    if (column == AsOf && !t.empty() && !is_iso_date(t))
        return tr("\"%1\" is not a date: use YYYY-MM-DD, e.g. %2.").arg(text, today_);
    return {};
}

std::vector<Offering> CatalogDialog::userRows() const {
    std::vector<Offering> out;
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (userRow_[i])
            out.push_back(rows_[i]);
    return out;
}

QString CatalogDialog::saveButtonText() {
    return tr("Save as user catalog");
}

bool CatalogDialog::saveAndClose(bool refusalSeen) {
    // An edit the table just refused (an open editor commits as Save takes the focus, within a
    // click's time): say so and stay open; a second Save keeps the cell's value. One refused
    // earlier was on the status line already: Save saves (helper check, 2026-12-06: a second
    // Save was needed after a refusal the user had read).
    constexpr qint64 kJustNowMs = 1000;
    if (!refusedEdit_.isEmpty() && !refusalSeen && refusedAt_.isValid() &&
        refusedAt_.elapsed() < kJustNowMs) {
        status_->setText(
            tr("Not saved: %1 Correct it, or save again to keep that value.").arg(refusedEdit_));
        refusedEdit_.clear();
        return false;
    }
    refusedEdit_.clear();
    if (!mayWriteOverUserCatalog())
        return false;
    const QString error = save();
    status_->setText(error.isEmpty() ? tr("Saved to %1").arg(userPath_) : error);
    if (error.isEmpty())
        accept();
    return error.isEmpty();
}

void CatalogDialog::reject() {
    if (!dirty_) {
        QDialog::reject();
        return;
    }
    QMessageBox ask(QMessageBox::Question, tr("Unsaved catalog rows"),
                    tr("Rows you imported or edited are not in your catalog yet."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    QString question =
        tr("Save them to %1 before closing? Plans use only saved rows.").arg(userPath_);
    if (!refusedEdit_.isEmpty()) // the value it kept is what Save writes
        question += QStringLiteral("\n\n") + refusedEdit_;
    ask.setInformativeText(question);
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Save:
        saveAndClose(true); // stays open, saying why, where the rows cannot be saved
        return;
    case QMessageBox::Discard:
        dirty_ = false;
        QDialog::reject();
        return;
    default:
        return; // Cancel, Escape: back to the table
    }
}

bool CatalogDialog::mayWriteOverUserCatalog() {
    switch (CatalogStore::userCatalogConflict(*catalogs_, userPath_)) {
    case UserCatalogConflict::None:
        return true;
    case UserCatalogConflict::DidNotLoad:
        status_->setText(tr("Not saved: %1 did not load, and saving would replace it. Set it "
                            "aside first (the button above); nothing in it is lost.")
                             .arg(userPath_));
        return false;
    case UserCatalogConflict::ChangedOnDisk:
        break;
    }
    QMessageBox ask(QMessageBox::Warning, tr("Catalog changed on disk"),
                    tr("%1 changed since the workbench read it (another program, such as "
                       "gpuplan catalog update, wrote it).")
                        .arg(userPath_),
                    QMessageBox::Save | QMessageBox::Cancel, this);
    ask.setInformativeText(tr("Replace it with the rows shown here? The file as it is now is "
                              "kept as %1.")
                               .arg(CatalogStore::previousPath(userPath_)));
    ask.button(QMessageBox::Save)->setText(tr("Replace"));
    ask.setDefaultButton(QMessageBox::Cancel);
    if (ask.exec() == QMessageBox::Save)
        return true;
    status_->setText(tr("Not saved. Close and open the catalog again to see the file's rows."));
    return false;
}

QString CatalogDialog::save() {
    const QString error = CatalogStore::saveUserCatalog(*catalogs_, userRows(), userPath_);
    saved_ = error.isEmpty();
    if (saved_)
        dirty_ = false;
    return error;
}

} // namespace gpuplanner::ui
