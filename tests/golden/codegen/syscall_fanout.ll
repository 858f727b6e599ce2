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
define i32 @tp_0(ptr %ctx) #0 section "tracepoint" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v2 = load volatile i64, ptr @kt_config, align 8
  %v3 = call i64 inttoptr (i64 14 to ptr)()
  %v4 = lshr i64 %v3, 32
  %v5 = icmp ne i64 %v2, 0
  %v6 = icmp ne i64 %v4, %v2
  %v7 = and i1 %v5, %v6
  br i1 %v7, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v8 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  store i64 %v8, ptr %v1, align 1
  %v9 = call ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v1)
  %v10 = icmp eq ptr %v9, null
  br i1 %v10, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v11 = load i64, ptr %v9, align 8
  %v12 = add i64 %v11, 1
  store i64 %v12, ptr %v9, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v0, i8 0, i64 8, i1 false)
  store i64 1, ptr %v0, align 8
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v1, ptr %v0, i64 0)
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
define i32 @tp_0_sc(ptr %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v4 = load i64, ptr %ctx, align 8
  %v5 = add i64 %v4, 136
  %v6 = call i64 inttoptr (i64 113 to ptr)(ptr %v3, i32 8, i64 %v5)
  %v7 = load i64, ptr %v3, align 8
  %v8 = and i64 %v7, 65535
  %v9 = icmp eq i64 %v8, 51
  br i1 %v9, label %native_syscall, label %exit

native_syscall:                                   ; preds = %body
  %v10 = getelementptr inbounds i8, ptr %ctx, i64 8
  %v11 = load i64, ptr %v10, align 8
  %v12 = icmp ult i64 %v11, 1024
  br i1 %v12, label %syscall_in_range, label %exit

syscall_in_range:                                 ; preds = %native_syscall
  %v13 = trunc i64 %v11 to i32
  store i32 %v13, ptr %v2, align 4
  %v14 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_sc_0, ptr %v2)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %exit, label %syscall_found

syscall_found:                                    ; preds = %syscall_in_range
  %v16 = load i64, ptr %v14, align 8
  %v17 = icmp eq i64 %v16, 0
  br i1 %v17, label %exit, label %syscall_wanted

syscall_wanted:                                   ; preds = %syscall_found
  %v18 = sub i64 %v16, 1
  %v19 = load volatile i64, ptr @kt_config, align 8
  %v20 = call i64 inttoptr (i64 14 to ptr)()
  %v21 = lshr i64 %v20, 32
  %v22 = icmp ne i64 %v19, 0
  %v23 = icmp ne i64 %v21, %v19
  %v24 = and i1 %v22, %v23
  br i1 %v24, label %exit, label %pid_ok

pid_ok:                                           ; preds = %syscall_wanted
  store i64 %v18, ptr %v1, align 1
  %v25 = call ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v1)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, 1
  store i64 %v28, ptr %v25, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v0, i8 0, i64 8, i1 false)
  store i64 1, ptr %v0, align 8
  %v29 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v1, ptr %v0, i64 0)
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %syscall_wanted, %syscall_found, %syscall_in_range, %native_syscall, %body
  ret i32 0
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
