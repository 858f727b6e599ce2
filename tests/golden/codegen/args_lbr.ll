; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @fentry_0(ptr align 8 %ctx) #0 section "fentry/vfs_read" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca i32, align 4
  store i32 0, ptr %v2, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v2)
  %v3 = icmp eq ptr %scratch, null
  br i1 %v3, label %exit, label %init

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
  %v9 = getelementptr inbounds i8, ptr %scratch, i64 0
  store i32 14, ptr %v9, align 4
  %v10 = getelementptr inbounds i8, ptr %v9, i64 4
  store i32 0, ptr %v10, align 4
  %v11 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v12 = getelementptr inbounds i8, ptr %v9, i64 8
  call void @kt_args_capture(ptr %ctx, i64 %v11, ptr %v12, i64 64, i64 1)
  %v13 = getelementptr inbounds i8, ptr %v12, i64 8
  %v14 = load i32, ptr %v13, align 4
  %v15 = zext i32 %v14 to i64
  %v16 = add i64 168, %v15
  %v17 = icmp ugt i64 %v16, 936
  %v18 = select i1 %v17, i64 936, i64 %v16
  %v19 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v9, i64 %v18, i64 1)
  %v20 = load volatile i64, ptr %v1, align 8
  %v21 = lshr i64 %v19, 63
  %v22 = add i64 %v20, %v21
  store volatile i64 %v22, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %pid_check
  %v23 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v24 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v25 = icmp eq ptr %v24, null
  br i1 %v25, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v26 = load i64, ptr %v24, align 8
  %v27 = add i64 %v26, %v23
  store i64 %v27, ptr %v24, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

declare void @kt_args_capture(ptr, i64, ptr, i64, i64)

; Function Attrs: nounwind
define i32 @kprobe_1(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca i32, align 4
  store i32 1, ptr %v2, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v2)
  %v3 = icmp eq ptr %scratch, null
  br i1 %v3, label %exit, label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v4 = getelementptr inbounds i8, ptr %scratch, i64 0
  %v5 = getelementptr inbounds i8, ptr %v4, i64 16
  %v6 = call i64 inttoptr (i64 176 to ptr)(ptr %v5, i32 768, i64 0)
  %v7 = getelementptr inbounds i8, ptr %v4, i64 8
  store i64 %v6, ptr %v7, align 8
  store i32 15, ptr %v4, align 4
  %v8 = getelementptr inbounds i8, ptr %v4, i64 4
  store i32 0, ptr %v8, align 4
  %v9 = load volatile i64, ptr @kt_config, align 8
  %v10 = icmp eq i64 %v9, 0
  br i1 %v10, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v11 = call i64 inttoptr (i64 14 to ptr)()
  %v12 = lshr i64 %v11, 32
  %v13 = icmp ne i64 %v12, %v9
  br i1 %v13, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v14 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v4, i64 784, i64 1)
  %v15 = load volatile i64, ptr %v1, align 8
  %v16 = lshr i64 %v14, 63
  %v17 = add i64 %v15, %v16
  store volatile i64 %v17, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %pid_check
  %v18 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v19 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v20 = icmp eq ptr %v19, null
  br i1 %v20, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v21 = load i64, ptr %v19, align 8
  %v22 = add i64 %v21, %v18
  store i64 %v22, ptr %v19, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
