; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m__ = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_dup = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @fexit_0(ptr align 8 %ctx) #0 section "fexit/vfs_cleanup" {
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
  br i1 false, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  store i64 0, ptr %v2, align 1
  %v8 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v9 = icmp eq ptr %v8, null
  br i1 %v9, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pred_true
  %v10 = load i64, ptr %v8, align 8
  %v11 = add i64 %v10, 1
  store i64 %v11, ptr %v8, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v13 = load volatile i64, ptr %v0, align 8
  %v14 = lshr i64 %v12, 63
  %v15 = add i64 %v13, %v14
  store volatile i64 %v15, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_ok, %pid_check
  %v16 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v19 = load i64, ptr %v17, align 8
  %v20 = add i64 %v19, %v16
  store i64 %v20, ptr %v17, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nounwind
define i32 @fexit_1(ptr align 8 %ctx) #0 section "fexit/vfs_dup" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v9 = call i64 inttoptr (i64 184 to ptr)(ptr %ctx, ptr %v3)
  %v10 = load i64, ptr %v3, align 8
  %v11 = add i64 %v10, 4095
  %v12 = icmp ult i64 %v11, 4095
  %v13 = icmp eq i64 %v10, 0
  %v14 = or i1 %v12, %v13
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  store i64 1, ptr %v2, align 1
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pred_true
  %v19 = load i64, ptr %v17, align 8
  %v20 = add i64 %v19, 1
  store i64 %v20, ptr %v17, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v22 = load volatile i64, ptr %v0, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_ok, %pid_check
  %v25 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, %v25
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind
define i32 @fexit_2(ptr align 8 %ctx) #0 section "fexit/vfs_open" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v9 = call i64 inttoptr (i64 184 to ptr)(ptr %ctx, ptr %v3)
  %v10 = load i64, ptr %v3, align 8
  %v11 = trunc i64 %v10 to i32
  %v12 = sext i32 %v11 to i64
  %v13 = add i64 %v12, 4095
  %v14 = icmp ult i64 %v13, 4095
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  store i64 2, ptr %v2, align 1
  %v17 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v18 = icmp eq ptr %v17, null
  br i1 %v18, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pred_true
  %v19 = load i64, ptr %v17, align 8
  %v20 = add i64 %v19, 1
  store i64 %v20, ptr %v17, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v22 = load volatile i64, ptr %v0, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_ok, %pid_check
  %v25 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v26 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v27 = icmp eq ptr %v26, null
  br i1 %v27, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v28 = load i64, ptr %v26, align 8
  %v29 = add i64 %v28, %v25
  store i64 %v29, ptr %v26, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind
define i32 @fexit_3(ptr align 8 %ctx) #0 section "fexit" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
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
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  %v9 = call i64 inttoptr (i64 184 to ptr)(ptr %ctx, ptr %v3)
  %v10 = load i64, ptr %v3, align 8
  %v11 = add i64 %v10, 4095
  %v12 = icmp ult i64 %v11, 4095
  %v13 = zext i1 %v12 to i64
  %v14 = icmp ne i64 %v13, 0
  br i1 %v14, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  %v15 = call i64 inttoptr (i64 174 to ptr)(ptr %ctx)
  store i64 %v15, ptr %v2, align 1
  %v16 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m__, ptr %v2)
  %v17 = icmp eq ptr %v16, null
  br i1 %v17, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pred_true
  %v18 = load i64, ptr %v16, align 8
  %v19 = add i64 %v18, 1
  store i64 %v19, ptr %v16, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  store i64 1, ptr %v1, align 8
  %v20 = call i64 inttoptr (i64 2 to ptr)(ptr @m__, ptr %v2, ptr %v1, i64 0)
  %v21 = load volatile i64, ptr %v0, align 8
  %v22 = lshr i64 %v20, 63
  %v23 = add i64 %v21, %v22
  store volatile i64 %v23, ptr %v0, align 8
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_ok, %pid_check
  %v24 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v2, align 4
  %v25 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v2)
  %v26 = icmp eq ptr %v25, null
  br i1 %v26, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v27 = load i64, ptr %v25, align 8
  %v28 = add i64 %v27, %v24
  store i64 %v28, ptr %v25, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nounwind
define i32 @fexit_4(ptr align 8 %ctx) #0 section "fexit/vfs_dup" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v2 = load volatile i64, ptr @kt_config, align 8
  %v3 = icmp eq i64 %v2, 0
  br i1 %v3, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v4 = call i64 inttoptr (i64 14 to ptr)()
  %v5 = lshr i64 %v4, 32
  %v6 = icmp ne i64 %v5, %v2
  br i1 %v6, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v1, i8 0, i64 8, i1 false)
  %v7 = call i64 inttoptr (i64 184 to ptr)(ptr %ctx, ptr %v1)
  %v8 = load i64, ptr %v1, align 8
  %v9 = icmp eq i64 %v8, -12
  %v10 = or i1 false, %v9
  %v11 = icmp eq i64 %v8, 0
  %v12 = or i1 %v10, %v11
  %v13 = zext i1 %v12 to i64
  %v14 = icmp ne i64 %v13, 0
  br i1 %v14, label %pred_true, label %exit

pred_true:                                        ; preds = %pid_ok
  store i32 0, ptr %v0, align 4
  %v15 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_dup, ptr %v0)
  %v16 = icmp eq ptr %v15, null
  br i1 %v16, label %agg_new, label %agg_found

agg_found:                                        ; preds = %pred_true
  %v17 = load i64, ptr %v15, align 8
  %v18 = add i64 %v17, 1
  store i64 %v18, ptr %v15, align 8
  br label %agg_done

agg_new:                                          ; preds = %pred_true
  br label %agg_done

agg_done:                                         ; preds = %agg_new, %agg_found
  br label %exit

exit:                                             ; preds = %agg_done, %pid_ok, %pid_check
  ret i32 0
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @ = m__: count, per-cpu, key 8, value 8, 4096 entries
; map @dup = m_dup: count, per-cpu, key 4, value 8, 1 entries
