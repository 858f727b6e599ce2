; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_done = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_switches = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
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
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v8 = call i64 inttoptr (i64 2 to ptr)(ptr @m_switches, ptr %v1, ptr %v2, i64 0)
  %v9 = icmp ne i64 %v8, 0
  br i1 %v9, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v0, align 4
  %v10 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, 1
  store i64 %v13, ptr %v10, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %pid_check
  ret i32 0
}

; Function Attrs: nounwind
define i32 @END_1(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v3 = call i64 inttoptr (i64 2 to ptr)(ptr @m_done, ptr %v1, ptr %v2, i64 0)
  %v4 = icmp ne i64 %v3, 0
  br i1 %v4, label %map_full, label %map_written

map_full:                                         ; preds = %body
  store i32 1, ptr %v0, align 4
  %v5 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v6 = icmp eq ptr %v5, null
  br i1 %v6, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %body
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v7 = load i64, ptr %v5, align 8
  %v8 = add i64 %v7, 1
  store i64 %v8, ptr %v5, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written
  ret i32 0
}

attributes #0 = { nounwind }
; map @done = m_done: plain, key 8, value 8, 4096 entries
; map @switches = m_switches: plain, key 8, value 8, 4096 entries
