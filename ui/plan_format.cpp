// Words and units for the planner's codes and numbers, used by the tables, the charts and the
// report: billing modes, time terms, hours, money, commitments, memory (GiB or GB).
#include "plan_models.h"

#include "units.h"

#include <QLocale>

namespace gpuplanner::ui {

QString billingLabel(BillingMode mode) {
    switch (mode) {
    case BillingMode::OnDemand:
        return OptionsModel::tr("On-demand");
    case BillingMode::Spot:
        return OptionsModel::tr("Spot");
    case BillingMode::Reserved1y:
        return OptionsModel::tr("Reserved 1 year");
    case BillingMode::Reserved3y:
        return OptionsModel::tr("Reserved 3 years");
    case BillingMode::Owned:
        return OptionsModel::tr("Owned");
    }
    return {};
}

QString termLabel(const std::string& term) {
    if (term == "weights")
        return MemoryModel::tr("Weights");
    if (term == "gradients")
        return MemoryModel::tr("Gradients");
    if (term == "optimizer")
        return MemoryModel::tr("Optimizer states");
    if (term == "activations")
        return MemoryModel::tr("Activations");
    if (term == "kv_cache")
        return MemoryModel::tr("KV cache");
    if (term == "compute")
        return MemoryModel::tr("compute");
    if (term == "pipeline_bubble")
        return MemoryModel::tr("pipeline bubble");
    if (term == "tensor_parallel_comm")
        return MemoryModel::tr("tensor-parallel communication");
    if (term == "data_parallel_comm")
        return MemoryModel::tr("gradient exchange");
    if (term == "pipeline_p2p")
        return MemoryModel::tr("pipeline transfers");
    if (term == "offload")
        return MemoryModel::tr("optimizer offload transfers");
    if (term == "data_loading")
        return MemoryModel::tr("data loading");
    if (term == "decode_memory_bandwidth")
        return MemoryModel::tr("memory bandwidth (decode)");
    if (term == "decode_compute")
        return MemoryModel::tr("compute (decode)");
    return MemoryModel::tr("Overhead");
}

QString formatHours(double hours) {
    const QLocale l;
    if (hours * 60 < 0.5)
        return OptionsModel::tr("<1 min"); // never "0 min" for a job that takes time
    if (hours < 1)
        return OptionsModel::tr("%1 min").arg(l.toString(hours * 60, 'f', 0));
    if (hours < 100)
        return OptionsModel::tr("%1 h").arg(l.toString(hours, 'f', 1));
    if (hours < 24 * 90)
        return OptionsModel::tr("%1 h (%2 days)")
            .arg(l.toString(hours, 'f', 0), l.toString(hours / 24, 'f', 1));
    return OptionsModel::tr("%1 days").arg(l.toString(hours / 24, 'f', 0));
}

QString formatCommitment(const PlanOption& o, const std::string& currency) {
    if (o.term_years <= 0)
        return {};
    return o.term_years == 1
               ? OptionsModel::tr("commits %1 over 1 year").arg(formatMoney(o.commitment, currency))
               : OptionsModel::tr("commits %1 over %2 years")
                     .arg(formatMoney(o.commitment, currency))
                     .arg(o.term_years);
}

QString formatMoney(double amount, const std::string& currency) {
    const QLocale l;
    return QStringLiteral("%1 %2").arg(l.toString(amount, 'f', amount < 100 ? 2 : 0),
                                       QString::fromStdString(currency));
}

namespace {
bool decimalUnits = false;
} // namespace

void setDecimalMemoryUnits(bool decimal) {
    decimalUnits = decimal;
}

QString memoryUnitLabel() {
    return decimalUnits ? MemoryModel::tr("GB") : MemoryModel::tr("GiB");
}

QString formatGiB(double bytes) {
    if (decimalUnits)
        return MemoryModel::tr("%1 GB").arg(QLocale().toString(bytes / kGB, 'f', 1));
    return MemoryModel::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 1));
}

} // namespace gpuplanner::ui
