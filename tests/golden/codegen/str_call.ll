; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_name = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [64 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
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
  %v8 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v9 = load i64, ptr %v8, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 64, i1 false)
  %v10 = call i64 inttoptr (i64 45 to ptr)(ptr %v2, i32 64, i64 %v9)
  %v11 = and i64 %pid_tgid, 4294967295
  store i64 %v11, ptr %v1, align 1
  %v12 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v2, i64 0)
  %v13 = icmp ne i64 %v12, 0
  br i1 %v13, label %map_full, label %map_written

map_full:                                         ; preds = %pid_ok
  store i32 1, ptr %v0, align 4
  %v14 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v15 = icmp eq ptr %v14, null
  br i1 %v15, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %pid_ok
  br label %exit

lost_inc:                                         ; preds = %map_full
  %v16 = load i64, ptr %v14, align 8
  %v17 = add i64 %v16, 1
  store i64 %v17, ptr %v14, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

exit:                                             ; preds = %map_written, %pid_check
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @name = m_name: plain, key 8, value 64, 4096 entries
