; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_calls = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_last = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  store volatile i64 0, ptr %v0, align 8
  %v5 = call i64 inttoptr (i64 14 to ptr)()
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
  store i64 0, ptr %v4, align 8
  %v11 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_calls, ptr %v4)
  %v12 = icmp eq ptr %v11, null
  br i1 %v12, label %map_missing, label %map_found

map_found:                                        ; preds = %pid_ok
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v11, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %pid_ok
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v13 = load i64, ptr %v3, align 1
  %v14 = add i64 %v13, 1
  store i64 %v14, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v15 = call i64 inttoptr (i64 2 to ptr)(ptr @m_calls, ptr %v1, ptr %v2, i64 0)
  %v16 = load volatile i64, ptr %v0, align 8
  %v17 = lshr i64 %v15, 63
  %v18 = add i64 %v16, %v17
  store volatile i64 %v18, ptr %v0, align 8
  %v19 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v19, ptr %v4, align 1
  %v20 = and i64 %v5, 4294967295
  store i64 %v20, ptr %v3, align 1
  %v21 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v3, ptr %v4, i64 0)
  %v22 = load volatile i64, ptr %v0, align 8
  %v23 = lshr i64 %v21, 63
  %v24 = add i64 %v22, %v23
  store volatile i64 %v24, ptr %v0, align 8
  br label %exit

exit:                                             ; preds = %map_done, %pid_check
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @calls = m_calls: plain, key 8, value 8, 4096 entries
; map @last = m_last: plain, key 8, value 8, 4096 entries
