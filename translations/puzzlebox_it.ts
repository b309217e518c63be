<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
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
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Rompicapi classici da giocare con il mouse o la tastiera, e risolutori che ti mostrano la strada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Realizzato con Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Sito web&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Segnala un errore&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Software libero distribuito con la GNU General Public License, versione 3 o successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>Informazioni su Puzzlebox</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>Ripetuto: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>è più grande di %1 byte</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>Le impostazioni in %1 non vengono lette (%2) e non possono essere messe da parte.</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>Le impostazioni in %1 non vengono lette (%2): sono conservate come %3 e le impostazioni ripartono da zero.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>Non è stato possibile ripristinare la partita dell&apos;ultima volta, quindi ne inizia una nuova. %1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>Non è stato possibile ripristinare la partita dell&apos;ultima volta, quindi ne inizia una nuova (il file danneggiato è conservato come %1). %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>La cronologia di questa partita è troppo lunga per conservarla intera: viene conservata senza il suo primo turno (%Ln), a partire dalla posizione successiva.</numerusform>
            <numerusform>La cronologia di questa partita è troppo lunga per conservarla intera: viene conservata senza i suoi primi %Ln turni, a partire dalla posizione successiva.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>Non è stato possibile conservare la partita in corso: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>Modifica tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>Il tuo tavoliere è pronto: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>Modifica annullata: la partita è com&apos;era.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>Annulla riporta la partita in corso.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>Annulla modifica</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>La partita resta com&apos;era.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>Uscita durante la progettazione</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>Puzzlebox si chiude; la partita in corso è conservata com&apos;era.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>Scarta ed esci</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>Inizia una nuova partita.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>Scarta e inizia</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>Apri %1</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>Si apre invece %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>Scarta e apri</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>Incolla tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>Si gioca il tavoliere incollato.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>Scarta e gioca</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>Inserisci ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>Si gioca la partita con ID %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>Scartare il tavoliere che hai creato?</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>Continua a progettare</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>Editor di tavolieri</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>Gioca il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Modifica liberamente il tavoliere; togli la spunta a (Fatto) per giocare il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>Annulla &amp;modifica</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>Esci dall&apos;editor; la partita resta com&apos;era</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>Non c&apos;è nessun tavoliere da disegnare</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>Tavoliere di Puzzlebox</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>Non è un file di testo: il byte 0x%1 non è UTF-8 valido</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>Non è un file di testo: contiene il byte di controllo 0x%1</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>Il file è troppo grande per un file di tavoliere (più di %1 byte)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>Il file è troppo grande (più di %1 byte)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>Non è un file normale (una pipe, un dispositivo o un socket), quindi non può essere un file di tavoliere</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>File inesistente</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>Permesso negato</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>È una cartella, non un file di tavoliere</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>Nessun tipo di tavoliere legge questo testo:</translation>
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
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>Tutti i file di tavoliere (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>Finora: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>Risolto! %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>Nessuna mossa rimasta: %1.</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>Tempo di gioco</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>Tempo giocato in questa partita: dalla tua prima mossa fino alla soluzione. Si ferma mentre la finestra è ridotta a icona o è aperta una finestra di dialogo.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>Hai vinto con aiuto in %1 e %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>Hai vinto in %1 e %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>Risolto con aiuto in %1 e %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>Risolto in %1 e %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>Nuovo record!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>Risolto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>L&apos;obiettivo è a %n mossa, il minimo.</numerusform>
            <numerusform>L&apos;obiettivo è a %n mosse, il minimo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>L&apos;obiettivo è raggiungibile: trovata una linea di %n mossa.</numerusform>
            <numerusform>L&apos;obiettivo è raggiungibile: trovata una linea di %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>L&apos;obiettivo non è raggiungibile.</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>Non noto: la ricerca si è arresa.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>&amp;Allenatore</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>Dopo ogni mossa, dire quanto è lontano l&apos;obiettivo e che effetto ha avuto la mossa</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>Mostra il &amp;perché</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>Disegnare sul tavoliere perché l&apos;obiettivo non è raggiungibile</translation>
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
        <translation>L&apos;allenatore aspetta che si giochi il tavoliere progettato.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>Mosse, come le ha giudicate l&apos;allenatore:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="24"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="23"/>
        <source>The goal is in reach.</source>
        <translation>L&apos;obiettivo è raggiungibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>L&apos;obiettivo non è raggiungibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>Non si sa se l&apos;obiettivo sia raggiungibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>Per ripetere la ricerca: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>Quella mossa ha perso l&apos;obiettivo: non può più essere raggiunto.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>L&apos;obiettivo era già irraggiungibile prima di quella mossa.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>Quella mossa ha reso di nuovo raggiungibile l&apos;obiettivo.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>Quella mossa ha mantenuto raggiungibile l&apos;obiettivo.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>Quella mossa era tra le migliori: l&apos;obiettivo è il più vicino possibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>Quella mossa ha mantenuto raggiungibile l&apos;obiettivo, ma è costata %1 in più della migliore.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>obiettivo perso</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>di nuovo raggiungibile</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>migliore</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>I colori in quell&apos;ordine: %1.</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>Esattamente</translation>
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
        <translation>Creazione del rompicapo…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>Gioco del &amp;15…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>Progettazione del tavoliere: Fatto lo gioca, Esc annulla.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>Fai clic su due tessere, o premi Spazio su ciascuna con le frecce, per scambiarle; togli la spunta a (Fatto) per giocare il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>Non risolvibile: scambia due tessere</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>Fai clic su una tessera in linea con la casella vuota per farla scorrere lì, o premi una freccia per far scorrere la tessera accanto alla casella vuota, finché i numeri sono in ordine di lettura con la casella vuota nell&apos;angolo in basso a destra.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>Far scorrere nella casella vuota la tessera accanto, nella direzione della freccia</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>Spostare il cursore di casella in casella</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>Prendere la casella sotto il cursore; su un&apos;altra casella, scambiare le due</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>&amp;Nim…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>Fai clic su una pietra per prenderla insieme a tutte quelle sopra (con la tastiera: Sinistra e Destra scelgono un mucchio, Su e Giù quante, Spazio le prende); tu e il computer giocate a turno, e chi prende l&apos;ultima pietra vince (nella variante misère, perde).</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>Scegliere il mucchio da cui prendere</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>Prendere più o meno pietre</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>Prendere le pietre mostrate</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>Annullare la scelta mostrata</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1, nel foro %2</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>&amp;Solitario della Bastiglia…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>In &amp;quali fori può finire?</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>Segnare ogni foro in cui può finire l&apos;ultima pedina dalla posizione attuale</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>Risolvi verso un foro s&amp;celto…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>Fai clic su un foro: trovare una soluzione la cui ultima pedina finisca lì</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>Fai clic sul foro in cui finire (Esc: annulla).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>Risoluzione per finire nel foro %1…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>Ricerca dei fori finali…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>Contare le diverse linee di salti che lasciano una pedina (tavolieri piccoli)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>Progetta il tavoliere: pedine, fori, dimensioni e reticolo; togli la spunta a (Fatto) per giocare il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>Non ancora giocabile</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>Fai clic su una pedina, poi su un foro illuminato per farla saltare sopra la vicina, che viene tolta; lascia una sola pedina per vincere. Con la tastiera, le frecce muovono un anello e Spazio prende la pedina e salta.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>Minimo di mosse verso un foro scel&amp;to…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>Fai clic su un foro: trovare la soluzione con meno mosse la cui ultima pedina finisca lì, e dimostrare che nessuna è più corta</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>La sua ultima pedina finisce nel foro %1, segnato sul tavoliere.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>Spostare l&apos;anello di foro in foro</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>Prendere la pedina sotto l&apos;anello; su un foro illuminato, saltare lì</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>Rimettere a posto la pedina, o smettere di scegliere un foro</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>Spostare l&apos;anello sulle caselle del tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>Mettere o togliere una pedina; con lo strumento Fori, aprire o chiudere un foro</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>&amp;Roller-Board…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>Fai clic sulle caselle, o premi Spazio su quella del cursore, per cambiarle tra 0 e 1; togli la spunta a (Fatto) per giocare il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>Fai clic sulle frecce alle estremità di una riga o colonna, o trascina una casella lungo di essa, per ruotarla finché ogni 1 si trova sulla riga dorata in alto. Con la tastiera, le frecce muovono un cursore e Maiusc+freccia ruota la sua riga o colonna.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>Spostare il cursore di casella in casella</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>Ruotare la riga del cursore a sinistra o a destra</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>Ruotare la colonna del cursore in su o in giù</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>Cambiare la casella del cursore tra 0 e 1</translation>
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
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>Gioco del 15</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>Fai scorrere le tessere finché tornano in ordine, su tavolieri da 3 x 3 a 9 x 9.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>Prendi a turno pietre dai mucchi contro un computer che gioca in modo perfetto; l&apos;ultima pietra decide la partita.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>Solitario della Bastiglia</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>Salta le pedine l&apos;una sull&apos;altra finché ne resta una sola, sul triangolo, su un rettangolo, sul tavoliere inglese, europeo o di Wiegleb, sul diamante o su un tavoliere disegnato da te.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>Ruota righe e colonne finché tutti gli uno sono sulla riga in alto.</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>Risolvibile, ma già risolto: scambia due tessere, o usa Mescola, per creare un rompicapo.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>Risolvibile: Fatto avvia questo tavoliere.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>Fai clic su una tessera o sulla casella vuota, poi su un&apos;altra: le due si scambiano di posto. Con la tastiera, le frecce muovono un cursore e Spazio sceglie.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>&amp;Tessere per lato:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>P&amp;osizione risolta</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>Ogni tessera al suo posto, la casella vuota nell&apos;angolo in basso a destra</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>&amp;Mescola</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>Un tavoliere casuale che le regole possono risolvere</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>Scambia tessere</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>Ridimensiona</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>Posizione risolta</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>Mescola</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>Nuova partita al Gioco del 15</translation>
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
        <translation>&amp;Conto alla rovescia (l&apos;inizio classico)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>Le tessere dalla più alta fino a 1, la casella vuota per ultima; 1 e 2 sono scambiate quando il tavoliere ha un numero pari di caselle, altrimenti non sarebbe risolvibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>&amp;Mescolamento casuale (sempre risolvibile)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>Ogni disposizione risolvibile è ugualmente probabile.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> scorrimenti</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>Minimo di &amp;scorrimenti:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>Un tavoliere il cui minimo di scorrimenti è esattamente quel numero. 3 × 3: facile da 8 a 15 scorrimenti, media da 16 a 24, difficile da 25 a 31. 4 × 4: facile da 14 a 25, media da 26 a 39, difficile da 40 a 50; il primo 4 × 4 costruisce le tabelle del risolutore (qualche secondo, una volta sola).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>Scorrimenti &amp;dall&apos;obiettivo:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>Sui tavolieri da 5 × 5 in su, quel numero di scorrimenti casuali dall&apos;obiettivo. Può risolversi con meno: su un tavoliere così grande nulla dimostra il minimo.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Dimensioni del tavoliere:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>Inizio:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>Quella è la casella vuota: fai clic su una tessera della sua riga o colonna per farla scorrere lì.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>La tessera %1 non è in linea con la casella vuota: fai clic su una tessera della riga o colonna della casella vuota.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>Nessuna tessera può scorrere in quella direzione: la casella vuota è sul bordo.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>La casella vuota è scelta: porta il cursore su una tessera e premi Spazio per scambiarla con la casella vuota.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>La tessera %1 è scelta: porta il cursore su un&apos;altra tessera, o sulla casella vuota, e premi Spazio per scambiare le due.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>La casella vuota è scelta: fai clic su una tessera per scambiarla con la casella vuota.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>La tessera %1 è scelta: fai clic su un&apos;altra tessera, o sulla casella vuota, per scambiare le due.</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>Immagine sulle &amp;tessere</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>&amp;Numeri sulle tessere</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>&amp;Nessuna</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>&amp;Apri immagine…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>Impossibile mostrare l&apos;immagine</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>Apri immagine per le tessere</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>Disattivato: senza un&apos;immagine le tessere mostrano sempre i loro numeri. Scegline prima una in Immagine sulle tessere.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>Numeri sulle tessere dell&apos;immagine</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>Le tessere mostrano i numeri, non l&apos;immagine: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>Riga %1, colonna %2: casella vuota</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>Riga %1, colonna %2: tessera %3, al suo posto</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>Riga %1, colonna %2: tessera %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>Apri partita o tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>Non è stato possibile aprire il file; la partita attuale non cambia.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>%1 non è stato aperto; la partita attuale non cambia.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>Apri %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>Salva partita con nome</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>Impossibile salvare il tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>Il tavoliere non può ancora essere salvato.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>Salva tavoliere con nome</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>Tavoliere salvato in %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>Non c&apos;è nessun tavoliere da esportare.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>Esporta tavoliere come immagine</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Immagini PNG (*.png);;Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>Impossibile esportare il tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>Tavoliere esportato in %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>Esporta mosse come testo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>File di testo (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>Impossibile esportare le mosse</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>Mosse esportate in %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>Tavoliere copiato negli appunti.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>Gli appunti non contengono testo.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>Gli appunti contengono più testo di qualsiasi file di tavoliere (oltre %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>Impossibile incollare il tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>Gli appunti non contengono un tavoliere.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>Incolla tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>Incollato un tavoliere già risolto: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>Incollato un tavoliere: %1.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>Riempire lo schermo con la finestra, senza cornice; di nuovo per uscire</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>Partite di Puzzlebox (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>Occuperebbe %1 byte, più dei %2 che un file può avere</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>Impossibile creare la cartella</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>Partite e tavolieri (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>Impossibile inserire l&apos;ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>Non è stato possibile leggere l&apos;ID partita; la partita attuale non cambia.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>ID partita %1 copiato negli appunti.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>Inserisci ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>Avviata la partita con ID %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>ID partita: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>&amp;Copia ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>Mettere negli appunti l&apos;ID della posizione sullo schermo, per condividere il rompicapo</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>Inserisci I&amp;D partita…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>Giocare il rompicapo indicato da un ID partita</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>Inserisci ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>Scrivi o incolla un ID partita (per esempio %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>Impossibile inserire l&apos;ID partita</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>Non è stato possibile leggere l&apos;ID partita; la partita attuale non cambia.

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>L&apos;ID partita finisce troppo presto, dopo il carattere %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>L&apos;ID partita non è valido al carattere %1, «%2»: %3.</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>Nascondere il tavoliere e fermare l&apos;orologio; di nuovo P per riprendere</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>Il tavoliere è nascosto e l&apos;orologio fermo. Premi %1 o Riprendi per continuare.</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>la stampante</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>S&amp;tampa tavoliere…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>Stampare il tavoliere su una pagina, con la sua soluzione se vuoi</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>Ant&amp;eprima di stampa…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>Vedere la pagina che Stampa tavoliere stamperebbe prima di stamparla</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>Impossibile stampare</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>Il tavoliere non può ancora essere stampato.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>La stampante %1 non è disponibile. Scegli un&apos;altra stampante, o stampa su un file PDF.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>Impossibile stampare su %1. Controlla che la stampante sia pronta, o che la cartella del file esista e sia scrivibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>La stampa su %1 non è terminata.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>Includi la &amp;soluzione</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>Elencare sotto il tavoliere le mosse della soluzione a partire da esso.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>Non è nota nessuna soluzione da questo tavoliere: Risolvi ne trova una.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>Stampa tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>Anteprima di stampa</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>Ri&amp;vedi le mosse…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>Ripercorrere le mosse della partita con i segni dell&apos;allenatore: dove si è perso l&apos;obiettivo, quali mosse sono costate di più</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>Mossa %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>Mossa %1 e risposta %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>Mosse %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>Non c&apos;è nessuna partita in cui giocare una mossa.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>La partita è vinta: Annulla, Gioca ancora o Nuova partita.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>Ripristinare la partita dell&apos;ultima volta?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>L&apos;ultima volta Puzzlebox non ha finito di avviarsi: si è fermato mentre ripristinava la partita in corso, che potrebbe esserne la causa.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>Metti da parte quella partita per iniziarne una nuova (viene conservata con un altro nome accanto, in %1), o prova a ripristinarla ancora una volta.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>Metti da parte la partita</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>Ripristina di nuovo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>Non è stato possibile mettere da parte la partita dell&apos;ultima volta, quindi viene ripristinata ancora una volta.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>La partita dell&apos;ultima volta è conservata come %1; inizia una nuova partita.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>Uscire senza la partita in corso?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>Se Puzzlebox esce ora, le mosse dall&apos;ultimo salvataggio della partita vanno perse. Continua a provare la scrive ancora una volta; Salva con nome… la salva in un file a tua scelta.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>Continua a provare</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>Esci comunque</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>mentre si progetta un tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>Tutti i tasti dei menu e del tavoliere di ogni rompicapo</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>mentre il risolutore cerca o una soluzione viene riprodotta</translation>
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
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>I tasti dei menu funzionano ovunque nella finestra. I tasti di un tavoliere funzionano mentre il tavoliere ha il focus: fai clic su di esso, o premi Tab finché non appare.</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>Cosa fanno</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>Menu %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>Sul tavoliere: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>Nell&apos;editor di tavolieri: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>Predefinita di &amp;sistema</translation>
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
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>&amp;Risolvi</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>Statistic&amp;he…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>I tuoi record su ogni tavoliere giocato: partite, soluzioni, meno mosse, tempi migliori</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>Modifica &amp;tavoliere</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Modifica liberamente il tavoliere; togli la spunta a (Fatto) per giocare il tavoliere che hai creato</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>&amp;Informazioni su Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>&amp;Nuova</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>Salvare la partita nel file da cui proviene; la prima volta, scegli dove</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>Salva c&amp;on nome…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>Es&amp;porta mosse come testo…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>Salvare come file di testo le mosse giocate (e la soluzione mostrata)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>Esporta tavoliere come imma&amp;gine…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>Salvare un&apos;immagine del tavoliere in PNG o SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>&amp;Copia tavoliere come testo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>Copiare la posizione attuale negli appunti come testo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>&amp;Incolla tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>Iniziare una nuova partita da un tavoliere copiato come testo, in qualsiasi formato di file di tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>Rico&amp;mincia</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>Tornare all&apos;inizio di questa partita</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>&amp;Primo passo</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>Passo &amp;indietro</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>Passo &amp;avanti</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>U&amp;ltimo passo</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>Giocare la prima mossa di una soluzione</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>Fermare il risolutore</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>Trovare una soluzione dalla posizione attuale</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>Cerca una soluzione più &amp;breve</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>Continuare ad accorciare in background la soluzione mostrata finché non scegli Ferma</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>&amp;Minimo di mosse</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>Trovare una soluzione con il minimo di mosse, dove una mossa è una serie di passi dello stesso pezzo, e dimostrare che nessuna è più corta</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>&amp;Dove può finire?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>Segnare ogni casella in cui una soluzione può finire dalla posizione attuale</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>Risolvi verso una casella s&amp;celta…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>Fai clic su una casella: trovare una soluzione che finisca lì</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>Minimo di mosse verso una casella scel&amp;ta…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>Fai clic su una casella: trovare la soluzione con meno mosse che finisca lì, e dimostrare che nessuna è più corta</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>C&amp;onta le soluzioni</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>Contare le soluzioni distinte dalla posizione attuale (tavolieri piccoli)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>Inizio:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>Mosse giocate: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>Soluzione mostrata: %n mossa, %1 giocate</numerusform>
            <numerusform>Soluzione mostrata: %n mosse, %1 giocate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>Soluzione messa da parte (la posizione non è su di essa): %n mossa</numerusform>
            <numerusform>Soluzione messa da parte (la posizione non è su di essa): %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>Risolutore: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>Ora: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>Mucchio</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>Pietre</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>somma nim</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>prendi 1 pietra dal mucchio %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>prendi %1 pietre dal mucchio %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Finale misère, e nessuna mossa vincente.&lt;/b&gt; Restano solo pietre singole, %1: un numero dispari, quindi qualunque cosa tu faccia, resterai tu con l&apos;ultima pietra se il computer continua a giocare in modo perfetto.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>Restano solo pietre singole, in numero pari: prendine una, e il computer si trova con un numero dispari, quindi prende lui l&apos;ultima.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>Solo il mucchio %1 ha più di una pietra. Riducilo a %2 in modo che resti un numero dispari di pietre singole: da lì in poi ne prendete una a turno e il computer prende l&apos;ultima.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Finale misère: %1.&lt;/b&gt; %2 La somma nim non decide il gioco misère quando al massimo un mucchio ha due pietre o più.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> Nel gioco misère questo è il piano giusto finché due mucchi o più hanno due pietre o più; verso la fine, lascia invece un numero dispari di pietre singole.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> Il suggerimento, %1, fa durare la partita il più a lungo possibile, così il computer ha più turni per sbagliare.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La somma nim è 0: non c&apos;è nessuna mossa vincente.&lt;/b&gt; Ogni mossa cambia un mucchio, il che rende dispari il numero di uno di almeno una colonna, quindi qualsiasi mossa lascia una somma nim diversa da zero, e un computer perfetto risponde riportandola a 0.%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La somma nim è %1, non 0: puoi vincere. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Il mucchio %3 passa da %4 (%5) a %6 (%7): la sua dimensione XOR la somma nim. Questo inverte esattamente le colonne colorate, quindi ogni colonna finisce con un numero pari di uno e la somma nim diventa 0. Qualunque cosa faccia poi il computer la rende di nuovo diversa da zero, e tu puoi sempre riportarla a 0, finché prendi l&apos;ultima pietra.%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>Prendi 1 pietra dal mucchio %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>Prendi %1 pietre dal mucchio %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>Perché questo suggerimento</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Scrivi in binario la dimensione di ogni mucchio e somma ogni colonna &lt;i&gt;senza riporto&lt;/i&gt;: una colonna con un numero dispari di uno dà 1. Il risultato è la &lt;b&gt;somma nim&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partita è finita.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;È il turno del computer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>Questa partita è finita. Gioco ▸ Nuova ▸ Nim avvia la prossima.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>Aspetta un momento: è il turno del computer.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>Fai clic su una pietra: vengono prese lei e tutte quelle sopra.</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>Nuova partita a Nim</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>&amp;Misère: chi prende l&apos;ultima pietra perde</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>Perfetto: non manca mai una mossa vincente</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>Fallibile: ogni tanto sbaglia</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>M&amp;ucchi:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>Pietre:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>Distribuisci mucchi:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>&amp;Prima mossa:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>&amp;Computer:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>Punteggio:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>Metti almeno una pietra sul tavolo.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>Pietre nel mucchio %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>C&amp;lassico 5, 4, 3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>Mucchi c&amp;asuali</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>Facile: 3 mucchi fino a 7 pietre; media: 4 fino a 12; difficile: 5 fino a 20.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>che puoi vincere tu</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>che può vincere il computer</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuisci</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>Azz&amp;era punteggio</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>Chi ha perso l&apos;ultima partita (il computer)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>Tu (poi chi perde ogni partita)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>Chi ha perso l&apos;ultima partita (tu)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>Tu %1, il computer %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>Muovi per primo e puoi vincere giocando in modo perfetto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>Muovi per primo, ma il computer può vincere: perdi contro un gioco perfetto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>Il computer muove per primo e può vincere: perdi contro un gioco perfetto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>Il computer muove per primo, ma puoi vincere giocando in modo perfetto.</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>Mucchio %1, posto %2: nessuna pietra</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>Mucchio %1, pietra %2 di %3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Le pietre sono disposte in mucchi, contrassegnati A, B, C… Tu e il computer giocate a turno. Una mossa prende una o più pietre da un solo mucchio. Chi prende l&apos;ultima pietra vince; nel gioco &lt;i&gt;misère&lt;/i&gt;, chi prende l&apos;ultima pietra perde.&lt;/p&gt;&lt;p&gt;Punta una pietra: lei e tutte quelle sopra si illuminano. Fai clic per prenderle. Il computer risponde dopo un momento, e il banner dice cosa ha preso.&lt;/p&gt;&lt;p&gt;Con la tastiera, Sinistra e Destra scelgono un mucchio e Su e Giù quante pietre prendere dalla sua cima; Spazio o Invio le prende, ed Esc annulla la scelta.&lt;/p&gt;&lt;p&gt;Il computer gioca la strategia perfetta: rende zero la &lt;b&gt;somma nim&lt;/b&gt; (le dimensioni dei mucchi sommate in binario senza riporto) ogni volta che può. &lt;b&gt;Suggerimento&lt;/b&gt; calcola per te la somma nim e mostra la mossa vincente, se c&apos;è. &lt;b&gt;Risolvi&lt;/b&gt; mostra la linea di gioco perfetto per entrambe le parti.&lt;/p&gt;&lt;p&gt;Chi perde una partita inizia la successiva; il punteggio si conserva tra partite e riavvii. Gioco ▸ Nuova ▸ Nim imposta i mucchi (da 1 a 8, fino a 20 pietre), il gioco misère, chi inizia e un computer fallibile.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>Vince il computer.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>Il computer ha preso 1 pietra dal mucchio %1. Tocca a te.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>Il computer ha preso %1 pietre dal mucchio %2. Tocca a te.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>Tocca a te: le frecce scelgono le pietre, Spazio le prende.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>Tocca a te: fai clic su una pietra per prenderla con tutte quelle sopra.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>Tu %1 : %2 Computer</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>Il computer ha preso 1 pietra dal mucchio %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>Il computer ha preso %1 pietre dal mucchio %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>prendi 1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>prendi %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>1 pietra</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>%1 pietre</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>Gioco ▸ Nuova ▸ Nim avvia la prossima partita: inizi tu.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>Gioco ▸ Nuova ▸ Nim avvia la prossima partita: inizia il computer.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>Misère: chi prende l&apos;ultima pietra perde.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>Chi prende l&apos;ultima pietra vince.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>Il computer ogni tanto sbaglia.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>Il computer gioca in modo perfetto.</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>Triangolo</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>Rettangolo</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>Inglese (33 fori)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>Europeo (37 fori)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>Wiegleb (45 fori)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>Diamante (41 fori)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>Riga %1, colonna %2: nessun foro</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>Riga %1, colonna %2: foro %3, vuoto, la pedina presa può atterrare qui</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>Riga %1, colonna %2: foro %3, vuoto</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>Riga %1, colonna %2: foro %3, pedina, presa</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>Riga %1, colonna %2: foro %3, pedina</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n foro</numerusform>
            <numerusform>%n fori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n pedina</numerusform>
            <numerusform>%n pedine</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>I fori sono numerati in ordine di lettura.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>Non ancora giocabile: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>Giocabile, ma già risolto: metti un&apos;altra pedina per creare un rompicapo.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>Giocabile: Fatto avvia questo tavoliere.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>Un clic sul tavoliere, o Spazio sull&apos;anello, aggiunge o toglie:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>&amp;Pedine</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>Un clic su un foro ci mette una pedina o toglie la sua</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>&amp;Fori</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>Un clic su una casella segnata apre lì un foro (con una pedina); un clic su un foro lo chiude</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>&amp;Reticolo:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>Quadrato</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>Triangolare</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>Quadrato: salti lungo righe e colonne. Triangolare: lungo le righe e le due diagonali.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Righe:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonne:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>&amp;Lato:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>Parti da un tavoliere &amp;predefinito</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>Cambia reticolo</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>Ridimensiona</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>Un tavoliere ha al massimo %n foro: le nuove caselle non ne hanno.</numerusform>
            <numerusform>Un tavoliere ha al massimo %n fori: le nuove caselle non ne hanno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>Tavoliere predefinito</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>Qui non c&apos;è nessun foro: scegli lo strumento Fori accanto al tavoliere per aggiungerne uno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Pedina aggiunta nel foro %1: %n pedina.</numerusform>
            <numerusform>Pedina aggiunta nel foro %1: %n pedine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Pedina tolta dal foro %1: %n pedina.</numerusform>
            <numerusform>Pedina tolta dal foro %1: %n pedine.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>Aggiungi pedina</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>Togli pedina</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>Un tavoliere ha al massimo %n foro: togline uno prima di aggiungerne un altro.</numerusform>
            <numerusform>Un tavoliere ha al massimo %n fori: togline uno prima di aggiungerne un altro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n foro</numerusform>
            <numerusform>%n fori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n pedina</numerusform>
            <numerusform>%n pedine</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>Foro aggiunto, con una pedina: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>Foro tolto: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>Aggiungi foro</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>Togli foro</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>Un tavoliere ha bisogno di almeno un foro con una pedina: scegli lo strumento Fori e fai clic su una casella.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>Un tavoliere ha bisogno di almeno una pedina: fai clic su un foro per metterci una pedina.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>Un tavoliere ha bisogno di almeno un foro vuoto in cui saltare: fai clic su una pedina per toglierla.</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>Pedina %1 selezionata: porta l&apos;anello su un foro evidenziato e premi Spazio per saltare lì.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>Pedina %1 selezionata: fai clic su un foro evidenziato per saltare lì.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>La pedina %1 non ha salti: le serve una pedina vicina con un foro vuoto subito dietro.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>Il foro %1 è vuoto. Seleziona prima una pedina, poi il foro in cui deve saltare.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>La pedina %1 non può saltare nel foro %2: una pedina salta sopra una pedina vicina nel foro vuoto subito dietro.</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>Nessun foro scelto.</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>Nuovo Solitario della Bastiglia</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Forma:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>L&amp;ato:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> fori</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Righe:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonne:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>Foro &amp;vuoto:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>Il foro lasciato vuoto all&apos;inizio; puoi anche fare clic su di esso nell&apos;anteprima</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>Il triangolo di 15 fori con il foro 4 vuoto</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>&amp;Triangolo classico</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>Inizio casuale &amp;risolvibile:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>Pedine disposte a caso, ottenute da una sola pedina con salti giocati all&apos;indietro, così l&apos;inizio si può sempre risolvere fino a una pedina. Facile, media e difficile chiedono sempre più salti (tavoliere inglese: da 8 a 15, da 16 a 24, da 25 a 31).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> salti</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>Creazione di un inizio casuale…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>Un inizio casuale che si può risolvere fino a una pedina: OK distribuisce questo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n foro, %1 pedine. Fai clic su un foro per iniziare con quel foro vuoto.</numerusform>
            <numerusform>%n fori, %1 pedine. Fai clic su un foro per iniziare con quel foro vuoto.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>Un tavoliere di un solo foro non lascia spazio per saltare: ingrandiscilo.</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>I tuoi record sono stati scritti da un Puzzlebox più recente (formato %1; questo legge il formato %2), quindi vengono lasciati come sono: ciò che giochi ora conta solo finché Puzzlebox non si chiude.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>Non è stato possibile leggere i tuoi record, quindi ripartono da zero (il file danneggiato è conservato come %1). %2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>Non è stato possibile leggere i tuoi record (%1), né metterli da parte: i nuovi record non vengono conservati finché %2 non viene rimosso.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>Non è JSON valido (%1 al byte %2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>Non contiene nessun elenco di tavolieri.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>È stato scritto in un formato (%1) diverso da quello che legge questo Puzzlebox (%2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>Il tavoliere %1 al suo interno è incompleto o ha un conteggio che non è un numero intero.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>Impossibile creare la cartella</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>Non è stato possibile conservare i tuoi record in %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>Risolutore</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>Limite di &amp;memoria:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>La memoria massima che un risolutore può usare per le sue tabelle; a questo limite si arrende invece di rispondere</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>I tavolieri grandi hanno bisogno di più memoria. Un risolutore che raggiunge il limite dice che si è arreso, mai che non c&apos;è soluzione.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>&amp;Animazione delle mosse:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>Quanto dura l&apos;animazione di una mossa</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>Disattivata</translation>
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
        <translation>La soluzione da questo tavoliere, in %1:</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>Le ultime %1 non sono entrate in questa pagina.</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 non è tra %2 e %3; impostato a %4.</translation>
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
        <translation>&amp;Svuota elenco</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>Non è stato possibile aprire %Ln file o ID partita:</numerusform>
            <numerusform>Non è stato possibile aprire %Ln file o ID partita:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…e %Ln altro.</numerusform>
            <numerusform>…e altri %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>Impossibile aprire</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>Inizio</translation>
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
        <translation>L&apos;allenatore sta rivedendo la partita…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>Giocate: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>Il minimo dall&apos;inizio: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>L&apos;obiettivo è stato perso alla mossa %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>L&apos;obiettivo era irraggiungibile fin dall&apos;inizio.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>L&apos;obiettivo non è mai stato perso.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>Mosse costate di più: %1, %2 in più in tutto.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>La revisione si è fermata prima della fine: il resto non è giudicato.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>Revisione della partita</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>&amp;Precedente</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>&amp;Successiva</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>Riga %1, colonna %2: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>Non ancora giocabile. %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>Giocabile, ma già risolto: sposta un uno fuori dalla riga in alto per creare un rompicapo.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>Giocabile: Fatto avvia questo tavoliere.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>Un clic su una casella, o Spazio su quella del cursore, la cambia tra 0 e 1. Il tavoliere ha bisogno di tanti uno quante sono le colonne.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Righe:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonne:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>&amp;Svuota</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>Ogni casella a 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>P&amp;osizione risolta</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>Tutti gli uno sulla riga in alto</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>Casella a 1</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>Casella a 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>Ridimensiona</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>Posizione risolta</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>Durante la modifica nulla ruota: Spazio cambia la casella del cursore tra 0 e 1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>Trascina una riga di lato o una colonna in su o in giù, o fai clic sulle frecce alle sue estremità, per ruotarla.</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>&amp;Mescola il tavoliere risolto con</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>Tavoliere &amp;casuale: gli uno sparsi ovunque</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>&amp;Minimo di rotazioni:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> rotazioni</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>Nuovo Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> righe</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> colonne</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> rotazioni</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>Un tavoliere la cui soluzione più breve richiede esattamente quel numero di rotazioni, o quante ne chiede la difficoltà: su 6 × 6 facile da 4 a 7, media da 8 a 11, difficile da 12 a 14.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>&amp;Altezza:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>&amp;Larghezza:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>Un tavoliere ha tanti uno quante sono le colonne; ruotali tutti sulla riga in alto.</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;Il tavoliere contiene tanti uno quante sono le colonne. Ruota una riga a sinistra o a destra, o una colonna in su o in giù, di una casella alla volta: la casella spinta fuori da un&apos;estremità rientra dall&apos;altra. Il tavoliere è risolto quando tutti gli uno si trovano sulla riga in alto, quella intarsiata d&apos;oro.&lt;/p&gt;&lt;p&gt;Fai clic sulla freccia a un&apos;estremità di una riga o colonna per ruotarla in quel verso, o trascina una casella lungo la sua riga o colonna: la linea ruota di tante caselle quante la trascini. Con la tastiera, le frecce muovono il cursore e Maiusc+freccia ruota la sua riga (Sinistra, Destra) o la sua colonna (Su, Giù).&lt;/p&gt;&lt;p&gt;Le righe si chiamano R0, R1, … dall&apos;alto e le colonne C0, C1, … da sinistra, come il tavoliere mostra accanto a esse. Una rotazione si scrive con il nome della sua linea e il verso: R2L ruota la riga R2 a sinistra e R2R a destra, C1U ruota la colonna C1 in su e C1D in giù. Il pannello della soluzione, le partite salvate e puzzlebox-cli scrivono così le rotazioni.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Risolvi&lt;/b&gt; trova una soluzione con il minor numero possibile di rotazioni; &lt;b&gt;Suggerimento&lt;/b&gt; segna sul tavoliere la prima rotazione di una soluzione; premilo di nuovo per giocare quella rotazione.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gioco del 15&lt;/h3&gt;&lt;p&gt;Tessere numerate riempiono un vassoio quadrato tranne una casella vuota. Fai scorrere nella casella vuota una tessera accanto a essa; l&apos;obiettivo è 1, 2, 3 … in ordine di lettura con la casella vuota nell&apos;angolo in basso a destra. Le tessere al loro posto mostrano numeri verdi.&lt;/p&gt;&lt;p&gt;Fai clic su una tessera accanto alla casella vuota per farla scorrere, o su una tessera più lontana nella riga o colonna della casella vuota per far scorrere l&apos;intera fila in una volta. Le frecce fanno scorrere la tessera accanto alla casella vuota nella direzione della freccia.&lt;/p&gt;&lt;p&gt;Metà di tutte le disposizioni non si può mai risolvere: ogni scorrimento cambia di un passo sia l&apos;ordine delle tessere sia la distanza della casella vuota dal suo angolo, quindi le loro parità restano legate. &lt;b&gt;Risolvi&lt;/b&gt; lo dice subito per una disposizione simile. Altrimenti trova il minimo di mosse su 3 × 3 e 4 × 4 (la prima soluzione di un 4 × 4 costruisce tabelle conservate per dopo) e una soluzione breve, non dimostrata la più breve, sui tavolieri più grandi. &lt;b&gt;Suggerimento&lt;/b&gt; segna sul tavoliere la mossa successiva della soluzione; premilo di nuovo per giocarla.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Solitario della Bastiglia&lt;/h3&gt;&lt;p&gt;Ogni foro tranne uno contiene una pedina. Una pedina si muove saltando sopra una pedina vicina in un foro vuoto subito dietro; la pedina saltata viene tolta. Sul triangolo, i salti vanno lungo le righe e lungo le due diagonali, mai dritti in su o in giù.&lt;/p&gt;&lt;p&gt;Fai clic su una pedina per prenderla: si illuminano i fori in cui può atterrare. Fai clic su uno di essi per saltare, o trascina lì la pedina e lasciala. Ogni salto toglie una pedina, quindi la migliore partita possibile lascia una sola pedina.&lt;/p&gt;&lt;p&gt;Con la tastiera, le frecce muovono un anello di foro in foro; Spazio o Invio prende la pedina sotto l&apos;anello, e di nuovo su un foro illuminato salta lì. Esc rimette a posto la pedina.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Risolvi&lt;/b&gt; trova un modo per arrivare a una pedina dalla posizione attuale (o, se non c&apos;è, il modo che lascia meno pedine); ripercorrilo con i pulsanti del pannello della soluzione. &lt;b&gt;Suggerimento&lt;/b&gt; segna sul tavoliere il prossimo salto di una soluzione; premilo di nuovo, o fai clic sul foro segnato, per giocarlo.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>Prima della mossa</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>poi</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>Dopo la mossa</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>Per esempio, la mossa %1 (segnata a sinistra).</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>La mossa %1 di questo elenco non può essere giocata: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>Questo turno è segnato con &apos;&gt;&apos; ma non segue nessun riavvio a cui possa appartenere</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>Solo il primo turno di una partita può essere l&apos;apertura del computer</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>Attesa la versione del formato dopo &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>Questa partita è stata salvata nel formato %1 da un Puzzlebox più recente; questo legge il formato %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>Atteso quante mosse della soluzione erano mostrate</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>Atteso quanti turni giocati contiene il file</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>Atteso il nome del file come una sola parola, con gli spazi scritti come codici percentuali</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>Attesa la ricetta come la scrive un ID partita, SIZE.LEVEL.SEED</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>Un &apos;%&apos; nel nome di un file è seguito da due cifre esadecimali</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>Famiglia di rompicapi sconosciuta</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>Attese le mosse di questo turno</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>Atteso il numero di turni giocati</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>Atteso il numero di mosse prima della soluzione</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>Atteso &apos;yes&apos; o &apos;no&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>Atteso il minimo di mosse che una soluzione può avere</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>Attesi i millisecondi giocati</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>Atteso &apos;played&apos; o &apos;solved&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>Voce sconosciuta &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>Atteso un turno dopo &apos;&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>Sotto un riavvio può stare solo un turno</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>La soluzione inizia dopo la mossa %1, ma sono state giocate solo %2 mosse</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>Si dice che sono stati giocati %1 turni, ma la partita ne ha solo %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>Si dice che sono mostrate delle mosse, ma la partita non conserva nessuna soluzione</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>Una soluzione ha bisogno sia delle sue mosse sia di &apos;solution-from&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>Una soluzione ha bisogno sia delle sue mosse sia di &apos;solution-start&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>La soluzione ha %1 mosse, meno del minimo dichiarato possibile, %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>La soluzione ha %1 mosse, meno delle %2 dichiarate mostrate</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>Questi rompicapi non sono creati su misura, quindi non hanno ricetta</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>I turni giocati nel file hanno bisogno della sua riga &apos;file&apos; e di altrettanti turni</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>Non è una partita salvata di Puzzlebox: deve iniziare con &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>La partita non dice di quale rompicapo si tratta (una riga &apos;family&apos;)</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>La partita non ha una sezione &apos;board&apos;</translation>
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
        <translation>Soluzione</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>Preferenze…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>&amp;Perché questa mossa?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;Messa da parte:&lt;/b&gt; hai lasciato questa linea. Annulla o Ripeti fino a tornarci, o gioca di nuovo le sue mosse, e ritorna.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>Mosse della soluzione</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>Ritmo:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>Ritmo di riproduzione</translation>
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
            <numerusform>Mostra %Ln altra mossa</numerusform>
            <numerusform>Mostra altre %Ln mosse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>Inizio</translation>
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
        <translation>%1. Tu: %2</translation>
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
        <translation>Soluzione messa da parte: Annulla o Ripeti la riporta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>Riprova con %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>Si è arreso a %1, il massimo che questo computer può dare a una ricerca.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>Riprod&amp;uci</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1 trova una soluzione, %2 mostra la mossa successiva e %3 spiega il rompicapo.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>La partita è finita: nessuna mossa rimasta, %1. %2 riprende le mosse, e %3 trova poi una strada da lì; %4 ricomincia.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>Suggerimento, linea più vicina: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>Nessuna linea da qui raggiunge l&apos;obiettivo. Quella che si avvicina di più prosegue: %1. Premi di nuovo %2 per giocarla.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>Suggerimento: %1. Premi di nuovo %2 per giocarlo.</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>Risoluzione…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>Risposto (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>Conteggio delle soluzioni…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>Contate (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>Ricerca di una soluzione più breve di %1 mosse…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>Ricerca del minimo di mosse e dimostrazione…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>Il risolutore è stato fermato perché la posizione è cambiata.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 Premi %2 per fermare.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>Ricerca di un suggerimento…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>Una soluzione in %1, il minimo possibile: ogni mossa è una serie di passi dello stesso pezzo.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>Una soluzione in %1; ogni soluzione da questa posizione ne ha altrettante.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>Una soluzione in %1, al massimo il %2% in più del minimo possibile: nessuna soluzione ne ha meno di %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>Una soluzione in %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>Una soluzione in %1, il minimo possibile.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>Una soluzione in %1; potrebbero esisterne di più brevi.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>Una linea di %1 con le risposte del computer; finisce: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>Nessuna soluzione da dove inizia questa linea; è quella che si avvicina di più: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>Preparazione delle tabelle del risolutore, un&apos;attesa che avviene una volta sola… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>Preparazione delle tabelle del risolutore, un&apos;attesa che avviene una volta sola e che le ricerche successive si risparmiano: %1 finora.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>Accorciamento… migliore %1 mosse (da %2), %3, %4 posizioni</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2, %3 posizioni</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 %2 posizioni finora, %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1, %2 posizioni</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>Arreso (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>Il risolutore si è arreso; il pannello Soluzione dice perché.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>Il risolutore si è arreso prima di dimostrare la sua risposta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>Il risolutore si è arreso prima di trovare una risposta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>Fermato (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>Fermato dopo %1 posizioni e %2 s, prima della risposta di questa ricerca. La soluzione elencata sotto è stata trovata prima e da qui porta ancora avanti.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>Fermato dopo %1 posizioni e %2 s, prima di una risposta: non si sa ancora nulla.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>Trovata una soluzione in %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>Questa posizione è già risolta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>Puoi vincere (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>Il computer può vincere (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>Nessuna soluzione (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>Non c&apos;è soluzione da questa posizione.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1. La linea qui sotto è quella che si avvicina di più: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>Una soluzione in %1, non dimostrata minima: ogni mossa è una serie di passi dello stesso pezzo.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>Nessuna soluzione più breve trovata (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>Accorciata da %1 a %2 mosse (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>Una soluzione in %1 mosse, accorciata da %2; potrebbero esisterne di più brevi.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>Una soluzione in %1 mosse, accorciata da %2; si cerca ancora una più breve.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>Accorciamento… migliore %1 mosse (da %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>Da %1 a %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>Nessun record per ora. Ogni tavoliere che giochi compare qui dalla tua prima mossa su di esso: quante volte l&apos;hai giocato e risolto, il tuo minimo di mosse e il tuo tempo migliore.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>Rompicapo</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>Dimensioni</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>La posizione iniziale; passaci sopra col mouse per vederla scritta</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>Partite iniziate su questo tavoliere</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>Risolte</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>Partite che hai risolto da solo, senza le mosse del risolutore né suggerimenti; contro il computer, le partite vinte e perse</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>Con aiuto</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>Partite risolte dopo che il risolutore ha mostrato mosse o un suggerimento</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>Meno mosse</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>Delle partite risolte da solo</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>Tempo migliore</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>Record stabilito</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>Quando un record è stato migliorato l&apos;ultima volta</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>Ultima partita</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>&amp;Azzera record…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
+%L2 con aiuto</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>Risolte da solo: %L1; con aiuto: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>Stabilito il %1</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>%L1 vinte
%L2 perse</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>Partite vinte e perse contro il computer</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>Una partita contro il computer: quanto dura dipende dal computer quanto da te, quindi non stabilisce record.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>Azzera record</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>Dimenticare i record di %n tavoliere: partite giocate e risolte, meno mosse e tempi migliori? Non si può annullare.</numerusform>
            <numerusform>Dimenticare i record di %n tavolieri: partite giocate e risolte, meno mosse e tempi migliori? Non si può annullare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>&amp;Legno</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>&amp;Scuro</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contrasto</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>Come il &amp;desktop</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>&amp;Riva del lago</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1 non esiste.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1 non è un file.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1 è troppo grande per un&apos;immagine sulle tessere: %2 MB, al massimo %3 MB.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 non è un&apos;immagine che Puzzlebox sa leggere: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1 è danneggiato: la sua immagine non può essere letta.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>%1 ha %2 × %3 pixel, più di quanti ne possa avere un&apos;immagine sulle tessere (%4 per lato, %5 milioni in tutto).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1 è danneggiato: la sua immagine non può essere letta (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>Immagini (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>Tavoliere irrisolvibile</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>Giocarlo comunque? Le mosse funzionano come al solito, ma l&apos;obiettivo non può essere raggiunto.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>&amp;Gioca comunque</translation>
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
        <translation>Questa posizione non può essere risolta: le sue tessere sono a un numero dispari di scambi dall&apos;obiettivo, mentre la casella vuota è a un numero pari di passi dal suo posto nell&apos;angolo in basso a destra. Ogni scorrimento cambia entrambi i conteggi di uno, quindi non diventano mai pari insieme, come richiede l&apos;obiettivo. Scambiare due tessere qualsiasi la renderebbe risolvibile.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>Questa posizione non può essere risolta: le sue tessere sono a un numero pari di scambi dall&apos;obiettivo, mentre la casella vuota è a un numero dispari di passi dal suo posto nell&apos;angolo in basso a destra. Ogni scorrimento cambia entrambi i conteggi di uno, quindi non diventano mai pari insieme, come richiede l&apos;obiettivo. Scambiare due tessere qualsiasi la renderebbe risolvibile.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Risolto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>A %n scorrimento dalla soluzione, il minimo.</numerusform>
            <numerusform>A %n scorrimenti dalla soluzione, il minimo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>Questo tavoliere non può essere risolto.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>Il tavoliere è risolvibile; il minimo di scorrimenti non è noto: la ricerca non è terminata.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>Il limite conta la distanza di ogni tessera dal suo posto, più due scorrimenti per ogni tessera che deve uscire dalla sua riga o colonna per lasciarne passare un&apos;altra.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>Altre due: l’ultimo scorrimento porta la tessera %1 o la tessera %2 dall’angolo al suo posto, e ciascuna deve prima oltrepassare il suo posto per arrivarci.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>Almeno a %n scorrimento dalla soluzione.</numerusform>
            <numerusform>Almeno a %n scorrimenti dalla soluzione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>Almeno a %n scorrimento dalla soluzione; la migliore linea trovata ne ha %1.</numerusform>
            <numerusform>Almeno a %n scorrimenti dalla soluzione; la migliore linea trovata ne ha %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>La linea si trova in fretta, poche tessere alla volta, e può non essere la più breve: Risolvi cerca più a lungo una più breve.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>&apos;%1&apos; non è una dimensione: la prima riga deve essere la dimensione del tavoliere, da 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>La dimensione %1 non è supportata: la prima riga deve essere la dimensione del tavoliere, da 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>&apos;%1&apos; inatteso dopo la dimensione: le righe di tessere iniziano alla riga successiva</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>Troppe righe: un tavoliere di dimensione %1 ha %1 righe di tessere</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>Troppi numeri nella riga %1: un tavoliere di dimensione %2 ne ha %2 per riga</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>&apos;%1&apos; non è una tessera: scrivi i numeri da 1 a %2 e 0 o _ per la casella vuota</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>Non c&apos;è nessuna tessera %1 su un tavoliere %2 × %2: le tessere vanno da 1 a %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>Troppo pochi numeri nella riga %1: un tavoliere di dimensione %2 ne ha %2 per riga, questa %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>Troppo poche righe: un tavoliere di dimensione %1 ha %1 righe di tessere, questo %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>Una seconda casella vuota: il tavoliere ne ha esattamente una (la prima è alla riga %1, colonna %2)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>La tessera %1 compare due volte (prima alla riga %2, colonna %3) e il tavoliere non ha casella vuota: scrivi 0 o _ nella casella vuota</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>La tessera %1 compare due volte (prima alla riga %2, colonna %3) e manca la tessera %4</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>Il file è vuoto: la prima riga deve essere la dimensione del tavoliere, da 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>Un Gioco del 15 ha al massimo %1 caselle, 9 × 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>La posizione ha %1 caselle; un Gioco del 15 ne ha 9, 16, 25, 36, 49, 64 o 81 (da 3 × 3 a 9 × 9)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>La tessera %1 non è su un tavoliere %2 × %2: le sue tessere vanno da 1 a %3 e 0 per la casella vuota</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>Il tavoliere ha una seconda casella vuota (0)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>La tessera %1 è due volte sul tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>Un tavoliere del Gioco del 15 è quadrato, da %1 × %1 a %2 × %2.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>Un tavoliere %1 × %1 si crea con esattamente da 1 a %2 scorrimenti, non %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>Un tavoliere %1 × %1 si mescola con da 1 a %2 scorrimenti, non %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>Il numero su ogni tessera conta le tessere più piccole che la seguono in ordine di lettura: %1 coppie simili in tutto, un numero dispari. Il tavoliere risolto non ne ha nessuna.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>Uno scorrimento lungo una riga lascia l&apos;ordine delle tessere com&apos;è. Uno scorrimento lungo una colonna sposta una tessera oltre %1 altre, un numero pari, quindi il conteggio cambia di una quantità pari.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>Quindi il conteggio resta dispari qualunque cosa tu faccia scorrere, e non diventa mai 0.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>Il numero su ogni tessera conta le tessere più piccole che la seguono in ordine di lettura; il numero sulla casella vuota è la sua riga, contata dall&apos;alto. Insieme fanno %1, un numero dispari.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>Sul tavoliere risolto nessuna tessera ne ha una più piccola dopo di sé e la casella vuota è nella riga %1: %1 in tutto, un numero pari.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>Uno scorrimento lungo una riga non cambia né l&apos;ordine delle tessere né la riga della casella vuota. Uno scorrimento lungo una colonna sposta una tessera oltre %1 altre, un numero dispari, quindi il conteggio cambia di una quantità dispari, e la riga della casella vuota di uno: la somma cambia di una quantità pari.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>Quindi la somma resta dispari qualunque cosa tu faccia scorrere, e non diventa mai pari come richiede l&apos;obiettivo.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>&apos;%1&apos; non è una mossa: scrivi il numero della tessera che scorre nella casella vuota, da 1 a %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>Non c&apos;è nessuna tessera %1 su questo tavoliere: le tessere vanno da 1 a %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>La tessera %1 non è accanto alla casella vuota, quindi non può scorrere</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>fai scorrere la tessera %1 a sinistra</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>fai scorrere la tessera %1 a destra</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>fai scorrere la tessera %1 in su</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>fai scorrere la tessera %1 in giù</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1, ogni tessera al suo posto</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1, 1 tessera fuori posto</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1, %2 tessere fuori posto</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>Il file delle tabelle del risolutore %1 non si è più potuto leggere mentre la ricerca lo leggeva (troncato da un altro programma, o un errore del disco), quindi la ricerca è terminata senza risposta; risolvendo di nuovo la tabella viene riletta o costruita</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>Risolvere un tavoliere 4 × 4 richiede %1 MiB per le sue tabelle di pattern, più del limite di memoria di %2 MiB</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>&apos;%1&apos; non può stare in un ID partita: contiene solo lettere, cifre e i caratteri - . _ : #</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>La ricetta inizia con la dimensione: RxC, N o il nome di un tavoliere, ogni numero da 1</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>La difficoltà della ricetta è easy, medium, hard o movesN (esattamente N mosse)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>La ricetta è SIZE.DIFFICULTY.SEED, con le parti separate da &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>La ricetta finisce dopo il suo seme</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>La ricetta finisce dopo il suo seme, o dopo uno qualsiasi di %1 in quest&apos;ordine</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>Un ID partita inizia con il nome del rompicapo, uno tra %1, poi &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>Rompicapo sconosciuto &apos;%1&apos;: un ID partita inizia con uno tra %2, poi &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>Il nome del rompicapo è seguito da &apos;:&apos; e dalla posizione</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>L&apos;ID partita è vuoto: inizia con il nome del rompicapo, uno tra %1, poi &apos;:&apos; e la posizione</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>La posizione viene dopo il nome del rompicapo e &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>La posizione finisce qui, prima di un &apos;#&apos; e di una ricetta facoltativi</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>Questi rompicapi non sono creati su misura, quindi il loro ID partita non ha &apos;#&apos; né ricetta</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>Qui va un numero</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>Il numero %1 è troppo grande qui: il massimo è %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox è già in esecuzione ma non risponde. Chiudilo o aspettalo, poi avvia di nuovo Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox non risponde</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox è già in esecuzione, ma questo avvio non può passargli il suo file (%1). Apri il file da quella finestra, o chiudila e avvia di nuovo Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>Impossibile raggiungere Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>Rompicapi classici con risolutori.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>Mostra la versione e la licenza.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>Una partita salvata o un file di tavoliere da aprire, o un ID partita da giocare.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[file]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>Vinci con un gioco perfetto: resta %n pietra singola al tuo turno, un numero pari.</numerusform>
            <numerusform>Vinci con un gioco perfetto: restano %n pietre singole al tuo turno, un numero pari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>Vinci con un gioco perfetto: resta %n pietra singola al turno del computer, un numero dispari.</numerusform>
            <numerusform>Vinci con un gioco perfetto: restano %n pietre singole al turno del computer, un numero dispari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>Il computer vince con un gioco perfetto: resta %n pietra singola al tuo turno, un numero dispari.</numerusform>
            <numerusform>Il computer vince con un gioco perfetto: restano %n pietre singole al tuo turno, un numero dispari.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>Il computer vince con un gioco perfetto: resta %n pietra singola al suo turno, un numero pari.</numerusform>
            <numerusform>Il computer vince con un gioco perfetto: restano %n pietre singole al suo turno, un numero pari.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>Vinci con un gioco perfetto: la somma nim è %1, non 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>Vinci con un gioco perfetto: la somma nim è 0 al turno del computer.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>Il computer vince con un gioco perfetto: la somma nim è 0 al tuo turno.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>Il computer vince con un gioco perfetto: la somma nim è %1, non 0, al suo turno.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>I mucchi in binario: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>La loro somma nim (ogni cifra binaria contata: dispari dà 1, pari 0): %1 = %2.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>Gioco misère: la somma nim decide finché un mucchio ha due pietre o più; dopo, vince chi muove se il numero di pietre singole è pari.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>Da una somma nim diversa da 0 qualche mossa lascia 0, e da 0 ogni mossa lascia un valore diverso da 0: vince chi lascia 0 dopo ogni mossa.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>Hai vinto.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>Ha vinto il computer.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>Qualunque cosa tu giochi, il computer può rispondere in modo da vincere.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>Qualunque cosa tu giochi, il computer può rispondere in modo da vincere; solo un suo errore ti ridà la partita.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>Una seconda riga di tavoliere: un tavoliere di Nim è una riga di dimensioni dei mucchi (riga %1)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>Nessuna dimensione dei mucchi: un tavoliere di Nim è una riga come 5 4 3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>Prima vengono le dimensioni dei mucchi, poi &apos;misere&apos; o &apos;computer&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>&apos;%1&apos; inatteso: &apos;misere&apos; e &apos;computer&apos; chiudono la riga</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>&apos;%1&apos; non è una dimensione di mucchio: scrivi numeri interi da 0 a 20, poi eventualmente &apos;misere&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>Troppi mucchi: ne sono ammessi al massimo 8</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>Un mucchio di %1 pietre è troppo grande: ne sono ammesse al massimo 20</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>Tutti i mucchi sono vuoti: non c&apos;è nessuna pietra da prendere</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>Nim ha al massimo %1 mucchi</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>Un mucchio ha al massimo %1 pietre</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>Dopo i mucchi vengono solo .misere, .computer, .fallible e .seedN, in quest&apos;ordine</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>Nim si crea vincente o perdente per chi muove, non per un numero di mosse.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>Nim ha da 1 a %1 mucchi.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>Un solo mucchio è sempre vinto da chi muove: prende tutte le pietre.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>&apos;%1&apos; non è una mossa: scrivi la lettera del mucchio e il numero di pietre da prendere, come A3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>Non c&apos;è nessun mucchio %1: i mucchi vanno da A a %2</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>Una mossa prende almeno una pietra</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>Il mucchio %1 è vuoto</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>Il mucchio %1 ha una sola pietra</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>Il mucchio %1 ha solo %2 pietre, quindi non se ne possono prendere %3</translation>
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
            <numerusform>prendi %n pietra dal mucchio %1</numerusform>
            <numerusform>prendi %n pietre dal mucchio %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>Vinci tu</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>Vince il computer</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>Resta 1 pietra, tocca a te</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>Resta 1 pietra, tocca al computer</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>Restano %1 pietre, tocca a te</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>Restano %1 pietre, tocca al computer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>Vinci con un gioco perfetto: prendi %n pietra dal mucchio %1.</numerusform>
            <numerusform>Vinci con un gioco perfetto: prendi %n pietre dal mucchio %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>Vinci con un gioco perfetto, qualunque cosa faccia il computer.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>Il computer potrebbe vincere con un gioco perfetto, ma questa linea vince sfruttando uno dei suoi errori.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>Il computer vince contro qualsiasi gioco; questa linea lo fa durare il più a lungo possibile.</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>La tabella delle posizioni esplorate ha riempito il limite di memoria di %1 dopo %2 posizioni</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>La tabella delle posizioni contate ha riempito il limite di memoria di %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>Ci sono più di 2^64 soluzioni</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>Non si può più lasciare una sola pedina.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>Non si sa ancora se si possa ancora lasciare una sola pedina.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>Non ci sono pedine sul tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>Risolto: resta una pedina, nel foro %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>Nessuna pedina può più saltare.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>La classe di posizione (la regola del tre) non lascia nessun foro per un&apos;ultima pedina.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>Una ricerca di ogni linea da questo inizio, eseguita una volta dal programma %1, lo ha dimostrato.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>Lo dimostra una funzione pagoda: le pedine pesano %1, un&apos;ultima pedina almeno %2.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>La ricerca dell&apos;allenatore ha esaurito il tempo prima di poterlo dire; Risolvi cerca più a lungo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>%n mossa come minimo da qui, contando come una una catena di salti della stessa pedina.</numerusform>
            <numerusform>%n mosse come minimo da qui, contando come una una catena di salti della stessa pedina.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>Si può ancora lasciare una sola pedina: nel foro %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>Si può ancora lasciare una sola pedina: nei fori %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>Si può ancora lasciare una sola pedina: nel foro %1, forse anche in altri.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>Si può ancora lasciare una sola pedina: nei fori %1, forse anche in altri.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>Resta %n salto: ogni salto toglie una pedina.</numerusform>
            <numerusform>Restano %n salti: ogni salto toglie una pedina.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>Non ancora deciso: foro %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>Non ancora decisi: fori %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>Fermato prima di poterlo dire.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>I fori sono colorati per classe di posizione (la regola del tre): ogni salto tocca un foro di ogni colore, quindi cambia di uno il numero di pedine su ciascun colore.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>Quindi i tre conteggi diventano pari o dispari insieme. Ora sono %1, %2 e %3 pedine: tutti dispari.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>Quindi i tre conteggi diventano pari o dispari insieme. Ora sono %1, %2 e %3 pedine: tutti pari.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>Un&apos;ultima pedina richiederebbe un colore con una pedina e due senza: un conteggio dispari e due pari.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>Il numero su ogni foro è il suo peso; le pedine pesano la somma dei numeri sotto di loro.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>Un salto non aumenta mai il peso: i fori da cui e sopra cui salta una pedina pesano almeno quanto il foro in cui atterra.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>Le pedine ora pesano %1; un&apos;ultima pedina nel foro %2 peserebbe %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>Le pedine ora pesano %1; un&apos;ultima pedina in uno qualsiasi dei fori %2 peserebbe almeno %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>La classe di posizione (la regola del tre) tiene un&apos;ultima pedina fuori da ogni altro foro.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>Una ricerca di ogni linea da qui, %n posizione, non ne ha trovata nessuna che lasci una pedina.</numerusform>
            <numerusform>Una ricerca di ogni linea da qui, %n posizioni, non ne ha trovata nessuna che lasci una pedina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>Una ricerca di ogni linea da questo inizio, %n posizione, eseguita una volta dal programma %1, non ne ha trovata nessuna che lasci una pedina.</numerusform>
            <numerusform>Una ricerca di ogni linea da questo inizio, %n posizioni, eseguita una volta dal programma %1, non ne ha trovata nessuna che lasci una pedina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>La tabella delle posizioni ha riempito il limite di memoria di %1 dopo %2 posizioni; è stata trovata una linea di %n mossa, ma non dimostrata minima</numerusform>
            <numerusform>La tabella delle posizioni ha riempito il limite di memoria di %1 dopo %2 posizioni; è stata trovata una linea di %n mosse, ma non dimostrata minima</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>Carattere inatteso &apos;%1&apos;: un tavoliere senza una prima riga &apos;triangle&apos; o &apos;square&apos; è fatto di 15 valori 0 o 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>Trovati %1 valori 0 o 1; un tavoliere senza una prima riga &apos;triangle&apos; o &apos;square&apos; ne deve avere esattamente 15, i fori del triangolo di 15 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>Il tavoliere non ha pedine: 1 è una pedina, 0 un foro vuoto</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>Il tavoliere ha più di %1 righe: un tavoliere occupa al massimo %1 righe di al massimo %1 caselle</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>La riga %1 ha più di %2 caselle: un tavoliere occupa al massimo %2 righe di al massimo %2 caselle</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>Nessuna riga del tavoliere dopo &apos;%1&apos;: scrivi una riga per ogni riga del tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>Carattere inatteso &apos;%1&apos;: una casella è &apos;o&apos; o &apos;1&apos; per una pedina, &apos;.&apos; o &apos;0&apos; per un foro vuoto, &apos;-&apos; per nessun foro</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>Troppe caselle: la riga %1 di un triangolo ne ha %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>Troppo poche caselle: la riga %1 di un triangolo ne ha %2, questa %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>Il tavoliere ha %1 fori; ne sono supportati al massimo %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>Il tavoliere non ha fori: &apos;o&apos; o &apos;1&apos; è una pedina, &apos;.&apos; o &apos;0&apos; un foro vuoto</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>Il tavoliere non ha pedine: &apos;o&apos; o &apos;1&apos; è una pedina</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Il file contiene solo commenti: la prima riga deve essere &apos;triangle&apos; o &apos;square&apos;, poi una riga per ogni riga del tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Il file è vuoto: la prima riga deve essere &apos;triangle&apos; o &apos;square&apos;, poi una riga per ogni riga del tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Manca la forma del tavoliere: la prima riga deve essere &apos;triangle&apos; o &apos;square&apos;, poi una riga per ogni riga del tavoliere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>Forma di tavoliere sconosciuta &apos;%1&apos;: la prima riga deve essere &apos;triangle&apos; o &apos;square&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>&apos;%1&apos; inatteso dopo &apos;%2&apos;: le righe del tavoliere iniziano alla riga successiva</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>Una sequenza di caselle è lunga almeno 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>Una casella è &apos;o&apos; per una pedina, &apos;.&apos; per un foro vuoto, &apos;-&apos; per nessun foro, con le righe separate da &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>Troppe caselle: la riga %1 di un triangolo ne ha %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>Il tavoliere ha più di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>Troppo poche caselle: la riga %1 di un triangolo ne ha %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>Una riga ha almeno una casella: &apos;o&apos;, &apos;.&apos; o &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>Un tavoliere del solitario inizia con il suo reticolo: &apos;t&apos; per un triangolo, &apos;s&apos; per un quadrato</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>Ogni riga del tavoliere inizia con &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>Il tavoliere non ha fori: &apos;o&apos; è una pedina, &apos;.&apos; un foro vuoto</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>Il tavoliere non ha pedine: &apos;o&apos; è una pedina</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>Un tavoliere del Solitario della Bastiglia è un triangolo di lato da %1 a %2, un rettangolo di al massimo %3 × %3, o il tavoliere inglese, europeo, di Wiegleb o il diamante.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>Questo tavoliere è troppo piccolo per un solo salto.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>Questo tavoliere di %1 fori richiede da 1 a %2 salti, non %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>Non è stato trovato nessun inizio di %1 salti su questo tavoliere.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>croce inglese di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>croce europea di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>croce di Wiegleb di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>diamante di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>&apos;%1&apos; non è una mossa: scrivi DA-A con i numeri dei fori, come 11-4</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>Non c&apos;è nessun foro %1 su questo tavoliere: i fori sono numerati da 0 a %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>Nessun salto porta dal foro %1 al foro %2: non sono a due fori di distanza su una linea</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>Il foro %1 non ha nessuna pedina da muovere</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>Il foro %1 non ha nessuna pedina da saltare</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>Il foro %1 non è vuoto: una pedina può atterrare solo in un foro vuoto</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>salta %1 sopra %2 in %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>triangolo di %1 fori</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>rettangolo di %1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>tavoliere di %n foro</numerusform>
            <numerusform>tavoliere di %n fori</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>Resta 1 pedina</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>Restano %1 pedine</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>L&apos;ultima pedina può finire in %n foro: %1.</numerusform>
            <numerusform>L&apos;ultima pedina può finire in %n fori: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>Nessun foro: da questa posizione nessuna linea di salti lascia una sola pedina.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>La ricerca si è arresa; l&apos;ultima pedina può finire in %1, e gli altri fori non sono decisi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n soluzione distinta da questa posizione.</numerusform>
            <numerusform>%n soluzioni distinte da questa posizione.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>Nessuna linea di salti da questa posizione lascia una sola pedina.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>Minimo di pedine che possono restare: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n salto</numerusform>
            <numerusform>%n salti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>La tabella delle posizioni che falliscono ha riempito il limite di memoria di %1 dopo %2 posizioni; non si sa nulla</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>Il foro %1 non è su questo tavoliere: i fori sono numerati da 0 a %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>Nessuna sequenza di salti lascia una pedina nel foro %1, né in nessun altro: dimostrato con una ricerca esaustiva di %2 posizioni (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>Nessuna sequenza di salti lascia una pedina: dimostrato con una ricerca esaustiva di %1 posizioni (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>Nessuna sequenza di salti lascia una pedina nel foro %1: la classe di posizione (regola del tre) lo vieta</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>Nessuna sequenza di salti lascia una pedina: la classe di posizione (regola del tre) vieta ogni foro</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>Nessuna sequenza di salti lascia una pedina nel foro %1; ricerca esaurita di %2 posizioni</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>Nessuna sequenza di salti lascia una pedina; ricerca esaurita di %1 posizioni</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n degli %1 uno sulla riga in alto.</numerusform>
            <numerusform>%n degli %1 uno sulla riga in alto.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>Ogni tavoliere con un 1 per ogni casella della riga in alto è risolvibile.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Risolto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>A %n rotazione dalla soluzione, il minimo.</numerusform>
            <numerusform>A %n rotazioni dalla soluzione, il minimo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>Questo tavoliere non può essere risolto.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>Non noto: la tabella delle distanze non è pronta.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>L&apos;altezza &apos;%1&apos; non è un numero: la prima riga contiene l&apos;altezza e poi la larghezza del tavoliere, come &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>La larghezza &apos;%1&apos; non è un numero: la prima riga contiene l&apos;altezza e poi la larghezza del tavoliere, come &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>L&apos;altezza è %1; un tavoliere ha da 1 a 6 righe</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>La larghezza è %1; un tavoliere ha da 1 a 6 colonne</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>La prima riga è vuota: deve contenere l&apos;altezza e poi la larghezza del tavoliere, come &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Manca la larghezza: la prima riga contiene l&apos;altezza e poi la larghezza del tavoliere, come &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>&apos;%1&apos; inatteso dopo la larghezza: la prima riga contiene solo l&apos;altezza e la larghezza</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>Il tavoliere finisce dopo %1 righe; la prima riga dice che ne ha %2</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>Spazio inatteso: una riga contiene solo le caselle 0 e 1, senza niente in mezzo</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>&apos;%1&apos; inatteso: una riga contiene solo le caselle 0 e 1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>La riga R%1 ha %2 caselle; la prima riga dice che il tavoliere è largo %3</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>Troppe righe: la prima riga dice che il tavoliere ne ha %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Il file è vuoto: la prima riga deve contenere l&apos;altezza e poi la larghezza del tavoliere, come &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>Un Roller-Board ha al massimo %1 righe</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>Una riga di Roller-Board ha al massimo %1 caselle</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>Ogni riga ha tante caselle quante la prima, %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>Le caselle di una riga sono 0 e 1, con le righe separate da &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>Un Roller-Board ha da 1 a %1 righe e da 1 a %1 colonne.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>Ogni tavoliere %1 × %2 è già risolto.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>Nessun tavoliere %1 × %2 richiede esattamente %3 rotazioni: il numero massimo possibile è %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>Il tavoliere ha %n uno; ne servono %1, uno per ogni casella della riga in alto</numerusform>
            <numerusform>Il tavoliere ha %n uno; ne servono %1, uno per ogni casella della riga in alto</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>&apos;%1&apos; non è una rotazione: scrivi R&lt;riga&gt;L o R&lt;riga&gt;R per ruotare una riga a sinistra o a destra, C&lt;colonna&gt;U o C&lt;colonna&gt;D per ruotare una colonna in su o in giù, come R0L</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>Non c&apos;è nessuna riga %1 su questo tavoliere: le righe sono numerate da 0 a %2 dall&apos;alto</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>Non c&apos;è nessuna colonna %1 su questo tavoliere: le colonne sono numerate da 0 a %2 da sinistra</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>ruota la riga %1 a sinistra</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>ruota la riga %1 a destra</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>ruota la colonna %1 in su</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>ruota la colonna %1 in giù</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>%1 di %2 uno sulla riga in alto</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>Risolvere un tavoliere %1 × %2 richiede %3 MiB per la sua tabella delle distanze, più del limite di memoria di %4 MiB</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>Nessuna sequenza di rotazioni porta al tavoliere risolto: una ricerca di ogni tavoliere raggiungibile da esso non incontra mai questo</translation>
    </message>
</context>
</TS>
