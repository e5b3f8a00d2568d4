// What the network and run-overhead calibrations do to a plan once written (time/
// training_calibration.h): the collectives calibrated apart from the step, and the goodput of a
// log's own clock as the run's overhead. Split out of tst_calibration.cpp; runs in its binary.
#include "calibration/calibrate.h"
#include "calibration/training_log.h"
#include "io/resources.h"
#include "near.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"
#include "time/calibration.h"
#include "time/goodput.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

std::string calibrationFixture(const char* name) {
    return fixture(std::string("calibration/") + name);
}

} // namespace

class TestCalibrationApply final : public QObject {
    Q_OBJECT

private slots:
    // The network apart: a Megatron log of the fixture's layout (64 H100s, dp 4 x tp 4 x pp 4)
    // whose steps take the plan's step P plus its exposed data-parallel time Q, Q of it timed as
    // all-grads-sync... twice: the communication measured 2Q against the planned Q on this
    // network, the rest of the step P - Q as planned (factor 1, the step entry leaving the
    // exchange out). Planned again with both: the data-parallel term doubles, the rest stays;
    // a layout that hid the whole exchange shows what the slower collectives no longer hide.
    void networkCalibratedApart() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096,
                         "data_parallel": 4, "tensor_parallel": 4, "pipeline_parallel": 4,
                         "micro_batch": 1, "activation_checkpointing": "selective"},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core", "global_batch_tokens": 2097152}})");
        QTemporaryDir dir;
        const std::string origin = dir.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
        const CalibrationOutcome first =
            calibrate_training(scenario, origin, catalogs,
                               {read_training_log(calibrationFixture("megatron_timers.log"))});
        const double p = first.rows.at(0).planned;
        double q = -1;
        for (const CalibrationRow& r : first.rows)
            if (r.quantity == CalibrationQuantity::DataParallelCommShare)
                q = r.planned * p;
        QVERIFY2(q > 0, "the layout exposes some data-parallel time");
        std::string text;
        {
            std::ifstream head(calibrationFixture("megatron_timers.log"));
            std::string line;
            for (int i = 0; i < 14 && std::getline(head, line); ++i)
                text += line + "\n";
        }
        char buf[512];
        for (int i = 1; i <= 4; ++i) {
            std::snprintf(buf, sizeof buf,
                          " [2026-11-25 10:%02d:00] iteration %d/ 100 | elapsed time per iteration "
                          "(ms): %.6f | global batch size: 512 |\n(min, max) time across ranks "
                          "(ms):\n    all-grads-sync ..........................: (%.6f, %.6f)\n",
                          i, 10 * i, (p + q) * 1e3, q * 1e3, 2 * q * 1e3);
            text += buf;
        }
        const std::string log = write_file(dir, "net.log", text);
        const CalibrationOutcome c =
            calibrate_training(scenario, origin, catalogs, {read_training_log(log)});
        QCOMPARE(c.entries.size(), std::size_t(2));
        const TimeCalibration* step = nullptr;
        const TimeCalibration* network = nullptr;
        for (const TimeCalibration& e : c.entries)
            (e.kind == CalibrationKind::DataParallelComm ? network : step) = &e;
        QVERIFY(step && network);
        const auto planned = [&](const nlohmann::json& s) {
            PlanJob job;
            job.sort = SortKey::Time;
            job.top = 1;
            return plan_scenario(s, origin, catalogs, job).plan.options.at(0).strategy->time;
        };
        const TrainingTime before = planned(scenario);
        // The factor is the collectives' time, not the exposed time's: with DDP / ZeRO-1 the
        // exposed time is A - H (A the all-reduce, H what the last backward hides), so the
        // measured 2Q = f·A - H gives f = (2Q + H) / A.
        const DataParallelExchange& x = before.data_parallel_exchange;
        QVERIFY(x.zero_stage <= 1);
        const double a = x.allreduce_seconds;
        const double h = x.overlap * x.micro_compute_seconds * 2.0 / 3.0;
        QVERIFY(near(a - h, q, 1e-9));
        QVERIFY(near(network->factor, (2 * q + h) / a, 1e-6));
        QVERIFY(network->factor < 2.0); // the hidden part did not slow down with it
        QVERIFY(near(step->factor, 1.0, 1e-6));
        QVERIFY(step->excludes_data_parallel_comm);
        QVERIFY2(network->network.rfind("inter_node", 0) == 0, network->network.c_str());

        scenario["performance"]["calibration"] =
            write_file(dir, "c.json", calibration_document_text(c));
        const TrainingTime after = planned(scenario);
        QVERIFY(after.network_calibration && after.calibration);
        QCOMPARE(after.data_parallel_network(), network->network);
        QVERIFY(
            near(after.data_parallel_comm_seconds, 2 * before.data_parallel_comm_seconds, 1e-5));
        QVERIFY(near(after.compute_seconds, before.compute_seconds, 1e-5));
        QVERIFY(near(after.step_seconds(),
                     before.step_seconds() + before.data_parallel_comm_seconds, 1e-5));

        // Another layout on the same network hides the whole exchange as planned (micro-batches
        // of 3: three times the compute behind the same all-reduce, H' > A'). The measured
        // network still moves it: max(0, f·A' - H') per step.
        nlohmann::json hidden = scenario;
        hidden["workload"]["micro_batch"] = 3;
        hidden["performance"].erase("calibration");
        const TrainingTime hidden_before = planned(hidden);
        QCOMPARE(hidden_before.data_parallel_network(), network->network);
        QCOMPARE(hidden_before.data_parallel_comm_seconds, 0.0);
        const DataParallelExchange& y = hidden_before.data_parallel_exchange;
        QVERIFY(near(y.allreduce_seconds, a, 1e-9));
        QVERIFY(y.overlap * y.micro_compute_seconds * 2.0 / 3.0 > a);
        const double exposed =
            network->factor * y.allreduce_seconds - y.overlap * y.micro_compute_seconds * 2.0 / 3.0;
        QVERIFY2(exposed > 0, "the measured network shows through");
        hidden["performance"]["calibration"] = scenario["performance"]["calibration"];
        const TrainingTime hidden_after = planned(hidden);
        QVERIFY(hidden_after.network_calibration);
        QVERIFY(near(hidden_after.data_parallel_comm_seconds,
                     exposed * static_cast<double>(hidden_after.steps), 1e-6));
    }

    // The run's overhead beside its steps: the checkpoint fixture's goodput (290 steps of 4.0 s
    // in 1,550 s of timestamps) becomes a run_overhead_time entry of 1,550 / 1,160. Planned
    // again: the steps keep their calibrated time, the overhead is the steps x (1,550 / 1,160 -
    // 1), and the interruptions the plan models (defaults: restart 0.25 h, checkpoints every
    // hour) come on top of the longer run.
    void runOverheadFromGoodput() {
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        nlohmann::json scenario = nlohmann::json::parse(R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        QTemporaryDir dir;
        const std::string origin = dir.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
        const CalibrationOutcome c =
            calibrate_training(scenario, origin, catalogs,
                               {read_training_log(calibrationFixture("megatron_checkpoints.log"))});
        const double factor = 1550.0 / 1160.0;
        const CalibrationRow* goodput = nullptr;
        for (const CalibrationRow& r : c.rows)
            if (r.quantity == CalibrationQuantity::Goodput)
                goodput = &r;
        QVERIFY(goodput && goodput->kind == CalibrationKind::RunOverhead && !goodput->refused);
        QVERIFY(near(goodput->measured, 1160.0 / 1550.0));
        QCOMPARE(goodput->planned, 1.0);
        QVERIFY(near(goodput->factor, factor));
        QCOMPARE(c.entries.size(), std::size_t(2)); // the step and the run overhead

        // Read back from the file, applied.
        scenario["workload"].update(nlohmann::json::parse(R"({"data_parallel": 4,
            "tensor_parallel": 4, "pipeline_parallel": 4, "micro_batch": 1,
            "activation_checkpointing": "selective"})"));
        scenario["performance"]["global_batch_tokens"] = 2097152;
        scenario["performance"]["calibration"] =
            write_file(dir, "c.json", calibration_document_text(c));
        PlanJob job;
        job.sort = SortKey::Time;
        job.top = 1;
        const TrainingTime t =
            plan_scenario(scenario, origin, catalogs, job).plan.options.at(0).strategy->time;
        QVERIFY(t.run_overhead_calibration && t.calibration);
        QCOMPARE(t.calibrations().size(), std::size_t(2));
        // The steps at the measured 4.0 s each.
        QVERIFY(near(t.step_seconds(), 4.0 * static_cast<double>(t.steps), 1e-9));
        QVERIFY(near(t.run_overhead_seconds, t.step_seconds() * (factor - 1.0), 1e-9));
        const double work = t.step_seconds() + t.run_overhead_seconds;
        QVERIFY(
            near(t.downtime_seconds,
                 work * (1.0 / production_goodput(64, work / 3600.0, RecoveryAssumptions{}) - 1.0),
                 1e-9));
        QVERIFY(near(t.total_seconds, work + t.downtime_seconds, 1e-12));
    }
};

int runTestCalibrationApply(int argc, char** argv) {
    TestCalibrationApply t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_calibration_apply.moc"
