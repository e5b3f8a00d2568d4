// The English templates of the problems the field readers find themselves (input_problem.h): a
// document's format and version, Hugging Face config.json fields, offerings and currency files,
// gpuprobe results, the GPU catalog, calibration files and scenario fields. input_problem.cpp
// passes these codes on here.
#include "io/input_problem.h"

#include "io/translatable.h"

namespace gpuplanner {

namespace {

const char* document_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::WrongFormat:
        return GPUPLANNER_TEXT("InputProblem", "expected \"{format}\"");
    case InputProblemCode::WrongFormatFound:
        return GPUPLANNER_TEXT("InputProblem", "expected \"{format}\", found \"{value}\"");
    case InputProblemCode::VersionNewer:
        return GPUPLANNER_TEXT("InputProblem",
                               "version {version} is newer than this program ({supported})");
    case InputProblemCode::ExpectedArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array");
    default:
        return nullptr;
    }
}

const char* model_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::IntegerListExpected:
        return GPUPLANNER_TEXT("InputProblem", "expected a list of at most {max} integers");
    case InputProblemCode::IntegerListItems:
        return GPUPLANNER_TEXT("InputProblem", "expected a list of integers");
    case InputProblemCode::StringListExpected:
        return GPUPLANNER_TEXT("InputProblem", "expected a list of at most {max} strings");
    case InputProblemCode::StringListItems:
        return GPUPLANNER_TEXT("InputProblem", "expected a list of strings");
    case InputProblemCode::KvHeadsDivide:
        return GPUPLANNER_TEXT("InputProblem",
                               "must divide num_attention_heads ({heads}), found {value}");
    case InputProblemCode::ExpertsPerTokenRange:
        return GPUPLANNER_TEXT("InputProblem", "must be between 1 and the number of experts");
    case InputProblemCode::NoMoeLayer:
        return GPUPLANNER_TEXT("InputProblem",
                               "no layer is a mixture-of-experts layer (the dense layers "
                               "first_k_dense_replace, mlp_only_layers or decoder_sparse_step "
                               "leave cover all of them)");
    case InputProblemCode::QuantBlockSize:
        return GPUPLANNER_TEXT("InputProblem", "expected two integers (rows, columns)");
    case InputProblemCode::QuantMethodUnsupported:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "\"{method}\" is not a format the planner sizes (fp8, mxfp4, awq, gptq)");
    case InputProblemCode::ModelTypeMissing:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "missing or not a string; a Hugging Face config.json names its model_type");
    case InputProblemCode::TextConfigMissing:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "missing: a {model_type} config holds its language model in text_config");
    case InputProblemCode::UnsupportedModelType:
        return GPUPLANNER_TEXT("InputProblem",
                               "unsupported model_type \"{model_type}\" (supported: {supported}); "
                               "a config.json file with a model.safetensors.index.json or "
                               "model.safetensors beside it is read from its weights");
    case InputProblemCode::ArchitectureTooLarge:
        return GPUPLANNER_TEXT("InputProblem",
                               "the architecture has more than 4.6e18 parameters (hidden size, "
                               "heads, layers and vocabulary together): not a model to plan");
    case InputProblemCode::HeadDimNeeded:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "hidden_size is not a multiple of num_attention_heads and no head_dim is given");
    case InputProblemCode::HiddenNotMultipleOfHeads:
        return GPUPLANNER_TEXT("InputProblem", "hidden size is not a multiple of the head count");
    case InputProblemCode::LayerTypesCount:
        return GPUPLANNER_TEXT("InputProblem",
                               "lists {count} layers; num_hidden_layers is {layers}");
    case InputProblemCode::QwenMoeSlidingWindow:
        return GPUPLANNER_TEXT("InputProblem",
                               "sliding windows on Qwen MoE layers are not modelled");
    case InputProblemCode::NoRopeLayersCount:
        return GPUPLANNER_TEXT("InputProblem", "must list every layer ({layers})");
    case InputProblemCode::PresetNeedsHfConfig:
        return GPUPLANNER_TEXT("InputProblem",
                               "missing: a transformer preset stores its config.json fields");
    default:
        return nullptr;
    }
}

const char* catalog_and_probe_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::ExpectedOfferingArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of offerings");
    case InputProblemCode::UnknownProvider:
        return GPUPLANNER_TEXT("InputProblem",
                               "unknown provider \"{provider}\" (not in providers.json)");
    case InputProblemCode::SpotPriceAndDiscount:
        return GPUPLANNER_TEXT("InputProblem", "give a spot price or a spot discount, not both");
    case InputProblemCode::DiscountNeedsOnDemand:
        return GPUPLANNER_TEXT("InputProblem", "a discount needs an on-demand price");
    case InputProblemCode::NoPrice:
        return GPUPLANNER_TEXT("InputProblem", "no price for any billing mode");
    case InputProblemCode::OfferingTwice:
        return GPUPLANNER_TEXT("InputProblem",
                               "offerings[{index}] already gives the {mode} price of {provider} "
                               "{instance_type} in {region}: give each instance type, region and "
                               "billing mode once");
    case InputProblemCode::CurrencyBaseUsd:
        return GPUPLANNER_TEXT("InputProblem", "rates are per US dollar: base must be \"USD\"");
    case InputProblemCode::UsdRateMissing:
        return GPUPLANNER_TEXT("InputProblem", "USD missing");
    case InputProblemCode::ScopeOfUnlistedCertification:
        return GPUPLANNER_TEXT("InputProblem",
                               "not in the provider's certifications: list it there first");
    case InputProblemCode::ExpectedDeviceArray:
        return GPUPLANNER_TEXT("InputProblem", "expected a non-empty array of devices");
    case InputProblemCode::MedianAboveBest:
        return GPUPLANNER_TEXT("InputProblem", "larger than best");
    case InputProblemCode::GemmShape:
        return GPUPLANNER_TEXT("InputProblem", "expected [m, n, k]");
    case InputProblemCode::GemmShapeNotPositive:
        return GPUPLANNER_TEXT("InputProblem", "expected positive integers");
    case InputProblemCode::SweepNotArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of [m, n, k, flops per second]");
    case InputProblemCode::SweepRows:
        return GPUPLANNER_TEXT("InputProblem", "expected rows [m, n, k, flops per second]");
    case InputProblemCode::ExpectedDeviceIndex:
        return GPUPLANNER_TEXT("InputProblem", "expected a device index");
    case InputProblemCode::ExpectedGpuArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of GPUs");
    case InputProblemCode::UsableAboveMemory:
        return GPUPLANNER_TEXT("InputProblem", "more than memory_gib");
    case InputProblemCode::NoPeakFlops:
        return GPUPLANNER_TEXT("InputProblem", "no peak given for any precision");
    case InputProblemCode::DuplicateGpuId:
        return GPUPLANNER_TEXT("InputProblem", "duplicate GPU id \"{id}\"");
    default:
        return nullptr;
    }
}

const char* calibration_and_scenario_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::ExpectedCalibrationArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of calibrations");
    case InputProblemCode::CalibrationNeedsNetwork:
        return GPUPLANNER_TEXT("InputProblem",
                               "name the network the exchange crossed (\"intra_node\", ...)");
    case InputProblemCode::LengthsTwice:
        return GPUPLANNER_TEXT("InputProblem", "give the request lengths inline (lengths) or in a "
                                               "file (lengths_file), not both");
    case InputProblemCode::LengthsList:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "expected a list of 1 to 1,000,000 [prompt_tokens, output_tokens] pairs");
    case InputProblemCode::ChunksDivideLayersForStack:
        return GPUPLANNER_TEXT("InputProblem",
                               "layers ({layers}) must divide into pipeline_parallel x "
                               "virtual_pipeline_stages chunks for this software stack "
                               "(performance.stack megatron_core, nemo or torchtitan split them "
                               "unevenly)");
    case InputProblemCode::GlobalBatchTwice:
        return GPUPLANNER_TEXT("InputProblem",
                               "give global_batch_tokens or global_batch_samples, not both");
    case InputProblemCode::RatesNeedDate:
        return GPUPLANNER_TEXT("InputProblem",
                               "give the date of the rates in rates_per_usd (YYYY-MM-DD)");
    case InputProblemCode::UnknownFieldNear:
        return GPUPLANNER_TEXT("InputProblem", "unknown field (did you mean \"{name}\"?)");
    default:
        return nullptr;
    }
}

} // namespace

const char* input_problem_template_fields(InputProblemCode code) {
    for (const auto area : {document_template, model_template, catalog_and_probe_template,
                            calibration_and_scenario_template})
        if (const char* tmpl = area(code))
            return tmpl;
    return nullptr;
}

} // namespace gpuplanner
