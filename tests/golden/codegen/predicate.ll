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
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = icmp eq i64 %v3, 0
  br i1 %v4, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  %v6 = lshr i64 %v5, 32
  %v7 = icmp ne i64 %v6, %v3
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v8 = lshr i64 %pid_tgid, 32
  %v9 = icmp eq i64 %v8, 42
  %v10 = zext i1 %v9 to i64
  %v11 = icmp ne i64 %v10, 0
  br i1 %v11, label %and_rhs, label %and_done

pred_true:                                        ; preds = %and_done
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m_n, ptr %v1, ptr %v2, i64 0)
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %map_full, label %map_written

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

map_full:                                         ; preds = %pred_true
  store i32 1, ptr %v0, align 4
  %v22 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v23 = icmp eq ptr %v22, null
  br i1 %v23, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pred_true
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v24 = load i64, ptr %v22, align 8
  %v25 = add i64 %v24, 1
  store i64 %v25, ptr %v22, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %and_done, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
; map @n = m_n: plain, key 8, value 8, 4096 entries
