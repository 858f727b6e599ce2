#include "util/perf_events.h"

#include <gtest/gtest.h>
#include <set>
#include <string>

namespace kt::perf {
namespace {

TEST(PerfEvents, SoftwareNamesAndAliases) {
  struct Expect {
    const char *name;
    uint64_t config;
    uint64_t period;
  };
  const Expect cases[] = {
      {"cpu-clock", PERF_COUNT_SW_CPU_CLOCK, 1000000},
      {"cpu", PERF_COUNT_SW_CPU_CLOCK, 1000000},
      {"task-clock", PERF_COUNT_SW_TASK_CLOCK, 1},
      {"page-faults", PERF_COUNT_SW_PAGE_FAULTS, 100},
      {"faults", PERF_COUNT_SW_PAGE_FAULTS, 100},
      {"context-switches", PERF_COUNT_SW_CONTEXT_SWITCHES, 1000},
      {"cs", PERF_COUNT_SW_CONTEXT_SWITCHES, 1000},
      {"cpu-migrations", PERF_COUNT_SW_CPU_MIGRATIONS, 1},
      {"minor-faults", PERF_COUNT_SW_PAGE_FAULTS_MIN, 100},
      {"major-faults", PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1},
      {"alignment-faults", PERF_COUNT_SW_ALIGNMENT_FAULTS, 1},
      {"emulation-faults", PERF_COUNT_SW_EMULATION_FAULTS, 1},
      {"dummy", PERF_COUNT_SW_DUMMY, 1},
      {"bpf-output", PERF_COUNT_SW_BPF_OUTPUT, 1},
  };
  for (const Expect &e : cases) {
    const PerfEvent *ev = find_perf_event(kSoftwareEvents, e.name);
    ASSERT_NE(ev, nullptr) << e.name;
    EXPECT_EQ(ev->type, PERF_TYPE_SOFTWARE);
    EXPECT_EQ(ev->config, e.config) << e.name;
    EXPECT_EQ(ev->default_period, e.period) << e.name;
  }
}

TEST(PerfEvents, HardwareNamesAndAliases) {
  struct Expect {
    const char *name;
    uint64_t config;
    uint64_t period;
  };
  const Expect cases[] = {
      {"cpu-cycles", PERF_COUNT_HW_CPU_CYCLES, 1000000},
      {"cycles", PERF_COUNT_HW_CPU_CYCLES, 1000000},
      {"instructions", PERF_COUNT_HW_INSTRUCTIONS, 1000000},
      {"cache-references", PERF_COUNT_HW_CACHE_REFERENCES, 1000000},
      {"cache-misses", PERF_COUNT_HW_CACHE_MISSES, 1000000},
      {"branch-instructions", PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 100000},
      {"branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 100000},
      {"branch-misses", PERF_COUNT_HW_BRANCH_MISSES, 100000},
      {"bus-cycles", PERF_COUNT_HW_BUS_CYCLES, 100000},
      {"frontend-stalls", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, 1000000},
      {"backend-stalls", PERF_COUNT_HW_STALLED_CYCLES_BACKEND, 1000000},
      {"ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES, 1000000},
  };
  for (const Expect &e : cases) {
    const PerfEvent *ev = find_perf_event(kHardwareEvents, e.name);
    ASSERT_NE(ev, nullptr) << e.name;
    EXPECT_EQ(ev->type, PERF_TYPE_HARDWARE);
    EXPECT_EQ(ev->config, e.config) << e.name;
    EXPECT_EQ(ev->default_period, e.period) << e.name;
  }
}

TEST(PerfEvents, UnknownAndCrossTableNames) {
  EXPECT_EQ(find_perf_event(kSoftwareEvents, "cycles"), nullptr);
  EXPECT_EQ(find_perf_event(kHardwareEvents, "cpu-clock"), nullptr);
  EXPECT_EQ(find_perf_event(kSoftwareEvents, ""), nullptr); // events without an alias
  EXPECT_EQ(find_perf_event(kSoftwareEvents, "CPU-CLOCK"), nullptr);
}

// The attach-point parser's suggestions depend on this order: each name,
// then its alias, in table order.
TEST(PerfEvents, NamesInOrder) {
  std::vector<std::string> names;
  for_each_perf_event_name(kSoftwareEvents, [&](std::string_view n) { names.emplace_back(n); });
  const std::vector<std::string> want = {"cpu-clock",
                                         "cpu",
                                         "task-clock",
                                         "page-faults",
                                         "faults",
                                         "context-switches",
                                         "cs",
                                         "cpu-migrations",
                                         "minor-faults",
                                         "major-faults",
                                         "alignment-faults",
                                         "emulation-faults",
                                         "dummy",
                                         "bpf-output"};
  EXPECT_EQ(names, want);
  names.clear();
  for_each_perf_event_name(kHardwareEvents, [&](std::string_view n) { names.emplace_back(n); });
  EXPECT_EQ(names.size(), 12u);
  EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size());
}

} // namespace
} // namespace kt::perf
