// A keyed map used without a key; the note shows a use with keys.
BEGIN { @starts[tid] = nsecs; }
END { print(@starts[1]); $n = @starts; } // error: map '@starts' needs a key here
