// Tabs expand in the rendered source line and in the caret line.
BEGIN {
	$t = (1, 2);
		$n = $t * 2; // error: cannot apply '*' to '(s64, s64)' and 's64'
}
