; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v3 = call i64 inttoptr (i64 14 to ptr)()
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v4 = load volatile i64, ptr @kt_config, align 8
  %v5 = icmp eq i64 %v4, 0
  br i1 %v5, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v6 = call i64 inttoptr (i64 14 to ptr)()
  %v7 = lshr i64 %v6, 32
  %v8 = icmp ne i64 %v7, %v4
  br i1 %v8, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v10 = load i64, ptr %v9, align 8
  %v11 = lshr i64 %v3, 32
  store i64 %v11, ptr %v2, align 1
  %v12 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_stats, ptr %v2)
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v14 = load i64, ptr %v12, align 8
  %v15 = add i64 %v14, %v10
  store i64 %v15, ptr %v12, align 8
  %v16 = getelementptr inbounds i8, ptr %v12, i64 8
  %v17 = load i64, ptr %v16, align 8
  %v18 = add i64 %v17, 1
  %v19 = getelementptr inbounds i8, ptr %v12, i64 8
  store i64 %v18, ptr %v19, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  store i64 %v10, ptr %v1, align 8
  %v20 = getelementptr inbounds i8, ptr %v1, i64 8
  store i64 1, ptr %v20, align 8
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m_stats, ptr %v2, ptr %v1, i64 0)
  %v22 = load volatile i64, ptr %v0, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v25 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, %v25
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @stats = m_stats: stats, per-cpu, key 8, value 16, 4096 entries
