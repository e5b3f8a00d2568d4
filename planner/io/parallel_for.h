#pragma once
// Independent pieces of one plan run side by side: each index is one piece of work whose result
// the caller keeps per index, so the outcome does not depend on the threads or their order.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <system_error>
#include <thread>
#include <vector>

namespace gpuplanner {

// The threads a plan may use: `asked` where set (PlanRequest::threads), else one per hardware
// thread; at least one.
[[nodiscard]] inline unsigned plan_threads(unsigned asked) {
    if (asked > 0)
        return asked;
    return std::max(std::thread::hardware_concurrency(), 1u);
}

// Calls fn(i) once for every i in [0, n), on at most plan_threads(threads) threads (the caller's
// included; 0: one per hardware thread).
// Where a thread cannot be started the others do its share. An exception from fn is rethrown
// after every piece has run: the one of the lowest index, whatever the threads' order.
template <class Fn> void parallel_for(std::size_t n, unsigned threads, const Fn& fn) {
    const std::size_t workers = std::min<std::size_t>(plan_threads(threads), n);
    std::vector<std::exception_ptr> errors(n);
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next.fetch_add(1); i < n; i = next.fetch_add(1)) {
            try {
                fn(i);
            } catch (...) {
                errors[i] = std::current_exception();
            }
        }
    };
    std::vector<std::thread> helpers;
    if (workers > 1)
        helpers.reserve(workers - 1);
    for (std::size_t k = 1; k < workers; ++k) {
        try {
            helpers.emplace_back(work);
        } catch (const std::system_error&) {
            break; // no more threads: the ones running take the rest
        }
    }
    work();
    for (std::thread& t : helpers)
        t.join();
    for (const std::exception_ptr& e : errors)
        if (e)
            std::rethrow_exception(e);
}

} // namespace gpuplanner
