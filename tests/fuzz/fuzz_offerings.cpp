// A user's offerings catalog, checked against the bundled providers and currency table.
#include "catalog/offerings.h"
#include "fuzz_support.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

using namespace gpuplanner;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalogs& catalogs = fuzz::bundled_catalogs();
    fuzz::expect_only_input_errors([&] {
        const nlohmann::json doc = parse_json_text(fuzz::text(data, size), "offerings.json");
        const auto offerings =
            parse_offerings(doc, "offerings.json", nullptr, &catalogs.currencies);
        // What was read is written back as the importer and the catalog editor write it.
        (void)parse_offerings(nlohmann::json::parse(offerings_to_json_text(offerings, "fuzz")),
                              "rewritten.json", nullptr, &catalogs.currencies);
    });
    return 0;
}
