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
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
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
  %v11 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v12 = load i64, ptr %v11, align 8
  %v13 = icmp eq i64 %v12, 0
  %v14 = select i1 %v13, i64 1, i64 %v12
  %v15 = icmp slt i64 %v10, 0
  %v16 = icmp slt i64 %v14, 0
  %v17 = sub i64 0, %v10
  %v18 = select i1 %v15, i64 %v17, i64 %v10
  %v19 = sub i64 0, %v14
  %v20 = select i1 %v16, i64 %v19, i64 %v14
  %v21 = udiv i64 %v18, %v20
  %v22 = xor i1 %v15, %v16
  %v23 = sub i64 0, %v21
  %v24 = select i1 %v22, i64 %v23, i64 %v21
  %v25 = select i1 %v13, i64 0, i64 %v24
  store i64 %v25, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_q, ptr %v2, ptr %v3, i64 0)
  %v27 = load volatile i64, ptr %v1, align 8
  %v28 = icmp ne i64 %v26, 0
  %v29 = zext i1 %v28 to i64
  %v30 = add i64 %v27, %v29
  store volatile i64 %v30, ptr %v1, align 8
  %v31 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v32 = load i64, ptr %v31, align 8
  %v33 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v34 = load i64, ptr %v33, align 8
  %v35 = icmp eq i64 %v34, 0
  %v36 = select i1 %v35, i64 1, i64 %v34
  %v37 = icmp slt i64 %v32, 0
  %v38 = icmp slt i64 %v36, 0
  %v39 = sub i64 0, %v32
  %v40 = select i1 %v37, i64 %v39, i64 %v32
  %v41 = sub i64 0, %v36
  %v42 = select i1 %v38, i64 %v41, i64 %v36
  %v43 = urem i64 %v40, %v42
  %v44 = sub i64 0, %v43
  %v45 = select i1 %v37, i64 %v44, i64 %v43
  %v46 = select i1 %v35, i64 0, i64 %v45
  store i64 %v46, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v47 = call i64 inttoptr (i64 2 to ptr)(ptr @m_r, ptr %v2, ptr %v3, i64 0)
  %v48 = load volatile i64, ptr %v1, align 8
  %v49 = icmp ne i64 %v47, 0
  %v50 = zext i1 %v49 to i64
  %v51 = add i64 %v48, %v50
  store volatile i64 %v51, ptr %v1, align 8
  %v52 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v53 = load i64, ptr %v52, align 8
  %v54 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v55 = load i64, ptr %v54, align 8
  %v56 = icmp eq i64 %v55, 0
  %v57 = select i1 %v56, i64 1, i64 %v55
  %v58 = udiv i64 %v53, %v57
  %v59 = select i1 %v56, i64 0, i64 %v58
  store i64 %v59, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v60 = call i64 inttoptr (i64 2 to ptr)(ptr @m_u, ptr %v2, ptr %v3, i64 0)
  %v61 = load volatile i64, ptr %v1, align 8
  %v62 = icmp ne i64 %v60, 0
  %v63 = zext i1 %v62 to i64
  %v64 = add i64 %v61, %v63
  store volatile i64 %v64, ptr %v1, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v65 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v66 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v67 = icmp eq ptr %v66, null
  br i1 %v67, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v68 = load i64, ptr %v66, align 8
  %v69 = add i64 %v68, %v65
  store i64 %v69, ptr %v66, align 8
  br label %lost_tallied
}

attributes #0 = { nounwind }
; map @q = m_q: plain, key 8, value 8, 4096 entries
; map @r = m_r: plain, key 8, value 8, 4096 entries
; map @u = m_u: plain, key 8, value 8, 4096 entries
