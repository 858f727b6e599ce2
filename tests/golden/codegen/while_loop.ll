; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [67 x i64] zeroinitializer, section ".rodata", align 8
@_license = constant [4 x i8] c"GPL\00", section "license"
@kt_ringbuf = global { ptr, ptr } zeroinitializer, section ".maps", align 8
@kt_lost = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8
@m_sum = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8

; Function Attrs: nounwind
define i32 @BEGIN_0(ptr align 8 %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  %v5 = alloca [8 x i8], align 8
  %v6 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v6, i8 0, i64 8, i1 false)
  store volatile i64 0, ptr %v1, align 8
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v6, align 1
  br label %while_cond

while_cond:                                       ; preds = %map_done, %if_then, %body
  %v7 = load i64, ptr %v6, align 1
  %v8 = icmp slt i64 %v7, 10
  %v9 = zext i1 %v8 to i64
  %v10 = icmp ne i64 %v9, 0
  br i1 %v10, label %while_body, label %while_done

while_body:                                       ; preds = %while_cond
  %v11 = load i64, ptr %v6, align 1
  %v12 = add i64 %v11, 1
  store i64 %v12, ptr %v6, align 8
  %v13 = load i64, ptr %v6, align 1
  %v14 = icmp eq i64 %v13, 3
  %v15 = zext i1 %v14 to i64
  %v16 = icmp ne i64 %v15, 0
  br i1 %v16, label %if_then, label %if_done

while_done:                                       ; preds = %if_then1, %while_cond
  br label %exit

if_then:                                          ; preds = %while_body
  br label %while_cond

if_done:                                          ; preds = %while_body
  %v17 = load i64, ptr %v6, align 1
  %v18 = icmp eq i64 %v17, 8
  %v19 = zext i1 %v18 to i64
  %v20 = icmp ne i64 %v19, 0
  br i1 %v20, label %if_then1, label %if_done2

if_then1:                                         ; preds = %if_done
  br label %while_done

if_done2:                                         ; preds = %if_done
  store i64 0, ptr %v5, align 8
  %v21 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_sum, ptr %v5)
  %v22 = icmp eq ptr %v21, null
  br i1 %v22, label %map_missing, label %map_found

map_found:                                        ; preds = %if_done2
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v4, ptr align 1 %v21, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %if_done2
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v23 = load i64, ptr %v4, align 1
  %v24 = load i64, ptr %v6, align 1
  %v25 = add i64 %v23, %v24
  store i64 %v25, ptr %v3, align 1
  store i64 0, ptr %v2, align 8
  %v26 = call i64 inttoptr (i64 2 to ptr)(ptr @m_sum, ptr %v2, ptr %v3, i64 0)
  %v27 = load volatile i64, ptr %v1, align 8
  %v28 = icmp ne i64 %v26, 0
  %v29 = zext i1 %v28 to i64
  %v30 = add i64 %v27, %v29
  store volatile i64 %v30, ptr %v1, align 8
  br label %while_cond

exit:                                             ; preds = %while_done
  %v31 = load volatile i64, ptr %v1, align 8
  store i32 1, ptr %v0, align 4
  %v32 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v0)
  %v33 = icmp eq ptr %v32, null
  br i1 %v33, label %lost_tallied, label %lost_inc

lost_tallied:                                     ; preds = %lost_inc, %exit
  ret i32 0

lost_inc:                                         ; preds = %exit
  %v34 = load i64, ptr %v32, align 8
  %v35 = add i64 %v34, %v31
  store i64 %v35, ptr %v32, align 8
  br label %lost_tallied
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @sum = m_sum: plain, key 8, value 8, 4096 entries
