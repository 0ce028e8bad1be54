#include "backend/cache/entry_format.hpp"

#include <cstring>
#include <optional>

#include "backend/cache/digest.hpp"

namespace prism::backend::cache {
namespace {

void put_le(std::vector<std::uint8_t>& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
}

// Walks the file front to back; every read checks the bytes are there, so truncation is caught
// wherever it falls.
class Reader {
public:
    explicit Reader(const std::vector<std::uint8_t>& bytes) : bytes_(bytes) {}

    std::optional<std::uint64_t> le(int width) {
        if (remaining() < static_cast<std::size_t>(width)) return std::nullopt;
        std::uint64_t value = 0;
        for (int i = 0; i < width; ++i) value |= std::uint64_t{bytes_[pos_ + i]} << (8 * i);
        pos_ += static_cast<std::size_t>(width);
        return value;
    }
    bool matches(const void* expected, std::size_t size) {
        if (remaining() < size) return false;
        bool same = size == 0 || std::memcmp(bytes_.data() + pos_, expected, size) == 0;
        pos_ += size;
        return same;
    }
    std::size_t remaining() const { return bytes_.size() - pos_; }
    std::size_t position() const { return pos_; }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t pos_ = 0;
};

EntryView verdict(EntryCheck check) { return EntryView{check, 0}; }

}  // namespace

std::vector<std::uint8_t> encode_entry_header(const std::string& key_text,
                                              const std::vector<std::uint8_t>& payload) {
    std::vector<std::uint8_t> out(std::begin(k_entry_magic), std::end(k_entry_magic));
    out.reserve(out.size() + 28 + key_text.size());
    put_le(out, k_entry_format_version, 4);
    put_le(out, key_text.size(), 8);
    out.insert(out.end(), key_text.begin(), key_text.end());
    put_le(out, payload.size(), 8);
    put_le(out, fnv1a64(payload.data(), payload.size()), 8);
    return out;
}

EntryView check_entry(const std::vector<std::uint8_t>& file, const std::string& key_text) {
    Reader in(file);
    if (!in.matches(k_entry_magic, sizeof k_entry_magic)) return verdict(EntryCheck::corrupt);
    auto version = in.le(4);
    if (!version) return verdict(EntryCheck::corrupt);
    if (*version != k_entry_format_version) return verdict(EntryCheck::other_version);

    auto key_size = in.le(8);
    if (!key_size || *key_size > in.remaining()) return verdict(EntryCheck::corrupt);
    if (*key_size != key_text.size() || !in.matches(key_text.data(), key_text.size()))
        return verdict(EntryCheck::other_key);

    auto payload_size = in.le(8);
    auto checksum = in.le(8);
    if (!payload_size || !checksum || *payload_size != in.remaining()) return verdict(EntryCheck::corrupt);
    const std::uint8_t* payload = file.data() + in.position();
    if (fnv1a64(payload, in.remaining()) != *checksum) return verdict(EntryCheck::corrupt);
    return EntryView{EntryCheck::valid, in.position()};
}

}  // namespace prism::backend::cache
