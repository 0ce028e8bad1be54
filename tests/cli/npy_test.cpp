// The .npy reader and writer: round trips, numpy's exact header layout, and every way a file can
// be wrong (each must be a prism::Error naming the file and the problem, never a crash).
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "npy.hpp"
#include "prism/prism.hpp"

namespace prism::cli {
namespace {

namespace fs = std::filesystem;

class NpyFiles : public ::testing::Test {
protected:
    void SetUp() override {
        directory_ = fs::temp_directory_path() /
                     ("prism_npy_test_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::create_directories(directory_);
    }
    void TearDown() override { fs::remove_all(directory_); }

    fs::path path(const std::string& name) const { return directory_ / name; }

    fs::path write_bytes(const std::string& name, const std::string& bytes) const {
        std::ofstream(path(name), std::ios::binary) << bytes;
        return path(name);
    }

    // A version 1.0 file with the given dictionary text (unpadded) and `data_bytes` zero bytes.
    fs::path write_v1(const std::string& dictionary, std::size_t data_bytes, const std::string& name = "a.npy") const {
        const std::string header = dictionary + "\n";
        std::string bytes = std::string("\x93NUMPY\x01\x00", 8);
        bytes += static_cast<char>(header.size() & 0xff);
        bytes += static_cast<char>(header.size() >> 8);
        return write_bytes(name, bytes + header + std::string(data_bytes, '\0'));
    }

    // Expects read_npy to throw `status` with a message naming the file and containing `fragment`.
    void expect_error(const fs::path& file, Status status, const std::string& fragment) const {
        try {
            read_npy(file);
            FAIL() << "no error for " << file << ", expected one mentioning \"" << fragment << "\"";
        } catch (const Error& error) {
            EXPECT_EQ(error.status(), status) << error.what();
            const std::string message = error.what();
            EXPECT_NE(message.find(file.string()), std::string::npos) << message;
            EXPECT_NE(message.find(fragment), std::string::npos) << message;
            EXPECT_EQ(message.find('\n'), std::string::npos) << message;
        }
    }

    fs::path directory_;
};

NpyArray counting_array(NpyDtype dtype, std::vector<std::int64_t> shape) {
    NpyArray array{dtype, std::move(shape), {}};
    array.data.resize(static_cast<std::size_t>(array.element_count()) * element_bytes(dtype));
    for (std::size_t i = 0; i < array.data.size(); ++i) array.data[i] = static_cast<unsigned char>(i * 7 + 1);
    return array;
}

std::string file_contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST_F(NpyFiles, RoundTripsEveryRankAndEveryDtype) {
    const std::vector<std::vector<std::int64_t>> shapes = {{}, {5}, {3, 4}, {2, 3, 4}, {1, 1, 1, 1, 1, 1, 1, 1, 2}};
    for (const auto dtype : {NpyDtype::complex64, NpyDtype::complex128, NpyDtype::float32, NpyDtype::float64}) {
        for (const auto& shape : shapes) {
            const NpyArray written = counting_array(dtype, shape);
            write_npy(path("round.npy"), written);
            const NpyArray read = read_npy(path("round.npy"));
            EXPECT_EQ(read.dtype, dtype);
            EXPECT_EQ(read.shape, shape);
            EXPECT_EQ(read.data, written.data);
        }
    }
}

TEST_F(NpyFiles, RoundTripsEmptyArrays) {
    for (const auto& shape : std::vector<std::vector<std::int64_t>>{{0}, {3, 0}, {0, 5, 2}}) {
        write_npy(path("empty.npy"), counting_array(NpyDtype::complex128, shape));
        const NpyArray read = read_npy(path("empty.npy"));
        EXPECT_EQ(read.shape, shape);
        EXPECT_TRUE(read.data.empty());
    }
}

TEST(NpyDtypes, NamesSizesAndCounterparts) {
    EXPECT_EQ(element_bytes(NpyDtype::float32), 4u);
    EXPECT_EQ(element_bytes(NpyDtype::float64), 8u);
    EXPECT_EQ(element_bytes(NpyDtype::complex64), 8u);
    EXPECT_EQ(element_bytes(NpyDtype::complex128), 16u);
    EXPECT_STREQ(descr_of(NpyDtype::float32), "<f4");
    EXPECT_STREQ(descr_of(NpyDtype::float64), "<f8");
    EXPECT_STREQ(numpy_name(NpyDtype::float64), "float64");
    EXPECT_EQ(real_counterpart(NpyDtype::complex64), NpyDtype::float32);
    EXPECT_EQ(real_counterpart(NpyDtype::float64), NpyDtype::complex128);
    EXPECT_TRUE(is_complex(NpyDtype::complex128));
    EXPECT_FALSE(is_complex(NpyDtype::float32));
    EXPECT_TRUE(is_double(NpyDtype::float64));
    EXPECT_FALSE(is_double(NpyDtype::complex64));
}

TEST_F(NpyFiles, WritesTheHeaderNumpyWrites) {
    write_npy(path("h.npy"), counting_array(NpyDtype::complex64, {3, 4}));
    const std::string bytes = file_contents(path("h.npy"));
    const std::string dictionary = "{'descr': '<c8', 'fortran_order': False, 'shape': (3, 4), }";
    ASSERT_GE(bytes.size(), 128u);
    EXPECT_EQ(bytes.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
    const std::size_t header_length = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
    EXPECT_EQ((10 + header_length) % 64, 0u);
    EXPECT_EQ(bytes.substr(10, dictionary.size()), dictionary);
    EXPECT_EQ(bytes[10 + header_length - 1], '\n');
    EXPECT_EQ(bytes.find_first_not_of(' ', 10 + dictionary.size()), 10 + header_length - 1);
    EXPECT_EQ(bytes.size(), 10 + header_length + 3 * 4 * 8);
}

TEST_F(NpyFiles, FormatsShapesAsPythonTuples) {
    EXPECT_EQ(format_shape_tuple({}), "()");
    EXPECT_EQ(format_shape_tuple({5}), "(5,)");
    EXPECT_EQ(format_shape_tuple({3, 4}), "(3, 4)");
}

TEST_F(NpyFiles, ReadsFormatVersions2And3) {
    for (const char major : {'\x02', '\x03'}) {
        const std::string header = "{'descr': '<c16', 'fortran_order': False, 'shape': (2,), }    \n";
        std::string bytes = std::string("\x93NUMPY", 6) + major + '\0';
        const auto length = static_cast<std::uint32_t>(header.size());
        for (int i = 0; i < 4; ++i) bytes += static_cast<char>(length >> (8 * i) & 0xff);
        write_bytes("v.npy", bytes + header + std::string(32, '\x11'));
        const NpyArray read = read_npy(path("v.npy"));
        EXPECT_EQ(read.dtype, NpyDtype::complex128);
        EXPECT_EQ(read.shape, std::vector<std::int64_t>{2});
        EXPECT_EQ(read.data, std::vector<unsigned char>(32, 0x11));
    }
}

TEST_F(NpyFiles, AcceptsLiteralVariantsNumpyAccepts) {
    // Double quotes, key order, no trailing comma, Python 2 long integers, extra spaces.
    write_v1("{ \"shape\" : (2L, 3L) , \"fortran_order\": False, \"descr\": \"<c8\" }", 48);
    EXPECT_EQ(read_npy(path("a.npy")).shape, (std::vector<std::int64_t>{2, 3}));
}

TEST_F(NpyFiles, MissingFileIsAnIoError) { expect_error(path("absent.npy"), Status::io_error, "cannot open"); }

TEST_F(NpyFiles, DirectoryIsAnIoError) { expect_error(directory_, Status::io_error, "is a directory"); }

TEST_F(NpyFiles, RejectsBadMagic) {
    expect_error(write_bytes("a.npy", "PK\x03\x04 this is a zip file, not npy"), Status::invalid_file, "bad magic");
}

TEST_F(NpyFiles, RejectsFilesShorterThanThePreamble) {
    expect_error(write_bytes("a.npy", "\x93NUM"), Status::invalid_file, "not an .npy file");
    expect_error(write_bytes("b.npy", ""), Status::invalid_file, "not an .npy file");
}

TEST_F(NpyFiles, RejectsUnknownVersions) {
    expect_error(write_bytes("a.npy", std::string("\x93NUMPY\x04\x00\x10\x00", 10)), Status::invalid_file,
                 "version 4.0");
    expect_error(write_bytes("b.npy", std::string("\x93NUMPY\x01\x01\x10\x00", 10)), Status::invalid_file,
                 "version 1.1");
}

TEST_F(NpyFiles, RejectsTruncatedHeaders) {
    expect_error(write_bytes("a.npy", std::string("\x93NUMPY\x01\x00\x10", 9)), Status::invalid_file,
                 "truncated header length");
    expect_error(write_bytes("b.npy", std::string("\x93NUMPY\x01\x00\x40\x00{'descr'", 17)), Status::invalid_file,
                 "truncated header");
}

TEST_F(NpyFiles, RejectsMalformedDictionaries) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"['descr', '<c8']", "expected the header to start with '{'"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (2,) ", "expected ',' or '}'"},
        {"{'descr': '<c8', 'fortran_order': False}", "missing key 'shape'"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (2,), 'extra': 1}", "expected a string, True, False"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (2,), 'extra': True}", "unexpected key 'extra'"},
        {"{'descr': '<c8', 'descr': '<c8', 'fortran_order': False, 'shape': (2,)}", "appears twice"},
        {"{'descr': True, 'fortran_order': False, 'shape': (2,)}", "'descr' is not a string"},
        {"{'descr': '<c8', 'fortran_order': 'no', 'shape': (2,)}", "'fortran_order' is not True or False"},
        {"{'descr': '<c8', 'fortran_order': false, 'shape': (2,)}", "expected a string, True, False"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': '2'}", "'shape' is not a tuple"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (-2,)}", "negative axis length"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (2.5,)}", "expected ',' or ')'"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (two,)}", "expected an integer"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (99999999999999999999,)}", "axis length too large"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (4294967296, 4294967296)}", "element count overflows"},
        {"{'descr': '<c8, 'fortran_order': False, 'shape': (2,)}", "expected ',' or '}'"},
        {"{'descr': '<c8', 'fortran_order': False, 'shape': (2,)} trailing", "unexpected text after"},
        {"{'descr", "unterminated string"},
        {"", "expected the header to start with '{'"},
    };
    for (const auto& [dictionary, fragment] : cases) {
        SCOPED_TRACE(dictionary);
        expect_error(write_v1(dictionary, 16), Status::invalid_file, fragment);
    }
}

TEST_F(NpyFiles, RejectsOtherDtypesListingTheAcceptedOnes) {
    for (const std::string descr : {"<f2", "<c32", "<f16", "|u1", "<i8", "=c8", "=f8", "O"}) {
        SCOPED_TRACE(descr);
        expect_error(write_v1("{'descr': '" + descr + "', 'fortran_order': False, 'shape': (2,), }", 16),
                     Status::invalid_file,
                     "unsupported dtype '" + descr +
                         "'; prism reads complex64 ('<c8'), complex128 ('<c16'), float32 ('<f4') and float64 ('<f8')");
    }
    for (const std::string descr : {">f4", ">f8"}) {
        SCOPED_TRACE(descr);
        expect_error(write_v1("{'descr': '" + descr + "', 'fortran_order': False, 'shape': (2,), }", 16),
                     Status::invalid_file, "big-endian data ('" + descr + "')");
    }
}

TEST_F(NpyFiles, RejectsStructuredDtypes) {
    expect_error(write_v1("{'descr': [('re', '<f4'), ('im', '<f4')], 'fortran_order': False, 'shape': (2,), }", 16),
                 Status::invalid_file, "structured dtype");
}

TEST_F(NpyFiles, RejectsBigEndianData) {
    expect_error(write_v1("{'descr': '>c16', 'fortran_order': False, 'shape': (1,), }", 16), Status::invalid_file,
                 "big-endian");
}

TEST_F(NpyFiles, RejectsFortranOrder) {
    expect_error(write_v1("{'descr': '<c8', 'fortran_order': True, 'shape': (2, 2), }", 32), Status::invalid_file,
                 "Fortran order");
}

TEST_F(NpyFiles, RejectsTruncatedData) {
    expect_error(write_v1("{'descr': '<c16', 'fortran_order': False, 'shape': (3, 4), }", 3 * 4 * 16 - 1),
                 Status::invalid_file, "truncated data: shape (3, 4) of complex128 needs 192 bytes");
}

TEST_F(NpyFiles, RejectsTrailingBytes) {
    expect_error(write_v1("{'descr': '<c8', 'fortran_order': False, 'shape': (3,), }", 3 * 8 + 5),
                 Status::invalid_file, "unexpected bytes after the data");
}

TEST_F(NpyFiles, WriteFailsWithAnIoErrorNamingTheFile) {
    const auto target = path("missing_directory") / "out.npy";
    try {
        write_npy(target, counting_array(NpyDtype::complex64, {2}));
        FAIL() << "writing into a missing directory succeeded";
    } catch (const Error& error) {
        EXPECT_EQ(error.status(), Status::io_error);
        EXPECT_NE(std::string(error.what()).find(target.string()), std::string::npos);
    }
}

TEST_F(NpyFiles, WriteRejectsDataThatDoesNotMatchTheShape) {
    NpyArray array = counting_array(NpyDtype::complex64, {2});
    array.data.pop_back();
    EXPECT_THROW(write_npy(path("bad.npy"), array), Error);
}

}  // namespace
}  // namespace prism::cli
