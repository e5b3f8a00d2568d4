#include "catalog/dstack.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace gpuplanner {

CatalogImport import_dstack_json(const std::string& text, const std::string& origin,
                                 const std::string& as_of) {
    const nlohmann::json doc = parse_json_text(text, origin);
    if (!doc.is_object() || !doc.contains("offers") || !doc["offers"].is_array())
        throw InputError(origin, "offers", input_problem(InputProblemCode::DstackNotOffers));
    const nlohmann::json& offers = doc["offers"];
    CatalogImport out;
    OfferingAccumulator acc;
    for (std::size_t i = 0; i < offers.size(); ++i) {
        const std::string field = "offers[" + std::to_string(i) + "]";
        const nlohmann::json& o = offers[i];
        if (!o.is_object())
            throw InputError(origin, field, input_problem(InputProblemCode::ExpectedOfferObject));
        ++out.rows;
        // Newer dstack nests the instance ({"instance": {"name", "resources"}}); older prints
        // instance_type and resources beside the backend.
        const nlohmann::json* instance =
            o.contains("instance") && o["instance"].is_object() ? &o["instance"] : nullptr;
        const auto text_of = [&](const nlohmann::json* j, const char* key) -> std::string {
            if (!j || !j->contains(key))
                return {};
            if (!(*j)[key].is_string())
                throw InputError(origin, field + "." + key,
                                 input_problem(InputProblemCode::ExpectedText));
            return (*j)[key].get<std::string>();
        };
        const std::string provider = text_of(&o, "backend");
        const std::string region = text_of(&o, "region");
        const std::string type =
            instance ? text_of(instance, "name") : text_of(&o, "instance_type");
        const nlohmann::json* resources = instance && instance->contains("resources")
                                              ? &(*instance)["resources"]
                                          : o.contains("resources") ? &o["resources"]
                                                                    : nullptr;
        if (!resources || !resources->is_object())
            throw InputError(origin, field + ".resources",
                             input_problem(InputProblemCode::OfferResourcesMissing));
        if (!o.contains("price") || !o["price"].is_number())
            throw InputError(origin, field + ".price",
                             input_problem(InputProblemCode::OfferPriceMissing));
        const double price = o["price"].get<double>();
        if (!std::isfinite(price) || price < 0 || price_problem(price) != PriceProblem::None)
            throw InputError(origin, field + ".price",
                             input_problem(InputProblemCode::OfferPriceRange,
                                           {{"max", format_number(kMaxPricePerHour)}}));
        const nlohmann::json* gpus = resources->contains("gpus") && (*resources)["gpus"].is_array()
                                         ? &(*resources)["gpus"]
                                         : nullptr;
        if (!gpus || gpus->empty()) {
            ++out.cpu_only_rows;
            continue;
        }
        if (price == 0) { // "not offered", not free (skypilot.cpp)
            out.skipped.push_back(skipped_row(i + 1, SkipReason::Zero, field + ".price"));
            continue;
        }
        const nlohmann::json& first = (*gpus)[0];
        std::string name = text_of(&first, "name");
        const double memory_mib = first.contains("memory_mib") && first["memory_mib"].is_number()
                                      ? first["memory_mib"].get<double>()
                                      : 0.0;
        if (text_of(&first, "vendor") == "google" && name.rfind("tpu-", 0) != 0)
            name = "tpu-" + name;
        bool plain = true; // names the catalog can hold as identifiers
        for (const auto& [what, value] :
             {std::pair<const char*, const std::string*>{"backend", &provider},
              {"instance_type", &type},
              {"region", &region},
              {"gpus[0].name", &name}})
            if (const auto problem = identifier_problem(*value); problem && plain) {
                out.skipped.push_back(
                    skipped_row(i + 1, SkipReason::Other, field + "." + what + ": " + *problem));
                plain = false;
            }
        if (!plain)
            continue;
        const std::string gpu =
            gpu_id_for_instance_type(type, gpu_id_for_accelerator(name, memory_mib));
        if (gpu.empty()) {
            out.note_unknown_accelerator(name);
            continue;
        }
        bool spot = false;
        if (o.contains("spot") && o["spot"].is_boolean())
            spot = o["spot"].get<bool>();
        else if (resources->contains("spot") && (*resources)["spot"].is_boolean())
            spot = (*resources)["spot"].get<bool>();
        OfferingAccumulator::Row row;
        row.line = i + 1;
        row.provider = provider;
        row.instance_type = type;
        row.region = region;
        row.gpu_id = gpu;
        row.gpu_count = static_cast<std::int64_t>(gpus->size());
        if (resources->contains("cpus") && (*resources)["cpus"].is_number())
            row.vcpus = saturating_int64((*resources)["cpus"].get<double>());
        if (resources->contains("memory_mib") && (*resources)["memory_mib"].is_number())
            row.ram_gib = (*resources)["memory_mib"].get<double>() / 1024.0;
        row.price = price;
        row.spot = spot;
        acc.add(row);
    }
    acc.finish(out, "dstack offer " + origin, as_of);
    return out;
}

} // namespace gpuplanner
