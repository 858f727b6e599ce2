#!/bin/sh
# Compile scaling: programs of 100 to 5,000 map stores compiled to a BPF
# object and not loaded (kt --emit-elf, bpftrace --emit-elf), kt vs
# bpftrace (issue #6 item 2). Goal: 2,000 stores in <= 0.5 s, and time
# growing linearly with size.
. bench/lib.sh
BT_LIMIT=${BT_LIMIT:-60} # seconds bpftrace may take per program

gen() { # N: BEGIN { @m0 = 0; @m1 = 1; ... exit(); } as a file
    awk -v n="$1" 'BEGIN { printf "BEGIN {\n"; for (i = 0; i < n; i++) printf "  @m[%d] = %d;\n", i, i; printf "  exit();\n}\n" }' > "$BENCH_TMP/stores_$1.bt"
}

echo
echo "## Compile scaling"
echo
echo "\`BEGIN { @m[0] = 0; @m[1] = 1; ... exit(); }\` with N map stores, compiled to an ELF object"
echo "without loading it (\`--emit-elf\`; wall time of the whole process)."
echo "Goal: 2,000 stores in <= 0.5 s, growing linearly (the time per store stays flat)."
echo
echo "| stores | kt s | kt us/store | bpftrace s | ratio | goal met |"
echo "| ---: | ---: | ---: | ---: | ---: | --- |"
: > "$BENCH_TMP/compile.per_store"
for n in 100 1000 2000 5000; do
    gen "$n"
    : > "$BENCH_TMP/kt.t"; : > "$BENCH_TMP/bt.t"
    i=0
    reps=$REPS
    [ "$n" -ge 2000 ] && reps=$(( REPS < 3 ? REPS : 3 ))
    while [ $i -lt "$reps" ]; do
        wall_rss "$BENCH_TMP/kt.t" timeout 120 "$KT" --emit-elf "$BENCH_TMP/kt.o" "$BENCH_TMP/stores_$n.bt"
        # bpftrace's time grows much faster than linearly: one run of the
        # big sizes, bounded by BT_LIMIT.
        if [ $i = 0 ] || [ "$n" -le 1000 ]; then
            wall_rss "$BENCH_TMP/bt.t" timeout "$BT_LIMIT" "$BPFTRACE" --emit-elf "$BENCH_TMP/bt.o" "$BENCH_TMP/stores_$n.bt"
        fi
        i=$((i + 1))
    done
    kw=$(awk '$3 == 0 { print $1 }' "$BENCH_TMP/kt.t" | median)
    bw=$(awk '$3 == 0 { print $1 }' "$BENCH_TMP/bt.t" | median)
    bcell=$(fmt "$bw" 2)
    grep -q ' 124$' "$BENCH_TMP/bt.t" && bcell="> $BT_LIMIT (killed)" && bw=nan
    goal="-"
    [ "$n" = 2000 ] && goal=$(meets "$kw" le 0.5)
    printf '| %d | %s | %s | %s | %s | %s |\n' "$n" "$(fmt "$kw" 3)" "$(fmt "$(echo "$kw * 1000000 / $n" | bc -l)" 0)" \
        "$bcell" "$(ratio "$kw" "$bw")" "$goal"
    echo "$n $kw" >> "$BENCH_TMP/compile.per_store"
done
echo
lin=$(awk '{ t[$1] = $2 } END { if (t[1000] > 0 && t[5000] > 0) printf "%.2f", (t[5000] / 5000) / (t[1000] / 1000) }' "$BENCH_TMP/compile.per_store")
echo "Time per store at 5,000 stores is ${lin}x its value at 1,000 (1 = linear). A function past 4,096 IR"
echo "instructions (some 500 stores) gets one round of SROA, EarlyCSE, InstCombine, SimplifyCFG and ADCE"
echo "instead of -O2's pipeline, which runs InstCombine about eight times; blocks are cut at 256"
echo "instructions for instruction selection, which grows faster than linearly with a block's size."
