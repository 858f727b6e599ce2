# bash completion for kt: options, probe types after -l and -e, recipe
# names (from `kt --recipes`) and files for the script, the options a
# script or recipe takes (from `kt SCRIPT --help`) after it.
_kt_recipes() {
    kt --recipes 2>/dev/null | awk '{ print $1 }'
}

_kt() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion -n := || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    fi
    local opts="-e -d -l -p -c -o -f -B -q -v -k -I -h -V --quiet --flamegraph --baseline --dry-run --metrics --metrics-all-interfaces --emit-elf --emit-llvm --include --debuginfo --fmt
        --no-warnings --no-feature --probe-filter --test --bench --unsafe --info --recipes --help --version"
    local probes="tracepoint: rawtracepoint: tp_btf: kprobe: kretprobe: fentry: fexit: uprobe: uretprobe:
        usdt: profile: interval: software: hardware: watchpoint: iter: entry: allow: deny: BEGIN END
        begin end self: test: bench:"
    case $prev in
        -d) COMPREPLY=($(compgen -W "ast source types ir ir-opt asm verifier all" -- "$cur")); return ;;
        -f) COMPREPLY=($(compgen -W "text json folded svg html trace" -- "$cur")); return ;;
        --flamegraph) COMPREPLY=($(compgen -W "flame icicle" -- "$cur")); return ;;
        -B) COMPREPLY=($(compgen -W "full line none" -- "$cur")); return ;;
        --metrics) COMPREPLY=($(compgen -W "9464 127.0.0.1:9464" -- "$cur")); return ;;
        --no-feature) COMPREPLY=($(compgen -W "kprobe_multi kprobe_session uprobe_multi" -- "$cur")); return ;;
        -l|-e) COMPREPLY=($(compgen -W "$probes" -- "$cur")); compopt -o nospace 2>/dev/null; return ;;
        -p) COMPREPLY=($(compgen -W "$(ls /proc | grep -E '^[0-9]+$')" -- "$cur")); return ;;
        -c) COMPREPLY=($(compgen -c -- "$cur")); return ;;
        -o|-k|--baseline|--emit-elf|--emit-llvm|--include) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        -I|--debuginfo) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --probe-filter) return ;; # a regular expression
    esac
    # The script (or recipe) is the first word that is no option nor an
    # option's argument; after it, the script's own --options.
    local i script=
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            -e|-d|-p|-c|-o|-f|-B|-k|-I|--emit-elf|--emit-llvm|--include|--debuginfo|--no-feature|--metrics|\
            --flamegraph|--baseline|--probe-filter) i=$((i + 1)) ;;
            -*) ;;
            *) script=${words[i]}; break ;;
        esac
    done
    if [[ -n $script ]]; then
        if [[ $cur == --* ]]; then
            COMPREPLY=($(compgen -W "$(kt "$script" --help 2>/dev/null | sed -n 's/^  \(--[A-Za-z0-9_-]*\).*/\1/p') --help" -- "$cur"))
        fi
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$(_kt_recipes)" -- "$cur") $(compgen -f -- "$cur"))
    fi
}
complete -F _kt kt
