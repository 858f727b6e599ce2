; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_ms = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @interval_0(ptr %ctx) #0 section "perf_event" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v2 = call i64 inttoptr (i64 5 to ptr)()
  %v3 = load volatile i64, ptr getelementptr inbounds ([67 x i64], ptr @kt_config, i64 0, i64 1), align 8
  %v4 = sub i64 %v2, %v3
  %v5 = udiv i64 %v4, 1000000
  %v6 = select i1 false, i64 0, i64 %v5
  store i64 %v6, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v7 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ms, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @ms = m_ms: plain, key 8, value 8, 4096 entries
