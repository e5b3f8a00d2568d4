#pragma once
#include "model/workload.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gpuplanner {

// Memory per GPU does not depend on the GPU or the network: searches over many of them for one
// model, workload and overheads (one plan) share the totals of the strategies they evaluate.
// Keyed by the strategy's fields packed into 64 bits; NaN marks a combination the memory model
// refuses. Only for queries of one model, workload and overheads. An open-addressing table (a
// plan inserts tens of thousands of keys: a node allocation and a division per lookup cost more
// than the memory evaluation they save).
class MemoryMemo {
public:
    // The strategy fields of a workload packed into 64 bits (the rest of the workload is the
    // plan's own); kNoKey when a field is out of the packed range (not memoised).
    static constexpr std::uint64_t kNoKey = ~std::uint64_t{0};
    [[nodiscard]] static std::uint64_t key(const TrainingWorkload& w);
    [[nodiscard]] const double* find(std::uint64_t key) const;
    void insert(std::uint64_t key, double total);
    [[nodiscard]] std::size_t size() const { return size_; }

private:
    static constexpr std::uint64_t kEmpty = kNoKey; // never a packed key
    std::vector<std::pair<std::uint64_t, double>> slots_;
    std::size_t size_ = 0;
};

// Inline: the strategy search packs a key for every strategy it evaluates.
inline std::uint64_t MemoryMemo::key(const TrainingWorkload& w) {
    const Parallelism& p = w.parallel;
    const auto u = [](std::int64_t v) { return static_cast<std::uint64_t>(v); };
    // Expert parallelism is a power of two (the search's sizes); its exponent takes 4 bits.
    if (p.expert <= 0 || (p.expert & (p.expert - 1)) != 0)
        return kNoKey;
    const int ep_log2 = __builtin_ctzll(static_cast<unsigned long long>(p.expert));
    // Every field within its bits, in one test: what is left after shifting out a field's bits
    // is 0 only for 0 <= field < 2^bits (a negative field is huge as unsigned). Called for every
    // strategy the search evaluates (millions per plan of a big model).
    if (((u(p.tensor) >> 5) | (u(p.pipeline) >> 8) | (u(p.data) >> 20) | (u(w.micro_batch) >> 9) |
         (u(p.zero_stage) >> 2) | (u(p.virtual_stages) >> 4) |
         (u(static_cast<int>(w.recompute)) >> 2) | (u(p.context) >> 6)) != 0 ||
        ep_log2 > 15)
        return kNoKey;
    std::uint64_t k = static_cast<std::uint64_t>(p.context);
    k = (k << 4) | static_cast<std::uint64_t>(ep_log2);
    k = (k << 5) | static_cast<std::uint64_t>(p.tensor);
    k = (k << 8) | static_cast<std::uint64_t>(p.pipeline);
    k = (k << 20) | static_cast<std::uint64_t>(p.data);
    k = (k << 9) | static_cast<std::uint64_t>(w.micro_batch);
    k = (k << 2) | static_cast<std::uint64_t>(p.zero_stage);
    k = (k << 4) | static_cast<std::uint64_t>(p.virtual_stages);
    k = (k << 2) | static_cast<std::uint64_t>(w.recompute);
    k = (k << 1) | (w.offload_optimizer ? 1u : 0u);
    k = (k << 1) | (w.offload_params ? 1u : 0u);
    k = (k << 1) | (p.sequence_parallel ? 1u : 0u);
    return k; // 63 bits
}

} // namespace gpuplanner
