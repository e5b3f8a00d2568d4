// The English templates of the input problems of calibration, catalog import, request-length
// traces, Hugging Face files and launch files (input_problem.h); input_problem.cpp holds the
// others and passes these codes on here.
#include "io/input_problem.h"

#include "io/translatable.h"

namespace gpuplanner {

namespace {

const char* calibration_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::CalibrationNeedsScenario:
        return GPUPLANNER_TEXT("InputProblem", "give the scenario the run planned (--scenario)");
    case InputProblemCode::TrainingRunGpu:
        return GPUPLANNER_TEXT("InputProblem",
                               "name the GPU the run used (hardware.gpu and hardware.count): a "
                               "calibration holds for one GPU");
    case InputProblemCode::TrainingRunJob:
        return GPUPLANNER_TEXT("InputProblem", "expected an object (the run's training job)");
    case InputProblemCode::TrainingLogNeedsTraining:
        return GPUPLANNER_TEXT(
            "InputProblem", "a training log needs the scenario of a training job, not a service");
    case InputProblemCode::NoPlanForLogLayout:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "no plan for the layout of {file} on this scenario's hardware (see gpuplan plan)");
    case InputProblemCode::BenchmarkRunGpu:
        return GPUPLANNER_TEXT("InputProblem",
                               "name the GPU the benchmark ran on (hardware.gpu and "
                               "hardware.count): a calibration holds for one GPU");
    case InputProblemCode::BenchmarkNeedsService:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "a serving benchmark needs the scenario of the service (type \"inference\")");
    case InputProblemCode::NoServingPlan:
        return GPUPLANNER_TEXT("InputProblem", "no serving plan on this scenario's hardware");
    case InputProblemCode::NoServingPlanAtLoad:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "no serving plan at the load of {file} on this scenario's hardware (see gpuplan plan)");
    case InputProblemCode::BenchmarkLacksFigures:
        return GPUPLANNER_TEXT("InputProblem",
                               "the benchmark does not state it: a calibration needs the time to "
                               "first token, the time per output token and the load");
    case InputProblemCode::ExpectedRunArray:
        return GPUPLANNER_TEXT("InputProblem", "expected an array of measured runs");
    case InputProblemCode::NoStartupLine:
        return GPUPLANNER_TEXT("InputProblem",
                               "no vLLM (\"Model loading took\", \"GPU KV cache size:\") or SGLang "
                               "(\"Load weight end.\", \"KV Cache is allocated.\") start-up line "
                               "in {lines} line(s)");
    case InputProblemCode::GuidellmNoBenchmarks:
        return GPUPLANNER_TEXT("InputProblem", "expected a list of GuideLLM benchmarks");
    case InputProblemCode::GuidellmNoMetrics:
        return GPUPLANNER_TEXT("InputProblem", "missing: is this a GuideLLM report?");
    case InputProblemCode::MissingPositiveNumber:
        return GPUPLANNER_TEXT("InputProblem", "missing or not a positive number");
    case InputProblemCode::BenchmarkNumberMissing:
        return GPUPLANNER_TEXT("InputProblem",
                               "missing or not a number: is this a vllm bench serve result (or "
                               "GuideLLM's benchmarks.json)?");
    case InputProblemCode::BenchmarkTooManyRequests:
        return GPUPLANNER_TEXT("InputProblem", "more requests than any benchmark sends");
    case InputProblemCode::NoBenchmarkResult:
        return GPUPLANNER_TEXT("InputProblem",
                               "no \"Serving Benchmark Result\" block and not a JSON result: is "
                               "this the output of vllm bench serve or SGLang's bench_serving?");
    case InputProblemCode::NoOutputThroughputLine:
        return GPUPLANNER_TEXT("InputProblem",
                               "the result block has no \"Output token throughput (tok/s):\" line");
    case InputProblemCode::BenchmarkNotObject:
        return GPUPLANNER_TEXT("InputProblem",
                               "expected a JSON object (vllm bench serve --save-result)");
    case InputProblemCode::NoTrainingLogLine:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "no Megatron iteration line, torchtitan step line, DeepSpeed throughput line, Trainer "
            "metrics or Lightning progress bar found in {lines} line(s); nor is it a serving "
            "benchmark's result (vllm bench serve --save-result JSON, GuideLLM's "
            "benchmarks.json, SGLang's bench_serving output) or a vLLM start-up log");
    case InputProblemCode::OnlyWarmupStep:
        return GPUPLANNER_TEXT("InputProblem",
                               "only the first {tool} step was logged (it holds the warm-up): run "
                               "at least two logging intervals");
    default:
        return nullptr;
    }
}

const char* catalog_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::NotUtf8Text:
        return GPUPLANNER_TEXT("InputProblem", "not UTF-8 text: {text}");
    case InputProblemCode::ExpectedNonNegative:
        return GPUPLANNER_TEXT("InputProblem", "expected a non-negative number, found \"{value}\"");
    case InputProblemCode::PriceTooLarge:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "{value} per hour is above the largest price a catalog accepts ({max})");
    case InputProblemCode::CatalogColumnMissing:
        return GPUPLANNER_TEXT("InputProblem", "missing column {column} (is this a {format}?)");
    case InputProblemCode::CatalogFileEmpty:
        return GPUPLANNER_TEXT("InputProblem", "empty file: expected a {format} header");
    case InputProblemCode::CsvUnterminatedQuote:
        return GPUPLANNER_TEXT("InputProblem", "unterminated quoted field");
    case InputProblemCode::TooManyOfferings:
        return GPUPLANNER_TEXT("InputProblem",
                               "more than {max} offerings: more than a catalog file can hold (64 "
                               "MiB); import the file in parts (by region)");
    case InputProblemCode::TooManyPriceRules:
        return GPUPLANNER_TEXT("InputProblem", "more than 100,000 price rules");
    case InputProblemCode::CatalogEmpty:
        return GPUPLANNER_TEXT("InputProblem",
                               "empty: expected a SkyPilot vms.csv, a gpuhunt CSV, dstack offer "
                               "JSON or a GPU Planner offerings file");
    case InputProblemCode::CatalogJsonUnknown:
        return GPUPLANNER_TEXT("InputProblem",
                               "a JSON document that is neither dstack offer's output "
                               "(\"offers\") nor a GPU Planner offerings file (\"format\": "
                               "\"gpuplanner-offerings\")");
    case InputProblemCode::CatalogHeaderUnknown:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "not a catalog this reads: expected a SkyPilot vms.csv header (InstanceType, "
            "AcceleratorName, ...), SkyPilot's slurm/pricing.csv header (Region, Zone, "
            "PricePerVCPU, ...), a gpuhunt header (instance_name, location, price, ...), dstack "
            "offer JSON or a GPU Planner offerings file");
    case InputProblemCode::ProviderNotInName:
        return GPUPLANNER_TEXT("InputProblem",
                               "the provider cannot be read from the name: give --provider NAME");
    case InputProblemCode::DstackNotOffers:
        return GPUPLANNER_TEXT("InputProblem",
                               "expected dstack offer's JSON ({\"offers\": [...]}, from `dstack "
                               "offer --format json`)");
    case InputProblemCode::ExpectedOfferObject:
        return GPUPLANNER_TEXT("InputProblem", "expected an offer object");
    case InputProblemCode::ExpectedText:
        return GPUPLANNER_TEXT("InputProblem", "expected text");
    case InputProblemCode::OfferResourcesMissing:
        return GPUPLANNER_TEXT("InputProblem", "missing the offer's resources");
    case InputProblemCode::OfferPriceMissing:
        return GPUPLANNER_TEXT("InputProblem", "expected the price per hour (USD)");
    case InputProblemCode::OfferPriceRange:
        return GPUPLANNER_TEXT("InputProblem", "expected a price per hour between 0 and {max}");
    case InputProblemCode::ExpectedTrueFalse:
        return GPUPLANNER_TEXT("InputProblem", "expected True or False, found \"{value}\"");
    case InputProblemCode::OfferingsFolderUnreadable:
        return GPUPLANNER_TEXT("InputProblem", "cannot read the offerings folder: {detail}");
    case InputProblemCode::CatalogTooLarge:
        return GPUPLANNER_TEXT("InputProblem",
                               "the catalog would be larger than the {mib} MiB a catalog file may "
                               "be ({count} offerings); import fewer rows");
    case InputProblemCode::NoGpuInCatalog:
        return GPUPLANNER_TEXT("InputProblem", "the catalog lists no GPU");
    default:
        return nullptr;
    }
}

const char* trace_and_model_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::TraceTokenRange:
        return GPUPLANNER_TEXT("InputProblem",
                               "token counts must be whole numbers from 1 to {max}, found {value}");
    case InputProblemCode::TraceNotList:
        return GPUPLANNER_TEXT("InputProblem",
                               "expected a list of [prompt_tokens, output_tokens] pairs");
    case InputProblemCode::TraceTooManyRequests:
        return GPUPLANNER_TEXT("InputProblem", "more than 1,000,000 requests");
    case InputProblemCode::TraceEntryShape:
        return GPUPLANNER_TEXT("InputProblem",
                               "expected [prompt_tokens, output_tokens] or an object with "
                               "prompt_tokens and output_tokens, whole numbers");
    case InputProblemCode::TraceEmpty:
        return GPUPLANNER_TEXT("InputProblem", "the trace is empty");
    case InputProblemCode::TraceHeaderColumns:
        return GPUPLANNER_TEXT("InputProblem",
                               "the header names no prompt and output token columns (e.g. "
                               "prompt_tokens,output_tokens or ContextTokens,GeneratedTokens)");
    case InputProblemCode::TraceRowNumbers:
        return GPUPLANNER_TEXT("InputProblem",
                               "expected the prompt and output token counts as whole numbers");
    case InputProblemCode::TraceNoRequest:
        return GPUPLANNER_TEXT("InputProblem", "the trace holds no request");
    case InputProblemCode::LengthPairRange:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "expected [prompt_tokens, output_tokens], two whole numbers from 1 to {max}");
    case InputProblemCode::HfConfigNotObject:
        return GPUPLANNER_TEXT("InputProblem", "a Hugging Face config must be a JSON object");
    case InputProblemCode::WeightDtype:
        return GPUPLANNER_TEXT("InputProblem",
                               "\"{dtype}\": the weight index gives bytes; only bfloat16, float16 "
                               "and float32 checkpoints are turned into parameters");
    case InputProblemCode::ParameterCountRange:
        return GPUPLANNER_TEXT("InputProblem", "gives {params} parameters; expected 1 to 10^14");
    case InputProblemCode::SafetensorsNotObject:
        return GPUPLANNER_TEXT("InputProblem", "expected a JSON object of tensors");
    case InputProblemCode::TensorShapeMissing:
        return GPUPLANNER_TEXT("InputProblem", "missing or not a list");
    case InputProblemCode::TensorShapeNotIntegers:
        return GPUPLANNER_TEXT("InputProblem", "expected non-negative integers");
    case InputProblemCode::WeightIndexNoSize:
        return GPUPLANNER_TEXT("InputProblem", "missing or not a positive number of bytes");
    case InputProblemCode::SafetensorsTooShort:
        return GPUPLANNER_TEXT("InputProblem", "shorter than the 8-byte header length");
    case InputProblemCode::SafetensorsHeaderSize:
        return GPUPLANNER_TEXT("InputProblem", "declares a {bytes}-byte header (at most 100 MB)");
    case InputProblemCode::SafetensorsHeaderCut:
        return GPUPLANNER_TEXT("InputProblem", "the file ends inside its header");
    case InputProblemCode::PresetFolderUnreadable:
        return GPUPLANNER_TEXT("InputProblem", "cannot read the model preset folder: {detail}");
    default:
        return nullptr;
    }
}

const char* launch_template(InputProblemCode code) {
    switch (code) {
    case InputProblemCode::AscendNoMegatronDeepSpeed:
        return GPUPLANNER_TEXT("InputProblem",
                               "{gpu}: this option combines model parallelism with DeepSpeed ZeRO "
                               "(Megatron-DeepSpeed), which Ascend's stack does not run "
                               "(MindSpeed-LLM is Megatron-LM without DeepSpeed): pin the "
                               "framework to megatron or deepspeed and plan again");
    case InputProblemCode::AscendNoDisaggregation:
        return GPUPLANNER_TEXT("InputProblem",
                               "{gpu}: disaggregated prefill and decode is written with vLLM's "
                               "NixlConnector, which vLLM-Ascend replaces with connectors of its "
                               "own; export a colocated option");
    case InputProblemCode::NoFittingStrategy:
        return GPUPLANNER_TEXT("InputProblem", "this option has no training strategy that fits");
    case InputProblemCode::SkyPilotNoCloud:
        return GPUPLANNER_TEXT("InputProblem",
                               "SkyPilot has no cloud for provider \"{provider}\" (it launches on "
                               "aws, gcp, azure, lambda): export for slurm or kubernetes");
    case InputProblemCode::SkyPilotNoCloudOwned:
        return GPUPLANNER_TEXT("InputProblem",
                               "SkyPilot has no cloud for the own machine (it launches on aws, "
                               "gcp, azure, lambda): export for slurm or kubernetes");
    case InputProblemCode::OptionDoesNotFit:
        return GPUPLANNER_TEXT("InputProblem", "this option does not fit in memory");
    case InputProblemCode::LaunchNeedsCuda:
        return GPUPLANNER_TEXT("InputProblem",
                               "{gpu} does not run CUDA; the launch files use CUDA images "
                               "(PyTorch, DeepSpeed, Megatron-LM, vLLM), or Huawei Ascend's stack "
                               "(MindSpeed-LLM, vLLM-Ascend). Use the vendor's: AMD ROCm builds, "
                               "Intel Gaudi's Habana software, JAX on TPUs");
    case InputProblemCode::ServingLaunchNeedsTransformer:
        return GPUPLANNER_TEXT(
            "InputProblem",
            "serving launch files are written for transformer language models (vLLM)");
    case InputProblemCode::LaunchDisaggregatedFormats:
        return GPUPLANNER_TEXT("InputProblem",
                               "this option disaggregates prefill and decode; its launch files "
                               "are written for slurm and kubernetes only");
    default:
        return nullptr;
    }
}

} // namespace

const char* input_problem_template_more(InputProblemCode code) {
    for (const auto area :
         {calibration_template, catalog_template, trace_and_model_template, launch_template})
        if (const char* tmpl = area(code))
            return tmpl;
    return nullptr;
}

} // namespace gpuplanner
