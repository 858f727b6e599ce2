; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_calls = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_last = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @kprobe_0(ptr %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  br label %body

body:                                             ; preds = %init
  %v6 = load volatile i64, ptr @kt_config, align 8
  %v7 = call i64 inttoptr (i64 14 to ptr)()
  %v8 = lshr i64 %v7, 32
  %v9 = icmp ne i64 %v6, 0
  %v10 = icmp ne i64 %v8, %v6
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %exit, label %pid_ok

pid_ok:                                           ; preds = %body
  store i64 0, ptr %v5, align 8
  %v12 = call ptr inttoptr (i64 1 to ptr)(ptr @m_calls, ptr %v5)
  %v13 = icmp eq ptr %v12, null
  br i1 %v13, label %map_missing, label %map_found

map_found:                                        ; preds = %pid_ok
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v12, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v14 = load i64, ptr %v4, align 1
  %v15 = add i64 %v14, 1
  store i64 %v15, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v16 = call i64 inttoptr (i64 2 to ptr)(ptr @m_calls, ptr %v2, ptr %v3, i64 0)
  %v17 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v17, ptr %v1, align 1
  %v18 = call i64 inttoptr (i64 14 to ptr)()
  %v19 = and i64 %v18, 4294967295
  store i64 %v19, ptr %v0, align 1
  %v20 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v0, ptr %v1, i64 0)
  br label %exit

exit:                                             ; preds = %map_done, %body
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
; map @calls = m_calls: plain, key 8, value 8, 4096 entries
; map @last = m_last: plain, key 8, value 8, 4096 entries
