; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tpbtf_0(ptr align 8 %ctx) #0 section "tp_btf/sched_process_fork" {
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
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 24, i1 false)
  %v10 = load i64, ptr %ctx, align 8
  %v11 = add i64 %v10, 28
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v12 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v11)
  %v13 = load i32, ptr %v3, align 1
  %v14 = sext i32 %v13 to i64
  store i64 %v14, ptr %v4, align 1
  %v15 = getelementptr inbounds i8, ptr %v4, i64 8
  %v16 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v17 = load i64, ptr %v16, align 8
  %v18 = add i64 %v17, 88
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  %v19 = call i64 inttoptr (i64 113 to ptr)(ptr %v2, i32 16, i64 %v18)
  %v20 = getelementptr inbounds i8, ptr %v2, i64 15
  store i8 0, ptr %v20, align 1
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v15, ptr align 1 %v2, i64 16, i1 false)
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v4)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, 1
  store i64 %v24, ptr %v21, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v4, ptr %v1, i64 0)
  %v26 = load volatile i64, ptr %v0, align 8
  %v27 = lshr i64 %v25, 63
  %v28 = add i64 %v26, %v27
  store volatile i64 %v28, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v29 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v3, align 4
  %v30 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v32 = load i64, ptr %v30, align 8
  %v33 = add i64 %v32, %v29
  store i64 %v33, ptr %v30, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @ = m__: count, per-cpu, key 24, value 8, 4096 entries
