; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_stats = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = icmp eq i64 %v3, 0
  br i1 %v4, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  %v6 = lshr i64 %v5, 32
  %v7 = icmp ne i64 %v6, %v3
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v9 = load i64, ptr %v8, align 8
  %v10 = lshr i64 %pid_tgid, 32
  store i64 %v10, ptr %v2, align 1
  %v11 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_stats, ptr %v2)
  %v12 = icmp eq ptr %v11, null
  br i1 %v12, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v13 = load i64, ptr %v11, align 8
  %v14 = add i64 %v13, %v9
  store i64 %v14, ptr %v11, align 8
  %v15 = getelementptr inbounds i8, ptr %v11, i64 8
  %v16 = load i64, ptr %v15, align 8
  %v17 = add i64 %v16, 1
  %v18 = getelementptr inbounds i8, ptr %v11, i64 8
  store i64 %v17, ptr %v18, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  store i64 %v9, ptr %v1, align 8
  %v19 = getelementptr inbounds i8, ptr %v1, i64 8
  store i64 1, ptr %v19, align 8
  %v20 = call i64 inttoptr (i64 2 to ptr)(ptr @m_stats, ptr %v2, ptr %v1, i64 0)
  %v21 = icmp ne i64 %v20, 0
  br i1 %v21, label %map_full, label %map_written

agg_done:                                         ; preds = %map_written, %agg_found
  br label %exit

map_full:                                         ; preds = %agg_new
  store i32 1, ptr %v0, align 4
  %v22 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v23 = icmp eq ptr %v22, null
  br i1 %v23, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %agg_new
  br label %agg_done

lost_inc:                                         ; preds = %map_full
  %v24 = load i64, ptr %v22, align 8
  %v25 = add i64 %v24, 1
  store i64 %v25, ptr %v22, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %agg_done, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @stats = m_stats: stats, per-cpu, key 8, value 16, 4096 entries
