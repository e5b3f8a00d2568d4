#include "scenario/scenario_schema.h"

#include <stdexcept>
#include <utility>

namespace gpuplanner {

std::string FieldSchema::key() const {
    const std::string p = pointer;
    return p.substr(p.rfind('/') + 1);
}

const FieldChoice* FieldSchema::choice(const std::string& k) const {
    for (const FieldChoice& c : choices)
        if (k == c.key)
            return &c;
    return nullptr;
}

const char* FieldSchema::choice_key(int value) const {
    for (const FieldChoice& c : choices)
        if (c.value == value)
            return c.key;
    throw std::logic_error(std::string("no choice of ") + pointer + " stands for " +
                           std::to_string(value));
}

namespace field_table {
std::vector<FieldSchema> workload_rows(); // scenario_fields_workload.cpp
std::vector<FieldSchema> plan_rows();     // scenario_fields_plan.cpp
std::vector<FieldSchema> serving_rows();  // scenario_fields_serving.cpp
} // namespace field_table

const std::vector<FieldSchema>& scenario_fields() {
    static const std::vector<FieldSchema> fields = [] {
        std::vector<FieldSchema> all = field_table::workload_rows();
        for (FieldSchema& f : field_table::serving_rows())
            all.push_back(std::move(f));
        for (FieldSchema& f : field_table::plan_rows())
            all.push_back(std::move(f));
        return all;
    }();
    return fields;
}

const FieldSchema* find_scenario_field(const std::string& pointer) {
    for (const FieldSchema& f : scenario_fields())
        if (pointer == f.pointer)
            return &f;
    return nullptr;
}

const std::vector<std::string>& known_certifications() {
    static const std::vector<std::string> known = {"ISO 27001", "SOC 2",   "GDPR",
                                                   "HIPAA",     "PCI DSS", "China MLPS"};
    return known;
}

const FieldSchema& scenario_field(const std::string& pointer) {
    if (const FieldSchema* f = find_scenario_field(pointer))
        return *f;
    throw std::logic_error("scenario_field: no field " + pointer + " in the schema");
}

std::string to_string(WorkloadType t) {
    return scenario_field("/workload/type").choice_key(int(t));
}
std::string to_string(Optimizer o) {
    return scenario_field("/workload/optimizer").choice_key(int(o));
}
std::string to_string(Framework f) {
    return scenario_field("/workload/framework").choice_key(int(f));
}
std::string to_string(Recompute r) {
    return scenario_field("/workload/activation_checkpointing").choice_key(int(r));
}
std::string to_string(FineTuneMethod m) {
    return scenario_field("/workload/method").choice_key(int(m));
}

unsigned workload_type_mask(WorkloadType type) {
    switch (type) {
    case WorkloadType::Training:
        return kPreTrainingMask;
    case WorkloadType::FineTuning:
        return kFineTuningMask;
    case WorkloadType::Inference:
        return kInferenceMask;
    }
    return 0;
}

std::optional<WorkloadType> workload_type_from_key(const std::string& key) {
    if (const FieldChoice* c = scenario_field("/workload/type").choice(key))
        return static_cast<WorkloadType>(c->value);
    return std::nullopt;
}

bool workload_field_applies(const std::string& key, WorkloadType type) {
    const FieldSchema* f = find_scenario_field("/workload/" + key);
    return f && (f->applies & workload_type_mask(type)) != 0;
}

} // namespace gpuplanner
