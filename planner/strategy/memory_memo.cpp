#include "strategy/memory_memo.h"

#include <algorithm>

namespace gpuplanner {

namespace {
std::size_t slot_of(std::uint64_t key, std::size_t mask) {
    key ^= key >> 33; // a 64-bit finalizer (MurmurHash3's fmix64): packed keys differ in low bits
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    return static_cast<std::size_t>(key) & mask;
}
} // namespace

const double* MemoryMemo::find(std::uint64_t key) const {
    if (slots_.empty())
        return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
        if (slots_[i].first == key)
            return &slots_[i].second;
        if (slots_[i].first == kEmpty)
            return nullptr;
    }
}

void MemoryMemo::insert(std::uint64_t key, double total) {
    if (key == kEmpty)
        return;
    if ((size_ + 1) * 2 > slots_.size()) { // keep the table at most half full
        std::vector<std::pair<std::uint64_t, double>> old = std::move(slots_);
        slots_.assign(std::max<std::size_t>(1024, old.size() * 2), {kEmpty, 0.0});
        size_ = 0;
        for (const auto& [k, v] : old)
            if (k != kEmpty)
                insert(k, v);
    }
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
        if (slots_[i].first == key)
            return;
        if (slots_[i].first == kEmpty) {
            slots_[i] = {key, total};
            ++size_;
            return;
        }
    }
}

} // namespace gpuplanner
