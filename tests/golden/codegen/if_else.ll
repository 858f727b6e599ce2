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
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v10 = load i64, ptr %v9, align 8
  %v11 = icmp ugt i64 %v10, 4096
  %v12 = zext i1 %v11 to i64
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %if_then, label %if_else

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m_big, ptr %v2, ptr %v3, i64 0)
  %v15 = load volatile i64, ptr %v1, align 8
  %v16 = icmp ne i64 %v14, 0
  %v17 = zext i1 %v16 to i64
  %v18 = add i64 %v15, %v17
  store volatile i64 %v18, ptr %v1, align 8
  br label %if_done

if_else:                                          ; preds = %pid_ok
  %v19 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v20 = load i64, ptr %v19, align 8
  %v21 = icmp eq i64 %v20, 0
  %v22 = zext i1 %v21 to i64
  %v23 = icmp ne i64 %v22, 0
  br i1 %v23, label %if_then1, label %if_else2

if_done:                                          ; preds = %if_done3, %if_then
  br label %exit

if_then1:                                         ; preds = %if_else
  store i64 1, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v24 = call i64 inttoptr (i64 2 to ptr)(ptr @m_zero, ptr %v2, ptr %v3, i64 0)
  %v25 = load volatile i64, ptr %v1, align 8
  %v26 = icmp ne i64 %v24, 0
  %v27 = zext i1 %v26 to i64
  %v28 = add i64 %v25, %v27
  store volatile i64 %v28, ptr %v1, align 8
  br label %if_done3

if_else2:                                         ; preds = %if_else
  store i64 1, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m_small, ptr %v2, ptr %v3, i64 0)
  %v30 = load volatile i64, ptr %v1, align 8
  %v31 = icmp ne i64 %v29, 0
  %v32 = zext i1 %v31 to i64
  %v33 = add i64 %v30, %v32
  store volatile i64 %v33, ptr %v1, align 8
  br label %if_done3

if_done3:                                         ; preds = %if_else2, %if_then1
  br label %if_done

exit:                                             ; preds = %if_done, %pid_check
  %v34 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v35 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v36 = icmp eq ptr %v35, null
  br i1 %v36, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v37 = load i64, ptr %v35, align 8
  %v38 = add i64 %v37, %v34
  store i64 %v38, ptr %v35, align 8
  br label %lost_tallied
}

attributes #0 = { nounwind }
; map @big = m_big: plain, key 8, value 8, 4096 entries
; map @small = m_small: plain, key 8, value 8, 4096 entries
; map @zero = m_zero: plain, key 8, value 8, 4096 entries
