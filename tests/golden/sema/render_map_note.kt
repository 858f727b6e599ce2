// A map's value type disagreeing with its first use, in another probe.
BEGIN { @m[1] = comm; }
END { @m[2] = nsecs; } // error: map '@m' holds 'string[16]' values; cannot assign 'u64'
