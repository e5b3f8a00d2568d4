// The catalog dialog's import (catalog_dialog.h): a SkyPilot, gpuhunt, dstack or GPU Planner
// catalog file merged into the table as user rows, and the sentence saying what came in and
// what was skipped, in the reader's language.
#include "core/text/input_error_text.h"
#include "workbench/catalog_dialog.h"

#include "core/text/plan_format.h"

#include "catalog/catalog_update.h"
#include "io/json_reader.h"

#include <QDateEdit>
#include <QStringList>

#include <algorithm>

namespace gpuplanner::ui {

namespace {

// Why an importer skipped a row, in the reader's language (the planner's code and names; the
// catalog reader's own rules come as its English sentence).
QString skipReasonText(const CatalogImport::SkippedRow& row) {
    const QString subject = QString::fromStdString(row.subject);
    const QString value = QString::fromStdString(row.value);
    switch (row.why) {
    case SkipReason::Empty:
        return CatalogDialog::tr("%1 is empty").arg(subject);
    case SkipReason::Zero:
        return CatalogDialog::tr("%1 is 0, read as not listed").arg(subject);
    case SkipReason::FractionOfGpu:
        return CatalogDialog::tr("%1 %2: a fraction of a GPU cannot be planned")
            .arg(subject, value);
    case SkipReason::NodePricedAtZero:
        return value.isEmpty()
                   ? CatalogDialog::tr("%1 in any region: the rule prices the node at 0")
                         .arg(subject)
                   : CatalogDialog::tr("%1 in %2: the rule prices the node at 0")
                         .arg(subject, value);
    case SkipReason::NoAccelerator:
        return CatalogDialog::tr("no rule names an accelerator (%1): no GPU to price").arg(subject);
    case SkipReason::Other:
        break;
    }
    return QString::fromStdString(row.reason);
}

} // namespace

QString CatalogDialog::importAsOf() const {
    return importAsOf_ && importAsOf_->date().isValid() ? importAsOf_->date().toString(Qt::ISODate)
                                                        : today_;
}

QString CatalogDialog::importCatalog(const QString& file) {
    try {
        const std::string path = file.toStdString();
        // The provider from the path (".../lambda/vms.csv", "runpod.csv"), else "imported".
        std::string provider = provider_from_origin(path);
        if (provider.empty())
            provider = "imported";
        const ImportedSource source =
            import_catalog_text(read_input_file(path, 256u * 1024u * 1024u), path, provider,
                                importAsOf().toStdString(), &catalogs_->currencies);
        const CatalogImport& imp = source.result;
        // An imported price replaces the table's price of the same offering (provider,
        // instance, region) and billing mode, as the catalogs merge when they load: importing
        // a file twice updates its rows rather than doubling them (which Save would refuse).
        OfferingCatalog merged;
        merged.offerings = std::move(rows_);
        std::vector<bool> kept;
        merge_offerings(merged, imp.offerings, &kept);
        // The rows an imported price replaced: the offerings the import updates.
        const int replaced = static_cast<int>(std::count(kept.begin(), kept.end(), false));
        rows_ = std::move(merged.offerings);
        std::vector<bool> user;
        user.reserve(rows_.size());
        for (std::size_t i = 0; i < kept.size(); ++i)
            if (kept[i])
                user.push_back(userRow_[i]);
        user.resize(rows_.size(), true); // the imported rows, appended
        userRow_ = std::move(user);
        if (!imp.offerings.empty())
            dirty_ = true;
        fillOfferings();
        const int count = static_cast<int>(imp.offerings.size());
        QStringList sentences;
        sentences << tr("%n offering(s) imported from %1 rows of a %2 catalog; %3 of them "
                        "update an offering already listed (same provider, instance and region).",
                        "", count)
                         .arg(imp.rows)
                         .arg(QString::fromLatin1(catalog_source_format_name(source.format)))
                         .arg(replaced);
        // What was left out, each part only where there is some.
        if (imp.cpu_only_rows > 0)
            sentences << tr("%n CPU-only row(s) skipped.", "", static_cast<int>(imp.cpu_only_rows));
        if (imp.unknown_accelerator_rows > 0) {
            QStringList names; // the first few unknown accelerators, by name
            for (std::size_t i = 0; i < imp.unknown_accelerators.size() && i < 5; ++i)
                names << QString::fromStdString(imp.unknown_accelerators[i]);
            if (imp.unknown_accelerators.size() > 5)
                names << QStringLiteral("…");
            sentences << tr("%n row(s) of accelerators the GPU catalog does not hold skipped "
                            "(%1).",
                            "", static_cast<int>(imp.unknown_accelerator_rows))
                             .arg(names.join(tr(", ", "between names in a list")));
        }
        // Rows a catalog cannot hold (a price of 0, no region, a fraction of a GPU): said, with
        // the first one's line and reason, so a file that imports little explains itself.
        if (!imp.skipped.empty())
            sentences << tr("%n more row(s) skipped, the first at line %1: %2.", "",
                            static_cast<int>(imp.skipped.size()))
                             .arg(imp.skipped.front().line)
                             .arg(skipReasonText(imp.skipped.front()));
        if (count > 0) // names the button as it reads
            sentences << tr("Press “%1” to plan with them.").arg(saveButtonText());
        return joinSentences(sentences);
    } catch (const std::exception& e) {
        return errorText(e);
    }
}

} // namespace gpuplanner::ui
