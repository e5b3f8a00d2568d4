// tst_plan, the diagnostics' one table of sentences (planner/plan/diagnostic_texts.h, issue #26):
// each code's templates name only the arguments its spec gives, every variant is reachable and
// leaves no placeholder in the English, a few sentences as a person would write them, and a
// plan's diagnostics carry the table's English.
#include "io/dates.h"
#include "plan/diagnostic_texts.h"
#include "plan_test_support.h"

#include <QtTest>

#include <set>

using namespace gpuplanner;
using plan_test::PlanFixture;

namespace {

// A diagnostic of `code` whose numbers and names select the template `variant`.
Diagnostic sample(DiagCode code, std::size_t variant) {
    Diagnostic d{code, "", {12, 34, 1, 2, 0, 56}, {"NAME"}};
    const DiagText& spec = diag_text(code);
    for (std::size_t k = 0; k < spec.switches.size(); ++k) {
        const DiagSwitch& s = spec.switches[k];
        const bool on = (variant >> k) & 1U;
        const auto i = static_cast<std::size_t>(s.index);
        if (s.kind == DiagArgKind::Name) {
            d.names.resize(std::max(d.names.size(), i + 1));
            d.names[i] = on ? "NAME" : "";
        } else {
            d.numbers.resize(std::max(d.numbers.size(), i + 1));
            d.numbers[i] = on ? s.above + 1 : s.above;
        }
    }
    return d;
}

std::string english(DiagCode code, std::vector<double> numbers,
                    std::vector<std::string> names = {}) {
    return make_diagnostic(code, std::move(numbers), std::move(names)).text;
}

} // namespace

class TestPlanDiagnostics final : public QObject, PlanFixture {
    Q_OBJECT

private slots:
    void initTestCase() { load_fixture(); }

    // Every {name} of every template is an argument of the code's spec, every argument is used
    // by some template, and there is one template per combination of the switches.
    void templatesNameOnlyTheirArguments() {
        QVERIFY(diag_text(DiagCode::Text).templates.empty());
        const int last = static_cast<int>(kLastDiagCode);
        for (int c = 1; c <= last; ++c) {
            const auto code = static_cast<DiagCode>(c);
            const DiagText& spec = diag_text(code);
            const std::string where = diag_code_name(code);
            QVERIFY2(!spec.templates.empty(), where.c_str());
            QCOMPARE(spec.templates.size(), std::size_t{1} << spec.switches.size());
            std::set<std::string> used;
            for (const char* tmpl : spec.templates) {
                QVERIFY2(tmpl && *tmpl, where.c_str());
                for (const std::string& name : placeholder_names(tmpl)) {
                    QVERIFY2(diag_arg(spec, name), (where + ": {" + name + "}").c_str());
                    used.insert(name);
                }
            }
            std::set<std::string> names;
            for (const DiagArg& a : spec.args) {
                QVERIFY2(names.insert(a.name).second, (where + ": twice " + a.name).c_str());
                QVERIFY2(used.count(a.name), (where + ": unused " + a.name).c_str());
                if (a.kind == DiagArgKind::Field)
                    QVERIFY2(a.field[0] == '/', where.c_str());
            }
        }
    }

    // Every variant of every code is selected by its numbers and names, and its English leaves
    // no placeholder.
    void englishLeavesNoPlaceholder() {
        const int last = static_cast<int>(kLastDiagCode);
        for (int c = 1; c <= last; ++c) {
            const auto code = static_cast<DiagCode>(c);
            const DiagText& spec = diag_text(code);
            for (std::size_t v = 0; v < spec.templates.size(); ++v) {
                const Diagnostic d = sample(code, v);
                QCOMPARE(diag_template(d), spec.templates[v]);
                const std::string text = diag_english(d);
                QVERIFY2(text.find('{') == std::string::npos && text.find('}') == std::string::npos,
                         text.c_str());
                QCOMPARE(make_diagnostic(code, d.numbers, d.names).text, text);
            }
        }
    }

    // make_diagnostic keeps the sentences it filled last (a plan repeats them for many options):
    // whatever it kept, each diagnostic gets its own figures, a name its own name, -0 its sign.
    void repeatedDiagnosticsKeepTheirFigures() {
        for (int round = 0; round < 3; ++round)
            for (int gbps = 1; gbps <= 3000; ++gbps) {
                const Diagnostic d = make_diagnostic(DiagCode::SlowNetwork, {double(gbps)});
                QCOMPARE(d.text, diag_english(d));
                QVERIFY(d.text.rfind(std::to_string(gbps) + " Gbps", 0) == 0);
            }
        const Diagnostic plus = make_diagnostic(DiagCode::MissesDeadline, {0.0});
        const Diagnostic minus = make_diagnostic(DiagCode::MissesDeadline, {-0.0});
        QCOMPARE(plus.text, diag_english(plus));
        QCOMPARE(minus.text, diag_english(minus));
        const Diagnostic a = make_diagnostic(DiagCode::Incompatible, {}, {"CUDA 12.4 is old"});
        const Diagnostic b = make_diagnostic(DiagCode::Incompatible, {}, {"driver too old"});
        QCOMPARE(a.text, diag_english(a));
        QCOMPARE(b.text, diag_english(b));
        QVERIFY(a.text != b.text);
    }

    void sentencesAsWritten_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, const std::string& text, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(expected);
        };
        row("deadline", english(DiagCode::MissesDeadline, {72}), "misses the 72 h deadline");
        row("huge deadline", english(DiagCode::MissesDeadline, {1e46}),
            "misses the 1e+46 h deadline");
        row("short deadline", english(DiagCode::MissesDeadline, {0.5}),
            "misses the 0.50 h deadline");
        row("ten hours", english(DiagCode::MissesDeadline, {10}), "misses the 10.00 h deadline");
        row("no domestic", english(DiagCode::NoDomesticOfferings, {229}),
            "no offering in the catalogs has a domestic accelerator (229 left out by "
            "constraints.domestic_accelerators_only): add offerings of one (Ascend 910B or "
            "910C) with --catalog or the catalog dialog");
        row("gpu types not offered", english(DiagCode::GpuTypesNotOffered, {2}, {"h800-sxm, h20"}),
            "no offering in the catalogs has h800-sxm, h20 (2 of the GPU types constraints.gpus "
            "lists), so none of them is planned: add offerings of them with --catalog or the "
            "catalog dialog");
        row("precision unsupported",
            english(DiagCode::PrecisionUnsupported, {42}, {"bf16", "NVIDIA T4, NVIDIA V100"}),
            "42 offering(s) left out because NVIDIA T4, NVIDIA V100 cannot compute in bf16 (no "
            "such peak in the GPU catalog): choose another precision or a GPU that has it");
        row("just over ten", english(DiagCode::MissesDeadline, {10.4}), "misses the 10 h deadline");
        row("tpot", english(DiagCode::MissesTpot, {0.0456}),
            "0.0456 s per output token misses the target");
        // With the target, so an excluded option says how far off it is (helper check,
        // 2026-12-06).
        row("tpot and target", english(DiagCode::MissesTpot, {0.0456, 0.02}),
            "0.0456 s per output token misses the 0.0200 s target");
        row("ttft and target", english(DiagCode::MissesTtft, {2.024, 0.05}),
            "time to first token 2.024 s misses the 0.050 s target");
        row("ttft below its floor", english(DiagCode::MissesTtft, {3.389, 2.5, 3.3891}),
            "time to first token 3.389 s misses the 2.500 s target: the prompt at that "
            "percentile takes 3.39 s alone, so more replicas cannot meet it (a faster GPU, a "
            "larger replica or a looser target can)");
        // Just past a target does not read as equal to it (helper walkthrough, 2026-12-07:
        // "0.050 s per output token misses the 0.050 s target").
        row("just past", english(DiagCode::MissesTpot, {0.0503, 0.05}),
            "0.0503 s per output token misses the 0.0500 s target");
        // Nothing fits in memory, or everything that fits misses a constraint: not the same.
        row("nothing fits", english(DiagCode::NoOptionFits, {0}),
            "no option meets the constraints and fits in memory");
        row("all excluded", english(DiagCode::NoOptionFits, {25}),
            "no option meets the constraints: 25 fit in memory but each misses one (the "
            "excluded options below say which)");
        row("host ram", english(DiagCode::HostRamShort, {300.4, 256}),
            "offload needs 300 GiB of host RAM per node, the instance has 256 GiB");
        row("max gpus", english(DiagCode::OverMaxGpus, {}),
            "more GPUs than constraints.max_gpus allows");
        row("batch asked", english(DiagCode::BatchExceeded, {512, 256, 0}),
            "the layout runs 512 sequences per step, more than the 256 asked for: fewer "
            "data-parallel replicas or a larger batch");
        row("batch default", english(DiagCode::BatchExceeded, {512, 256, 1}),
            "the layout runs 512 sequences per step, more than the 256 of the default global "
            "batch: fewer data-parallel replicas or a larger batch");
        row("deadline for service", english(DiagCode::DeadlineForService, {}),
            "constraints.deadline_hours applies to training jobs; a service runs for "
            "workload.duration_hours");
        row("training", english(DiagCode::WhyTraining, {8, 1, 1, 1, 1, 40.4, 81.6}),
            "dp 8 x tp 1 x pp 1, MFU 40%, compute 82% of the time");
        row("training cp", english(DiagCode::WhyTraining, {4, 2, 4, 2, 1, 38, 70}),
            "dp 4 x tp 2 x pp 4 x cp 2, MFU 38%, compute 70% of the time");
        row("training with downtime",
            english(DiagCode::WhyTraining, {64, 1, 1, 1, 1, 44, 99.6, 10}),
            "dp 64 x tp 1 x pp 1, MFU 44%, compute 100% of the training steps, plus 10% of the "
            "time for a production run's failures and restarts");
        row("serving", english(DiagCode::WhyServing, {2, 4, 0.123, 45.67, 1}),
            "2 replica(s) × tp 4, TTFT 0.123 s, 45.7 tokens/s per sequence between prefills, "
            "decode memory-bound");
        row("serving ep", english(DiagCode::WhyServing, {1, 1, 0.65, 37.1, 1, 16, 16}),
            "1 replica(s) × tp 1 × attention dp 16 (ep 16), TTFT 0.650 s, 37.1 tokens/s per "
            "sequence between prefills, decode memory-bound");
        row("serving pp", english(DiagCode::WhyServing, {1, 8, 1.05, 9.6, 1, 1, 1, 2}),
            "1 replica(s) × tp 8 × pp 2 (over nodes), TTFT 1.050 s, 9.6 tokens/s per sequence "
            "between prefills, decode memory-bound");
        row("disaggregated", english(DiagCode::WhyDisaggregated, {2, 5, 4, 12.34, 0.81}),
            "prefill and decode disaggregated: 2 prefill + 5 decode worker(s) × tp 4, each "
            "prompt's KV cache handed over in 12.3 ms, TTFT 0.810 s");
        row("spot rework", english(DiagCode::WhySpotRework, {12.345}, {"5-10%"}),
            "spot: +12.3% expected rework (5-10% interruptions per month)");
        row("reserved derived", english(DiagCode::WhyReserved, {1, 30, 0, 55}),
            "on-demand less the assumed 30% discount, paid for the whole term; 55% of the term "
            "in use");
        row("reserved listed whole", english(DiagCode::WhyReserved, {0, 0, 1, 100}),
            "listed reserved price, paid for the whole term; the whole term charged to this job");
        row("owned", english(DiagCode::WhyOwned, {1.234, 4, 60, 0.5}, {"EUR"}),
            "owned: 1.23 EUR per used hour (capital over 4 years at 60% use, power 0.50)");
        row("measured", english(DiagCode::WhyMeasuredGpu, {}, {""}), "GPU as measured by gpuprobe");
        row("measured on", english(DiagCode::WhyMeasuredGpu, {}, {"2025-03-01"}),
            "GPU as measured by gpuprobe on 2025-03-01");
        row("API server", english(DiagCode::WhyApiServerBound, {9.94, 100.6036}),
            "the API server sets the pace: 9.9 ms per request, one after another, at most 100.6 "
            "requests/s per replica");
        row("TTFT near its floor", english(DiagCode::WhyTtftNearFloor, {0.5, 0.384}),
            "the time-to-first-token target of 0.50 s is under twice what the prompt at that "
            "percentile takes alone (0.38 s): prompts may barely queue, so the target sizes the "
            "replicas and a looser one needs fewer");
        row("prefill assumed", english(DiagCode::WhyPrefillRate, {50, 0, 0}),
            "prefill at 50% of the dense peak: assumed, no published benchmark of this engine on "
            "this GPU (performance.prefill_mfu takes a measured figure)");
        row("prefill measured", english(DiagCode::WhyPrefillRate, {41.6, 1, 0}),
            "prefill at 42% of the dense peak, from vLLM's own benchmark on this class of GPU");
        row("prefill set", english(DiagCode::WhyPrefillRate, {35, 0, 1}),
            "prefill at 35% of the dense peak, as the scenario sets it");
        row("pinned", english(DiagCode::PinnedDoesNotFit, {90.25, 80}, {"H100 SXM"}),
            "the strategy fields set in the scenario do not fit on any GPU of the plan: at best "
            "they need 90.2 GiB per GPU on H100 SXM (80.0 GiB); leave them to the planner "
            "(remove them) or change them");
        // A name is never read as a template: braces in a catalog's note stay as written.
        row("braces in a name", english(DiagCode::Incompatible, {}, {"{problem} {x"}),
            "incompatible: {problem} {x");
        row("text", make_diagnostic(DiagCode::Text).text, "");
    }
    void sentencesAsWritten() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(text, expected);
    }

    // The planner's jobs write the table's English: a plan's warnings, violations and why
    // lines are each code filled from its own numbers and names.
    // Text between placeholders is copied whole; a brace that opens no known name stays.
    void placeholdersFilled_data() {
        QTest::addColumn<QString>("tmpl");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << "no braces here"
                              << "no braces here";
        QTest::newRow("one") << "takes {gpus} GPUs"
                             << "takes 8 GPUs";
        QTest::newRow("ends") << "{gpus}"
                              << "8";
        QTest::newRow("two adjacent") << "{gpus}{region}"
                                      << "8eu-west";
        QTest::newRow("unknown kept") << "a {nope} b {gpus}"
                                      << "a {nope} b 8";
        QTest::newRow("unclosed") << "x {gpus"
                                  << "x {gpus";
        QTest::newRow("brace inside") << "{{gpus}}"
                                      << "{8}";
        QTest::newRow("empty name") << "{} {region}"
                                    << "{} eu-west";
    }
    void placeholdersFilled() {
        QFETCH(QString, tmpl);
        QFETCH(QString, expected);
        const std::string out = fill_placeholders(
            tmpl.toStdString(), [](std::string_view n) -> std::optional<std::string> {
                if (n == "gpus")
                    return std::string("8");
                if (n == "region")
                    return std::string("eu-west");
                return std::nullopt;
            });
        QCOMPARE(QString::fromStdString(out), expected);
    }

    // As-of dates: days since 1970-01-01 by hand-computed values; anything but YYYY-MM-DD is
    // no date (and so never stale).
    void asOfDates_data() {
        QTest::addColumn<QString>("date");
        QTest::addColumn<qlonglong>("days"); // -1: not a date
        QTest::newRow("epoch") << "1970-01-01" << 0LL;
        QTest::newRow("leap day") << "2024-02-29" << 19782LL;
        QTest::newRow("today") << "2026-12-04" << 20791LL;
        QTest::newRow("letter") << "2026-1x-04" << -1LL;
        QTest::newRow("slashes") << "2026/12/04" << -1LL;
        QTest::newRow("short") << "2026-12-4" << -1LL;
        QTest::newRow("signed") << "2026-+1-04" << -1LL;
        QTest::newRow("empty") << "" << -1LL;
    }
    void asOfDates() {
        QFETCH(QString, date);
        QFETCH(qlonglong, days);
        const auto d = days_since_epoch(date.toStdString());
        if (days < 0)
            QVERIFY(!d.has_value());
        else
            QCOMPARE(static_cast<qlonglong>(d.value_or(-1)), days);
        QVERIFY(!is_stale(date.toStdString(), "2026-12-04") || days >= 0);
    }

    void planCarriesTheTablesEnglish() {
        const PlanResult r = plan(scenario(R"(,"constraints":{"deadline_hours":1})"));
        std::size_t seen = 0;
        const auto check = [&](const std::vector<Diagnostic>& list) {
            for (const Diagnostic& d : list) {
                QCOMPARE(d.text, diag_english(d));
                ++seen;
            }
        };
        check(r.warning_codes);
        for (const PlanOption& o : r.options) {
            check(o.why_codes);
            check(o.warning_codes);
            check(o.violation_codes);
        }
        for (const PlanOption& o : r.excluded) {
            check(o.why_codes);
            check(o.warning_codes);
            check(o.violation_codes);
        }
        QVERIFY(seen > 0);
    }
};

int runTestPlanDiagnostics(int argc, char** argv) {
    TestPlanDiagnostics t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_diagnostics.moc"
