# What `cmake --install` puts under the prefix: headers (with the generated
# .inc files) and TableGen sources under include/, the libraries and the
# tools, and the CMake package lib/cmake/gather (GatherConfig.cmake, its
# version file and the exported targets Gather::*).
include(CMakePackageConfigHelpers)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)

set(GATHER_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/gather)
install(EXPORT GatherTargets NAMESPACE Gather::
  DESTINATION ${GATHER_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/GatherConfig.cmake.in
  ${PROJECT_BINARY_DIR}/lib/cmake/gather/GatherConfig.cmake
  INSTALL_DESTINATION ${GATHER_INSTALL_CMAKEDIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/lib/cmake/gather/GatherConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/lib/cmake/gather/GatherConfig.cmake
  ${PROJECT_BINARY_DIR}/lib/cmake/gather/GatherConfigVersion.cmake
  DESTINATION ${GATHER_INSTALL_CMAKEDIR})
