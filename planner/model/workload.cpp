#include "model/workload.h"

namespace gpuplanner {

std::string to_string(WorkloadType t) {
    switch (t) {
    case WorkloadType::Training:
        return "training";
    case WorkloadType::FineTuning:
        return "fine_tuning";
    case WorkloadType::Inference:
        return "inference";
    }
    return "training";
}

std::string to_string(Framework f) {
    switch (f) {
    case Framework::DeepSpeed:
        return "deepspeed";
    case Framework::Megatron:
        return "megatron";
    case Framework::PyTorch:
        return "pytorch";
    }
    return "deepspeed";
}

std::string to_string(Optimizer o) {
    switch (o) {
    case Optimizer::AdamW:
        return "adamw";
    case Optimizer::SgdMomentum:
        return "sgd_momentum";
    case Optimizer::Adafactor:
        return "adafactor";
    case Optimizer::Adam8bit:
        return "adam_8bit";
    }
    return "adamw";
}

std::string to_string(Recompute r) {
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

std::string to_string(FineTuneMethod m) {
    switch (m) {
    case FineTuneMethod::Full:
        return "full";
    case FineTuneMethod::LoRA:
        return "lora";
    case FineTuneMethod::QLoRA:
        return "qlora";
    }
    return "full";
}

} // namespace gpuplanner
