// The builtin registry (sema/builtins.h) and codegen's side of it
// (codegen/builtins/lowering.h) agree: every builtin lowers the way its
// properties need, every lowering names a builtin of its own family, and
// names and config keys are unique.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "codegen/builtins/lowering.h"
#include "sema/builtins.h"

namespace kt::test {
namespace {

using sema::BuiltinForm;

std::string id(const sema::BuiltinInfo &b) {
  return std::string(b.name) + (b.form == BuiltinForm::Variable ? " (variable)" : "()");
}

TEST(BuiltinRegistry, EveryBuiltinLowersAsItsPropertiesSay) {
  size_t builtins = 0;
  for (const sema::BuiltinFamily &f : sema::builtin_families())
    for (const sema::BuiltinInfo &b : f.builtins) {
      builtins++;
      EXPECT_EQ(b.family, &f) << id(b);
      const codegen::BuiltinLowering *l = nullptr;
      ASSERT_NO_THROW(l = &codegen::lowering_of(b)) << id(b);
      if (b.print_only)
        EXPECT_TRUE(l->print && !l->lower) << id(b) << " is print-only: print() lowers it";
      else if (b.form == BuiltinForm::Aggregation)
        EXPECT_TRUE(l->map_shape && l->aggregate && b.infer) << id(b);
      else
        EXPECT_TRUE(l->lower) << id(b);
      if (!b.statement_only && !b.print_only)
        EXPECT_TRUE(b.infer) << id(b) << " has a value: it needs a type";
    }
  EXPECT_GE(builtins, 59u); // as many as before the registry held hooks
}

TEST(BuiltinRegistry, EveryLoweringIsOfABuiltinOfItsFamily) {
  const auto &families = codegen::family_lowerings();
  ASSERT_EQ(families.size(), sema::builtin_families().size());
  for (size_t i = 0; i < families.size(); i++) {
    EXPECT_EQ(families[i].family, sema::builtin_families()[i].name);
    EXPECT_EQ(families[i].sema, &sema::builtin_families()[i]);
    for (const codegen::BuiltinLowering &l : families[i].builtins) {
      const sema::BuiltinInfo *b = sema::find_builtin(l.name, l.form);
      ASSERT_TRUE(b) << l.name << " lowers no registered builtin";
      EXPECT_EQ(b->family, families[i].sema) << l.name << " is lowered by another family's file";
    }
  }
}

TEST(BuiltinRegistry, NamesAndConfigKeysAreUnique) {
  std::set<std::pair<std::string, BuiltinForm>> seen;
  for (const sema::BuiltinFamily &f : sema::builtin_families())
    for (const sema::BuiltinInfo &b : f.builtins) {
      BuiltinForm form = b.form == BuiltinForm::Aggregation ? BuiltinForm::Function : b.form; // one namespace
      EXPECT_TRUE(seen.insert({std::string(b.name), form}).second) << id(b) << " is registered twice";
    }
  std::set<std::string> keys;
  for (const sema::ConfigKey &k : sema::all_config_keys())
    EXPECT_TRUE(keys.insert(std::string(k.name)).second) << "config key " << k.name << " is declared twice";
}

TEST(BuiltinRegistry, LookupsFindEveryForm) {
  EXPECT_EQ(sema::find_builtin_variable("arg5"), sema::find_builtin_variable("arg0"));
  EXPECT_EQ(sema::find_builtin_variable("kstack")->form, BuiltinForm::Variable);
  EXPECT_EQ(sema::find_builtin_function("kstack")->form, BuiltinForm::Function);
  EXPECT_EQ(sema::find_builtin_function("hist")->form, BuiltinForm::Aggregation);
  EXPECT_EQ(sema::find_builtin_function("nosuchbuiltin"), nullptr);
}

} // namespace
} // namespace kt::test
