// An error inside a macro's expansion is located in the macro's text (so
// the `// error:` comment is on the macro's line), with a note at the call.
macro half(x) { x / 2 } // error: cannot apply '/' to 'kstack' and 's64'
BEGIN {
  $h = half(kstack);
}
