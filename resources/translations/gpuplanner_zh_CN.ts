<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="25"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="38"/>
        <location filename="../../ui/main_window.cpp" line="132"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="40"/>
        <location filename="../../ui/main_window.cpp" line="133"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="42"/>
        <location filename="../../ui/main_window.cpp" line="134"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="44"/>
        <location filename="../../ui/main_window.cpp" line="135"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="46"/>
        <location filename="../../ui/main_window.cpp" line="136"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="47"/>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="54"/>
        <source>GPU Planner</source>
        <translation>GPU 规划器</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="65"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="70"/>
        <source>Fits as configured</source>
        <translation>按当前配置能否放下</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>Fewest GPUs (dp × tp × pp)</source>
        <translation>最少 GPU 数（dp × tp × pp）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="71"/>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="77"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="78"/>
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="81"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="84"/>
        <source>Open a scenario to see its memory per GPU.</source>
        <translation>打开一个场景以查看每 GPU 显存。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="89"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="89"/>
        <source>GPU Planner scenarios (*.gpuplan.json *.json)</source>
        <translation>GPU 规划器场景 (*.gpuplan.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="94"/>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="108"/>
        <source>Cannot find the bundled resources (set GPUPLANNER_RESOURCES).</source>
        <translation>找不到内置资源（请设置 GPUPLANNER_RESOURCES）。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="122"/>
        <source>%1 — %2, %3 billion parameters; %4 GPU(s) as configured (dp %5 × tp %6 × pp %7)</source>
        <translation>%1 — %2，%3 十亿参数；当前配置 %4 块 GPU（dp %5 × tp %6 × pp %7）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="137"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="138"/>
        <source>Allocator headroom</source>
        <translation>分配器余量</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="139"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="155"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="155"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="157"/>
        <source>%1 (%2 × %3 × %4)</source>
        <translation>%1（%2 × %3 × %4）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="162"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="166"/>
        <source>cannot compute in %1</source>
        <translation>不支持 %1 计算</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="169"/>
        <source>needs %1, has %2; largest term: %3 (%4)</source>
        <translation>需要 %1，可用 %2；最大项：%3（%4）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.cpp" line="176"/>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
</context>
</TS>
