; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_v = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = icmp eq i64 %v6, 0
  br i1 %v7, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v9, %v6
  br i1 %v10, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v11 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v12 = load i64, ptr %v11, align 8
  store i64 %v12, ptr %v5, align 1
  %v13 = load i64, ptr %v5, align 1
  %v14 = add i64 %v13, 0
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v15 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 1, i64 %v14)
  %v16 = load i64, ptr %v4, align 8
  %v17 = lshr i64 %v16, 3
  %v18 = and i64 %v17, 31
  store i64 %v18, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v2, ptr %v3, i64 0)
  %v20 = load volatile i64, ptr %v1, align 8
  %v21 = icmp ne i64 %v19, 0
  %v22 = zext i1 %v21 to i64
  %v23 = add i64 %v20, %v22
  store volatile i64 %v23, ptr %v1, align 8
  %v24 = load i64, ptr %v5, align 1
  %v25 = add i64 %v24, 4
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v26 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 4, i64 %v25)
  %v27 = load i32, ptr %v4, align 1
  %v28 = sext i32 %v27 to i64
  store i64 %v28, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m_v, ptr %v2, ptr %v3, i64 0)
  %v30 = load volatile i64, ptr %v1, align 8
  %v31 = icmp ne i64 %v29, 0
  %v32 = zext i1 %v31 to i64
  %v33 = add i64 %v30, %v32
  store volatile i64 %v33, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v34 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v35 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v36 = icmp eq ptr %v35, null
  br i1 %v36, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v37 = load i64, ptr %v35, align 8
  %v38 = add i64 %v37, %v34
  store i64 %v38, ptr %v35, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @b = m_b: plain, key 8, value 8, 4096 entries
; map @v = m_v: plain, key 8, value 8, 4096 entries
