// The vocabulary-parallel embedding of the distributed benchmark
// (bench/distributed/run.sh): a 1 GiB f32 table of 262144 rows of 1024
// values, 4096 token ids. @embed_rows splits the table's rows over two
// processes (each holds 512 MiB); @embed_whole is the same lookup on one
// process.
shard.grid @grid(shape = 2) {sym_visibility = "private"}

func.func @embed_rows(%table: tensor<262144x1024xf32>, %ids: tensor<4096xi64>) -> tensor<4096x1024xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<262144x1024xf32>
  %g = gather.gather %t, %ids : (tensor<262144x1024xf32>, tensor<4096xi64>) -> tensor<4096x1024xf32>
  return %g : tensor<4096x1024xf32>
}

func.func @embed_whole(%table: tensor<262144x1024xf32>, %ids: tensor<4096xi64>) -> tensor<4096x1024xf32> {
  %g = gather.gather %table, %ids : (tensor<262144x1024xf32>, tensor<4096xi64>) -> tensor<4096x1024xf32>
  return %g : tensor<4096x1024xf32>
}
