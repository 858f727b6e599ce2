// resolve_names: getopt()'s name, default and help must be literals; every
// getopt() of a name agrees with the first; named arguments must fit.
// named: --count=abc --flag=maybe
BEGIN {
  $n = "x";
  $a = getopt($n); // error: getopt() takes the option's name as a string literal, as getopt("verbose")
  $b = getopt("two words"); // error: 'two words' cannot name an option: use a letter or _, then letters, digits, _ and -
  $c = getopt("c", 1 + 1); // error: getopt()'s default must be a literal: an integer, a string, true or false (its type is the option's)
  $d = getopt("d", 1, $n); // error: getopt()'s help must be a string literal
  $e = getopt("e", 1, "first");
  $f = getopt("e", 2); // error: option 'e' is declared again with another default (2, was 1)
  $g = getopt("e", 1, "second"); // error: option 'e' is declared again with another help text
  $h = getopt("count", 5); // error: named argument '--count=abc': option 'count' takes an integer of 0 or more
  $i = getopt("flag"); // error: named argument '--flag=maybe': option 'flag' takes true, false, 1 or 0 (or nothing: --flag is true)
}
