// What real runs measured, planned against (planner/calibration, time/calibration): a
// calibration moving a plan by exactly its factor, the round trip plan -> log -> calibrate, the
// file and its rows, per trained weights and per network. The readers alone:
// tst_calibration_logs.
#include "calibration/calibrate.h"
#include "calibration/log_lines.h"
#include "calibration/serving_benchmark.h"
#include "calibration/training_log.h"
#include "io/errors.h"
#include "io/resources.h"
#include "near.h"
#include "plan/catalogs.h"
#include "plan/diagnostic_texts.h"
#include "plan_test_support.h"
#include "test_paths.h"
#include "time/calibration.h"
#include "time/goodput.h"
#include "time/time_range.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>

using namespace gpuplanner;

namespace {

std::string calibrationFixture(const char* name) {
    return fixture(std::string("calibration/") + name);
}

} // namespace

class TestCalibration final : public QObject, plan_test::PlanFixture {
    Q_OBJECT

    // The h100-sxm option of a Llama 2 7B pre-training plan on the Megatron-Core kernel model,
    // on demand, with `calibrations`.
    const PlanOption& h100(const PlanResult& r) {
        for (const PlanOption& o : r.options)
            if (o.gpu_id == "h100-sxm" && o.provider == "cheap")
                return o;
        throw std::runtime_error("no h100 option");
    }
    PlanResult planWith(std::vector<TimeCalibration> calibrations) {
        // The layout pinned: a calibration compares the same layout (the search could otherwise
        // trade layouts on the provider's hourly billing steps).
        Scenario s = scenario(R"(,"performance":{"stack":"megatron_core"},)"
                              R"("constraints":{"allow_spot":false,"allow_reserved":false})",
                              R"({"type":"training","tokens":1e9,"sequence_length":2048,)"
                              R"("tensor_parallel":1,"pipeline_parallel":1,"data_parallel":8,)"
                              R"("micro_batch":1,"zero_stage":1})");
        s.plan.performance.calibrations = std::move(calibrations);
        return plan(s);
    }
    static double stepsAlone(const PlanOption& o) {
        return o.strategy->time.total_seconds - o.strategy->time.downtime_seconds;
    }

    // A Megatron log of the plan's own layout at `step_seconds` a step: its arguments block, a
    // slow first interval (the warm-up, dropped) and three at the step time.
    static std::string megatronLog(const PlanOption& o, std::int64_t micro, std::int64_t global,
                                   std::int64_t seq, double step_seconds) {
        const auto arg = [](const std::string& name, const std::string& value) {
            return "  " + name + " " + std::string(48 - name.size(), '.') + " " + value + "\n";
        };
        std::string text = "------------------------ arguments ------------------------\n";
        text += arg("data_parallel_size", std::to_string(o.layout.data));
        text += arg("tensor_model_parallel_size", std::to_string(o.layout.tensor));
        text += arg("pipeline_model_parallel_size", std::to_string(o.layout.pipeline));
        text += arg("micro_batch_size", std::to_string(micro));
        text += arg("global_batch_size", std::to_string(global));
        text += arg("seq_length", std::to_string(seq));
        text += "-------------------- end of arguments ---------------------\n";
        char line[256];
        for (int i = 1; i <= 4; ++i) {
            std::snprintf(line, sizeof line,
                          " [2026-11-20 09:%02d:00] iteration %8d/%8d | elapsed time per iteration "
                          "(ms): %.1f | global batch size: %5lld |\n",
                          i, i * 10, 1000, (i == 1 ? 1.5 : 1.0) * step_seconds * 1000.0,
                          static_cast<long long>(global));
            text += line;
        }
        return text;
    }

private slots:
    void initTestCase() { load_fixture(); }

    // A calibration from the same GPU and stack scales the planned steps by its factor: 1.3x
    // the steps, the range its measurements' own +-2% (narrower than the sourced spread), the
    // A100 option (another GPU) untouched; a factor of 1 changes nothing.
    void calibrationMovesThePlan() {
        const PlanResult before = planWith({});
        const TimeCalibration measured{"h100-sxm", "megatron_core", 1.3,        0.02,
                                       3,          "run.log",       "megatron", "2026-11-20"};
        const PlanResult after = planWith({measured});
        const TrainingTime& t0 = h100(before).strategy->time;
        const TrainingTime& t1 = h100(after).strategy->time;
        QCOMPARE(h100(after).layout.tensor, h100(before).layout.tensor);
        QVERIFY(near(stepsAlone(h100(after)), 1.3 * stepsAlone(h100(before))));
        QVERIFY(t1.calibration && t1.calibration->source == "run.log");
        QVERIFY(near(t1.mfu, t0.mfu * t0.total_seconds / t1.total_seconds));
        const TimeRange r0 = training_time_range(t0, true), r1 = training_time_range(t1, true);
        QVERIFY(near(r1.low, 0.98 * r1.likely) && near(r1.high, 1.02 * r1.likely));
        QVERIFY((r1.high - r1.low) / r1.likely < (r0.high - r0.low) / r0.likely);
        for (const PlanOption& o : after.options)
            if (o.gpu_id != "h100-sxm")
                QVERIFY(!o.strategy->time.calibration);
        const PlanResult same = planWith({{"h100-sxm", "", 1.0, 0.02, 1, "r.log", "", ""}});
        QVERIFY(near(h100(same).hours, h100(before).hours, 1e-12));
        QVERIFY(near(h100(same).cost, h100(before).cost, 1e-12));
    }

    // Plan -> a log written at the plan's own step time -> calibrate -> the calibrated plan is
    // the plan (no drift: the log's 0.1 ms rounding only); a log at 1.3x the step time plans the
    // same layout 1.3x longer, its range narrower (issue #30's round trip).
    void roundTrip() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        const nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-2-7b"},
            "workload": {"type": "training", "tokens": 2e9, "sequence_length": 4096,
                         "micro_batch": 1},
            "hardware": {"gpu": "h100-sxm", "count": 16},
            "performance": {"stack": "megatron_core", "global_batch_tokens": 4194304}})");
        QTemporaryDir dir;
        const std::string origin = dir.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
        PlanJob job;
        job.sort = SortKey::Time;
        job.top = 1;
        const PlannedScenario plan = plan_scenario(scenario, origin, catalogs, job);
        QVERIFY(!plan.plan.options.empty());
        const PlanOption& o = plan.plan.options.front();
        const double step = stepsAlone(o) / static_cast<double>(o.strategy->time.steps);
        for (const double times : {1.0, 1.3}) {
            const std::string log =
                write_file(dir, "run.log", megatronLog(o, 1, 1024, 4096, step * times));
            const CalibrationOutcome c =
                calibrate_training(scenario, origin, catalogs, {read_training_log(log)});
            QCOMPARE(c.entries.size(), std::size_t(1));
            QCOMPARE(c.rows.front().layout, layout_text(o.layout));
            QVERIFY2(near(c.entries.front().factor, times, 1e-4),
                     std::to_string(c.entries.front().factor).c_str());
            QCOMPARE(c.entries.front().gpu, std::string("h100-sxm"));
            QCOMPARE(c.entries.front().stack, std::string("megatron_core"));
            const std::string file = write_file(dir, "c.json", calibration_file_text(c.entries));
            PlanJob calibrated = job;
            calibrated.calibration_file = file;
            const PlannedScenario again = plan_scenario(scenario, origin, catalogs, calibrated);
            const PlanOption& a = again.plan.options.front();
            QCOMPARE(layout_text(a.layout), layout_text(o.layout));
            QVERIFY2(
                near(stepsAlone(a), times * stepsAlone(o), 1e-4),
                (std::to_string(stepsAlone(a)) + " vs " + std::to_string(stepsAlone(o))).c_str());
            const TimeRange before = training_time_range(o.strategy->time, true);
            const TimeRange after = training_time_range(a.strategy->time, true);
            QVERIFY((after.high - after.low) / after.likely <
                    (before.high - before.low) / before.likely);
        }
    }

    // The file keeps what was measured against what was planned ("runs") beside the entries,
    // and reads back the same; the Megatron fixture's rows: the step time (calibrated), then
    // beside it the MFU from its median TFLOP/s (395.4 of the H100's 989.4 dense bf16 TFLOP/s), its
    // 59.80 GiB and its tokens per GPU (512 x 4,096 tokens / 4.1 s / 64 GPUs = 7,992.2).
    void documentWithRuns() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        const nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core", "calibration": "nowhere.json"}})");
        QTemporaryDir dir;
        const std::string origin = dir.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
        // The scenario's own calibration is left out: a run is compared with the sourced plan.
        const CalibrationOutcome c =
            calibrate_training(scenario, origin, catalogs,
                               {read_training_log(calibrationFixture("megatron_gpt_8b.log"))});
        QCOMPARE(c.rows.size(), std::size_t(4));
        QCOMPARE(c.rows[0].quantity, CalibrationQuantity::StepSeconds);
        QCOMPARE(c.rows[0].kind.value_or(CalibrationKind::ServingDecode),
                 CalibrationKind::TrainingStep);
        QCOMPARE(c.rows[1].quantity, CalibrationQuantity::Mfu);
        QVERIFY(!c.rows[1].kind);
        QVERIFY2(near(c.rows[1].measured, 395.4e12 / 989.4e12, 1e-3),
                 std::to_string(c.rows[1].measured).c_str());
        QCOMPARE(c.rows[2].quantity, CalibrationQuantity::PeakMemoryGib);
        QVERIFY(near(c.rows[2].measured, 59.80, 1e-3));
        QCOMPARE(c.rows[3].quantity, CalibrationQuantity::TokensPerSecondPerGpu);
        QVERIFY(near(c.rows[3].measured, 512.0 * 4096.0 / 4.1 / 64.0, 1e-6));
        const std::string file = write_file(dir, "c.json", calibration_document_text(c));
        const CalibrationOutcome back = read_calibration_document(file);
        QCOMPARE(back.rows.size(), c.rows.size());
        for (std::size_t i = 0; i < c.rows.size(); ++i) {
            QCOMPARE(back.rows[i].quantity, c.rows[i].quantity);
            QCOMPARE(back.rows[i].kind.has_value(), c.rows[i].kind.has_value());
            QVERIFY(near(back.rows[i].measured, c.rows[i].measured, 1e-12));
            QVERIFY(near(back.rows[i].planned, c.rows[i].planned, 1e-12));
        }
        QCOMPARE(back.entries.size(), std::size_t(1));
        QVERIFY(near(back.entries[0].factor, c.entries[0].factor, 1e-12));
        QCOMPARE(calibrations_of(back.rows).size(), std::size_t(1));
        // A plan reads the same file (its "runs" are for the front ends).
        QCOMPARE(load_calibration_file(file).size(), std::size_t(1));
    }

    // Importing a file again replaces its rows, other files' rows stay, and the calibrations
    // are derived anew: run a (x1.2) and b (x1.4), 100 measurements each, then a at x1.0: the
    // entry is (1.0 + 1.4) / 2 = 1.2 from a and b, not three runs.
    void importAgainReplaces() {
        const auto row = [](const char* file, double factor) {
            CalibrationRow r;
            r.file = file;
            r.gpu = "h100-sxm";
            r.stack = "megatron_core";
            r.factor = factor;
            r.spread = 0.02;
            r.measurements = 100;
            r.kind = CalibrationKind::TrainingStep;
            return r;
        };
        CalibrationOutcome kept;
        kept.rows = {row("/logs/a.log", 1.2), row("/logs/b.log", 1.4)};
        CalibrationOutcome fresh;
        fresh.rows = {row("/logs/a.log", 1.0)};
        const CalibrationOutcome now = keep_runs(kept, fresh);
        QCOMPARE(now.rows.size(), std::size_t(2));
        QCOMPARE(now.entries.size(), std::size_t(1));
        QVERIFY(near(now.entries[0].factor, 1.2));
        QCOMPARE(now.entries[0].measurements, std::size_t(200));
        QCOMPARE(now.entries[0].source, std::string("b.log, a.log"));
    }

    // A gpuprobe result kept with the calibrations measures the own machine: a calibration file
    // given for the plan as --probe does; the front end's kept file only where the scenario
    // describes an own machine, never adding one to every scenario; a kept file that does not
    // load is a warning, not a failed plan.
    void probeKeptWithTheCalibrations() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        QTemporaryDir dir;
        const CalibrationOutcome c = calibrate_files({fixture("probe/synthetic-h100.json")},
                                                     nlohmann::json(), "calibrate", catalogs);
        QVERIFY(c.probe && c.rows.empty());
        const std::string file = write_file(dir, "cal.json", calibration_document_text(c));
        QVERIFY(read_calibration_document(file).probe);
        nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "fine_tuning", "method": "lora", "tokens": 1e8}})");
        PlanJob job;
        job.top = 3;
        job.calibration_file = file;
        QVERIFY(plan_scenario(scenario, "s", catalogs, job).plan.local_probe);
        job.calibration_file.clear();
        job.kept_calibration_file = file;
        QVERIFY(!plan_scenario(scenario, "s", catalogs, job).plan.local_probe);
        scenario["local"] = {{"gpu", "rtx-4090"}, {"count", 1}, {"purchase_price", 2000}};
        QVERIFY(plan_scenario(scenario, "s", catalogs, job).plan.local_probe);
        job.kept_calibration_file = write_file(dir, "broken.json", "{");
        const PlannedScenario p = plan_scenario(scenario, "s", catalogs, job);
        QVERIFY(!p.plan.options.empty());
        bool warned = false;
        for (const Diagnostic& w : p.scenario.warnings)
            warned = warned || (w.code == DiagCode::CalibrationsLeftOut &&
                                diag_english(w).find("broken.json") != std::string::npos);
        QVERIFY(warned);
    }

    // Three runs of one GPU and stack become one calibration: (1.2 x 3 + 1.3 x 1) / 4 = 1.225;
    // the spread the widest of the runs' (0.03) and their disagreement (0.075 / 1.225 = 6.1%);
    // another stack stays its own.
    void runsMerge() {
        const std::vector<TimeCalibration> merged = merge_calibrations(
            {{"h100-sxm", "megatron_core", 1.2, 0.03, 3, "a.log", "megatron", "2026-11-20"},
             {"h100-sxm", "torchtitan", 0.9, 0.02, 5, "t.log", "torchtitan", "2026-11-22"},
             {"h100-sxm", "megatron_core", 1.3, 0.02, 1, "b.log", "megatron", "2026-11-25"}});
        QCOMPARE(merged.size(), std::size_t(2));
        const TimeCalibration& m = merged[0];
        QVERIFY(near(m.factor, (1.2 * 3 + 1.3) / 4));
        QVERIFY(near(m.spread, (1.3 - 1.225) / 1.225));
        QCOMPARE(m.measurements, std::size_t(4));
        QCOMPARE(m.source, std::string("a.log, b.log"));
        QCOMPARE(m.tool, std::string("megatron"));
        QCOMPARE(m.date, std::string("2026-11-25"));
        QVERIFY(near(merged[1].factor, 0.9));
    }

    // The file gpuplan calibrate writes reads back the same; a factor past 3x either way or a
    // foreign file is refused, naming the field.
    void calibrationFile() {
        QTemporaryDir dir;
        const std::vector<TimeCalibration> entries = {
            {"h100-sxm", "megatron_core", 1.25, 0.03, 4, "slurm-1.out", "megatron", "2026-11-20"},
            {"a100-sxm4-80gb", "", 0.9, 0.02, 1, "t.log", "torchtitan", ""}};
        const std::string file = write_file(dir, "c.json", calibration_file_text(entries));
        const std::vector<TimeCalibration> back = load_calibration_file(file);
        QCOMPARE(back.size(), std::size_t(2));
        QCOMPARE(back[0].stack, std::string("megatron_core"));
        QVERIFY(near(back[0].factor, 1.25));
        QCOMPARE(back[1].measurements, std::size_t(1));
        QVERIFY(back[1].stack.empty());
        for (const auto& [text, field] :
             {std::pair{std::string(R"({"format":"gpuplanner-calibration","version":1,"entries":[)"
                                    R"({"kind":"training_step_time","gpu":"h100-sxm","factor":5,)"
                                    R"("measurements":1}]})"),
                        "factor"},
              std::pair{std::string(R"({"format":"gpuplanner-probe","version":1,"entries":[]})"),
                        "format"}}) {
            const std::string bad = write_file(dir, "bad.json", text);
            try {
                (void)load_calibration_file(bad);
                QFAIL("accepted");
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(field) != std::string::npos, e.what());
            }
        }
    }

    // The real H200 runs calibrate as a user would (one H200, which no catalog offering holds
    // alone: planned as a machine of its own): the measured step is the bar's median (1/2.18 s
    // full, 1/1.99 s LoRA), the factor measured / planned, and each entry keeps which weights
    // were trained. The LoRA run's factor then moves a LoRA plan and leaves the full plan alone
    // (and the other way round): a step training adapters is another step.
    void realTrainerRunsKeepTheirMethod() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        const auto scenarioFor = [](bool lora) {
            nlohmann::json s = nlohmann::json::parse(R"({
                "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "qwen2.5-1.5b"},
                "workload": {"type": "fine_tuning", "method": "full", "precision": "bf16",
                             "sequence_length": 2048, "tokens": 983040},
                "hardware": {"gpu": "h200-sxm", "count": 1},
                "performance": {"stack": "pytorch_fsdp", "global_batch_tokens": 16384}})");
            if (lora) {
                s["workload"]["method"] = "lora";
                s["workload"]["lora_rank"] = 16;
            }
            return s;
        };
        QTemporaryDir dir;
        const std::string origin = dir.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
        std::vector<TimeCalibration> entries;
        for (const bool lora : {false, true}) {
            const std::string log =
                calibrationFixture(lora ? "hf_trainer_h200_lora.log" : "hf_trainer_h200_full.log");
            const CalibrationOutcome c =
                calibrate_training(scenarioFor(lora), origin, catalogs, {read_training_log(log)});
            QCOMPARE(c.rows.at(0).quantity, CalibrationQuantity::StepSeconds);
            QVERIFY(near(c.rows[0].measured, lora ? 1 / 1.99 : 1 / 2.18));
            QVERIFY(near(c.rows[0].factor, c.rows[0].measured / c.rows[0].planned));
            QCOMPARE(c.rows[0].gpu, std::string("h200-sxm"));
            QCOMPARE(c.rows[0].trained, std::string(lora ? "adapters" : "full"));
            QCOMPARE(c.entries.size(), std::size_t(1));
            QCOMPARE(c.entries[0].trained, c.rows[0].trained);
            entries.push_back(c.entries[0]);
        }
        for (const bool lora : {false, true}) {
            const TimeCalibration* found =
                find_time_calibration(entries, "h200-sxm", TrainingStack::PyTorchFsdp,
                                      lora ? FineTuneMethod::LoRA : FineTuneMethod::Full);
            QVERIFY(found);
            QCOMPARE(found->trained, std::string(lora ? "adapters" : "full"));
            QVERIFY(find_time_calibration(entries, "h200-sxm", TrainingStack::PyTorchFsdp,
                                          FineTuneMethod::QLoRA) == &entries[1]);
        }
        // An entry from before "trained" holds for both.
        const std::vector<TimeCalibration> old = {{"h200-sxm", "", 1.1, 0.02, 1, "r.log", "", ""}};
        QVERIFY(find_time_calibration(old, "h200-sxm", TrainingStack::Torchtitan,
                                      FineTuneMethod::LoRA));
        QVERIFY(find_time_calibration(old, "h200-sxm", TrainingStack::Torchtitan,
                                      FineTuneMethod::Full));
    }

    // The timed share is shown beside the step calibration, against the plan's exposed
    // data-parallel term over its steps; every quantity reads back from the file.
    void communicationShareBeside() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        const nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        const CalibrationOutcome c =
            calibrate_training(scenario, "s.json", catalogs,
                               {read_training_log(calibrationFixture("megatron_timers.log"))});
        const auto share = std::find_if(c.rows.begin(), c.rows.end(), [](const CalibrationRow& r) {
            return r.quantity == CalibrationQuantity::DataParallelCommShare;
        });
        QVERIFY(share != c.rows.end());
        QVERIFY(!share->kind);
        QVERIFY(near(share->measured, 0.05));
        QVERIFY(share->planned >= 0 && share->planned < 1);
        QTemporaryDir dir;
        CalibrationOutcome all = c;
        for (CalibrationQuantity q :
             {CalibrationQuantity::WeightsGib, CalibrationQuantity::KvCacheTokens,
              CalibrationQuantity::TtftSeconds, CalibrationQuantity::OutputTokensPerSecond})
            all.rows.push_back(beside_row(c.rows[0], q, 2, 1));
        const std::string file = write_file(dir, "c.json", calibration_document_text(all));
        const CalibrationOutcome back = read_calibration_document(file);
        QCOMPARE(back.rows.size(), all.rows.size());
        for (std::size_t i = 0; i < all.rows.size(); ++i)
            QCOMPARE(back.rows[i].quantity, all.rows[i].quantity);
    }
};

int runTestCalibrationApply(int argc, char** argv); // tst_calibration_apply.cpp

int main(int argc, char** argv) {
    TestCalibration t;
    int status = QTest::qExec(&t, argc, argv);
    status |= runTestCalibrationApply(argc, argv);
    return status;
}
#include "tst_calibration.moc"
