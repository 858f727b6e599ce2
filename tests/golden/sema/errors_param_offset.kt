// params: hello
// `$1 + k` on a string parameter: k must stay within the argument.
BEGIN {
  printf("%s\n", str($1 + 5));
  printf("%s\n", str($1 + 6)); // error: offset 6 is past the end of the argument (5 characters)
}
