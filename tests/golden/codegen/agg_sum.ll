; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_bytes = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  %v11 = trunc i64 %v10 to i32
  %v12 = sext i32 %v11 to i64
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 16, i1 false)
  %v13 = call i64 inttoptr (i64 16 to ptr)(ptr %v2, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v2, i64 16, i1 false)
  %v14 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_bytes, ptr %v3)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v16 = load i64, ptr %v14, align 8
  %v17 = add i64 %v16, %v12
  store i64 %v17, ptr %v14, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 %v12, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_bytes, ptr %v3, ptr %v1, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v22 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v23 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v24 = icmp eq ptr %v23, null
  br i1 %v24, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v25 = load i64, ptr %v23, align 8
  %v26 = add i64 %v25, %v22
  store i64 %v26, ptr %v23, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @bytes = m_bytes: sum, per-cpu, key 16, value 8, 4096 entries
