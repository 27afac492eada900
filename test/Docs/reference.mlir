// The committed reference documentation is what ODS generates now
// (scripts/update-docs.sh refreshes it).
// RUN: diff %gather_obj_root/docs/Gather/GatherOps.md %gather_src_root/docs/Reference/GatherOps.md
// RUN: diff %gather_obj_root/docs/Gather/GatherDialect.md %gather_src_root/docs/Reference/GatherDialect.md
// RUN: diff %gather_obj_root/docs/Gather/GatherInterfaces.md %gather_src_root/docs/Reference/GatherInterfaces.md
// RUN: diff %gather_obj_root/docs/Gather/GatherConversionPasses.md %gather_src_root/docs/Reference/GatherConversionPasses.md
// RUN: diff %gather_obj_root/docs/Gather/GatherTransformPasses.md %gather_src_root/docs/Reference/GatherTransformPasses.md
// RUN: diff %gather_obj_root/docs/Gather/GatherCodegenPasses.md %gather_src_root/docs/Reference/GatherCodegenPasses.md
