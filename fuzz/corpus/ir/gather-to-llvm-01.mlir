func.func @embed(%table: tensor<?x16xf32>, %ids: tensor<?x1xi64>) -> tensor<?x16xf32> {
  %0 = gather.gather_nd %table, %ids : (tensor<?x16xf32>, tensor<?x1xi64>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

func.func @pick(%data: tensor<4x8xcomplex<f32>>, %idx: tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>> {
  %0 = gather.gather_elements %data, %idx {axis = 1 : i64} : (tensor<4x8xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>>
  return %0 : tensor<4x2xcomplex<f32>>
}

func.func @chain(%data: tensor<10x128xbf16>, %rows: tensor<6x1xi64>, %cols: tensor<6x4xindex>) -> tensor<6x4xbf16> {
  %0 = gather.gather_nd %data, %rows : (tensor<10x128xbf16>, tensor<6x1xi64>) -> tensor<6x128xbf16>
  %1 = gather.gather_elements %0, %cols {axis = -1 : i64} : (tensor<6x128xbf16>, tensor<6x4xindex>) -> tensor<6x4xbf16>
  return %1 : tensor<6x4xbf16>
}

func.func @passthrough(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %a, %c : tensor<2xf32>, tensor<3xi32>
}
