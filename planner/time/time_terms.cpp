// The names of a training time's sources and terms, and which term dominates
// (time/performance.h); the front ends turn the names into words.
#include "time/performance.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace gpuplanner {

const char* mfu_source_text(MfuSource source) {
    switch (source) {
    case MfuSource::ScenarioHardwareTflops:
        return "achieved hardware TFLOPS per GPU set in the scenario";
    case MfuSource::ScenarioModelTflops:
        return "achieved model TFLOPS per GPU set in the scenario";
    case MfuSource::ScenarioMfu:
        return "MFU set in the scenario";
    case MfuSource::ResNetExamples:
        return "NVIDIA DeepLearningExamples ResNet-50 v1.5 mixed-precision throughput: about 25% "
               "of the tensor peak";
    case MfuSource::LlamaRuns:
        return "Llama 2 (A100, 39-43% MFU) and Llama 3 (H100, 38-43% MFU) published runs";
    case MfuSource::KernelModel:
        return "the layer's kernels: GEMMs by shape, attention kernel, element-wise work at "
               "bandwidth, the loss over the vocabulary, at the share of them the stack reaches "
               "in its own benchmarks (docs/performance.md)";
    case MfuSource::Assumed:
        return "assumed: no published large-scale MFU for this GPU class (PCIe, workstation or "
               "older)";
    }
    return "";
}

const char* mfu_source_name(MfuSource source) {
    switch (source) {
    case MfuSource::ScenarioHardwareTflops:
        return "scenario_hardware_tflops";
    case MfuSource::ScenarioModelTflops:
        return "scenario_model_tflops";
    case MfuSource::ScenarioMfu:
        return "scenario_mfu";
    case MfuSource::ResNetExamples:
        return "resnet_examples";
    case MfuSource::LlamaRuns:
        return "llama_runs";
    case MfuSource::KernelModel:
        return "kernel_model";
    case MfuSource::Assumed:
        return "assumed";
    }
    return "";
}

const char* time_term_name(TimeTerm term) {
    switch (term) {
    case TimeTerm::Compute:
        return "compute";
    case TimeTerm::PipelineBubble:
        return "pipeline_bubble";
    case TimeTerm::TensorParallelComm:
        return "tensor_parallel_comm";
    case TimeTerm::PipelineP2p:
        return "pipeline_p2p";
    case TimeTerm::ContextParallelComm:
        return "context_parallel_comm";
    case TimeTerm::ExpertParallelComm:
        return "expert_parallel_comm";
    case TimeTerm::DataParallelComm:
        return "data_parallel_comm";
    case TimeTerm::Offload:
        return "offload";
    case TimeTerm::DataLoading:
        return "data_loading";
    case TimeTerm::DecodeMemoryBandwidth:
        return "decode_memory_bandwidth";
    case TimeTerm::DecodeCompute:
        return "decode_compute";
    }
    return "";
}

TimeTerm TrainingTime::dominant_term() const {
    // Any stall means the GPUs wait for data: the whole run is bound by storage.
    if (data_loading_stall_seconds > 0)
        return TimeTerm::DataLoading;
    const std::pair<TimeTerm, double> terms[] = {
        {TimeTerm::Compute, compute_seconds},
        {TimeTerm::PipelineBubble, pipeline_bubble_seconds},
        {TimeTerm::TensorParallelComm, tensor_parallel_comm_seconds},
        {TimeTerm::PipelineP2p, pipeline_p2p_seconds},
        {TimeTerm::ContextParallelComm, context_parallel_comm_seconds},
        {TimeTerm::ExpertParallelComm, expert_parallel_comm_seconds},
        {TimeTerm::DataParallelComm, data_parallel_comm_seconds},
        {TimeTerm::Offload, offload_seconds},
        {TimeTerm::DataLoading, data_loading_stall_seconds}};
    return std::max_element(std::begin(terms), std::end(terms),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
}

} // namespace gpuplanner
