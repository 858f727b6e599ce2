// `let` declarations: a `let` in a block is its block's variable; sibling
// blocks may declare the same name with different types (renamed
// $__letN_name); a typed let holds its value cast to the type.
BEGIN {
  let $a = 1;
  let $b: u16 = 70000 - 5000;
  let $c;
  $c = "str";
  if ($a) {
    let $x = 1;
    $a = $x;
  } else {
    let $x = "two";
    print($x);
  }
  $x = comm;
}
