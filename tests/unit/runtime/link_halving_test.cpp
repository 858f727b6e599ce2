// link_halving (runtime/attach.h): how kernel and user function sets find
// the functions the kernel refuses inside a multi-function link.
#include "runtime/attach.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <set>
#include <vector>

namespace kt::runtime {
namespace {

// A kernel that refuses any link holding one of `bad`, with `err`.
struct FakeKernel {
  std::set<int> bad;
  int err = 524;
  std::vector<std::vector<int>> linked; // the links it made
  int attempts = 0;
  int operator()(const std::vector<int> &items) {
    attempts++;
    for (int i : items)
      if (bad.count(i))
        return err;
    linked.push_back(items);
    return 0;
  }
};

std::vector<int> range(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; i++)
    v.push_back(i);
  return v;
}

TEST(LinkHalvingTest, AcceptedSetIsOneLink) {
  FakeKernel k;
  std::vector<int> refused;
  Status s = link_halving(range(100), k, [&](int i, int) { refused.push_back(i); return Status{}; });
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(k.attempts, 1);
  ASSERT_EQ(k.linked.size(), 1u);
  EXPECT_EQ(k.linked[0].size(), 100u);
  EXPECT_TRUE(refused.empty());
}

TEST(LinkHalvingTest, RefusedItemsAreFoundAndTheRestLinked) {
  FakeKernel k{{7, 63}};
  std::vector<std::pair<int, int>> refused;
  Status s = link_halving(range(100), k, [&](int i, int err) { refused.push_back({i, err}); return Status{}; });
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(refused, (std::vector<std::pair<int, int>>{{7, 524}, {63, 524}}));
  size_t linked = 0;
  for (const auto &l : k.linked)
    linked += l.size();
  EXPECT_EQ(linked, 98u);
  EXPECT_LT(k.linked.size(), 20u); // a few links, not one per item
}

TEST(LinkHalvingTest, ARefusalThatEndsTheRunStopsThere) {
  FakeKernel k{{3, 90}, EINVAL};
  std::vector<int> refused;
  Status s = link_halving(range(100), k, [&](int i, int err) -> Status {
    refused.push_back(i);
    return Error("refused " + std::to_string(i), err);
  });
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().message, "refused 3");
  EXPECT_EQ(refused, std::vector<int>{3});
}

} // namespace
} // namespace kt::runtime
