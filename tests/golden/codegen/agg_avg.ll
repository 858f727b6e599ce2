; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_avg = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v1 = load volatile i64, ptr @kt_config, align 8
  %v2 = icmp eq i64 %v1, 0
  br i1 %v2, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v3 = call i64 inttoptr (i64 14 to ptr)()
  %v4 = lshr i64 %v3, 32
  %v5 = icmp ne i64 %v4, %v1
  br i1 %v5, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v6 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v7 = load i64, ptr %v6, align 8
  store i32 0, ptr %v0, align 4
  %v8 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_avg, ptr %v0)
  %v9 = icmp eq ptr %v8, null
  br i1 %v9, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v10 = load i64, ptr %v8, align 8
  %v11 = add i64 %v10, %v7
  store i64 %v11, ptr %v8, align 8
  %v12 = getelementptr inbounds i8, ptr %v8, i64 8
  %v13 = load i64, ptr %v12, align 8
  %v14 = add i64 %v13, 1
  %v15 = getelementptr inbounds i8, ptr %v8, i64 8
  store i64 %v14, ptr %v15, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
; map @avg = m_avg: avg, per-cpu, key 4, value 16, 1 entries
