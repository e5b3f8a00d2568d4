#include "workbench/results_view.h"

#include "core/text/theme_colors.h"

#include "core/charts/plan_charts.h"
#include "core/models/latency_rate_model.h"
#include "core/text/diagnostic_text.h"
#include "core/text/excluded_groups.h"
#include "core/text/service_text.h"
#include "core/text/summary_text.h"
#include "scenario/scenario_schema.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace gpuplanner::ui {

namespace {

constexpr int kMeasuredRows = 40; // rows measured when columns are fitted to their content

} // namespace

ResultsView::ResultsView(QWidget* parent)
    : QWidget(parent)
    , options_(new OptionsModel(this))
    , proxy_(new OptionsFilterModel(this))
    , paretoProxy_(new OptionsFilterModel(this))
    , memory_(new MemoryModel(this))
    , billing_(new BillingModel(this))
    , buyRent_(new BuyRentModel(this))
    , latency_(new LatencyRateModel(this)) {
    setObjectName(QStringLiteral("resultsView"));
    proxy_->setObjectName(QStringLiteral("optionsProxy"));
    proxy_->setSourceModel(options_);
    paretoProxy_->setSourceModel(options_);
    OptionFilter pareto;
    pareto.pareto_only = true;
    paretoProxy_->setFilter(pareto);
    // Along the front cost falls as time grows, whatever time means (hours, or serving's time
    // per output token), so the front is drawn in order of cost.
    paretoProxy_->sort(OptionsModel::Cost, Qt::DescendingOrder);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("planError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(errorBannerStyle(ThemeColors::of(palette())));
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->hide();
    summary_ = new SummaryView(this);
    summary_->setObjectName(QStringLiteral("planSummary"));
    layout->addWidget(error_);
    layout->addWidget(summary_);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("resultsTabs"));
    tabs_->addTab(buildOptionsTab(), tr("Options"));
    costTime_ = new CostTimeChartView(proxy_, paretoProxy_, tabs_);
    tabs_->addTab(costTime_, tr("Cost vs time"));
    auto* memorySplit = new QSplitter(Qt::Vertical, tabs_);
    memoryPage_ = memorySplit;
    // The chart is as tall as its GPU names need (MemoryChartView): a short window scrolls it.
    auto* memoryScroll = new QScrollArea(memorySplit);
    memoryScroll->setObjectName(QStringLiteral("memoryChartScroll"));
    memoryScroll->setWidgetResizable(true);
    memoryScroll->setFrameShape(QFrame::NoFrame);
    memoryChart_ = new MemoryChartView(memory_, memoryScroll);
    memoryScroll->setWidget(memoryChart_);
    auto* memoryTable = new QTableView(memorySplit);
    // Largest GPUs first, as the chart puts them at the top (the model's rows run from the
    // smallest, the chart's bottom); any column sorts on its raw value.
    auto* memorySorted = new QSortFilterProxyModel(memoryTable);
    memorySorted->setSourceModel(memory_);
    memorySorted->setSortRole(RawValueRole);
    memoryTable->setModel(memorySorted);
    memoryTable->setSortingEnabled(true);
    memoryTable->sortByColumn(MemoryModel::Capacity, Qt::DescendingOrder);
    memoryTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    memoryTable->verticalHeader()->hide();
    // Only the terms this workload has (a service: no gradients or optimizer states).
    connect(memory_, &QAbstractItemModel::modelReset, memoryTable, [this, memoryTable] {
        for (int c = 0; c < MemoryModel::ColumnCount; ++c)
            memoryTable->setColumnHidden(c, !memory_->columnApplies(c));
    });
    memorySplit->setStretchFactor(0, 3);
    tabs_->addTab(memorySplit, tr("Memory"));
    billingChart_ = new BillingChartView(billing_, tabs_);
    tabs_->addTab(billingChart_, tr("Billing modes"));
    buyRentChart_ = new BuyRentChartView(buyRent_, tabs_);
    tabs_->addTab(buyRentChart_, tr("Buy vs rent"));
    latencyChart_ = new LatencyRateChartView(latency_, tabs_);
    latencyChart_->setObjectName(QStringLiteral("latencyChart"));
    tabs_->addTab(latencyChart_, tr("Latency vs rate"));
    warnings_ = new QListWidget(tabs_);
    warnings_->setWordWrap(true);
    warnings_->setObjectName(QStringLiteral("warnings"));
    connect(warnings_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (const QString field = item->data(Qt::UserRole).toString(); !field.isEmpty())
            emit warningFieldRequested(field, item->text());
    });
    tabs_->addTab(warnings_, tr("Warnings and risks"));
    layout->addWidget(tabs_, 1);
    // Charts are rebuilt only when seen: re-planning on every keystroke then costs one chart at
    // most.
    connect(tabs_, &QTabWidget::currentChanged, this, &ResultsView::refreshVisibleChart);
}

void ResultsView::refreshVisibleChart() {
    if (!snap_ || !snap_->error.isEmpty())
        return;
    const QString currency = QString::fromStdString(snap_->plan.currency);
    QWidget* current = tabs_->currentWidget();
    // Each chart's tab page, and which plan generation the chart last drew.
    const struct {
        QWidget* page;
        PlanChartView* chart;
        std::uint64_t* shown;
    } charts[] = {{costTime_, costTime_, &costTimeShown_},
                  {memoryPage_, memoryChart_, &memoryShown_},
                  {billingChart_, billingChart_, &billingShown_},
                  {buyRentChart_, buyRentChart_, &buyRentShown_},
                  {latencyChart_, latencyChart_, &latencyShown_}};
    for (const auto& c : charts)
        if (current == c.page && *c.shown != chartsGeneration_) {
            c.chart->refresh(format_, currency);
            *c.shown = chartsGeneration_;
        }
}

QWidget* ResultsView::buildOptionsTab() {
    auto* page = new QWidget(this);
    auto* v = new QVBoxLayout(page);
    auto* bar = new QHBoxLayout;
    providerFilter_ = new QComboBox(page);
    providerFilter_->setObjectName(QStringLiteral("providerFilter"));
    billingFilter_ = new QComboBox(page);
    billingFilter_->setObjectName(QStringLiteral("billingFilter"));
    billingFilter_->addItem(tr("All billing modes"), -1);
    for (BillingMode m : {BillingMode::OnDemand, BillingMode::Spot, BillingMode::Reserved1y,
                          BillingMode::Reserved3y, BillingMode::Owned})
        billingFilter_->addItem(billingLabel(m), static_cast<int>(m));
    certificationFilter_ = new QComboBox(page);
    certificationFilter_->addItem(tr("Any certification"), QString());
    for (const std::string& c : known_certifications())
        certificationFilter_->addItem(certificationLabel(c), QString::fromStdString(c));
    regionFilter_ = new QLineEdit(page);
    regionFilter_->setPlaceholderText(tr("Region prefix"));
    regionFilter_->setMaximumWidth(120);
    textFilter_ = new QLineEdit(page);
    textFilter_->setObjectName(QStringLiteral("textFilter"));
    textFilter_->setPlaceholderText(tr("Search provider, instance, GPU…"));
    textFilter_->setClearButtonEnabled(true);
    paretoOnly_ = new QCheckBox(tr("Pareto front only"), page);
    columns_ = new QPushButton(page);
    columns_->setObjectName(QStringLiteral("columnsButton"));
    columns_->setText(tr("Columns"));
    auto* menu = new QMenu(columns_);
    for (int c = 0; c < OptionsModel::ColumnCount; ++c) {
        QAction* a =
            menu->addAction(options_->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        a->setCheckable(true);
        a->setChecked(true);
        connect(a, &QAction::toggled, this, [this, c](bool on) {
            table_->setColumnHidden(c, !on);
            if (on) // a column shown again fits what it holds now
                table_->fitColumns(false);
        });
        columnActions_.push_back(a);
    }
    columns_->setMenu(menu);
    for (QWidget* w : std::initializer_list<QWidget*>{
             providerFilter_, billingFilter_, certificationFilter_, regionFilter_, textFilter_})
        bar->addWidget(w);
    // The filters give way in a narrow window (at 1024 pixels the bar set the pane's width and
    // cut the table's right-hand columns); their lists still show every choice in full.
    for (QComboBox* box : {providerFilter_, billingFilter_, certificationFilter_})
        box->setMinimumWidth(std::min(box->minimumSizeHint().width(), 90)); // whole where room
    bar->addWidget(paretoOnly_);
    bar->addStretch(1);
    bar->addWidget(columns_);
    v->addLayout(bar);
    table_ = new OptionsTableView(page);
    table_->setObjectName(QStringLiteral("optionsTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(OptionsModel::Cost, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { followSelectionInLatencyChart(); });
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = table_->indexAt(at);
        if (!index.isValid())
            return;
        const int row = proxy_->mapToSource(index).row();
        QMenu menu(this);
        menu.addAction(tr("Export Launch Files…"), this,
                       [this, row] { emit exportLaunchRequested(row); });
        menu.exec(table_->viewport()->mapToGlobal(at));
    });
    table_->setAlternatingRowColors(true);
    table_->setTabKeyNavigation(false); // Tab leaves the table (arrows move within it)
    table_->verticalHeader()->setDefaultSectionSize(22);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(true);
    // Columns fit their content, measured on the first rows only (the table is sorted, so those
    // are the ones people read): measuring thousands of rows on every re-plan would cost more
    // than the plan. The last column takes what width is left.
    table_->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
    // What people compare first sits next to the GPU: billing, time, cost.
    QHeaderView* header = table_->horizontalHeader();
    header->moveSection(header->visualIndex(OptionsModel::Billing), 5);
    header->moveSection(header->visualIndex(OptionsModel::Hours), 6);
    header->moveSection(header->visualIndex(OptionsModel::Cost), 7);
    // The price's date beside the price.
    header->moveSection(header->visualIndex(OptionsModel::PriceAsOf),
                        header->visualIndex(OptionsModel::PricePerHour) + 1);
    // The simulated percentiles beside the single-request figures.
    header->moveSection(header->visualIndex(OptionsModel::TtftAtPercentile),
                        header->visualIndex(OptionsModel::TimePerOutputToken) + 1);
    header->moveSection(header->visualIndex(OptionsModel::TpotAtPercentile),
                        header->visualIndex(OptionsModel::TtftAtPercentile) + 1);
    for (int v = 0; v < header->count(); ++v) // the Columns menu in the table's order (moved)
        columns_->menu()->addAction(columnActions_[std::size_t(header->logicalIndex(v))]);
    // The strategy columns are there for who wants them (the tooltip gives the whole strategy).
    // So are the simulation's other percentiles and the share meeting every target.
    for (const int c : {OptionsModel::ZeroStage, OptionsModel::Recomputation,
                        OptionsModel::MicroBatch, OptionsModel::TtftP50, OptionsModel::TtftP99,
                        OptionsModel::TpotP50, OptionsModel::TpotP99,
                        OptionsModel::EndToEndAtPercentile, OptionsModel::MeetsTargetsShare})
        columnActions_[static_cast<std::size_t>(c)]->setChecked(false);
    shown_ = new QLabel(page);
    shown_->setObjectName(QStringLiteral("shownOptions"));
    shown_->setWordWrap(true);
    shown_->hide();
    v->addWidget(shown_);
    v->addWidget(table_, 1);
    noMatch_ = new QLabel(tr("No option matches the filter. Clear the search or choose \"All\" "
                             "in the boxes above."),
                          page);
    noMatch_->setObjectName(QStringLiteral("noMatch"));
    noMatch_->setAlignment(Qt::AlignCenter);
    noMatch_->setWordWrap(true); // never what sets the pane's width
    noMatch_->hide();
    v->addWidget(noMatch_);
    for (QComboBox* box : {providerFilter_, billingFilter_, certificationFilter_})
        connect(box, &QComboBox::currentIndexChanged, this, &ResultsView::applyFilter);
    connect(regionFilter_, &QLineEdit::textChanged, this, &ResultsView::applyFilter);
    connect(textFilter_, &QLineEdit::textChanged, this, &ResultsView::applyFilter);
    connect(paretoOnly_, &QCheckBox::toggled, this, &ResultsView::applyFilter);
    return page;
}

void ResultsView::setCatalogs(std::shared_ptr<const CatalogData> catalogs) {
    catalogs_ = std::move(catalogs);
    proxy_->setCatalog(catalogs_);
    const QString current = providerFilter_->currentData().toString();
    const QSignalBlocker block(providerFilter_);
    providerFilter_->clear();
    providerFilter_->addItem(tr("All providers"), QString());
    // Imported providers have no record of their own: listed by their id.
    for (const std::string& id : catalogs_->offerings.provider_ids()) {
        const Provider* p = catalogs_->offerings.provider(id);
        providerFilter_->addItem(QString::fromStdString(p ? p->name : id),
                                 QString::fromStdString(id));
    }
    providerFilter_->addItem(tr("Own machine"), QStringLiteral("local"));
    providerFilter_->setCurrentIndex(std::max(0, providerFilter_->findData(current)));
}

void ResultsView::applyFilter() {
    OptionFilter f;
    if (const QString p = providerFilter_->currentData().toString(); !p.isEmpty())
        f.providers.insert(p.toStdString());
    if (const int b = billingFilter_->currentData().toInt(); b >= 0)
        f.billing.insert(static_cast<BillingMode>(b));
    if (const QString c = certificationFilter_->currentData().toString(); !c.isEmpty())
        f.certifications.insert(c.toStdString());
    if (!regionFilter_->text().trimmed().isEmpty())
        f.regions.insert(regionFilter_->text().trimmed().toStdString());
    f.text = textFilter_->text().trimmed().toStdString();
    f.pareto_only = paretoOnly_->isChecked();
    proxy_->setFilter(f);
    // Rows the filter brings in may hold longer figures ("165,091 USD" where the column was
    // sized for "9,860"): the columns grow to them rather than cut them.
    fitColumns();
    updateNoMatch();
    ++chartsGeneration_; // the scatter shows the filtered options
    refreshVisibleChart();
}

void ResultsView::setFormat(const PlanFormat& format) {
    if (format == format_)
        return;
    format_ = format;
    options_->setFormat(format);
    memory_->setFormat(format);
    billing_->setFormat(format);
    ++chartsGeneration_; // every chart is drawn anew with the new units
    if (snap_) {
        refreshVisibleChart();
        if (snap_->error.isEmpty())
            updateSummary(*snap_);
    }
}

void ResultsView::showSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    snap_ = std::move(snapshot);
    if (!snap_->error.isEmpty()) {
        // Keep the last good results on screen, greyed as out of date, and say why above them.
        error_->setText(tr("The results below are out of date: the scenario has a problem: %1")
                            .arg(snap_->error));
        error_->show();
        summary_->setEnabled(false);
        tabs_->setEnabled(false);
        return;
    }
    error_->hide();
    summary_->setEnabled(true);
    tabs_->setEnabled(true);
    options_->setSnapshot(snap_);
    if (const bool serving = snap_->scenario.workload.is_inference(); servingColumns_ != serving) {
        servingColumns_ = serving;
        for (const int c :
             {OptionsModel::TimeToFirstToken, OptionsModel::TimePerOutputToken,
              OptionsModel::TtftAtPercentile, OptionsModel::TpotAtPercentile,
              OptionsModel::OutputTokensPerSecond, OptionsModel::CostPerMillionTokens})
            columnActions_[static_cast<std::size_t>(c)]->setChecked(serving); // hides or shows
    }
    const QString shown = shownOptionsText(snap_->plan, format_);
    shown_->setText(shown);
    shown_->setVisible(!shown.isEmpty());
    table_->layoutNow();
    fitColumns();
    updateNoMatch();
    memory_->setSnapshot(snap_, catalogs_);
    billing_->setSnapshot(snap_);
    buyRent_->setSnapshot(snap_);
    latency_->setSnapshot(snap_);
    tabs_->setTabVisible(tabs_->indexOf(latencyChart_), snap_->scenario.workload.is_inference());
    ++chartsGeneration_;
    refreshVisibleChart();
    updateSummary(*snap_);
    updateWarnings(*snap_);
}

void ResultsView::fitColumns() {
    // While one scenario is edited columns only grow (OptionsTableView::fitColumns says why); a
    // scenario opened afresh (fitColumnsAfresh) may shrink them again.
    table_->fitColumns(shrinkColumns_);
    // A scenario opened afresh starts at the first columns (Provider, Instance, Region), not
    // where the previous one was scrolled to.
    if (shrinkColumns_)
        table_->horizontalScrollBar()->setValue(table_->horizontalScrollBar()->minimum());
    shrinkColumns_ = false;
}

void ResultsView::updateSummary(const PlanSnapshot& snap) {
    const PlanResult& p = snap.plan;
    const PlanSummary& s = snap.summary;
    QString html = QStringLiteral("<b>%1</b><br>")
                       .arg(QString::fromStdString(snap.scenario.name).toHtmlEscaped());
    // Each memory figure with the option it belongs to (the report says the same words).
    html += memorySummaryText(snap, format_);
    html += QStringLiteral("<br>");
    if (p.options.empty()) {
        html += tr("<b>No option meets the constraints.</b> See the warnings.");
        if (const QString why = mostCommonMissText(p); !why.isEmpty())
            html += QStringLiteral("<br>") + why.toHtmlEscaped();
    } else {
        const auto line = [&](const char* label, const std::optional<std::size_t>& i) {
            if (i)
                html += tr("%1 %2", "a label and what it labels (no space after a Chinese colon)")
                            .arg(tr(label),
                                 optionLine(p.options[*i], p.currency, format_).toHtmlEscaped()) +
                        QStringLiteral("<br>");
        };
        line(s.spot_passed_over ? QT_TR_NOOP("Cheapest without spot:") : QT_TR_NOOP("Cheapest:"),
             s.cheapest);
        if (const QString service = serviceVerdictText(p.options[*s.cheapest], format_);
            !service.isEmpty())
            html += service.toHtmlEscaped() + QStringLiteral("<br>");
        line(QT_TR_NOOP("Fastest:"), s.fastest);
        if (const QString note = fastestNote(p, s, format_); !note.isEmpty())
            html += note.toHtmlEscaped() + QStringLiteral("<br>");
        line(QT_TR_NOOP("Best cost × time:"), s.best_cost_time);
        if (const QString verdict = buyOrRentText(s, format_); !verdict.isEmpty())
            html += tr("Buy or rent: %1").arg(verdict.toHtmlEscaped());
    }
    summary_->setText(html);
}

void ResultsView::updateWarnings(const PlanSnapshot& snap) {
    warnings_->clear();
    for (const auto& w : snap.plan.warning_codes) {
        auto* item = new QListWidgetItem(QStringLiteral("⚠ ") + describe(w), warnings_);
        // A warning that says which field to change leads to it (the stale-rates warning to the
        // exchange rates): the form frames the field and scrolls to it.
        const QString field = diagnosticField(w);
        item->setData(Qt::UserRole, field);
        item->setToolTip(field.isEmpty()
                             ? tr("Applies to the whole plan.")
                             : tr("Applies to the whole plan. Double-click to go to the field."));
    }
    // Excluded options, one line per reason with how many it excluded (largest first), told by
    // the option nearest to meeting it; the tooltip lists the nearest few.
    for (const ExcludedGroup& g : groupExcluded(snap.plan.excluded)) {
        const std::vector<const PlanOption*>& options = g.options;
        auto* item = new QListWidgetItem(excludedGroupText(g, format_), warnings_);
        QStringList examples;
        for (std::size_t i = 0; i < options.size() && i < 10; ++i)
            examples << optionLine(*options[i], snap.plan.currency, format_);
        if (options.size() > 10)
            examples << tr("… and %1 more").arg(static_cast<qlonglong>(options.size() - 10));
        item->setToolTip(examples.join(QLatin1Char('\n')));
        item->setForeground(ThemeColors::of(palette()).mutedText);
    }
    // The plan lists the first 200 excluded options; the count says how many there were.
    if (const QString beyond = excludedBeyondListText(snap.plan, format_); !beyond.isEmpty()) {
        auto* item = new QListWidgetItem(beyond, warnings_);
        item->setForeground(ThemeColors::of(palette()).mutedText);
    }
    tabs_->setTabText(tabs_->indexOf(warnings_),
                      tr("Warnings and risks (%1)").arg(snap.plan.warnings.size()));
}

void ResultsView::updateNoMatch() {
    noMatch_->setVisible(proxy_->rowCount() == 0 && options_->rowCount() > 0);
}

void ResultsView::followSelectionInLatencyChart() {
    const auto index = selectedOption();
    if (!snap_ || !snap_->error.isEmpty() || !catalogs_ || !index ||
        !snap_->scenario.workload.is_inference())
        return;
    if (const auto& shown = latency_->curve(); shown && shown->option == *index)
        return;
    // A few simulations of the option (plan/serving_curve.h): milliseconds, on this thread.
    latency_->setCurve(snap_,
                       latency_curve(snap_->scenario, catalogs_->view(), snap_->plan, *index));
    latencyShown_ = ~0ull;
    refreshVisibleChart();
}

std::optional<std::size_t> ResultsView::selectedOption() const {
    const QModelIndex current = table_->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return static_cast<std::size_t>(proxy_->mapToSource(current).row());
}

QByteArray ResultsView::headerState() const {
    return table_->horizontalHeader()->saveState();
}

void ResultsView::restoreHeaderState(const QByteArray& state) {
    QHeaderView* header = table_->horizontalHeader();
    // A state saved with another set of columns (an earlier version) is not restored.
    if (state.isEmpty() || !header->restoreState(state) ||
        header->count() != OptionsModel::ColumnCount)
        return;
    // The Columns menu says what the restored header shows.
    for (int c = 0; c < OptionsModel::ColumnCount; ++c) {
        QAction* a = columnActions_[static_cast<std::size_t>(c)];
        const QSignalBlocker block(a);
        a->setChecked(!header->isSectionHidden(c));
    }
}

} // namespace gpuplanner::ui
