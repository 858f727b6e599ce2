; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v15 = lshr i64 %v13, 63
  %v16 = add i64 %v14, %v15
  store volatile i64 %v16, ptr %v0, align 8
  br label %if_done

if_else:                                          ; preds = %pid_ok
  %v17 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v18 = load i64, ptr %v17, align 8
  %v19 = icmp eq i64 %v18, 0
  %v20 = zext i1 %v19 to i64
  %v21 = icmp ne i64 %v20, 0
  br i1 %v21, label %if_then1, label %if_else2

if_done:                                          ; preds = %if_done3, %if_then
  br label %exit

if_then1:                                         ; preds = %if_else
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v22 = call i64 inttoptr (i64 2 to ptr)(ptr @m_zero, ptr %v1, ptr %v2, i64 0)
  %v23 = load volatile i64, ptr %v0, align 8
  %v24 = lshr i64 %v22, 63
  %v25 = add i64 %v23, %v24
  store volatile i64 %v25, ptr %v0, align 8
  br label %if_done3

if_else2:                                         ; preds = %if_else
  store i64 1, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_small, ptr %v1, ptr %v2, i64 0)
  %v27 = load volatile i64, ptr %v0, align 8
  %v28 = lshr i64 %v26, 63
  %v29 = add i64 %v27, %v28
  store volatile i64 %v29, ptr %v0, align 8
  br label %if_done3

if_done3:                                         ; preds = %if_else2, %if_then1
  br label %if_done

exit:                                             ; preds = %if_done, %pid_check
  %v30 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v31 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v32 = icmp eq ptr %v31, null
  br i1 %v32, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v33 = load i64, ptr %v31, align 8
  %v34 = add i64 %v33, %v30
  store i64 %v34, ptr %v31, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
; map @big = m_big: plain, key 8, value 8, 4096 entries
; map @small = m_small: plain, key 8, value 8, 4096 entries
; map @zero = m_zero: plain, key 8, value 8, 4096 entries
