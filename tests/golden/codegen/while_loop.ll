; ModuleID = 'kt'
source_filename = "kt"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpf"

@kt_config = constant [68 x i64] zeroinitializer, section ".rodata", align 8
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
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v5, i8 0, i64 8, i1 false)
  store volatile i64 0, ptr %v0, align 8
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v5, align 1
  br label %while_cond

while_cond:                                       ; preds = %map_done, %if_then, %body
  %v6 = load i64, ptr %v5, align 1
  %v7 = icmp slt i64 %v6, 10
  %v8 = zext i1 %v7 to i64
  %v9 = icmp ne i64 %v8, 0
  br i1 %v9, label %while_body, label %while_done

while_body:                                       ; preds = %while_cond
  %v10 = load i64, ptr %v5, align 1
  %v11 = add i64 %v10, 1
  store i64 %v11, ptr %v5, align 8
  %v12 = load i64, ptr %v5, align 1
  %v13 = icmp eq i64 %v12, 3
  %v14 = zext i1 %v13 to i64
  %v15 = icmp ne i64 %v14, 0
  br i1 %v15, label %if_then, label %if_done

while_done:                                       ; preds = %if_then1, %while_cond
  br label %exit

if_then:                                          ; preds = %while_body
  br label %while_cond

if_done:                                          ; preds = %while_body
  %v16 = load i64, ptr %v5, align 1
  %v17 = icmp eq i64 %v16, 8
  %v18 = zext i1 %v17 to i64
  %v19 = icmp ne i64 %v18, 0
  br i1 %v19, label %if_then1, label %if_done2

if_then1:                                         ; preds = %if_done
  br label %while_done

if_done2:                                         ; preds = %if_done
  store i64 0, ptr %v4, align 8
  %v20 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @m_sum, ptr %v4)
  %v21 = icmp eq ptr %v20, null
  br i1 %v21, label %map_missing, label %map_found

map_found:                                        ; preds = %if_done2
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v3, ptr align 1 %v20, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %if_done2
  call void @llvm.memset.inline.p0.i64(ptr align 1 %v3, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v22 = load i64, ptr %v3, align 1
  %v23 = load i64, ptr %v5, align 1
  %v24 = add i64 %v22, %v23
  store i64 %v24, ptr %v2, align 1
  store i64 0, ptr %v1, align 8
  %v25 = call i64 inttoptr (i64 2 to ptr)(ptr @m_sum, ptr %v1, ptr %v2, i64 0)
  %v26 = load volatile i64, ptr %v0, align 8
  %v27 = lshr i64 %v25, 63
  %v28 = add i64 %v26, %v27
  store volatile i64 %v28, ptr %v0, align 8
  br label %while_cond

exit:                                             ; preds = %while_done
  %v29 = load volatile i64, ptr %v0, align 8
  store i32 1, ptr %v4, align 4
  %v30 = call align 8 ptr inttoptr (i64 1 to ptr)(ptr @kt_lost, ptr %v4)
  %v31 = icmp eq ptr %v30, null
  br i1 %v31, label %lost_done, label %lost_inc

lost_inc:                                         ; preds = %exit
  %v32 = load i64, ptr %v30, align 8
  %v33 = add i64 %v32, %v29
  store i64 %v33, ptr %v30, align 8
  br label %lost_done

lost_done:                                        ; preds = %lost_inc, %exit
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr nocapture writeonly, i8, i64 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @sum = m_sum: plain, key 8, value 8, 4096 entries
