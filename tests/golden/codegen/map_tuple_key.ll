; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_by = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [32 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v4 = call i64 inttoptr (i64 14 to ptr)()
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
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v11 = load i64, ptr %v10, align 8
  store i64 %v11, ptr %v3, align 1
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 32, i1 false)
  %v12 = lshr i64 %v4, 32
  store i64 %v12, ptr %v2, align 1
  %v13 = getelementptr inbounds i8, ptr %v2, i64 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v14 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v13, ptr align 1 %v1, i64 16, i1 false)
  %v15 = getelementptr inbounds i8, ptr %v2, i64 24
  %v16 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v17 = load i64, ptr %v16, align 8
  %v18 = trunc i64 %v17 to i8
  %v19 = zext i8 %v18 to i64
  store i64 %v19, ptr %v15, align 1
  %v20 = call i64 inttoptr (i64 2 to ptr)(ptr @m_by, ptr %v2, ptr %v3, i64 0)
  %v21 = load volatile i64, ptr %v0, align 8
  %v22 = lshr i64 %v20, 63
  %v23 = add i64 %v21, %v22
  store volatile i64 %v23, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v24 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v3, align 4
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, %v24
  store i64 %v28, ptr %v25, align 8
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
; map @by = m_by: plain, key 32, value 8, 4096 entries
