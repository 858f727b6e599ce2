#include "catalog/pmu.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <unistd.h>

namespace kt::catalog {
namespace {

namespace fs = std::filesystem;

class PmuDevices : public ::testing::Test {
protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kt_pmu_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  void add(const char *name) { fs::create_directory(dir_ / name); }

  fs::path dir_;
};

TEST_F(PmuDevices, SoftwareOnlyMachine) {
  for (const char *d : {"breakpoint", "msr", "software", "tracepoint", "uprobe", "kprobe"})
    add(d);
  EXPECT_FALSE(has_cpu_pmu_device(dir_));
}

TEST_F(PmuDevices, CpuPmus) {
  for (const char *d : {"cpu", "cpu_core", "cpu_atom", "armv8_pmuv3_0"}) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    add("software");
    add(d);
    EXPECT_TRUE(has_cpu_pmu_device(dir_)) << d;
  }
}

TEST(Pmu, MissingDirectoryHasNoPmu) { EXPECT_FALSE(has_cpu_pmu_device("/nonexistent/devices")); }

// On this machine the answer must agree with sysfs, and say why when there
// is no PMU.
TEST(Pmu, DetectAgreesWithSysfs) {
  PmuStatus pmu = detect_hardware_pmu();
  bool sysfs = has_cpu_pmu_device("/sys/bus/event_source/devices");
  if (!pmu.available) {
    EXPECT_FALSE(sysfs);
    EXPECT_NE(pmu.reason.find("perf_event_open(PERF_COUNT_HW_CPU_CYCLES)"), std::string::npos) << pmu.reason;
  } else {
    EXPECT_TRUE(pmu.reason.empty());
  }
}

} // namespace
} // namespace kt::catalog
