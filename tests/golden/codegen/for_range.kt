// for over a range: an induction variable and a bounded loop.
BEGIN { for ($i : 0..5) { @squares[$i] = $i * $i; } }
