// fold_branches: an `if` on positional parameters is folded before
// check_types, so that fail() fires only in the branch taken ($1 is 1,
// $2 is dev here).
// params: 1 dev
BEGIN {
  if ($1 < 2) { fail("expected the first parameter to be greater than 1, got %d", $1); } // error: expected the first parameter to be greater than 1, got 1
  if ($2 == "prod") { fail("not in prod"); }
  if ($# != 2) { fail("two parameters, not %d", $#); }
  if ($2 != "dev") { } else if ($1 == 1) { fail("%s with %d", $2, $1); } // error: dev with 1
}
