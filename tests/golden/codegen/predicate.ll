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
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v2 = load volatile i64, ptr @kt_config, align 8
  %v3 = call i64 inttoptr (i64 14 to ptr)()
  %v4 = lshr i64 %v3, 32
  %v5 = icmp ne i64 %v2, 0
  %v6 = icmp ne i64 %v4, %v2
  %v7 = and i1 %v5, %v6
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp eq i64 %v9, 42
  %v11 = zext i1 %v10 to i64
  %v12 = icmp ne i64 %v11, 0
  br i1 %v12, label %and_rhs, label %and_done

pred_true:                                        ; preds = %and_done
  store i64 1, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m_n, ptr %v0, ptr %v1, i64 0)
  br label %exit

and_rhs:                                          ; preds = %pid_ok
  %v14 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v15 = load i64, ptr %v14, align 8
  %v16 = icmp ugt i64 %v15, 0
  %v17 = zext i1 %v16 to i64
  %v18 = icmp ne i64 %v17, 0
  br label %and_done

and_done:                                         ; preds = %and_rhs, %pid_ok
  %v19 = phi i1 [ false, %pid_ok ], [ %v18, %and_rhs ]
  %v20 = zext i1 %v19 to i64
  %v21 = icmp ne i64 %v20, 0
  br i1 %v21, label %pred_true, label %exit

exit:                                             ; preds = %pred_true, %and_done, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @n = m_n: plain, key 8, value 8, 4096 entries
