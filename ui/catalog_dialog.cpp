#include "catalog_dialog.h"

#include "errors.h"
#include "skypilot.h"
#include "units.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::ui {

namespace {

enum OfferingColumn {
    Provider,
    Instance,
    Region,
    Gpu,
    Count,
    Currency,
    OnDemand,
    Spot,
    AsOf,
    Source,
    ColumnCount
};

QTableWidgetItem* cell(const QString& text, bool editable = false) {
    auto* item = new QTableWidgetItem(text);
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (editable)
        flags |= Qt::ItemIsEditable;
    item->setFlags(flags);
    return item;
}

QString price(const std::optional<double>& v) {
    return v ? QString::number(*v, 'f', 4) : QString();
}

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

    gpus_ = new QTableWidget(static_cast<int>(catalogs_->gpus.gpus.size()), 8, tabs);
    gpus_->setHorizontalHeaderLabels({tr("GPU"), tr("Memory"), tr("Bandwidth"), tr("BF16 dense"),
                                      tr("FP8 dense"), tr("TDP"), tr("As of"), tr("Source")});
    int r = 0;
    for (const auto& g : catalogs_->gpus.gpus) {
        const auto tflops = [&](Precision p) {
            const auto v = g.peak_flops(p);
            return v ? tr("%1 TFLOPS").arg(*v / kTera) : tr("—");
        };
        gpus_->setItem(r, 0, cell(QString::fromStdString(g.name)));
        gpus_->setItem(r, 1, cell(tr("%1 GiB").arg(g.memory_bytes / kGiB)));
        gpus_->setItem(r, 2, cell(tr("%1 GB/s").arg(g.memory_bandwidth_bytes_per_second / kGB)));
        gpus_->setItem(r, 3, cell(tflops(Precision::BF16)));
        gpus_->setItem(r, 4, cell(tflops(Precision::FP8)));
        gpus_->setItem(r, 5, cell(g.tdp_watts > 0 ? tr("%1 W").arg(g.tdp_watts) : tr("—")));
        gpus_->setItem(r, 6, cell(QString::fromStdString(g.as_of)));
        gpus_->setItem(r, 7, cell(QString::fromStdString(g.source)));
        ++r;
    }
    gpus_->resizeColumnsToContents();
    tabs->addTab(gpus_, tr("GPUs"));

    auto* page = new QWidget(tabs);
    auto* v = new QVBoxLayout(page);
    offerings_ = new QTableWidget(0, ColumnCount, page);
    offerings_->setObjectName(QStringLiteral("offeringsTable"));
    offerings_->setHorizontalHeaderLabels({tr("Provider"), tr("Instance"), tr("Region"), tr("GPU"),
                                           tr("GPUs"), tr("Currency"), tr("On-demand per hour"),
                                           tr("Spot per hour"), tr("As of"), tr("Source")});
    v->addWidget(offerings_, 1);
    auto* buttons = new QHBoxLayout;
    auto* import = new QPushButton(tr("Import SkyPilot CSV…"), page);
    buttons->addWidget(import);
    status_ = new QLabel(page);
    status_->setWordWrap(true);
    buttons->addWidget(status_, 1);
    v->addLayout(buttons);
    tabs->addTab(page, tr("Offerings"));
    tabs->setCurrentIndex(1);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    box->button(QDialogButtonBox::Save)->setText(tr("Save as user catalog"));
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(box->button(QDialogButtonBox::Save), &QPushButton::clicked, this, [this] {
        const QString error = save();
        status_->setText(error.isEmpty() ? tr("Saved to %1").arg(userPath_) : error);
        if (error.isEmpty())
            accept();
    });
    connect(import, &QPushButton::clicked, this, [this] {
        const QString csv = QFileDialog::getOpenFileName(this, tr("Import SkyPilot catalog"),
                                                         QString(), tr("SkyPilot vms.csv (*.csv)"));
        if (!csv.isEmpty())
            status_->setText(importSkyPilot(csv));
    });
    connect(offerings_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (filling_)
            return;
        const auto row = static_cast<std::size_t>(item->row());
        Offering& o = rows_[row];
        bool ok = false;
        const double v = item->text().toDouble(&ok);
        const bool empty = item->text().trimmed().isEmpty();
        if (item->column() == OnDemand && (ok || empty))
            o.on_demand_per_hour = empty ? std::nullopt : std::optional<double>(v);
        else if (item->column() == Spot && (ok || empty))
            o.spot_per_hour = empty ? std::nullopt : std::optional<double>(v);
        else if (item->column() == AsOf)
            o.as_of = item->text().toStdString();
        else {
            status_->setText(
                tr("Row %1: \"%2\" is not a price").arg(item->row() + 1).arg(item->text()));
            return;
        }
        userRow_[row] = true;
        o.source = "edited in GPU Planner (was: " + o.source + ")";
        o.as_of = o.as_of.empty() ? today_.toStdString() : o.as_of;
    });

    rows_ = catalogs_->offerings.offerings;
    userRow_.assign(rows_.size(), false);
    for (std::size_t i = 0; i < rows_.size(); ++i)
        userRow_[i] =
            i >= catalogs_->bundled_offerings || catalogs_->user_keys.count(rows_[i].key()) > 0;
    fillOfferings();
}

void CatalogDialog::fillOfferings() {
    filling_ = true;
    offerings_->setRowCount(static_cast<int>(rows_.size()));
    const QDate today = QDate::fromString(today_, Qt::ISODate);
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const Offering& o = rows_[static_cast<std::size_t>(r)];
        offerings_->setItem(r, Provider, cell(QString::fromStdString(o.provider)));
        offerings_->setItem(r, Instance, cell(QString::fromStdString(o.instance_type)));
        offerings_->setItem(r, Region, cell(QString::fromStdString(o.region)));
        offerings_->setItem(r, Gpu, cell(QString::fromStdString(o.gpu_id)));
        offerings_->setItem(r, Count, cell(QString::number(o.gpu_count)));
        offerings_->setItem(r, Currency, cell(QString::fromStdString(o.currency)));
        offerings_->setItem(r, OnDemand, cell(price(o.on_demand_per_hour), true));
        offerings_->setItem(r, Spot, cell(price(o.spot_per_hour), true));
        auto* asOf = cell(QString::fromStdString(o.as_of), true);
        const QDate date = QDate::fromString(QString::fromStdString(o.as_of), Qt::ISODate);
        if (date.isValid() && today.isValid() && date.daysTo(today) > 183) {
            asOf->setBackground(QColor(0xff, 0xe0, 0xb2));
            asOf->setToolTip(tr("Older than six months: check the price"));
        }
        offerings_->setItem(r, AsOf, asOf);
        auto* source = cell(QString::fromStdString(o.source));
        source->setToolTip(QString::fromStdString(o.notes));
        offerings_->setItem(r, Source, source);
        if (o.unverified)
            for (int c = 0; c < ColumnCount; ++c)
                offerings_->item(r, c)->setForeground(Qt::gray);
    }
    offerings_->resizeColumnsToContents();
    filling_ = false;
}

QString CatalogDialog::importSkyPilot(const QString& csv) {
    try {
        QString provider = QFileInfo(csv).dir().dirName();
        if (provider.isEmpty() || provider == QLatin1String("."))
            provider = QStringLiteral("skypilot");
        const SkyPilotImport imp =
            import_skypilot_file(csv.toStdString(), provider.toStdString(), today_.toStdString());
        for (const auto& o : imp.offerings) {
            rows_.push_back(o);
            userRow_.push_back(true);
        }
        fillOfferings();
        return tr("%1 offerings imported from %2 rows (%3 CPU-only rows skipped)")
            .arg(imp.offerings.size())
            .arg(imp.rows)
            .arg(imp.cpu_only_rows);
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
}

std::vector<Offering> CatalogDialog::userRows() const {
    std::vector<Offering> out;
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (userRow_[i])
            out.push_back(rows_[i]);
    return out;
}

QString CatalogDialog::save() {
    const QString error = CatalogStore::saveUserCatalog(*catalogs_, userRows(), userPath_);
    saved_ = error.isEmpty();
    return error;
}

} // namespace gpuplanner::ui
