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
define i32 @session_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [16 x i8], align 8
  %v5 = alloca i32, align 4
  store i32 1, ptr %v5, align 4
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v2, align 8
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v6 = call i64 inttoptr (i64 7042049 to ptr)(ptr %ctx)
  %v7 = and i64 %v6, 255
  %v8 = icmp ne i64 %v7, 0
  br i1 %v8, label %session_return, label %session_call

session_call:                                     ; preds = %body
  %v9 = load volatile i64, ptr @kt_config, align 8
  %v10 = icmp eq i64 %v9, 0
  br i1 %v10, label %pid_ok, label %pid_check

session_return:                                   ; preds = %body
  %v11 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 80
  %v13 = load i64, ptr %v12, align 8
  %v14 = getelementptr inbounds i8, ptr %ctx, i64 128
  %v15 = load i64, ptr %v14, align 8
  call void @kt_calls_exit(i64 %v11, i64 %v13, i64 0)
  %session = call ptr @kt_session_exit(i64 %v11, i64 %v13, i64 %v15, i64 0)
  %v16 = icmp eq ptr %session, null
  br i1 %v16, label %exit, label %session_ended

pid_check:                                        ; preds = %session_call
  %v17 = call i64 inttoptr (i64 14 to ptr)()
  %v18 = lshr i64 %v17, 32
  %v19 = icmp ne i64 %v18, %v9
  br i1 %v19, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %session_call
  %v20 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v21 = call i64 inttoptr (i64 173 to ptr)(ptr %ctx)
  %v22 = call i32 @kt_session_enter(i64 %v20, i64 %v21, i64 0)
  call void @kt_calls_enter(i64 %v20, i32 %v22)
  %v23 = call i32 @kt_session_skip_return(i32 %v22)
  store i32 %v23, ptr %v5, align 4
  br label %exit

session_ended:                                    ; preds = %session_return
  %v24 = getelementptr inbounds i8, ptr %session, i64 1888
  %v25 = load i32, ptr %v24, align 4
  %v26 = zext i32 %v25 to i64
  %v27 = getelementptr inbounds i8, ptr %session, i64 1848
  %v28 = load i64, ptr %v27, align 8
  %v29 = icmp eq i64 %v28, -4
  %v30 = or i1 false, %v29
  %v31 = zext i1 %v30 to i64
  %v32 = icmp ne i64 %v31, 0
  br i1 %v32, label %or_done, label %or_rhs

pred_true:                                        ; preds = %or_done
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 16, i1 false)
  %v33 = getelementptr inbounds i8, ptr %session, i64 1904
  %v34 = load i32, ptr %v33, align 4
  %v35 = zext i32 %v34 to i64
  %v36 = add i64 %v35, 0
  store i64 %v36, ptr %v4, align 1
  %v37 = getelementptr inbounds i8, ptr %v4, i64 8
  %v38 = getelementptr inbounds i8, ptr %session, i64 1848
  %v39 = load i64, ptr %v38, align 8
  store i64 %v39, ptr %v37, align 1
  %v40 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v4)
  %v41 = icmp eq ptr %v40, null
  br i1 %v41, label %agg_new, label %agg_found

or_rhs:                                           ; preds = %session_ended
  %v42 = getelementptr inbounds i8, ptr %session, i64 1840
  %v43 = load i64, ptr %v42, align 8
  %v44 = icmp ugt i64 %v43, 1000
  %v45 = zext i1 %v44 to i64
  %v46 = icmp ne i64 %v45, 0
  br label %or_done

or_done:                                          ; preds = %or_rhs, %session_ended
  %v47 = phi i1 [ true, %session_ended ], [ %v46, %or_rhs ]
  %v48 = zext i1 %v47 to i64
  %v49 = icmp ne i64 %v48, 0
  br i1 %v49, label %pred_true, label %exit

agg_found:                                        ; preds = %pred_true
  %v50 = load i64, ptr %v40, align 8
  %v51 = add i64 %v50, 1
  store i64 %v51, ptr %v40, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  store i64 1, ptr %v3, align 8
  %v52 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v4, ptr %v3, i64 0)
  %v53 = load volatile i64, ptr %v2, align 8
  %v54 = lshr i64 %v52, 63
  %v55 = add i64 %v53, %v54
  store volatile i64 %v55, ptr %v2, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  %v56 = call i64 @kt_session_record_size(ptr %session)
  %v57 = getelementptr inbounds i8, ptr %session, i64 1816
  %v58 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v57, i64 %v56, i64 2)
  %v59 = load volatile i64, ptr %v1, align 8
  %v60 = lshr i64 %v58, 63
  %v61 = add i64 %v59, %v60
  store volatile i64 %v61, ptr %v1, align 8
  %v62 = call ptr @kt_calls_record()
  %v63 = icmp eq ptr %v62, null
  br i1 %v63, label %record_done, label %record_send

record_send:                                      ; preds = %agg_done
  %v64 = call i64 @kt_calls_record_size(ptr %v62)
  %v65 = call i64 inttoptr (i64 130 to ptr)(ptr @kt_ringbuf, ptr %v62, i64 %v64, i64 2)
  %v66 = load volatile i64, ptr %v1, align 8
  %v67 = lshr i64 %v65, 63
  %v68 = add i64 %v66, %v67
  store volatile i64 %v68, ptr %v1, align 8
  br label %record_done

record_done:                                      ; preds = %record_send, %agg_done
  br label %exit

exit:                                             ; preds = %record_done, %or_done, %session_return, %pid_ok, %pid_check
  %v69 = load volatile i64, ptr %v1, align 8
  store i32 0, ptr %v3, align 4
  %v70 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v71 = icmp eq ptr %v70, null
  br i1 %v71, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v72 = load i64, ptr %v70, align 8
  %v73 = add i64 %v72, %v69
  store i64 %v73, ptr %v70, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  %v74 = load volatile i64, ptr %v2, align 8
  store i32 1, ptr %v0, align 4
  %v75 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v76 = icmp eq ptr %v75, null
  br i1 %v76, label %lost_done2, label %lost_inc1

lost_inc1:                                        ; preds = %lost_done
  %v77 = load i64, ptr %v75, align 8
  %v78 = add i64 %v77, %v74
  store i64 %v78, ptr %v75, align 8
  br label %lost_done2

lost_done2:                                       ; preds = %lost_inc1, %lost_done
  %v79 = load i32, ptr %v5, align 4
  ret i32 %v79
}

declare i32 @kt_session_enter(i64, i64, i64)

declare void @kt_calls_enter(i64, i32)

declare i32 @kt_session_skip_return(i32)

declare void @kt_calls_exit(i64, i64, i64)

declare ptr @kt_session_exit(i64, i64, i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

declare i64 @kt_session_record_size(ptr)

declare ptr @kt_calls_record()

declare i64 @kt_calls_record_size(ptr)

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 16, value 8, 4096 entries
