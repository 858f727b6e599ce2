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
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  %v8 = alloca [8 x i8], align 8
  %v9 = alloca [8 x i8], align 8
  %v10 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v11 = load volatile i64, ptr @kt_config, align 8
  %v12 = call i64 inttoptr (i64 14 to ptr)()
  %v13 = lshr i64 %v12, 32
  %v14 = icmp ne i64 %v11, 0
  %v15 = icmp ne i64 %v13, %v11
  %v16 = and i1 %v14, %v15
  br i1 %v16, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v17 = call i64 inttoptr (i64 35 to ptr)()
  %v18 = add i64 %v17, 40
  call void @llvm.memset.p0.i64(ptr align 1 %v10, i8 0, i64 8, i1 false)
  %v19 = call i64 inttoptr (i64 113 to ptr)(ptr %v10, i32 8, i64 %v18)
  %v20 = load i64, ptr %v10, align 1
  %v21 = add i64 %v20, 32
  call void @llvm.memset.p0.i64(ptr align 1 %v9, i8 0, i64 8, i1 false)
  %v22 = call i64 inttoptr (i64 113 to ptr)(ptr %v9, i32 4, i64 %v21)
  %v23 = load i32, ptr %v9, align 1
  %v24 = sext i32 %v23 to i64
  store i64 %v24, ptr %v8, align 1
  store i64 0, ptr %v7, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_ppid, ptr %v7, ptr %v8, i64 0)
  %v26 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v27 = load i64, ptr %v26, align 8
  %v28 = add i64 %v27, 0
  %v29 = add i64 %v28, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  %v30 = call i64 inttoptr (i64 113 to ptr)(ptr %v6, i32 8, i64 %v29)
  %v31 = load i64, ptr %v6, align 1
  %v32 = add i64 %v31, 16
  %v33 = add i64 %v32, 8
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  %v34 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 8, i64 %v33)
  %v35 = load i64, ptr %v5, align 1
  store i64 %v35, ptr %v4, align 1
  store i64 0, ptr %v3, align 8
  %v36 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v3, ptr %v4, i64 0)
  %v37 = call i64 inttoptr (i64 35 to ptr)()
  %v38 = add i64 %v37, 112
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  %v39 = call i64 inttoptr (i64 113 to ptr)(ptr %v2, i32 1, i64 %v38)
  %v40 = load i64, ptr %v2, align 8
  %v41 = lshr i64 %v40, 4
  %v42 = and i64 %v41, 1
  store i64 %v42, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v43 = call i64 inttoptr (i64 2 to ptr)(ptr @m_iowait, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %pid_ok, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @iowait = m_iowait: plain, key 8, value 8, 4096 entries
; map @name = m_name: plain, key 8, value 8, 4096 entries
; map @ppid = m_ppid: plain, key 8, value 8, 4096 entries
