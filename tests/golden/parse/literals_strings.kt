// String literals: every escape, empty strings, non-ASCII text.
BEGIN {
    $empty = "";
    $plain = "hello world";
    $newline = "line\n";
    $tab = "a\tb";
    $cr = "a\rb";
    $bell = "\a";
    $backspace = "\b";
    $formfeed = "\f";
    $vtab = "\v";
    $escape = "\e[1m";
    $backslash = "C:\\path";
    $dquote = "say \"hi\"";
    $squote = "it\'s";
    $hex = "\x41\x4a\x7e";
    $hex_one = "\x4g";
    $octal = "\101\102\060";
    $nul = "a\0b";
    $utf8 = "héllo → wörld";
    $percent = "%-6d %-16s %s\n";
    $with_comment_chars = "// not a comment /* nor this */";
    $with_braces = "{ } ; / @ $";
}
