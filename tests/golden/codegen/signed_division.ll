; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_q = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_r = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_u = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v6, 0
  %v10 = icmp ne i64 %v8, %v6
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v13 = load i64, ptr %v12, align 8
  %v14 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v15 = load i64, ptr %v14, align 8
  %v16 = icmp eq i64 %v15, 0
  %v17 = select i1 %v16, i64 1, i64 %v15
  %v18 = icmp slt i64 %v13, 0
  %v19 = icmp slt i64 %v17, 0
  %v20 = sub i64 0, %v13
  %v21 = select i1 %v18, i64 %v20, i64 %v13
  %v22 = sub i64 0, %v17
  %v23 = select i1 %v19, i64 %v22, i64 %v17
  %v24 = udiv i64 %v21, %v23
  %v25 = xor i1 %v18, %v19
  %v26 = sub i64 0, %v24
  %v27 = select i1 %v25, i64 %v26, i64 %v24
  %v28 = select i1 %v16, i64 0, i64 %v27
  store i64 %v28, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v4, ptr %v5, i64 0)
  %v30 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v31 = load i64, ptr %v30, align 8
  %v32 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v33 = load i64, ptr %v32, align 8
  %v34 = icmp eq i64 %v33, 0
  %v35 = select i1 %v34, i64 1, i64 %v33
  %v36 = icmp slt i64 %v31, 0
  %v37 = icmp slt i64 %v35, 0
  %v38 = sub i64 0, %v31
  %v39 = select i1 %v36, i64 %v38, i64 %v31
  %v40 = sub i64 0, %v35
  %v41 = select i1 %v37, i64 %v40, i64 %v35
  %v42 = urem i64 %v39, %v41
  %v43 = sub i64 0, %v42
  %v44 = select i1 %v36, i64 %v43, i64 %v42
  %v45 = select i1 %v34, i64 0, i64 %v44
  store i64 %v45, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v46 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v2, ptr %v3, i64 0)
  %v47 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v48 = load i64, ptr %v47, align 8
  %v49 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v50 = load i64, ptr %v49, align 8
  %v51 = icmp eq i64 %v50, 0
  %v52 = select i1 %v51, i64 1, i64 %v50
  %v53 = udiv i64 %v48, %v52
  %v54 = select i1 %v51, i64 0, i64 %v53
  store i64 %v54, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v55 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %pid_ok, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
