#include "core/text/theme_colors.h"

#include <cmath>

namespace gpuplanner::ui {

ThemeColors ThemeColors::of(const QPalette& palette) {
    ThemeColors c;
    c.dark = palette.color(QPalette::Window).lightness() < 128;
    if (c.dark) {
        c.errorText = QColor(0xff, 0xb4, 0xab);
        c.errorBackground = QColor(0x5c, 0x1a, 0x16);
        c.warningText = QColor(0xff, 0xb7, 0x4d);
        c.mutedText = QColor(0xa8, 0xa8, 0xa8);
        c.staleText = QColor(0xff, 0xff, 0xff);
        c.staleBackground = QColor(0x6d, 0x4c, 0x41);
        c.invalidBorder = QColor(0xff, 0x6e, 0x63);
    } else {
        c.errorText = QColor(0x8a, 0x1c, 0x13);
        c.errorBackground = QColor(0xfd, 0xe2, 0xe1);
        c.warningText = QColor(0x8c, 0x54, 0x00);
        c.mutedText = QColor(0x55, 0x55, 0x55);
        c.staleText = QColor(0x00, 0x00, 0x00);
        c.staleBackground = QColor(0xff, 0xe0, 0xb2);
        c.invalidBorder = QColor(0xc6, 0x28, 0x28);
    }
    // A tint of the selection colour over the window: light on a light theme, dark on a dark one.
    const QColor window = palette.color(QPalette::Window);
    const QColor tint = palette.color(QPalette::Highlight);
    const double a = 0.12;
    c.panelBackground =
        QColor::fromRgbF(static_cast<float>(window.redF() * (1 - a) + tint.redF() * a),
                         static_cast<float>(window.greenF() * (1 - a) + tint.greenF() * a),
                         static_cast<float>(window.blueF() * (1 - a) + tint.blueF() * a));
    return c;
}

QString errorBannerStyle(const ThemeColors& colors, const char* widget) {
    return QStringLiteral("%1 { background: %2; color: %3; padding: 6px; border-radius: 3px; }")
        .arg(QLatin1String(widget), colors.errorBackground.name(), colors.errorText.name());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace gpuplanner::ui
