// A misspelt kernel function: the hint offers the closest one BTF knows.
fentry:vfs_wirte { } // error: no kernel function 'vfs_wirte' in the kernel's BTF
