; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v15 = lshr i64 %v13, 63
  %v16 = add i64 %v14, %v15
  store volatile i64 %v16, ptr %v0, align 8
  br label %exit

and_rhs:                                          ; preds = %pid_ok
  %v17 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v18 = load i64, ptr %v17, align 8
  %v19 = icmp ugt i64 %v18, 0
  %v20 = zext i1 %v19 to i64
  %v21 = icmp ne i64 %v20, 0
  br label %and_done

and_done:                                         ; preds = %and_rhs, %pid_ok
  %v22 = phi i1 [ false, %pid_ok ], [ %v21, %and_rhs ]
  %v23 = zext i1 %v22 to i64
  %v24 = icmp ne i64 %v23, 0
  br i1 %v24, label %pred_true, label %exit

exit:                                             ; preds = %pred_true, %and_done, %pid_check
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

attributes #0 = { nounwind }
; map @n = m_n: plain, key 8, value 8, 4096 entries
