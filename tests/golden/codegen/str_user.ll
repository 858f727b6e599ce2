; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_files = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [64 x i8], align 8
  %v4 = alloca [64 x i8], align 8
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
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 24
  %v11 = load i64, ptr %v10, align 1
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 64, i1 false)
  %v12 = call i64 inttoptr (i64 114 to ptr)(ptr %v3, i32 64, i64 %v11)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v3, i64 64, i1 false)
  %v13 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_files, ptr %v4)
  %v14 = icmp eq ptr %v13, null
  br i1 %v14, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v15 = load i64, ptr %v13, align 8
  %v16 = add i64 %v15, 1
  store i64 %v16, ptr %v13, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  store i64 1, ptr %v2, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_files, ptr %v4, ptr %v2, i64 0)
  %v18 = load volatile i64, ptr %v1, align 8
  %v19 = icmp ne i64 %v17, 0
  %v20 = zext i1 %v19 to i64
  %v21 = add i64 %v18, %v20
  store volatile i64 %v21, ptr %v1, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v22 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v23 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v24 = icmp eq ptr %v23, null
  br i1 %v24, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v25 = load i64, ptr %v23, align 8
  %v26 = add i64 %v25, %v22
  store i64 %v26, ptr %v23, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @files = m_files: count, per-cpu, key 64, value 8, 4096 entries
