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
        <location filename="../../ui/main_window.cpp" line="38"/>
        <location filename="../../ui/main_window.cpp" line="132"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="40"/>
        <location filename="../../ui/main_window.cpp" line="133"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="42"/>
        <location filename="../../ui/main_window.cpp" line="134"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="44"/>
        <location filename="../../ui/main_window.cpp" line="135"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="46"/>
        <location filename="../../ui/main_window.cpp" line="136"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="47"/>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="54"/>
        <source>GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>Fits as configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>Fewest GPUs (dp × tp × pp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="77"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="78"/>
        <source>&amp;Open Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="81"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="84"/>
        <source>Open a scenario to see its memory per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="89"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="89"/>
        <source>GPU Planner scenarios (*.gpuplan.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="94"/>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="108"/>
        <source>Cannot find the bundled resources (set GPUPLANNER_RESOURCES).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="122"/>
        <source>%1 — %2, %3 billion parameters; %4 GPU(s) as configured (dp %5 × tp %6 × pp %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="137"/>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="138"/>
        <source>Allocator headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="139"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="155"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="155"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="157"/>
        <source>%1 (%2 × %3 × %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="162"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="166"/>
        <source>cannot compute in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="169"/>
        <source>needs %1, has %2; largest term: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="176"/>
        <source>Loaded %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
