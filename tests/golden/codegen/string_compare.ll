; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_bash = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [16 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = icmp eq i64 %v6, 0
  br i1 %v7, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v8 = call i64 inttoptr (i64 14 to ptr)()
  %v9 = lshr i64 %v8, 32
  %v10 = icmp ne i64 %v9, %v6
  br i1 %v10, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  call void @llvm.memset.p0.i64(ptr align 1 %v5, i8 0, i64 16, i1 false)
  %v11 = call i64 inttoptr (i64 16 to ptr)(ptr %v5, i32 16)
  store i40 1752392034, ptr %v4, align 1
  %v12 = call i64 @kt_strcmp(ptr %v5, i64 16, ptr %v4, i64 5)
  %v13 = icmp eq i64 %v12, 0
  %v14 = zext i1 %v13 to i64
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %if_then, label %if_done

if_then:                                          ; preds = %pid_ok
  store i64 1, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v16 = call i64 inttoptr (i64 2 to ptr)(ptr @m_bash, ptr %v2, ptr %v3, i64 0)
  %v17 = load volatile i64, ptr %v1, align 8
  %v18 = icmp ne i64 %v16, 0
  %v19 = zext i1 %v18 to i64
  %v20 = add i64 %v17, %v19
  store volatile i64 %v20, ptr %v1, align 8
  br label %if_done

if_done:                                          ; preds = %if_then, %pid_ok
  br label %exit

exit:                                             ; preds = %if_done, %pid_check
  %v21 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v22 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v23 = icmp eq ptr %v22, null
  br i1 %v23, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v24 = load i64, ptr %v22, align 8
  %v25 = add i64 %v24, %v21
  store i64 %v25, ptr %v22, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i64 @kt_strcmp(ptr, i64, ptr, i64)

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @bash = m_bash: plain, key 8, value 8, 4096 entries
