// `let` declarations are block scoped and may not shadow.
BEGIN {
  $a = 1;
  if (1) {
    let $a = 2; // error: '$a' is already declared; a variable cannot shadow another
  }
  let $f;
  let $f = 3; // error: '$f' is already declared; a variable cannot shadow another
  for ($i : 0..2) {
    let $i = 1; // error: '$i' is already declared; a variable cannot shadow another
  }
}

END {
  {
    let $x = 1;
  }
  print($x); // error: '$x' is not in scope here
}
