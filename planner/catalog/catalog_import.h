#pragma once
// What an importer of another tool's catalog returns (SkyPilot vms.csv, gpuhunt CSV, dstack offer
// JSON: docs/formats.md, "Catalog imports"), and the accumulator they share: rows of one instance
// type and region fold into one offering (the cheapest on-demand and spot price of its zones or
// rows), and only what the catalog reader accepts is kept.
#include "catalog/offerings.h"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

// More offerings than this cannot fit the readers' 64 MiB (an entry is at least ~250 bytes, so
// 64 MiB holds about 270,000): the import stops there with an error instead of holding a million
// rows' offerings in memory first (bounded memory, issue #15); below it the written size decides.
inline constexpr std::size_t kMaxImportedOfferings = 400000;

// Why an importer skipped a row it could read.
enum class SkipReason {
    Other,
    Empty,            // a column that must have a value is empty ("Region", "price")
    Zero,             // a price of 0: not listed, never free
    FractionOfGpu,    // "AcceleratorCount 0.5": a machine of part of a GPU
    NodePricedAtZero, // Slurm price rules that price the node at 0 (SkyPilot's default file)
    NoAccelerator,    // Slurm price rules that name no accelerator
};

struct CatalogImport {
    std::vector<Offering> offerings;
    std::size_t rows = 0;
    std::size_t cpu_only_rows = 0;
    std::size_t unknown_accelerator_rows = 0;
    std::vector<std::string> unknown_accelerators;
    std::size_t unpaired_gpu_rows = 0; // SkyPilot GCP: VM rows with no GPU price in their region
    // Rows a catalog cannot represent (a fraction of a GPU, 80 GPUs in one machine, a million
    // vCPUs: the catalog reader's own rules, offering_problem), skipped with their line.
    struct SkippedRow {
        std::size_t line = 0;
        std::string reason; // in English, as the CLI prints it
        // What it was, for front ends that say it in their own words (skipped_row); Other: the
        // catalog reader's own rules and names that are not plain text, said in `reason` only.
        SkipReason why = SkipReason::Other;
        std::string subject; // the column, or the accelerator (NodePricedAtZero)
        std::string value;   // the cell (FractionOfGpu), or the location (NodePricedAtZero)
    };
    std::vector<SkippedRow> skipped;
    void note_unknown_accelerator(const std::string& name);
};

// A skipped row with its English reason written from `why` (the one definition of each).
[[nodiscard]] CatalogImport::SkippedRow skipped_row(std::size_t line, SkipReason why,
                                                    std::string subject,
                                                    std::string value = std::string());

// What the CSV importers share: the provider name checked (plain UTF-8 text, InputError naming
// `origin`), the text without a UTF-8 byte-order mark, and columns found by the header's names
// (their order differs between tools and versions).
void check_import_provider(const std::string& origin, const std::string& provider);
[[nodiscard]] std::string_view without_bom(const std::string& text);
class CsvColumns final {
public:
    // Reads the header `row` (a column named `renamed.first` is taken as `renamed.second`: an
    // older spelling) and checks that each of `required` is there; InputError naming `origin`,
    // line 1, the missing column and the `format`'s name ("SkyPilot vms.csv") otherwise.
    void read_header(const std::vector<std::string>& row,
                     std::initializer_list<const char*> required, const std::string& origin,
                     const char* format, std::pair<const char*, const char*> renamed = {});
    void set(const std::string& name, std::size_t index) { index_[name] = index; }
    [[nodiscard]] bool count(const std::string& name) const { return index_.count(name) != 0; }
    // The cell of `name` in `row`; "" when the column or the cell is missing.
    [[nodiscard]] std::string get(const std::vector<std::string>& row, const char* name) const {
        const auto it = index_.find(name);
        return it != index_.end() && it->second < row.size() ? row[it->second] : std::string();
    }

private:
    std::map<std::string, std::size_t> index_;
};

// A CSV cell as a plain non-negative decimal ("16", "0.5", "1e3"; no hex floats, blanks or "inf"),
// NaN when empty; InputError naming `origin`, the line and the column otherwise.
[[nodiscard]] double csv_number(const std::string& s, const std::string& origin, std::size_t line,
                                const char* column);
// The same for a price per hour, within the catalog's price range.
[[nodiscard]] double csv_price(const std::string& s, const std::string& origin, std::size_t line,
                               const char* column);

// The catalog's GPU id for an accelerator name as SkyPilot, gpuhunt and dstack write it ("H100",
// "A100" with 40 or 80 GB told apart by `memory_mib`, "RTX4090", "tpu-v5e"...), or "" for none.
[[nodiscard]] std::string gpu_id_for_accelerator(const std::string& name, double memory_mib);
// The part an instance type names where the accelerator name leaves it open: "pcie" or the word
// "pci" in the type (Lambda's gpu_1x_h100_pcie, Cudo's epyc-genoa-a100-pcie and
// intel-ice-lake-a100-pci_...) and Azure's NC A100 v4 sizes make an SXM part its PCIe card, and
// "40GB" / "80GB" (DataCrunch's 8xA100_40GB) sets an A100's or A800's memory. `gpu_id` unchanged
// where the type says neither or the catalog has no such card.
[[nodiscard]] std::string gpu_id_for_instance_type(const std::string& instance_type,
                                                   const std::string& gpu_id);
// The SkyPilot accelerator name of a catalog GPU ("h100-sxm" -> "H100"), or "" for none.
[[nodiscard]] std::string skypilot_accelerator(const std::string& gpu_id);

// Rows of one provider, instance type and region fold into one offering.
class OfferingAccumulator final {
public:
    struct Row {
        std::size_t line = 0;
        std::string provider, instance_type, region, gpu_id;
        std::int64_t gpu_count = 0;
        std::int64_t vcpus = 0;
        double ram_gib = 0;
        double price = 0;
        bool spot = false;
    };
    void add(const Row& r);
    // The offerings (USD per hour, `source`, `as_of`), those the catalog reader would refuse
    // moved to `out.skipped`.
    void finish(CatalogImport& out, const std::string& source, const std::string& as_of);
    [[nodiscard]] std::size_t size() const { return entries_.size(); }

private:
    struct Entry {
        std::size_t line = 0;
        Offering o;
    };
    std::map<std::string, Entry> entries_;
};

} // namespace gpuplanner
