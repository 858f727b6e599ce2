// RoutedOutput and DeferredOutput (kt --test and --bench): output routed
// away is held and written later as it would have been written at once,
// in order, reports included; dropped output writes nothing.
#include <gtest/gtest.h>

#include "output_fixtures.h"
#include "runtime/output/routed_output.h"

namespace kt::runtime {
namespace {

using namespace test;

// A report whose text lasts only as long as the call, as families' do.
class ShortLivedReport final : public Report {
public:
  explicit ShortLivedReport(std::string *text) : text_(text) {}
  std::string_view json_type() const override { return "short"; }
  std::string text() const override { return *text_; }
  std::string json() const override { return "\"" + *text_ + "\""; }

private:
  std::string *text_;
};

void write_some(Output &o) {
  std::string text = "report\n";
  o.printf("one\n");
  o.report(ShortLivedReport(&text));
  text = "changed after the call\n";
  o.map(make_map("@a", "", false, {scalar({}, I(1))}));
  o.value(S("two"));
  o.message("a message");
}

TEST(RoutedOutput, DeferredThenReplayedAsWrittenAtOnce) {
  for (Format f : {Format::Text, Format::Json}) {
    Streams direct = capture(f, write_some);
    Streams routed = capture(f, [](Output &chosen) {
      RoutedOutput r(chosen);
      DeferredOutput held(chosen.whole_values());
      r.route(&held);
      write_some(r);
      EXPECT_FALSE(held.empty());
      r.route(nullptr);
      held.replay(r);
    });
    EXPECT_EQ(routed.out, direct.out);
    EXPECT_EQ(routed.err, direct.err);
  }
}

TEST(RoutedOutput, DroppedOutputWritesNothing) {
  Streams s = capture(Format::Text, [](Output &chosen) {
    RoutedOutput r(chosen);
    DeferredOutput dropped(false);
    r.route(&dropped);
    write_some(r);
    r.route(nullptr);
    r.printf("after\n");
  });
  EXPECT_EQ(s.out, "after\n");
  EXPECT_EQ(s.err, "");
}

} // namespace
} // namespace kt::runtime
