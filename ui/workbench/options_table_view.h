#pragma once
// The options table: a QTableView that can lay its rows out at once (instead of on Qt's deferred
// timer) and paints its cells from a cache of shaped text. Both exist for speed: after every edit
// the whole table is repainted, and without them it was painted twice per plan and spent most of
// its time shaping the same strings again (docs/bench.md).
#include <QTableView>

namespace gpuplanner::ui {

class OptionsTableView final : public QTableView {
    Q_OBJECT
public:
    explicit OptionsTableView(QWidget* parent = nullptr);

    /// Lays out rows and scroll bars now, so that a model reset and the column fit that follows
    /// it are painted in one pass rather than once now and once more from the deferred layout.
    void layoutNow() { executeDelayedItemsLayout(); }

    /// As resizeColumnsToContents, but a column narrower than its content grows and a wider one
    /// shrinks only when `shrink`: widths that change with every edit ("9.5 h", "10.2 h") made
    /// Qt repaint the whole table a second time per plan from its deferred column-resize timer.
    void fitColumns(bool shrink);
};

} // namespace gpuplanner::ui
