//===- BenchSupport.cpp - what the benchmark programs share ---------------===//

#include "BenchSupport.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <sstream>

using namespace gather_bench;

int64_t TensorType::count() const {
  return std::accumulate(shape.begin(), shape.end(), int64_t(1),
                         std::multiplies<int64_t>());
}

TensorType gather_bench::parseType(const std::string &text) {
  TensorType type;
  std::string body = text.substr(7, text.size() - 8); // inside tensor<...>
  size_t start = 0, x;
  while ((x = body.find('x', start)) != std::string::npos) {
    type.shape.push_back(std::stoll(body.substr(start, x - start)));
    start = x + 1;
  }
  std::string element = body.substr(start);
  // f32, i64, ui8, ...: the width follows the letters.
  type.elementBits =
      std::stoi(element.substr(element.find_first_of("0123456789")));
  type.elementBytes = type.elementBits / 8;
  return type;
}

double gather_bench::median(std::vector<double> &values) {
  std::nth_element(values.begin(), values.begin() + values.size() / 2,
                   values.end());
  return values[values.size() / 2];
}

void gather_bench::timeInBlocks(int blocks, int perBlock,
                                const std::vector<Timed *> &timed) {
  for (int block = 0; block < blocks; ++block)
    for (Timed *t : timed) {
      t->run();
      for (int i = 0; i < perBlock; ++i) {
        auto start = std::chrono::steady_clock::now();
        t->run();
        auto stop = std::chrono::steady_clock::now();
        t->milliseconds.push_back(
            std::chrono::duration<double, std::milli>(stop - start).count());
      }
    }
}

void gather_bench::storeIndex(AlignedBuffer &indices, size_t position,
                              int64_t value, size_t indexBytes) {
  if (indexBytes == 4) {
    int32_t narrow = static_cast<int32_t>(value);
    std::memcpy(indices.data + position * 4, &narrow, 4);
  } else {
    std::memcpy(indices.data + position * 8, &value, 8);
  }
}

void gather_bench::readPeerTimes(const std::string &path, PeerTimes &times) {
  std::ifstream file(path);
  std::string line, header;
  std::getline(file, header);
  std::vector<std::string> columns;
  std::stringstream headerFields(header);
  for (std::string field; std::getline(headerFields, field, '\t');)
    columns.push_back(field);
  auto column = [&](const std::string &name) {
    auto it = std::find(columns.begin(), columns.end(), name);
    return it == columns.end() ? -1 : int(it - columns.begin());
  };
  int timeColumn =
      column("kernel_ms") >= 0 ? column("kernel_ms") : column("median_ms");
  while (std::getline(file, line)) {
    std::vector<std::string> fields;
    std::stringstream lineFields(line);
    for (std::string field; std::getline(lineFields, field, '\t');)
      fields.push_back(field);
    if (timeColumn < 0 || int(fields.size()) <= timeColumn || fields.size() < 2)
      continue;
    char *end = nullptr;
    double ms = std::strtod(fields[timeColumn].c_str(), &end);
    if (end != fields[timeColumn].c_str() && ms > 0)
      times[{fields[0], std::atoi(fields[1].c_str())}].push_back(ms);
  }
}

std::string gather_bench::versusPeer(const PeerTimes &peer,
                                     const std::string &name, int threads,
                                     double ms) {
  auto it = peer.find({name, threads});
  if (it == peer.end())
    return "-";
  std::vector<double> times = it->second;
  char text[32];
  std::snprintf(text, sizeof(text), "%.2fx", median(times) / ms);
  return text;
}

std::optional<BenchOptions>
gather_bench::parseBenchOptions(int argc, char **argv, unsigned peerOptions,
                                const char *usage) {
  BenchOptions options;
  const std::pair<PeerOption, std::pair<std::string, PeerTimes *>> peers[] = {
      {kOnnxruntimeOption, {"--onnxruntime=", &options.peers.onnxruntime}},
      {kNumpyOption, {"--numpy=", &options.peers.numpy}},
      {kTorchOption, {"--torch=", &options.peers.torch}}};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto peer = std::find_if(std::begin(peers), std::end(peers), [&](auto &p) {
      return (peerOptions & p.first) && arg.rfind(p.second.first, 0) == 0;
    });
    if (peer != std::end(peers)) {
      readPeerTimes(arg.substr(peer->second.first.size()),
                    *peer->second.second);
    } else if (arg.rfind("--repetitions=", 0) == 0) {
      options.repetitions = std::max(1, std::atoi(arg.c_str() + 14));
    } else if (arg.rfind("--blocks=", 0) == 0) {
      options.blocks = std::max(1, std::atoi(arg.c_str() + 9));
    } else if (arg.rfind("--filter=", 0) == 0) {
      options.filter = arg.substr(9);
    } else {
      std::fprintf(stderr, "usage: %s\n", usage);
      return std::nullopt;
    }
  }
  return options;
}
