// Prefix and postfix operators, member access, indexing and their chaining.
kprobe:f {
    $a = -arg0;
    $b = !arg0;
    $c = ~arg0;
    $d = *arg0;
    $e = &$a;
    ++$a;
    --$a;
    $a++;
    $a--;
    @m[tid]++;
    ++@m[tid];
    @n--;
    $f = args.filename;
    $g = args->filename;
    $h = curtask->parent->pid;
    $i = curtask->mm->pgd[0];
    $j = $arr[1][2];
    $k = $t.0;
    $l = $t.1.0;
    $m = $s.inner.field;
    $n = @map[1].0;
    $o = -$s->count++;
    $p = *$pp->next;
    $q = &curtask->comm[0];
    $r = ($a + 1)->x;
    $s2 = $st.u64;
    $u = !-~$a;
}
