; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@"llvm.task_struct:0:28$0:5" = external global i64 #0
@"llvm.task_struct:0:88$0:12" = external global i64 #0

; Function Attrs: nounwind
define i32 @tpbtf_0(ptr align 8 %ctx) #1 section "tp_btf/sched_process_fork" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [24 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 24, i1 false)
  %v10 = load i64, ptr %ctx, align 8
  %v11 = load i64, ptr @"llvm.task_struct:0:28$0:5", align 8
  %v12 = call i64 @llvm.bpf.passthrough.i64.i64(i32 0, i64 %v11)
  %v13 = add i64 %v10, %v12
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v14 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v13)
  %v15 = load i32, ptr %v3, align 1
  %v16 = sext i32 %v15 to i64
  store i64 %v16, ptr %v4, align 1
  %v17 = getelementptr inbounds i8, ptr %v4, i64 8
  %v18 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v19 = load i64, ptr %v18, align 8
  %v20 = load i64, ptr @"llvm.task_struct:0:88$0:12", align 8
  %v21 = call i64 @llvm.bpf.passthrough.i64.i64(i32 1, i64 %v20)
  %v22 = add i64 %v19, %v21
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  %v23 = call i64 inttoptr (i64 113 to ptr)(ptr %v2, i32 16, i64 %v22)
  %v24 = getelementptr inbounds i8, ptr %v2, i64 15
  store i8 0, ptr %v24, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v17, ptr align 1 %v2, i64 16, i1 false)
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v4)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, 1
  store i64 %v28, ptr %v25, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v4, ptr %v1, i64 0)
  %v30 = load volatile i64, ptr %v0, align 8
  %v31 = lshr i64 %v29, 63
  %v32 = add i64 %v30, %v31
  store volatile i64 %v32, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v33 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v3, align 4
  %v34 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, %v33
  store i64 %v37, ptr %v34, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #2

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #4

attributes #0 = { "btf_ama" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @ = m__: count, per-cpu, key 24, value 8, 4096 entries
