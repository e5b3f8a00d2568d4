#pragma once
// Memory per GPU for training, fine-tuning and inference, broken down by term.
// Formulas and sources: docs/model.md.
#include "model/model.h"
#include "model/workload.h"

#include <string>
#include <vector>

namespace gpuplanner {

struct MemoryBreakdown {
    double weights_bytes = 0;
    double gradients_bytes = 0;
    double optimizer_bytes = 0;
    double activations_bytes = 0;
    double kv_cache_bytes = 0;
    double cuda_context_bytes = 0;
    double allocator_headroom_bytes = 0;
    double host_bytes = 0; // host RAM per GPU process for offloaded states (not in total_bytes)
    std::vector<std::string> notes;

    [[nodiscard]] double overhead_bytes() const {
        return cuda_context_bytes + allocator_headroom_bytes;
    }
    [[nodiscard]] double total_bytes() const {
        return weights_bytes + gradients_bytes + optimizer_bytes + activations_bytes +
               kv_cache_bytes + overhead_bytes();
    }
    // Name of the largest term ("weights", "gradients", "optimizer", "activations", "kv_cache",
    // "overhead"): what to attack when it does not fit.
    [[nodiscard]] std::string largest_term() const;
    [[nodiscard]] double term_bytes(const std::string& term) const;
};

// Bytes per trainable parameter, as in ZeRO (Rajbhandari et al. 2020, section 3.1):
// working weights, gradients, and optimizer states K (fp32 master copy included).
struct StateBytesPerParam {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0; // K
};
// Mixed precision follows the framework's convention (Framework in workload.h); fp32 training
// is 4 + 4 + states in every framework.
[[nodiscard]] StateBytesPerParam state_bytes_per_param(Precision precision, Optimizer optimizer,
                                                       std::int64_t hidden_size,
                                                       Framework framework = Framework::DeepSpeed);

// Bytes per gradient element that data parallelism reduces (all-reduce, reduce-scatter): the
// gradients' own size in the framework's convention (2 for DeepSpeed 16-bit, 4 for Megatron's
// fp32 main_grad and for PyTorch's fp32 gradients, 4 in fp32 training).
[[nodiscard]] double gradient_reduce_bytes(Precision precision, Framework framework);

// Bytes per activation (and per gradient) element when training at `p`: 4 for fp32/tf32, else 2.
[[nodiscard]] double activation_element_bytes(Precision p);

// Trainable parameters of LoRA adapters of rank r on the named modules (all layers).
[[nodiscard]] std::int64_t lora_parameters(const TransformerArch& arch, std::int64_t rank,
                                           const std::vector<std::string>& targets);
[[nodiscard]] const std::vector<std::string>& lora_module_names();

struct ActivationSetup {
    std::int64_t micro_batch = 1;
    std::int64_t sequence_length = 2048;
    std::int64_t tensor_parallel = 1;
    bool sequence_parallel = true;
    Recompute recompute = Recompute::None;
    bool flash_attention = false;
    double element_bytes = 2; // 2 for 16-bit activations, 4 for fp32
};
// Activations one transformer layer keeps for backward (Korthikanti et al. 2022, generalised to
// GQA, gated MLPs and ff != 4h), before recomputation strategies that drop whole layers.
[[nodiscard]] double layer_activation_bytes(const TransformerArch& arch, const ActivationSetup& s);
// Activations per GPU of the first pipeline stage (the peak), recomputation applied.
[[nodiscard]] double training_activation_bytes(const TransformerArch& arch,
                                               const ActivationSetup& s,
                                               std::int64_t pipeline_parallel);

// Throws InputError-free std::invalid_argument for combinations that cannot run (offload
// without ZeRO); scenario validation reports them with a path first.
// `first_stage_layers`: the layers of the first pipeline stage where the stack splits stages
// unevenly (training_pipeline_split, time/stacks.h: Megatron-Core gives the last stage fewer
// and the others more); 0 for the even split, ceil(L/p).
[[nodiscard]] MemoryBreakdown training_memory(const ModelSpec& model, const TrainingWorkload& w,
                                              const Overheads& o,
                                              std::int64_t first_stage_layers = 0);
[[nodiscard]] MemoryBreakdown inference_memory(const ModelSpec& model, const InferenceWorkload& w,
                                               const Overheads& o);
[[nodiscard]] MemoryBreakdown workload_memory(const ModelSpec& model, const Workload& w,
                                              const Overheads& o);

// KV cache bytes one token of a sequence of the workload's context occupies on one GPU of a
// tensor x pipeline group, averaged over the sequence (sliding windows counted).
[[nodiscard]] double kv_bytes_per_token_per_gpu(const ModelSpec& model, const InferenceWorkload& w);

// Tokens of KV cache one GPU holds when a serving engine that preallocates its KV pool (vLLM,
// SGLang) is given `budget_bytes` (vLLM: total memory x gpu_memory_utilization): the budget less
// the weights, the peak working set of a prefill chunk of w.prefill_chunk_tokens with the
// logits of w.concurrency sequences (vLLM's profile run: max_num_batched_tokens, max_num_seqs)
// and the CUDA context. No allocator headroom: the engine measured its peak and the pool is one
// block; what it leaves free is the (1 - utilisation) share. 0 when nothing is left.
[[nodiscard]] std::int64_t kv_cache_token_capacity(const ModelSpec& model,
                                                   const InferenceWorkload& w, const Overheads& o,
                                                   double budget_bytes);

// Largest number of sequences of w.context_tokens() that fit in `capacity_bytes` per GPU with
// the workload's tensor/pipeline layout; 0 when not even one fits.
[[nodiscard]] std::int64_t max_concurrent_sequences(const ModelSpec& model, InferenceWorkload w,
                                                    const Overheads& o, double capacity_bytes);

} // namespace gpuplanner
