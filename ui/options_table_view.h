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
};

} // namespace gpuplanner::ui
