// sizeof a type or an expression.
BEGIN {
    $a = sizeof(int);
    $b = sizeof(unsigned long);
    $c = sizeof(struct task_struct);
    $d = sizeof(union bpf_attr *);
    $e = sizeof(enum pid_type);
    $f = sizeof(char **);
    $g = sizeof($a);
    $h = sizeof(curtask->comm);
    $i = sizeof(@m[1]);
    $j = sizeof(1 + 2);
    $k = sizeof(uint8) * 8;
}
