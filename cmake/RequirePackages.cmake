# Finds what the build needs and, when something is missing, says which Debian 12 package provides
# it (from scripts/debian-packages.txt, the list scripts/install-deps.sh installs) instead of CMake's
# generic "could not be found".

set(GPUPLANNER_DEBIAN_PACKAGE_LIST "${PROJECT_SOURCE_DIR}/scripts/debian-packages.txt")

# The Debian package whose line in debian-packages.txt names `what`, or "" if none does.
function(gpuplanner_debian_package_for what out_var)
    file(STRINGS "${GPUPLANNER_DEBIAN_PACKAGE_LIST}" lines REGEX "^[a-z0-9]")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "[ \t]+" ";" fields "${line}")
        list(POP_FRONT fields package)
        if(what IN_LIST fields)
            set(${out_var} "${package}" PARENT_SCOPE)
            return()
        endif()
    endforeach()
    set(${out_var} "" PARENT_SCOPE)
endfunction()

# One sentence for a missing CMake package `name` (Qt6Charts, nlohmann_json, ...), following the
# dependency Qt names when the package itself is installed but one it needs is not.
function(gpuplanner_missing_package_sentence name not_found_message out_var)
    set(missing "${name}")
    if(not_found_message MATCHES "because dependency ([A-Za-z0-9_]+) could not be found")
        set(missing "${CMAKE_MATCH_1}")
    endif()
    gpuplanner_debian_package_for("${missing}" package)
    if(missing STREQUAL name)
        set(what "${name} was not found")
    else()
        set(what "${name} needs ${missing}, which was not found")
    endif()
    if(package)
        set(sentence "${what}: install the Debian package ${package} (sudo apt-get install ${package}), or run scripts/install-deps.sh, which installs everything the build needs.")
    else()
        set(sentence "${what}, and scripts/debian-packages.txt names no Debian package for it: run scripts/install-deps.sh, then install the package that provides ${missing}.")
    endif()
    set(${out_var} "${sentence}" PARENT_SCOPE)
endfunction()

# find_package(Qt6 <version> REQUIRED COMPONENTS ...) with a sentence per missing module. A macro,
# so that what Qt's config files set (versions, directories, helper variables) stays in the caller's
# scope exactly as with a plain find_package.
macro(gpuplanner_require_qt version)
    # One component a call: Qt's config stops looking at the first component it cannot load, and
    # every missing one should be named at once.
    foreach(_gpuplanner_component ${ARGN})
        find_package(Qt6 ${version} QUIET COMPONENTS ${_gpuplanner_component})
    endforeach()
    set(_gpuplanner_qt_problems "")
    if(NOT DEFINED Qt6Core_FOUND AND NOT Qt6_FOUND)
        gpuplanner_missing_package_sentence(Qt6 "" _gpuplanner_sentence)
        list(APPEND _gpuplanner_qt_problems "${_gpuplanner_sentence}")
    else()
        foreach(_gpuplanner_component ${ARGN})
            if(NOT Qt6${_gpuplanner_component}_FOUND)
                gpuplanner_missing_package_sentence(Qt6${_gpuplanner_component}
                    "${Qt6${_gpuplanner_component}_NOT_FOUND_MESSAGE}" _gpuplanner_sentence)
                list(APPEND _gpuplanner_qt_problems "${_gpuplanner_sentence}")
            endif()
        endforeach()
    endif()
    if(_gpuplanner_qt_problems)
        list(JOIN _gpuplanner_qt_problems "\n  " _gpuplanner_text)
        message(FATAL_ERROR "Qt ${version} or later is incomplete here:\n  ${_gpuplanner_text}")
    endif()
endmacro()

# find_package(<name> <version> REQUIRED) with the same sentence when it is missing.
macro(gpuplanner_require_package name version)
    find_package(${name} ${version} QUIET)
    if(NOT ${name}_FOUND)
        gpuplanner_missing_package_sentence(${name} "" _gpuplanner_sentence)
        message(FATAL_ERROR "${_gpuplanner_sentence}")
    endif()
endmacro()
