#include "catalog/catalog_update.h"

#include "catalog/dstack.h"
#include "catalog/gpuhunt.h"
#include "catalog/skypilot.h"
#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace gpuplanner {

const char* catalog_source_format_name(CatalogSourceFormat f) {
    switch (f) {
    case CatalogSourceFormat::SkyPilot:
        return "skypilot";
    case CatalogSourceFormat::SkyPilotSlurm:
        return "skypilot-slurm-pricing";
    case CatalogSourceFormat::GpuHunt:
        return "gpuhunt";
    case CatalogSourceFormat::Dstack:
        return "dstack";
    case CatalogSourceFormat::Offerings:
        return "gpuplanner-offerings";
    }
    return "";
}

CatalogSourceFormat detect_catalog_format(const std::string& text, const std::string& origin) {
    std::size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i >= text.size())
        throw InputError(origin, "", input_problem(InputProblemCode::CatalogEmpty));
    if (text[i] == '{') {
        // Only the top level decides; the importers read the whole document again.
        const nlohmann::json doc = parse_json_text(text, origin);
        if (doc.is_object() && doc.contains("offers"))
            return CatalogSourceFormat::Dstack;
        if (doc.is_object() && doc.value("format", "") == "gpuplanner-offerings")
            return CatalogSourceFormat::Offerings;
        throw InputError(origin, "", input_problem(InputProblemCode::CatalogJsonUnknown));
    }
    const std::size_t end = text.find_first_of("\r\n", i);
    const std::string header = text.substr(i, end == std::string::npos ? 4096 : end - i);
    if (header.find("InstanceType") != std::string::npos &&
        header.find("AcceleratorName") != std::string::npos)
        return CatalogSourceFormat::SkyPilot;
    if (is_gpuhunt_header(header))
        return CatalogSourceFormat::GpuHunt;
    if (is_slurm_pricing_header(header))
        return CatalogSourceFormat::SkyPilotSlurm;
    throw InputError(origin, "line 1", input_problem(InputProblemCode::CatalogHeaderUnknown));
}

std::string provider_from_origin(const std::string& origin) {
    std::string path = origin;
    if (const auto q = path.find_first_of("?#"); q != std::string::npos)
        path.resize(q);
    while (!path.empty() && path.back() == '/')
        path.pop_back();
    const auto slash = path.find_last_of('/');
    std::string file = slash == std::string::npos ? path : path.substr(slash + 1);
    std::string name;
    if ((file == "vms.csv" || file == "pricing.csv") && slash != std::string::npos) {
        const std::string dir = path.substr(0, slash);
        const auto up = dir.find_last_of('/');
        name = up == std::string::npos ? dir : dir.substr(up + 1);
    } else {
        name = file.substr(0, file.find('.'));
    }
    std::string out;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out += static_cast<char>(std::tolower(u));
        else if (c == '-' || c == '_')
            out += '-';
    }
    return identifier_problem(out) ? std::string() : out;
}

ImportedSource import_catalog_text(const std::string& text, const std::string& origin,
                                   const std::string& provider, const std::string& as_of,
                                   const CurrencyTable* currencies,
                                   const SlurmNodeShape& slurm_node) {
    ImportedSource s;
    s.origin = origin;
    s.format = detect_catalog_format(text, origin);
    const auto named = [&]() {
        std::string p = provider.empty() ? provider_from_origin(origin) : provider;
        if (p.empty())
            throw InputError(origin, "provider",
                             input_problem(InputProblemCode::ProviderNotInName));
        return p;
    };
    switch (s.format) {
    case CatalogSourceFormat::SkyPilot:
        s.result = import_skypilot_csv(text, origin, named(), as_of);
        break;
    case CatalogSourceFormat::SkyPilotSlurm:
        s.result = import_slurm_pricing_csv(text, origin, named(), as_of, slurm_node);
        break;
    case CatalogSourceFormat::GpuHunt:
        s.result = import_gpuhunt_csv(text, origin, named(), as_of);
        break;
    case CatalogSourceFormat::Dstack:
        s.result = import_dstack_json(text, origin, as_of);
        break;
    case CatalogSourceFormat::Offerings:
        s.result.offerings =
            parse_offerings(parse_json_text(text, origin), origin, nullptr, currencies);
        s.result.rows = s.result.offerings.size();
        break;
    }
    return s;
}

std::vector<Offering> merge_imported(const std::vector<ImportedSource>& sources) {
    OfferingCatalog all;
    for (const ImportedSource& s : sources)
        merge_offerings(all, s.result.offerings);
    return all.offerings;
}

std::string previous_catalog_path(const std::string& catalog_path) {
    return catalog_path + ".previous";
}

} // namespace gpuplanner
