; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_sc_0 = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @tp_0(ptr align 8 %ctx) #0 section "tracepoint" {
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
  %v9 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  store i64 %v9, ptr %v3, align 1
  %v10 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v3)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, 1
  store i64 %v13, ptr %v10, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  store i64 1, ptr %v2, align 8
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v3, ptr %v2, i64 0)
  %v15 = load volatile i64, ptr %v1, align 8
  %v16 = icmp ne i64 %v14, 0
  %v17 = zext i1 %v16 to i64
  %v18 = add i64 %v15, %v17
  store volatile i64 %v18, ptr %v1, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v19 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v20 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v21 = icmp eq ptr %v20, null
  br i1 %v21, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v22 = load i64, ptr %v20, align 8
  %v23 = add i64 %v22, %v19
  store i64 %v23, ptr %v20, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
define i32 @tp_0_sc(ptr align 8 %ctx) #0 section "raw_tp" {
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
  %v6 = load i64, ptr %ctx, align 8
  %v7 = add i64 %v6, 136
  %v8 = call i64 inttoptr (i64 113 to ptr)(ptr %v5, i32 8, i64 %v7)
  %v9 = load i64, ptr %v5, align 8
  %v10 = and i64 %v9, 65535
  %v11 = icmp eq i64 %v10, 51
  br i1 %v11, label %native_syscall, label %exit

native_syscall:                                   ; preds = %body
  %v12 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v13 = load i64, ptr %v12, align 8
  %v14 = icmp ult i64 %v13, 1024
  br i1 %v14, label %syscall_in_range, label %exit

syscall_in_range:                                 ; preds = %native_syscall
  %v15 = trunc i64 %v13 to i32
  store i32 %v15, ptr %v4, align 4
  %v16 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_sc_0, ptr %v4)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %exit, label %syscall_found

syscall_found:                                    ; preds = %syscall_in_range
  %v18 = load i64, ptr %v16, align 8
  %v19 = icmp eq i64 %v18, 0
  br i1 %v19, label %exit, label %syscall_wanted

syscall_wanted:                                   ; preds = %syscall_found
  %v20 = sub i64 %v18, 1
  %v21 = load volatile i64, ptr @kt_config, align 8
  %v22 = icmp eq i64 %v21, 0
  br i1 %v22, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %syscall_wanted
  %v23 = call i64 inttoptr (i64 14 to ptr)()
  %v24 = lshr i64 %v23, 32
  %v25 = icmp ne i64 %v24, %v21
  br i1 %v25, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %syscall_wanted
  store i64 %v20, ptr %v3, align 1
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v3)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, 1
  store i64 %v29, ptr %v26, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  store i64 1, ptr %v2, align 8
  %v30 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v3, ptr %v2, i64 0)
  %v31 = load volatile i64, ptr %v1, align 8
  %v32 = icmp ne i64 %v30, 0
  %v33 = zext i1 %v32 to i64
  %v34 = add i64 %v31, %v33
  store volatile i64 %v34, ptr %v1, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check, %syscall_found, %syscall_in_range, %native_syscall, %body
  %v35 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v36 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v37 = icmp eq ptr %v36, null
  br i1 %v37, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v38 = load i64, ptr %v36, align 8
  %v39 = add i64 %v38, %v35
  store i64 %v39, ptr %v36, align 8
  br label %lost_tallied
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
