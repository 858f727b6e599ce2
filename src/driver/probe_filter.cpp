#include "driver/probe_filter.h"

#include <algorithm>

namespace kt::driver {

namespace {

// Probes no filter drops: kt's own events around the run.
bool always_kept(manifest::ProbeType t) {
  using manifest::ProbeType;
  return t == ProbeType::Begin || t == ProbeType::End || t == ProbeType::Signal;
}

bool matches(const std::string &name, const std::regex &filter) { return std::regex_search(name, filter); }

} // namespace

Result<ProbeFilter> compile_probe_filter(const std::string &regex) {
  try {
    return ProbeFilter{regex, std::regex(regex, std::regex::ECMAScript)};
  } catch (const std::regex_error &e) {
    return Error("invalid --probe-filter regex '" + regex + "': " + e.what());
  }
}

bool passes_probe_filter(const ast::AttachPoint &ap, const ProbeFilter &filter) {
  return matches(ast::probe_text(ap), filter.re);
}

Result<FilteredProbes> filter_probes(const manifest::Manifest &m, const ProbeFilter &filter) {
  FilteredProbes out{m, {}};
  std::vector<manifest::Probe> kept;
  std::vector<std::string> names; // of the probes a filter may drop, for the error
  bool any = false;
  for (const manifest::Probe &p : m.probes) {
    if (always_kept(p.type)) {
      kept.push_back(p);
      continue;
    }
    for (const manifest::Attach &a : p.attach)
      if (std::find(names.begin(), names.end(), a.text) == names.end())
        names.push_back(a.text);
    manifest::Probe q = p;
    if (p.session || p.fanout) {
      bool one = std::any_of(p.attach.begin(), p.attach.end(),
                             [&](const manifest::Attach &a) { return matches(a.text, filter.re); });
      if (!one)
        q.attach.clear();
    } else {
      std::erase_if(q.attach, [&](const manifest::Attach &a) { return !matches(a.text, filter.re); });
    }
    if (q.attach.empty() && !p.attach.empty()) {
      out.unloaded.push_back(p.program);
      continue;
    }
    any = true;
    kept.push_back(std::move(q));
  }
  if (!names.empty() && !any) {
    std::string list;
    for (size_t i = 0; i < names.size() && i < 8; i++)
      list += (i ? ", " : "") + names[i];
    if (names.size() > 8)
      list += ", ...";
    return Error("--probe-filter '" + filter.text + "' matches none of the program's probes (" + list + ")");
  }
  out.manifest.probes = std::move(kept);
  return out;
}

} // namespace kt::driver
