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
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v9 = load i64, ptr %v8, align 8
  %v10 = icmp ugt i64 %v9, 4096
  %v11 = zext i1 %v10 to i64
  %v12 = icmp ne i64 %v11, 0
  br i1 %v12, label %if_then, label %if_else

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m_big, ptr %v1, ptr %v2, i64 0)
  %v14 = load volatile i64, ptr %v0, align 8
  %v15 = icmp ne i64 %v13, 0
  %v16 = zext i1 %v15 to i64
  %v17 = add i64 %v14, %v16
  store volatile i64 %v17, ptr %v0, align 8
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
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v23 = call i64 inttoptr (i64 2 to ptr)(ptr @m_zero, ptr %v1, ptr %v2, i64 0)
  %v24 = load volatile i64, ptr %v0, align 8
  %v25 = icmp ne i64 %v23, 0
  %v26 = zext i1 %v25 to i64
  %v27 = add i64 %v24, %v26
  store volatile i64 %v27, ptr %v0, align 8
  br label %if_done3

if_else2:                                         ; preds = %if_else
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v28 = call i64 inttoptr (i64 2 to ptr)(ptr @m_small, ptr %v1, ptr %v2, i64 0)
  %v29 = load volatile i64, ptr %v0, align 8
  %v30 = icmp ne i64 %v28, 0
  %v31 = zext i1 %v30 to i64
  %v32 = add i64 %v29, %v31
  store volatile i64 %v32, ptr %v0, align 8
  br label %if_done3

if_done3:                                         ; preds = %if_else2, %if_then1
  br label %if_done

exit:                                             ; preds = %if_done, %pid_check
  %v33 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v34 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, %v33
  store i64 %v37, ptr %v34, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @big = m_big: plain, key 8, value 8, 4096 entries
; map @small = m_small: plain, key 8, value 8, 4096 entries
; map @zero = m_zero: plain, key 8, value 8, 4096 entries
