; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
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
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v2 = load volatile i64, ptr @kt_config, align 8
  %v3 = icmp eq i64 %v2, 0
  br i1 %v3, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  %v5 = lshr i64 %v4, 32
  %v6 = icmp ne i64 %v5, %v2
  br i1 %v6, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v7 = and i64 %pid_tgid, 4294967295
  store i64 %v7, ptr %v1, align 1
  %v8 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_start, ptr %v1)
  %v9 = icmp ne ptr %v8, null
  %v10 = zext i1 %v9 to i64
  %v11 = icmp ne i64 %v10, 0
  br i1 %v11, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  %v12 = and i64 %pid_tgid, 4294967295
  store i64 %v12, ptr %v0, align 1
  %v13 = call i64 inttoptr (i64 3 to ptr)(ptr @m_start, ptr %v0)
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
  %v8 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v8, ptr %v2, align 1
  %v9 = and i64 %pid_tgid, 4294967295
  store i64 %v9, ptr %v1, align 1
  %v10 = call i64 inttoptr (i64 2 to ptr)(ptr @m_start, ptr %v1, ptr %v2, i64 0)
  %v11 = icmp ne i64 %v10, 0
  br i1 %v11, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v0, align 4
  %v12 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v14 = load i64, ptr %v12, align 8
  %v15 = add i64 %v14, 1
  store i64 %v15, ptr %v12, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
; map @start = m_start: plain, key 8, value 8, 4096 entries
