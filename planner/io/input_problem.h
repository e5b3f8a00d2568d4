#pragma once
// What is wrong with an input, as a code with named arguments, so that each front end words it
// (DESIGN.md §2: the planner reports codes, the front ends turn them into words). Each code's
// English template is written here once: InputError's problem() is it filled (the CLI prints
// that), and the workbench translates the same template (context "InputProblem",
// GPUPLANNER_TEXT) and fills it. Problems not coded yet carry their English sentence (Text).
#include <string>
#include <vector>

namespace gpuplanner {

enum class InputProblemCode {
    Text, // the English sentence is all there is (InputProblem::text)
    CannotOpen,
    IsFolder,
    NotRegularFile,
    FileTooLarge, // {limit}
    CannotRead,
    MalformedJson, // {detail}: the JSON parser's own words, English
    TooDeep,       // {levels}
    GivenTwice,
    ExpectedObject,      // {found}
    ExpectedNumber,      // {found}
    ExpectedInteger,     // {found}: a JSON kind, or the number given (1.5)
    ExpectedString,      // {found}
    ExpectedBoolean,     // {found}
    ExpectedStringArray, // {found}
    NotFinite,
    OutOfRange, // {value} {min} {max}
    IntegerTooLarge,
    MissingNumber,
    MissingInteger,
    MissingString,
    MissingObject,
    UnknownValue, // {value} {allowed}: the value given and the values there are, as written
    UnknownField,
    NotUtf8Byte,        // {code} {position}
    InvisibleCharacter, // {code} {position}
    NotACalendarDay,    // {value}: shaped YYYY-MM-DD, no such day
    ExpectedDate,       // {value}
    // Scenario rules across fields (scenario_reader.cpp)
    OneModelForm,
    UnknownPreset,   // {id}
    UnknownGpu,      // {id}
    NotJurisdiction, // {value}: not two capital letters
    ParallelNeedsTransformer,
    TensorParallelHeads, // {tp} {heads}
    StagesPastLayers,    // {stages} {layers}
    LoraNeedsTransformer,
    UnknownLoraModule, // {module}
    LoraModuleTwice,   // {module} {index}
    QloraPrecision,
    TooManyGpus,         // {max}
    ChunksWithoutLayers, // {layers}
    ContextSplit,        // {sequence_length}
    ContextNeedsTransformer,
    ExpertsNeedMoe,
    ExpertsDivide,     // {experts} {found}
    ExpertsDivideData, // {product} {found}
    OffloadOptimizerZero,
    OffloadParamsZero,
    NoTokens,
    AttentionDataNeedsMoe,
    AttentionDataDivide, // {product} {experts}
    GpuCountMismatch,    // {count} {product}
    TooFewGpusForReplica,
    VersionCharacters, // {value}
    TooManyCharacters, // {count} {max}
    UnknownCurrency,   // {code}
    CalibrationKeepsNoProbe,
    ProbeDeviceMissing, // {index}
    // The templates below are in input_problem_more.cpp.
    // Calibration: training logs, serving benchmarks, engine start-up logs (planner/calibration)
    CalibrationNeedsScenario,
    TrainingRunGpu,
    TrainingRunJob,
    TrainingLogNeedsTraining,
    NoPlanForLogLayout, // {file}
    BenchmarkRunGpu,
    BenchmarkNeedsService,
    NoServingPlan,
    NoServingPlanAtLoad, // {file}
    BenchmarkLacksFigures,
    ExpectedRunArray,
    NoStartupLine, // {lines}
    GuidellmNoBenchmarks,
    GuidellmNoMetrics,
    MissingPositiveNumber,
    BenchmarkNumberMissing,
    BenchmarkTooManyRequests,
    NoBenchmarkResult,
    NoOutputThroughputLine,
    BenchmarkNotObject,
    NoTrainingLogLine, // {lines}
    OnlyWarmupStep,    // {tool}
    // Catalog import and update, offerings files, the GPU catalog (planner/catalog, hardware)
    NotUtf8Text,          // {text}: the cell with its bytes made valid
    ExpectedNonNegative,  // {value}
    PriceTooLarge,        // {value} {max}
    CatalogColumnMissing, // {column} {format}: a format's name ("SkyPilot vms.csv")
    CatalogFileEmpty,     // {format}
    CsvUnterminatedQuote,
    TooManyOfferings, // {max}
    TooManyPriceRules,
    CatalogEmpty,
    CatalogJsonUnknown,
    CatalogHeaderUnknown,
    ProviderNotInName,
    DstackNotOffers,
    ExpectedOfferObject,
    ExpectedText,
    OfferResourcesMissing,
    OfferPriceMissing,
    OfferPriceRange,           // {max}
    ExpectedTrueFalse,         // {value}
    OfferingsFolderUnreadable, // {detail}: the system's own words, English
    CatalogTooLarge,           // {mib} {count}
    NoGpuInCatalog,
    // Request-length traces and a scenario's lengths (planner/io/length_trace.cpp)
    TraceTokenRange, // {max} {value}
    TraceNotList,
    TraceTooManyRequests,
    TraceEntryShape,
    TraceEmpty,
    TraceHeaderColumns,
    TraceRowNumbers,
    TraceNoRequest,
    LengthPairRange, // {max}
    // Hugging Face files: config.json, weight index, safetensors header; presets (planner/model)
    HfConfigNotObject,
    WeightDtype,         // {dtype}
    ParameterCountRange, // {params}
    SafetensorsNotObject,
    TensorShapeMissing,
    TensorShapeNotIntegers,
    WeightIndexNoSize,
    SafetensorsTooShort,
    SafetensorsHeaderSize, // {bytes}
    SafetensorsHeaderCut,
    PresetFolderUnreadable, // {detail}: the system's own words, English
    // Launch files for a plan option (planner/launch)
    AscendNoMegatronDeepSpeed, // {gpu}
    AscendNoDisaggregation,    // {gpu}
    NoFittingStrategy,
    SkyPilotNoCloud, // {provider}
    SkyPilotNoCloudOwned,
    OptionDoesNotFit,
    LaunchNeedsCuda, // {gpu}
    ServingLaunchNeedsTransformer,
    LaunchDisaggregatedFormats,
    // The field readers' own checks (the templates are in input_problem_fields.cpp).
    // A document's kind and version (every gpuplanner-* file)
    WrongFormat,      // {format}: the format's name ("gpuplanner-offerings")
    WrongFormatFound, // {format} {value}
    VersionNewer,     // {version} {supported}
    ExpectedArray,
    // Hugging Face config.json fields and model presets (planner/model)
    IntegerListExpected, // {max}
    IntegerListItems,
    StringListExpected, // {max}
    StringListItems,
    KvHeadsDivide, // {heads} {value}
    ExpertsPerTokenRange,
    NoMoeLayer,
    QuantBlockSize,
    QuantMethodUnsupported, // {method}
    ModelTypeMissing,
    TextConfigMissing,    // {model_type}
    UnsupportedModelType, // {model_type} {supported}: the model_type values, as written
    ArchitectureTooLarge,
    HeadDimNeeded,
    HiddenNotMultipleOfHeads,
    LayerTypesCount, // {count} {layers}
    QwenMoeSlidingWindow,
    NoRopeLayersCount, // {layers}
    PresetNeedsHfConfig,
    // Offerings and providers files, currency tables (planner/catalog)
    ExpectedOfferingArray,
    UnknownProvider, // {provider}
    SpotPriceAndDiscount,
    DiscountNeedsOnDemand,
    NoPrice,
    OfferingTwice, // {index} {mode} {provider} {instance_type} {region}: mode as in the file
    CurrencyBaseUsd,
    UsdRateMissing,
    ScopeOfUnlistedCertification, // certification_regions names one the provider does not list
    // gpuprobe results (planner/hardware/probe_result.cpp)
    ExpectedDeviceArray,
    MedianAboveBest,
    GemmShape,
    GemmShapeNotPositive,
    SweepNotArray,
    SweepRows,
    ExpectedDeviceIndex,
    // The GPU catalog (planner/hardware/hardware.cpp)
    ExpectedGpuArray,
    UsableAboveMemory,
    NoPeakFlops,
    DuplicateGpuId, // {id}
    // Calibration files (planner/time/calibration.cpp)
    ExpectedCalibrationArray,
    CalibrationNeedsNetwork,
    // Scenario fields (planner/scenario)
    LengthsTwice,
    LengthsList,
    ChunksDivideLayersForStack, // {layers}
    GlobalBatchTwice,
    RatesNeedDate,
    UnknownFieldNear, // {name}: a field of the object spelled nearly the same ("arrival")
};

struct InputProblemArg {
    std::string name;  // the template's {name}
    std::string value; // as the input or the planner wrote it (numbers in plain digits)
};

struct InputProblem {
    InputProblemCode code = InputProblemCode::Text;
    std::vector<InputProblemArg> args;
    std::string text; // Text only: the sentence

    [[nodiscard]] const std::string* arg(const std::string& name) const;
};

[[nodiscard]] InputProblem input_problem(InputProblemCode code,
                                         std::vector<InputProblemArg> args = {});

// The English template of a code ("{value} is out of range [{min}, {max}]"); nullptr for Text.
[[nodiscard]] const char* input_problem_template(InputProblemCode code);
// The same for the codes from CalibrationNeedsScenario on (input_problem_more.cpp, which keeps
// input_problem.cpp short); nullptr for the others.
[[nodiscard]] const char* input_problem_template_more(InputProblemCode code);
// The same for the codes from WrongFormat on (input_problem_fields.cpp); nullptr for the others.
[[nodiscard]] const char* input_problem_template_fields(InputProblemCode code);
// The English sentence: the template filled with the arguments as they are.
[[nodiscard]] std::string input_problem_english(const InputProblem& problem);
// Arguments whose values are the planner's own words (the kind of JSON value found: "a
// string"), which the front ends translate in the same context.
[[nodiscard]] bool input_problem_arg_is_word(const std::string& name);

} // namespace gpuplanner
