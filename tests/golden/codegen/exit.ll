; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  store i32 7, ptr %v1, align 4
  %v2 = getelementptr inbounds i8, ptr %v1, i64 4
  store i32 0, ptr %v2, align 4
  %v3 = getelementptr inbounds i8, ptr %v1, i64 8
  store i64 0, ptr %v3, align 8
  %v4 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v1, i64 16, i64 0)
  %v5 = icmp ne i64 %v4, 0
  br i1 %v5, label %rb_lost, label %rb_done

rb_lost:                                          ; preds = %body
  store i32 0, ptr %v0, align 4
  %v6 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v7 = icmp eq ptr %v6, null
  br i1 %v7, label %lost_done, label %lost_inc

rb_done:                                          ; preds = %lost_done, %body
  br label %exit

lost_inc:                                         ; preds = %rb_lost
  %v8 = load i64, ptr %v6, align 8
  %v9 = add i64 %v8, 1
  store i64 %v9, ptr %v6, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %rb_lost
  br label %rb_done

after_exit:                                       ; No predecessors!
  br label %exit

exit:                                             ; preds = %after_exit, %rb_done
  ret i32 0
}

attributes #0 = { nounwind }
