; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_t = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [24 x i8], align 8
  %v3 = alloca [16 x i8], align 8
  %v4 = alloca [24 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
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
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 32
  %v11 = load i64, ptr %v10, align 1
  %v12 = call i64 inttoptr (i64 208 to ptr)()
  %v13 = udiv i64 %v12, 100000000
  %v14 = urem i64 %v13, 5
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 16, i1 false)
  %v15 = call i64 inttoptr (i64 16 to ptr)(ptr %v3, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v3, i64 16, i1 false)
  %v16 = getelementptr inbounds i8, ptr %v4, i64 16
  store i64 %v14, ptr %v16, align 8
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_t, ptr %v4)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %tseries_new, label %tseries_found

tseries_found:                                    ; preds = %pid_ok
  %v19 = getelementptr inbounds i8, ptr %v17, i64 16
  %v20 = load i64, ptr %v19, align 8
  %v21 = icmp ne i64 %v20, %v13
  %v22 = load i64, ptr %v17, align 8
  %v23 = select i1 %v21, i64 0, i64 %v22
  %v24 = getelementptr inbounds i8, ptr %v17, i64 8
  %v25 = load i64, ptr %v24, align 8
  %v26 = select i1 %v21, i64 0, i64 %v25
  %v27 = icmp ult i64 %v11, %v23
  %v28 = icmp eq i64 %v26, 0
  %v29 = or i1 %v28, %v27
  %v30 = select i1 %v29, i64 %v11, i64 %v23
  store i64 %v30, ptr %v17, align 8
  %v31 = getelementptr inbounds i8, ptr %v17, i64 8
  store i64 1, ptr %v31, align 8
  %v32 = getelementptr inbounds i8, ptr %v17, i64 16
  store i64 %v13, ptr %v32, align 8
  br label %tseries_done

tseries_new:                                      ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 24, i1 false)
  %v33 = icmp ult i64 %v11, 0
  %v34 = or i1 true, %v33
  %v35 = select i1 %v34, i64 %v11, i64 0
  store i64 %v35, ptr %v2, align 8
  %v36 = getelementptr inbounds i8, ptr %v2, i64 8
  store i64 1, ptr %v36, align 8
  %v37 = getelementptr inbounds i8, ptr %v2, i64 16
  store i64 %v13, ptr %v37, align 8
  %v38 = call i64 inttoptr (i64 2 to ptr)(ptr @m_t, ptr %v4, ptr %v2, i64 0)
  %v39 = load volatile i64, ptr %v1, align 8
  %v40 = lshr i64 %v38, 63
  %v41 = add i64 %v39, %v40
  store volatile i64 %v41, ptr %v1, align 8
  br label %tseries_done

tseries_done:                                     ; preds = %tseries_new, %tseries_found
  br label %exit

exit:                                             ; preds = %tseries_done, %pid_check
  %v42 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v43 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v44 = icmp eq ptr %v43, null
  br i1 %v44, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v45 = load i64, ptr %v43, align 8
  %v46 = add i64 %v45, %v42
  store i64 %v46, ptr %v43, align 8
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
; map @t = m_t: tseries, per-cpu, key 24, value 24, 20480 entries
