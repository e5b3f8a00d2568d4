#include "core/text/excluded_groups.h"
#include "core/text/diagnostic_text.h"
#include "core/text/plan_format.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <utility>

namespace gpuplanner::ui {

namespace {

const Diagnostic* firstReason(const PlanOption& o) {
    return o.violation_codes.empty() ? nullptr : &o.violation_codes.front();
}

double firstFigure(const PlanOption* o) {
    const Diagnostic* d = firstReason(*o);
    return d && !d->numbers.empty() ? d->numbers.front() : 0.0;
}

} // namespace

std::vector<ExcludedGroup> groupExcluded(const std::vector<PlanOption>& excluded) {
    // Grouped by code and names, not by sentence: "time to first token 2.02 s misses the
    // target" and "… 18.13 s …" are one reason (helper check, 2026-12-06: 25 lines, sorted as
    // text), two incompatibilities (names) are two.
    std::map<std::tuple<int, std::string, std::vector<std::string>>, ExcludedGroup> byReason;
    for (const PlanOption& o : excluded) {
        const Diagnostic* d = firstReason(o);
        auto key =
            d ? std::make_tuple(static_cast<int>(d->code),
                                d->code == DiagCode::Text ? d->text : std::string(), d->names)
              : std::make_tuple(-1, std::string(), std::vector<std::string>());
        byReason[std::move(key)].options.push_back(&o);
    }
    std::vector<ExcludedGroup> groups;
    groups.reserve(byReason.size());
    for (auto& [key, g] : byReason) {
        (void)key;
        std::stable_sort(g.options.begin(), g.options.end(),
                         [](const PlanOption* a, const PlanOption* b) {
                             return firstFigure(a) < firstFigure(b);
                         });
        g.closest = firstReason(*g.options.front());
        g.graded = g.closest && !g.closest->numbers.empty() &&
                   firstFigure(g.options.front()) != firstFigure(g.options.back());
        groups.push_back(std::move(g));
    }
    std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
        return a.options.size() > b.options.size();
    });
    return groups;
}

QString mostCommonMissText(const PlanResult& plan) {
    const std::vector<ExcludedGroup> groups = groupExcluded(plan.excluded);
    if (groups.empty() || !groups.front().closest)
        return {};
    // A time-to-first-token target at maximum load is missed by a full engine's queue, which
    // the plan's own warning explains; the nearest miss would name an unrelated floor.
    const auto queued =
        std::find_if(plan.warning_codes.begin(), plan.warning_codes.end(),
                     [](const Diagnostic& d) { return d.code == DiagCode::MaxLoadTtftQueues; });
    if (queued != plan.warning_codes.end() && groups.front().closest->code == DiagCode::MissesTtft)
        return QCoreApplication::translate("ExcludedGroups",
                                           "The reason most options are excluded: %1.")
            .arg(describe(*queued));
    return QCoreApplication::translate("ExcludedGroups",
                                       "The reason most options are excluded, told by the "
                                       "nearest: %1.")
        .arg(describe(*groups.front().closest));
}

QString excludedGroupText(const ExcludedGroup& g, const PlanFormat& format) {
    const QString reason = g.closest ? describe(*g.closest) : QString();
    const QString count = format.integer(static_cast<long long>(g.options.size()));
    return g.graded ? QCoreApplication::translate("ExcludedGroups",
                                                  "Excluded, %1 option(s); the nearest: %2")
                          .arg(count, reason)
                    : QCoreApplication::translate("ExcludedGroups", "Excluded, %1 option(s): %2")
                          .arg(count, reason);
}

QString excludedBeyondListText(const PlanResult& plan, const PlanFormat& format) {
    if (plan.excluded_count <= plan.excluded.size())
        return {};
    // Not "not listed above": the lines above are groups (helper walkthrough, 2026-12-07: "63
    // more … not listed above" under a single line).
    return QCoreApplication::translate("ExcludedGroups",
                                       "%1 more excluded option(s) are not counted above: the "
                                       "plan keeps the reasons of the first %2.")
        .arg(format.integer(static_cast<long long>(plan.excluded_count - plan.excluded.size())),
             format.integer(static_cast<long long>(plan.excluded.size())));
}

} // namespace gpuplanner::ui
