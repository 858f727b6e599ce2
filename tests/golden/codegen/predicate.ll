; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_n = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
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
  %v9 = lshr i64 %v3, 32
  %v10 = icmp eq i64 %v9, 42
  %v11 = zext i1 %v10 to i64
  %v12 = icmp ne i64 %v11, 0
  br i1 %v12, label %and_rhs, label %and_done

pred_true:                                        ; preds = %and_done
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m_n, ptr %v1, ptr %v2, i64 0)
  %v14 = load volatile i64, ptr %v0, align 8
  %v15 = icmp ne i64 %v13, 0
  %v16 = zext i1 %v15 to i64
  %v17 = add i64 %v14, %v16
  store volatile i64 %v17, ptr %v0, align 8
  br label %exit

and_rhs:                                          ; preds = %pid_ok
  %v18 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v19 = load i64, ptr %v18, align 8
  %v20 = icmp ugt i64 %v19, 0
  %v21 = zext i1 %v20 to i64
  %v22 = icmp ne i64 %v21, 0
  br label %and_done

and_done:                                         ; preds = %and_rhs, %pid_ok
  %v23 = phi i1 [ false, %pid_ok ], [ %v22, %and_rhs ]
  %v24 = zext i1 %v23 to i64
  %v25 = icmp ne i64 %v24, 0
  br i1 %v25, label %pred_true, label %exit

exit:                                             ; preds = %pred_true, %and_done, %pid_check
  %v26 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v27 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v28 = icmp eq ptr %v27, null
  br i1 %v28, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v29 = load i64, ptr %v27, align 8
  %v30 = add i64 %v29, %v26
  store i64 %v30, ptr %v27, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @n = m_n: plain, key 8, value 8, 4096 entries
