; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_big = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_small = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_zero = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v6, 0
  %v10 = icmp ne i64 %v8, %v6
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v13 = load i64, ptr %v12, align 8
  %v14 = icmp ugt i64 %v13, 4096
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %if_then, label %if_else

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_big, ptr %v4, ptr %v5, i64 0)
  br label %if_done

if_else:                                          ; preds = %pid_ok
  %v18 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v19 = load i64, ptr %v18, align 8
  %v20 = icmp eq i64 %v19, 0
  %v21 = zext i1 %v20 to i64
  %v22 = icmp ne i64 %v21, 0
  br i1 %v22, label %if_then1, label %if_else2

if_done:                                          ; preds = %if_done3, %if_then
  br label %exit

if_then1:                                         ; preds = %if_else
  store i64 1, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v23 = call i64 inttoptr (i64 2 to ptr)(ptr @m_zero, ptr %v2, ptr %v3, i64 0)
  br label %if_done3

if_else2:                                         ; preds = %if_else
  store i64 1, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v24 = call i64 inttoptr (i64 2 to ptr)(ptr @m_small, ptr %v0, ptr %v1, i64 0)
  br label %if_done3

if_done3:                                         ; preds = %if_else2, %if_then1
  br label %if_done

exit:                                             ; preds = %if_done, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @big = m_big: plain, key 8, value 8, 4096 entries
; map @small = m_small: plain, key 8, value 8, 4096 entries
; map @zero = m_zero: plain, key 8, value 8, 4096 entries
