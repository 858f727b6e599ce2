; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "raw_tp" {
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
  store i64 0, ptr %v2, align 1
  %v8 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v9 = icmp eq ptr %v8, null
  br i1 %v9, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v10 = load i64, ptr %v8, align 8
  %v11 = add i64 %v10, 1
  store i64 %v11, ptr %v8, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v13 = load volatile i64, ptr %v0, align 8
  %v14 = lshr i64 %v12, 63
  %v15 = add i64 %v13, %v14
  store volatile i64 %v15, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v16 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v19 = load i64, ptr %v17, align 8
  %v20 = add i64 %v19, %v16
  store i64 %v20, ptr %v17, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
