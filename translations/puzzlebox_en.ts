<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Autosave</name>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn, starting from the position after it.</numerusform>
            <numerusform>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turns, starting from the position after them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>The goal is %n move away, the fewest.</numerusform>
            <numerusform>The goal is %n moves away, the fewest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>The goal is in reach: a line of %n move found.</numerusform>
            <numerusform>The goal is in reach: a line of %n moves found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message numerus="yes">
        <location filename="../src/core/common/registry.cpp" line="138"/>
        <location filename="../src/ui/printing/printpage.cpp" line="70"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="180"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>Solution shown: %n move, %1 of them played</numerusform>
            <numerusform>Solution shown: %n moves, %1 of them played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>Solution set aside (the position is not on it): %n move</numerusform>
            <numerusform>Solution set aside (the position is not on it): %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n hole</numerusform>
            <numerusform>%n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n peg</numerusform>
            <numerusform>%n pegs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>A board holds at most %n hole: the new cells have none.</numerusform>
            <numerusform>A board holds at most %n holes: the new cells have none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Peg added in hole %1: %n peg.</numerusform>
            <numerusform>Peg added in hole %1: %n pegs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Peg removed from hole %1: %n peg.</numerusform>
            <numerusform>Peg removed from hole %1: %n pegs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>A board holds at most %n hole: remove one before you add another.</numerusform>
            <numerusform>A board holds at most %n holes: remove one before you add another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n hole</numerusform>
            <numerusform>%n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n peg</numerusform>
            <numerusform>%n pegs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n hole, %1 pegs. Click a hole to start with it empty.</numerusform>
            <numerusform>%n holes, %1 pegs. Click a hole to start with it empty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>%Ln file or game ID could not be opened:</numerusform>
            <numerusform>%Ln files or game IDs could not be opened:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…and %Ln more.</numerusform>
            <numerusform>…and %Ln more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message numerus="yes">
        <location filename="../src/ui/solving/solutiondock.cpp" line="327"/>
        <source>Show %Ln More Move(s)</source>
        <translation>
            <numerusform>Show %Ln More Move</numerusform>
            <numerusform>Show %Ln More Moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the records of %n board: games played and solved, fewest moves and best times? This cannot be undone.</numerusform>
            <numerusform>Forget the records of %n boards: games played and solved, fewest moves and best times? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n slide from solved, the fewest.</numerusform>
            <numerusform>%n slides from solved, the fewest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>At least %n slide from solved.</numerusform>
            <numerusform>At least %n slides from solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>At least %n slide from solved; the best line found has %1.</numerusform>
            <numerusform>At least %n slides from solved; the best line found has %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="330"/>
        <source>take %n stone(s) from heap %1</source>
        <translation>
            <numerusform>take %n stone from heap %1</numerusform>
            <numerusform>take %n stones from heap %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>You win with perfect play: take %n stone from heap %1.</numerusform>
            <numerusform>You win with perfect play: take %n stones from heap %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>You win with perfect play: %n single stone left on your turn, an even number.</numerusform>
            <numerusform>You win with perfect play: %n single stones left on your turn, an even number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>You win with perfect play: %n single stone left on the computer&apos;s turn, an odd number.</numerusform>
            <numerusform>You win with perfect play: %n single stones left on the computer&apos;s turn, an odd number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>The computer wins with perfect play: %n single stone left on your turn, an odd number.</numerusform>
            <numerusform>The computer wins with perfect play: %n single stones left on your turn, an odd number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>The computer wins with perfect play: %n single stone left on its turn, an even number.</numerusform>
            <numerusform>The computer wins with perfect play: %n single stones left on its turn, an even number.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>The last peg can finish in %n hole: %1.</numerusform>
            <numerusform>The last peg can finish in %n holes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n distinct solution from this position.</numerusform>
            <numerusform>%n distinct solutions from this position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n jump</numerusform>
            <numerusform>%n jumps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move was found, but not proved the fewest</numerusform>
            <numerusform>The table of positions filled the memory budget of %1 after %2 positions; a line of %n moves was found, but not proved the fewest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>board of %n hole</numerusform>
            <numerusform>board of %n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>%n move at the fewest from here, a chain of jumps by one peg counting as one.</numerusform>
            <numerusform>%n moves at the fewest from here, a chain of jumps by one peg counting as one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>%n jump left: every jump takes one peg.</numerusform>
            <numerusform>%n jumps left: every jump takes one peg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>A search of every line from here, %n position, found none that leaves one peg.</numerusform>
            <numerusform>A search of every line from here, %n positions, found none that leaves one peg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>A search of every line from this start, %n position, run once by the program %1, found none that leaves one peg.</numerusform>
            <numerusform>A search of every line from this start, %n positions, run once by the program %1, found none that leaves one peg.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>The board has %n one; it needs %1, one for each cell of the top row</numerusform>
            <numerusform>The board has %n ones; it needs %1, one for each cell of the top row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n of the %1 ones on the top row.</numerusform>
            <numerusform>%n of the %1 ones on the top row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n roll from solved, the fewest.</numerusform>
            <numerusform>%n rolls from solved, the fewest.</numerusform>
        </translation>
    </message>
</context>
</TS>
