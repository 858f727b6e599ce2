// kt: the command.
#include <cstdlib>
#include <exception>
#include <iostream>
#include <unistd.h>
#include <variant>

#include "util/exit_codes.h"
#include "driver/bpftrace_env.h"
#include "driver/info.h"
#include "driver/library.h"
#include "driver/recipes.h"
#include "driver/options.h"
#include "driver/pipeline.h"
#include "version.h"

int main(int argc, char *argv[]) {
  using namespace kt;
  try {
    auto parsed = driver::parse_options(argc, argv);
    if (auto *usage = std::get_if<driver::UsageError>(&parsed)) {
      std::cerr << "kt: " << usage->message << "\n";
      if (!usage->hint.empty())
        std::cerr << "hint: " << usage->hint << "\n";
      std::cerr << "\n" << driver::usage_text();
      return kExitUsage;
    }
    driver::Options &opts = std::get<driver::Options>(parsed);
    if (opts.help) {
      std::cout << driver::usage_text();
      return kExitOk;
    }
    if (opts.version) {
      std::cout << "kt " << KT_VERSION << "\n";
      return kExitOk;
    }
    if (opts.info)
      return driver::print_info(std::cout, std::cerr);
    std::vector<std::string> recipe_dirs = driver::search_dirs(opts.include_dirs, driver::library().tools_dir);
    if (opts.list_recipes)
      return driver::list_recipes(recipe_dirs, opts.verbose, std::cout, std::cerr);
    // kt NAME: a recipe on the search path, when NAME is no file here.
    opts.script_name = opts.script_path;
    if (!opts.from_command_line && driver::names_recipe(opts.script_path))
      if (auto path = driver::find_recipe(opts.script_path, recipe_dirs, std::cerr))
        opts.script_path = *path;
    // --debuginfo: searched before $KT_DEBUGINFO_PATH, where kt's ELF
    // reader looks (catalog/elf_symbols.cpp).
    if (!opts.debuginfo_dirs.empty())
      ::setenv("KT_DEBUGINFO_PATH", driver::debuginfo_path(opts.debuginfo_dirs, std::getenv("KT_DEBUGINFO_PATH")).c_str(), 1);
    // BPFTRACE_COLOR=always|never decides; otherwise a terminal, unless NO_COLOR.
    bool color = driver::read_bpftrace_env().color.value_or(isatty(STDERR_FILENO) && !std::getenv("NO_COLOR"));
    return driver::run_pipeline(opts, std::cout, std::cerr, color);
  } catch (const std::exception &e) {
    std::cerr << "kt: internal error: " << e.what() << "\n";
    return kExitInternal;
  }
}
