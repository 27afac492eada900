// A C++ program using the kernels of linking.mlir through the generated
// headers (their `extern "C"` blocks), with Gather/Runtime/Status.h included
// after them this time.
#include "along.h"
#include "kernels.h"

#include "Gather/Runtime/Status.h"

#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

// The prototypes are the C ones: plain function types with C linkage.
static_assert(std::is_same<decltype(&lookup),
                           int32_t (*)(const int32_t *, const int64_t *,
                                       int32_t *)>::value,
              "lookup has the documented prototype");
static_assert(
    std::is_same<decltype(&along),
                 int32_t (*)(const float *, const int64_t *, float *)>::value,
    "along has the documented prototype");
static_assert(sizeof(gather_complex64) == 8, "complex<f32> is two floats");
static_assert(sizeof(gather_complex128) == 16, "complex<f64> is two doubles");

template <typename T>
static void print(const std::string &name, int32_t status,
                  const std::vector<T> &values, const char *format) {
  std::printf("%s: %d [", name.c_str(), static_cast<int>(status));
  for (size_t i = 0; i < values.size(); ++i) {
    if (i)
      std::printf(", ");
    std::printf(format, values[i]);
  }
  std::printf("]\n");
}

int main() {
  std::printf("sizes: %u %u\n", static_cast<unsigned>(sizeof(gather_complex64)),
              static_cast<unsigned>(sizeof(gather_complex128)));
  {
    const std::vector<int32_t> d = {0, 11, 22, 33, 44, 55};
    const std::vector<int64_t> i = {2, -3};
    std::vector<int32_t> r(4);
    int32_t s = lookup(d.data(), i.data(), r.data());
    print("lookup", s, r, "%d");
  }
  {
    const std::vector<double> d = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5};
    const int64_t ds[2] = {3, 3};
    const std::vector<int32_t> i = {2, -3, -1, 1, 0, 0};
    const int64_t is[2] = {3, 2};
    std::vector<int64_t> rs(2);
    int32_t s = pick_result_shapes(ds, is, rs.data());
    std::vector<long long> shown(rs.begin(), rs.end());
    print("pick shapes", s, shown, "%lld");
    std::vector<double> r(static_cast<size_t>(rs[0] * rs[1]));
    s = pick(d.data(), ds, i.data(), is, r.data(), rs.data());
    print("pick", s, r, "%.17g");
    const int64_t wrong[2] = {2, 3};
    std::vector<double> untouched(6, -7.5);
    s = pick(d.data(), ds, i.data(), is, untouched.data(), wrong);
    print("pick wrong shape", s, untouched, "%.17g");
  }
  {
    const std::vector<float> d = {1.25f, 2.25f, 3.25f, -1.25f, -2.25f, -3.25f};
    const std::vector<int64_t> i = {1, -1, -3, 2};
    std::vector<float> r(4);
    int32_t s = along(d.data(), i.data(), r.data());
    std::vector<double> shown(r.begin(), r.end());
    print("along", s, shown, "%.9g");
  }
  std::printf("statuses: %d %d %d\n", static_cast<int>(GATHER_STATUS_OK),
              static_cast<int>(GATHER_STATUS_INDEX_OUT_OF_BOUNDS),
              static_cast<int>(GATHER_STATUS_SHAPE_MISMATCH));
  std::printf("done\n");
  return 0;
}
