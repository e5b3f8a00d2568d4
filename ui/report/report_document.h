#pragma once
// The report's sections (report.cpp: title, summary, assumptions; report_sections.cpp: memory,
// options, charts, the local GPU, risks, appendices), shared by the two files and nothing else.
#include "report.h"

#include "core/text/plan_format.h"
#include "core/text/summary_text.h"
#include "page_writer.h"

#include <QDate>
#include <QLocale>
#include <QObject>

#include <memory>

namespace gpuplanner::ui {

inline QString s(const std::string& v) {
    return QString::fromStdString(v);
}

// Holds the report's text (tr() in context "Report") and its sections.
class Report final : public QObject {
    Q_OBJECT
public:
    Report(const PlanSnapshot& snap, const Catalogs& cat, const nlohmann::json& scenario,
           const ReportOptions& opt)
        : snap_(snap)
        , cat_(cat)
        , scenario_(scenario)
        , opt_(opt)
        , date_(opt.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : opt.date)
        , fmt_(QLocale(), opt.decimalMemory) {}

    void write(PageWriter& w);

private:
    QString money(double v) const { return fmt_.money(v, snap_.plan.currency); }
    // A catalog note in the report's language: `zh` where the report is Chinese and the catalog
    // gives it (currency.json's source_zh, providers.json's *_source_zh), else `en`.
    [[nodiscard]] QString inLanguage(const std::string& en, const std::string& zh) const {
        return s(fmt_.locale().language() == QLocale::Chinese && !zh.empty() ? zh : en);
    }
    void titlePage(PageWriter& w);
    void summary(PageWriter& w);
    void assumptions(PageWriter& w);
    [[nodiscard]] QString exchangeRatesText() const;
    void memory(PageWriter& w);
    void options(PageWriter& w);
    // Whether the option at `index` of the plan is a row of the options tables.
    [[nodiscard]] bool inTable(const PlanOption& o, int index) const;
    void serving(PageWriter& w); // serving plans: latency, throughput, cost per token
    void charts(PageWriter& w);
    void localGpu(PageWriter& w, const std::shared_ptr<const PlanSnapshot>& snap);
    void risks(PageWriter& w);
    void appendix(PageWriter& w);
    void measuredRuns(PageWriter& w); // when the team's own runs moved an option (issue #30)

    const PlanSnapshot& snap_;
    const Catalogs& cat_;
    const nlohmann::json& scenario_;
    const ReportOptions& opt_;
    QString date_;
    PlanFormat fmt_; // the report language's numbers, memory in the chosen unit
};

} // namespace gpuplanner::ui
