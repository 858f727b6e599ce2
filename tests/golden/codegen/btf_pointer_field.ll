; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_iowait = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_ppid = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = icmp eq i64 %v6, 0
  br i1 %v7, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v9, %v6
  br i1 %v10, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v11 = call i64 inttoptr (i64 35 to ptr)()
  %v12 = add i64 %v11, 40
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  %v13 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 8, i64 %v12)
  %v14 = load i64, ptr %v5, align 1
  %v15 = add i64 %v14, 32
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v16 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 4, i64 %v15)
  %v17 = load i32, ptr %v4, align 1
  %v18 = sext i32 %v17 to i64
  store i64 %v18, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v2, ptr %v3, i64 0)
  %v20 = load volatile i64, ptr %v1, align 8
  %v21 = icmp ne i64 %v19, 0
  %v22 = zext i1 %v21 to i64
  %v23 = add i64 %v20, %v22
  store volatile i64 %v23, ptr %v1, align 8
  %v24 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v25 = load i64, ptr %v24, align 8
  %v26 = add i64 %v25, 0
  %v27 = add i64 %v26, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  %v28 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 8, i64 %v27)
  %v29 = load i64, ptr %v5, align 1
  %v30 = add i64 %v29, 16
  %v31 = add i64 %v30, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v32 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v31)
  %v33 = load i64, ptr %v4, align 1
  store i64 %v33, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v34 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v2, ptr %v3, i64 0)
  %v35 = load volatile i64, ptr %v1, align 8
  %v36 = icmp ne i64 %v34, 0
  %v37 = zext i1 %v36 to i64
  %v38 = add i64 %v35, %v37
  store volatile i64 %v38, ptr %v1, align 8
  %v39 = call i64 inttoptr (i64 35 to ptr)()
  %v40 = add i64 %v39, 112
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  %v41 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 1, i64 %v40)
  %v42 = load i64, ptr %v5, align 8
  %v43 = lshr i64 %v42, 4
  %v44 = and i64 %v43, 1
  store i64 %v44, ptr %v4, align 1
  store i64 0, ptr %v3, align 8
  %v45 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v3, ptr %v4, i64 0)
  %v46 = load volatile i64, ptr %v1, align 8
  %v47 = icmp ne i64 %v45, 0
  %v48 = zext i1 %v47 to i64
  %v49 = add i64 %v46, %v48
  store volatile i64 %v49, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v50 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v51 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v52 = icmp eq ptr %v51, null
  br i1 %v52, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v53 = load i64, ptr %v51, align 8
  %v54 = add i64 %v53, %v50
  store i64 %v54, ptr %v51, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
