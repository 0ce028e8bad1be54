// PendingOutputFile: the destination appears only on commit, and nothing is left behind otherwise.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "output_file.hpp"
#include "prism/prism.hpp"

namespace prism::cli {
namespace {

namespace fs = std::filesystem;

class PendingOutput : public ::testing::Test {
protected:
    void SetUp() override {
        directory_ = fs::temp_directory_path() /
                     ("prism_output_test_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(directory_);
        fs::create_directories(directory_);
    }
    void TearDown() override { fs::remove_all(directory_); }
    bool directory_is_empty() const { return fs::is_empty(directory_); }
    fs::path directory_;
};

TEST_F(PendingOutput, CommitRenamesOntoTheDestination) {
    const auto destination = directory_ / "out.npy";
    {
        PendingOutputFile pending(destination);
        EXPECT_EQ(pending.path().parent_path(), directory_);
        std::ofstream(pending.path()) << "data";
        pending.commit();
    }
    EXPECT_TRUE(fs::exists(destination));
    EXPECT_EQ(std::distance(fs::directory_iterator(directory_), fs::directory_iterator()), 1);
}

TEST_F(PendingOutput, WithoutCommitNothingIsLeft) {
    {
        PendingOutputFile pending(directory_ / "out.npy");
        std::ofstream(pending.path()) << "partial";
    }
    EXPECT_TRUE(directory_is_empty());
}

TEST_F(PendingOutput, WithoutCommitAnExistingDestinationIsUntouched) {
    const auto destination = directory_ / "out.npy";
    std::ofstream(destination) << "old";
    {
        PendingOutputFile pending(destination);
        std::ofstream(pending.path()) << "new";
    }
    std::ifstream in(destination);
    std::string contents;
    in >> contents;
    EXPECT_EQ(contents, "old");
}

TEST_F(PendingOutput, CommitWithoutAFileIsAnIoError) {
    PendingOutputFile pending(directory_ / "out.npy");
    EXPECT_THROW(pending.commit(), Error);
    EXPECT_TRUE(directory_is_empty());
}

TEST_F(PendingOutput, CheckDestinationRejectsMissingDirectoriesAndDirectories) {
    EXPECT_NO_THROW(check_destination(directory_ / "out.npy"));
    EXPECT_THROW(check_destination(directory_ / "missing" / "out.npy"), Error);
    EXPECT_THROW(check_destination(directory_), Error);
}

}  // namespace
}  // namespace prism::cli
