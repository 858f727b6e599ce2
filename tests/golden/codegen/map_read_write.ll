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
define i32 @kprobe_0(ptr align 8 %ctx) #0 section "kprobe" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  %v7 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  %pid_tgid = call i64 inttoptr (i64 14 to ptr)()
  br label %body

body:                                             ; preds = %init
  %v8 = load volatile i64, ptr @kt_config, align 8
  %v9 = icmp eq i64 %v8, 0
  br i1 %v9, label %pid_ok, label %pid_check

pid_check:                                        ; preds = %body
  %v10 = call i64 inttoptr (i64 14 to ptr)()
  %v11 = lshr i64 %v10, 32
  %v12 = icmp ne i64 %v11, %v8
  br i1 %v12, label %exit, label %pid_ok

pid_ok:                                           ; preds = %pid_check, %body
  store i64 0, ptr %v7, align 8
  %v13 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_calls, ptr %v7)
  %v14 = icmp eq ptr %v13, null
  br i1 %v14, label %map_missing, label %map_found

map_found:                                        ; preds = %pid_ok
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v6, ptr align 1 %v13, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %pid_ok
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v15 = load i64, ptr %v6, align 1
  %v16 = add i64 %v15, 1
  store i64 %v16, ptr %v5, align 1
  store i64 0, ptr %v4, align 8
  %v17 = call i64 inttoptr (i64 2 to ptr)(ptr @m_calls, ptr %v4, ptr %v5, i64 0)
  %v18 = icmp ne i64 %v17, 0
  br i1 %v18, label %map_full, label %map_written

map_full:                                         ; preds = %map_done
  store i32 1, ptr %v3, align 4
  %v19 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v3)
  %v20 = icmp eq ptr %v19, null
  br i1 %v20, label %lost_done, label %lost_inc

map_written:                                      ; preds = %lost_done, %map_done
  %v21 = call i64 inttoptr (i64 5 to ptr)()
  store i64 %v21, ptr %v2, align 1
  %v22 = and i64 %pid_tgid, 4294967295
  store i64 %v22, ptr %v1, align 1
  %v23 = call i64 inttoptr (i64 2 to ptr)(ptr @m_last, ptr %v1, ptr %v2, i64 0)
  %v24 = icmp ne i64 %v23, 0
  br i1 %v24, label %map_full1, label %map_written2

lost_inc:                                         ; preds = %map_full
  %v25 = load i64, ptr %v19, align 8
  %v26 = add i64 %v25, 1
  store i64 %v26, ptr %v19, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %map_full
  br label %map_written

map_full1:                                        ; preds = %map_written
  store i32 1, ptr %v0, align 4
  %v27 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v28 = icmp eq ptr %v27, null
  br i1 %v28, label %lost_done4, label %lost_inc3

map_written2:                                     ; preds = %lost_done4, %map_written
  br label %exit

lost_inc3:                                        ; preds = %map_full1
  %v29 = load i64, ptr %v27, align 8
  %v30 = add i64 %v29, 1
  store i64 %v30, ptr %v27, align 8
  br label %lost_done4

lost_done4:                                       ; preds = %lost_inc3, %map_full1
  br label %map_written2

exit:                                             ; preds = %map_written2, %pid_check
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
