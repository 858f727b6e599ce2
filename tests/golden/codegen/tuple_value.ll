; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_last = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [32 x i8], align 8
  %v5 = alloca [16 x i8], align 8
  %v6 = alloca [32 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  store volatile i64 0, ptr %v2, align 8
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v8 = load volatile i64, ptr @kt_config, align 8
  %v9 = icmp eq i64 %v8, 0
  br i1 %v9, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = lshr i64 %v10, 32
  %v12 = icmp ne i64 %v11, %v8
  br i1 %v12, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v6, i8 0, i64 32, i1 false)
  %v13 = lshr i64 %v7, 32
  %v14 = trunc i64 %v13 to i32
  store i32 %v14, ptr %v6, align 1
  %v15 = getelementptr inbounds i8, ptr %v6, i64 4
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v5, i8 0, i64 16, i1 false)
  %v16 = call i64 inttoptr (i64 16 to ptr)(ptr %v5, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v15, ptr align 1 %v5, i64 16, i1 false)
  %v17 = getelementptr inbounds i8, ptr %v6, i64 24
  %v18 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v19 = load i64, ptr %v18, align 8
  store i64 %v19, ptr %v17, align 1
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 32, i1 false)
  %v20 = load i32, ptr %v6, align 1
  %v21 = zext i32 %v20 to i64
  store i64 %v21, ptr %v4, align 1
  %v22 = getelementptr inbounds i8, ptr %v4, i64 8
  %v23 = getelementptr inbounds i8, ptr %v6, i64 4
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v22, ptr align 1 %v23, i64 16, i1 false)
  %v24 = getelementptr inbounds i8, ptr %v4, i64 24
  %v25 = getelementptr inbounds i8, ptr %v6, i64 24
  %v26 = load i64, ptr %v25, align 1
  store i64 %v26, ptr %v24, align 1
  %v27 = and i64 %v7, 4294967295
  store i64 %v27, ptr %v3, align 1
  %v28 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v3, ptr %v4, i64 0)
  %v29 = load volatile i64, ptr %v2, align 8
  %v30 = lshr i64 %v28, 63
  %v31 = add i64 %v29, %v30
  store volatile i64 %v31, ptr %v2, align 8
  store i32 1, ptr %v6, align 4
  %v32 = getelementptr inbounds i8, ptr %v6, i64 4
  store i32 0, ptr %v32, align 4
  %v33 = getelementptr inbounds i8, ptr %v6, i64 8
  %v34 = lshr i64 %v7, 32
  store i64 %v34, ptr %v33, align 1
  %v35 = getelementptr inbounds i8, ptr %v6, i64 16
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v5, i8 0, i64 16, i1 false)
  %v36 = call i64 inttoptr (i64 16 to ptr)(ptr %v5, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v35, ptr align 1 %v5, i64 16, i1 false)
  %v37 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v6, i64 32, i64 1)
  %v38 = load volatile i64, ptr %v1, align 8
  %v39 = lshr i64 %v37, 63
  %v40 = add i64 %v38, %v39
  store volatile i64 %v40, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v41 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v3, align 4
  %v42 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v43 = icmp eq ptr %v42, null
  br i1 %v43, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v44 = load i64, ptr %v42, align 8
  %v45 = add i64 %v44, %v41
  store i64 %v45, ptr %v42, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  %v46 = load volatile i64, ptr %v2, align 8
  store i32 1, ptr %v0, align 4
  %v47 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v48 = icmp eq ptr %v47, null
  br i1 %v48, label %lost_done2, label %lost_inc1

lost_inc1:                                        ; preds = %lost_done
  %v49 = load i64, ptr %v47, align 8
  %v50 = add i64 %v49, %v46
  store i64 %v50, ptr %v47, align 8
  br label %lost_done2

lost_done2:                                       ; preds = %lost_inc1, %lost_done
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @last = m_last: plain, key 8, value 32, 4096 entries
