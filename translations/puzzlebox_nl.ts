<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="22"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="25"/>
        <source>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Classic puzzles to play with the mouse or the keyboard, and solvers that show you the way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Klassieke puzzels om met de muis of het toetsenbord te spelen, en oplossers die u de weg wijzen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gemaakt met Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Website&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Een fout melden&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vrije software onder de GNU General Public License, versie 3 of later.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>Over Puzzlebox</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>Ongedaan gemaakt: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>Opnieuw gedaan: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>het is groter dan %1 bytes</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>De instellingen in %1 zijn niet gelezen (%2) en kunnen niet opzij worden gezet.</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>De instellingen in %1 zijn niet gelezen (%2): ze zijn bewaard als %3 en de instellingen beginnen opnieuw.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>Het spel van de vorige keer kon niet worden hersteld, dus begint er een nieuw. %1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>Het spel van de vorige keer kon niet worden hersteld, dus begint er een nieuw (het beschadigde bestand is bewaard als %1). %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>De geschiedenis van dit spel is te lang om helemaal te bewaren: het wordt bewaard zonder de eerste %Ln beurt, vanaf de stand daarna.</numerusform>
            <numerusform>De geschiedenis van dit spel is te lang om helemaal te bewaren: het wordt bewaard zonder de eerste %Ln beurten, vanaf de stand daarna.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>Het lopende spel kon niet worden bewaard: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>Bord bewerken</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>Uw bord is klaar: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>Bewerken geannuleerd: het spel is zoals het was.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>Ongedaan maken brengt het lopende spel terug.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>Bewerken annuleren</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>Het spel blijft zoals het was.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>Afsluiten tijdens ontwerpen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>Puzzlebox sluit af; het lopende spel blijft bewaard zoals het was.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>Verwerpen en afsluiten</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>Er begint een nieuw spel.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>Verwerpen en beginnen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>%1 openen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>In plaats daarvan wordt %1 geopend.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>Verwerpen en openen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>Bord plakken</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>Het geplakte bord wordt gespeeld.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>Verwerpen en spelen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>Spel-ID invoeren</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>Het spel met ID %1 wordt gespeeld.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>Het bord dat u hebt gemaakt verwerpen?</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>Verder ontwerpen</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>Bordontwerper</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>Het bord spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Wijzig het bord vrij; zet (Klaar) uit om het bord te spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>Bewerken &amp;annuleren</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>De bewerker verlaten; het spel blijft zoals het was</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>Er is geen bord om te tekenen</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>Puzzlebox-bord</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>Dit is geen tekstbestand: byte 0x%1 is geen geldige UTF-8</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>Dit is geen tekstbestand: het bevat de stuurbyte 0x%1</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>Het bestand is te groot voor een bordbestand (meer dan %1 bytes)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>Het bestand is te groot (meer dan %1 bytes)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>Dit is geen gewoon bestand (een pipe, een apparaat of een socket), dus het kan geen bordbestand zijn</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>Bestand bestaat niet</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>Toegang geweigerd</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>Dit is een map, geen bordbestand</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>Geen enkel soort bord leest deze tekst:</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="133"/>
        <source>%1 (.%2): %3</source>
        <translation>%1 (.%2): %3</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="148"/>
        <location filename="../src/service/boardfiles.cpp" line="150"/>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>Alle bordbestanden (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>Gespeeld: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>Opgelost! %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>Geen zetten meer: %1.</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>Speeltijd</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>Speeltijd in dit spel: van uw eerste zet tot het is opgelost. De klok staat stil zolang het venster geminimaliseerd is of er een dialoogvenster open is.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>U hebt met hulp gewonnen in %1 en %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>U hebt gewonnen in %1 en %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>Met hulp opgelost in %1 en %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>Opgelost in %1 en %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>Nieuw record!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>Opgelost.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>Het doel is %n zet verwijderd, het minst mogelijke.</numerusform>
            <numerusform>Het doel is %n zetten verwijderd, het minst mogelijke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>Het doel is bereikbaar: een reeks van %n zet gevonden.</numerusform>
            <numerusform>Het doel is bereikbaar: een reeks van %n zetten gevonden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>Het doel is onbereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>Onbekend: de zoektocht is opgegeven.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>Na elke zet zeggen hoe ver het doel is en wat de zet eraan deed</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>&amp;Waarom tonen</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>Op het bord tekenen waarom het doel onbereikbaar is</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="253"/>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="101"/>
        <source>The coach waits until the board designed is played.</source>
        <translation>De coach wacht tot het ontworpen bord wordt gespeeld.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>Zetten, zoals de coach ze beoordeelde:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="24"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="23"/>
        <source>The goal is in reach.</source>
        <translation>Het doel is bereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>Het doel is onbereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>Onbekend of het doel bereikbaar is.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>Om de zoektocht te herhalen: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>Met die zet ging het doel verloren: het is niet meer te bereiken.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>Het doel was al vóór die zet onbereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>Die zet maakte het doel weer bereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>Na die zet blijft het doel bereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>Die zet was een van de beste: het doel is zo dichtbij als het kan.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>Na die zet blijft het doel bereikbaar, maar hij kostte %1 meer dan de beste zet.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>doel verloren</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>weer bereikbaar</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>De kleuren in die volgorde: %1.</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>Precies</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="99"/>
        <source>%L1–%L2</source>
        <comment>a range of moves</comment>
        <translation>%L1–%L2</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="101"/>
        <source>%1 (%2)</source>
        <comment>difficulty (its moves)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="138"/>
        <source>Making the puzzle…</source>
        <translation>De puzzel wordt gemaakt…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>&amp;Vijftienpuzzel…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>Bord ontwerpen: Klaar speelt het, Esc annuleert.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>Klik op twee tegels, of druk met de pijltoetsen op Spatie op elk ervan, om ze te verwisselen; zet (Klaar) uit om het bord te spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>Onoplosbaar: verwissel twee tegels</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>Klik op een tegel in lijn met het lege vak om hem erheen te schuiven, of druk op een pijltoets om de tegel naast het lege vak te schuiven, tot de getallen in leesvolgorde staan met het lege vak rechtsonder.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>De tegel naast het lege vak erin schuiven, in de richting van de pijl</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>De cursor van vak naar vak verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>Het vak onder de cursor kiezen; op een ander vak de twee verwisselen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>&amp;Nim…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>Klik op een steen om hem en alle stenen erboven te nemen (met het toetsenbord: Links en Rechts kiezen een stapel, Omhoog en Omlaag hoeveel, Spatie neemt ze); u en de computer zijn om beurten aan zet, en wie de laatste steen neemt wint (bij misère verliest).</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>De stapel kiezen om van te nemen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>Meer of minder stenen nemen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>De getoonde stenen nemen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>De getoonde keuze terugnemen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1, in gat %2</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>&amp;Solitaire…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>In &amp;welke gaten kan het eindigen?</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>Elk gat markeren waarin de laatste pin vanuit de huidige stand kan eindigen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>Oplossen naar een &amp;gekozen gat…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>Klik op een gat: een oplossing zoeken waarvan de laatste pin daar eindigt</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>Klik op het gat om in te eindigen (Esc: annuleren).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>Oplossen om in gat %1 te eindigen…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>De eindgaten worden gezocht…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>De verschillende reeksen sprongen tellen die één pin overlaten (kleine borden)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>Het bord ontwerpen: pinnen, gaten, grootte en rooster; zet (Klaar) uit om het bord te spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>Nog niet speelbaar</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>Klik op een pin en dan op een verlicht gat om over de buurpin te springen, die wordt weggenomen; laat één pin over om te winnen. Met het toetsenbord verplaatsen de pijlen een ring en pakt Spatie op en springt.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>Mi&amp;nste zetten naar een gekozen gat…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>Klik op een gat: de oplossing met de minste zetten zoeken waarvan de laatste pin daar eindigt, en bewijzen dat er geen kortere is</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>De laatste pin eindigt in gat %1, gemarkeerd op het bord.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>De ring van gat naar gat verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>De pin onder de ring oppakken; op een verlicht gat erheen springen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>De pin terugzetten, of stoppen met een gat kiezen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>De ring over de vakken van het bord verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>Een pin plaatsen of weghalen; met het gereedschap Gaten een gat boren of dichten</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>&amp;Roller-Board…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>Klik op tegels, of druk op Spatie op de tegel van de cursor, om ze tussen 0 en 1 om te zetten; zet (Klaar) uit om het bord te spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>Klik op de pijlen aan de uiteinden van een rij of kolom, of sleep een tegel erlangs, om hem te rollen tot elke 1 op de gouden bovenste rij staat. Met het toetsenbord verplaatsen de pijlen een cursor en rolt Shift+pijl de rij of kolom.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>De cursor van tegel naar tegel verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>De rij van de cursor naar links of rechts rollen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>De kolom van de cursor omhoog of omlaag rollen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>De tegel van de cursor tussen 0 en 1 omzetten</translation>
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
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>Vijftienpuzzel</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>Schuif de tegels terug op volgorde, op borden van 3 x 3 tot 9 x 9.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>Neem om beurten stenen van de stapels tegen een computer die perfect speelt; de laatste steen beslist het spel.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>Spring met pinnen over elkaar tot er één overblijft, op de driehoek, een rechthoek, het Engelse, Europese of Wiegleb-bord, de ruit, of een bord dat u zelf tekent.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>Rol rijen en kolommen rond tot elke 1 op de bovenste rij staat.</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>Oplosbaar, maar al opgelost: verwissel twee tegels, of Schudden, om er een puzzel van te maken.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>Oplosbaar: Klaar start dit bord.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>Klik op een tegel of het lege vak, dan op een ander: de twee wisselen van plaats. Met het toetsenbord verplaatsen de pijlen een cursor en kiest Spatie.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>&amp;Tegels per zijde:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>&amp;Opgeloste stand</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>Elke tegel op zijn plaats, het lege vak rechtsonder</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>Sch&amp;udden</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>Een willekeurig bord dat volgens de regels oplosbaar is</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>Tegels verwisselen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>Grootte wijzigen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>Opgeloste stand</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>Schudden</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>Nieuwe vijftienpuzzel</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="38"/>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="39"/>
        <source> × %1</source>
        <translation> × %1</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="41"/>
        <source>&amp;Counting down (the classic start)</source>
        <translation>&amp;Aftellend (de klassieke start)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>De tegels van de hoogste tot 1, het lege vak als laatste; 1 en 2 zijn verwisseld als het bord een even aantal vakken heeft, anders zou het onoplosbaar zijn.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>&amp;Willekeurig geschud (altijd oplosbaar)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>Elke oplosbare opstelling is even waarschijnlijk.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> schuiven</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>&amp;Minste schuiven:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>Een bord waarvan het minste aantal schuiven precies zoveel is. 3 × 3: makkelijk 8 tot 15 schuiven, gemiddeld 16 tot 24, moeilijk 25 tot 31. 4 × 4: makkelijk 14 tot 25, gemiddeld 26 tot 39, moeilijk 40 tot 50; de eerste 4 × 4 bouwt de tabellen van de oplosser (een paar seconden, eenmalig).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>&amp;Schuiven vanaf het doel:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>Op borden van 5 × 5 en groter zoveel willekeurige schuiven vanaf het doel. Het kan in minder worden opgelost: niets bewijst het minimum op zo&apos;n groot bord.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>Bord&amp;grootte:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>Dat is het lege vak: klik op een tegel in zijn rij of kolom om die erheen te schuiven.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>Tegel %1 staat niet in lijn met het lege vak: klik op een tegel in de rij of kolom van het lege vak.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>Geen tegel kan die kant op schuiven: het lege vak staat aan de rand.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>Het lege vak is gekozen: verplaats de cursor naar een tegel en druk op Spatie om die met het lege vak te verwisselen.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>Tegel %1 is gekozen: verplaats de cursor naar een andere tegel, of het lege vak, en druk op Spatie om de twee te verwisselen.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>Het lege vak is gekozen: klik op een tegel om die met het lege vak te verwisselen.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>Tegel %1 is gekozen: klik op een andere tegel, of het lege vak, om de twee te verwisselen.</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>&amp;Afbeelding op tegels</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>&amp;Nummers op tegels</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>&amp;Geen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>Afbeelding &amp;openen…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>Kan de afbeelding niet tonen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>Afbeelding voor de tegels openen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>Grijs: zonder afbeelding tonen de tegels altijd hun nummers. Kies eerst een afbeelding onder Afbeelding op tegels.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>Nummers op de tegels van de afbeelding</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>De tegels tonen nummers, niet de afbeelding: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>Rij %1, kolom %2: leeg</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>Rij %1, kolom %2: tegel %3, op zijn plaats</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>Rij %1, kolom %2: tegel %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>Spel of bord openen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>Kan bestand niet openen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>Het bestand kon niet worden geopend; het huidige spel is ongewijzigd.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>%1 is niet geopend; het huidige spel is ongewijzigd.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>%1 openen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>Kan spel niet opslaan</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>Spel opslaan als</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>Kan bord niet opslaan</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>Het bord kan nog niet worden opgeslagen.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>Bord opslaan als</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>Het bord is opgeslagen in %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>Er is geen bord om te exporteren.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>Bord exporteren als afbeelding</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG-afbeeldingen (*.png);;SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>Kan bord niet exporteren</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>Het bord is geëxporteerd naar %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>Zetten exporteren als tekst</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>Tekstbestanden (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>Kan zetten niet exporteren</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>De zetten zijn geëxporteerd naar %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>Het bord is naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>Het klembord bevat geen tekst.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>Het klembord bevat meer tekst dan enig bordbestand (meer dan %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>Kan bord niet plakken</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>Het klembord bevat geen bord.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>Bord plakken</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>Een bord geplakt dat al is opgelost: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>Een bord geplakt: %1.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>Het venster het hele scherm laten vullen, zonder rand; nogmaals om terug te keren</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>Puzzlebox-spellen (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>Het zou %1 bytes innemen, meer dan de %2 die een bestand mag hebben</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>Kan de map niet aanmaken</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>Spellen en borden (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>Kan spel-ID niet invoeren</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>De spel-ID kon niet worden gelezen; het huidige spel is ongewijzigd.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>De spel-ID %1 is naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>Spel-ID invoeren</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>Het spel met ID %1 is gestart: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>Spel-ID: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>Spel-ID &amp;kopiëren</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>De ID van de getoonde stand op het klembord zetten, om de puzzel te delen</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>Spel-ID &amp;invoeren…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>De puzzel spelen die een spel-ID noemt</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>Spel-ID invoeren</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>Typ of plak een spel-ID (bijvoorbeeld %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>Kan spel-ID niet invoeren</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>De spel-ID kon niet worden gelezen; het huidige spel is ongewijzigd.

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>De spel-ID houdt te vroeg op, na teken %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>De spel-ID is ongeldig bij teken %1, &apos;%2&apos;: %3.</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>Opnieuw spelen</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>Het bord verbergen en de klok stilzetten; nogmaals P gaat verder</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>Het bord is verborgen en de klok staat stil. Druk op %1 of Hervatten om verder te gaan.</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>de printer</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>&amp;Bord afdrukken…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>Het bord op één pagina afdrukken, desgewenst met de oplossing</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>De pagina zien die Bord afdrukken zou afdrukken, vóór het afdrukken</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>Kan niet afdrukken</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>Het bord kan nog niet worden afgedrukt.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>De printer %1 is niet beschikbaar. Kies een andere printer, of druk af naar een pdf-bestand.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>Kan niet afdrukken naar %1. Controleer of de printer gereed is, of dat de map van het bestand bestaat en beschrijfbaar is.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>Het afdrukken naar %1 is niet voltooid.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>De &amp;oplossing meenemen</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>De zetten van de oplossing vanaf dit bord eronder opsommen.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>Er is geen oplossing vanaf dit bord bekend: Oplossen vindt er een.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>Bord afdrukken</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>Afdrukvoorbeeld</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>Zetten beoor&amp;delen…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>Door de zetten van het spel stappen met de markeringen van de coach: waar het doel verloren ging, welke zetten extra kostten</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>Zet %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>Zet %1 en antwoord %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>Zetten %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>Er is geen spel om een zet in te doen.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>Het spel is gewonnen: Ongedaan maken, Opnieuw spelen of Nieuw spel.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>Op&amp;nieuw: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>Het spel van de vorige keer herstellen?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>Puzzlebox is de vorige keer niet volledig opgestart: het stopte tijdens het herstellen van het lopende spel, wat de oorzaak kan zijn.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>Zet dat spel opzij om met een nieuw te beginnen (het wordt onder een nieuwe naam ernaast bewaard in %1), of probeer het nog eens te herstellen.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>Spel opzijzetten</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>Opnieuw herstellen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>Het spel van de vorige keer kon niet opzij worden gezet, dus wordt het nog eens hersteld.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>Het spel van de vorige keer is bewaard als %1; er begint een nieuw spel.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>Afsluiten zonder het lopende spel?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>Als Puzzlebox nu afsluit, gaan de zetten sinds het spel het laatst werd bewaard verloren. Blijven proberen schrijft het nog eens; Opslaan als… slaat het op in een bestand naar keuze.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>Blijven proberen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>Opslaan als…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>Toch afsluiten</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>terwijl een bord wordt ontworpen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>Elke toets van de menu&apos;s en van het bord van elke puzzel</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>terwijl de oplosser zoekt of een oplossing wordt afgespeeld</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcutsDialog</name>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="63"/>
        <source>%1 (%2)</source>
        <comment>a menu entry and when its key applies</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>De toetsen van de menu&apos;s werken overal in het venster. De toetsen van een bord werken als het bord de focus heeft: klik erop, of druk op Tab tot het dat toont.</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>Wat ze doen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>Menu %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>Op het bord: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>In de bordontwerper: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>&amp;Systeemstandaard</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../forms/mainwindow.ui" line="9"/>
        <source>Puzzlebox</source>
        <translation>Puzzlebox</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="14"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>&amp;Oplossen</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>Uw records op elk gespeeld bord: spellen, oplossingen, minste zetten, beste tijden</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>&amp;Bord bewerken</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Wijzig het bord vrij; zet (Klaar) uit om het bord te spelen dat u hebt gemaakt</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>Afsl&amp;uiten</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>&amp;Over Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>Het spel opslaan in het bestand waar het vandaan kwam; de eerste keer kiest u waar</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>Zetten &amp;exporteren als tekst…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>De gespeelde zetten (en de getoonde oplossing) opslaan als tekstbestand</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>Bord exporteren als a&amp;fbeelding…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>Een afbeelding van het bord opslaan als PNG of SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>Bord &amp;kopiëren als tekst</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>De huidige stand als tekst naar het klembord kopiëren</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>Bord &amp;plakken</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>Een nieuw spel beginnen met een als tekst gekopieerd bord, in elke bordbestandsindeling</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>&amp;Herstarten</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>Terug naar het begin van dit spel</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>&amp;Eerste stap</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>Stap te&amp;rug</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>Stap &amp;vooruit</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>&amp;Laatste stap</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>De eerste zet van een oplossing spelen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>De oplosser stoppen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>Een oplossing zoeken vanaf de huidige stand</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>Naar een &amp;kortere oplossing zoeken</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>De getoonde oplossing op de achtergrond blijven inkorten tot u Stoppen kiest</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>&amp;Minste zetten</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>Een oplossing met de minste zetten zoeken, waarbij een zet de opeenvolgende stappen van één stuk is, en bewijzen dat er geen kortere is</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>Waar kan het ein&amp;digen?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>Elk vak markeren waarin een oplossing vanuit de huidige stand kan eindigen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>Oplossen naar een &amp;gekozen vak…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>Klik op een vak: een oplossing zoeken die daar eindigt</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>Mi&amp;nste zetten naar een gekozen vak…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>Klik op een vak: de oplossing met de minste zetten zoeken die daar eindigt, en bewijzen dat er geen kortere is</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>Oplossingen &amp;tellen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>De verschillende oplossingen vanaf de huidige stand tellen (kleine borden)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>Gespeelde zetten: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>Getoonde oplossing: %n zet, waarvan %1 gespeeld</numerusform>
            <numerusform>Getoonde oplossing: %n zetten, waarvan %1 gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>Oplossing opzijgezet (de stand ligt er niet op): %n zet</numerusform>
            <numerusform>Oplossing opzijgezet (de stand ligt er niet op): %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>Oplosser: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>Nu: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>nimsom</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>neem 1 steen van stapel %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>neem %1 stenen van stapel %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Misère-eindspel, en geen winnende zet.&lt;/b&gt; Er zijn alleen losse stenen over, %1 stuks: een oneven aantal, dus wat u ook doet, u houdt de laatste steen over als de computer perfect doorspeelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>Er zijn alleen losse stenen over, een even aantal: neem er een, en de computer staat voor een oneven aantal, dus hij neemt de laatste.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>Alleen stapel %1 heeft meer dan één steen. Breng hem terug tot %2 zodat er een oneven aantal losse stenen overblijft: daarna neemt u om beurten er een, en de computer neemt de laatste.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Misère-eindspel: %1.&lt;/b&gt; %2 De nimsom beslist misère niet meer zodra hooguit één stapel twee stenen of meer heeft.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> Bij misère is dit het juiste plan zolang twee stapels of meer twee stenen of meer hebben; tegen het eind laat u in plaats daarvan een oneven aantal losse stenen over.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> De hint, %1, houdt het spel het langst gaande, zodat de computer de meeste beurten heeft om te vergissen.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;De nimsom is 0: er is geen winnende zet.&lt;/b&gt; Elke zet verandert één stapel, waardoor minstens één kolom een oneven aantal enen krijgt, dus elke zet laat een nimsom ongelijk aan 0 achter, en een perfecte computer maakt die weer 0.%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;De nimsom is %1, niet 0: u kunt winnen. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Stapel %3 gaat van %4 (%5) naar %6 (%7): zijn grootte XOR de nimsom. Dat keert precies de gekleurde kolommen om, zodat elke kolom op een even aantal enen eindigt en de nimsom 0 wordt. Wat de computer daarna ook doet maakt hem weer ongelijk aan 0, en u kunt hem altijd terugbrengen naar 0, tot u de laatste steen neemt.%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>Neem 1 steen van stapel %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>Neem %1 stenen van stapel %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>Waarom deze hint</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schrijf de grootte van elke stapel binair en tel elke kolom op &lt;i&gt;zonder overdracht&lt;/i&gt;: een kolom met een oneven aantal enen geeft 1. Het resultaat is de &lt;b&gt;nimsom&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel is afgelopen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De computer is aan zet.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>Dit spel is afgelopen. Spel ▸ Nieuw ▸ Nim start het volgende.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>Een ogenblik: de computer is aan zet.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>Klik op een steen: hij en elke steen erboven worden genomen.</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>Nieuw spel Nim</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>&amp;Misère: wie de laatste steen neemt verliest</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>Perfect: mist nooit een winnende zet</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>Feilbaar: maakt af en toe een fout</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>&amp;Stapels:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>Stenen:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>Stapels delen:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>&amp;Eerste zet:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>&amp;Computer:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>Stand:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>Leg minstens één steen op tafel.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>&amp;Spelen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>Stenen op stapel %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>&amp;Klassiek 5, 4, 3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>&amp;Willekeurige stapels</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>Makkelijk: 3 stapels van hooguit 7 stenen; gemiddeld: 4 van hooguit 12; moeilijk: 5 van hooguit 20.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>die u kunt winnen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>die de computer kan winnen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>&amp;Delen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>Stand &amp;wissen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>Verliezer van het vorige spel (de computer)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>U (daarna de verliezer van elk spel)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>Verliezer van het vorige spel (u)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>De computer</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>U %1, de computer %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>U begint en kunt winnen met perfect spel.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>U begint, maar de computer kan winnen: u verliest tegen perfect spel.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>De computer begint en kan winnen: u verliest tegen perfect spel.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>De computer begint, maar u kunt winnen met perfect spel.</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>Stapel %1, plaats %2: geen steen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>Stapel %1, steen %2 van %3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stenen liggen op stapels, gemerkt A, B, C… U en de computer zijn om beurten aan zet. Een zet neemt een of meer stenen van één stapel. Wie de laatste steen neemt wint; bij &lt;i&gt;misère&lt;/i&gt; verliest wie de laatste steen neemt.&lt;/p&gt;&lt;p&gt;Wijs een steen aan: hij en elke steen erboven lichten op. Klik om ze te nemen. De computer antwoordt na een ogenblik, en de banner zegt wat hij nam.&lt;/p&gt;&lt;p&gt;Met het toetsenbord kiezen Links en Rechts een stapel en Omhoog en Omlaag hoeveel stenen van de top te nemen; Spatie of Enter neemt ze, en Esc neemt de keuze terug.&lt;/p&gt;&lt;p&gt;De computer speelt de perfecte strategie: hij maakt de &lt;b&gt;nimsom&lt;/b&gt; (de stapelgrootten binair opgeteld zonder overdracht) nul wanneer hij kan. &lt;b&gt;Hint&lt;/b&gt; rekent de nimsom voor u uit en toont de winnende zet, als die er is. &lt;b&gt;Oplossen&lt;/b&gt; toont het verloop van perfect spel voor beide kanten.&lt;/p&gt;&lt;p&gt;De verliezer van een spel begint het volgende; de stand blijft bewaard over spellen en herstarts heen. Spel ▸ Nieuw ▸ Nim stelt de stapels in (1 tot 8, van hooguit 20 stenen), misère, wie begint en een feilbare computer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>U wint!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>De computer wint.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>De computer denkt na…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>De computer nam 1 steen van stapel %1. Uw beurt.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>De computer nam %1 stenen van stapel %2. Uw beurt.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>Uw beurt: de pijlen kiezen stenen, Spatie neemt ze.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>Uw beurt: klik op een steen om hem en alles erboven te nemen.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>U %1 : %2 Computer</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>De computer nam 1 steen van stapel %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>De computer nam %1 stenen van stapel %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>neem 1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>neem %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>1 steen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>%1 stenen</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>Spel ▸ Nieuw ▸ Nim start het volgende spel: u begint.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>Spel ▸ Nieuw ▸ Nim start het volgende spel: de computer begint.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>Misère: wie de laatste steen neemt verliest.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>Wie de laatste steen neemt wint.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>De computer maakt af en toe fouten.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>De computer speelt perfect.</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>Driehoek</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>Rechthoek</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>Engels (33 gaten)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>Europees (37 gaten)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>Wiegleb (45 gaten)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>Ruit (41 gaten)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>Rij %1, kolom %2: geen gat</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>Rij %1, kolom %2: gat %3, leeg, de opgepakte pin kan hier landen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>Rij %1, kolom %2: gat %3, leeg</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>Rij %1, kolom %2: gat %3, pin, opgepakt</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>Rij %1, kolom %2: gat %3, pin</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n gat</numerusform>
            <numerusform>%n gaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n pin</numerusform>
            <numerusform>%n pinnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>De gaten zijn genummerd in leesvolgorde.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>Nog niet speelbaar: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>Speelbaar, maar al opgelost: plaats nog een pin om er een puzzel van te maken.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>Speelbaar: Klaar start dit bord.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>Een klik op het bord, of Spatie op de ring, voegt toe of haalt weg:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>&amp;Pinnen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>Een klik op een gat plaatst er een pin in of haalt de pin eruit</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>&amp;Gaten</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>Een klik op een gemarkeerd vak boort daar een gat (met een pin); een klik op een gat dicht het</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>&amp;Rooster:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>Vierkant</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>Driehoek</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>Vierkant: sprongen langs rijen en kolommen. Driehoek: langs rijen en beide diagonalen.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>&amp;Zijde:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>Beginnen met een &amp;ingebouwd bord</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>Rooster wijzigen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>Grootte wijzigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>Een bord heeft hooguit %n gat: de nieuwe vakken hebben er geen.</numerusform>
            <numerusform>Een bord heeft hooguit %n gaten: de nieuwe vakken hebben er geen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>Ingebouwd bord</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>Hier is geen gat: kies het gereedschap Gaten naast het bord om er een toe te voegen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Pin toegevoegd in gat %1: %n pin.</numerusform>
            <numerusform>Pin toegevoegd in gat %1: %n pinnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Pin weggehaald uit gat %1: %n pin.</numerusform>
            <numerusform>Pin weggehaald uit gat %1: %n pinnen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>Pin toevoegen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>Pin weghalen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>Een bord heeft hooguit %n gat: haal er een weg voordat u een ander toevoegt.</numerusform>
            <numerusform>Een bord heeft hooguit %n gaten: haal er een weg voordat u een ander toevoegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n gat</numerusform>
            <numerusform>%n gaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n pin</numerusform>
            <numerusform>%n pinnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>Gat toegevoegd, met een pin: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>Gat weggehaald: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>Gat toevoegen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>Gat weghalen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>Een bord heeft minstens één gat met een pin nodig: kies het gereedschap Gaten en klik op een vak.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>Een bord heeft minstens één pin nodig: klik op een gat om er een pin in te plaatsen.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>Een bord heeft minstens één leeg gat nodig om in te springen: klik op een pin om hem weg te halen.</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>Pin %1 gekozen: verplaats de ring naar een gemarkeerd gat en druk op Spatie om erheen te springen.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>Pin %1 gekozen: klik op een gemarkeerd gat om erheen te springen.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>Pin %1 kan niet springen: er is een buurpin nodig met een leeg gat er direct achter.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>Gat %1 is leeg. Kies eerst een pin, dan het gat waarin hij moet springen.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>Pin %1 kan niet in gat %2 springen: een pin springt over één buurpin in het lege gat er direct achter.</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>Geen gat gekozen.</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>Nieuw solitairespel</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Vorm:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>Z&amp;ijde:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> gaten</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>&amp;Leeg gat:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>Het gat dat bij de start leeg blijft; u kunt er ook op klikken in het voorbeeld</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>De driehoek met 15 gaten, gat 4 leeg</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>K&amp;lassieke driehoek</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>Beginstand</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>&amp;Willekeurige start:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>Pinnen willekeurig geplaatst, gegroeid uit één pin door achterwaarts gespeelde sprongen, zodat de start altijd tot één pin op te lossen is. Makkelijk, gemiddeld en moeilijk vragen steeds meer sprongen (Engels bord: 8 tot 15, 16 tot 24, 25 tot 31).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> sprongen</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>Een willekeurige start wordt gemaakt…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>Een willekeurige start die tot één pin op te lossen is: OK deelt deze.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n gat, %1 pinnen. Klik op een gat om ermee leeg te beginnen.</numerusform>
            <numerusform>%n gaten, %1 pinnen. Klik op een gat om ermee leeg te beginnen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>Een bord van één gat laat geen ruimte om te springen: maak het groter.</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>Uw records zijn geschreven door een nieuwere Puzzlebox (indeling %1; deze leest indeling %2), dus ze blijven zoals ze zijn: wat u nu speelt telt alleen mee tot Puzzlebox sluit.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>Uw records konden niet worden gelezen, dus ze beginnen opnieuw (het beschadigde bestand is bewaard als %1). %2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>Uw records konden niet worden gelezen (%1) en ook niet opzij worden gezet: nieuwe records worden niet bewaard tot %2 is verwijderd.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>Het is geen geldige JSON (%1 bij byte %2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>Het bevat geen lijst van borden.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>Het is geschreven in een andere indeling (%1) dan deze Puzzlebox leest (%2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>Bord %1 erin is onvolledig of heeft een telling die geen geheel getal is.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>Kan de map niet aanmaken</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>Uw records konden niet worden bewaard in %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>&amp;Geheugenbudget:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>Het meeste geheugen dat een oplosser voor zijn tabellen mag gebruiken; bij deze grens geeft hij op in plaats van te antwoorden</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>Grote borden vragen meer geheugen. Een oplosser die het budget bereikt zegt dat hij opgaf, nooit dat er geen oplossing is.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>&amp;Zetanimatie:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>Hoe lang de animatie van één zet duurt</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="82"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
</context>
<context>
    <name>PrintPage</name>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="63"/>
        <source>%1.</source>
        <comment>a move&apos;s number in the printed solution</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="208"/>
        <source>The solution from this board, in %1:</source>
        <translation>De oplossing vanaf dit bord, in %1:</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>De laatste %1 pasten niet op deze pagina.</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 ligt niet tussen %2 en %3; ingesteld op %4.</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="46"/>
        <source>%1 — %2</source>
        <comment>file name, its folders</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="87"/>
        <source>&amp;Clear List</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>%Ln bestand of spel-ID kon niet worden geopend:</numerusform>
            <numerusform>%Ln bestanden of spel-ID&apos;s konden niet worden geopend:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…en nog %Ln.</numerusform>
            <numerusform>…en nog %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>Kan niet openen</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="138"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="143"/>
        <source>%1. Computer: %2</source>
        <translation>%1. Computer: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="163"/>
        <source>The coach is reviewing the game…</source>
        <translation>De coach beoordeelt het spel…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>Gespeeld: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>Het minste vanaf de start: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>Het doel ging verloren bij zet %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>Het doel was vanaf de start onbereikbaar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>Het doel ging nooit verloren.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>Zetten die extra kostten: %1, in totaal %2 meer.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>De beoordeling stopte vóór het eind: de rest is niet beoordeeld.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>Beoordeling van het spel</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>V&amp;olgende</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>Rij %1, kolom %2: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>Nog niet speelbaar. %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>Speelbaar, maar al opgelost: haal een 1 van de bovenste rij om er een puzzel van te maken.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>Speelbaar: Klaar start dit bord.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>Een klik op een tegel, of Spatie op die van de cursor, zet hem om tussen 0 en 1. Het bord heeft zoveel enen nodig als het breed is.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>&amp;Wissen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>Elke tegel 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>&amp;Opgeloste stand</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>Elke 1 op de bovenste rij</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>Tegel op 1 zetten</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>Tegel op 0 zetten</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>Grootte wijzigen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>Opgeloste stand</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>Tijdens het bewerken rolt er niets: Spatie zet de tegel van de cursor om tussen 0 en 1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>Sleep een rij opzij of een kolom omhoog of omlaag, of klik op de pijlen aan de uiteinden, om hem te rollen.</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>De opgeloste stand &amp;husselen met</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>&amp;Willekeurig bord: de enen overal neergelegd</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>&amp;Minste rollen:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> rollen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>Nieuw Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> rijen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> kolommen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> rollen</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>Een bord waarvan de kortste oplossing precies zoveel rollen kost, of zoveel als de moeilijkheid vraagt: op 6 × 6 makkelijk 4 tot 7, gemiddeld 8 tot 11, moeilijk 12 tot 14.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hoogte:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breedte:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>Een bord heeft zoveel enen als het breed is; rol ze allemaal naar de bovenste rij.</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;Het bord bevat zoveel enen als het breed is. Rol een rij naar links of rechts, of een kolom omhoog of omlaag, telkens één vak: de tegel die er aan het ene eind af wordt geduwd komt aan het andere eind weer binnen. Het bord is opgelost als elke 1 op de bovenste rij staat, de rij met goud ingelegd.&lt;/p&gt;&lt;p&gt;Klik op de pijl aan een van beide uiteinden van een rij of kolom om hem die kant op te rollen, of sleep een tegel langs zijn rij of kolom: de lijn rolt zoveel vakken als u hem sleept. Met het toetsenbord verplaatsen de pijltoetsen de cursor en rolt Shift+pijl zijn rij (Links, Rechts) of zijn kolom (Omhoog, Omlaag).&lt;/p&gt;&lt;p&gt;De rijen heten R0, R1, … vanaf boven en de kolommen C0, C1, … vanaf links, zoals het bord ernaast toont. Een rol wordt geschreven als de naam van zijn lijn en de richting (in het Engels): R2L rolt rij R2 naar links en R2R naar rechts, C1U rolt kolom C1 omhoog en C1D omlaag. Het oplossingspaneel, opgeslagen spellen en puzzlebox-cli schrijven rollen zo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oplossen&lt;/b&gt; vindt een oplossing met zo weinig mogelijk rollen; &lt;b&gt;Hint&lt;/b&gt; markeert de eerste rol ervan op het bord; druk er nogmaals op om die rol te spelen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vijftienpuzzel&lt;/h3&gt;&lt;p&gt;Genummerde tegels vullen een vierkante bak op één leeg vak na. Schuif een tegel naast het lege vak erin; het doel is 1, 2, 3 … in leesvolgorde met het lege vak rechtsonder. Tegels die op hun plaats staan tonen groene nummers.&lt;/p&gt;&lt;p&gt;Klik op een tegel naast het lege vak om hem te schuiven, of op een tegel verder in de rij of kolom van het lege vak om de hele reeks in één keer te schuiven. De pijltoetsen schuiven de tegel naast het lege vak in de richting van de pijl.&lt;/p&gt;&lt;p&gt;De helft van alle opstellingen is nooit op te lossen: elke schuif verandert zowel de volgorde van de tegels als de afstand van het lege vak tot zijn hoek met één stap, dus hun pariteiten blijven gekoppeld. &lt;b&gt;Oplossen&lt;/b&gt; zegt dat meteen bij zo&apos;n opstelling. Anders vindt het de minste zetten op 3 × 3 en 4 × 4 (de eerste oplossing op 4 × 4 bouwt tabellen die voor later worden bewaard), en een korte oplossing, niet bewezen de kortste, op grotere borden. &lt;b&gt;Hint&lt;/b&gt; markeert de volgende zet van de oplossing op het bord; druk er nogmaals op om hem te spelen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Solitaire&lt;/h3&gt;&lt;p&gt;Elk gat op één na bevat een pin. Een pin beweegt door over een buurpin te springen in een leeg gat direct erachter; de overgesprongen pin wordt weggenomen. Op de driehoek gaan sprongen langs de rijen en langs beide diagonalen, nooit recht omhoog of omlaag.&lt;/p&gt;&lt;p&gt;Klik op een pin om hem op te pakken: de gaten waar hij kan landen lichten op. Klik op een ervan om te springen, of sleep de pin erheen en laat hem los. Elke sprong neemt een pin weg, dus het best mogelijke spel laat één pin over.&lt;/p&gt;&lt;p&gt;Met het toetsenbord verplaatsen de pijltoetsen een ring van gat naar gat; Spatie of Enter pakt de pin onder de ring op, en nogmaals op een verlicht gat springt erheen. Esc zet de pin terug.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oplossen&lt;/b&gt; vindt een weg naar één pin vanuit de huidige stand (of, als die er niet is, de weg die de minste pinnen overlaat); stap erdoor met de knoppen van het oplossingspaneel. &lt;b&gt;Hint&lt;/b&gt; markeert de volgende sprong van een oplossing op het bord; druk er nogmaals op, of klik op het gemarkeerde gat, om hem te spelen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>Vóór de zet</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>dan</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>Na de zet</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>Bijvoorbeeld de zet %1 (links gemarkeerd).</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>Zet %1 van deze lijst kan niet worden gespeeld: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>Deze beurt is gemarkeerd met &apos;&gt;&apos; maar volgt op geen herstart waar hij bij kan horen</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>Alleen de eerste beurt van een spel kan de openingszet van de computer zijn</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>Versienummer van de indeling verwacht na &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>Dit spel is opgeslagen in indeling %1 door een nieuwere Puzzlebox; deze leest indeling %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>Verwacht: hoeveel zetten van de oplossing getoond waren</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>Verwacht: hoeveel gespeelde beurten het bestand bevat</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>De bestandsnaam verwacht als één woord, spaties geschreven als procentcodes</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>Het recept verwacht zoals een spel-ID het schrijft, SIZE.LEVEL.SEED</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>Op een &apos;%&apos; in een bestandsnaam volgen twee hexadecimale cijfers</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>Onbekende puzzelfamilie</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>De zetten van deze beurt verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>Het aantal gespeelde beurten verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>Het aantal zetten vóór de oplossing verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>&apos;yes&apos; of &apos;no&apos; verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>Het minste aantal zetten dat een oplossing kan hebben verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>De gespeelde milliseconden verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>&apos;played&apos; of &apos;solved&apos; verwacht</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>Onbekend item &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>Een beurt verwacht na &apos;&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>Alleen een beurt kan onder een herstart staan</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>De oplossing begint na zet %1, maar er zijn maar %2 zetten gespeeld</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>Er zouden %1 beurten gespeeld zijn, maar het spel heeft er maar %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>Er zouden zetten getoond zijn, maar het spel bewaart geen oplossing</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>Een oplossing heeft zowel haar zetten als &apos;solution-from&apos; nodig</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>Een oplossing heeft zowel haar zetten als &apos;solution-start&apos; nodig</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>De oplossing heeft %1 zetten, minder dan het minste mogelijke dat is opgegeven, %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>De oplossing heeft %1 zetten, minder dan de %2 die getoond zouden zijn</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>Deze puzzels worden niet op bestelling gemaakt, dus ze hebben geen recept</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>De gespeelde beurten in het bestand vereisen zijn &apos;file&apos;-regel en evenveel beurten</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>Dit is geen opgeslagen Puzzlebox-spel: het moet beginnen met &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>Het spel zegt niet welke puzzel het is (een &apos;family&apos;-regel)</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>Het spel heeft geen &apos;board&apos;-sectie</translation>
    </message>
</context>
<context>
    <name>SearchTime</name>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="6"/>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="7"/>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="264"/>
        <source>Solution</source>
        <translation>Oplossing</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>&amp;Waarom deze zet?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;Opzijgezet:&lt;/b&gt; u hebt deze lijn verlaten. Ga met Ongedaan maken of Opnieuw terug erop, of speel de zetten opnieuw, en hij komt terug.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>Zetten van de oplossing</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>Afspeeltempo</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="274"/>
        <location filename="../src/ui/solving/solutiondock.cpp" line="283"/>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/solutiondock.cpp" line="327"/>
        <source>Show %Ln More Move(s)</source>
        <translation>
            <numerusform>Nog %Ln zet tonen</numerusform>
            <numerusform>Nog %Ln zetten tonen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="332"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="334"/>
        <source>%1. Computer: %2</source>
        <comment>step, move</comment>
        <translation>%1. Computer: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="335"/>
        <source>%1. You: %2</source>
        <comment>step, move</comment>
        <translation>%1. U: %2</translation>
    </message>
</context>
<context>
    <name>SolutionPanel</name>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="40"/>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="44"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="201"/>
        <source>Solution set aside: Undo or Redo brings it back.</source>
        <translation>Oplossing opzijgezet: Ongedaan maken of Opnieuw brengt haar terug.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>Opnieuw proberen met %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>Opgegeven bij %1, het meeste dat deze computer een zoektocht kan geven.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1 vindt een oplossing, %2 toont de volgende zet en %3 legt de puzzel uit.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>Het spel is afgelopen: geen zetten meer, %1. %2 neemt zetten terug, en %3 vindt dan een weg verder vanaf daar; %4 begint opnieuw.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>Hint, dichtstbijzijnde lijn: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>Geen lijn vanaf hier bereikt het doel. De lijn die het dichtst in de buurt komt gaat verder: %1. Druk nogmaals op %2 om hem te spelen.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>Hint: %1. Druk nogmaals op %2 om hem te spelen.</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>Oplossen…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>Beantwoord (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>De oplossingen worden geteld…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>Geteld (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>Zoeken naar een oplossing korter dan %1 zetten…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>Zoeken naar de minste zetten en die bewijzen…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>De oplosser is gestopt omdat de stand veranderde.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 Druk op %2 om te stoppen.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>Zoeken naar een hint…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>Een oplossing in %1, het minst mogelijke: elke zet is de opeenvolgende stappen van één stuk.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>Een oplossing in %1; elke oplossing vanuit deze stand heeft er evenveel.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>Een oplossing in %1, hooguit %2% meer dan het minst mogelijke: geen oplossing heeft er minder dan %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>Een oplossing in %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>Een oplossing in %1, het minst mogelijke.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>Een oplossing in %1; er kunnen kortere bestaan.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>Een lijn van %1 met de antwoorden van de computer; hij eindigt: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>Geen oplossing vanaf waar deze lijn begint; hij komt het dichtst in de buurt: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>De tabellen van de oplosser worden voorbereid, een eenmalige wachttijd… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>De tabellen van de oplosser worden voorbereid, een eenmalige wachttijd die latere zoektochten bespaard blijft: %1 tot nu toe.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>Inkorten… beste %1 zetten (van %2), %3, %4 standen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2, %3 standen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 %2 standen tot nu toe, %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1, %2 standen</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>Opgegeven (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>De oplosser gaf op; het oplossingspaneel zegt waarom.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>De oplosser gaf op voordat hij zijn antwoord bewees.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>De oplosser gaf op voordat hij een antwoord vond.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>Gestopt (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>Gestopt na %1 standen en %2 s, vóór het antwoord van deze zoektocht. De oplossing hieronder werd eerder gevonden en leidt nog steeds verder vanaf hier.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>Gestopt na %1 standen en %2 s, vóór een antwoord: er is nog niets bekend.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>Een oplossing gevonden in %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>Deze stand is al opgelost.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>U kunt winnen (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>De computer kan winnen (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>Geen oplossing (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>Er is geen oplossing vanuit deze stand.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1. De lijn hieronder komt het dichtst in de buurt: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>Een oplossing in %1, niet bewezen de kortste: elke zet is de opeenvolgende stappen van één stuk.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>Geen kortere oplossing gevonden (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>Ingekort van %1 tot %2 zetten (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>Een oplossing in %1 zetten, ingekort van %2; er kunnen kortere bestaan.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>Een oplossing in %1 zetten, ingekort van %2; er wordt nog naar een kortere gezocht.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>Inkorten… beste %1 zetten (van %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>Van %1 tot %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>Nog geen records. Elk bord dat u speelt staat hier vanaf uw eerste zet erop: hoe vaak u het speelde en oploste, en uw minste zetten en beste tijd.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>Puzzel</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>De beginstand; houd de muis erboven om hem uitgeschreven te zien</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>Spellen begonnen op dit bord</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>Opgelost</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>Spellen die u alleen oploste, zonder de zetten van de oplosser of een hint; tegen de computer de spellen die u won en verloor</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>Met hulp</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>Spellen opgelost nadat de oplosser zetten of een hint toonde</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>Minste zetten</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>Van de alleen opgeloste spellen</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>Beste tijd</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>Record gevestigd</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>Wanneer een beste voor het laatst werd verbeterd</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>Records &amp;wissen…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
+%L2 met hulp</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>Alleen opgelost: %L1; met hulp: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>Gevestigd op %1</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>%L1 gewonnen
%L2 verloren</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>Spellen gewonnen en verloren tegen de computer</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>Een spel tegen de computer: hoe lang het duurt hangt net zo goed van de computer af als van u, dus het vestigt geen record.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>Records wissen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>De records van %n bord vergeten: gespeelde en opgeloste spellen, minste zetten en beste tijden? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>De records van %n borden vergeten: gespeelde en opgeloste spellen, minste zetten en beste tijden? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>&amp;Hout</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>Hoog &amp;contrast</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>Th&amp;ema</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>Als het &amp;bureaublad</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>&amp;Aan het meer</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1 bestaat niet.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1 is geen bestand.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1 is te groot voor een afbeelding op de tegels: %2 MB, hooguit %3 MB.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 is geen afbeelding die Puzzlebox kan lezen: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1 is beschadigd: de afbeelding kan niet worden gelezen.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>%1 heeft %2 × %3 pixels, meer dan een afbeelding op de tegels mag hebben (%4 per zijde, %5 miljoen in totaal).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1 is beschadigd: de afbeelding kan niet worden gelezen (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>Afbeeldingen (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>Onoplosbaar bord</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>Toch spelen? De zetten werken zoals gewoonlijk, maar het doel is niet te bereiken.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>&amp;Toch spelen</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="61"/>
        <source>%1 %2</source>
        <comment>puzzle, board size</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="73"/>
        <source>%1[*] — %2</source>
        <comment>file name, puzzle</comment>
        <translation>%1[*] — %2</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="193"/>
        <source>This position cannot be solved: its tiles are an odd number of swaps away from the goal, while the blank is an even number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>Deze stand is onoplosbaar: de tegels zijn een oneven aantal verwisselingen van het doel verwijderd, terwijl het lege vak een even aantal stappen van zijn plaats rechtsonder is. Elke schuif verandert beide tellingen met één, dus ze worden nooit samen even, zoals het doel vraagt. Twee willekeurige tegels verwisselen zou het oplosbaar maken.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>Deze stand is onoplosbaar: de tegels zijn een even aantal verwisselingen van het doel verwijderd, terwijl het lege vak een oneven aantal stappen van zijn plaats rechtsonder is. Elke schuif verandert beide tellingen met één, dus ze worden nooit samen even, zoals het doel vraagt. Twee willekeurige tegels verwisselen zou het oplosbaar maken.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Opgelost.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n schuif van opgelost, het minst mogelijke.</numerusform>
            <numerusform>%n schuiven van opgelost, het minst mogelijke.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>Dit bord is onoplosbaar.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>Het bord is oplosbaar; het minste aantal schuiven is niet bekend: de zoektocht is niet voltooid.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>De ondergrens telt de afstand van elke tegel tot zijn plaats, plus twee schuiven voor elke tegel die uit zijn rij of kolom moet stappen om een andere te laten passeren.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>Twee meer: de laatste schuif brengt tegel %1 of tegel %2 vanuit de hoek naar zijn plaats, en elk moet daarvoor eerst voorbij zijn plaats.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>Minstens %n schuif van opgelost.</numerusform>
            <numerusform>Minstens %n schuiven van opgelost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>Minstens %n schuif van opgelost; de beste gevonden lijn heeft er %1.</numerusform>
            <numerusform>Minstens %n schuiven van opgelost; de beste gevonden lijn heeft er %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>De lijn wordt snel gevonden, een paar tegels tegelijk, en is misschien niet de kortste: Oplossen zoekt langer naar een kortere.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>&apos;%1&apos; is geen grootte: de eerste regel moet de grootte van het bord zijn, 3 tot 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>Grootte %1 wordt niet ondersteund: de eerste regel moet de grootte van het bord zijn, 3 tot 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>Onverwacht &apos;%1&apos; na de grootte: de rijen tegels beginnen op de volgende regel</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>Te veel rijen: een bord van grootte %1 heeft %1 rijen tegels</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>Te veel getallen in rij %1: een bord van grootte %2 heeft er %2 in elke rij</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>&apos;%1&apos; is geen tegel: schrijf de getallen 1 tot %2 en 0 of _ voor het lege vak</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>Er is geen tegel %1 op een bord van %2 × %2: de tegels zijn 1 tot %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>Te weinig getallen in rij %1: een bord van grootte %2 heeft er %2 in elke rij, deze %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>Te weinig rijen: een bord van grootte %1 heeft %1 rijen tegels, dit %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>Een tweede leeg vak: het bord heeft er precies één (het eerste staat op regel %1, kolom %2)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>Tegel %1 komt twee keer voor (eerst op regel %2, kolom %3) en het bord heeft geen leeg vak: schrijf 0 of _ in het lege vak</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>Tegel %1 komt twee keer voor (eerst op regel %2, kolom %3) en tegel %4 ontbreekt</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>Het bestand is leeg: de eerste regel moet de grootte van het bord zijn, 3 tot 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>Een vijftienpuzzel heeft hooguit %1 vakken, 9 × 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>De stand heeft %1 vakken; een vijftienpuzzel heeft er 9, 16, 25, 36, 49, 64 of 81 (3 × 3 tot 9 × 9)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>Tegel %1 staat niet op een bord van %2 × %2: de tegels zijn 1 tot %3 en 0 voor het lege vak</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>Het bord heeft een tweede leeg vak (0)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>Tegel %1 staat twee keer op het bord</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>Een vijftienpuzzelbord is vierkant, %1 × %1 tot %2 × %2.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>Een bord van %1 × %1 wordt gemaakt met precies 1 tot %2 schuiven, niet %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>Een bord van %1 × %1 wordt geschud met 1 tot %2 schuiven, niet %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>Het getal op elke tegel telt de kleinere tegels die er in leesvolgorde na komen: in totaal %1 zulke paren, een oneven aantal. Het opgeloste bord heeft er geen.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>Een schuif langs een rij laat de volgorde van de tegels zoals ze is. Een schuif langs een kolom verplaatst één tegel langs %1 andere, een even aantal, dus de telling verandert met een even aantal.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>Dus de telling blijft oneven, wat u ook schuift, en wordt nooit 0.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>Het getal op elke tegel telt de kleinere tegels die er in leesvolgorde na komen; het getal op het lege vak is zijn rij, geteld vanaf boven. Samen maken ze %1, een oneven aantal.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>Op het opgeloste bord heeft geen tegel een kleinere na zich en staat het lege vak in rij %1: %1 in totaal, een even aantal.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>Een schuif langs een rij verandert noch de volgorde van de tegels noch de rij van het lege vak. Een schuif langs een kolom verplaatst één tegel langs %1 andere, een oneven aantal, dus de telling verandert met een oneven aantal, en de rij van het lege vak met één: de som verandert met een even aantal.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>Dus de som blijft oneven, wat u ook schuift, en wordt nooit even zoals het doel vraagt.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>&apos;%1&apos; is geen zet: schrijf het nummer van de tegel die in het lege vak schuift, 1 tot %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>Er is geen tegel %1 op dit bord: de tegels zijn 1 tot %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>Tegel %1 staat niet naast het lege vak, dus hij kan niet schuiven</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>tegel %1 naar links schuiven</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>tegel %1 naar rechts schuiven</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>tegel %1 omhoog schuiven</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>tegel %1 omlaag schuiven</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1, elke tegel op zijn plaats</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1, 1 tegel niet op zijn plaats</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1, %2 tegels niet op hun plaats</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>Het tabelbestand %1 van de oplosser kon niet meer worden gelezen terwijl de zoektocht het las (ingekort door een ander programma, of een schijffout), dus de zoektocht eindigde zonder antwoord; opnieuw oplossen leest de tabel opnieuw of bouwt hem</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>Een bord van 4 × 4 oplossen vraagt %1 MiB voor de patroontabellen, meer dan het geheugenbudget van %2 MiB</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>&apos;%1&apos; mag niet in een spel-ID staan: die heeft alleen letters, cijfers en de tekens - . _ : #</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>Het recept begint met de grootte: RxC, N of de naam van een bord, elk getal vanaf 1</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>De moeilijkheid in het recept is easy, medium, hard of movesN (precies N zetten)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>Het recept is SIZE.DIFFICULTY.SEED, de delen gescheiden door &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>Het recept eindigt na zijn seed</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>Het recept eindigt na zijn seed, of na een van %1 in deze volgorde</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>Een spel-ID begint met de naam van de puzzel, een van %1, dan &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>Onbekende puzzel &apos;%1&apos;: een spel-ID begint met een van %2, dan &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>Op de naam van de puzzel volgen &apos;:&apos; en de stand</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>De spel-ID is leeg: hij begint met de naam van de puzzel, een van %1, dan &apos;:&apos; en de stand</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>De stand komt na de naam van de puzzel en &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>De stand eindigt hier, vóór een optionele &apos;#&apos; en recept</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>Deze puzzels worden niet op bestelling gemaakt, dus hun spel-ID heeft geen &apos;#&apos; en recept</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>Hier komt een getal</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>Het getal %1 is hier te groot: het maximum is %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox draait al maar reageert niet. Sluit het of wacht erop, en start Puzzlebox dan opnieuw.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox reageert niet</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox draait al, maar deze start kan zijn bestand er niet aan doorgeven (%1). Open het bestand vanuit dat venster, of sluit het en start Puzzlebox opnieuw.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>Puzzlebox is niet bereikbaar</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>Klassieke puzzels met oplossers.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>Toont de versie en de licentie.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>Een opgeslagen spel of een bordbestand om te openen, of een spel-ID om te spelen.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[bestand]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>U wint met perfect spel: %n losse steen over bij uw beurt, een even aantal.</numerusform>
            <numerusform>U wint met perfect spel: %n losse stenen over bij uw beurt, een even aantal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>U wint met perfect spel: %n losse steen over bij de beurt van de computer, een oneven aantal.</numerusform>
            <numerusform>U wint met perfect spel: %n losse stenen over bij de beurt van de computer, een oneven aantal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>De computer wint met perfect spel: %n losse steen over bij uw beurt, een oneven aantal.</numerusform>
            <numerusform>De computer wint met perfect spel: %n losse stenen over bij uw beurt, een oneven aantal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>De computer wint met perfect spel: %n losse steen over bij zijn beurt, een even aantal.</numerusform>
            <numerusform>De computer wint met perfect spel: %n losse stenen over bij zijn beurt, een even aantal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>U wint met perfect spel: de nimsom is %1, niet 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>U wint met perfect spel: de nimsom is 0 bij de beurt van de computer.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>De computer wint met perfect spel: de nimsom is 0 bij uw beurt.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>De computer wint met perfect spel: de nimsom is %1, niet 0, bij zijn beurt.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>De stapels binair: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>Hun nimsom (elk binair cijfer geteld: oneven geeft 1, even 0): %1 = %2.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>Misère: de nimsom beslist zolang een stapel twee stenen of meer heeft; daarna wint de speler die aan zet is als het aantal losse stenen even is.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>Vanuit een nimsom ongelijk aan 0 laat een zet 0 achter, en vanuit 0 laat elke zet iets anders dan 0 achter: wie na elke zet 0 achterlaat wint.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>U hebt gewonnen.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>De computer heeft gewonnen.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>Wat u ook speelt, de computer kan zo antwoorden dat hij wint.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>Wat u ook speelt, de computer kan zo antwoorden dat hij wint; alleen een fout van hemzelf geeft u het spel terug.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>Een tweede bordregel: een Nim-bord is één regel met stapelgrootten (regel %1)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>Geen stapelgrootten: een Nim-bord is één regel zoals 5 4 3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>De stapelgrootten komen eerst, dan &apos;misere&apos; of &apos;computer&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>Onverwacht &apos;%1&apos;: &apos;misere&apos; en &apos;computer&apos; sluiten de regel af</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>&apos;%1&apos; is geen stapelgrootte: schrijf gehele getallen van 0 tot 20, dan eventueel &apos;misere&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>Te veel stapels: hooguit 8 zijn toegestaan</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>Een stapel van %1 stenen is te groot: hooguit 20 zijn toegestaan</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>Elke stapel is leeg: er is geen steen om te nemen</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>Nim heeft hooguit %1 stapels</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>Een stapel heeft hooguit %1 stenen</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>Na de stapels komen alleen .misere, .computer, .fallible en .seedN, in deze volgorde</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>Nim wordt gemaakt als winnend of verliezend voor de speler aan zet, niet op een aantal zetten.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>Nim heeft 1 tot %1 stapels.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>Eén stapel wordt altijd gewonnen door de speler aan zet: die neemt elke steen.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>&apos;%1&apos; is geen zet: schrijf de letter van de stapel en het aantal te nemen stenen, zoals A3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>Er is geen stapel %1: de stapels zijn A tot %2</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>Een zet neemt minstens één steen</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>Stapel %1 is leeg</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>Stapel %1 heeft maar één steen</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>Stapel %1 heeft maar %2 stenen, dus %3 kunnen niet worden genomen</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="322"/>
        <source>%1, misère</source>
        <translation>%1, misère</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="330"/>
        <source>take %n stone(s) from heap %1</source>
        <translation>
            <numerusform>neem %n steen van stapel %1</numerusform>
            <numerusform>neem %n stenen van stapel %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>U wint</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>De computer wint</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>1 steen over, uw beurt</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>1 steen over, beurt van de computer</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>%1 stenen over, uw beurt</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>%1 stenen over, beurt van de computer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>U wint met perfect spel: neem %n steen van stapel %1.</numerusform>
            <numerusform>U wint met perfect spel: neem %n stenen van stapel %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>U wint met perfect spel, wat de computer ook doet.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>De computer zou met perfect spel kunnen winnen, maar deze lijn wint van een van zijn fouten.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>De computer wint tegen elk spel; deze lijn laat het zo lang mogelijk duren.</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>De tabel van onderzochte standen vulde het geheugenbudget van %1 na %2 standen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>De tabel van getelde standen vulde het geheugenbudget van %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>Er zijn meer dan 2^64 oplossingen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>Er kan niet meer één pin overblijven.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>Nog niet bekend of er nog één pin kan overblijven.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>Er staan geen pinnen op het bord</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>Opgelost: er blijft één pin over, in gat %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>Geen pin kan nog springen.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>De standklasse (de regel van drie) laat geen gat over voor een laatste pin.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>Een zoektocht door elke lijn vanaf deze start, eenmaal uitgevoerd door het programma %1, heeft het bewezen.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>Een pagodefunctie bewijst het: de pinnen wegen %1, één laatste pin minstens %2.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>De zoektocht van de coach had geen tijd meer voordat hij het kon zeggen; Oplossen zoekt langer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>Minstens %n zet vanaf hier, een reeks sprongen van één pin telt als één.</numerusform>
            <numerusform>Minstens %n zetten vanaf hier, een reeks sprongen van één pin telt als één.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>Er kan nog één pin overblijven: in gat %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>Er kan nog één pin overblijven: in gaten %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>Er kan nog één pin overblijven: in gat %1, misschien ook in andere.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>Er kan nog één pin overblijven: in gaten %1, misschien ook in andere.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>Nog %n sprong: elke sprong neemt één pin weg.</numerusform>
            <numerusform>Nog %n sprongen: elke sprong neemt één pin weg.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>Nog niet beslist: gat %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>Nog niet beslist: gaten %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>Gestopt voordat het iets kon zeggen.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>De gaten zijn gekleurd naar standklasse (de regel van drie): elke sprong raakt één gat van elke kleur, dus hij verandert het aantal pinnen op elke kleur met één.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>Dus de drie tellingen worden samen oneven of even. Nu zijn het %1, %2 en %3 pinnen: allemaal oneven.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>Dus de drie tellingen worden samen oneven of even. Nu zijn het %1, %2 en %3 pinnen: allemaal even.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>Eén laatste pin zou één kleur met een pin en twee zonder vragen: één oneven telling en twee even.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>Het getal op elk gat is zijn gewicht; de pinnen wegen de som van de getallen eronder.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>Een sprong verhoogt het gewicht nooit: de gaten waar een pin vandaan en overheen springt wegen minstens zoveel als het gat waarin hij landt.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>De pinnen wegen nu %1; één laatste pin in gat %2 zou %3 wegen.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>De pinnen wegen nu %1; één laatste pin in een van de gaten %2 zou minstens %3 wegen.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>De standklasse (de regel van drie) houdt een laatste pin uit elk ander gat.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>Een zoektocht door elke lijn vanaf hier, %n stand, vond er geen die één pin overlaat.</numerusform>
            <numerusform>Een zoektocht door elke lijn vanaf hier, %n standen, vond er geen die één pin overlaat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>Een zoektocht door elke lijn vanaf deze start, %n stand, eenmaal uitgevoerd door het programma %1, vond er geen die één pin overlaat.</numerusform>
            <numerusform>Een zoektocht door elke lijn vanaf deze start, %n standen, eenmaal uitgevoerd door het programma %1, vond er geen die één pin overlaat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>De tabel van standen vulde het geheugenbudget van %1 na %2 standen; een lijn van %n zet werd gevonden, maar niet bewezen de kortste</numerusform>
            <numerusform>De tabel van standen vulde het geheugenbudget van %1 na %2 standen; een lijn van %n zetten werd gevonden, maar niet bewezen de kortste</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>Onverwacht teken &apos;%1&apos;: een bord zonder eerste regel &apos;triangle&apos; of &apos;square&apos; is 15 waarden 0 of 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>%1 waarden 0 of 1 gevonden; een bord zonder eerste regel &apos;triangle&apos; of &apos;square&apos; moet er precies 15 hebben, de gaten van de driehoek met 15 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>Het bord heeft geen pinnen: 1 is een pin, 0 een leeg gat</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>Het bord heeft meer dan %1 rijen: een bord beslaat hooguit %1 rijen van hooguit %1 vakken</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>Rij %1 heeft meer dan %2 vakken: een bord beslaat hooguit %2 rijen van hooguit %2 vakken</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>Geen bordrijen na &apos;%1&apos;: schrijf één regel per rij van het bord</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>Onverwacht teken &apos;%1&apos;: een vak is &apos;o&apos; of &apos;1&apos; voor een pin, &apos;.&apos; of &apos;0&apos; voor een leeg gat, &apos;-&apos; voor geen gat</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>Te veel vakken: rij %1 van een driehoek heeft er %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>Te weinig vakken: rij %1 van een driehoek heeft er %2, deze %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>Het bord heeft %1 gaten; hooguit %2 worden ondersteund</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>Het bord heeft geen gaten: &apos;o&apos; of &apos;1&apos; is een pin, &apos;.&apos; of &apos;0&apos; een leeg gat</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>Het bord heeft geen pinnen: &apos;o&apos; of &apos;1&apos; is een pin</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Het bestand bevat alleen commentaar: de eerste regel moet &apos;triangle&apos; of &apos;square&apos; zijn, dan één regel per rij van het bord</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Het bestand is leeg: de eerste regel moet &apos;triangle&apos; of &apos;square&apos; zijn, dan één regel per rij van het bord</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>De vorm van het bord ontbreekt: de eerste regel moet &apos;triangle&apos; of &apos;square&apos; zijn, dan één regel per rij van het bord</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>Onbekende bordvorm &apos;%1&apos;: de eerste regel moet &apos;triangle&apos; of &apos;square&apos; zijn</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>Onverwacht &apos;%1&apos; na &apos;%2&apos;: de rijen van het bord beginnen op de volgende regel</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>Een reeks vakken is minstens 1 lang</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>Een vak is &apos;o&apos; voor een pin, &apos;.&apos; voor een leeg gat, &apos;-&apos; voor geen gat, rijen gescheiden door &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>Te veel vakken: rij %1 van een driehoek heeft er %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>Het bord heeft meer dan %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>Te weinig vakken: rij %1 van een driehoek heeft er %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>Een rij heeft minstens één vak: &apos;o&apos;, &apos;.&apos; of &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>Een pinbord begint met zijn rooster: &apos;t&apos; voor een driehoek, &apos;s&apos; voor een vierkant</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>Elke rij van het bord begint met &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>Het bord heeft geen gaten: &apos;o&apos; is een pin, &apos;.&apos; een leeg gat</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>Het bord heeft geen pinnen: &apos;o&apos; is een pin</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>Een solitairebord is een driehoek met zijde %1 tot %2, een rechthoek van hooguit %3 × %3, of het Engelse, Europese, Wiegleb- of ruitbord.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>Dit bord is te klein voor één sprong.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>Dit bord van %1 gaten neemt 1 tot %2 sprongen, niet %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>Er is geen start van %1 sprongen gevonden op dit bord.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>Engels kruis van %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>Europees kruis van %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>Wiegleb-kruis van %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>ruit van %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>&apos;%1&apos; is geen zet: schrijf VAN-NAAR met gatnummers, zoals 11-4</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>Er is geen gat %1 op dit bord: de gaten zijn genummerd 0 tot %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>Geen sprong leidt van gat %1 naar gat %2: ze liggen niet twee gaten uit elkaar op een lijn</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>Gat %1 heeft geen pin om te verplaatsen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>Gat %1 heeft geen pin om overheen te springen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>Gat %1 is niet leeg: een pin kan alleen in een leeg gat landen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>spring %1 over %2 naar %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>driehoek van %1 gaten</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>rechthoek van %1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>bord van %n gat</numerusform>
            <numerusform>bord van %n gaten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>1 pin over</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>%1 pinnen over</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>De laatste pin kan in %n gat eindigen: %1.</numerusform>
            <numerusform>De laatste pin kan in %n gaten eindigen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>Geen gat: vanuit deze stand laat geen reeks sprongen één pin over.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>De zoektocht gaf op; de laatste pin kan eindigen in %1, en de andere gaten zijn onbeslist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n verschillende oplossing vanuit deze stand.</numerusform>
            <numerusform>%n verschillende oplossingen vanuit deze stand.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>Geen reeks sprongen vanuit deze stand laat één pin over.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>Minste pinnen die kunnen overblijven: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n sprong</numerusform>
            <numerusform>%n sprongen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>De tabel van standen die falen vulde het geheugenbudget van %1 na %2 standen; er is niets bekend</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>Gat %1 ligt niet op dit bord: de gaten zijn genummerd 0 tot %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>Geen reeks sprongen laat één pin over in gat %1, noch in een ander: bewezen door een uitputtende zoektocht door %2 standen (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>Geen reeks sprongen laat één pin over: bewezen door een uitputtende zoektocht door %1 standen (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>Geen reeks sprongen laat één pin over in gat %1: de standklasse (regel van drie) verbiedt het</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>Geen reeks sprongen laat één pin over: de standklasse (regel van drie) verbiedt elk gat</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>Geen reeks sprongen laat één pin over in gat %1; uitgeputte zoektocht door %2 standen</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>Geen reeks sprongen laat één pin over; uitgeputte zoektocht door %1 standen</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n van de %1 enen op de bovenste rij.</numerusform>
            <numerusform>%n van de %1 enen op de bovenste rij.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>Elk bord met één 1 voor elk vak van de bovenste rij is oplosbaar.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Opgelost.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n rol van opgelost, het minst mogelijke.</numerusform>
            <numerusform>%n rollen van opgelost, het minst mogelijke.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>Dit bord is onoplosbaar.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>Onbekend: de tabel van afstanden is niet klaar.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>De hoogte &apos;%1&apos; is geen getal: de eerste regel bevat de hoogte en dan de breedte van het bord, zoals &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>De breedte &apos;%1&apos; is geen getal: de eerste regel bevat de hoogte en dan de breedte van het bord, zoals &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>De hoogte is %1; een bord heeft 1 tot 6 rijen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>De breedte is %1; een bord heeft 1 tot 6 kolommen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>De eerste regel is leeg: hij moet de hoogte en dan de breedte van het bord bevatten, zoals &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>De breedte ontbreekt: de eerste regel bevat de hoogte en dan de breedte van het bord, zoals &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>Onverwacht &apos;%1&apos; na de breedte: de eerste regel bevat alleen de hoogte en de breedte</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>Het bord eindigt na %1 rijen; de eerste regel zegt dat het er %2 heeft</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>Onverwachte spatie: een rij bevat alleen de vakken 0 en 1, met niets ertussen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>Onverwacht &apos;%1&apos;: een rij bevat alleen de vakken 0 en 1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>Rij R%1 heeft %2 vakken; de eerste regel zegt dat het bord %3 breed is</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>Te veel rijen: de eerste regel zegt dat het bord er %1 heeft</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Het bestand is leeg: de eerste regel moet de hoogte en dan de breedte van het bord bevatten, zoals &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>Een Roller-Board heeft hooguit %1 rijen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>Een rij van een Roller-Board heeft hooguit %1 vakken</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>Elke rij heeft evenveel vakken als de eerste, %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>De vakken van een rij zijn 0 en 1, rijen gescheiden door &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>Een Roller-Board heeft 1 tot %1 rijen en 1 tot %1 kolommen.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>Elk bord van %1 × %2 is al opgelost.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>Geen bord van %1 × %2 vraagt precies %3 rollen: het grootst mogelijke aantal is %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>Het bord heeft %n één; het heeft er %1 nodig, één voor elk vak van de bovenste rij</numerusform>
            <numerusform>Het bord heeft %n enen; het heeft er %1 nodig, één voor elk vak van de bovenste rij</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>&apos;%1&apos; is geen rol: schrijf R&lt;rij&gt;L of R&lt;rij&gt;R om een rij naar links of rechts te rollen, C&lt;kolom&gt;U of C&lt;kolom&gt;D om een kolom omhoog of omlaag te rollen, zoals R0L</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>Er is geen rij %1 op dit bord: de rijen zijn genummerd 0 tot %2 vanaf boven</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>Er is geen kolom %1 op dit bord: de kolommen zijn genummerd 0 tot %2 vanaf links</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>rij %1 naar links rollen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>rij %1 naar rechts rollen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>kolom %1 omhoog rollen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>kolom %1 omlaag rollen</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>%1 van %2 enen bovenaan</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>Een bord van %1 × %2 oplossen vraagt %3 MiB voor zijn tabel van afstanden, meer dan het geheugenbudget van %4 MiB</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>Geen reeks rollen leidt naar het opgeloste bord: een zoektocht door elk bord dat ervandaan bereikbaar is komt dit nooit tegen</translation>
    </message>
</context>
</TS>
