#include "model/layout.h"

namespace gpuplanner {

std::string layout_text(const Layout& l) {
    std::string t = "dp " + std::to_string(l.data) + " x tp " + std::to_string(l.tensor) +
                    " x pp " + std::to_string(l.pipeline);
    if (l.context > 1)
        t += " x cp " + std::to_string(l.context);
    if (l.expert > 1)
        t += " (ep " + std::to_string(l.expert) + ")";
    return t;
}

} // namespace gpuplanner
