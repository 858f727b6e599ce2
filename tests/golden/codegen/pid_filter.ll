; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  store volatile i64 0, ptr %v0, align 8
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
  %v9 = load volatile i64, ptr %v0, align 8
  %v10 = lshr i64 %v8, 63
  %v11 = add i64 %v9, %v10
  store volatile i64 %v11, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v12 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v13 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v14 = icmp eq ptr %v13, null
  br i1 %v14, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v15 = load i64, ptr %v13, align 8
  %v16 = add i64 %v15, %v12
  store i64 %v16, ptr %v13, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
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
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v3 = call i64 inttoptr (i64 2 to ptr)(ptr @m_done, ptr %v1, ptr %v2, i64 0)
  %v4 = load volatile i64, ptr %v0, align 8
  %v5 = lshr i64 %v3, 63
  %v6 = add i64 %v4, %v5
  store volatile i64 %v6, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %body
  %v7 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v8 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v9 = icmp eq ptr %v8, null
  br i1 %v9, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v10 = load i64, ptr %v8, align 8
  %v11 = add i64 %v10, %v7
  store i64 %v11, ptr %v8, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @done = m_done: plain, key 8, value 8, 4096 entries
; map @switches = m_switches: plain, key 8, value 8, 4096 entries
