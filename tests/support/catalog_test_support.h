#pragma once
// What the catalog tests share (tst_offerings's classes).
#include "catalog/offerings.h"

#include <string>
#include <vector>

// The offering of `instance` in `region` in `list`, or null.
inline const gpuplanner::Offering* find_offering(const std::vector<gpuplanner::Offering>& list,
                                                 const std::string& instance,
                                                 const std::string& region) {
    for (const auto& o : list)
        if (o.instance_type == instance && o.region == region)
            return &o;
    return nullptr;
}
