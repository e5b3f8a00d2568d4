#pragma once
// English words the front ends translate, written in the planner once: GPUPLANNER_TEXT("Context",
// "text") is the text itself here, and lupdate reads it as QT_TRANSLATE_NOOP (ui/CMakeLists.txt
// passes -tr-function-alias), so the .ts file holds its Chinese and the workbench and the report
// translate it with QCoreApplication::translate(context, text). No Qt in the planner.
#define GPUPLANNER_TEXT(context, text) text
