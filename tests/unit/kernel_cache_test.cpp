// The on-disk kernel cache: entries round-trip, every kind of damage is a clean miss, the
// environment picks the directory, and concurrent writers in several processes never tear an entry.
#include "backend/cache/kernel_cache.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace prism::backend::cache {
namespace {

namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;

CacheKey sample_key(const std::string& source = "0123456789abcdef") {
    return CacheKey{source, "gen-1", "Test GPU sm_90", "nvrtc 12.4", "-arch=sm_90 -default-device"};
}

Bytes pattern(std::size_t size, std::uint32_t seed) {
    Bytes out(size);
    std::uint32_t state = seed * 2654435761u + 1;
    for (auto& b : out) {
        state = state * 1664525u + 1013904223u;
        b = static_cast<std::uint8_t>(state >> 24);
    }
    return out;
}

Bytes read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& path, const Bytes& bytes, std::size_t size) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(size));
}

// Sets or unsets an environment variable for one scope, then puts the old value back.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (old_)
            ::setenv(name_.c_str(), old_->c_str(), 1);
        else
            ::unsetenv(name_.c_str());
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    std::string name_;
    std::optional<std::string> old_;
};

class KernelCacheTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() /
               ("prism-cache-test-" + std::to_string(::getpid()) + "-" + test->name());
        fs::remove_all(dir_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add, ec);
        fs::remove_all(dir_, ec);
    }
    fs::path dir_;
};

TEST(KernelCacheDigest, IsFnv1a64InSixteenHexDigits) {
    EXPECT_EQ(hex_digest(""), "cbf29ce484222325");
    EXPECT_EQ(hex_digest("a"), "af63dc4c8601ec8c");
    EXPECT_EQ(hex_digest("foobar"), "85944171f73967e8");
}

TEST(KernelCacheKey, TextSeparatesEveryField) {
    CacheKey a = sample_key();
    CacheKey b = a;
    b.device = a.device + ";options=x";
    EXPECT_NE(a.text(), b.text());
    CacheKey c = a;
    c.options += "\n";
    EXPECT_EQ(c.text().find('\n'), std::string::npos);
    EXPECT_NE(a.text(), c.text());
}

TEST_F(KernelCacheTest, RoundTripsAPayload) {
    KernelCache cache(dir_);
    Bytes payload = pattern(4096, 1);
    cache.store(sample_key(), payload);
    EXPECT_EQ(cache.entry_path(sample_key()), dir_ / (hex_digest(sample_key().text()) + ".bin"));
    EXPECT_TRUE(fs::exists(cache.entry_path(sample_key())));
    EXPECT_EQ(cache.load(sample_key()), payload);
}

TEST_F(KernelCacheTest, RoundTripsAnEmptyPayload) {
    KernelCache cache(dir_);
    cache.store(sample_key(), {});
    auto loaded = cache.load(sample_key());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_TRUE(loaded->empty());
}

TEST_F(KernelCacheTest, StoreReplacesAnOlderEntry) {
    KernelCache cache(dir_);
    cache.store(sample_key(), pattern(100, 1));
    cache.store(sample_key(), pattern(200, 2));
    EXPECT_EQ(cache.load(sample_key()), pattern(200, 2));
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST_F(KernelCacheTest, AnotherKeyIsAMiss) {
    KernelCache cache(dir_);
    cache.store(sample_key("aaaa"), pattern(64, 1));
    EXPECT_FALSE(cache.load(sample_key("bbbb")).has_value());
    CacheKey other_options = sample_key("aaaa");
    other_options.options = "-O0";
    EXPECT_FALSE(cache.load(other_options).has_value());
}

TEST_F(KernelCacheTest, MissingDirectoryIsAMissAndIsCreatedOnStore) {
    KernelCache cache(dir_ / "nested" / "deeper");
    EXPECT_FALSE(cache.load(sample_key()).has_value());
    cache.store(sample_key(), pattern(10, 3));
    EXPECT_EQ(cache.load(sample_key()), pattern(10, 3));
}

TEST_F(KernelCacheTest, EveryTruncationFailsCleanlyAndIsRemoved) {
    KernelCache cache(dir_);
    Bytes payload = pattern(300, 4);
    cache.store(sample_key(), payload);
    const fs::path path = cache.entry_path(sample_key());
    const Bytes whole = read_file(path);
    ASSERT_GT(whole.size(), payload.size());
    for (std::size_t size = 0; size < whole.size(); ++size) {
        write_file(path, whole, size);
        EXPECT_FALSE(cache.load(sample_key()).has_value()) << "truncated to " << size << " bytes";
        EXPECT_FALSE(fs::exists(path)) << "truncated to " << size << " bytes";
    }
    write_file(path, whole, whole.size());
    EXPECT_EQ(cache.load(sample_key()), payload);
}

TEST_F(KernelCacheTest, TrailingBytesAreCorrupt) {
    KernelCache cache(dir_);
    cache.store(sample_key(), pattern(50, 5));
    const fs::path path = cache.entry_path(sample_key());
    Bytes padded = read_file(path);
    padded.push_back(0);
    write_file(path, padded, padded.size());
    EXPECT_FALSE(cache.load(sample_key()).has_value());
    EXPECT_FALSE(fs::exists(path));
}

TEST_F(KernelCacheTest, FlippedPayloadByteFailsTheChecksum) {
    KernelCache cache(dir_);
    Bytes payload = pattern(1000, 6);
    cache.store(sample_key(), payload);
    const fs::path path = cache.entry_path(sample_key());
    const Bytes whole = read_file(path);
    for (std::size_t at : {whole.size() - payload.size(), whole.size() - 500, whole.size() - 1}) {
        Bytes damaged = whole;
        damaged[at] ^= 0x01;
        write_file(path, damaged, damaged.size());
        EXPECT_FALSE(cache.load(sample_key()).has_value()) << "byte " << at << " flipped";
        EXPECT_FALSE(fs::exists(path));
    }
}

TEST_F(KernelCacheTest, WrongMagicIsCorrupt) {
    KernelCache cache(dir_);
    cache.store(sample_key(), pattern(20, 7));
    const fs::path path = cache.entry_path(sample_key());
    Bytes damaged = read_file(path);
    damaged[0] = 'X';
    write_file(path, damaged, damaged.size());
    EXPECT_FALSE(cache.load(sample_key()).has_value());
    EXPECT_FALSE(fs::exists(path));
}

TEST_F(KernelCacheTest, OtherFormatVersionIsAMiss) {
    KernelCache cache(dir_);
    cache.store(sample_key(), pattern(20, 8));
    const fs::path path = cache.entry_path(sample_key());
    Bytes other = read_file(path);
    other[8] = 0x7f;  // the version field follows the 8-byte magic
    write_file(path, other, other.size());
    EXPECT_FALSE(cache.load(sample_key()).has_value());
}

TEST_F(KernelCacheTest, SameFileNameWithAnotherKeyInsideIsAMiss) {
    KernelCache cache(dir_);
    const CacheKey a = sample_key("aaaa");
    const CacheKey b = sample_key("bbbb");
    cache.store(a, pattern(64, 9));
    fs::copy_file(cache.entry_path(a), cache.entry_path(b));  // as if the two names collided
    EXPECT_FALSE(cache.load(b).has_value());
    EXPECT_EQ(cache.load(a), pattern(64, 9));
}

TEST_F(KernelCacheTest, DirectoryBelowAFileIsASilentMiss) {
    fs::create_directories(dir_);
    write_file(dir_ / "a-file", Bytes{1, 2, 3}, 3);
    KernelCache cache(dir_ / "a-file" / "cache");  // no one, not even root, can create this
    EXPECT_NO_THROW(cache.store(sample_key(), pattern(10, 10)));
    EXPECT_FALSE(cache.load(sample_key()).has_value());
}

TEST_F(KernelCacheTest, ReadOnlyDirectoryIsASilentMiss) {
    if (::geteuid() == 0) GTEST_SKIP() << "root ignores directory permissions";
    fs::create_directories(dir_);
    fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec);
    KernelCache cache(dir_);
    EXPECT_NO_THROW(cache.store(sample_key(), pattern(10, 10)));
    EXPECT_FALSE(cache.load(sample_key()).has_value());
    EXPECT_TRUE(fs::is_empty(dir_));
}

TEST_F(KernelCacheTest, FailedStoreLeavesNoTemporaryFile) {
    fs::create_directories(dir_);
    KernelCache cache(dir_);
    fs::create_directory(cache.entry_path(sample_key()));  // rename over a directory fails
    cache.store(sample_key(), pattern(10, 11));
    EXPECT_FALSE(cache.load(sample_key()).has_value());
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST(KernelCacheEnvironment, DirectoryFollowsTheVariablesInOrder) {
    ScopedEnv prism_dir("PRISM_CACHE_DIR", "/somewhere/prism-dir");
    ScopedEnv xdg("XDG_CACHE_HOME", "/xdg");
    ScopedEnv home("HOME", "/home/someone");
    EXPECT_EQ(default_directory(), fs::path("/somewhere/prism-dir"));
    {
        ScopedEnv unset("PRISM_CACHE_DIR", nullptr);
        EXPECT_EQ(default_directory(), fs::path("/xdg/prism"));
        ScopedEnv empty_xdg("XDG_CACHE_HOME", "");
        EXPECT_EQ(default_directory(), fs::path("/home/someone/.cache/prism"));
        ScopedEnv relative_xdg("XDG_CACHE_HOME", "relative/dir");
        EXPECT_EQ(default_directory(), fs::path("/home/someone/.cache/prism"));
        ScopedEnv no_home("HOME", nullptr);
        EXPECT_EQ(default_directory().parent_path(), fs::temp_directory_path());
    }
}

TEST(KernelCacheEnvironment, PrismCacheOffDisablesIt) {
    {
        ScopedEnv unset("PRISM_CACHE", nullptr);
        EXPECT_TRUE(enabled_by_environment());
    }
    for (const char* off : {"0", "off", "false", "OFF", "False"}) {
        ScopedEnv set("PRISM_CACHE", off);
        EXPECT_FALSE(enabled_by_environment()) << off;
        EXPECT_EQ(open_cache(true, "/tmp/x"), nullptr) << off;
    }
    for (const char* on : {"1", "on", "true", ""}) {
        ScopedEnv set("PRISM_CACHE", on);
        EXPECT_TRUE(enabled_by_environment()) << on;
    }
}

TEST(KernelCacheEnvironment, OpenCacheHonoursSettingsThenEnvironment) {
    ScopedEnv on("PRISM_CACHE", nullptr);
    ScopedEnv dir("PRISM_CACHE_DIR", "/from/environment");
    EXPECT_EQ(open_cache(false, ""), nullptr);
    auto explicit_dir = open_cache(true, "/given/dir");
    ASSERT_NE(explicit_dir, nullptr);
    EXPECT_EQ(explicit_dir->directory(), fs::path("/given/dir"));
    auto from_environment = open_cache(true, "");
    ASSERT_NE(from_environment, nullptr);
    EXPECT_EQ(from_environment->directory(), fs::path("/from/environment"));
}

// --- several processes writing and reading one entry at once

constexpr std::size_t k_concurrent_payload_bytes = 1 << 20;
constexpr int k_concurrent_processes = 4;
constexpr int k_concurrent_rounds = 200;

// Every payload a writer stores starts with its writer and round, so a reader can rebuild the
// exact bytes it must see.
Bytes tagged_payload(int writer, int round) {
    Bytes bytes = pattern(k_concurrent_payload_bytes, static_cast<std::uint32_t>(writer * 1000 + round));
    bytes[0] = static_cast<std::uint8_t>(writer);
    bytes[1] = static_cast<std::uint8_t>(round & 0xff);
    bytes[2] = static_cast<std::uint8_t>(round >> 8);
    return bytes;
}

bool is_a_written_payload(const Bytes& bytes) {
    if (bytes.size() != k_concurrent_payload_bytes) return false;
    int writer = bytes[0];
    int round = bytes[1] | (bytes[2] << 8);
    if (writer >= k_concurrent_processes || round >= k_concurrent_rounds) return false;
    return bytes == tagged_payload(writer, round);
}

// Runs in a forked child: exit code 0 when every load returned a whole written payload, 1 on a torn
// or foreign payload, 2 on a miss. A miss is a failure too: once this writer has stored an entry,
// renames only ever replace it with another whole one.
int store_and_load_repeatedly(const fs::path& dir, int writer) {
    KernelCache cache(dir);
    for (int round = 0; round < k_concurrent_rounds; ++round) {
        cache.store(sample_key(), tagged_payload(writer, round));
        auto loaded = cache.load(sample_key());
        if (!loaded) return 2;
        if (!is_a_written_payload(*loaded)) return 1;
    }
    return 0;
}

TEST_F(KernelCacheTest, ConcurrentProcessesNeverSeeATornEntry) {
    std::vector<pid_t> children;
    for (int writer = 0; writer < k_concurrent_processes; ++writer) {
        pid_t pid = ::fork();
        ASSERT_GE(pid, 0) << "fork failed";
        if (pid == 0) ::_exit(store_and_load_repeatedly(dir_, writer));
        children.push_back(pid);
    }
    for (pid_t pid : children) {
        int status = 0;
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        ASSERT_TRUE(WIFEXITED(status)) << "child " << pid << " did not exit normally";
        EXPECT_EQ(WEXITSTATUS(status), 0) << "1: torn or wrong payload seen; 2: a load missed";
    }
    auto last = KernelCache(dir_).load(sample_key());
    ASSERT_TRUE(last.has_value());
    EXPECT_TRUE(is_a_written_payload(*last));
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1)
        << "a temporary file was left behind";
}

}  // namespace
}  // namespace prism::backend::cache
