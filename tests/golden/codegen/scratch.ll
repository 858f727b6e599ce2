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

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [200 x i8], align 8
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
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v9 = load i64, ptr %v8, align 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 200, i1 false)
  %v10 = call i64 inttoptr (i64 45 to ptr)(ptr %v2, i32 200, i64 %v9)
  store i64 0, ptr %v1, align 8
  %v11 = call i64 inttoptr (i64 2 to ptr)(ptr @m_a, ptr %v1, ptr %v2, i64 0)
  %v12 = load volatile i64, ptr %v0, align 8
  %v13 = lshr i64 %v11, 63
  %v14 = add i64 %v12, %v13
  store volatile i64 %v14, ptr %v0, align 8
  %v15 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v16 = load i64, ptr %v15, align 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 200, i1 false)
  %v17 = call i64 inttoptr (i64 45 to ptr)(ptr %v2, i32 200, i64 %v16)
  store i64 0, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_b, ptr %v1, ptr %v2, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  %v22 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v23 = load i64, ptr %v22, align 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 200, i1 false)
  %v24 = call i64 inttoptr (i64 45 to ptr)(ptr %v2, i32 200, i64 %v23)
  store i64 0, ptr %v1, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_c, ptr %v1, ptr %v2, i64 0)
  %v26 = load volatile i64, ptr %v0, align 8
  %v27 = lshr i64 %v25, 63
  %v28 = add i64 %v26, %v27
  store volatile i64 %v28, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v29 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v30 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v32 = load i64, ptr %v30, align 8
  %v33 = add i64 %v32, %v29
  store i64 %v33, ptr %v30, align 8
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
