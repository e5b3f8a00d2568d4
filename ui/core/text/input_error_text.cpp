#include "core/text/input_error_text.h"

#include "core/text/save_file.h"

#include "io/atomic_write.h"
#include "io/errors.h"
#include "io/placeholders.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::ui {

QString inputProblemText(const InputError& error) {
    const InputProblem& problem = error.coded_problem();
    const char* tmpl = input_problem_template(problem.code);
    if (!tmpl)
        return QString::fromStdString(error.problem());
    const QString translated = QCoreApplication::translate("InputProblem", tmpl);
    return QString::fromStdString(fill_placeholders(
        translated.toStdString(), [&](std::string_view name) -> std::optional<std::string> {
            const std::string key(name);
            const std::string* value = problem.arg(key);
            if (!value)
                return std::nullopt;
            if (!input_problem_arg_is_word(key))
                return *value;
            return QCoreApplication::translate("InputProblem", value->c_str()).toStdString();
        }));
}

namespace {

// Where in a file, as the planner writes it ("line 26: Price", "line 1, column 3",
// "workload.lengths_file (trace.csv, line 3)"): its "line N" and "column N" in the user's
// language, the rest (field names, columns as the file names them) as written.
QString fieldText(const std::string& field) {
    static const QRegularExpression place(QStringLiteral("\\b(line|column) (\\d+)\\b"));
    const QString text = QString::fromStdString(field);
    QString out;
    qsizetype from = 0;
    for (auto it = place.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        out += m.captured(1) == QLatin1String("line")
                   ? QCoreApplication::translate("InputProblem", "line %1").arg(m.captured(2))
                   : QCoreApplication::translate("InputProblem", "column %1").arg(m.captured(2));
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

} // namespace

QString inputErrorText(const InputError& error) {
    if (const auto* write = dynamic_cast<const WriteError*>(&error))
        return writeErrorText(QString::fromStdString(error.file()), *write);
    const QString file = error.file().empty()
                             ? QCoreApplication::translate("InputProblem", "<input>")
                             : QString::fromStdString(error.file());
    const QString field = error.field().empty()
                              ? QCoreApplication::translate("InputProblem", "(top level)")
                              : fieldText(error.field());
    return QCoreApplication::translate("InputProblem", "%1: %2: %3")
        .arg(file, field, inputProblemText(error));
}

QString errorText(const std::exception& error) {
    if (const auto* input = dynamic_cast<const InputError*>(&error))
        return inputErrorText(*input);
    return QString::fromStdString(error.what());
}

} // namespace gpuplanner::ui
