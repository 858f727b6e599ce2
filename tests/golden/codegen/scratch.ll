; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_a = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_b = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_c = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_scratch = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v10 = load i64, ptr %v9, align 8
  %v11 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v11, i8 0, i64 200, i1 false)
  %v12 = call i64 inttoptr (i64 45 to ptr)(ptr %v11, i32 200, i64 %v10)
  store i64 0, ptr %v1, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m_a, ptr %v1, ptr %v11, i64 0)
  %v14 = load volatile i64, ptr %v0, align 8
  %v15 = lshr i64 %v13, 63
  %v16 = add i64 %v14, %v15
  store volatile i64 %v16, ptr %v0, align 8
  %v17 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v18 = load i64, ptr %v17, align 8
  %v19 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v19, i8 0, i64 200, i1 false)
  %v20 = call i64 inttoptr (i64 45 to ptr)(ptr %v19, i32 200, i64 %v18)
  store i64 0, ptr %v1, align 8
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v1, ptr %v19, i64 0)
  %v22 = load volatile i64, ptr %v0, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v0, align 8
  %v25 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v26 = load i64, ptr %v25, align 8
  %v27 = getelementptr inbounds i8, ptr %scratch, i64 0
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v27, i8 0, i64 200, i1 false)
  %v28 = call i64 inttoptr (i64 45 to ptr)(ptr %v27, i32 200, i64 %v26)
  store i64 0, ptr %v1, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m_c, ptr %v1, ptr %v27, i64 0)
  %v30 = load volatile i64, ptr %v0, align 8
  %v31 = lshr i64 %v29, 63
  %v32 = add i64 %v30, %v31
  store volatile i64 %v32, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %entry, %pid_ok, %pid_check
  %v33 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v34 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, %v33
  store i64 %v37, ptr %v34, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @a = m_a: plain, key 8, value 200, 4096 entries
; map @b = m_b: plain, key 8, value 200, 4096 entries
; map @c = m_c: plain, key 8, value 200, 4096 entries
