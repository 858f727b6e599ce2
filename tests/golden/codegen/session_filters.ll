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
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  %v6 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v7 = getelementptr inbounds i8, ptr %ctx, i64 80
  %v8 = load i64, ptr %v7, align 8
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 128
  %v10 = load i64, ptr %v9, align 8
  %session = call ptr @kt_session_exit(i64 %v6, i64 %v8, i64 %v10, i64 0)
  %v11 = icmp eq ptr %session, null
  br i1 %v11, label %exit, label %session_ended

session_ended:                                    ; preds = %body
  %v12 = lshr i64 %v5, 32
  %v13 = icmp eq i64 %v12, 42
  %v14 = zext i1 %v13 to i64
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %and_rhs, label %and_done

pred_true:                                        ; preds = %and_done4
  %v16 = getelementptr inbounds i8, ptr %session, i64 1848
  %v17 = load i64, ptr %v16, align 8
  store i64 %v17, ptr %v2, align 1
  %v18 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v19 = icmp eq ptr %v18, null
  br i1 %v19, label %agg_new, label %agg_found

and_rhs:                                          ; preds = %session_ended
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v4, i8 0, i64 16, i1 false)
  %v20 = call i64 inttoptr (i64 16 to ptr)(ptr %v4, i32 16)
  store i32 7368801, ptr %v3, align 1
  %v21 = call i64 @kt_strcmp(ptr %v4, i64 16, ptr %v3, i64 4)
  %v22 = icmp eq i64 %v21, 0
  %v23 = zext i1 %v22 to i64
  %v24 = icmp ne i64 %v23, 0
  br label %and_done

and_done:                                         ; preds = %and_rhs, %session_ended
  %v25 = phi i1 [ false, %session_ended ], [ %v24, %and_rhs ]
  %v26 = zext i1 %v25 to i64
  %v27 = icmp ne i64 %v26, 0
  br i1 %v27, label %and_rhs1, label %and_done2

and_rhs1:                                         ; preds = %and_done
  %v28 = getelementptr inbounds i8, ptr %session, i64 1888
  %v29 = load i32, ptr %v28, align 4
  %v30 = zext i32 %v29 to i64
  %v31 = icmp ne i64 %v30, 0
  br label %and_done2

and_done2:                                        ; preds = %and_rhs1, %and_done
  %v32 = phi i1 [ false, %and_done ], [ %v31, %and_rhs1 ]
  %v33 = zext i1 %v32 to i64
  %v34 = icmp ne i64 %v33, 0
  br i1 %v34, label %and_rhs3, label %and_done4

and_rhs3:                                         ; preds = %and_done2
  %v35 = getelementptr inbounds i8, ptr %session, i64 1840
  %v36 = load i64, ptr %v35, align 8
  %v37 = icmp ugt i64 %v36, 1000
  %v38 = zext i1 %v37 to i64
  %v39 = icmp ne i64 %v38, 0
  br label %and_done4

and_done4:                                        ; preds = %and_rhs3, %and_done2
  %v40 = phi i1 [ false, %and_done2 ], [ %v39, %and_rhs3 ]
  %v41 = zext i1 %v40 to i64
  %v42 = icmp ne i64 %v41, 0
  br i1 %v42, label %pred_true, label %exit

agg_found:                                        ; preds = %pred_true
  %v43 = load i64, ptr %v18, align 8
  %v44 = add i64 %v43, 1
  store i64 %v44, ptr %v18, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v45 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v46 = load volatile i64, ptr %v0, align 8
  %v47 = lshr i64 %v45, 63
  %v48 = add i64 %v46, %v47
  store volatile i64 %v48, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %and_done4, %body
  %v49 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v50 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v51 = icmp eq ptr %v50, null
  br i1 %v51, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v52 = load i64, ptr %v50, align 8
  %v53 = add i64 %v52, %v49
  store i64 %v53, ptr %v50, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

declare ptr @kt_session_exit(i64, i64, i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

declare i64 @kt_strcmp(ptr, i64, ptr, i64)

; Function Attrs: nounwind
define i32 @session_0_call(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %v2 = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = icmp eq i64 %v3, 0
  br i1 %v4, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v5 = call i64 inttoptr (i64 14 to ptr)()
  %v6 = lshr i64 %v5, 32
  %v7 = icmp ne i64 %v6, %v3
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  %v8 = lshr i64 %v2, 32
  %v9 = icmp eq i64 %v8, 42
  %v10 = zext i1 %v9 to i64
  %v11 = icmp ne i64 %v10, 0
  br i1 %v11, label %thread_ok, label %exit

thread_ok:                                        ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v12 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  store i32 7368801, ptr %v0, align 1
  %v13 = call i64 @kt_strcmp(ptr %v1, i64 16, ptr %v0, i64 4)
  %v14 = icmp eq i64 %v13, 0
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %thread_ok1, label %exit

thread_ok1:                                       ; preds = %thread_ok
  %v17 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  %v18 = call i64 inttoptr (i64 173 to ptr)(ptr %ctx)
  %v19 = call i32 @kt_session_enter(i64 %v17, i64 %v18, i64 0)
  br label %exit

exit:                                             ; preds = %thread_ok1, %thread_ok, %pid_ok, %pid_check
  ret i32 0
}

declare i32 @kt_session_enter(i64, i64, i64)

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
