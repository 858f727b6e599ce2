; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v3 = call i64 inttoptr (i64 14 to ptr)()
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
  store i32 1, ptr %v2, align 4
  %v9 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v9, align 4
  %v10 = getelementptr inbounds i8, ptr %v2, i64 8
  %v11 = lshr i64 %v3, 32
  store i64 %v11, ptr %v10, align 1
  %v12 = call i64 inttoptr (i64 134 to ptr)(ptr @kt_ringbuf, i64 0)
  %v13 = icmp uge i64 %v12, 16384
  %v14 = zext i1 %v13 to i64
  %v15 = add i64 1, %v14
  %v16 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 16, i64 %v15)
  %v17 = load volatile i64, ptr %v1, align 8
  %v18 = lshr i64 %v16, 63
  %v19 = add i64 %v17, %v18
  store volatile i64 %v19, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v20 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, %v20
  store i64 %v24, ptr %v21, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
