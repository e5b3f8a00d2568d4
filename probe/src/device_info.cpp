#include "cuda_support.h"
#include "measurements.h"

namespace gpuprobe {

namespace {

int attribute(cudaDeviceAttr a, int device) {
    int v = 0;
    check(cudaDeviceGetAttribute(&v, a, device), "reading a device attribute");
    return v;
}

} // namespace

DeviceReport query_device(int device) {
    DeviceReport d;
    d.index = device;
    cudaDeviceProp prop{};
    check(cudaGetDeviceProperties(&prop, device), "reading the device properties");
    d.name = prop.name;
    d.memory_bytes = static_cast<double>(prop.totalGlobalMem);
    d.compute_capability = std::to_string(attribute(cudaDevAttrComputeCapabilityMajor, device)) +
                           "." +
                           std::to_string(attribute(cudaDevAttrComputeCapabilityMinor, device));
    d.multiprocessors = attribute(cudaDevAttrMultiProcessorCount, device);
    d.l2_bytes = attribute(cudaDevAttrL2CacheSize, device);
    d.clock_mhz = attribute(cudaDevAttrClockRate, device) / 1000.0; // kHz
    d.memory_clock_mhz = attribute(cudaDevAttrMemoryClockRate, device) / 1000.0;
    d.memory_bus_bits = attribute(cudaDevAttrGlobalMemoryBusWidth, device);
    char bus[32] = {};
    if (cudaDeviceGetPCIBusId(bus, sizeof bus, device) == cudaSuccess)
        d.pci_bus_id = bus;
    check(cudaSetDevice(device), "selecting the device");
    std::size_t free_bytes = 0;
    std::size_t total_bytes = 0;
    check(cudaMemGetInfo(&free_bytes, &total_bytes), "reading the free memory");
    d.free_memory_bytes = static_cast<double>(free_bytes);
    return d;
}

} // namespace gpuprobe
