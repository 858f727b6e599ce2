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
  %v16 = icmp slt i64 %v13, 0
  %v17 = icmp slt i64 %v15, 0
  %v18 = sub i64 0, %v13
  %v19 = select i1 %v16, i64 %v18, i64 %v13
  %v20 = sub i64 0, %v15
  %v21 = select i1 %v17, i64 %v20, i64 %v15
  %v22 = udiv i64 %v19, %v21
  %v23 = xor i1 %v16, %v17
  %v24 = sub i64 0, %v22
  %v25 = select i1 %v23, i64 %v24, i64 %v22
  store i64 %v25, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v4, ptr %v5, i64 0)
  %v27 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v28 = load i64, ptr %v27, align 8
  %v29 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v30 = load i64, ptr %v29, align 8
  %v31 = icmp slt i64 %v28, 0
  %v32 = icmp slt i64 %v30, 0
  %v33 = sub i64 0, %v28
  %v34 = select i1 %v31, i64 %v33, i64 %v28
  %v35 = sub i64 0, %v30
  %v36 = select i1 %v32, i64 %v35, i64 %v30
  %v37 = urem i64 %v34, %v36
  %v38 = sub i64 0, %v37
  %v39 = select i1 %v31, i64 %v38, i64 %v37
  store i64 %v39, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v40 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v2, ptr %v3, i64 0)
  %v41 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v42 = load i64, ptr %v41, align 8
  %v43 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v44 = load i64, ptr %v43, align 8
  %v45 = udiv i64 %v42, %v44
  store i64 %v45, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v46 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %pid_ok, %body
  ret i32 0
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
