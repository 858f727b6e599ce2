// The executable mappings of processes (/proc/PID/maps), kept per PID so
// that a process's user addresses still symbolize after it has exited: the
// runtime takes a snapshot when it first sees a PID in a stack or usym()
// (remember()), and lookups use the snapshot.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kt::runtime {

struct Mapping {
  uint64_t start = 0, end = 0; // [start, end) in the process
  uint64_t offset = 0;         // file offset of start
  std::string path;            // the mapped file
};

// Parses the text of /proc/PID/maps, keeping executable file mappings.
std::vector<Mapping> parse_maps(std::string_view text);

class ProcessMaps {
public:
  // Reads /proc/PID/maps now (again, when taken before), if the process
  // still exists. Returns whether it did.
  bool remember(uint32_t pid);

  // The mapping holding `addr` in process `pid`. Reads the process's maps
  // on first use; re-reads them once when the address is in none of the
  // remembered mappings (a library loaded since) and the process lives.
  const Mapping *find(uint32_t pid, uint64_t addr);

  // Every executable mapping of process `pid` (read on first use; empty
  // when it is gone and was never read).
  const std::vector<Mapping> &mappings(uint32_t pid);

private:
  struct Entry {
    std::vector<Mapping> maps;
    bool reread = false; // re-read for a missing address already
  };
  std::map<uint32_t, Entry> pids_;
};

} // namespace kt::runtime
