; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
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
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v11 = load i64, ptr %v10, align 8
  store i64 %v11, ptr %v4, align 1
  %v12 = load i64, ptr %v4, align 1
  %v13 = add i64 %v12, 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v14 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 1, i64 %v13)
  %v15 = load i64, ptr %v3, align 8
  %v16 = lshr i64 %v15, 3
  %v17 = and i64 %v16, 31
  store i64 %v17, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v1, ptr %v2, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  %v22 = load i64, ptr %v4, align 1
  %v23 = add i64 %v22, 4
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v24 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v23)
  %v25 = load i32, ptr %v3, align 1
  %v26 = sext i32 %v25 to i64
  store i64 %v26, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v27 = call i64 inttoptr (i64 2 to ptr)(ptr @m_v, ptr %v1, ptr %v2, i64 0)
  %v28 = load volatile i64, ptr %v0, align 8
  %v29 = lshr i64 %v27, 63
  %v30 = add i64 %v28, %v29
  store volatile i64 %v30, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v31 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v3, align 4
  %v32 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v33 = icmp eq ptr %v32, null
  br i1 %v33, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v34 = load i64, ptr %v32, align 8
  %v35 = add i64 %v34, %v31
  store i64 %v35, ptr %v32, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @b = m_b: plain, key 8, value 8, 4096 entries
; map @v = m_v: plain, key 8, value 8, 4096 entries
