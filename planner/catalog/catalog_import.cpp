#include "catalog/catalog_import.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/utf8.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>

namespace gpuplanner {

namespace {

// Accelerator names (SkyPilot's, which gpuhunt and dstack share for most parts) and the catalog's
// GPU ids, one table for both directions (import and launch files); A100 and V100 name two memory
// sizes each, told apart by the memory the row gives.
const std::pair<const char*, const char*> kAcceleratorIds[] = {
    {"T4", "t4"},
    {"L4", "l4"},
    {"A10G", "a10g"},
    {"A10", "a10"},
    {"L40S", "l40s"},
    {"L40", "l40"},
    {"A100-80GB", "a100-sxm4-80gb"},
    {"A100", "a100-sxm4-40gb"},
    {"H100", "h100-sxm"},
    {"H100-MEGA", "h100-sxm"},
    {"H200", "h200-sxm"},
    {"V100-32GB", "v100-sxm2-32gb"},
    {"V100", "v100-sxm2-16gb"},
    {"B200", "b200"},
    {"B300", "b300"},
    {"GB200", "gb200"},
    {"MI300X", "mi300x"},
    {"RTX4090", "rtx-4090"},
    {"RTX5090", "rtx-5090"},
    {"RTX3090", "rtx-3090"},
    {"RTX6000-Ada", "rtx-6000-ada"},
    {"RTX6000Ada", "rtx-6000-ada"},
    {"A6000", "rtx-a6000"},
    {"RTXA6000", "rtx-a6000"},
    {"A800", "a800-sxm4-80gb"},
    {"H800", "h800-sxm"},
    {"H20", "h20"},
    {"tpu-v5e", "tpu-v5e"},
    {"v5litepod", "tpu-v5e"},
    {"MI355X", "mi355x"},
    {"GB300", "gb300"},
    // SkyPilot's RTX PRO 6000 is the Server Edition in the clouds that list it; lium marks the
    // workstation card "-WK" and Vast the server one "S".
    {"RTXPRO6000", "rtx-pro-6000-blackwell-server"},
    // Other spellings of the same parts in the clouds' own catalog files (skypilot-catalog v8
    // cudo, hyperstack, spheron, verda, seeweb, shadeform, lium, vast: the samples under
    // resources/catalog/samples): after the canonical names, so launch files use those.
    {"H100-SXM", "h100-sxm"},
    {"H100-80G-SXM5", "h100-sxm"},
    {"H100_SXM5", "h100-sxm"},
    {"H100-80G-PCIe", "h100-pcie"},
    {"H100-80G-PCIe-NVLink", "h100-pcie"},
    {"H100_PCIE", "h100-pcie"},
    {"H100_PCIE_BAREMETAL", "h100-pcie"},
    {"A100-80G-PCIe", "a100-pcie-80gb"},
    {"A100-80G-PCIe-NVLink", "a100-pcie-80gb"},
    {"A100_80G_PCIE", "a100-pcie-80gb"},
    {"A100_80G_SXM4", "a100-sxm4-80gb"},
    {"RTX-A6000", "rtx-a6000"},
    {"A6000_PCIE_HIGH_PERF", "rtx-a6000"},
    {"A6000_PCIE_LOW_RAM", "rtx-a6000"},
    {"RTX5090_PCIE", "rtx-5090"},
    {"RTX5090_PCIE_BAREMETAL", "rtx-5090"},
    {"L40S_PCIE", "l40s"},
    {"L40S_PCIE_BAREMETAL", "l40s"},
    {"L40_PCIE", "l40"},
    {"L4_PCIE", "l4"},
    {"RTX6000ADA_PCIE", "rtx-6000-ada"},
    {"RTX-6000-Ada", "rtx-6000-ada"},
    {"V100_32G_PCIE", "v100-pcie-32gb"},
    {"RTXPro6000", "rtx-pro-6000-blackwell-server"},
    {"RTX-PRO-6000", "rtx-pro-6000-blackwell-server"},
    {"RTX PRO 6000 96GB", "rtx-pro-6000-blackwell-server"},
    {"RTXPRO6000S", "rtx-pro-6000-blackwell-server"},
    {"RTXPRO6000_PCIE", "rtx-pro-6000-blackwell-server"},
    {"RTXPRO6000_PCIE_BAREMETAL", "rtx-pro-6000-blackwell-server"},
    {"RTXPRO6000-WK", "rtx-pro-6000-blackwell"},
};

} // namespace

void check_import_provider(const std::string& origin, const std::string& provider) {
    if (provider != valid_utf8(provider))
        throw InputError(origin, "provider",
                         input_problem(InputProblemCode::NotUtf8Text, {{"text", provider}}));
    check_identifier(origin, "provider", provider);
}

std::string_view without_bom(const std::string& text) {
    std::string_view csv(text);
    if (csv.size() >= 3 && csv.compare(0, 3, "\xEF\xBB\xBF") == 0)
        csv.remove_prefix(3);
    return csv;
}

// A plain non-negative decimal ("16", "0.5", "1e3"), NaN when empty. std::from_chars, not stod:
// stod reads hex floats ("0x1p4" is 16), leading blanks and the C locale's comma; from_chars in
// its general format stops at the "x" of "0x", so the whole text is not used and it is refused.
double csv_number(const std::string& s, const std::string& origin, std::size_t line,
                  const char* column) {
    if (s.empty())
        return std::nan("");
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v) || v < 0)
        throw InputError(origin, "line " + std::to_string(line) + ": " + column,
                         input_problem(InputProblemCode::ExpectedNonNegative, {{"value", s}}));
    return v;
}

// A price column: a non-negative number within the catalog's price range (the rule every catalog
// reader and the catalog editor apply), or NaN when empty.
double csv_price(const std::string& s, const std::string& origin, std::size_t line,
                 const char* column) {
    const double v = csv_number(s, origin, line, column);
    if (!std::isnan(v) && price_problem(v) == PriceProblem::TooLarge)
        throw InputError(origin, "line " + std::to_string(line) + ": " + column,
                         input_problem(InputProblemCode::PriceTooLarge,
                                       {{"value", s}, {"max", format_number(kMaxPricePerHour)}}));
    return v;
}

void CsvColumns::read_header(const std::vector<std::string>& row,
                             std::initializer_list<const char*> required, const std::string& origin,
                             const char* format, std::pair<const char*, const char*> renamed) {
    for (std::size_t i = 0; i < row.size(); ++i)
        set(renamed.first && row[i] == renamed.first ? std::string(renamed.second) : row[i], i);
    for (const char* column : required)
        if (!count(column))
            throw InputError(origin, "line 1",
                             input_problem(InputProblemCode::CatalogColumnMissing,
                                           {{"column", column}, {"format", format}}));
}

CatalogImport::SkippedRow skipped_row(std::size_t line, SkipReason why, std::string subject,
                                      std::string value) {
    std::string reason;
    switch (why) {
    case SkipReason::Empty:
        reason = subject + ": empty";
        break;
    case SkipReason::Zero:
        reason = subject + ": 0";
        break;
    case SkipReason::FractionOfGpu:
        reason = subject + " " + value + ": a fraction of a GPU cannot be planned";
        break;
    case SkipReason::NodePricedAtZero:
        reason = subject + " in " + (value.empty() ? std::string("any region") : value) +
                 ": the rule prices the node at 0";
        break;
    case SkipReason::NoAccelerator:
        reason = "no rule names an accelerator (AcceleratorName): no GPU to price";
        break;
    case SkipReason::Other:
        reason = subject;
        break;
    }
    return {line, std::move(reason), why, std::move(subject), std::move(value)};
}

void CatalogImport::note_unknown_accelerator(const std::string& name) {
    ++unknown_accelerator_rows;
    if (std::find(unknown_accelerators.begin(), unknown_accelerators.end(), name) ==
        unknown_accelerators.end())
        unknown_accelerators.push_back(name);
}

std::string gpu_id_for_accelerator(const std::string& name, double memory_mib) {
    if (name == "A100")
        return memory_mib > 50000 ? "a100-sxm4-80gb" : "a100-sxm4-40gb";
    if (name == "V100")
        return memory_mib > 20000 ? "v100-sxm2-32gb" : "v100-sxm2-16gb";
    for (const auto& [accelerator, id] : kAcceleratorIds)
        if (name == accelerator)
            return id;
    return {};
}

std::string gpu_id_for_instance_type(const std::string& instance_type, const std::string& gpu_id) {
    std::string type;
    type.reserve(instance_type.size());
    for (const char c : instance_type)
        type += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto says = [&](const char* s) { return type.find(s) != std::string::npos; };
    // The memory right after the part's name ("a100_40gb", "a100-80g"), not a RAM size
    // elsewhere in the type (Cudo's "..._2x20v40gb" is 40 GB of host memory).
    const auto memory_after = [&](const char* part) -> int {
        for (auto at = type.find(part); at != std::string::npos; at = type.find(part, at + 1)) {
            std::size_t i = at + std::strlen(part);
            if (i < type.size() && (type[i] == '_' || type[i] == '-' || type[i] == ' '))
                ++i;
            if (type.compare(i, 3, "40g") == 0)
                return 40;
            if (type.compare(i, 3, "80g") == 0)
                return 80;
        }
        return 0;
    };
    const int memory = std::max(memory_after("a100"), memory_after("a800"));
    std::string id = gpu_id;
    if (memory == 40) {
        if (id == "a100-sxm4-80gb")
            id = "a100-sxm4-40gb";
        else if (id == "a100-pcie-80gb")
            id = "a100-pcie-40gb";
        else if (id == "a800-pcie-80gb")
            id = "a800-pcie-40gb";
    } else if (memory == 80) {
        if (id == "a100-sxm4-40gb")
            id = "a100-sxm4-80gb";
        else if (id == "a100-pcie-40gb")
            id = "a100-pcie-80gb";
    }
    // The PCIe card: "pcie" in the type, or "pci" as a word of it (Cudo's
    // intel-ice-lake-a100-pci_1x2v4gb); Azure's NC A100 v4 sizes (Standard_NC24ads_A100_v4), "A100
    // PCIe" GPUs (Microsoft's Azure docs, NCv3 retirement page).
    const auto pci_word = [&] {
        for (auto at = type.find("pci"); at != std::string::npos; at = type.find("pci", at + 1)) {
            const bool starts = at == 0 || !std::isalpha(static_cast<unsigned char>(type[at - 1]));
            const std::size_t end = at + 3;
            if (starts && (end == type.size() || type[end] == 'e' ||
                           !std::isalpha(static_cast<unsigned char>(type[end]))))
                return true;
        }
        return false;
    };
    if (pci_word() || (type.rfind("standard_nc", 0) == 0 && says("a100_v4"))) {
        static const std::pair<const char*, const char*> kPcieCards[] = {
            {"a100-sxm4-40gb", "a100-pcie-40gb"},
            {"a100-sxm4-80gb", "a100-pcie-80gb"},
            {"a800-sxm4-80gb", "a800-pcie-80gb"},
            {"h100-sxm", "h100-pcie"},
            {"v100-sxm2-32gb", "v100-pcie-32gb"}};
        for (const auto& [sxm, pcie] : kPcieCards)
            if (id == sxm)
                id = pcie;
    }
    return id;
}

std::string skypilot_accelerator(const std::string& gpu_id) {
    for (const auto& [accelerator, id] : kAcceleratorIds)
        if (gpu_id == id)
            return accelerator;
    return {};
}

void OfferingAccumulator::add(const Row& r) {
    Entry& e = entries_[r.provider + "\n" + r.instance_type + "\n" + r.region];
    if (e.line == 0) {
        e.line = r.line;
        e.o.provider = r.provider;
        e.o.instance_type = r.instance_type;
        e.o.region = r.region;
        e.o.gpu_id = r.gpu_id;
        e.o.gpu_count = r.gpu_count;
        e.o.vcpus = r.vcpus;
        e.o.ram_gib = r.ram_gib;
    }
    std::optional<double>& price = r.spot ? e.o.spot_per_hour : e.o.on_demand_per_hour;
    price = price ? std::min(*price, r.price) : r.price;
}

void OfferingAccumulator::finish(CatalogImport& out, const std::string& source,
                                 const std::string& as_of) {
    for (auto& [key, e] : entries_) {
        (void)key;
        e.o.currency = "USD";
        e.o.source = source;
        e.o.as_of = as_of;
        e.o.indicative = true;
        if (const auto problem = offering_problem(e.o, nullptr)) {
            out.skipped.push_back(skipped_row(e.line, SkipReason::Other, *problem));
            continue;
        }
        out.offerings.push_back(std::move(e.o));
    }
    entries_.clear();
    std::sort(out.skipped.begin(), out.skipped.end(),
              [](const auto& a, const auto& b) { return a.line < b.line; });
}

} // namespace gpuplanner
