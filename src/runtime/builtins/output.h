// Records whose content is output (printf(), system(), cat(), time(),
// join(), print(value)): their handlers are registered in
// output.cpp; these are the decoding steps, for tests.
#pragma once

#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/decode.h"
#include "runtime/families.h"
#include "runtime/output/output.h"
#include "util/printf_format.h"

namespace kt::runtime {

// The arguments of a printf()/system()/cat() record, by the format's
// layouts and offsets; an argument past the record's end reads as 0.
std::vector<util::FormatArg> decode_format_args(Decoder &decoder, const manifest::Format &f, const Record &r);

// A join() record's strings joined with its separator (record id: the
// separator's index; " " when there is none).
std::string decode_join(const manifest::Manifest &m, const Record &r);

// The reports these builtins print: time()'s text as it is ("time"),
// join()'s strings as a line ("join"), what system()'s command printed
// ("syscall") and cat()'s file ("cat"); in JSON each is a string.
TextReport time_report(std::string text);
TextReport join_report(std::string text);
TextReport command_report(std::string output);
TextReport file_report(std::string contents);

} // namespace kt::runtime
