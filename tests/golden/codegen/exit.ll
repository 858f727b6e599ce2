; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i32 7, ptr %v2, align 4
  %v3 = getelementptr inbounds i8, ptr %v2, i64 4
  store i32 0, ptr %v3, align 4
  %v4 = getelementptr inbounds i8, ptr %v2, i64 8
  store i64 0, ptr %v4, align 8
  %v5 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v2, i64 16, i64 2)
  %v6 = load volatile i64, ptr %v1, align 8
  %v7 = lshr i64 %v5, 63
  %v8 = add i64 %v6, %v7
  store volatile i64 %v8, ptr %v1, align 8
  br label %exit

after_exit:                                       ; No predecessors!
  br label %exit

exit:                                             ; preds = %after_exit, %body
  %v9 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v0, align 4
  %v10 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, %v9
  store i64 %v13, ptr %v10, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
