; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  %v3 = call i64 inttoptr (i64 14 to ptr)()
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
  %v9 = getelementptr inbounds i8, ptr %ctx, i64 104
  %v10 = load i64, ptr %v9, align 8
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v2, i8 0, i64 64, i1 false)
  %v11 = call i64 inttoptr (i64 45 to ptr)(ptr %v2, i32 64, i64 %v10)
  %v12 = and i64 %v3, 4294967295
  store i64 %v12, ptr %v1, align 1
  %v13 = call i64 inttoptr (i64 2 to ptr)(ptr @m_name, ptr %v1, ptr %v2, i64 0)
  %v14 = load volatile i64, ptr %v0, align 8
  %v15 = lshr i64 %v13, 63
  %v16 = add i64 %v14, %v15
  store volatile i64 %v16, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %pid_ok, %pid_check
  %v17 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v1, align 4
  %v18 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v1)
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

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @name = m_name: plain, key 8, value 64, 4096 entries
