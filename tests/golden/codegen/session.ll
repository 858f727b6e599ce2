; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @session_0(ptr align 8 %ctx) #0 section "kretprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v2, align 8
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v5 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v6 = getelementptr inbounds i8, ptr %ctx, i64 80
  %v7 = load i64, ptr %v6, align 8
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 128
  %v9 = load i64, ptr %v8, align 8
  call void @kt_calls_exit(i64 %v5, i64 %v7, i64 0)
  %session = call ptr @kt_session_exit(i64 %v5, i64 %v7, i64 %v9, i64 0)
  %v10 = icmp eq ptr %session, null
  br i1 %v10, label %exit, label %session_ended

session_ended:                                    ; preds = %body
  %v11 = getelementptr inbounds i8, ptr %session, i64 1888
  %v12 = load i32, ptr %v11, align 4
  %v13 = zext i32 %v12 to i64
  %v14 = getelementptr inbounds i8, ptr %session, i64 1848
  %v15 = load i64, ptr %v14, align 8
  %v16 = icmp eq i64 %v15, -4
  %v17 = or i1 false, %v16
  %v18 = zext i1 %v17 to i64
  %v19 = icmp ne i64 %v18, 0
  br i1 %v19, label %or_done, label %or_rhs

pred_true:                                        ; preds = %or_done
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 16, i1 false)
  %v20 = getelementptr inbounds i8, ptr %session, i64 1904
  %v21 = load i32, ptr %v20, align 4
  %v22 = zext i32 %v21 to i64
  %v23 = add i64 %v22, 0
  store i64 %v23, ptr %v4, align 1
  %v24 = getelementptr inbounds i8, ptr %v4, i64 8
  %v25 = getelementptr inbounds i8, ptr %session, i64 1848
  %v26 = load i64, ptr %v25, align 8
  store i64 %v26, ptr %v24, align 1
  %v27 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v4)
  %v28 = icmp eq ptr %v27, null
  br i1 %v28, label %agg_new, label %agg_found

or_rhs:                                           ; preds = %session_ended
  %v29 = getelementptr inbounds i8, ptr %session, i64 1840
  %v30 = load i64, ptr %v29, align 8
  %v31 = icmp ugt i64 %v30, 1000
  %v32 = zext i1 %v31 to i64
  %v33 = icmp ne i64 %v32, 0
  br label %or_done

or_done:                                          ; preds = %or_rhs, %session_ended
  %v34 = phi i1 [ true, %session_ended ], [ %v33, %or_rhs ]
  %v35 = zext i1 %v34 to i64
  %v36 = icmp ne i64 %v35, 0
  br i1 %v36, label %pred_true, label %exit

agg_found:                                        ; preds = %pred_true
  %v37 = load i64, ptr %v27, align 8
  %v38 = add i64 %v37, 1
  store i64 %v38, ptr %v27, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  store i64 1, ptr %v3, align 8
  %v39 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v4, ptr %v3, i64 0)
  %v40 = load volatile i64, ptr %v2, align 8
  %v41 = lshr i64 %v39, 63
  %v42 = add i64 %v40, %v41
  store volatile i64 %v42, ptr %v2, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  %v43 = call i64 @kt_session_record_size(ptr %session)
  %v44 = getelementptr inbounds i8, ptr %session, i64 1816
  %v45 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v44, i64 %v43, i64 2)
  %v46 = load volatile i64, ptr %v1, align 8
  %v47 = lshr i64 %v45, 63
  %v48 = add i64 %v46, %v47
  store volatile i64 %v48, ptr %v1, align 8
  %v49 = call ptr @kt_calls_record()
  %v50 = icmp eq ptr %v49, null
  br i1 %v50, label %record_done, label %record_send

record_send:                                      ; preds = %agg_done
  %v51 = call i64 @kt_calls_record_size(ptr %v49)
  %v52 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v49, i64 %v51, i64 2)
  %v53 = load volatile i64, ptr %v1, align 8
  %v54 = lshr i64 %v52, 63
  %v55 = add i64 %v53, %v54
  store volatile i64 %v55, ptr %v1, align 8
  br label %record_done

record_done:                                      ; preds = %record_send, %agg_done
  br label %exit

exit:                                             ; preds = %record_done, %or_done, %body
  %v56 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v3, align 4
  %v57 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v58 = icmp eq ptr %v57, null
  br i1 %v58, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v59 = load i64, ptr %v57, align 8
  %v60 = add i64 %v59, %v56
  store i64 %v60, ptr %v57, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  %v61 = load volatile i64, ptr %v2, align 8
  store i32 1, ptr %v0, align 4
  %v62 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v63 = icmp eq ptr %v62, null
  br i1 %v63, label %lost_done2, label %lost_inc1

lost_inc1:                                        ; preds = %lost_done
  %v64 = load i64, ptr %v62, align 8
  %v65 = add i64 %v64, %v61
  store i64 %v65, ptr %v62, align 8
  br label %lost_done2

lost_done2:                                       ; preds = %lost_inc1, %lost_done
  ret i32 0
}

declare void @kt_calls_exit(i64, i64, i64)

declare ptr @kt_session_exit(i64, i64, i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

declare i64 @kt_session_record_size(ptr)

declare ptr @kt_calls_record()

declare i64 @kt_calls_record_size(ptr)

; Function Attrs: nounwind
define i32 @session_0_call(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v0 = load volatile i64, ptr @kt_config, align 8
  %v1 = icmp eq i64 %v0, 0
  br i1 %v1, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v2 = call i64 inttoptr (i64 14 to ptr)()
  %v3 = lshr i64 %v2, 32
  %v4 = icmp ne i64 %v3, %v0
  br i1 %v4, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v5 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v6 = call i64 inttoptr (i64 173 to ptr)(ptr %ctx)
  %v7 = call i32 @kt_session_enter(i64 %v5, i64 %v6, i64 0)
  call void @kt_calls_enter(i64 %v5, i32 %v7)
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  ret i32 0
}

declare i32 @kt_session_enter(i64, i64, i64)

declare void @kt_calls_enter(i64, i32)

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 16, value 8, 4096 entries
