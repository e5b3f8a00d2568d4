#pragma once
// Standard output that remembers why a write failed. gpuplan's output is read by scripts: a
// write that fails (a full disk under `plan --all --json > f`, `> /dev/full`, a closed pipe)
// must fail the command with the system's reason, not exit 0 with a cut file. std::cout loses
// the errno of the write that failed; this buffer keeps it.
#include <cerrno>
#include <streambuf>
#include <string>

#include <unistd.h>

namespace gpuplanner::cli {

class CheckedOutput final : public std::streambuf {
public:
    explicit CheckedOutput(int fd)
        : fd_(fd) {
        setp(buffer_, buffer_ + sizeof buffer_);
    }
    CheckedOutput(const CheckedOutput&) = delete;
    CheckedOutput& operator=(const CheckedOutput&) = delete;
    ~CheckedOutput() override { (void)drain(); }

    // The errno of the first write that failed, 0 when every byte was written.
    [[nodiscard]] int error() const { return error_; }

protected:
    int_type overflow(int_type c) override {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain() {
        const char* p = pbase();
        while (p < pptr() && error_ == 0) {
            const ssize_t n = ::write(fd_, p, static_cast<std::size_t>(pptr() - p));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                error_ = n < 0 ? errno : EIO;
            else
                p += n;
        }
        setp(buffer_, buffer_ + sizeof buffer_); // what could not be written is dropped
        return error_ == 0;
    }

    int fd_;
    int error_ = 0;
    char buffer_[1 << 16];
};

} // namespace gpuplanner::cli
