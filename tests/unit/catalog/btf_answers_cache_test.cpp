// catalog::cached_btf_answers: answers asked once per boot, BTF file and
// set of questions, then read back from the cache directory.
#include "catalog/btf_answers_cache.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace kt::catalog {
namespace {

class BtfAnswersCache : public ::testing::Test {
protected:
  void SetUp() override {
    char tmpl[] = "/tmp/kt-btf-answers-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    root_ = tmpl;
    dir_ = root_ + "/cache";
    btf_ = root_ + "/vmlinux";
    std::ofstream(btf_) << "not really BTF";
  }
  void TearDown() override { std::filesystem::remove_all(root_); }

  // The answers, and how many times `ask` ran.
  std::vector<bool> answers(const std::vector<std::string> &q, std::vector<bool> truth, int &asked) {
    return cached_btf_answers(
        btf_, q,
        [&] {
          asked++;
          return truth;
        },
        dir_);
  }

  std::string root_, dir_, btf_;
};

TEST_F(BtfAnswersCache, AsksOnceThenReadsTheCache) {
  int asked = 0;
  std::vector<std::string> q{"s task_struct", "e eai_error"};
  EXPECT_EQ(answers(q, {true, false}, asked), (std::vector<bool>{true, false}));
  // A second run's `ask` would say otherwise: the cache answers.
  EXPECT_EQ(answers(q, {false, true}, asked), (std::vector<bool>{true, false}));
  EXPECT_EQ(asked, 1);
}

TEST_F(BtfAnswersCache, OtherQuestionsOrAnotherFileAskAgain) {
  int asked = 0;
  answers({"s task_struct"}, {true}, asked);
  EXPECT_EQ(answers({"t pid_t"}, {false}, asked), (std::vector<bool>{false}));
  EXPECT_EQ(asked, 2);
  // The BTF file changed (another size): the old answers are not used.
  std::ofstream(btf_, std::ios::app) << " and more";
  EXPECT_EQ(answers({"s task_struct"}, {false}, asked), (std::vector<bool>{false}));
  EXPECT_EQ(asked, 3);
}

// One file per set of names: the directory keeps the newest 256.
TEST_F(BtfAnswersCache, OldAnswersGoPastTheLimit) {
  int asked = 0;
  for (int i = 0; i < 300; ++i)
    answers({"s kt_type_" + std::to_string(i)}, {false}, asked);
  size_t files = 0;
  for (const auto &e : std::filesystem::directory_iterator(dir_))
    files += e.path().filename().string().starts_with("btf-answers-");
  EXPECT_EQ(files, 256u);
  EXPECT_EQ(asked, 300);
}

TEST_F(BtfAnswersCache, ADirectoryOthersMayWriteIsNotUsed) {
  ASSERT_EQ(mkdir(dir_.c_str(), 0777), 0);
  ASSERT_EQ(chmod(dir_.c_str(), 0777), 0);
  int asked = 0;
  answers({"s task_struct"}, {true}, asked);
  answers({"s task_struct"}, {true}, asked);
  EXPECT_EQ(asked, 2);
  EXPECT_TRUE(std::filesystem::is_empty(dir_));
}

TEST_F(BtfAnswersCache, ACorruptFileIsAskedAgainAndReplaced) {
  int asked = 0;
  answers({"s task_struct"}, {true}, asked);
  for (const auto &e : std::filesystem::directory_iterator(dir_))
    std::ofstream(e.path()) << "kt-btf-answers 1\ns task_struct\t";
  EXPECT_EQ(answers({"s task_struct"}, {true}, asked), (std::vector<bool>{true}));
  EXPECT_EQ(answers({"s task_struct"}, {false}, asked), (std::vector<bool>{true}));
  EXPECT_EQ(asked, 2);
}

} // namespace
} // namespace kt::catalog
