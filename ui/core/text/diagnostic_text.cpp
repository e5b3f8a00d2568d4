#include "core/text/diagnostic_text.h"

#include "core/field_specs.h"
#include "core/text/plan_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpuplanner::ui {

namespace {

double number(const Diagnostic& d, std::size_t i) {
    return i < d.numbers.size() ? d.numbers[i] : 0.0;
}

QString name(const Diagnostic& d, std::size_t i) {
    return i < d.names.size() ? QString::fromStdString(d.names[i]) : QString();
}

QString fixed(double v, int decimals) { // bounded: no figure of dozens of digits (issue #24)
    return PlanFormat(QLocale(), false).figure(v, decimals);
}

} // namespace

QString describe(const Diagnostic& d) {
    switch (d.code) {
    case DiagCode::Text:
        break;
    case DiagCode::Incompatible:
        return QCoreApplication::translate("Diagnostic", "incompatible: %1").arg(name(d, 0));
    case DiagCode::MissesDeadline:
        return QCoreApplication::translate("Diagnostic", "misses the %1 h deadline")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::OverBudget:
        return QCoreApplication::translate("Diagnostic", "over budget");
    case DiagCode::MissesTtft:
        return QCoreApplication::translate("Diagnostic",
                                           "time to first token %1 s misses the target")
            .arg(fixed(number(d, 0), 2));
    case DiagCode::MissesTpot:
        return QCoreApplication::translate("Diagnostic", "%1 s per output token misses the target")
            .arg(fixed(number(d, 0), 3));
    case DiagCode::OverMaxGpus:
        return QCoreApplication::translate("Diagnostic", "more GPUs than “%1” allows")
            .arg(fieldName("/constraints/max_gpus"));
    case DiagCode::HostRamShort:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "offload needs %1 GiB of host RAM per node, the instance has %2 GiB")
            .arg(fixed(number(d, 0), 0), fixed(number(d, 1), 0));
    case DiagCode::BatchExceeded:
        return (number(d, 2) != 0
                    ? QCoreApplication::translate(
                          "Diagnostic",
                          "the layout runs %1 sequences per step, more than the %2 of the default "
                          "global batch: fewer data-parallel replicas or a larger batch")
                    : QCoreApplication::translate(
                          "Diagnostic",
                          "the layout runs %1 sequences per step, more than the %2 asked for: "
                          "fewer data-parallel replicas or a larger batch"))
            .arg(fixed(number(d, 0), 0), fixed(number(d, 1), 0));
    case DiagCode::IdleGpus:
        return QCoreApplication::translate(
                   "Diagnostic", "%1 of the %2 GPUs stay idle: no layout that fits uses them all")
            .arg(fixed(number(d, 0), 0), fixed(number(d, 1), 0));
    case DiagCode::SpotWithoutCheckpoints:
        return QCoreApplication::translate(
            "Diagnostic", "spot without checkpoints: every interruption restarts the job from the "
                          "beginning");
    case DiagCode::StalePrice:
        return QCoreApplication::translate("Diagnostic", "price as of %1 is older than six months")
            .arg(name(d, 0));
    case DiagCode::UnverifiedPrice:
        return QCoreApplication::translate("Diagnostic", "unverified price: %1").arg(name(d, 0));
    case DiagCode::SlowNetwork:
        return QCoreApplication::translate("Diagnostic",
                                           "%1 Gbps between nodes: gradient exchange will be slow")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::ReservedWholeTerm:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "a reservation is paid whether used or not: reserved options are charged "
                   "their whole term, since the scenario does not say the rest of it is used "
                   "(“%1”)")
            .arg(fieldName("/billing/reserved/utilization"));
    case DiagCode::ReservedUtilization:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "a reservation is paid whether used or not: reserved costs assume the capacity "
                   "is used %1% of its term")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::SpotServing:
        return QCoreApplication::translate(
            "Diagnostic",
            "spot capacity can be reclaimed at any time: keep on-demand capacity for the "
            "service level");
    case DiagCode::UnknownGpuOfferings:
        return QCoreApplication::translate(
                   "Diagnostic", "%1 offering(s) skipped: their GPU is not in the GPU catalog")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::DuplicateOfferings:
        return QCoreApplication::translate("Diagnostic",
                                           "%1 price(s) given again by a later catalog replace "
                                           "the earlier ones (the first: %2)")
            .arg(fixed(number(d, 0), 0), name(d, 0));
    case DiagCode::UnboundedSpot:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "%1 spot option(s) dropped: without checkpoints the expected time has no bound")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::ServingNotTransformer:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "serving is modelled for transformer language models only (prefill, decode, KV "
                   "cache); %1 is planned by parameters and FLOPs per sample, for training")
            .arg(name(d, 0));
    case DiagCode::DeadlineForService:
        return QCoreApplication::translate("Diagnostic",
                                           "“%1” applies to training jobs; a service runs for “%2”")
            .arg(fieldName("/constraints/deadline_hours"), fieldName("/workload/duration_hours"));
    case DiagCode::NoOptionFits:
        return QCoreApplication::translate("Diagnostic",
                                           "no option meets the constraints and fits in memory");
    case DiagCode::PinnedDoesNotFit:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "the strategy fields set in the scenario do not fit on any GPU of the plan: at "
                   "best they need %1 GiB per GPU on %2 (%3 GiB); leave them to the planner "
                   "(remove them) or change them")
            .arg(fixed(number(d, 0), 1), name(d, 0), fixed(number(d, 1), 1));
    case DiagCode::StaleExchangeRates:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "exchange rates as of %1 are older than six months: set today's in the scenario "
                   "(“%2”)")
            .arg(name(d, 0), fieldName("/currency/rates_per_usd"));
    case DiagCode::NoSnapshots:
        return QCoreApplication::translate(
            "Diagnostic",
            "no snapshot policy: an instance lost for good takes the data and checkpoints on "
            "its disks with it; keep them on snapshotted or object storage");
    case DiagCode::SingleZone:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "a %1-hour job in a single zone: a zone outage stops it; plan checkpoints to "
                   "storage another zone can read")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::StorageBound:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "the GPUs read %1 GB/s, more than the %2 GB/s storage gives: data loading "
                   "bounds the job")
            .arg(fixed(number(d, 0), 2), fixed(number(d, 1), 2));
    case DiagCode::HostRamOffload:
        return QCoreApplication::translate("Diagnostic",
                                           "offload needs %1 GiB of host RAM per GPU process")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::LocalCannotRun:
        return QCoreApplication::translate(
                   "Diagnostic",
                   "the local %1 machine cannot run this workload (memory or precision)")
            .arg(name(d, 0));
    case DiagCode::WhyTraining: {
        QString layout =
            QCoreApplication::translate("Diagnostic", "dp %1 × tp %2 × pp %3")
                .arg(fixed(number(d, 0), 0), fixed(number(d, 1), 0), fixed(number(d, 2), 0));
        if (number(d, 3) > 1)
            layout +=
                QCoreApplication::translate("Diagnostic", " × cp %1").arg(fixed(number(d, 3), 0));
        return QCoreApplication::translate("Diagnostic", "%1, MFU %2%, compute %3% of the time")
            .arg(layout, fixed(number(d, 4), 0), fixed(number(d, 5), 0));
    }
    case DiagCode::WhyServing:
        return (number(d, 4) != 0
                    ? QCoreApplication::translate("Diagnostic",
                                                  "%1 replica(s) × tp %2, TTFT %3 s, %4 tokens/s "
                                                  "per sequence, decode memory-bound")
                    : QCoreApplication::translate("Diagnostic",
                                                  "%1 replica(s) × tp %2, TTFT %3 s, %4 tokens/s "
                                                  "per sequence, decode compute-bound"))
            .arg(fixed(number(d, 0), 0), fixed(number(d, 1), 0), fixed(number(d, 2), 2),
                 fixed(number(d, 3), 1));
    case DiagCode::WhySpotRework:
        return QCoreApplication::translate("Diagnostic",
                                           "spot: %1% expected rework (%2 interruptions per month)")
            .arg(fixed(number(d, 0), 1), name(d, 0));
    case DiagCode::WhyReserved: {
        const QString price =
            number(d, 0) != 0 ? QCoreApplication::translate(
                                    "Diagnostic", "on-demand less the assumed %1% discount")
                                    .arg(fixed(number(d, 1), 0))
                              : QCoreApplication::translate("Diagnostic", "listed reserved price");
        const QString use =
            number(d, 2) != 0
                ? QCoreApplication::translate("Diagnostic", "the whole term charged to this job")
                : QCoreApplication::translate("Diagnostic", "%1% of the term in use")
                      .arg(fixed(number(d, 3), 0));
        return QCoreApplication::translate("Diagnostic", "%1, paid for the whole term; %2")
            .arg(price, use);
    }
    case DiagCode::WhyReservedBreakEven:
        return QCoreApplication::translate("Diagnostic", "cheaper than on-demand above %1% use")
            .arg(fixed(number(d, 0), 0));
    case DiagCode::WhyOwned:
        return QCoreApplication::translate("Diagnostic",
                                           "owned: %1 %2 per used hour (capital over %3 years at "
                                           "%4% use, power %5)")
            .arg(fixed(number(d, 0), 2), name(d, 0), fixed(number(d, 1), 0), fixed(number(d, 2), 0),
                 fixed(number(d, 3), 2));
    case DiagCode::WhyMeasuredGpu:
        return name(d, 0).isEmpty()
                   ? QCoreApplication::translate("Diagnostic", "GPU as measured by gpuprobe")
                   : QCoreApplication::translate("Diagnostic", "GPU as measured by gpuprobe on %1")
                         .arg(name(d, 0));
    }
    return QString::fromStdString(d.text);
}

QString describeAll(const std::vector<Diagnostic>& parts, const QString& separator) {
    QStringList out;
    for (const Diagnostic& p : parts)
        out << describe(p);
    return out.join(separator);
}

QString timeTermLabel(TimeTerm term) {
    switch (term) {
    case TimeTerm::Compute:
        return QCoreApplication::translate("Diagnostic", "compute");
    case TimeTerm::PipelineBubble:
        return QCoreApplication::translate("Diagnostic", "pipeline bubble");
    case TimeTerm::TensorParallelComm:
        return QCoreApplication::translate("Diagnostic", "tensor-parallel communication");
    case TimeTerm::DataParallelComm:
        return QCoreApplication::translate("Diagnostic", "gradient exchange");
    case TimeTerm::PipelineP2p:
        return QCoreApplication::translate("Diagnostic", "pipeline transfers");
    case TimeTerm::ContextParallelComm:
        return QCoreApplication::translate("Diagnostic", "context-parallel K/V exchange");
    case TimeTerm::Offload:
        return QCoreApplication::translate("Diagnostic", "optimizer offload transfers");
    case TimeTerm::DataLoading:
        return QCoreApplication::translate("Diagnostic", "data loading");
    case TimeTerm::DecodeMemoryBandwidth:
        return QCoreApplication::translate("Diagnostic", "memory bandwidth (decode)");
    case TimeTerm::DecodeCompute:
        return QCoreApplication::translate("Diagnostic", "compute (decode)");
    }
    return {};
}

QString mfuSourceLabel(MfuSource source) {
    switch (source) {
    case MfuSource::ScenarioHardwareTflops:
        return QCoreApplication::translate("Diagnostic",
                                           "achieved hardware TFLOPS per GPU set in the scenario");
    case MfuSource::ScenarioModelTflops:
        return QCoreApplication::translate("Diagnostic",
                                           "achieved model TFLOPS per GPU set in the scenario");
    case MfuSource::ScenarioMfu:
        return QCoreApplication::translate("Diagnostic", "MFU set in the scenario");
    case MfuSource::ResNetExamples:
        return QCoreApplication::translate(
            "Diagnostic", "NVIDIA DeepLearningExamples ResNet-50 v1.5 mixed-precision throughput: "
                          "about 25% of the tensor peak");
    case MfuSource::LlamaRuns:
        return QCoreApplication::translate(
            "Diagnostic",
            "Llama 2 (A100, 39-43% MFU) and Llama 3 (H100, 38-43% MFU) published runs");
    case MfuSource::Assumed:
        return QCoreApplication::translate("Diagnostic",
                                           "assumed: no published large-scale MFU for this GPU "
                                           "class (PCIe, workstation or older)");
    }
    return {};
}

} // namespace gpuplanner::ui
