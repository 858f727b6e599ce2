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
  %v9 = and i64 %v8, 4294967295
  store i64 %v9, ptr %v1, align 1
  %v10 = call ptr inttoptr (i64 1 to ptr)(ptr @m_start, ptr %v1)
  %v11 = icmp ne ptr %v10, null
  %v12 = zext i1 %v11 to i64
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  %v14 = call i64 inttoptr (i64 14 to ptr)()
  %v15 = and i64 %v14, 4294967295
  store i64 %v15, ptr %v0, align 1
  %v16 = call i64 inttoptr (i64 3 to ptr)(ptr @m_start, ptr %v0)
  br label %exit

exit:                                             ; preds = %pred_true, %pid_ok, %body
  ret i32 0
}

; Function Attrs: nounwind
define i32 @kprobe_1(ptr %ctx) #0 section "kprobe" {
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
  %v9 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v9, ptr %v2, align 1
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = and i64 %v10, 4294967295
  store i64 %v11, ptr %v1, align 1
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m_start, ptr %v1, ptr %v2, i64 0)
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v0, align 4
  %v14 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v16 = load i64, ptr %v14, align 8
  %v17 = add i64 %v16, 1
  store i64 %v17, ptr %v14, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @start = m_start: plain, key 8, value 8, 4096 entries
