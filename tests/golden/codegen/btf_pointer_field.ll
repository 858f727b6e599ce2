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
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v5 = load volatile i64, ptr @kt_config, align 8
  %v6 = icmp eq i64 %v5, 0
  br i1 %v6, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v8, %v5
  br i1 %v9, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v10 = call i64 inttoptr (i64 35 to ptr)()
  %v11 = add i64 %v10, 40
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v12 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v11)
  %v13 = load i64, ptr %v4, align 1
  %v14 = add i64 %v13, 32
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v15 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 4, i64 %v14)
  %v16 = load i32, ptr %v3, align 1
  %v17 = sext i32 %v16 to i64
  store i64 %v17, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v18 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v1, ptr %v2, i64 0)
  %v19 = load volatile i64, ptr %v0, align 8
  %v20 = lshr i64 %v18, 63
  %v21 = add i64 %v19, %v20
  store volatile i64 %v21, ptr %v0, align 8
  %v22 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v23 = load i64, ptr %v22, align 8
  %v24 = add i64 %v23, 0
  %v25 = add i64 %v24, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v26 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v25)
  %v27 = load i64, ptr %v4, align 1
  %v28 = add i64 %v27, 16
  %v29 = add i64 %v28, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v30 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 8, i64 %v29)
  %v31 = load i64, ptr %v3, align 1
  store i64 %v31, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v32 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v2, i64 0)
  %v33 = load volatile i64, ptr %v0, align 8
  %v34 = lshr i64 %v32, 63
  %v35 = add i64 %v33, %v34
  store volatile i64 %v35, ptr %v0, align 8
  %v36 = call i64 inttoptr (i64 35 to ptr)()
  %v37 = add i64 %v36, 112
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  %v38 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 1, i64 %v37)
  %v39 = load i64, ptr %v4, align 8
  %v40 = lshr i64 %v39, 4
  %v41 = and i64 %v40, 1
  store i64 %v41, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v42 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v2, ptr %v3, i64 0)
  %v43 = load volatile i64, ptr %v0, align 8
  %v44 = lshr i64 %v42, 63
  %v45 = add i64 %v43, %v44
  store volatile i64 %v45, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v46 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v47 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
  %v48 = icmp eq ptr %v47, null
  br i1 %v48, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v49 = load i64, ptr %v47, align 8
  %v50 = add i64 %v49, %v46
  store i64 %v50, ptr %v47, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
