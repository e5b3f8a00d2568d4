<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="25"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="36"/>
        <location filename="../../ui/main_window.cpp" line="123"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="37"/>
        <location filename="../../ui/main_window.cpp" line="124"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="38"/>
        <location filename="../../ui/main_window.cpp" line="125"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="39"/>
        <location filename="../../ui/main_window.cpp" line="126"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="40"/>
        <location filename="../../ui/main_window.cpp" line="127"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="41"/>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="48"/>
        <source>GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="59"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="59"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Fits as configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Fewest GPUs (dp × tp × pp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="72"/>
        <source>&amp;Open Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="75"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="78"/>
        <source>Open a scenario to see its memory per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="82"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="83"/>
        <source>GPU Planner scenarios (*.gpuplan.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="88"/>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="100"/>
        <source>Cannot find the bundled resources (set GPUPLANNER_RESOURCES).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="113"/>
        <source>%1 — %2, %3 billion parameters; %4 GPU(s) as configured (dp %5 × tp %6 × pp %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="128"/>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="129"/>
        <source>Allocator headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="130"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="146"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="146"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="147"/>
        <source>%1 (%2 × %3 × %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="152"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="155"/>
        <source>needs %1, has %2; largest term: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="162"/>
        <source>Loaded %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
