// Casts to every built-in type word, multi-word C types, pointers and tagged types.
kprobe:f {
    $a = (uint8)arg0;
    $b = (uint16)arg0;
    $c = (uint32)arg0;
    $d = (uint64)arg0;
    $e = (int8)arg0;
    $f = (int16)arg0;
    $g = (int32)arg0;
    $h = (int64)arg0;
    $i = (u8)arg0 + (u16)arg0 + (u32)arg0 + (u64)arg0;
    $j = (s8)arg0 + (s16)arg0 + (s32)arg0 + (s64)arg0;
    $k = (char)arg0;
    $l = (short)arg0;
    $m = (int)arg0;
    $n = (long)arg0;
    $o = (unsigned long long)arg0;
    $p = (signed char)arg0;
    $q = (bool)arg0;
    $r = (const char *)arg1;
    $s = (volatile unsigned int *)arg1;
    $t = (void *)arg0;
    $u = (void **)arg0;
    $v = (struct task_struct *)curtask;
    $w = (union bpf_attr *)arg1;
    $x = (enum pid_type)arg2;
    $y = ((struct path *)arg0)->dentry->d_name.name;
    $z = (uint8)(uint16)arg0;
    $aa = (int8)-1;
    $bb = -(int8)1;
    $cc = (uint32)arg0 * 2;
    $dd = (uint32)(arg0 * 2);
    $ee = *(uint64 *)arg0;
}
