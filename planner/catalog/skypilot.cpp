#include "catalog/skypilot.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "io/utf8.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string_view>

namespace gpuplanner {

void for_each_csv_record(std::string_view text, const std::string& origin,
                         const std::function<void(const std::vector<std::string>&)>& record) {
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    bool any = false;
    std::size_t line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (quoted) {
            if (ch == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (ch == '\n')
                    ++line;
                field += ch;
            }
            continue;
        }
        if (ch == '"' && field.empty()) {
            quoted = true;
            any = true;
        } else if (ch == ',') {
            row.push_back(field);
            field.clear();
            any = true;
        } else if (ch == '\n' || ch == '\r') {
            if (ch == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            if (any || !field.empty()) {
                row.push_back(field);
                record(row);
            }
            row.clear();
            field.clear();
            any = false;
            ++line;
        } else {
            field += ch;
            any = true;
        }
    }
    if (quoted)
        throw InputError(origin, "line " + std::to_string(line),
                         input_problem(InputProblemCode::CsvUnterminatedQuote));
    if (any || !field.empty()) {
        row.push_back(field);
        record(row);
    }
}

std::vector<std::vector<std::string>> parse_csv(const std::string& text,
                                                const std::string& origin) {
    std::vector<std::vector<std::string>> rows;
    for_each_csv_record(text, origin,
                        [&](const std::vector<std::string>& r) { rows.push_back(r); });
    return rows;
}

namespace {

// GPU id for a SkyPilot accelerator name, using GpuInfo's memory where the name is ambiguous.
std::string gpu_id_for(const std::string& name, double mib) {
    return gpu_id_for_accelerator(name, mib);
}

// 'SizeInMiB': 40960 (or another `key`) inside a Python-literal GpuInfo string; 0 when absent.
double gpu_memory_mib(const std::string& info, const char* key = "SizeInMiB") {
    const auto pos = info.find(key);
    if (pos == std::string::npos)
        return 0;
    std::size_t i = info.find(':', pos);
    if (i == std::string::npos)
        return 0;
    ++i;
    while (i < info.size() && (info[i] == ' ' || info[i] == '\''))
        ++i;
    double v = 0;
    std::istringstream(info.substr(i, 24)) >> v;
    return std::isfinite(v) ? v : 0;
}

// Vast rows as SkyPilot's fetch_vast.py writes them: InstanceType "<n>x-<part>-<cpus>-<ram MiB>"
// keeps Vast's own part name (A100_PCIE, H100_NVL), while AcceleratorName drops the suffix
// (both are "A100", "H100"), and GpuInfo's SizeInMiB is Vast's gpu_total_ram: the memory of
// all n GPUs together, not one GPU's as in every other cloud's file (skypilot-catalog v8:
// vast "2x-A100_SXM4" 81920 = 2 x 40 GB; lambda "gpu_8x_v100_n" 16384 = one GPU's).
// The part name when `type` has that shape and its count matches the row's, else "".
std::string vast_part(const std::string& type, std::int64_t count) {
    const auto x = type.find("x-");
    if (x == 0 || x == std::string::npos || type.substr(0, x) != std::to_string(count))
        return {};
    // <part>-<cpus>-<ram>: the last two dash-separated fields are numbers.
    const auto ram_dash = type.rfind('-');
    const auto cpu_dash = ram_dash == std::string::npos ? ram_dash : type.rfind('-', ram_dash - 1);
    if (cpu_dash == std::string::npos || cpu_dash <= x + 2)
        return {};
    const auto digits = [](std::string_view s) {
        return !s.empty() &&
               std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    const std::string_view t(type);
    if (!digits(t.substr(ram_dash + 1)) || !digits(t.substr(cpu_dash + 1, ram_dash - cpu_dash - 1)))
        return {};
    return type.substr(x + 2, cpu_dash - x - 2);
}

// The catalog GPU of a Vast part whose AcceleratorName SkyPilot made ambiguous; "" to use the
// AcceleratorName, `unknown` set where the part is one the catalog does not hold (an H100 NVL,
// 94 GB, is neither the SXM nor the PCIe card).
std::string vast_gpu_id(const std::string& part, double mib_per_gpu, bool* unknown) {
    const bool large = mib_per_gpu > 50000;
    if (part == "A100_SXM4")
        return large ? "a100-sxm4-80gb" : "a100-sxm4-40gb";
    if (part == "A100_PCIE")
        return large ? "a100-pcie-80gb" : "a100-pcie-40gb";
    if (part == "H100_SXM")
        return "h100-sxm";
    if (part == "H100_PCIE")
        return "h100-pcie";
    if (part == "H100_NVL")
        *unknown = true;
    return {};
}

// GCP machine types that carry GPUs whose price is on separate accelerator rows.
bool gcp_gpu_machine(const std::string& type, std::string* accelerator, std::int64_t* count) {
    auto suffix_count = [&](const std::string& prefix) -> std::int64_t {
        if (type.rfind(prefix, 0) != 0)
            return 0;
        const std::string rest = type.substr(prefix.size());
        const auto g = rest.find('g');
        try {
            return g == std::string::npos ? 0 : std::stoll(rest.substr(0, g));
        } catch (const std::exception&) {
            return 0;
        }
    };
    struct Family {
        const char* prefix;
        const char* accelerator;
    };
    static const Family families[] = {{"a2-highgpu-", "A100"},       {"a2-megagpu-", "A100"},
                                      {"a2-ultragpu-", "A100-80GB"}, {"a3-highgpu-", "H100"},
                                      {"a3-megagpu-", "H100-MEGA"},  {"a3-ultragpu-", "H200"}};
    for (const auto& f : families)
        if (const auto n = suffix_count(f.prefix)) {
            *accelerator = f.accelerator;
            *count = n;
            return true;
        }
    static const std::map<std::string, std::int64_t> g2 = {
        {"g2-standard-4", 1},  {"g2-standard-8", 1},  {"g2-standard-12", 1}, {"g2-standard-16", 1},
        {"g2-standard-24", 2}, {"g2-standard-32", 1}, {"g2-standard-48", 4}, {"g2-standard-96", 8}};
    if (const auto it = g2.find(type); it != g2.end()) {
        *accelerator = "L4";
        *count = it->second;
        return true;
    }
    return false;
}

} // namespace

SkyPilotImport import_skypilot_csv(const std::string& text, const std::string& origin,
                                   const std::string& provider, const std::string& as_of) {
    check_import_provider(origin, provider); // the catalog written is JSON: UTF-8 only
    CsvColumns col;
    SkyPilotImport out;
    struct Entry {
        std::size_t line = 0; // the first row of this instance and region
        Offering o;
        double od = std::nan("");
        double spot = std::nan("");
    };
    std::map<std::string, Entry> merged; // instance + region: zones fold into one offering
    std::map<std::string, std::pair<double, double>>
        gpu_rows; // GCP: accel/count/region -> od, spot
    struct VmRow {
        std::string type, region, accelerator;
        std::int64_t count;
        double od, spot;
        std::int64_t vcpus;
        double ram;
    };
    std::vector<VmRow> gcp_vms;
    std::vector<std::size_t> gcp_lines;
    const std::string source = "SkyPilot catalog " + origin;

    // One record at a time: a 1,000,000-row file is never held as a table of strings.
    // Spreadsheets save CSV with a byte-order mark; it is not part of the first column's name.
    const std::string_view csv = without_bom(text);
    std::size_t line = 0; // the record's number, the header being 1
    for_each_csv_record(csv, origin, [&](const std::vector<std::string>& r) {
        ++line;
        for (std::size_t c = 0; c < r.size(); ++c)
            if (r[c] != valid_utf8(r[c]))
                throw InputError(
                    origin, "line " + std::to_string(line) + ", column " + std::to_string(c + 1),
                    input_problem(InputProblemCode::NotUtf8Text, {{"text", r[c]}}));
        if (line == 1) {
            col.read_header(
                r, {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region"},
                origin, "SkyPilot vms.csv", {"GPUInfo", "GpuInfo"}); // v5 spelling
            return;
        }
        ++out.rows;
        const std::string type = col.get(r, "InstanceType");
        const std::string acc = col.get(r, "AcceleratorName");
        const std::string region = col.get(r, "Region");
        // Names become the catalog's identifiers (and the unknown accelerators are listed):
        // a row whose names are not plain text is skipped, as the catalog reader would refuse it.
        for (const auto& [column, value] :
             {std::pair<const char*, const std::string*>{"InstanceType", &type},
              {"AcceleratorName", &acc},
              {"Region", &region}})
            if (const auto problem = identifier_problem(*value)) {
                out.skipped.push_back(
                    skipped_row(line, SkipReason::Other, std::string(column) + ": " + *problem));
                return;
            }
        if (region.empty()) { // seeweb lists GPU rows without one: no place to plan them in
            out.skipped.push_back(skipped_row(line, SkipReason::Empty, "Region"));
            return;
        }
        // A price of 0 is "not offered", not free: Vast's file writes SpotPrice 0.00 on every
        // row (no interruptible price listed), which planned as spot capacity at 0 USD.
        const auto listed = [](double v) { return v > 0 ? v : std::nan(""); };
        const double price = listed(csv_price(col.get(r, "Price"), origin, line, "Price"));
        const double spot = listed(csv_price(col.get(r, "SpotPrice"), origin, line, "SpotPrice"));
        const double count_d =
            csv_number(col.get(r, "AcceleratorCount"), origin, line, "AcceleratorCount");
        const std::int64_t count = saturating_int64(std::round(count_d));
        const double vcpus = csv_number(col.get(r, "vCPUs"), origin, line, "vCPUs");
        const double ram = csv_number(col.get(r, "MemoryGiB"), origin, line, "MemoryGiB");
        if (type.empty() && !acc.empty()) { // GCP accelerator price row
            auto& g = gpu_rows[acc + "/" + std::to_string(count) + "/" + region];
            g = {price, spot};
            return;
        }
        std::string gcp_acc;
        std::int64_t gcp_count = 0;
        if (acc.empty()) {
            if (gcp_gpu_machine(type, &gcp_acc, &gcp_count)) {
                gcp_vms.push_back({type, region, gcp_acc, gcp_count, price, spot,
                                   saturating_int64(vcpus), std::isnan(ram) ? 0 : ram});
                gcp_lines.push_back(line);
            } else {
                ++out.cpu_only_rows;
            }
            return;
        }
        if (!std::isnan(count_d) && count_d > 0 && count_d != std::floor(count_d)) {
            // 0.5 would become a whole GPU at the row's price, 0.166 a CPU-only machine.
            out.skipped.push_back(skipped_row(line, SkipReason::FractionOfGpu, "AcceleratorCount",
                                              col.get(r, "AcceleratorCount")));
            return;
        }
        if (count <= 0) {
            ++out.cpu_only_rows;
            return;
        }
        const std::string info = col.get(r, "GpuInfo");
        double mib = gpu_memory_mib(info);
        const std::string part = vast_part(type, count);
        bool unknown_part = false;
        std::string gpu;
        if (!part.empty()) {
            // Hyperbolic names its types the same way but writes one GPU's SizeInMiB and the
            // sum in TotalGpuMemoryInMiB; Vast writes the sum in both.
            if (count > 1 && mib > 0 && gpu_memory_mib(info, "TotalGpuMemoryInMiB") == mib)
                mib /= static_cast<double>(count);
            gpu = vast_gpu_id(part, mib, &unknown_part);
        }
        if (gpu.empty() && !unknown_part) {
            gpu = gpu_id_for_instance_type(type, gpu_id_for(acc, mib));
            // GpuInfo's own name where it says the card (RunPod's 'Name': 'A100 PCIe' under
            // AcceleratorName A100-80GB).
            if (info.find("PCIe") != std::string::npos)
                gpu = gpu_id_for_instance_type("pcie", gpu);
        }
        if (gpu.empty()) {
            out.note_unknown_accelerator(unknown_part ? part : acc);
            return;
        }
        Entry& e = merged[type + "@" + region];
        if (e.line == 0)
            e.line = line;
        if (merged.size() > kMaxImportedOfferings)
            throw InputError(origin, "line " + std::to_string(line),
                             input_problem(InputProblemCode::TooManyOfferings,
                                           {{"max", std::to_string(kMaxImportedOfferings)}}));
        e.o.provider = provider;
        e.o.instance_type = type;
        e.o.region = region;
        e.o.gpu_id = gpu;
        e.o.gpu_count = count;
        e.o.vcpus = saturating_int64(vcpus);
        e.o.ram_gib = std::isnan(ram) ? 0 : ram;
        if (!std::isnan(price))
            e.od = std::isnan(e.od) ? price : std::min(e.od, price);
        if (!std::isnan(spot))
            e.spot = std::isnan(e.spot) ? spot : std::min(e.spot, spot);
    });
    if (line == 0)
        throw InputError(
            origin, "line 1",
            input_problem(InputProblemCode::CatalogFileEmpty, {{"format", "SkyPilot vms.csv"}}));
    for (std::size_t v = 0; v < gcp_vms.size(); ++v) {
        const VmRow& vm = gcp_vms[v];
        // The accelerator row for this count, or the single-GPU row times the count.
        auto it = gpu_rows.find(vm.accelerator + "/" + std::to_string(vm.count) + "/" + vm.region);
        double scale = 1.0;
        if (it == gpu_rows.end()) {
            it = gpu_rows.find(vm.accelerator + "/1/" + vm.region);
            scale = static_cast<double>(vm.count);
        }
        if (it == gpu_rows.end()) {
            ++out.unpaired_gpu_rows;
            continue;
        }
        Entry& e = merged[vm.type + "@" + vm.region];
        if (e.line == 0)
            e.line = gcp_lines[v];
        e.o.provider = provider;
        e.o.instance_type = vm.type;
        e.o.region = vm.region;
        e.o.gpu_id = gpu_id_for(vm.accelerator, vm.accelerator == "A100-80GB" ? 81920 : 40960);
        e.o.gpu_count = vm.count;
        e.o.vcpus = vm.vcpus;
        e.o.ram_gib = vm.ram;
        e.o.notes = "GCP: host VM price + accelerator price in the same region";
        const double od = vm.od + scale * it->second.first;
        const double sp = vm.spot + scale * it->second.second;
        if (!std::isnan(od))
            e.od = std::isnan(e.od) ? od : std::min(e.od, od);
        if (!std::isnan(sp))
            e.spot = std::isnan(e.spot) ? sp : std::min(e.spot, sp);
    }
    for (auto& [key, e] : merged) {
        (void)key;
        if (std::isnan(e.od) && std::isnan(e.spot)) {
            // Neither price listed (empty or 0 in every zone): named with its line, as other
            // skipped rows are (helper check, 2026-12-06: "2 offerings from 3 rows" said no
            // more).
            out.skipped.push_back(skipped_row(e.line, SkipReason::Empty, "Price"));
            continue;
        }
        if (!std::isnan(e.od))
            e.o.on_demand_per_hour = e.od;
        if (!std::isnan(e.spot))
            e.o.spot_per_hour = e.spot;
        e.o.currency = "USD";
        e.o.source = source;
        e.o.as_of = as_of;
        e.o.indicative = true;
        // The catalog reader's rules decide what is written (gpu_count 1-64, vCPUs, RAM,
        // prices, the date): an imported file always loads.
        if (const auto problem = offering_problem(e.o, nullptr)) {
            out.skipped.push_back(skipped_row(e.line, SkipReason::Other, *problem));
            continue;
        }
        out.offerings.push_back(std::move(e.o));
    }
    std::sort(out.skipped.begin(), out.skipped.end(),
              [](const auto& a, const auto& b) { return a.line < b.line; });
    return out;
}

SkyPilotImport import_skypilot_file(const std::string& file, const std::string& provider,
                                    const std::string& as_of) {
    return import_skypilot_csv(read_input_file(file, 256u * 1024u * 1024u), file, provider, as_of);
}

} // namespace gpuplanner
