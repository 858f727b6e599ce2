; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @session_0(ptr align 8 %ctx) #0 section "kretprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v2 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v3 = getelementptr inbounds i8, ptr %ctx, i64 80
  %v4 = load i64, ptr %v3, align 8
  %v5 = getelementptr inbounds i8, ptr %ctx, i64 128
  %v6 = load i64, ptr %v5, align 8
  %session = call ptr @kt_session_exit(i64 %v2, i64 %v4, i64 %v6, i64 0)
  call void @kt_session_args_exit()
  %v7 = icmp eq ptr %session, null
  br i1 %v7, label %exit, label %session_ended

session_ended:                                    ; preds = %body
  %v8 = getelementptr inbounds i8, ptr %session, i64 1888
  %v9 = load i32, ptr %v8, align 4
  %v10 = zext i32 %v9 to i64
  %v11 = icmp ne i64 %v10, 0
  br i1 %v11, label %pred_true, label %exit

pred_true:                                        ; preds = %session_ended
  %v12 = call ptr @kt_session_args_record()
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %record_done, label %record_send

record_send:                                      ; preds = %pred_true
  %v14 = call i64 @kt_session_args_record_size(ptr %v12)
  %v15 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v12, i64 %v14, i64 1)
  %v16 = load volatile i64, ptr %v1, align 8
  %v17 = lshr i64 %v15, 63
  %v18 = add i64 %v16, %v17
  store volatile i64 %v18, ptr %v1, align 8
  br label %record_done

record_done:                                      ; preds = %record_send, %pred_true
  %v19 = call i64 @kt_session_record_size(ptr %session)
  %v20 = getelementptr inbounds i8, ptr %session, i64 1816
  %v21 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v20, i64 %v19, i64 2)
  %v22 = load volatile i64, ptr %v1, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %record_done, %session_ended, %body
  %v25 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, %v25
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

declare ptr @kt_session_exit(i64, i64, i64, i64)

declare void @kt_session_args_exit()

declare ptr @kt_session_args_record()

declare i64 @kt_session_args_record_size(ptr)

declare i64 @kt_session_record_size(ptr)

; Function Attrs: nounwind
define i32 @session_0_call(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v0 = load volatile i64, ptr @kt_config, align 8
  %v1 = icmp eq i64 %v0, 0
  br i1 %v1, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v2 = call i64 inttoptr (i64 14 to ptr)()
  %v3 = lshr i64 %v2, 32
  %v4 = icmp ne i64 %v3, %v0
  br i1 %v4, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v5 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v6 = call i64 inttoptr (i64 173 to ptr)(ptr %ctx)
  %v7 = call i32 @kt_session_enter(i64 %v5, i64 %v6, i64 0)
  call void @kt_session_args_enter(ptr %ctx, i64 %v5, i32 %v7)
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  ret i32 0
}

declare i32 @kt_session_enter(i64, i64, i64)

declare void @kt_session_args_enter(ptr, i64, i32)

attributes #0 = { nounwind }
