#pragma once
// Settings kept with QSettings: plan currency, language, memory units.
#include <QDialog>
#include <QString>
#include <QStringList>

class QComboBox;
class QLineEdit;

namespace gpuplanner::ui {

struct AppSettings {
    QString currency; // "" = the scenario's own
    QString language; // "" = the system's, "en", "zh_CN"
    bool decimalUnits = false;
    QString organisation; // report title page
    QString author;
    QString paper = QStringLiteral("a4"); // "a4" or "letter"

    static AppSettings load();
    void save() const;
};

class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    // `currencies`: the codes the catalog's currency table converts (CurrencyTable::codes).
    SettingsDialog(const AppSettings& settings, const QStringList& currencies,
                   QWidget* parent = nullptr);
    [[nodiscard]] AppSettings settings() const;

private:
    QComboBox* currency_;
    QComboBox* language_;
    QComboBox* units_;
    QComboBox* paper_;
    QLineEdit* organisation_;
    QLineEdit* author_;
};

} // namespace gpuplanner::ui
