#pragma once
// One check for a coded input error against a test row (the readers' tests of issue #31's and
// #32's bilingual errors): its code, its field, its named arguments ("name=value;name=value"),
// that its English is its template filled (what the CLI prints) and, where given, that the
// English starts as the row says.
#include "io/errors.h"
#include "io/input_problem.h"

#include <QtTest>

inline void verify_coded_problem(const gpuplanner::InputError& e, int code, const QString& field,
                                 const QString& args, const QString& english = QString()) {
    QCOMPARE(int(e.coded_problem().code), code);
    QCOMPARE(QString::fromStdString(e.field()), field);
    for (const QString& arg : args.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const std::string* value =
            e.coded_problem().arg(arg.section(QLatin1Char('='), 0, 0).toStdString());
        QVERIFY2(value, qPrintable(arg));
        QCOMPARE(QString::fromStdString(*value), arg.section(QLatin1Char('='), 1));
    }
    QVERIFY2(QString::fromStdString(e.problem()).startsWith(english), e.what());
    QCOMPARE(e.problem(), gpuplanner::input_problem_english(e.coded_problem()));
}
