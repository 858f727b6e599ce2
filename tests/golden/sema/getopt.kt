// getopt(): named parameters typed by their defaults (bool without one),
// valued by the named arguments or the defaults; a negative default makes
// an s64, a string is sized to its value.
// named: --limit=25 --verbose --name=server --offset=-4
BEGIN {
  $limit = getopt("limit", 10, "lines to print");
  $verbose = getopt("verbose");
  $quiet = getopt("quiet", false);
  $name = getopt("name", "any");
  $offset = getopt("offset", -1);
  $again = getopt("limit", 10);
  @by_name[getopt("name", "any")] = $limit + $offset;
}
kprobe:vfs_read /getopt("verbose")/ { @reads = count(); }
