; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  %v8 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  store i64 %v8, ptr %v2, align 1
  %v9 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v10 = icmp eq ptr %v9, null
  br i1 %v10, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v11 = load i64, ptr %v9, align 8
  %v12 = add i64 %v11, 1
  store i64 %v12, ptr %v9, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v14 = load volatile i64, ptr %v0, align 8
  %v15 = lshr i64 %v13, 63
  %v16 = add i64 %v14, %v15
  store volatile i64 %v16, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check
  %v17 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v18 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v19 = icmp eq ptr %v18, null
  br i1 %v19, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v20 = load i64, ptr %v18, align 8
  %v21 = add i64 %v20, %v17
  store i64 %v21, ptr %v18, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nounwind
define i32 @tp_0_sc(ptr align 8 %ctx) #0 section "raw_tp" {
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
  %v5 = load i64, ptr %ctx, align 8
  %v6 = add i64 %v5, 136
  %v7 = call i64 inttoptr (i64 113 to ptr)(ptr %v4, i32 8, i64 %v6)
  %v8 = load i64, ptr %v4, align 8
  %v9 = and i64 %v8, 65535
  %v10 = icmp eq i64 %v9, 51
  br i1 %v10, label %native_syscall, label %exit

native_syscall:                                   ; preds = %body
  %v11 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v12 = load i64, ptr %v11, align 8
  %v13 = icmp ult i64 %v12, 1024
  br i1 %v13, label %syscall_in_range, label %exit

syscall_in_range:                                 ; preds = %native_syscall
  %v14 = trunc i64 %v12 to i32
  store i32 %v14, ptr %v3, align 4
  %v15 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_sc_0, ptr %v3)
  %v16 = icmp eq ptr %v15, null
  br i1 %v16, label %exit, label %syscall_found

syscall_found:                                    ; preds = %syscall_in_range
  %v17 = load i64, ptr %v15, align 8
  %v18 = icmp eq i64 %v17, 0
  br i1 %v18, label %exit, label %syscall_wanted

syscall_wanted:                                   ; preds = %syscall_found
  %v19 = sub i64 %v17, 1
  %v20 = load volatile i64, ptr @kt_config, align 8
  %v21 = icmp eq i64 %v20, 0
  br i1 %v21, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %syscall_wanted
  %v22 = call i64 inttoptr (i64 14 to ptr)()
  %v23 = lshr i64 %v22, 32
  %v24 = icmp ne i64 %v23, %v20
  br i1 %v24, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %syscall_wanted
  store i64 %v19, ptr %v2, align 1
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, 1
  store i64 %v28, ptr %v25, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v30 = load volatile i64, ptr %v0, align 8
  %v31 = lshr i64 %v29, 63
  %v32 = add i64 %v30, %v31
  store volatile i64 %v32, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_check, %syscall_found, %syscall_in_range, %native_syscall, %body
  %v33 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v34 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v35 = icmp eq ptr %v34, null
  br i1 %v35, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v36 = load i64, ptr %v34, align 8
  %v37 = add i64 %v36, %v33
  store i64 %v37, ptr %v34, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
