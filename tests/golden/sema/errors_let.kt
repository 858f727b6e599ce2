// `let` declarations: a typed value must fit its type, an untyped
// declaration needs an assignment.
BEGIN {
  let $b: u8 = 256; // error: value 256 does not fit '$b', declared 'u8'
  let $c: int8 = -129; // error: value -129 does not fit '$c', declared 's8'
  let $d: uint32 = -1; // error: value -1 does not fit '$d', declared 'u32'
  let $e: int8 = -128;
  let $g; // error: '$g' is declared without a type and never assigned
  print(($b, $c, $d, $e));
}
