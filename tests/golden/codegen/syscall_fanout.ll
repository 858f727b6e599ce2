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
  %v2 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v3 = load volatile i64, ptr @kt_config, align 8
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  %v5 = lshr i64 %v4, 32
  %v6 = icmp ne i64 %v3, 0
  %v7 = icmp ne i64 %v5, %v3
  %v8 = and i1 %v6, %v7
  br i1 %v8, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  %v9 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  store i64 %v9, ptr %v2, align 1
  %v10 = call ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v11 = icmp eq ptr %v10, null
  br i1 %v11, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v12 = load i64, ptr %v10, align 8
  %v13 = add i64 %v12, 1
  store i64 %v13, ptr %v10, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v14 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %map_full, label %map_written

agg_done:                                         ; preds = %map_written, %agg_found
  br label %exit

map_full:                                         ; preds = %agg_new
  store i32 1, ptr %v0, align 4
  %v16 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %agg_new
  br label %agg_done

lost_inc:                                         ; preds = %map_full
  %v18 = load i64, ptr %v16, align 8
  %v19 = add i64 %v18, 1
  store i64 %v19, ptr %v16, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

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
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
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
  %v15 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_sc_0, ptr %v3)
  %v16 = icmp eq ptr %v15, null
  br i1 %v16, label %exit, label %syscall_found

syscall_found:                                    ; preds = %syscall_in_range
  %v17 = load i64, ptr %v15, align 8
  %v18 = icmp eq i64 %v17, 0
  br i1 %v18, label %exit, label %syscall_wanted

syscall_wanted:                                   ; preds = %syscall_found
  %v19 = sub i64 %v17, 1
  %v20 = load volatile i64, ptr @kt_config, align 8
  %v21 = call i64 inttoptr (i64 14 to ptr)()
  %v22 = lshr i64 %v21, 32
  %v23 = icmp ne i64 %v20, 0
  %v24 = icmp ne i64 %v22, %v20
  %v25 = and i1 %v23, %v24
  br i1 %v25, label %exit, label %pid_ok

pid_ok:                                           ; preds = %syscall_wanted
  store i64 %v19, ptr %v2, align 1
  %v26 = call ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pid_ok
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, 1
  store i64 %v29, ptr %v26, align 8
  br label %agg_done

agg_new:                                          ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v30 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v31 = icmp ne i64 %v30, 0
  br i1 %v31, label %map_full, label %map_written

agg_done:                                         ; preds = %map_written, %agg_found
  br label %exit

map_full:                                         ; preds = %agg_new
  store i32 1, ptr %v0, align 4
  %v32 = call ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v33 = icmp eq ptr %v32, null
  br i1 %v33, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %agg_new
  br label %agg_done

lost_inc:                                         ; preds = %map_full
  %v34 = load i64, ptr %v32, align 8
  %v35 = add i64 %v34, 1
  store i64 %v35, ptr %v32, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %agg_done, %syscall_wanted, %syscall_found, %syscall_in_range, %native_syscall, %body
  ret i32 0
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
