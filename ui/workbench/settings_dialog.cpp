#include "workbench/settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSettings>

namespace gpuplanner::ui {

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings a;
    a.currency = s.value(QStringLiteral("plan/currency")).toString();
    a.language = s.value(QStringLiteral("ui/language")).toString();
    a.decimalUnits = s.value(QStringLiteral("ui/decimalUnits"), false).toBool();
    a.organisation = s.value(QStringLiteral("report/organisation")).toString();
    a.author = s.value(QStringLiteral("report/author")).toString();
    a.paper = s.value(QStringLiteral("report/paper"), QStringLiteral("a4")).toString();
    return a;
}

void AppSettings::save() const {
    QSettings s;
    s.setValue(QStringLiteral("plan/currency"), currency);
    s.setValue(QStringLiteral("ui/language"), language);
    s.setValue(QStringLiteral("ui/decimalUnits"), decimalUnits);
    s.setValue(QStringLiteral("report/organisation"), organisation);
    s.setValue(QStringLiteral("report/author"), author);
    s.setValue(QStringLiteral("report/paper"), paper);
}

SettingsDialog::SettingsDialog(const AppSettings& settings, const QStringList& currencies,
                               QWidget* parent)
    : QDialog(parent)
    , currency_(new QComboBox(this))
    , language_(new QComboBox(this))
    , units_(new QComboBox(this))
    , paper_(new QComboBox(this))
    , organisation_(new QLineEdit(settings.organisation, this))
    , author_(new QLineEdit(settings.author, this)) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    currency_->addItem(tr("As in the scenario"), QString());
    for (const QString& c : currencies)
        currency_->addItem(c, c);
    currency_->setCurrentIndex(std::max(0, currency_->findData(settings.currency)));
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    language_->setCurrentIndex(std::max(0, language_->findData(settings.language)));
    units_->addItem(tr("GiB (2^30 bytes)"), false);
    units_->addItem(tr("GB (10^9 bytes)"), true);
    units_->setCurrentIndex(settings.decimalUnits ? 1 : 0);
    form->addRow(tr("Currency of costs"), currency_);
    form->addRow(tr("Language"), language_);
    form->addRow(tr("Memory units"), units_);
    paper_->addItem(tr("A4"), QStringLiteral("a4"));
    paper_->addItem(tr("Letter"), QStringLiteral("letter"));
    paper_->setCurrentIndex(std::max(0, paper_->findData(settings.paper)));
    form->addRow(tr("Report paper"), paper_);
    form->addRow(tr("Organisation (report)"), organisation_);
    form->addRow(tr("Author (report)"), author_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

AppSettings SettingsDialog::settings() const {
    AppSettings a;
    a.currency = currency_->currentData().toString();
    a.language = language_->currentData().toString();
    a.decimalUnits = units_->currentData().toBool();
    a.paper = paper_->currentData().toString();
    a.organisation = organisation_->text().trimmed();
    a.author = author_->text().trimmed();
    return a;
}

} // namespace gpuplanner::ui
