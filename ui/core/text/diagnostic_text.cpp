#include "core/text/diagnostic_text.h"

#include "core/field_specs.h"
#include "core/text/plan_format.h"

#include "plan/diagnostic_texts.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace gpuplanner::ui {

namespace {

QString fixed(double v, int decimals) { // bounded: no figure of dozens of digits (issue #24)
    return PlanFormat(QLocale(), false).figure(v, decimals);
}

// One argument of a diagnostic's template, in the workbench's language (the spec in the
// planner's table says where it comes from and how many decimals it has).
std::string argument(const Diagnostic& d, const DiagArg& a) {
    switch (a.kind) {
    case DiagArgKind::Number: {
        const double v = diag_number(d, a.index);
        QString text = fixed(v, a.decimals);
        if (a.plus && !std::signbit(v))
            text.prepend(QLocale().positiveSign());
        return text.toStdString();
    }
    case DiagArgKind::Name:
        return diag_name(d, a.index);
    case DiagArgKind::Layout:
        return PlanFormat(QLocale(), false)
            .layout(diag_layout(d, a.index), PlanFormat::LayoutStyle::Named)
            .toStdString();
    case DiagArgKind::Field: {
        const QString quoted = QChar(0x201c) + fieldName(a.field) + QChar(0x201d);
        return quoted.toStdString();
    }
    }
    return {};
}

} // namespace

// The planner's template (planner/plan/diagnostic_texts.cpp), translated, its named arguments
// filled with the locale's numbers and the field table's names.
QString describe(const Diagnostic& d) {
    const char* tmpl = diag_template(d);
    if (!tmpl)
        return QString::fromStdString(d.text);
    const DiagText& spec = diag_text(d.code);
    const QString translated = QCoreApplication::translate("Diagnostic", tmpl);
    return QString::fromStdString(fill_placeholders(
        translated.toStdString(), [&](std::string_view name) -> std::optional<std::string> {
            const DiagArg* a = diag_arg(spec, name);
            if (!a)
                return std::nullopt;
            return argument(d, *a);
        }));
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
    case TimeTerm::ExpertParallelComm:
        return QCoreApplication::translate("Diagnostic", "expert-parallel token exchange");
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
    case MfuSource::KernelModel:
        return QCoreApplication::translate(
            "Diagnostic", "the layer's kernels: GEMMs by shape, attention kernel, element-wise "
                          "work at bandwidth, the loss over the vocabulary, at the share of them "
                          "the stack reaches in its own benchmarks (docs/performance.md)");
    case MfuSource::Assumed:
        return QCoreApplication::translate("Diagnostic",
                                           "assumed: no published large-scale MFU for this GPU "
                                           "class (PCIe, workstation or older)");
    }
    return {};
}

QString diagnosticField(const Diagnostic& d) {
    const DiagText& spec = diag_text(d.code);
    for (const DiagArg& a : spec.args)
        if (a.kind == DiagArgKind::Field)
            return QString::fromStdString(field_path_text(a.field));
    return {};
}

} // namespace gpuplanner::ui
