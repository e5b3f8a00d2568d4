#include "catalog/gpuhunt.h"

#include "catalog/skypilot.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "io/utf8.h"

#include <charconv>
#include <cmath>
#include <map>

namespace gpuplanner {

bool is_gpuhunt_header(const std::string& first_line) {
    for (const char* c : {"instance_name", "location", "price", "gpu_count", "gpu_name"})
        if (first_line.find(c) == std::string::npos)
            return false;
    return true;
}

CatalogImport import_gpuhunt_csv(const std::string& text, const std::string& origin,
                                 const std::string& provider, const std::string& as_of) {
    check_import_provider(origin, provider); // the catalog written is JSON: UTF-8 only
    CsvColumns col;
    CatalogImport out;
    OfferingAccumulator acc;
    const std::string_view csv = without_bom(text);
    std::size_t line = 0;
    for_each_csv_record(csv, origin, [&](const std::vector<std::string>& r) {
        ++line;
        for (std::size_t c = 0; c < r.size(); ++c)
            if (r[c] != valid_utf8(r[c]))
                throw InputError(
                    origin, "line " + std::to_string(line) + ", column " + std::to_string(c + 1),
                    input_problem(InputProblemCode::NotUtf8Text, {{"text", r[c]}}));
        if (line == 1) {
            col.read_header(r,
                            {"instance_name", "location", "price", "gpu_count", "gpu_name", "spot"},
                            origin, "gpuhunt catalog CSV");
            return;
        }
        ++out.rows;
        const std::string type = col.get(r, "instance_name");
        const std::string region = col.get(r, "location");
        const std::string gpu_name = col.get(r, "gpu_name");
        const double count_d = csv_number(col.get(r, "gpu_count"), origin, line, "gpu_count");
        if (std::isnan(count_d) || count_d <= 0 || gpu_name.empty()) {
            ++out.cpu_only_rows;
            return;
        }
        for (const auto& [column, value] :
             {std::pair<const char*, const std::string*>{"instance_name", &type},
              {"location", &region},
              {"gpu_name", &gpu_name}})
            if (const auto problem = identifier_problem(*value)) {
                out.skipped.push_back(
                    skipped_row(line, SkipReason::Other, std::string(column) + ": " + *problem));
                return;
            }
        if (count_d != std::floor(count_d)) {
            out.skipped.push_back(
                skipped_row(line, SkipReason::FractionOfGpu, "gpu_count", col.get(r, "gpu_count")));
            return;
        }
        const double price = csv_price(col.get(r, "price"), origin, line, "price");
        if (std::isnan(price) || price == 0) { // 0 is "not offered", not free (skypilot.cpp)
            out.skipped.push_back(skipped_row(
                line, std::isnan(price) ? SkipReason::Empty : SkipReason::Zero, "price"));
            return;
        }
        // gpu_memory is in GB per GPU as gpuhunt writes it (40.0 or 80.0 for an A100).
        const double gpu_gb = csv_number(col.get(r, "gpu_memory"), origin, line, "gpu_memory");
        // gpuhunt's TPUs carry a "tpu-" prefix in v1 files and gpu_vendor "google" in v2.
        std::string name = gpu_name;
        if (col.get(r, "gpu_vendor") == "google" && name.rfind("tpu-", 0) != 0)
            name = "tpu-" + name;
        const std::string gpu = gpu_id_for_instance_type(
            type, gpu_id_for_accelerator(name, std::isnan(gpu_gb) ? 0 : gpu_gb * 1024));
        if (gpu.empty()) {
            out.note_unknown_accelerator(gpu_name);
            return;
        }
        const std::string spot = col.get(r, "spot");
        if (spot != "True" && spot != "False" && spot != "true" && spot != "false")
            throw InputError(origin, "line " + std::to_string(line) + ": spot",
                             input_problem(InputProblemCode::ExpectedTrueFalse, {{"value", spot}}));
        const double cpu = csv_number(col.get(r, "cpu"), origin, line, "cpu");
        const double ram = csv_number(col.get(r, "memory"), origin, line, "memory");
        OfferingAccumulator::Row row;
        row.line = line;
        row.provider = provider;
        row.instance_type = type;
        row.region = region;
        row.gpu_id = gpu;
        row.gpu_count = saturating_int64(count_d);
        row.vcpus = std::isnan(cpu) ? 0 : saturating_int64(cpu);
        row.ram_gib = std::isnan(ram) ? 0 : ram; // gpuhunt's "GB" of RAM, as it writes it
        row.price = price;
        row.spot = spot == "True" || spot == "true";
        acc.add(row);
        if (acc.size() > kMaxImportedOfferings)
            throw InputError(origin, "line " + std::to_string(line),
                             input_problem(InputProblemCode::TooManyOfferings,
                                           {{"max", std::to_string(kMaxImportedOfferings)}}));
    });
    if (line == 0)
        throw InputError(
            origin, "line 1",
            input_problem(InputProblemCode::CatalogFileEmpty, {{"format", "gpuhunt catalog CSV"}}));
    acc.finish(out, "gpuhunt catalog " + origin, as_of);
    return out;
}

} // namespace gpuplanner
