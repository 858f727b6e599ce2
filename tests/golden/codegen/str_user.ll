; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_files = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca i32, align 4
  store i32 0, ptr %v2, align 4
  %scratch = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_scratch, ptr %v2)
  %v3 = icmp eq ptr %scratch, null
  br i1 %v3, label %exit, label %init

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
  %v9 = getelementptr inbounds i8, ptr %scratch, i64 0
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 24
  %v11 = load i64, ptr %v10, align 1
  %v12 = getelementptr inbounds i8, ptr %scratch, i64 64
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v12, i8 0, i64 64, i1 false)
  %v13 = call i64 inttoptr (i64 114 to ptr)(ptr %v12, i32 64, i64 %v11)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v9, ptr align 1 %v12, i64 64, i1 false)
  %v14 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_files, ptr %v9)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v16 = load i64, ptr %v14, align 8
  %v17 = add i64 %v16, 1
  store i64 %v17, ptr %v14, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_files, ptr %v9, ptr %v1, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %entry, %agg_done, %pid_check
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
; map @files = m_files: count, per-cpu, key 64, value 8, 4096 entries
