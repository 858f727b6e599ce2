; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_start = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v2 = call i64 inttoptr (i64 14 to ptr)()
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
  %v8 = and i64 %v2, 4294967295
  store i64 %v8, ptr %v1, align 1
  %v9 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_start, ptr %v1)
  %v10 = icmp ne ptr %v9, null
  %v11 = zext i1 %v10 to i64
  %v12 = icmp ne i64 %v11, 0
  br i1 %v12, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  %v13 = and i64 %v2, 4294967295
  store i64 %v13, ptr %v0, align 1
  %v14 = call i64 inttoptr (i64 3 to ptr)(ptr @m_start, ptr %v0)
  %v15 = icmp eq i64 %v14, 0
  %v16 = zext i1 %v15 to i64
  br label %exit

exit:                                             ; preds = %pred_true, %pid_ok, %pid_check
  ret i32 0
}

; Function Attrs: nounwind
define i32 @kprobe_1(ptr align 8 %ctx) #0 section "kprobe" {
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
  %v9 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v9, ptr %v2, align 1
  %v10 = and i64 %v3, 4294967295
  store i64 %v10, ptr %v1, align 1
  %v11 = call i64 inttoptr (i64 2 to ptr)(ptr @m_start, ptr %v1, ptr %v2, i64 0)
  %v12 = load volatile i64, ptr %v0, align 8
  %v13 = lshr i64 %v11, 63
  %v14 = add i64 %v12, %v13
  store volatile i64 %v14, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v15 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v16 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v18 = load i64, ptr %v16, align 8
  %v19 = add i64 %v18, %v15
  store i64 %v19, ptr %v16, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @start = m_start: plain, key 8, value 8, 4096 entries
