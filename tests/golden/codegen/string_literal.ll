; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_greeting = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  store i48 478560413032, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v2 = call i64 inttoptr (i64 2 to ptr)(ptr @m_greeting, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @greeting = m_greeting: plain, key 8, value 6, 4096 entries
