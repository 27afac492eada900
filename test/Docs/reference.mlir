// The committed reference documentation is what ODS generates now
// (scripts/update-docs.sh refreshes it).
// RUN: diff %gather_obj_root/docs/Gather/GatherOps.md %gather_src_root/docs/Reference/GatherOps.md
// RUN: diff %gather_obj_root/docs/Gather/GatherDialect.md %gather_src_root/docs/Reference/GatherDialect.md
// RUN: diff %gather_obj_root/docs/Gather/GatherInterfaces.md %gather_src_root/docs/Reference/GatherInterfaces.md
// RUN: diff %gather_obj_root/docs/Gather/GatherConversionPasses.md %gather_src_root/docs/Reference/GatherConversionPasses.md
// RUN: diff %gather_obj_root/docs/Gather/GatherTransformPasses.md %gather_src_root/docs/Reference/GatherTransformPasses.md
// RUN: diff %gather_obj_root/docs/Gather/GatherCodegenPasses.md %gather_src_root/docs/Reference/GatherCodegenPasses.md
// The dialect's description names every discardable attribute the dialect
// declares (its k*AttrName constants).
// RUN: tr '\n' ' ' < %gather_src_root/include/Gather/IR/GatherDialect.td | grep -o 'AttrName = *"gather\.[a-z_]*"' | grep -o 'gather\.[a-z_]*' | sort -u > %t.declared
// RUN: grep -o '`gather\.[a-z_]*`' %gather_src_root/docs/Reference/GatherDialect.md | tr -d '`' | sort -u > %t.described
// RUN: comm -23 %t.declared %t.described | FileCheck %s --allow-empty --implicit-check-not={{.}}
// RUN: grep -c . %t.declared | FileCheck %s --check-prefix=DECLARED
// DECLARED: 4
