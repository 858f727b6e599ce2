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
define i32 @BEGIN_0(ptr %ctx) #0 section "raw_tp" {
entry:
  %v0 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v3 = alloca [8 x i8], align 8
  %v4 = alloca [8 x i8], align 8
  br label %init

init:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 1 %v4, i8 0, i64 8, i1 false)
  br label %body

body:                                             ; preds = %init
  store i64 0, ptr %v4, align 1
  br label %while_cond

while_cond:                                       ; preds = %map_done, %if_then, %body
  %v5 = load i64, ptr %v4, align 1
  %v6 = icmp slt i64 %v5, 10
  %v7 = zext i1 %v6 to i64
  %v8 = icmp ne i64 %v7, 0
  br i1 %v8, label %while_body, label %while_done

while_body:                                       ; preds = %while_cond
  %v9 = load i64, ptr %v4, align 1
  %v10 = add i64 %v9, 1
  store i64 %v10, ptr %v4, align 8
  %v11 = load i64, ptr %v4, align 1
  %v12 = icmp eq i64 %v11, 3
  %v13 = zext i1 %v12 to i64
  %v14 = icmp ne i64 %v13, 0
  br i1 %v14, label %if_then, label %if_done

while_done:                                       ; preds = %if_then1, %while_cond
  br label %exit

if_then:                                          ; preds = %while_body
  br label %while_cond

if_done:                                          ; preds = %while_body
  %v15 = load i64, ptr %v4, align 1
  %v16 = icmp eq i64 %v15, 8
  %v17 = zext i1 %v16 to i64
  %v18 = icmp ne i64 %v17, 0
  br i1 %v18, label %if_then1, label %if_done2

if_then1:                                         ; preds = %if_done
  br label %while_done

if_done2:                                         ; preds = %if_done
  store i64 0, ptr %v3, align 8
  %v19 = call ptr inttoptr (i64 1 to ptr)(ptr @m_sum, ptr %v3)
  %v20 = icmp eq ptr %v19, null
  br i1 %v20, label %map_missing, label %map_found

map_found:                                        ; preds = %if_done2
  call void @llvm.memcpy.inline.p0.p0.i64(ptr align 1 %v2, ptr align 1 %v19, i64 8, i1 false)
  br label %map_done

map_missing:                                      ; preds = %if_done2
  call void @llvm.memset.p0.i64(ptr align 1 %v2, i8 0, i64 8, i1 false)
  br label %map_done

map_done:                                         ; preds = %map_missing, %map_found
  %v21 = load i64, ptr %v2, align 1
  %v22 = load i64, ptr %v4, align 1
  %v23 = add i64 %v21, %v22
  store i64 %v23, ptr %v1, align 1
  store i64 0, ptr %v0, align 8
  %v24 = call i64 inttoptr (i64 2 to ptr)(ptr @m_sum, ptr %v0, ptr %v1, i64 0)
  br label %while_cond

exit:                                             ; preds = %while_done
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64 immarg, i1 immarg) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; map @sum = m_sum: plain, key 8, value 8, 4096 entries
