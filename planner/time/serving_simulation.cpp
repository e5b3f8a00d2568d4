#include "time/serving_simulation.h"

#include "time/latency_stats.h"
#include "time/request_mix.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <limits>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace {

struct RequestState {
    double sent = -1;
    double first_token = -1;  // the client's first token
    double first_output = -1; // the first token this worker made for it
    bool kv_arrived = false;  // DecodeOnly: the prompt's KV cache came with the request
    double generated = 0;     // output tokens so far (fractional with speculative decoding)
    double computed = 0;      // tokens whose KV the cache holds
    double target = 0;        // tokens to prefill before decoding (prompt, + output after eviction)
    double scheduled = 0;     // prefill tokens of this step
    bool decoding_now = false;
    bool done = false;
    // Evicted: the full blocks of its KV cache still in the free pool, not yet reused (tokens).
    double lingering = 0;
    bool recomputing = false; // evicted, and its prefill not yet caught up
};

// vLLM's KV block: only full blocks are hashed and found again by the prefix cache.
constexpr double kKvBlockTokens = 16;

} // namespace

double speculative_tokens_per_step(const InferenceWorkload& w) {
    const double gamma = static_cast<double>(std::max<std::int64_t>(w.speculative_tokens, 0));
    const double alpha = std::clamp(w.speculative_acceptance, 0.0, 0.999);
    return gamma > 0 ? (1.0 - std::pow(alpha, gamma + 1.0)) / (1.0 - alpha) : 1.0;
}

ServingSimulation simulate_serving(const ServingStepModel& step, const InferenceWorkload& w,
                                   const EngineLimits& limits, const ServingLoad& load,
                                   const ServingTargets& targets, std::int64_t max_context_tokens) {
    ServingSimulation out;
    const std::vector<ServingRequest> reqs =
        draw_requests(w, load.requests_per_second, load.requests, max_context_tokens);
    const std::size_t n = reqs.size();
    std::vector<RequestState> st(n);
    for (std::size_t i = 0; i < n; ++i)
        st[i].target = static_cast<double>(reqs[i].prompt_tokens);

    // Speculative decoding: per_step tokens per step, for gamma + 1 verified tokens per sequence
    // and gamma draft passes.
    const double gamma = static_cast<double>(std::max<std::int64_t>(w.speculative_tokens, 0));
    const double per_step = speculative_tokens_per_step(w);
    const double verified = 1.0 + gamma;
    const double capacity = static_cast<double>(limits.kv_capacity_tokens);
    const double budget_per_step =
        static_cast<double>(std::max<std::int64_t>(limits.token_budget, 1));
    const auto max_running =
        static_cast<std::size_t>(std::max<std::int64_t>(limits.max_sequences, 1));
    const bool prefill_only = load.role == ServingRole::PrefillOnly;
    const bool decode_only = load.role == ServingRole::DecodeOnly;

    std::vector<double> tpot, e2e;
    tpot.reserve(n);
    e2e.reserve(n);
    LogHistogram itl;
    std::deque<std::size_t> waiting;
    std::vector<std::size_t> running;
    std::vector<std::size_t> scheduled;
    double now = 0, kv_used = 0, running_time = 0, meeting = 0, tokens = 0;
    // An evicted sequence's blocks go back to the free pool with their prefix-cache hashes
    // (vLLM V1 frees a preempted request's blocks like a finished one's; prefix caching is on
    // by default): what nothing has reused yet is found again when it is rescheduled. The pool
    // hands out its oldest blocks first, so the blocks of the earliest eviction go first,
    // each sequence's tail before its prefix (docs/serving.md, "Preemption").
    std::deque<std::size_t> evicted;
    double lingering = 0;
    auto forget_freed_blocks = [&](std::size_t id) {
        if (st[id].lingering <= 0)
            return;
        lingering -= st[id].lingering;
        st[id].lingering = 0;
        evicted.erase(std::find(evicted.begin(), evicted.end(), id));
    };
    auto reuse_freed_blocks = [&]() {
        double excess = lingering - std::max(capacity - kv_used, 0.0);
        while (excess > 0 && !evicted.empty()) {
            RequestState& v = st[evicted.front()];
            // Whole blocks: a block partly overwritten is lost.
            const double kept =
                std::floor(std::max(v.lingering - excess, 0.0) / kKvBlockTokens) * kKvBlockTokens;
            excess -= v.lingering - kept;
            lingering -= v.lingering - kept;
            v.lingering = kept;
            if (v.lingering <= 0)
                evicted.pop_front();
        }
    };
    // The API server hands requests to the engine one after another (time/serving_engines.h):
    // each holds it its seconds per request from when it is sent or the one before it is done, and
    // reaches the engine's queue the server's latency later. One server feeds every attention
    // group of the replica, so a group, simulated alone with its share of the requests, sees
    // it `groups` times slower. A decode worker's requests come from a prefill worker.
    const double server_hold =
        decode_only ? 0.0 : step.api_server_seconds_per_request * step.groups;
    const double server_latency = decode_only ? 0.0 : step.api_server_latency_seconds;
    std::deque<std::pair<double, std::size_t>> admitting; // (when the engine sees it, id)
    double server_free = 0;
    std::size_t next = 0, finished = 0;
    bool gate_closed = false; // clients hold requests back: every slot is taken
    std::int64_t in_flight = 0;
    double first_sent = -1, last_done = 0;
    // A step cap keeps a pathological input from running for ever (each step does work).
    const std::int64_t max_steps = 200'000'000;

    while (finished < n && out.steps < max_steps) {
        // Clients send what has arrived, as many as the in-flight limit lets through.
        // A request that arrived while every slot was taken is sent now, when one freed.
        bool limited = false;
        while (next < n && reqs[next].arrival_seconds <= now) {
            if (load.max_in_flight > 0 && in_flight >= load.max_in_flight) {
                limited = true;
                break;
            }
            RequestState& sent = st[next];
            sent.sent = gate_closed ? now : reqs[next].arrival_seconds;
            if (first_sent < 0)
                first_sent = sent.sent;
            sent.computed = 0;
            ++next;
            if (decode_only) {
                sent.kv_arrived = true;
                sent.generated = 1; // made by the prefill worker
                sent.first_token = sent.sent - load.handoff_seconds;
                if (reqs[next - 1].output_tokens <= 1) { // nothing left to decode
                    sent.done = true;
                    ++finished;
                    continue;
                }
            }
            ++in_flight;
            // Without a server (0 s) it is handed over at once, below.
            server_free = std::max(server_free, sent.sent) + server_hold;
            admitting.emplace_back(server_free + server_latency, next - 1);
        }
        gate_closed = limited;
        while (!admitting.empty() && admitting.front().first <= now) {
            waiting.push_back(admitting.front().second);
            admitting.pop_front();
        }
        // When the engine next has something new: a request the server hands over, or one the
        // clients send (unless every slot is taken).
        const double next_event = std::min(
            admitting.empty() ? std::numeric_limits<double>::infinity() : admitting.front().first,
            next < n && !limited ? std::max(reqs[next].arrival_seconds, now)
                                 : std::numeric_limits<double>::infinity());
        if (running.empty() && waiting.empty()) {
            if (!std::isfinite(next_event))
                break;
            now = std::max(now, next_event);
            continue;
        }

        // Decode-only stretches (nothing waits, nothing prefills) run in one go up to the step
        // before the first sequence finishes, a request arrives or the cache fills: each step
        // then differs only by the KV it reads, so the sequences are not visited step by step.
        if (waiting.empty() && !running.empty()) {
            bool all_decoding = true;
            double left = std::numeric_limits<double>::infinity(), kv_read = 0;
            for (std::size_t id : running) {
                const RequestState& s = st[id];
                all_decoding = all_decoding && s.computed >= s.target;
                left = std::min(left, static_cast<double>(reqs[id].output_tokens) - s.generated);
                kv_read += s.computed;
            }
            const double decode = static_cast<double>(running.size());
            const double by_cache = std::floor((capacity - kv_used) / (decode * verified));
            const double steps_free = std::min(std::ceil(left / per_step - 1e-9) - 1.0, by_cache);
            if (all_decoding && steps_free >= 2) {
                const ServingStepModel::StepParts parts =
                    step.parts(decode * step.groups, 0, 0, verified);
                const ServingStepModel::StepParts draft =
                    gamma > 0 ? step.parts(decode * step.groups) : ServingStepModel::StepParts{};
                // The next request the engine sees: one the server hands over, or the next one
                // sent (at its arrival, unless the clients wait for an answer) at the earliest
                // the server's time and latency later.
                const bool gated = load.max_in_flight > 0 && in_flight >= load.max_in_flight;
                const double sent_next = next < n && !gated
                                             ? std::max(reqs[next].arrival_seconds, now)
                                             : std::numeric_limits<double>::infinity();
                const double arrival =
                    std::min(sent_next + server_hold + server_latency,
                             admitting.empty() ? std::numeric_limits<double>::infinity()
                                               : admitting.front().first);
                const auto limit = static_cast<std::int64_t>(std::min(steps_free, 1e9));
                // Step k reads the KV of kv_read + k·decode·per_step tokens: its time is a
                // roofline max of a line in k, so the stretch's time has a closed form and the
                // steps until the next arrival are found by bisection, not one by one.
                const double kv0 = step.kv_read_seconds_per_token * kv_read;
                const double dkv = step.kv_read_seconds_per_token * decode * per_step;
                const double draft_share = gamma * w.speculative_draft_cost;
                const auto stretch = [&](std::int64_t steps) {
                    double t = parts.stretch_seconds(kv0, dkv, steps);
                    if (draft_share > 0)
                        t += draft_share * draft.stretch_seconds(kv0, dkv, steps);
                    return t;
                };
                // The fewest steps (at least one, at most the limit) whose time reaches the
                // next arrival.
                std::int64_t k = 1, most = std::max<std::int64_t>(limit, 1);
                while (k < most) {
                    const std::int64_t mid = k + (most - k) / 2;
                    if (now + stretch(mid) >= arrival)
                        most = mid;
                    else
                        k = mid + 1;
                }
                const double elapsed = stretch(k);
                const double made = static_cast<double>(k) * per_step;
                for (std::size_t id : running) {
                    st[id].generated += made;
                    st[id].computed += made;
                }
                kv_used += made * decode;
                tokens += made * decode;
                reuse_freed_blocks();
                now += elapsed;
                out.steps += k;
                running_time += decode * elapsed;
                itl.add(elapsed / made, made * decode);
                continue;
            }
        }

        // The scheduler (vLLM V1): running sequences first, in order, then waiting ones while
        // the token budget, the sequence limit and the KV cache allow. A running sequence that
        // finds the cache full evicts the newest running one, which is recomputed later.
        double budget = budget_per_step, decode = 0, kv_read = 0, prefill = 0, prefill_compute = 0;
        bool preempted = false;
        scheduled.clear();
        auto evict_last = [&]() {
            const std::size_t v = running.back();
            running.pop_back();
            kv_used -= st[v].computed;
            st[v].lingering = std::floor(st[v].computed / kKvBlockTokens) * kKvBlockTokens;
            if (st[v].lingering > 0) {
                lingering += st[v].lingering;
                evicted.push_back(v);
            }
            st[v].computed = 0;
            st[v].recomputing = true;
            st[v].target = static_cast<double>(reqs[v].prompt_tokens) + std::floor(st[v].generated);
            waiting.push_front(v);
            ++out.preemptions;
            preempted = true;
        };
        for (std::size_t i = 0; i < running.size(); ++i) {
            RequestState& s = st[running[i]];
            const bool decoding = s.computed >= s.target;
            const double need = decoding ? verified : std::min(s.target - s.computed, budget);
            if (need <= 0 || budget < (decoding ? verified : 1.0))
                continue;
            while (kv_used + need > capacity && running.size() > i + 1)
                evict_last();
            if (kv_used + need > capacity) {
                evict_last(); // itself: nothing else is left to evict
                break;
            }
            budget -= need;
            if (decoding) {
                decode += 1;
                kv_read += s.computed;
                s.decoding_now = true;
            } else {
                prefill += need;
                prefill_compute +=
                    step.prefill_seconds_through(static_cast<std::int64_t>(s.computed + need)) -
                    step.prefill_seconds_through(static_cast<std::int64_t>(s.computed));
                s.scheduled = need;
                kv_used += need;
            }
            scheduled.push_back(running[i]);
        }
        while (!preempted && budget >= 1 && !waiting.empty() && running.size() < max_running) {
            const std::size_t id = waiting.front();
            RequestState& s = st[id];
            const ServingRequest& q = reqs[id];
            const double output_left =
                prefill_only ? 0.0 : static_cast<double>(q.output_tokens) - std::floor(s.generated);
            if (s.target + output_left > capacity) {
                // Longer than the whole cache: refused at once (vLLM rejects it).
                forget_freed_blocks(id);
                waiting.pop_front();
                s.done = true;
                ++out.refused;
                ++finished;
                --in_flight;
                continue;
            }
            if (s.kv_arrived) {
                // The prompt's KV cache arrived with it: allocated, and decoding this step.
                if (kv_used + s.target + verified > capacity || budget < verified)
                    break;
                waiting.pop_front();
                running.push_back(id);
                s.kv_arrived = false;
                s.computed = s.target;
                kv_used += s.target;
                budget -= verified;
                decode += 1;
                kv_read += s.computed;
                s.decoding_now = true;
                scheduled.push_back(id);
                continue;
            }
            double cached =
                s.computed == 0 && s.generated == 0 ? static_cast<double>(q.cached_tokens) : 0.0;
            // Its blocks that nothing reused since its eviction; the last token is computed
            // again (it makes the next one).
            if (s.lingering > 0)
                cached = std::max(cached, std::min(s.lingering, s.target - 1.0));
            const double chunk = std::min(s.target - s.computed - cached, budget);
            if (kv_used + cached + chunk > capacity)
                break;
            forget_freed_blocks(id); // its blocks are its own again
            waiting.pop_front();
            running.push_back(id);
            s.computed += cached;
            kv_used += cached + chunk;
            budget -= chunk;
            prefill += chunk;
            prefill_compute +=
                step.prefill_seconds_through(static_cast<std::int64_t>(s.computed + chunk)) -
                step.prefill_seconds_through(static_cast<std::int64_t>(s.computed));
            s.scheduled = chunk;
            scheduled.push_back(id);
        }
        if (scheduled.empty()) {
            // Nothing could run (the request first in line does not fit beside what the cache
            // holds, and nothing running can make room): refuse it rather than wait for ever.
            if (waiting.empty()) {
                if (running.empty())
                    continue; // all refused: the clients send the next ones
                break;
            }
            st[waiting.front()].done = true;
            forget_freed_blocks(waiting.front());
            waiting.pop_front();
            ++out.refused;
            ++finished;
            --in_flight;
            continue;
        }

        reuse_freed_blocks();
        const double groups = step.groups;
        double seconds = step.step_seconds(decode * groups, kv_read, prefill, prefill_compute,
                                           decode > 0 ? verified : 1.0);
        if (gamma > 0 && decode > 0)
            seconds += gamma * w.speculative_draft_cost *
                       step.step_seconds(decode * groups, kv_read, 0, 0, 1.0);
        now += seconds;
        ++out.steps;
        running_time += static_cast<double>(running.size()) * seconds;
        if (decode > 0)
            itl.add(seconds / per_step, decode * per_step);

        // What the step produced: prefill chunks done give the first token; decode steps give
        // per_step tokens; finished sequences leave and free their cache.
        kv_used += decode * per_step; // every decoding sequence's new tokens, at once
        tokens += decode * per_step;
        reuse_freed_blocks();
        for (std::size_t id : scheduled) {
            RequestState& s = st[id];
            if (s.decoding_now) {
                s.decoding_now = false;
                s.generated += per_step;
                s.computed += per_step;
                if (s.first_output < 0)
                    s.first_output = now;
            } else {
                if (s.recomputing)
                    out.recomputed_tokens += s.scheduled;
                s.computed += s.scheduled;
                s.scheduled = 0;
                s.recomputing = s.recomputing && s.computed < s.target;
                if (s.computed < s.target)
                    continue;
                s.generated += 1;
                tokens += 1;
                if (s.first_token < 0)
                    s.first_token = now;
                if (s.first_output < 0)
                    s.first_output = now;
            }
            const ServingRequest& q = reqs[id];
            if (!prefill_only && s.generated + 1e-9 < static_cast<double>(q.output_tokens))
                continue;
            s.done = true;
            ++finished;
            --in_flight;
            kv_used -= s.computed;
            last_done = now;
            const double per_token =
                q.output_tokens > 1 && !prefill_only
                    ? (now - s.first_token) / static_cast<double>(q.output_tokens - 1)
                    : 0.0;
            tpot.push_back(per_token);
            e2e.push_back(now -
                          (decode_only ? s.first_token : s.sent)); // decode: from the first token
            if ((targets.ttft_seconds <= 0 || s.first_output - s.sent <= targets.ttft_seconds) &&
                (targets.tpot_seconds <= 0 || per_token <= targets.tpot_seconds))
                meeting += 1;
        }
        running.erase(std::remove_if(running.begin(), running.end(),
                                     [&](std::size_t id) { return st[id].done; }),
                      running.end());
    }

    out.completed = static_cast<std::int64_t>(e2e.size());
    out.duration_seconds = std::max(last_done - std::max(first_sent, 0.0), 0.0);
    if (out.duration_seconds > 0) {
        out.requests_per_second = static_cast<double>(out.completed) / out.duration_seconds;
        out.output_tokens_per_second = tokens / out.duration_seconds;
        out.goodput_requests_per_second = meeting / out.duration_seconds;
        out.mean_running = running_time / (now - std::max(first_sent, 0.0));
    }
    // Saturation: the last fifth of the requests waited for their first token far longer than
    // the second fifth did (the queue still grows when the arrivals stop).
    // Times to first token in the order the requests were sent (ids are sent in order).
    std::vector<double> ttft;
    ttft.reserve(n);
    for (const RequestState& s : st)
        if (s.first_output >= 0)
            ttft.push_back(s.first_output - s.sent);
    if (load.requests_per_second > 0 && ttft.size() >= 10) {
        const std::size_t fifth = ttft.size() / 5;
        double early = 0, late = 0;
        for (std::size_t i = fifth; i < 2 * fifth; ++i)
            early += ttft[i];
        for (std::size_t i = ttft.size() - fifth; i < ttft.size(); ++i)
            late += ttft[i];
        early /= static_cast<double>(fifth);
        late /= static_cast<double>(fifth);
        out.saturated = late > 2.0 * early + 0.5;
    }
    out.ttft = latency_percentiles(std::move(ttft));
    out.tpot = latency_percentiles(std::move(tpot));
    out.end_to_end = latency_percentiles(std::move(e2e));
    out.itl = itl.percentiles();
    return out;
}

} // namespace gpuplanner
