#include "core/models/options_model.h"

#include "core/text/theme_colors.h"
#include "strategy/serving_search.h"

#include "core/text/diagnostic_text.h"
#include "core/text/service_text.h"
#include "core/text/summary_text.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuplanner::ui {

namespace {

// The simulated service's figure for a column of its own, or nothing where the option was not
// simulated (or a column not of these).
std::optional<double> simulatedFigure(const PlanOption& o, int column) {
    if (o.replicas <= 0 || !o.serving || !o.serving->simulation)
        return std::nullopt;
    const ServingSimulation& sim = *o.serving->simulation;
    switch (column) {
    case OptionsModel::TtftP50:
        return sim.ttft.p50;
    case OptionsModel::TtftP99:
        return sim.ttft.p99;
    case OptionsModel::TpotP50:
        return sim.tpot.p50;
    case OptionsModel::TpotP99:
        return sim.tpot.p99;
    case OptionsModel::EndToEndAtPercentile:
        return sim.end_to_end.at(o.serving->workload.slo_percentile);
    case OptionsModel::MeetsTargetsShare:
        if (sim.requests_per_second <= 0 || (o.serving->workload.ttft_target_seconds <= 0 &&
                                             o.serving->workload.tpot_target_seconds <= 0))
            return std::nullopt;
        return sim.goodput_requests_per_second / sim.requests_per_second;
    default:
        return std::nullopt;
    }
}

} // namespace

OptionsModel::OptionsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void OptionsModel::setFormat(const PlanFormat& format) {
    beginResetModel();
    format_ = format;
    endResetModel();
}

void OptionsModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    snap_ = std::move(snapshot);
    endResetModel();
}

const PlanOption* OptionsModel::option(int row) const {
    if (!snap_ || row < 0 || row >= static_cast<int>(snap_->plan.options.size()))
        return nullptr;
    return &snap_->plan.options[static_cast<std::size_t>(row)];
}

int OptionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !snap_ ? 0 : static_cast<int>(snap_->plan.options.size());
}

int OptionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionsModel::data(const QModelIndex& index, int role) const {
    const PlanOption* o = option(index.row());
    if (!o)
        return {};
    const auto s = [](const std::string& v) { return QString::fromStdString(v); };
    if ((role == RangeLowRole || role == RangeHighRole) && o->replicas == 0 && o->hours_high > 0) {
        const bool low = role == RangeLowRole;
        if (index.column() == Hours)
            return low ? o->hours_low : o->hours_high;
        if (index.column() == Cost)
            return low ? o->cost_low : o->cost_high;
        return {};
    }
    if (role == RawValueRole) {
        switch (index.column()) {
        case Gpus:
            return QVariant::fromValue(static_cast<qlonglong>(o->gpu_count));
        case Nodes:
            return QVariant::fromValue(static_cast<qlonglong>(o->nodes));
        case Hours:
            return o->hours;
        case Cost:
            return o->cost;
        case PricePerHour:
            return o->price_per_hour;
        case Pareto:
            return o->pareto;
        case Warnings:
            return static_cast<int>(o->warnings.size());
        case TimeToFirstToken:
            return o->replicas > 0 ? QVariant(o->ttft_seconds) : QVariant();
        case TimePerOutputToken:
            return o->replicas > 0 ? QVariant(o->tpot_seconds) : QVariant();
        case TtftAtPercentile: // not simulated: the analytic floor, as the display says "≥"
            return o->replicas > 0 ? QVariant(o->ttft_at_target_percentile()) : QVariant();
        case TpotAtPercentile:
            return o->replicas > 0 ? QVariant(o->tpot_at_target_percentile()) : QVariant();
        case TtftP50:
        case TtftP99:
        case TpotP50:
        case TpotP99:
        case EndToEndAtPercentile:
        case MeetsTargetsShare: {
            const auto v = simulatedFigure(*o, index.column());
            return v ? QVariant(*v) : QVariant();
        }
        case OutputTokensPerSecond:
            return o->replicas > 0 ? QVariant(o->tokens_per_second) : QVariant();
        case CostPerMillionTokens:
            return o->replicas > 0 && o->tokens_per_second > 0
                       ? QVariant(o->cost_per_million_tokens)
                       : QVariant();
        case Billing:
            return static_cast<int>(o->billing);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Provider:
            return optionProvider(*o);
        case Instance:
            return optionInstance(*o);
        case Region:
            return optionRegion(*o);
        case Gpu:
            return s(o->gpu_id);
        case Gpus:
            return format_.locale().toString(static_cast<qlonglong>(o->gpu_count));
        case Nodes:
            return format_.locale().toString(static_cast<qlonglong>(o->nodes));
        case Layout: // "8 × 1 × 1", with " × cp 8" when the strategy uses context parallelism
            return format_.layout(o->layout, PlanFormat::LayoutStyle::Compact);
        case Billing:
            return billingLabel(o->billing);
        case Hours:
            return format_.hours(o->hours);
        case Cost:
            return format_.money(o->cost, snap_->plan.currency);
        case PricePerHour:
            return format_.money(o->price_per_hour, snap_->plan.currency);
        case BoundBy:
            return timeTermLabel(o->dominant);
        case TimeToFirstToken:
            return o->replicas > 0 ? format_.seconds(o->ttft_seconds) : QString();
        case TimePerOutputToken:
            return o->replicas > 0 ? format_.seconds(o->tpot_seconds) : QString();
        case TtftAtPercentile: // the report's notation: "≥" where only the floor is known
            return o->replicas > 0
                       ? servicePercentileText(*o, o->ttft_at_target_percentile(), format_)
                       : QString();
        case TpotAtPercentile:
            return o->replicas > 0
                       ? servicePercentileText(*o, o->tpot_at_target_percentile(), format_)
                       : QString();
        case TtftP50:
        case TtftP99:
        case TpotP50:
        case TpotP99:
        case EndToEndAtPercentile: {
            const auto v = simulatedFigure(*o, index.column());
            return v ? format_.seconds(*v) : QString();
        }
        case MeetsTargetsShare: {
            const auto v = simulatedFigure(*o, index.column());
            return v ? format_.number(*v * 100, 0) + QStringLiteral(" %") : QString();
        }
        case OutputTokensPerSecond:
            return o->replicas > 0 ? format_.number(o->tokens_per_second, 0) : QString();
        case CostPerMillionTokens:
            return o->replicas > 0 ? format_.costPerMillionTokens(*o, snap_->plan.currency)
                                   : QString();
        case PriceAsOf:
            return s(o->as_of);
        case Pareto:
            return o->pareto ? tr("yes") : QString();
        case Warnings:
            return o->warnings.empty() ? QString() : QString::number(o->warnings.size());
        case ZeroStage:
            return o->strategy ? tr("ZeRO-%1").arg(o->strategy->best.workload.parallel.zero_stage)
                               : QString();
        case Recomputation:
            if (!o->strategy)
                return QString();
            switch (o->strategy->best.workload.recompute) {
            case Recompute::Full:
                return tr("full");
            case Recompute::Selective:
                return tr("selective");
            case Recompute::None:
                return tr("none");
            }
            return QString();
        case MicroBatch:
            return o->strategy ? tr("%1 × %2")
                                     .arg(o->strategy->best.workload.micro_batch)
                                     .arg(o->strategy->best.gradient_accumulation)
                               : QString();
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        // One reason a line: an option's reasons run to a dozen clauses (layout, prefill rate,
        // reservation...), and one line of them outgrew the screen.
        QString tip = describeAll(o->why_codes, QStringLiteral("\n"));
        // How sure the time and cost are (training): the sourced low-high spread.
        if (const QString range = format_.hoursRange(*o); !range.isEmpty()) {
            const bool measured = o->strategy && o->strategy->time.calibration;
            tip = (measured ? tr("Time: %1. Cost: %2 (from the spread of our own runs' "
                                 "measurements)")
                            : tr("Time: %1. Cost: %2 (from the spread of stack efficiency, "
                                 "network efficiency and goodput)"))
                      .arg(range, format_.costRange(*o, snap_->plan.currency)) +
                  QStringLiteral("\n") + tip;
        }
        if (o->strategy)
            tip += QStringLiteral("\n") + format_.strategy(*o->strategy);
        if (const QString service = serviceVerdictText(*o, format_); !service.isEmpty())
            tip += QStringLiteral("\n") + service;
        if (const QString sure = serviceRangeText(*o, format_, snap_->plan.currency);
            !sure.isEmpty())
            tip += QStringLiteral("\n") + tr("How sure: %1").arg(sure);
        for (const TimeCalibration& cal : o->serving_calibrations)
            tip += QStringLiteral("\n") + format_.calibration(cal);
        if (const QString commits = format_.commitment(*o, snap_->plan.currency);
            !commits.isEmpty())
            tip += QStringLiteral("\n") + commits;
        for (const auto& w : o->warning_codes)
            tip += QStringLiteral("\n⚠ ") + describe(w);
        tip += QStringLiteral("\n") +
               (o->as_of.empty()
                    ? tr("Source: %1").arg(optionSource(*o))
                    : tr("Price as of %1; source: %2").arg(s(o->as_of), optionSource(*o)));
        return tip;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Gpus && index.column() != Billing &&
        index.column() != Layout && index.column() != BoundBy)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Warnings && !o->warnings.empty())
        return QBrush(ThemeColors::of(QGuiApplication::palette()).warningText);
    if (index.column() == PriceAsOf && (role == Qt::ForegroundRole || role == Qt::BackgroundRole) &&
        std::any_of(o->warning_codes.begin(), o->warning_codes.end(),
                    [](const Diagnostic& d) { return d.code == DiagCode::StalePrice; })) {
        const ThemeColors colors = ThemeColors::of(QGuiApplication::palette());
        return QBrush(role == Qt::ForegroundRole ? colors.staleText : colors.staleBackground);
    }
    return {};
}

QVariant OptionsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal) {
        // Two kinds of latency sit side by side: say which is which (helper check, 2026-12-06).
        switch (section) {
        case TimeToFirstToken:
        case TimePerOutputToken:
            return tr("The mean figure of one request with the scenario's concurrency in flight "
                      "on a replica (at maximum load, as many as its KV cache holds; analytic, "
                      "for every option); the p-columns are the simulation's percentiles at the "
                      "target rate.");
        case TtftAtPercentile:
        case TpotAtPercentile:
            return tr("Simulated at the target rate for the best options; ≥ marks an option "
                      "that was not simulated: its analytic floor, one request alone.");
        case TtftP50:
        case TtftP99:
        case TpotP50:
        case TpotP99:
        case EndToEndAtPercentile:
            return tr("The simulated service's percentile; empty for an option that was not "
                      "simulated.");
        case MeetsTargetsShare:
            return tr("Of the simulated requests, the share that met every target (goodput "
                      "over the requests served).");
        case OutputTokensPerSecond:
            return tr("With a target rate, the rate the replicas are sized to serve; without "
                      "one, what the replicas make with the scenario's concurrency in flight "
                      "(at maximum load, as many as the KV cache holds).");
        case PriceAsOf:
            return tr("The day the catalog's price was taken; marked when older than the "
                      "scenario's price age limit.");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical) { // the option's rank among all (a bounded plan skips some)
        const PlanOption* o = option(section);
        return o ? QVariant(static_cast<qulonglong>(o->rank)) : QVariant();
    }
    // The percentile the service's targets hold at, as a header writes it ("95", "99.5").
    const auto targetPercentile = [&] {
        const double percentile = snap_ ? snap_->scenario.workload.inference.slo_percentile : 95;
        return format_.number(percentile, percentile == std::floor(percentile) ? 0 : 1);
    };
    switch (section) {
    case Provider:
        return tr("Provider");
    case Instance:
        return tr("Instance");
    case Region:
        return tr("Region");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return tr("GPUs");
    case Nodes:
        return tr("Nodes");
    case Layout:
        return tr("dp × tp × pp");
    case Billing:
        return tr("Billing");
    case Hours:
        // A service's hours are the period it is costed over, the same on every row (its
        // time is the time-per-output-token column).
        return snap_ && snap_->scenario.workload.is_inference() ? tr("Service period") : tr("Time");
    case Cost:
        return tr("Cost");
    case PricePerHour:
        return tr("Price per hour");
    case BoundBy:
        return tr("Bound by");
    case TimeToFirstToken:
        return tr("Time to first token");
    case TimePerOutputToken:
        return tr("Time per output token");
    case OutputTokensPerSecond:
        return tr("Output tokens/s");
    case CostPerMillionTokens:
        return tr("Cost per 1M output tokens");
    case Pareto:
        return tr("Pareto");
    case Warnings:
        return tr("Warnings");
    case ZeroStage:
        return tr("ZeRO");
    case Recomputation:
        return tr("Recomputation");
    case MicroBatch:
        return tr("Micro-batch × accumulation");
    case TtftAtPercentile:
    case TpotAtPercentile: {
        const QString p = targetPercentile();
        //: %1: the percentile the service targets hold at ("95" or "99.5")
        return section == TtftAtPercentile ? tr("Time to first token, p%1").arg(p)
                                           //: %1: the percentile the service targets hold at
                                           : tr("Time per output token, p%1").arg(p);
    }
    case TtftP50:
        return tr("Time to first token, p50");
    case TtftP99:
        return tr("Time to first token, p99");
    case TpotP50:
        return tr("Time per output token, p50");
    case TpotP99:
        return tr("Time per output token, p99");
    case EndToEndAtPercentile: {
        //: %1: the percentile the service targets hold at ("95" or "99.5")
        return tr("End to end, p%1").arg(targetPercentile());
    }
    case MeetsTargetsShare:
        return tr("Meet every target");
    case PriceAsOf:
        return tr("Price as of");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
