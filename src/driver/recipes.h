// Recipes: kt programs run by name (`kt opensnoop`), found on the search
// path (-I, $KT_PATH, then the installed tools/), listed with their
// summaries (`kt --recipes`), and their header comment as their help.
//
// Reads: the directories of the search path and the recipes' headers
// (tools/README.md gives the format: a shebang, then `//` lines whose
// first is the summary).
// Writes: the listing and a recipe's header to the streams given.
// Rejects: a directory or recipe on the path that other users can write
// (util/shared_write.h), reported as a warning naming it and skipped.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kt::driver {

// A recipe's header comment, without the comment markers: `summary` is
// its first line, `body` the lines after it (description and sections).
struct RecipeHeader {
  std::string summary;
  std::vector<std::string> body;
};

// The header of a recipe's text: the `//` lines after an optional shebang.
RecipeHeader read_header(const std::string &text);

// Whether a script argument names a recipe rather than a file: no '/' and
// not an existing file.
bool names_recipe(const std::string &arg);

// The recipe NAME (NAME.kt) in the first directory of `dirs` that has it;
// directories and files other users can write are skipped with a warning
// on `err`. nullopt: none has it.
std::optional<std::string> find_recipe(const std::string &name, const std::vector<std::string> &dirs,
                                       std::ostream &err);

// kt --recipes: every recipe on `dirs`, sorted by name, with its summary;
// one that hides a recipe of the same name later on the path is marked
// with the path it hides. Returns kt's exit code.
int list_recipes(const std::vector<std::string> &dirs, bool verbose, std::ostream &out, std::ostream &err);

// The header of the recipe at `path`, as `kt NAME --help` prints it above
// the options: "NAME - summary", then the description and sections.
void print_recipe_header(const std::string &path, std::ostream &out);

} // namespace kt::driver
