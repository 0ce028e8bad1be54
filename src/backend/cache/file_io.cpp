#include "backend/cache/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <functional>
#include <string>
#include <system_error>
#include <thread>

namespace prism::backend::cache {
namespace {

// Closes a descriptor on every path out of a function.
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() { close(); }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;

    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    bool close() {
        if (fd_ < 0) return true;
        int rc = ::close(fd_);
        fd_ = -1;
        return rc == 0;
    }

private:
    int fd_;
};

bool write_all(int fd, std::span<const std::uint8_t> bytes) {
    while (!bytes.empty()) {
        ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        bytes = bytes.subspan(static_cast<std::size_t>(n));
    }
    return true;
}

bool read_to_end(int fd, std::vector<std::uint8_t>& out) {
    std::uint8_t chunk[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        if (n == 0) return true;
        out.insert(out.end(), chunk, chunk + n);
    }
}

// Unique among every process and thread writing into the directory at the same time: the pid
// separates processes, the thread id threads, the counter successive writes of one thread.
std::filesystem::path temporary_name(const std::filesystem::path& target) {
    static std::atomic<std::uint64_t> counter{0};
    std::size_t thread = std::hash<std::thread::id>{}(std::this_thread::get_id());
    // Appended piece by piece: `"literal" + std::string` trips a known false -Wrestrict of GCC 12 at -O3.
    std::string name = ".";
    name += target.filename().string();
    name += ".tmp-";
    name += std::to_string(::getpid());
    name += '-';
    name += std::to_string(thread);
    name += '-';
    name += std::to_string(counter.fetch_add(1));
    return target.parent_path() / name;
}

bool write_and_sync(const std::filesystem::path& path, std::span<const std::span<const std::uint8_t>> parts) {
    Descriptor fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!fd.valid()) return false;
    for (auto part : parts)
        if (!write_all(fd.get(), part)) return false;
    if (::fsync(fd.get()) != 0) return false;
    return fd.close();
}

}  // namespace

std::optional<FileContents> read_whole_file(const std::filesystem::path& path) {
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid()) return std::nullopt;
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode)) return std::nullopt;

    FileContents contents;
    contents.identity = {static_cast<std::uint64_t>(info.st_dev), static_cast<std::uint64_t>(info.st_ino)};
    contents.bytes.reserve(static_cast<std::size_t>(info.st_size));
    if (!read_to_end(fd.get(), contents.bytes)) return std::nullopt;
    return contents;
}

bool replace_file_atomically(const std::filesystem::path& target,
                             std::span<const std::span<const std::uint8_t>> parts) {
    if (target.has_parent_path()) {
        std::error_code ec;
        std::filesystem::create_directories(target.parent_path(), ec);
        if (ec) return false;
    }
    std::filesystem::path temporary = temporary_name(target);
    if (write_and_sync(temporary, parts) && ::rename(temporary.c_str(), target.c_str()) == 0) return true;
    ::unlink(temporary.c_str());
    return false;
}

void remove_if_unchanged(const std::filesystem::path& path, const FileIdentity& identity) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return;
    if (static_cast<std::uint64_t>(info.st_dev) == identity.device &&
        static_cast<std::uint64_t>(info.st_ino) == identity.inode)
        ::unlink(path.c_str());
}

}  // namespace prism::backend::cache
