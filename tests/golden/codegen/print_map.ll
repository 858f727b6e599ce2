; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_m = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @interval_0(ptr align 8 %ctx) #0 section "perf_event" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [24 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i32 2, ptr %v2, align 4
  %v3 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v3, align 4
  %v4 = getelementptr inbounds i8, ptr %v2, i64 8
  store i64 0, ptr %v4, align 8
  %v5 = getelementptr inbounds i8, ptr %v2, i64 16
  store i64 1, ptr %v5, align 8
  %v6 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 24, i64 0)
  %v7 = load volatile i64, ptr %v1, align 8
  %v8 = icmp ne i64 %v6, 0
  %v9 = zext i1 %v8 to i64
  %v10 = add i64 %v7, %v9
  store volatile i64 %v10, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %body
  %v11 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v12 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v14 = load i64, ptr %v12, align 8
  %v15 = add i64 %v14, %v11
  store i64 %v15, ptr %v12, align 8
  br label %lost_tallied
}

; Function Attrs: nounwind
define i32 @kprobe_1(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v5 = load volatile i64, ptr @kt_config, align 8
  %v6 = icmp eq i64 %v5, 0
  br i1 %v6, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v8, %v5
  br i1 %v9, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 16, i1 false)
  %v10 = call i64 inttoptr (i64 16 to ptr)(ptr %v3, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v3, i64 16, i1 false)
  %v11 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_m, ptr %v4)
  %v12 = icmp eq ptr %v11, null
  br i1 %v12, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v13 = load i64, ptr %v11, align 8
  %v14 = add i64 %v13, 1
  store i64 %v14, ptr %v11, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  store i64 1, ptr %v2, align 8
  %v15 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v4, ptr %v2, i64 0)
  %v16 = load volatile i64, ptr %v1, align 8
  %v17 = icmp ne i64 %v15, 0
  %v18 = zext i1 %v17 to i64
  %v19 = add i64 %v16, %v18
  store volatile i64 %v19, ptr %v1, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v20 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, %v20
  store i64 %v24, ptr %v21, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @m = m_m: count, per-cpu, key 16, value 8, 4096 entries
