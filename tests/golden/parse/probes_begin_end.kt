// BEGIN/END and their lower-case spellings; several of each is allowed.
BEGIN { printf("start\n"); }
begin { @started = 1; }
END { printf("done\n"); }
end { clear(@started); }
BEGIN, END { @both = count(); }
