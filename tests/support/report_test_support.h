#pragma once
// Running gpuplan and poppler's tools from the report's test classes (tst_report.cpp,
// tst_report_committee.cpp).
#include <QProcess>
#include <QString>
#include <QStringList>

struct Result {
    int code = -1;
    QString out;
    QString err;
};

inline Result run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    Result r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

inline Result gpuplan(const QStringList& args) {
    return run(QStringLiteral(GPUPLAN_EXECUTABLE), args);
}
