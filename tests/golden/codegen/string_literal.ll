; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_greeting = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  store i48 478560413032, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v3 = call i64 inttoptr (i64 2 to ptr)(ptr @m_greeting, ptr %v1, ptr %v2, i64 0)
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
; map @greeting = m_greeting: plain, key 8, value 6, 4096 entries
