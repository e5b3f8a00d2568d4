#include "raw_value_proxy.h"

#include "core/models/model_roles.h"

namespace gpuplanner::ui {

QVariant RawValueProxy::data(const QModelIndex& index, int role) const {
    return QIdentityProxyModel::data(index, role == Qt::DisplayRole ? RawValueRole : role);
}

} // namespace gpuplanner::ui
