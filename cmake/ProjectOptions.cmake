# One INTERFACE target that every target of the project links: C++ standard, warnings, defines.
# (Pattern from qBittorrent's cmake/Modules/CommonConfig.cmake.)
add_library(gpuplanner_options INTERFACE)
target_compile_features(gpuplanner_options INTERFACE cxx_std_17)
set(CMAKE_CXX_EXTENSIONS OFF)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(gpuplanner_options INTERFACE -Wall -Wextra -Wpedantic)
    # CI sets CI=true: warnings become errors there (and locally with -DGPUPLANNER_WERROR=ON).
    if(DEFINED ENV{CI} OR GPUPLANNER_WERROR)
        target_compile_options(gpuplanner_options INTERFACE -Werror)
    endif()
endif()

target_compile_definitions(gpuplanner_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# -DGPUPLANNER_SANITIZE=ON: AddressSanitizer + UndefinedBehaviorSanitizer for the whole build.
option(GPUPLANNER_SANITIZE "Build with ASan and UBSan" OFF)
if(GPUPLANNER_SANITIZE)
    target_compile_options(gpuplanner_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(gpuplanner_options INTERFACE -fsanitize=address,undefined)
endif()

# -DGPUPLANNER_FUZZ=ON (clang only, scripts/fuzz.sh): the libFuzzer targets in tests/fuzz, with
# ASan + UBSan and libFuzzer's coverage instrumentation on every target of the build.
option(GPUPLANNER_FUZZ "Build the libFuzzer targets in tests/fuzz (clang)" OFF)
if(GPUPLANNER_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "GPUPLANNER_FUZZ needs clang (CXX=clang++): libFuzzer is part of it")
    endif()
    target_compile_options(gpuplanner_options INTERFACE
        -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    target_link_options(gpuplanner_options INTERFACE -fsanitize=address,undefined)
endif()
