; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_prev = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr %ctx) #0 section "tracepoint" {
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
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 24
  %v9 = load i32, ptr %v8, align 1
  %v10 = sext i32 %v9 to i64
  store i64 %v10, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v11 = call i64 inttoptr (i64 2 to ptr)(ptr @m_prev, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %pid_ok, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @prev = m_prev: plain, key 8, value 8, 4096 entries
