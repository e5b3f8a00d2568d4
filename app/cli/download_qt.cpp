#include "download.h"

#include "io/errors.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace gpuplanner::cli {

bool is_url(const std::string& source) {
    return source.rfind("http://", 0) == 0 || source.rfind("https://", 0) == 0;
}

std::string download(const std::string& url, const DownloadLimits& limits) {
    // Qt's network stack runs in an event loop, which needs an application object; the command
    // line has none of its own.
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "gpuplan";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    const QUrl qurl(QString::fromStdString(url), QUrl::StrictMode);
    if (!qurl.isValid() ||
        (qurl.scheme() != QLatin1String("http") && qurl.scheme() != QLatin1String("https")))
        throw InputError(url, "", "not a valid http(s) URL");
    QNetworkAccessManager manager;
    QNetworkRequest request(qurl);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("gpuplan catalog update"));
    QNetworkReply* reply = manager.get(request);
    std::string body;
    std::string problem;
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    const auto fail = [&](const std::string& why) {
        if (problem.empty())
            problem = why;
        reply->abort();
    };
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        fail("no complete answer within " + QString::number(limits.timeout_seconds).toStdString() +
             " s (--timeout)");
    });
    QObject::connect(reply, &QNetworkReply::metaDataChanged, &loop, [&] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toULongLong() > limits.max_bytes)
            fail("the server announces " + std::to_string(length.toULongLong()) +
                 " bytes, more than the " + std::to_string(limits.max_bytes / (1024 * 1024)) +
                 " MiB a catalog may be");
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        const QByteArray chunk = reply->readAll();
        if (body.size() + static_cast<std::size_t>(chunk.size()) > limits.max_bytes) {
            fail("more than the " + std::to_string(limits.max_bytes / (1024 * 1024)) +
                 " MiB a catalog may be");
            return;
        }
        body.append(chunk.constData(), static_cast<std::size_t>(chunk.size()));
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    deadline.start(static_cast<int>(limits.timeout_seconds * 1000));
    if (!reply->isFinished())
        loop.exec();
    deadline.stop();
    if (problem.empty()) {
        const QByteArray rest = reply->readAll();
        if (body.size() + static_cast<std::size_t>(rest.size()) > limits.max_bytes)
            problem = "more than the " + std::to_string(limits.max_bytes / (1024 * 1024)) +
                      " MiB a catalog may be";
        else
            body.append(rest.constData(), static_cast<std::size_t>(rest.size()));
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (problem.empty() && status >= 400)
        problem =
            "HTTP " + std::to_string(status) + " " +
            reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString().toStdString();
    if (problem.empty() && reply->error() != QNetworkReply::NoError)
        problem = reply->errorString().toStdString();
    reply->deleteLater();
    if (!problem.empty())
        throw InputError(url, "", "download failed: " + problem + "; nothing was written");
    return body;
}

} // namespace gpuplanner::cli
