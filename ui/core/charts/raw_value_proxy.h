#pragma once
// Qt Charts' model mappers read Qt::DisplayRole; our models show formatted text there and keep
// numbers in RawValueRole. This proxy hands the charts the numbers of the very same model.
#include <QIdentityProxyModel>

namespace gpuplanner::ui {

class RawValueProxy final : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role) const override;
};

} // namespace gpuplanner::ui
