#include "io/input_problem.h"

#include "io/placeholders.h"
#include "io/translatable.h"

namespace gpuplanner {

const std::string* InputProblem::arg(const std::string& name) const {
    for (const InputProblemArg& a : args)
        if (a.name == name)
            return &a.value;
    return nullptr;
}

InputProblem input_problem(InputProblemCode code, std::vector<InputProblemArg> args) {
    return InputProblem{code, std::move(args), {}};
}

const char* input_problem_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::Text:
        return nullptr;
    case InputProblemCode::CannotOpen:
        return GPUPLANNER_TEXT("InputProblem", "cannot open file");
    case InputProblemCode::IsFolder:
        return GPUPLANNER_TEXT("InputProblem", "is a folder, not a file");
    case InputProblemCode::NotRegularFile:
        return GPUPLANNER_TEXT("InputProblem", "is not a regular file");
    case InputProblemCode::FileTooLarge:
        return GPUPLANNER_TEXT("InputProblem", "file larger than {limit}");
    case InputProblemCode::CannotRead:
        return GPUPLANNER_TEXT("InputProblem", "cannot read file");
    case InputProblemCode::MalformedJson:
        return GPUPLANNER_TEXT("InputProblem", "malformed JSON: {detail}");
    case InputProblemCode::TooDeep:
        return GPUPLANNER_TEXT("InputProblem", "nesting deeper than {levels} levels");
    case InputProblemCode::GivenTwice:
        return GPUPLANNER_TEXT("InputProblem", "given twice (each key once)");
    case InputProblemCode::ExpectedObject:
        return GPUPLANNER_TEXT("InputProblem", "expected an object, found {found}");
    case InputProblemCode::ExpectedNumber:
        return GPUPLANNER_TEXT("InputProblem", "expected a number, found {found}");
    case InputProblemCode::ExpectedInteger:
        return GPUPLANNER_TEXT("InputProblem", "expected an integer, found {found}");
    case InputProblemCode::ExpectedString:
        return GPUPLANNER_TEXT("InputProblem", "expected a string, found {found}");
    case InputProblemCode::ExpectedBoolean:
        return GPUPLANNER_TEXT("InputProblem", "expected true or false, found {found}");
    case InputProblemCode::ExpectedStringArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of strings, found {found}");
    case InputProblemCode::NotFinite:
        return GPUPLANNER_TEXT("InputProblem", "not a finite number");
    case InputProblemCode::OutOfRange:
        return GPUPLANNER_TEXT("InputProblem", "{value} is out of range [{min}, {max}]");
    case InputProblemCode::IntegerTooLarge:
        return GPUPLANNER_TEXT("InputProblem", "integer too large");
    case InputProblemCode::MissingNumber:
        return GPUPLANNER_TEXT("InputProblem", "missing required number");
    case InputProblemCode::MissingInteger:
        return GPUPLANNER_TEXT("InputProblem", "missing required integer");
    case InputProblemCode::MissingString:
        return GPUPLANNER_TEXT("InputProblem", "missing required string");
    case InputProblemCode::MissingObject:
        return GPUPLANNER_TEXT("InputProblem", "missing required object");
    case InputProblemCode::UnknownValue:
        return GPUPLANNER_TEXT("InputProblem",
                               "unknown value \"{value}\" (expected one of: {allowed})");
    case InputProblemCode::UnknownField:
        return GPUPLANNER_TEXT("InputProblem", "unknown field");
    case InputProblemCode::NotUtf8Byte:
        return GPUPLANNER_TEXT("InputProblem",
                               "holds a byte that is not UTF-8 ({code} at position {position}); "
                               "identifiers must be plain text");
    case InputProblemCode::InvisibleCharacter:
        return GPUPLANNER_TEXT("InputProblem",
                               "holds a control or invisible character ({code} at position "
                               "{position}); identifiers must be plain text");
    case InputProblemCode::NotACalendarDay:
        return GPUPLANNER_TEXT("InputProblem", "\"{value}\" is not a day of the calendar");
    case InputProblemCode::ExpectedDate:
        return GPUPLANNER_TEXT("InputProblem", "expected a date YYYY-MM-DD, found \"{value}\"");
    case InputProblemCode::OneModelForm:
        return GPUPLANNER_TEXT("InputProblem",
                               "give exactly one of preset, hf_config, hf_config_file or params");
    case InputProblemCode::UnknownPreset:
        return GPUPLANNER_TEXT("InputProblem",
                               "unknown model preset \"{id}\" (gpuplan models lists them)");
    case InputProblemCode::NotJurisdiction:
        return GPUPLANNER_TEXT("InputProblem",
                               "\"{value}\" is not a jurisdiction: two capital letters, as the "
                               "providers' catalog writes them (CN, US)");
    case InputProblemCode::UnknownGpu:
        return GPUPLANNER_TEXT("InputProblem", "unknown GPU \"{id}\" (gpuplan gpus lists them)");
    case InputProblemCode::ParallelNeedsTransformer:
        return GPUPLANNER_TEXT("InputProblem",
                               "tensor and pipeline parallelism need a transformer architecture");
    case InputProblemCode::TensorParallelHeads:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "{tp}-way tensor parallelism does not divide the {heads} attention heads");
    case InputProblemCode::StagesPastLayers:
        return GPUPLANNER_TEXT("InputProblem", "{stages} pipeline stages for {layers} layers");
    case InputProblemCode::LoraNeedsTransformer:
        return GPUPLANNER_TEXT("InputProblem", "LoRA and QLoRA need a transformer architecture");
    case InputProblemCode::UnknownLoraModule:
        return GPUPLANNER_TEXT("InputProblem", "unknown module \"{module}\" (q_proj, k_proj, "
                                               "v_proj, o_proj, gate_proj, up_proj, down_proj)");
    case InputProblemCode::LoraModuleTwice:
        return GPUPLANNER_TEXT(
            "InputProblem", "\"{module}\" is already listed at [{index}]: list each module once");
    case InputProblemCode::QloraPrecision:
        return GPUPLANNER_TEXT("InputProblem", "QLoRA computes in bf16 or fp16");
    case InputProblemCode::TooManyGpus:
        return GPUPLANNER_TEXT("InputProblem",
                               "data x tensor x pipeline x context parallel exceeds {max} GPUs");
    case InputProblemCode::ChunksWithoutLayers:
        return GPUPLANNER_TEXT("InputProblem",
                               "layers ({layers}) must give every one of the pipeline_parallel x "
                               "virtual_pipeline_stages chunks at least one layer");
    case InputProblemCode::ContextSplit:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "sequence_length ({sequence_length}) must split into 2 x context_parallel chunks");
    case InputProblemCode::ContextNeedsTransformer:
        return GPUPLANNER_TEXT("InputProblem",
                               "context parallelism splits a transformer's sequences");
    case InputProblemCode::ExpertsNeedMoe:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "expert parallelism splits a mixture of experts' routed experts; this model has none");
    case InputProblemCode::ExpertsDivide:
        return GPUPLANNER_TEXT(
            "InputProblem", "must divide the number of routed experts ({experts}), found {found}");
    case InputProblemCode::ExpertsDivideData:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "must divide data_parallel x context_parallel ({product}), found {found}");
    case InputProblemCode::OffloadOptimizerZero:
        return GPUPLANNER_TEXT("InputProblem", "optimizer offload needs zero_stage 1, 2 or 3");
    case InputProblemCode::OffloadParamsZero:
        return GPUPLANNER_TEXT("InputProblem", "parameter offload needs zero_stage 3");
    case InputProblemCode::NoTokens:
        return GPUPLANNER_TEXT("InputProblem", "prompt_tokens + output_tokens must be at least 1");
    case InputProblemCode::AttentionDataNeedsMoe:
        return GPUPLANNER_TEXT("InputProblem",
                               "attention data parallelism spreads a mixture of experts' routed "
                               "experts; this model has none (add replicas instead)");
    case InputProblemCode::AttentionDataDivide:
        return GPUPLANNER_TEXT("InputProblem",
                               "tensor_parallel x attention_data_parallel ({product}) must divide "
                               "the number of routed experts ({experts})");
    case InputProblemCode::GpuCountMismatch:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "{count} GPUs do not match data x tensor x pipeline x context = {product}");
    case InputProblemCode::TooFewGpusForReplica:
        return GPUPLANNER_TEXT(
            "InputProblem", "fewer GPUs than tensor x pipeline x attention data parallelism needs");
    case InputProblemCode::VersionCharacters:
        return GPUPLANNER_TEXT("InputProblem",
                               "\"{value}\" is not a release such as 0.11.0 (letters, digits, "
                               "'.', '+' and '-')");
    case InputProblemCode::TooManyCharacters:
        return GPUPLANNER_TEXT("InputProblem", "{count} characters; at most {max} are allowed");
    case InputProblemCode::UnknownCurrency:
        return GPUPLANNER_TEXT("InputProblem", "unknown currency \"{code}\"");
    case InputProblemCode::CalibrationKeepsNoProbe:
        return GPUPLANNER_TEXT("InputProblem", "this calibration file keeps no gpuprobe result");
    case InputProblemCode::ProbeDeviceMissing:
        return GPUPLANNER_TEXT("InputProblem", "the probe file has no device {index}");
    default: // the codes of calibration, catalogs, traces, Hugging Face files and launch files,
             // then the field readers' own
        if (const char* tmpl = input_problem_template_more(code))
            return tmpl;
        return input_problem_template_fields(code);
    }
}

std::string input_problem_english(const InputProblem& problem) {
    const char* tmpl = input_problem_template(problem.code);
    if (!tmpl)
        return problem.text;
    return fill_placeholders(tmpl, [&](std::string_view name) -> std::optional<std::string> {
        if (const std::string* v = problem.arg(std::string(name)))
            return *v;
        return std::nullopt;
    });
}

bool input_problem_arg_is_word(const std::string& name) {
    return name == "found";
}

} // namespace gpuplanner
