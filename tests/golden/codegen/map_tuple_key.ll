; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_by = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  %v2 = alloca [32 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 96
  %v10 = load i64, ptr %v9, align 8
  store i64 %v10, ptr %v3, align 1
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 32, i1 false)
  %v11 = lshr i64 %pid_tgid, 32
  store i64 %v11, ptr %v2, align 1
  %v12 = getelementptr inbounds i8, ptr %v2, i64 8
  call void @llvm.memset.p0.i64(ptr align 1 %v1, i8 0, i64 16, i1 false)
  %v13 = call i64 inttoptr (i64 16 to ptr)(ptr %v1, i32 16)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v12, ptr align 1 %v1, i64 16, i1 false)
  %v14 = getelementptr inbounds i8, ptr %v2, i64 24
  %v15 = getelementptr inbounds i8, ptr %ctx, i64 112
  %v16 = load i64, ptr %v15, align 8
  %v17 = trunc i64 %v16 to i8
  %v18 = zext i8 %v17 to i64
  store i64 %v18, ptr %v14, align 1
  %v19 = call i64 inttoptr (i64 2 to ptr)(ptr @m_by, ptr %v2, ptr %v3, i64 0)
  %v20 = icmp ne i64 %v19, 0
  br i1 %v20, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v0, align 4
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v23 = load i64, ptr %v21, align 8
  %v24 = add i64 %v23, 1
  store i64 %v24, ptr %v21, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @by = m_by: plain, key 32, value 8, 4096 entries
