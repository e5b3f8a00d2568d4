// Time to produce the PDF report of the 7B pre-training example (planning included), offscreen.
// Goal (issue #5): <= 2 s.
#include "core/catalog_store.h"
#include "core/plan_snapshot.h"
#include "io/json_reader.h"
#include "io/resources.h"
#include "report/report.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const auto catalogs = gpuplanner::ui::CatalogStore::load(QString());
    const gpuplanner::ResourcePaths paths{gpuplanner::find_resources_dir()};
    const auto scenario =
        gpuplanner::parse_json_file(paths.examples() + "/llama2-7b-pretrain.gpuplan.json");
    const QString out = QDir::temp().filePath(QStringLiteral("gpuplanner-bench-report.pdf"));
    std::vector<double> ms;
    for (int i = 0; i < 7; ++i) {
        QElapsedTimer t;
        t.start();
        const auto snap =
            gpuplanner::ui::computeSnapshot(scenario, QStringLiteral("bench"), *catalogs, {});
        const QString error = gpuplanner::ui::writeReportPdf(out, snap, *catalogs, scenario, {});
        if (!error.isEmpty())
            return 1;
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("report of the 7B pre-training example: median %.0f ms (min %.0f, max %.0f)\n",
                ms[ms.size() / 2], ms.front(), ms.back());
    return 0;
}
