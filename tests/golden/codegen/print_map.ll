; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v6 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 24, i64 2)
  %v7 = load volatile i64, ptr %v1, align 8
  %v8 = lshr i64 %v6, 63
  %v9 = add i64 %v7, %v8
  store volatile i64 %v9, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %body
  %v10 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v11 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v12 = icmp eq ptr %v11, null
  br i1 %v12, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v13 = load i64, ptr %v11, align 8
  %v14 = add i64 %v13, %v10
  store i64 %v14, ptr %v11, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind
define i32 @kprobe_1(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  %v9 = call i64 inttoptr (i64 16 to ptr)(ptr %v2, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v2, i64 16, i1 false)
  %v10 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_m, ptr %v3)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, 1
  store i64 %v13, ptr %v10, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m_m, ptr %v3, ptr %v1, i64 0)
  %v15 = load volatile i64, ptr %v0, align 8
  %v16 = lshr i64 %v14, 63
  %v17 = add i64 %v15, %v16
  store volatile i64 %v17, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v18 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v19 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v20 = icmp eq ptr %v19, null
  br i1 %v20, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v21 = load i64, ptr %v19, align 8
  %v22 = add i64 %v21, %v18
  store i64 %v22, ptr %v19, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @m = m_m: count, per-cpu, key 16, value 8, 4096 entries
