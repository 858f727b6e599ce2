// print(@m): a record asking the runtime to print the map.
interval:s:1 { print(@m); }
kprobe:vfs_read { @m[comm] = count(); }
