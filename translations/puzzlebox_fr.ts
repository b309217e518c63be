<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="89"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="94"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="39"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="52"/>
        <source>This is not a text file: it contains a zero byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="58"/>
        <source>This is not a text file: the line is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>No such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="71"/>
        <source>This is a folder, not a board file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="75"/>
        <source>Permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="110"/>
        <location filename="../src/service/boardfiles.cpp" line="113"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="151"/>
        <source>All board files (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="152"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/families.cpp" line="31"/>
        <source>&amp;Triangle (15 holes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="21"/>
        <source>Peg solitaire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="25"/>
        <source>There is no game to play a move in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../forms/mainwindow.ui" line="9"/>
        <source>Puzzlebox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="14"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="16"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="19"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="31"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="34"/>
        <location filename="../forms/mainwindow.ui" line="85"/>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="46"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="49"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="61"/>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="72"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="75"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="78"/>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="79"/>
        <source>Go back to the start of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="82"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Find a solution from the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="89"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="90"/>
        <source>Play the first move of a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="93"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="94"/>
        <source>Stop the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="97"/>
        <source>&amp;First Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="100"/>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>Step &amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="106"/>
        <source>&amp;Last Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="110"/>
        <location filename="../src/ui/mainwindow.cpp" line="489"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="113"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>&amp;About Puzzlebox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="35"/>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="137"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="140"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="144"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="145"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="233"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="250"/>
        <source>The solver was stopped because the position changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="277"/>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="279"/>
        <source>Solved! %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="281"/>
        <source>No moves left: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="314"/>
        <source>You left the solution&apos;s line. Solve again to get a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="327"/>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="327"/>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="335"/>
        <source>Solving… %1 s, %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="345"/>
        <source>%1 ms, %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="358"/>
        <source>Solved (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="360"/>
        <source>This position is already solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="365"/>
        <source>A solution in one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="366"/>
        <source>A solution in %1 moves, the fewest possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="367"/>
        <source>A solution in %1 moves; shorter ones may exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="379"/>
        <source>No solution (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="389"/>
        <source>%1 The line below comes closest: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="404"/>
        <source>Gave up (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="405"/>
        <source>The solver gave up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="408"/>
        <source>Stopped (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="489"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="497"/>
        <source>Open Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="503"/>
        <location filename="../src/ui/mainwindow.cpp" line="551"/>
        <source>Cannot Open Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="504"/>
        <location filename="../src/ui/mainwindow.cpp" line="552"/>
        <source>The board could not be opened; the current game is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="512"/>
        <source>Save Board As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="520"/>
        <source>Cannot Save Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="524"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="557"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="568"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="577"/>
        <source>About Puzzlebox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="578"/>
        <source>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Classic puzzles to play with the mouse, and solvers that show you the way.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PegScene</name>
    <message>
        <location filename="../src/ui/pegs/pegscene.cpp" line="737"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegscene.cpp" line="739"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegscene.cpp" line="747"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegscene.cpp" line="756"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/families.cpp" line="13"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; plays the next move of a solution.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="20"/>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="28"/>
        <location filename="../src/ui/solutiondock.cpp" line="88"/>
        <source>No solution yet. Use Solve to find one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="32"/>
        <source>Solution moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="47"/>
        <source>Pace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="53"/>
        <source>Playback pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="56"/>
        <location filename="../src/ui/solutiondock.cpp" line="62"/>
        <location filename="../src/ui/solutiondock.cpp" line="66"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="93"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/solutiondock.cpp" line="95"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Classic puzzles with solvers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>A board file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="43"/>
        <source>Cannot Open Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="136"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="143"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="150"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="154"/>
        <source>Hole %1 has no peg to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="158"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="162"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="207"/>
        <source>1 peg left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="208"/>
        <source>%1 pegs left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="374"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="382"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="387"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="428"/>
        <source>There are no pegs on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="98"/>
        <source>Unexpected character &apos;%1&apos;: a board without a lattice line is 15 values 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="111"/>
        <source>Found %1 values 0 or 1; a board without a lattice line (&apos;triangle&apos; or &apos;square&apos;) must have exactly 15, the holes of the 15-hole triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="120"/>
        <location filename="../src/core/pegs/pegfile.cpp" line="194"/>
        <source>The board has no pegs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>No board rows after the lattice line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="157"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="180"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="188"/>
        <source>The board has %1 holes; at most 64 are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The board has no holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="229"/>
        <source>No lattice line and no board: the file has only comments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="230"/>
        <source>The file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="254"/>
        <source>No lattice line: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="257"/>
        <source>Unknown lattice &apos;%1&apos;: expected &apos;triangle&apos; or &apos;square&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="263"/>
        <source>Unexpected &apos;%1&apos; after the lattice name: the board rows start on the next line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
