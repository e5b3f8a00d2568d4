#include "model/precision.h"

namespace gpuplanner {

std::string to_string(Precision p) {
    switch (p) {
    case Precision::FP32:
        return "fp32";
    case Precision::TF32:
        return "tf32";
    case Precision::FP16:
        return "fp16";
    case Precision::BF16:
        return "bf16";
    case Precision::FP8:
        return "fp8";
    case Precision::INT8:
        return "int8";
    case Precision::INT4:
        return "int4";
    }
    return "fp32";
}

std::optional<Precision> precision_from_string(const std::string& s) {
    for (Precision p : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16,
                        Precision::FP8, Precision::INT8, Precision::INT4})
        if (to_string(p) == s)
            return p;
    return std::nullopt;
}

double storage_bytes(Precision p) {
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::FP16:
    case Precision::BF16:
        return 2.0;
    case Precision::FP8:
    case Precision::INT8:
        return 1.0;
    case Precision::INT4:
        return 0.5;
    }
    return 4.0;
}

} // namespace gpuplanner
