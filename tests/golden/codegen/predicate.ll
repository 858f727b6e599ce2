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
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  %v5 = lshr i64 %v4, 32
  %v6 = icmp ne i64 %v3, 0
  %v7 = icmp ne i64 %v5, %v3
  %v8 = and i1 %v6, %v7
  br i1 %v8, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v9 = call i64 inttoptr (i64 14 to ptr)()
  %v10 = lshr i64 %v9, 32
  %v11 = icmp eq i64 %v10, 42
  %v12 = zext i1 %v11 to i64
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %and_rhs, label %and_done

pred_true:                                        ; preds = %and_done
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m_n, ptr %v1, ptr %v2, i64 0)
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %map_full, label %map_written

and_rhs:                                          ; preds = %pid_ok
  %v16 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v17 = load i64, ptr %v16, align 8
  %v18 = icmp ugt i64 %v17, 0
  %v19 = zext i1 %v18 to i64
  %v20 = icmp ne i64 %v19, 0
  br label %and_done

and_done:                                         ; preds = %and_rhs, %pid_ok
  %v21 = phi i1 [ false, %pid_ok ], [ %v20, %and_rhs ]
  %v22 = zext i1 %v21 to i64
  %v23 = icmp ne i64 %v22, 0
  br i1 %v23, label %pred_true, label %exit

map_full:                                         ; preds = %pred_true
  store i32 1, ptr %v0, align 4
  %v24 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v25 = icmp eq ptr %v24, null
  br i1 %v25, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pred_true
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v26 = load i64, ptr %v24, align 8
  %v27 = add i64 %v26, 1
  store i64 %v27, ptr %v24, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %and_done, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @n = m_n: plain, key 8, value 8, 4096 entries
