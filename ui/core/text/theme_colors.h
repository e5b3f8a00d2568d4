#pragma once
// The few colours the workbench sets itself (error banners, warning counts, muted lines, stale
// prices, the summary panel), chosen from the palette in use: fixed light-theme colours put dark
// red on a dark window or light text on a light panel. Each pair reads with a contrast of at
// least 4.5:1 (WCAG 2.1, 1.4.3) on light and dark palettes alike (tst_ui checks it).
#include <QColor>
#include <QPalette>
#include <QString>

namespace gpuplanner::ui {

struct ThemeColors {
    bool dark = false;      // the palette's window is dark
    QColor errorText;       // on errorBackground, and on the window (status bar)
    QColor errorBackground; // banners, refused cells
    QColor warningText;     // on the view's base (the options' warnings column)
    QColor mutedText;       // on the view's base (excluded options)
    QColor staleText;       // on staleBackground (old prices in the catalog)
    QColor staleBackground;
    QColor panelBackground; // behind the palette's window text (the summary)
    QColor invalidBorder;   // around a field the reader refused
    [[nodiscard]] static ThemeColors of(const QPalette& palette);
};

// A label as an error banner: error text on the error background, padded.
[[nodiscard]] QString errorBannerStyle(const ThemeColors& colors, const char* widget = "QLabel");
// WCAG 2.1 contrast ratio of two colours (1 to 21).
[[nodiscard]] double contrastRatio(const QColor& a, const QColor& b);

} // namespace gpuplanner::ui
