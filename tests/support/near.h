#pragma once
// Relative comparison of two computed figures, for the tests that check formulas against hand
// computations (default: equal to 1e-9 of the larger).
#include <algorithm>
#include <cmath>

inline bool near(double a, double b, double rel = 1e-9) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}
