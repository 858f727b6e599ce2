# fish completion for kt: options, recipe names (from `kt --recipes`, with
# their summaries) and script files.
function __kt_recipes
    kt --recipes 2>/dev/null | string replace -r '^(\S+)\s+(.*)$' '$1\t$2'
end
complete -c kt -s e -r -d 'run PROGRAM'
complete -c kt -s d -x -a 'ast source types ir ir-opt asm verifier all' -d 'print a compilation stage'
complete -c kt -s l -d 'list probes matching PATTERN'
complete -c kt -s p -x -a '(__fish_complete_pids)' -d 'trace only process PID'
complete -c kt -s c -x -a '(__fish_complete_command)' -d 'run CMD and trace it'
complete -c kt -s o -r -d 'write results to FILE'
complete -c kt -s f -x -a 'text json folded svg html trace' -d 'output format'
complete -c kt -s B -x -a 'full line none' -d 'output buffering'
complete -c kt -l flamegraph -x -a 'flame icicle' -d 'draw flame graphs (-f svg, html) as'
complete -c kt -l baseline -r -d 'a differential flame graph against FILE (-f folded output)'
complete -c kt -s q -l quiet -d 'no "Attaching N probes..." message'
complete -c kt -s v -d 'verbose'
complete -c kt -s k -r -d 'a vmlinux with DWARF'
complete -c kt -s I -x -a '(__fish_complete_directories)' -d 'add DIR to the import search path'
complete -c kt -s h -l help -d 'show the help'
complete -c kt -s V -l version -d "show kt's version"
complete -c kt -l dry-run -d 'compile, load and verify, attach nothing'
complete -c kt -l metrics -x -d 'serve the maps to Prometheus at ADDR/metrics'
complete -c kt -l metrics-all-interfaces -d 'allow --metrics on every interface'
complete -c kt -l emit-elf -r -d 'write the BPF object to FILE'
complete -c kt -l include -r -d 'include the C header FILE before the program'
complete -c kt -l debuginfo -x -a '(__fish_complete_directories)' -d 'search DIR for debug files of traced binaries first'
complete -c kt -l emit-llvm -r -d 'write the LLVM IR to FILE.*.ll'
complete -c kt -l fmt -d "print the program in kt's layout"
complete -c kt -l no-warnings -d 'do not print warnings'
complete -c kt -l no-feature -x -a 'kprobe_multi kprobe_session uprobe_multi' -d 'do not use a kernel feature'
complete -c kt -l probe-filter -x -d 'load and attach only the probes a regular expression matches'
complete -c kt -l test -d "run the program's test: probes"
complete -c kt -l bench -d "run the program's bench: probes"
complete -c kt -l unsafe -d 'allow system(), cat() and signal()'
complete -c kt -l info -d 'what this kernel and kt support'
complete -c kt -l recipes -d 'list the recipes on the search path'
complete -c kt -n 'not __fish_seen_subcommand_from (__kt_recipes | string replace -r "\t.*" "")' -f -a '(__kt_recipes)'
