<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Rompecabezas clásicos para jugar con el ratón o el teclado, y solucionadores que te muestran el camino.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hecho con Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Página web&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Informar de un error&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>Acerca de Puzzlebox</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>ocupa más de %1 bytes</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>La configuración de %1 no se ha leído (%2) y no se puede apartar.</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>La configuración de %1 no se ha leído (%2): se guarda como %3 y la configuración empieza de cero.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>No se pudo restaurar la partida de la última vez, así que empieza una nueva. %1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>No se pudo restaurar la partida de la última vez, así que empieza una nueva (el archivo dañado se guarda como %1). %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>El historial de esta partida es demasiado largo para guardarlo entero: se guarda sin su primer turno (%Ln), a partir de la posición que le sigue.</numerusform>
            <numerusform>El historial de esta partida es demasiado largo para guardarlo entero: se guarda sin sus primeros %Ln turnos, a partir de la posición que les sigue.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>No se pudo guardar la partida en curso: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>Editar tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>Tu tablero está listo: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>Edición cancelada: la partida queda como estaba.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>Deshacer recupera la partida en curso.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>Cancelar la edición</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>La partida queda como estaba.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>Salir durante el diseño</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>Puzzlebox se cierra; la partida en curso se guarda como estaba.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>Descartar y salir</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>Empieza una partida nueva.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>Descartar y empezar</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>En su lugar se abre %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>Descartar y abrir</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>Pegar tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>Se juega el tablero pegado.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>Descartar y jugar</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>Introducir ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>Se juega la partida con ID %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>¿Descartar el tablero que has hecho?</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>Seguir diseñando</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>Diseñador de tableros</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>Jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Cambia el tablero libremente; desmarca (Hecho) para jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>Cancelar la edic&amp;ión</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>Salir del editor; la partida queda como estaba</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>No hay ningún tablero que dibujar</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>Tablero de Puzzlebox</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>No es un archivo de texto: el byte 0x%1 no es UTF-8 válido</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>No es un archivo de texto: contiene el byte de control 0x%1</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>El archivo es demasiado grande para un archivo de tablero (más de %1 bytes)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>El archivo es demasiado grande (más de %1 bytes)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>No es un archivo normal (una tubería, un dispositivo o un socket), así que no puede ser un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>No existe el archivo</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>Permiso denegado</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>Es una carpeta, no un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>Ningún tipo de tablero lee este texto:</translation>
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
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>Todos los archivos de tablero (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>Jugado: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>¡Resuelto! %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>No quedan movimientos: %1.</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>Tiempo jugado en esta partida: desde tu primer movimiento hasta que se resuelve. Se detiene mientras la ventana está minimizada o hay un diálogo abierto.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>Has ganado con ayuda en %1 y %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>Has ganado en %1 y %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>Resuelto con ayuda en %1 y %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>Resuelto en %1 y %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>¡Nuevo récord!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>Resuelto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>El objetivo está a %n movimiento, el mínimo.</numerusform>
            <numerusform>El objetivo está a %n movimientos, el mínimo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>El objetivo está al alcance: se ha encontrado una línea de %n movimiento.</numerusform>
            <numerusform>El objetivo está al alcance: se ha encontrado una línea de %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>El objetivo está fuera de alcance.</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>Desconocido: la búsqueda se rindió.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>&amp;Entrenador</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>Tras cada movimiento, decir a qué distancia está el objetivo y qué le ha hecho el movimiento</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>Mostrar el por&amp;qué</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>Dibujar en el tablero por qué el objetivo está fuera de alcance</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="253"/>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="101"/>
        <source>The coach waits until the board designed is played.</source>
        <translation>El entrenador espera hasta que se juegue el tablero diseñado.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>Movimientos, según los juzgó el entrenador:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>amarillo</translation>
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
        <translation>El objetivo está al alcance.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>El objetivo está fuera de alcance.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>No se sabe si el objetivo está al alcance.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>Para repetir la búsqueda: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>Ese movimiento perdió el objetivo: ya no se puede alcanzar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>El objetivo ya estaba fuera de alcance antes de ese movimiento.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>Ese movimiento volvió a poner el objetivo al alcance.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>Ese movimiento mantuvo el objetivo al alcance.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>Ese movimiento fue de los mejores: el objetivo está tan cerca como puede estar.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>Ese movimiento mantuvo el objetivo al alcance, pero costó %1 más que el mejor.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>objetivo perdido</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>de nuevo al alcance</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>el mejor</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>Los colores en ese orden: %1.</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>Fácil</translation>
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
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>Exactamente</translation>
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
        <translation>Creando el rompecabezas…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>Juego del &amp;15…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>Diseñando el tablero: Hecho lo juega, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>Haz clic en dos piezas, o pulsa Espacio sobre cada una con las flechas, para intercambiarlas; desmarca (Hecho) para jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>No tiene solución: intercambia dos piezas</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>Haz clic en una pieza en línea con el hueco para deslizarla hacia él, o pulsa una flecha para deslizar la pieza junto al hueco, hasta que los números vayan en orden de lectura con el hueco en la esquina inferior derecha.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>Deslizar la pieza junto al hueco hacia él, en el sentido de la flecha</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>Mover el cursor de casilla en casilla</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>Tomar la casilla bajo el cursor; en otra casilla, intercambiar las dos</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>&amp;Nim…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>Haz clic en una piedra para quitarla junto con todas las que tiene encima (con el teclado: Izquierda y Derecha eligen un montón, Arriba y Abajo cuántas, Espacio las quita); tú y el ordenador jugáis por turnos, y quien quita la última piedra gana (en misère, pierde).</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>Elegir el montón del que quitar</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>Quitar más o menos piedras</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>Quitar las piedras mostradas</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>Deshacer la elección mostrada</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1, en el agujero %2</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>&amp;Senku…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>¿En &amp;qué agujeros puede acabar?</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>Marcar cada agujero en el que puede acabar la última ficha desde la posición actual</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>Resolver hacia un agujero &amp;elegido…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>Haz clic en un agujero: buscar una solución cuya última ficha acabe allí</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>Haz clic en el agujero donde acabar (Esc: cancelar).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>Resolviendo para acabar en el agujero %1…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>Buscando los agujeros finales…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>Contar las distintas líneas de saltos que dejan una ficha (tableros pequeños)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>Diseña el tablero: fichas, agujeros, tamaño y retícula; desmarca (Hecho) para jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>Aún no se puede jugar</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>Haz clic en una ficha y luego en un agujero iluminado para saltar por encima de su vecina, que se retira; deja una sola ficha para ganar. Con el teclado, las flechas mueven un anillo y Espacio toma la ficha y salta.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>Mínimo de movimientos hacia un agujero eleg&amp;ido…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>Haz clic en un agujero: buscar la solución con menos movimientos cuya última ficha acabe allí, y demostrar que no hay ninguna más corta</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>Su última ficha acaba en el agujero %1, marcado en el tablero.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>Mover el anillo de agujero en agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>Tomar la ficha bajo el anillo; en un agujero iluminado, saltar allí</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>Devolver la ficha, o dejar de elegir un agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>Mover el anillo por las casillas del tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>Poner o quitar una ficha; con la herramienta Agujeros, perforar o tapar un agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>&amp;Roller-Board…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>Haz clic en las casillas, o pulsa Espacio en la casilla del cursor, para cambiarlas entre 0 y 1; desmarca (Hecho) para jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>Haz clic en las flechas de los extremos de una fila o columna, o arrastra una casilla a lo largo de ella, para rotarla hasta que cada 1 esté en la fila superior dorada. Con el teclado, las flechas mueven un cursor y Mayús+flecha rota su fila o columna.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>Mover el cursor de casilla en casilla</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>Rotar la fila del cursor a la izquierda o a la derecha</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>Rotar la columna del cursor hacia arriba o hacia abajo</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>Cambiar la casilla del cursor entre 0 y 1</translation>
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
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>Juego del 15</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>Desliza las piezas hasta ponerlas en orden, en tableros de 3 x 3 a 9 x 9.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>Quita piedras de los montones por turnos contra un ordenador que juega a la perfección; la última piedra decide la partida.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>Senku</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>Salta fichas unas sobre otras hasta que quede una sola, en el triángulo, un rectángulo, el tablero inglés, europeo o de Wiegleb, el diamante o un tablero que dibujes tú.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>Rota filas y columnas hasta que todos los unos estén en la fila superior.</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>Tiene solución, pero ya está resuelto: intercambia dos piezas, o usa Mezclar, para hacer un rompecabezas.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>Tiene solución: Hecho empieza este tablero.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>Haz clic en una pieza o en el hueco y luego en otra: las dos se intercambian. Con el teclado, las flechas mueven un cursor y Espacio elige.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>&amp;Piezas por lado:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>P&amp;osición resuelta</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>Cada pieza en su sitio, el hueco en la esquina inferior derecha</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>&amp;Mezclar</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>Un tablero aleatorio que las reglas pueden resolver</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>Intercambiar piezas</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>Cambiar tamaño</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>Posición resuelta</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>Mezclar</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>Nueva partida del Juego del 15</translation>
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
        <translation>&amp;Cuenta atrás (el inicio clásico)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>Las piezas de la mayor a la 1, el hueco al final; la 1 y la 2 se intercambian cuando el tablero tiene un número par de casillas, pues si no no tendría solución.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>Mezcla &amp;aleatoria (siempre con solución)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>Todas las disposiciones con solución son igual de probables.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> deslizamientos</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>&amp;Mínimo de deslizamientos:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>Un tablero cuyo mínimo de deslizamientos es exactamente ese. 3 × 3: fácil de 8 a 15 deslizamientos, media de 16 a 24, difícil de 25 a 31. 4 × 4: fácil de 14 a 25, media de 26 a 39, difícil de 40 a 50; el primer 4 × 4 construye las tablas del solucionador (unos segundos, una sola vez).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>&amp;Deslizamientos desde el objetivo:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>En tableros de 5 × 5 o mayores, ese número de deslizamientos aleatorios desde el objetivo. Puede resolverse con menos: en un tablero tan grande nada demuestra el mínimo.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Tamaño del tablero:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>Ese es el hueco: haz clic en una pieza de su fila o columna para deslizarla hasta él.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>La pieza %1 no está en línea con el hueco: haz clic en una pieza de la fila o columna del hueco.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>Ninguna pieza puede deslizarse en ese sentido: el hueco está en el borde.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>El hueco está elegido: mueve el cursor a una pieza y pulsa Espacio para intercambiarla con el hueco.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>La pieza %1 está elegida: mueve el cursor a otra pieza, o al hueco, y pulsa Espacio para intercambiar las dos.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>El hueco está elegido: haz clic en una pieza para intercambiarla con el hueco.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>La pieza %1 está elegida: haz clic en otra pieza, o en el hueco, para intercambiar las dos.</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>Ima&amp;gen en las piezas</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>&amp;Números en las piezas</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>&amp;Ninguna</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>&amp;Abrir imagen…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>No se puede mostrar la imagen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>Abrir imagen para las piezas</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>Desactivado: sin imagen, las piezas muestran siempre sus números. Elige primero una en Imagen en las piezas.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>Números en las piezas de la imagen</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>Las piezas muestran números, no la imagen: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>Fila %1, columna %2: hueco</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>Fila %1, columna %2: pieza %3, en su sitio</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>Fila %1, columna %2: pieza %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>Abrir partida o tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>No se pudo abrir el archivo; la partida actual no cambia.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>%1 no se ha abierto; la partida actual no cambia.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>Guardar partida como</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>El tablero aún no se puede guardar.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>Guardar tablero como</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>Tablero guardado en %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>No hay ningún tablero que exportar.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>Exportar tablero como imagen</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Imágenes PNG (*.png);;Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>No se puede exportar el tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>Tablero exportado a %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>Exportar movimientos como texto</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>No se pueden exportar los movimientos</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>Movimientos exportados a %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>Tablero copiado al portapapeles.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>El portapapeles contiene más texto que cualquier archivo de tablero (más de %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>No se puede pegar el tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>El portapapeles no contiene un tablero.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>Pegar tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>Se ha pegado un tablero que ya está resuelto: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>Tablero pegado: %1.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>Llenar la pantalla con la ventana, sin su marco; otra vez para salir</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>Partidas de Puzzlebox (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>Ocuparía %1 bytes, más de los %2 que puede tener un archivo</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>No se puede crear la carpeta</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>Partidas y tableros (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>No se puede introducir el ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>No se pudo leer el ID de partida; la partida actual no cambia.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>ID de partida %1 copiado al portapapeles.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>Introducir ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>Empezada la partida con ID %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>ID de partida: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>&amp;Copiar ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>Poner en el portapapeles el ID de la posición en pantalla, para compartir el rompecabezas</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>Introducir I&amp;D de partida…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>Jugar el rompecabezas que indica un ID de partida</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>Introducir ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>Escribe o pega un ID de partida (por ejemplo %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>No se puede introducir el ID de partida</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>No se pudo leer el ID de partida; la partida actual no cambia.

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>El ID de partida acaba demasiado pronto, tras el carácter %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>El ID de partida no es válido en el carácter %1, «%2»: %3.</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>Ocultar el tablero y detener el reloj; P de nuevo reanuda</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>El tablero está oculto y el reloj detenido. Pulsa %1 o Reanudar para continuar.</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>la impresora</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>Imprimir ta&amp;blero…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>Imprimir el tablero en una página, con su solución si quieres</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>Ver la página que imprimiría Imprimir tablero antes de imprimirla</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>No se puede imprimir</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>El tablero aún no se puede imprimir.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>La impresora %1 no está disponible. Elige otra impresora o imprime en un archivo PDF.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>No se puede imprimir en %1. Comprueba que la impresora está lista, o que la carpeta del archivo existe y se puede escribir en ella.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>La impresión en %1 no terminó.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>Incluir la &amp;solución</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>Listar debajo del tablero los movimientos de la solución desde él.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>No se conoce ninguna solución desde este tablero: Resolver encuentra una.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>Imprimir tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>Revisar &amp;movimientos…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>Recorrer los movimientos de la partida con las marcas del entrenador: dónde se perdió el objetivo, qué movimientos costaron de más</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>Movimiento %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>Movimiento %1 y respuesta %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>Movimientos %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>No hay ninguna partida en la que jugar un movimiento.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>La partida está ganada: Deshacer, Jugar otra vez o Partida nueva.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>¿Restaurar la partida de la última vez?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>Puzzlebox no terminó de arrancar la última vez: se detuvo mientras restauraba la partida en curso, que puede ser la causa.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>Aparta esa partida para empezar con una nueva (se guarda con otro nombre junto a ella en %1), o intenta restaurarla una vez más.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>Apartar la partida</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>Restaurar de nuevo</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>No se pudo apartar la partida de la última vez, así que se restaura una vez más.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>La partida de la última vez se guarda como %1; empieza una partida nueva.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>¿Salir sin la partida en curso?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>Si Puzzlebox sale ahora, se pierden los movimientos desde la última vez que se guardó la partida. Seguir intentando la escribe una vez más; Guardar como… la guarda en el archivo que elijas.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>Seguir intentando</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>Salir de todos modos</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>mientras se diseña un tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>Todas las teclas de los menús y del tablero de cada rompecabezas</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>mientras el solucionador busca o se reproduce una solución</translation>
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
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>Las teclas de los menús funcionan en toda la ventana. Las teclas de un tablero funcionan mientras el tablero tiene el foco: haz clic en él, o pulsa Tab hasta que se vea.</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>Menú %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>En el tablero: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>En el diseñador de tableros: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>Predeterminado del &amp;sistema</translation>
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
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>Tus récords en cada tablero jugado: partidas, resueltas, menos movimientos, mejores tiempos</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>Editar &amp;tablero</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Cambia el tablero libremente; desmarca (Hecho) para jugar el tablero que has hecho</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>Acerca &amp;de Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>Guardar la partida en el archivo del que vino; la primera vez, elige dónde</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>E&amp;xportar movimientos como texto…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>Guardar como archivo de texto los movimientos jugados (y la solución mostrada)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>Exportar &amp;tablero como imagen…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>Guardar una imagen del tablero en PNG o SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>&amp;Copiar tablero como texto</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>Copiar la posición actual al portapapeles como texto</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>P&amp;egar tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>Empezar una partida nueva desde un tablero copiado como texto, en cualquier formato de archivo de tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>Re&amp;iniciar</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>Volver al inicio de esta partida</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>Primer pas&amp;o</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>Paso a&amp;trás</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>Paso ade&amp;lante</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>Paso &amp;final</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>Jugar el primer movimiento de una solución</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>Detener el solucionador</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>Buscar una solución desde la posición actual</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>Buscar una solución más &amp;corta</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>Seguir acortando en segundo plano la solución mostrada hasta que elijas Detener</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>&amp;Mínimo de movimientos</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>Buscar una solución con el mínimo de movimientos, siendo un movimiento los pasos seguidos de una misma pieza, y demostrar que no hay ninguna más corta</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>¿Dónde puede &amp;acabar?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>Marcar cada casilla en la que puede acabar una solución desde la posición actual</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>Resolver hacia una casilla &amp;elegida…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>Haz clic en una casilla: buscar una solución que acabe allí</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>Mínimo de movimientos hacia una casilla eleg&amp;ida…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>Haz clic en una casilla: buscar la solución con menos movimientos que acabe allí, y demostrar que no hay ninguna más corta</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>Contar &amp;soluciones</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>Contar las soluciones distintas desde la posición actual (tableros pequeños)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>Movimientos jugados: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>Solución mostrada: %n movimiento, %1 jugados</numerusform>
            <numerusform>Solución mostrada: %n movimientos, %1 jugados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>Solución apartada (la posición no está en ella): %n movimiento</numerusform>
            <numerusform>Solución apartada (la posición no está en ella): %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>Solucionador: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>Ahora: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>Montón</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>Piedras</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>suma nim</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>quitar 1 piedra del montón %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>quitar %1 piedras del montón %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Final misère, y ningún movimiento ganador.&lt;/b&gt; Solo quedan piedras sueltas, %1: un número impar, así que hagas lo que hagas, te quedarás con la última piedra si el ordenador sigue jugando a la perfección.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>Solo quedan piedras sueltas, en número par: quita una y el ordenador se enfrenta a un número impar, así que se lleva la última.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>Solo el montón %1 tiene más de una piedra. Redúcelo a %2 para que quede un número impar de piedras sueltas: a partir de ahí quitáis una por turno y el ordenador se lleva la última.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Final misère: %1.&lt;/b&gt; %2 La suma nim no decide en misère una vez que como mucho un montón tiene dos piedras o más.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> En misère este es el plan correcto mientras dos montones o más tengan dos piedras o más; cerca del final, deja en cambio un número impar de piedras sueltas.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> La pista, %1, alarga la partida lo más posible, para que el ordenador tenga más turnos en los que equivocarse.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La suma nim es 0: no hay ningún movimiento ganador.&lt;/b&gt; Cada movimiento cambia un montón, lo que vuelve impar el número de unos de al menos una columna, así que cualquier movimiento deja una suma nim distinta de cero, y un ordenador perfecto responde volviéndola a 0.%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La suma nim es %1, no 0: puedes ganar. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;El montón %3 pasa de %4 (%5) a %6 (%7): su tamaño XOR la suma nim. Eso invierte exactamente las columnas coloreadas, así que cada columna acaba con un número par de unos y la suma nim pasa a 0. Haga lo que haga después el ordenador, vuelve a ser distinta de cero, y tú siempre puedes devolverla a 0, hasta que te lleves la última piedra.%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>Quitar 1 piedra del montón %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>Quitar %1 piedras del montón %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>Por qué esta pista</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Escribe el tamaño de cada montón en binario y suma cada columna &lt;i&gt;sin llevarte nada&lt;/i&gt;: una columna con un número impar de unos da 1. El resultado es la &lt;b&gt;suma nim&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partida ha terminado.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es el turno del ordenador.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>Esta partida ha terminado. Juego ▸ Nueva ▸ Nim empieza la siguiente.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>Espera un momento: es el turno del ordenador.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>Haz clic en una piedra: se quitan ella y todas las que tiene encima.</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>Nueva partida de Nim</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>&amp;Misère: quien quita la última piedra pierde</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>Perfecto: nunca se salta un movimiento ganador</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>Falible: se equivoca de vez en cuando</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>Mo&amp;ntones:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>Piedras:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>Repartir montones:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>&amp;Primer movimiento:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>&amp;Ordenador:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>Marcador:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>Pon al menos una piedra en la mesa.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>Piedras del montón %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>&amp;Clásico 5, 4, 3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>Montones &amp;aleatorios</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>Fácil: 3 montones de hasta 7 piedras; media: 4 de hasta 12; difícil: 5 de hasta 20.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>que puedes ganar tú</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>que puede ganar el ordenador</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>R&amp;einiciar marcador</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>Quien perdió la última partida (el ordenador)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>Tú (después, quien pierda cada partida)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>Quien perdió la última partida (tú)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>Tú %1, el ordenador %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>Mueves primero y puedes ganar jugando perfecto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>Mueves primero, pero el ordenador puede ganar: pierdes contra un juego perfecto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>El ordenador mueve primero y puede ganar: pierdes contra un juego perfecto.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>El ordenador mueve primero, pero puedes ganar jugando perfecto.</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>Montón %1, posición %2: sin piedra</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>Montón %1, piedra %2 de %3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Hay piedras en montones, marcados A, B, C… Tú y el ordenador jugáis por turnos. Un movimiento quita una o más piedras de un solo montón. Quien quita la última piedra gana; en el juego &lt;i&gt;misère&lt;/i&gt;, quien quita la última piedra pierde.&lt;/p&gt;&lt;p&gt;Señala una piedra: ella y todas las que tiene encima se iluminan. Haz clic para quitarlas. El ordenador responde tras un momento, y el rótulo dice qué ha quitado.&lt;/p&gt;&lt;p&gt;Con el teclado, Izquierda y Derecha eligen un montón y Arriba y Abajo cuántas piedras quitar de su parte superior; Espacio o Intro las quita, y Esc deshace la elección.&lt;/p&gt;&lt;p&gt;El ordenador juega la estrategia perfecta: deja la &lt;b&gt;suma nim&lt;/b&gt; (los tamaños de los montones sumados en binario sin llevarse nada) en cero siempre que puede. &lt;b&gt;Pista&lt;/b&gt; calcula la suma nim por ti y muestra el movimiento ganador, si lo hay. &lt;b&gt;Resolver&lt;/b&gt; muestra la línea de juego perfecto de ambos lados.&lt;/p&gt;&lt;p&gt;Quien pierde una partida empieza la siguiente; el marcador se conserva entre partidas y reinicios. Juego ▸ Nueva ▸ Nim fija los montones (de 1 a 8, de hasta 20 piedras), el juego misère, quién empieza y un ordenador falible.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>Gana el ordenador.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>El ordenador quitó 1 piedra del montón %1. Te toca.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>El ordenador quitó %1 piedras del montón %2. Te toca.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>Te toca: las flechas eligen piedras, Espacio las quita.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>Te toca: haz clic en una piedra para quitarla con todas las de encima.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>Tú %1 : %2 Ordenador</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>El ordenador quitó 1 piedra del montón %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>El ordenador quitó %1 piedras del montón %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>quitar 1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>quitar %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>1 piedra</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>%1 piedras</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>Juego ▸ Nueva ▸ Nim empieza la siguiente partida: empiezas tú.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>Juego ▸ Nueva ▸ Nim empieza la siguiente partida: empieza el ordenador.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>Misère: quien quita la última piedra pierde.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>Quien quita la última piedra gana.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>El ordenador se equivoca de vez en cuando.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>El ordenador juega a la perfección.</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>Triángulo</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>Inglés (33 agujeros)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>Europeo (37 agujeros)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>Wiegleb (45 agujeros)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>Diamante (41 agujeros)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>Fila %1, columna %2: sin agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>Fila %1, columna %2: agujero %3, vacío, la ficha tomada puede caer aquí</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>Fila %1, columna %2: agujero %3, vacío</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>Fila %1, columna %2: agujero %3, ficha, tomada</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>Fila %1, columna %2: agujero %3, ficha</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n agujero</numerusform>
            <numerusform>%n agujeros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>Los agujeros se numeran en orden de lectura.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>Aún no se puede jugar: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>Se puede jugar, pero ya está resuelto: pon otra ficha para hacer un rompecabezas.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>Se puede jugar: Hecho empieza este tablero.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>Un clic en el tablero, o Espacio en el anillo, pone o quita:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>&amp;Fichas</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>Un clic en un agujero le pone una ficha o le quita la suya</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>A&amp;gujeros</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>Un clic en una casilla marcada perfora allí un agujero (con ficha); un clic en un agujero lo tapa</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>&amp;Retícula:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>Cuadrada</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>Triangular</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>Cuadrada: saltos por filas y columnas. Triangular: por filas y por ambas diagonales.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnas:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>&amp;Lado:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>Partir de un tablero &amp;predefinido</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>Cambiar retícula</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>Cambiar tamaño</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>Un tablero tiene como mucho %n agujero: las casillas nuevas no tienen ninguno.</numerusform>
            <numerusform>Un tablero tiene como mucho %n agujeros: las casillas nuevas no tienen ninguno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>Tablero predefinido</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>Aquí no hay agujero: elige la herramienta Agujeros junto al tablero para añadir uno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Ficha añadida en el agujero %1: %n ficha.</numerusform>
            <numerusform>Ficha añadida en el agujero %1: %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Ficha quitada del agujero %1: %n ficha.</numerusform>
            <numerusform>Ficha quitada del agujero %1: %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>Añadir ficha</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>Quitar ficha</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>Un tablero tiene como mucho %n agujero: quita uno antes de añadir otro.</numerusform>
            <numerusform>Un tablero tiene como mucho %n agujeros: quita uno antes de añadir otro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n agujero</numerusform>
            <numerusform>%n agujeros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>Agujero añadido, con ficha: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>Agujero quitado: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>Añadir agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>Quitar agujero</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>Un tablero necesita al menos un agujero con ficha: elige la herramienta Agujeros y haz clic en una casilla.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>Un tablero necesita al menos una ficha: haz clic en un agujero para ponerle una.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>Un tablero necesita al menos un agujero vacío al que saltar: haz clic en una ficha para quitarla.</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>Ficha %1 elegida: mueve el anillo a un agujero resaltado y pulsa Espacio para saltar allí.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>Ficha %1 elegida: haz clic en un agujero resaltado para saltar allí.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>La ficha %1 no tiene salto: necesita una ficha vecina con un agujero vacío justo detrás.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>El agujero %1 está vacío. Elige primero una ficha y luego el agujero al que debe saltar.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>La ficha %1 no puede saltar al agujero %2: una ficha salta sobre una ficha vecina al agujero vacío justo detrás de ella.</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>Ningún agujero elegido.</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>Nuevo Senku</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Forma:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>L&amp;ado:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> agujeros</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnas:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>Agujero &amp;vacío:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>El agujero que queda vacío al empezar; también puedes hacer clic en él en la vista previa</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>El triángulo de 15 agujeros con el agujero 4 vacío</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>&amp;Triángulo clásico</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>Inicio &amp;aleatorio con solución:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>Fichas puestas al azar, obtenidas desde una sola ficha con saltos jugados hacia atrás, así que el inicio siempre se puede resolver hasta una ficha. Fácil, media y difícil piden cada vez más saltos (tablero inglés: de 8 a 15, de 16 a 24, de 25 a 31).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> saltos</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>Creando un inicio aleatorio…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>Un inicio aleatorio que se puede resolver hasta una ficha: Aceptar reparte este.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n agujero, %1 fichas. Haz clic en un agujero para empezar con él vacío.</numerusform>
            <numerusform>%n agujeros, %1 fichas. Haz clic en un agujero para empezar con él vacío.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>Un tablero de un solo agujero no deja sitio para saltar: hazlo más grande.</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>Tus récords los escribió un Puzzlebox más reciente (formato %1; este lee el formato %2), así que se dejan como están: lo que juegues ahora solo cuenta hasta que se cierre Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>No se pudieron leer tus récords, así que empiezan de cero (el archivo dañado se guarda como %1). %2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>No se pudieron leer tus récords (%1), ni apartarlos: no se guardan récords nuevos hasta que se elimine %2.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>No es JSON válido (%1 en el byte %2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>No contiene ninguna lista de tableros.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>Se escribió en otro formato (%1) que el que lee este Puzzlebox (%2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>El tablero %1 está incompleto o tiene un recuento que no es un número entero.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>No se puede crear la carpeta</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>No se pudieron guardar tus récords en %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>&amp;Memoria disponible:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>La memoria máxima que un solucionador puede usar para sus tablas; al llegar a este límite se rinde en vez de responder</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>Los tableros grandes necesitan más memoria. Un solucionador que llega al límite dice que se rindió, nunca que no hay solución.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>&amp;Animación de los movimientos:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>Cuánto dura la animación de un movimiento</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>Desactivada</translation>
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
        <translation>La solución desde este tablero, en %1:</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>Los últimos %1 no cabían en esta página.</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 no está entre %2 y %3; se ajusta a %4.</translation>
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
        <translation>&amp;Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>No se pudo abrir %Ln archivo o ID de partida:</numerusform>
            <numerusform>No se pudieron abrir %Ln archivos o ID de partida:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…y %Ln más.</numerusform>
            <numerusform>…y %Ln más.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>No se puede abrir</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="138"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="143"/>
        <source>%1. Computer: %2</source>
        <translation>%1. Ordenador: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="163"/>
        <source>The coach is reviewing the game…</source>
        <translation>El entrenador está revisando la partida…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>Jugado: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>El mínimo desde el inicio: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>El objetivo se perdió en el movimiento %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>El objetivo estaba fuera de alcance desde el inicio.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>El objetivo nunca se perdió.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>Movimientos que costaron de más: %1, %2 más en total.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>La revisión se detuvo antes del final: el resto no se juzga.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>Fila %1, columna %2: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>Aún no se puede jugar. %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>Se puede jugar, pero ya está resuelto: saca un uno de la fila superior para hacer un rompecabezas.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>Se puede jugar: Hecho empieza este tablero.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>Un clic en una casilla, o Espacio en la del cursor, la cambia entre 0 y 1. El tablero necesita tantos unos como casillas de ancho.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnas:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>Todas las casillas a 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>P&amp;osición resuelta</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>Todos los unos en la fila superior</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>Poner casilla a 1</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>Poner casilla a 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>Cambiar tamaño</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>Posición resuelta</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>Mientras se edita nada rota: Espacio cambia la casilla del cursor entre 0 y 1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>Arrastra una fila hacia un lado o una columna hacia arriba o abajo, o haz clic en las flechas de sus extremos, para rotarla.</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>&amp;Mezclar el tablero resuelto con</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>Tablero &amp;aleatorio: los unos repartidos en cualquier sitio</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>&amp;Mínimo de rotaciones:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> rotaciones</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>Nuevo Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> filas</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> columnas</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> rotaciones</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>Un tablero cuya solución más corta requiere exactamente ese número de rotaciones, o tantas como pida la dificultad: en 6 × 6 fácil de 4 a 7, media de 8 a 11, difícil de 12 a 14.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>&amp;Alto:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>A&amp;ncho:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>Un tablero tiene tantos unos como casillas de ancho; rótalos todos hasta la fila superior.</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;El tablero tiene tantos unos como casillas de ancho. Rota una fila a la izquierda o a la derecha, o una columna hacia arriba o hacia abajo, una casilla cada vez: la casilla que sale por un extremo vuelve a entrar por el otro. El tablero está resuelto cuando todos los unos están en la fila superior, la fila con incrustaciones doradas.&lt;/p&gt;&lt;p&gt;Haz clic en la flecha de cualquiera de los extremos de una fila o columna para rotarla en ese sentido, o arrastra una casilla a lo largo de su fila o columna: la línea rota tantas casillas como la arrastres. Con el teclado, las flechas mueven el cursor y Mayús+flecha rota su fila (Izquierda, Derecha) o su columna (Arriba, Abajo).&lt;/p&gt;&lt;p&gt;Las filas se llaman R0, R1, … desde arriba y las columnas C0, C1, … desde la izquierda, como el tablero muestra a su lado. Una rotación se escribe con el nombre de su línea y su sentido: R2L rota la fila R2 a la izquierda y R2R a la derecha, C1U rota la columna C1 hacia arriba y C1D hacia abajo. El panel de la solución, las partidas guardadas y puzzlebox-cli escriben así las rotaciones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Resolver&lt;/b&gt; busca una solución con el menor número posible de rotaciones; &lt;b&gt;Pista&lt;/b&gt; marca en el tablero la primera rotación de una; púlsala de nuevo para jugar esa rotación.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Juego del 15&lt;/h3&gt;&lt;p&gt;Piezas numeradas llenan una bandeja cuadrada salvo una casilla vacía, el hueco. Desliza hacia el hueco una pieza que esté a su lado; el objetivo es 1, 2, 3… en orden de lectura con el hueco en la esquina inferior derecha. Las piezas que están en su sitio muestran los números en verde.&lt;/p&gt;&lt;p&gt;Haz clic en una pieza junto al hueco para deslizarla, o en una pieza más lejana de la fila o columna del hueco para deslizar toda la hilera a la vez. Las flechas deslizan la pieza junto al hueco en el sentido de la flecha.&lt;/p&gt;&lt;p&gt;La mitad de todas las disposiciones no tiene solución nunca: cada deslizamiento cambia en un paso tanto el orden de las piezas como la distancia del hueco a su esquina, así que sus paridades van unidas. &lt;b&gt;Resolver&lt;/b&gt; lo dice enseguida para una disposición así. Si no, busca el mínimo de movimientos en 3 × 3 y 4 × 4 (la primera resolución de 4 × 4 construye tablas que se guardan para después) y una solución corta, sin demostrar que sea la más corta, en tableros mayores. &lt;b&gt;Pista&lt;/b&gt; marca en el tablero el siguiente movimiento de la solución; púlsala de nuevo para jugarlo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Senku&lt;/h3&gt;&lt;p&gt;Todos los agujeros menos uno tienen una ficha. Una ficha se mueve saltando sobre una ficha vecina hasta un agujero vacío justo detrás de ella; la ficha saltada se retira. En el triángulo, los saltos van por las filas y por ambas diagonales, nunca en vertical.&lt;/p&gt;&lt;p&gt;Haz clic en una ficha para tomarla: se iluminan los agujeros donde puede caer. Haz clic en uno de ellos para saltar, o arrastra la ficha hasta allí y suéltala. Cada salto retira una ficha, así que la mejor partida posible deja una sola.&lt;/p&gt;&lt;p&gt;Con el teclado, las flechas mueven un anillo de agujero en agujero; Espacio o Intro toma la ficha bajo el anillo, y de nuevo sobre un agujero iluminado salta allí. Esc devuelve la ficha.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Resolver&lt;/b&gt; busca un camino hasta una ficha desde la posición actual (o, si no lo hay, el que deja menos fichas); recórrelo con los botones del panel de la solución. &lt;b&gt;Pista&lt;/b&gt; marca en el tablero el siguiente salto de una solución; púlsala de nuevo, o haz clic en el agujero marcado, para jugarlo.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>Antes del movimiento</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>luego</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>Después del movimiento</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>Por ejemplo, el movimiento %1 (marcado a la izquierda).</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>El movimiento %1 de esta lista no se puede jugar: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>Este turno está marcado con «&gt;» pero no sigue a ningún reinicio al que pueda pertenecer</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>Solo el primer turno de una partida puede ser la apertura del ordenador</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>Se esperaba la versión del formato tras «puzzlebox-game»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>Esta partida se guardó en el formato %1 con un Puzzlebox más reciente; este lee el formato %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>Se esperaba cuántos movimientos de la solución se mostraron</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>Se esperaba cuántos turnos jugados contiene el archivo</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>Se esperaba el nombre del archivo como una sola palabra, con sus espacios escritos como códigos de porcentaje</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>Se esperaba la receta como la escribe un ID de partida, SIZE.LEVEL.SEED</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>Un «%» en el nombre de un archivo va seguido de dos dígitos hexadecimales</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>Familia de rompecabezas desconocida</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>Se esperaban los movimientos de este turno</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>Se esperaba el número de turnos jugados</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>Se esperaba el número de movimientos antes de la solución</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>Se esperaba «yes» o «no»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>Se esperaba el mínimo de movimientos que puede tener una solución</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>Se esperaban los milisegundos jugados</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>Se esperaba «played» o «solved»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>Entrada desconocida «%1»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>Se esperaba un turno tras «&gt;»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>Bajo un reinicio solo puede ir un turno</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>La solución empieza tras el movimiento %1, pero solo se jugaron %2 movimientos</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>Se dice que se jugaron %1 turnos, pero la partida solo tiene %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>Se dice que se muestran movimientos, pero la partida no guarda ninguna solución</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>Una solución necesita tanto sus movimientos como «solution-from»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>Una solución necesita tanto sus movimientos como «solution-start»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>La solución tiene %1 movimientos, menos que el mínimo declarado posible, %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>La solución tiene %1 movimientos, menos que los %2 declarados como mostrados</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>Estos rompecabezas no se hacen por encargo, así que no tienen receta</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>Los turnos jugados del archivo necesitan su línea «file» y otros tantos turnos</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>No es una partida guardada de Puzzlebox: debe empezar por «puzzlebox-game»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>La partida no dice qué rompecabezas es (una línea «family»)</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>La partida no tiene sección «board»</translation>
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
        <translation>Solución</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>Preferencias…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>¿&amp;Por qué este movimiento?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;Apartada:&lt;/b&gt; has dejado esta línea. Deshaz o rehaz hasta volver a ella, o vuelve a jugar sus movimientos, y regresará.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>Movimientos de la solución</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>Ritmo:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>Ritmo de reproducción</translation>
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
            <numerusform>Mostrar %Ln movimiento más</numerusform>
            <numerusform>Mostrar %Ln movimientos más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>Inicio</translation>
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
        <translation>%1. Ordenador: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="335"/>
        <source>%1. You: %2</source>
        <comment>step, move</comment>
        <translation>%1. Tú: %2</translation>
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
        <translation>Solución apartada: Deshacer o Rehacer la recupera.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>Reintentar con %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>Se rindió en %1, lo máximo que este ordenador puede dar a una búsqueda.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>Reprod&amp;ucir</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1 busca una solución, %2 muestra el siguiente movimiento y %3 explica el rompecabezas.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>La partida ha terminado: no quedan movimientos, %1. %2 deshace movimientos, y %3 busca entonces un camino desde ahí; %4 vuelve a empezar.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>Pista, línea más cercana: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>Ninguna línea desde aquí alcanza el objetivo. La que más se acerca sigue: %1. Pulsa %2 de nuevo para jugarla.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>Pista: %1. Pulsa %2 de nuevo para jugarla.</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>Resolviendo…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>Respondido (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>Contando las soluciones…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>Contado (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>Buscando una solución de menos de %1 movimientos…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>Buscando el mínimo de movimientos y demostrándolo…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>Se detuvo el solucionador porque la posición cambió.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 Pulsa %2 para detener.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>Una solución en %1, el mínimo posible: cada movimiento son los pasos seguidos de una misma pieza.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>Una solución en %1; todas las soluciones desde esta posición tienen los mismos.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>Una solución en %1, como mucho un %2% más que el mínimo posible: ninguna solución tiene menos de %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>Una solución en %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>Una solución en %1, el mínimo posible.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>Una solución en %1; puede haber otras más cortas.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>Una línea de %1 con las respuestas del ordenador; acaba: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>No hay solución desde donde empieza esta línea; es la que más se acerca: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>Preparando las tablas del solucionador, una espera única… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>Preparando las tablas del solucionador, una espera única que las búsquedas posteriores se ahorran: %1 hasta ahora.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>Acortando… mejor %1 movimientos (de %2), %3, %4 posiciones</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2, %3 posiciones</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 %2 posiciones hasta ahora, %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1, %2 posiciones</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>Se rindió (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>El solucionador se rindió; el panel Solución dice por qué.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>El solucionador se rindió antes de demostrar su respuesta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>El solucionador se rindió antes de encontrar una respuesta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>Detenido (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>Detenido tras %1 posiciones y %2 s, antes de la respuesta de esta búsqueda. La solución listada abajo se encontró antes y sigue siendo válida desde aquí.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>Detenido tras %1 posiciones y %2 s, antes de una respuesta: aún no se sabe nada.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>Solución encontrada en %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>Esta posición ya está resuelta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>Puedes ganar (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>El ordenador puede ganar (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>Sin solución (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>No hay solución desde esta posición.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1. La línea de abajo es la que más se acerca: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>Una solución en %1, sin demostrar que sea la mínima: cada movimiento son los pasos seguidos de una misma pieza.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>No se encontró una solución más corta (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>Acortada de %1 a %2 movimientos (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>Una solución en %1 movimientos, acortada desde %2; puede haber otras más cortas.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>Una solución en %1 movimientos, acortada desde %2; se sigue buscando una más corta.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>Acortando… mejor %1 movimientos (de %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>De %1 a %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>Récords</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>Aún no hay récords. Cada tablero que juegues aparece aquí desde tu primer movimiento en él: cuántas veces lo jugaste y lo resolviste, y tu mínimo de movimientos y mejor tiempo.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>Rompecabezas</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>La posición inicial; pasa el ratón por encima para verla escrita</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>Partidas empezadas en este tablero</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>Resueltas</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>Partidas que resolviste solo, sin movimientos del solucionador ni pistas; contra el ordenador, las partidas que ganaste y perdiste</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>Con ayuda</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>Partidas resueltas después de que el solucionador mostrara movimientos o una pista</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>Menos movimientos</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>De las partidas resueltas solo</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>Mejor tiempo</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>Récord logrado</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>Cuándo se superó un récord por última vez</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>&amp;Borrar récords…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
+%L2 con ayuda</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>Resueltas solo: %L1; con ayuda: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>Logrado el %1</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>%L1 ganadas
%L2 perdidas</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>Partidas ganadas y perdidas contra el ordenador</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>Una partida contra el ordenador: lo que dura depende tanto del ordenador como de ti, así que no establece récords.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>Borrar récords</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar los récords de %n tablero: partidas jugadas y resueltas, menos movimientos y mejores tiempos? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar los récords de %n tableros: partidas jugadas y resueltas, menos movimientos y mejores tiempos? No se puede deshacer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>&amp;Madera</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>Como el &amp;escritorio</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>&amp;Junto al lago</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1 no es un archivo.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1 es demasiado grande para una imagen en las piezas: %2 MB, como mucho %3 MB.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 no es una imagen que Puzzlebox pueda leer: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1 está dañado: no se puede leer su imagen.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>%1 tiene %2 × %3 píxeles, más de los que puede tener una imagen en las piezas (%4 por lado, %5 millones en total).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1 está dañado: no se puede leer su imagen (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>Imágenes (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>Tablero sin solución</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>¿Jugarlo de todos modos? Los movimientos funcionan como siempre, pero el objetivo no se puede alcanzar.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>&amp;Jugar de todos modos</translation>
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
        <translation>Esta posición no tiene solución: sus piezas están a un número impar de intercambios del objetivo, mientras que el hueco está a un número par de pasos de su sitio en la esquina inferior derecha. Cada deslizamiento cambia ambas cuentas en uno, así que nunca llegan a ser pares a la vez, como exige el objetivo. Intercambiar dos piezas cualesquiera le daría solución.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>Esta posición no tiene solución: sus piezas están a un número par de intercambios del objetivo, mientras que el hueco está a un número impar de pasos de su sitio en la esquina inferior derecha. Cada deslizamiento cambia ambas cuentas en uno, así que nunca llegan a ser pares a la vez, como exige el objetivo. Intercambiar dos piezas cualesquiera le daría solución.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Resuelto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>A %n deslizamiento de la solución, el mínimo.</numerusform>
            <numerusform>A %n deslizamientos de la solución, el mínimo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>Este tablero no tiene solución.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>El tablero tiene solución; no se conoce el mínimo de deslizamientos: la búsqueda no terminó.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>La cota cuenta la distancia de cada pieza a su sitio, y dos deslizamientos más por cada pieza que debe salir de su fila o columna para dejar pasar a otra.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>Dos más: el último deslizamiento lleva la ficha %1 o la ficha %2 desde la esquina a su sitio, y cada una debe antes pasar más allá de su sitio para llegar allí.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>Al menos a %n deslizamiento de la solución.</numerusform>
            <numerusform>Al menos a %n deslizamientos de la solución.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>Al menos a %n deslizamiento de la solución; la mejor línea encontrada tiene %1.</numerusform>
            <numerusform>Al menos a %n deslizamientos de la solución; la mejor línea encontrada tiene %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>La línea se encuentra rápido, unas pocas piezas cada vez, y puede no ser la más corta: Resolver busca más tiempo una más corta.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>«%1» no es un tamaño: la primera línea debe ser el tamaño del tablero, de 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>El tamaño %1 no es compatible: la primera línea debe ser el tamaño del tablero, de 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>«%1» inesperado tras el tamaño: las filas de piezas empiezan en la línea siguiente</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>Demasiadas filas: un tablero de tamaño %1 tiene %1 filas de piezas</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>Demasiados números en la fila %1: un tablero de tamaño %2 tiene %2 en cada fila</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>«%1» no es una pieza: escribe los números del 1 al %2 y 0 o _ para el hueco</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>No hay pieza %1 en un tablero de %2 × %2: las piezas van del 1 al %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>Faltan números en la fila %1: un tablero de tamaño %2 tiene %2 en cada fila, esta %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>Faltan filas: un tablero de tamaño %1 tiene %1 filas de piezas, este %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>Un segundo hueco: el tablero tiene exactamente uno (el primero está en la línea %1, columna %2)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>La pieza %1 aparece dos veces (primero en la línea %2, columna %3) y el tablero no tiene hueco: escribe 0 o _ en la casilla vacía</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>La pieza %1 aparece dos veces (primero en la línea %2, columna %3) y falta la pieza %4</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>El archivo está vacío: la primera línea debe ser el tamaño del tablero, de 3 a 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>Un Juego del 15 tiene como mucho %1 casillas, 9 × 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>La posición tiene %1 casillas; un Juego del 15 tiene 9, 16, 25, 36, 49, 64 u 81 (de 3 × 3 a 9 × 9)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>La pieza %1 no está en un tablero de %2 × %2: sus piezas van del 1 al %3 y 0 para el hueco</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>El tablero tiene un segundo hueco (0)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>La pieza %1 está dos veces en el tablero</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>Un tablero del Juego del 15 es cuadrado, de %1 × %1 a %2 × %2.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>Un tablero de %1 × %1 se crea con exactamente de 1 a %2 deslizamientos, no %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>Un tablero de %1 × %1 se mezcla con de 1 a %2 deslizamientos, no %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>El número de cada pieza cuenta las piezas menores que van tras ella en orden de lectura: %1 parejas así en total, un número impar. El tablero resuelto no tiene ninguna.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>Un deslizamiento por una fila deja el orden de las piezas como está. Un deslizamiento por una columna pasa una pieza por delante de otras %1, un número par, así que la cuenta cambia en una cantidad par.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>Así que la cuenta sigue impar deslices lo que deslices, y nunca llega a 0.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>El número de cada pieza cuenta las piezas menores que van tras ella en orden de lectura; el número del hueco es su fila, contada desde arriba. Juntos suman %1, un número impar.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>En el tablero resuelto ninguna pieza tiene una menor detrás y el hueco está en la fila %1: %1 en total, un número par.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>Un deslizamiento por una fila no cambia ni el orden de las piezas ni la fila del hueco. Un deslizamiento por una columna pasa una pieza por delante de otras %1, un número impar, así que la cuenta cambia en una cantidad impar, y la fila del hueco en uno: la suma cambia en una cantidad par.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>Así que la suma sigue impar deslices lo que deslices, y nunca llega a ser par como exige el objetivo.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>«%1» no es un movimiento: escribe el número de la pieza que se desliza al hueco, del 1 al %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>No hay pieza %1 en este tablero: las piezas van del 1 al %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>La pieza %1 no está junto al hueco, así que no puede deslizarse</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>deslizar la pieza %1 a la izquierda</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>deslizar la pieza %1 a la derecha</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>deslizar la pieza %1 hacia arriba</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>deslizar la pieza %1 hacia abajo</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1, cada pieza en su sitio</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1, 1 pieza fuera de su sitio</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1, %2 piezas fuera de su sitio</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>El archivo de tablas del solucionador %1 dejó de poder leerse mientras la búsqueda lo leía (lo recortó otro programa, o hubo un error de disco), así que la búsqueda terminó sin respuesta; al resolver de nuevo se vuelve a leer la tabla o se construye</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>Resolver un tablero de 4 × 4 necesita %1 MiB para sus tablas de patrones, más que el límite de memoria de %2 MiB</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>«%1» no puede estar en un ID de partida: solo tiene letras, dígitos y los caracteres - . _ : #</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>La receta empieza por el tamaño: RxC, N o el nombre de un tablero, cada número desde 1</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>La dificultad de la receta es easy, medium, hard o movesN (exactamente N movimientos)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>La receta es SIZE.DIFFICULTY.SEED, con sus partes separadas por «.»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>La receta acaba tras su semilla</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>La receta acaba tras su semilla, o tras cualquiera de %1 en este orden</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>Un ID de partida empieza por el nombre del rompecabezas, uno de %1, y luego «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>Rompecabezas desconocido «%1»: un ID de partida empieza por uno de %2 y luego «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>Al nombre del rompecabezas le siguen «:» y la posición</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>El ID de partida está vacío: empieza por el nombre del rompecabezas, uno de %1, y luego «:» y la posición</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>La posición va tras el nombre del rompecabezas y «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>La posición acaba aquí, antes de un «#» y una receta opcionales</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>Estos rompecabezas no se hacen por encargo, así que su ID de partida no tiene «#» ni receta</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>Aquí va un número</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>El número %1 es demasiado grande aquí: el máximo es %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox ya se está ejecutando pero no responde. Ciérralo o espéralo, y luego vuelve a iniciar Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox no responde</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox ya se está ejecutando, pero este inicio no puede pasarle su archivo (%1). Abre el archivo desde esa ventana, o ciérrala y vuelve a iniciar Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>No se puede contactar con Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>Rompecabezas clásicos con solucionadores.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>Muestra la versión y la licencia.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>Una partida guardada o un archivo de tablero que abrir, o un ID de partida que jugar.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[archivo]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>Ganas jugando perfecto: queda %n piedra suelta en tu turno, un número par.</numerusform>
            <numerusform>Ganas jugando perfecto: quedan %n piedras sueltas en tu turno, un número par.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>Ganas jugando perfecto: queda %n piedra suelta en el turno del ordenador, un número impar.</numerusform>
            <numerusform>Ganas jugando perfecto: quedan %n piedras sueltas en el turno del ordenador, un número impar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>El ordenador gana jugando perfecto: queda %n piedra suelta en tu turno, un número impar.</numerusform>
            <numerusform>El ordenador gana jugando perfecto: quedan %n piedras sueltas en tu turno, un número impar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>El ordenador gana jugando perfecto: queda %n piedra suelta en su turno, un número par.</numerusform>
            <numerusform>El ordenador gana jugando perfecto: quedan %n piedras sueltas en su turno, un número par.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>Ganas jugando perfecto: la suma nim es %1, no 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>Ganas jugando perfecto: la suma nim es 0 en el turno del ordenador.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>El ordenador gana jugando perfecto: la suma nim es 0 en tu turno.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>El ordenador gana jugando perfecto: la suma nim es %1, no 0, en su turno.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>Los montones en binario: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>Su suma nim (cada dígito binario contado: impar da 1, par 0): %1 = %2.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>Juego misère: la suma nim decide mientras un montón tenga dos piedras o más; después, gana quien mueve cuando el número de piedras sueltas es par.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>Desde una suma nim distinta de 0 algún movimiento deja 0, y desde 0 todo movimiento deja algo distinto de 0: gana quien deja 0 tras cada movimiento.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>Has ganado.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>Ganó el ordenador.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>Juegues lo que juegues, el ordenador puede responder de modo que gane.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>Juegues lo que juegues, el ordenador puede responder de modo que gane; solo un error suyo te devuelve la partida.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>Una segunda línea de tablero: un tablero de Nim es una línea de tamaños de montones (línea %1)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>No hay tamaños de montones: un tablero de Nim es una línea como 5 4 3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>Primero van los tamaños de los montones, luego «misere» o «computer»</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>«%1» inesperado: «misere» y «computer» terminan la línea</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>«%1» no es un tamaño de montón: escribe números enteros de 0 a 20 y, si quieres, «misere»</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>Demasiados montones: se permiten como mucho 8</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>Un montón de %1 piedras es demasiado grande: se permiten como mucho 20</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>Todos los montones están vacíos: no hay ninguna piedra que quitar</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>Nim tiene como mucho %1 montones</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>Un montón tiene como mucho %1 piedras</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>Tras los montones solo van .misere, .computer, .fallible y .seedN, en este orden</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>Nim se crea ganador o perdedor para quien mueve, no para un número de movimientos.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>Nim tiene de 1 a %1 montones.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>Un solo montón lo gana siempre quien mueve: se lleva todas las piedras.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>«%1» no es un movimiento: escribe la letra del montón y el número de piedras que quitar, como A3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>No hay montón %1: los montones van de la A a la %2</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>Un movimiento quita al menos una piedra</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>El montón %1 está vacío</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>El montón %1 solo tiene una piedra</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>El montón %1 solo tiene %2 piedras, así que no se pueden quitar %3</translation>
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
            <numerusform>quitar %n piedra del montón %1</numerusform>
            <numerusform>quitar %n piedras del montón %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>Ganas</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>Gana el ordenador</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>Queda 1 piedra, te toca</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>Queda 1 piedra, le toca al ordenador</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>Quedan %1 piedras, te toca</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>Quedan %1 piedras, le toca al ordenador</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>Ganas jugando perfecto: quita %n piedra del montón %1.</numerusform>
            <numerusform>Ganas jugando perfecto: quita %n piedras del montón %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>Ganas jugando perfecto, haga lo que haga el ordenador.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>El ordenador podría ganar jugando perfecto, pero esta línea gana aprovechando uno de sus errores.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>El ordenador gana contra cualquier juego; esta línea le hace tardar lo más posible.</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>La tabla de posiciones exploradas llenó el límite de memoria de %1 tras %2 posiciones</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>La tabla de posiciones contadas llenó el límite de memoria de %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>Hay más de 2^64 soluciones</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>Ya no se puede dejar una sola ficha.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>Aún no se sabe si se puede dejar una sola ficha.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>No hay fichas en el tablero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>Resuelto: queda una ficha, en el agujero %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>Ninguna ficha puede saltar ya.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>La clase de posición (la regla de tres) no deja ningún agujero para una última ficha.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>Una búsqueda de todas las líneas desde este inicio, hecha una vez con el programa %1, lo demostró.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>Lo demuestra una función pagoda: las fichas pesan %1, una última ficha al menos %2.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>La búsqueda del entrenador se quedó sin tiempo antes de saberlo; Resolver busca durante más tiempo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>%n movimiento como mínimo desde aquí, contando como uno una cadena de saltos de una misma ficha.</numerusform>
            <numerusform>%n movimientos como mínimo desde aquí, contando como uno una cadena de saltos de una misma ficha.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>Aún se puede dejar una sola ficha: en el agujero %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>Aún se puede dejar una sola ficha: en los agujeros %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>Aún se puede dejar una sola ficha: en el agujero %1, quizá también en otros.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>Aún se puede dejar una sola ficha: en los agujeros %1, quizá también en otros.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>Queda %n salto: cada salto quita una ficha.</numerusform>
            <numerusform>Quedan %n saltos: cada salto quita una ficha.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>Aún sin decidir: agujero %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>Aún sin decidir: agujeros %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>Se detuvo antes de saberlo.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>Los agujeros están coloreados según la clase de posición (la regla de tres): cada salto toca un agujero de cada color, así que cambia en uno el número de fichas de cada color.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>Así que las tres cuentas se vuelven pares o impares a la vez. Ahora son %1, %2 y %3 fichas: todas impares.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>Así que las tres cuentas se vuelven pares o impares a la vez. Ahora son %1, %2 y %3 fichas: todas pares.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>Una última ficha necesitaría un color con una ficha y dos sin ninguna: una cuenta impar y dos pares.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>El número de cada agujero es su peso; las fichas pesan la suma de los números que tienen debajo.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>Un salto nunca aumenta el peso: los agujeros desde el que salta una ficha y sobre el que salta pesan al menos tanto como el agujero en el que cae.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>Las fichas pesan ahora %1; una última ficha en el agujero %2 pesaría %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>Las fichas pesan ahora %1; una última ficha en cualquiera de los agujeros %2 pesaría al menos %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>La clase de posición (la regla de tres) impide que una última ficha acabe en cualquier otro agujero.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>Una búsqueda de todas las líneas desde aquí, %n posición, no encontró ninguna que deje una sola ficha.</numerusform>
            <numerusform>Una búsqueda de todas las líneas desde aquí, %n posiciones, no encontró ninguna que deje una sola ficha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>Una búsqueda de todas las líneas desde este inicio, %n posición, hecha una vez con el programa %1, no encontró ninguna que deje una sola ficha.</numerusform>
            <numerusform>Una búsqueda de todas las líneas desde este inicio, %n posiciones, hecha una vez con el programa %1, no encontró ninguna que deje una sola ficha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>La tabla de posiciones llenó el límite de memoria de %1 tras %2 posiciones; se encontró una línea de %n movimiento, pero sin demostrar que sea la mínima</numerusform>
            <numerusform>La tabla de posiciones llenó el límite de memoria de %1 tras %2 posiciones; se encontró una línea de %n movimientos, pero sin demostrar que sea la mínima</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>Carácter inesperado «%1»: un tablero sin primera línea «triangle» o «square» son 15 valores 0 o 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>Se encontraron %1 valores 0 o 1; un tablero sin primera línea «triangle» o «square» debe tener exactamente 15, los agujeros del triángulo de 15 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>El tablero no tiene fichas: 1 es una ficha, 0 un agujero vacío</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>El tablero tiene más de %1 filas: un tablero ocupa como mucho %1 filas de como mucho %1 casillas</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>La fila %1 tiene más de %2 casillas: un tablero ocupa como mucho %2 filas de como mucho %2 casillas</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>No hay filas de tablero tras «%1»: escribe una línea por cada fila del tablero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>Carácter inesperado «%1»: una casilla es «o» o «1» para una ficha, «.» o «0» para un agujero vacío, «-» para ningún agujero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>Demasiadas casillas: la fila %1 de un triángulo tiene %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>Faltan casillas: la fila %1 de un triángulo tiene %2, esta %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>El tablero tiene %1 agujeros; se admiten como mucho %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>El tablero no tiene agujeros: «o» o «1» es una ficha, «.» o «0» un agujero vacío</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>El tablero no tiene fichas: «o» o «1» es una ficha</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>El archivo solo tiene comentarios: la primera línea debe ser «triangle» o «square», y luego una línea por cada fila del tablero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>El archivo está vacío: la primera línea debe ser «triangle» o «square», y luego una línea por cada fila del tablero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Falta la forma del tablero: la primera línea debe ser «triangle» o «square», y luego una línea por cada fila del tablero</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>Forma de tablero desconocida «%1»: la primera línea debe ser «triangle» o «square»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>«%1» inesperado tras «%2»: las filas del tablero empiezan en la línea siguiente</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>Una serie de casillas mide al menos 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>Una casilla es «o» para una ficha, «.» para un agujero vacío, «-» para ningún agujero, con las filas separadas por «_»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>Demasiadas casillas: la fila %1 de un triángulo tiene %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>El tablero tiene más de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>Faltan casillas: la fila %1 de un triángulo tiene %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>Una fila tiene al menos una casilla: «o», «.» o «-»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>Un tablero de senku empieza por su retícula: «t» para un triángulo, «s» para una cuadrada</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>Cada fila del tablero empieza por «_»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>El tablero no tiene agujeros: «o» es una ficha, «.» un agujero vacío</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>El tablero no tiene fichas: «o» es una ficha</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>Un tablero de senku es un triángulo de lado %1 a %2, un rectángulo de como mucho %3 × %3, o el tablero inglés, europeo, de Wiegleb o el diamante.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>Este tablero es demasiado pequeño para un solo salto.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>Este tablero de %1 agujeros admite de 1 a %2 saltos, no %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>No se encontró ningún inicio de %1 saltos en este tablero.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>cruz inglesa de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>cruz europea de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>cruz de Wiegleb de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>diamante de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>«%1» no es un movimiento: escribe ORIGEN-DESTINO con números de agujero, como 11-4</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>No hay agujero %1 en este tablero: los agujeros van numerados del 0 al %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>Ningún salto lleva del agujero %1 al %2: no están a dos agujeros de distancia en una línea</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>El agujero %1 no tiene ficha que mover</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>El agujero %1 no tiene ficha sobre la que saltar</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>El agujero %1 no está vacío: una ficha solo puede caer en un agujero vacío</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>saltar %1 sobre %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>triángulo de %1 agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>rectángulo de %1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>tablero de %n agujero</numerusform>
            <numerusform>tablero de %n agujeros</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>Queda 1 ficha</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>Quedan %1 fichas</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>La última ficha puede acabar en %n agujero: %1.</numerusform>
            <numerusform>La última ficha puede acabar en %n agujeros: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>Ningún agujero: desde esta posición ninguna línea de saltos deja una sola ficha.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>La búsqueda se rindió; la última ficha puede acabar en %1, y los demás agujeros están sin decidir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n solución distinta desde esta posición.</numerusform>
            <numerusform>%n soluciones distintas desde esta posición.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>Ninguna línea de saltos desde esta posición deja una sola ficha.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>Mínimo de fichas que pueden quedar: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n salto</numerusform>
            <numerusform>%n saltos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>La tabla de posiciones que fracasan llenó el límite de memoria de %1 tras %2 posiciones; no se sabe nada</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>El agujero %1 no está en este tablero: los agujeros van numerados del 0 al %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>Ninguna secuencia de saltos deja una ficha en el agujero %1, ni en ningún otro: demostrado con una búsqueda exhaustiva de %2 posiciones (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>Ninguna secuencia de saltos deja una sola ficha: demostrado con una búsqueda exhaustiva de %1 posiciones (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>Ninguna secuencia de saltos deja una ficha en el agujero %1: la clase de posición (regla de tres) lo impide</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>Ninguna secuencia de saltos deja una sola ficha: la clase de posición (regla de tres) lo impide en todos los agujeros</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>Ninguna secuencia de saltos deja una ficha en el agujero %1; búsqueda agotada de %2 posiciones</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>Ninguna secuencia de saltos deja una sola ficha; búsqueda agotada de %1 posiciones</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n de los %1 unos en la fila superior.</numerusform>
            <numerusform>%n de los %1 unos en la fila superior.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>Todo tablero con un 1 por cada casilla de la fila superior tiene solución.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Resuelto.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>A %n rotación de la solución, el mínimo.</numerusform>
            <numerusform>A %n rotaciones de la solución, el mínimo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>Este tablero no tiene solución.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>Desconocido: la tabla de distancias no está lista.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>El alto «%1» no es un número: la primera línea contiene el alto y luego el ancho del tablero, como «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>El ancho «%1» no es un número: la primera línea contiene el alto y luego el ancho del tablero, como «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>El alto es %1; un tablero tiene de 1 a 6 filas</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>El ancho es %1; un tablero tiene de 1 a 6 columnas</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>La primera línea está vacía: debe contener el alto y luego el ancho del tablero, como «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Falta el ancho: la primera línea contiene el alto y luego el ancho del tablero, como «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>«%1» inesperado tras el ancho: la primera línea solo contiene el alto y el ancho</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>El tablero acaba tras %1 filas; la primera línea dice que tiene %2</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>Espacio inesperado: una fila solo contiene las casillas 0 y 1, sin nada entre ellas</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>«%1» inesperado: una fila solo contiene las casillas 0 y 1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>La fila R%1 tiene %2 casillas; la primera línea dice que el tablero tiene %3 de ancho</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>Demasiadas filas: la primera línea dice que el tablero tiene %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>El archivo está vacío: la primera línea debe contener el alto y luego el ancho del tablero, como «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>Un Roller-Board tiene como mucho %1 filas</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>Una fila de Roller-Board tiene como mucho %1 casillas</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>Cada fila tiene tantas casillas como la primera, %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>Las casillas de una fila son 0 y 1, con las filas separadas por «_»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>Un Roller-Board tiene de 1 a %1 filas y de 1 a %1 columnas.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>Todo tablero de %1 × %2 ya está resuelto.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>Ningún tablero de %1 × %2 necesita exactamente %3 rotaciones: el mayor número posible es %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>El tablero tiene %n uno; necesita %1, uno por cada casilla de la fila superior</numerusform>
            <numerusform>El tablero tiene %n unos; necesita %1, uno por cada casilla de la fila superior</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>«%1» no es una rotación: escribe R&lt;fila&gt;L o R&lt;fila&gt;R para rotar una fila a la izquierda o a la derecha, C&lt;columna&gt;U o C&lt;columna&gt;D para rotar una columna hacia arriba o hacia abajo, como R0L</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>No hay fila %1 en este tablero: las filas van numeradas del 0 al %2 desde arriba</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>No hay columna %1 en este tablero: las columnas van numeradas del 0 al %2 desde la izquierda</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>rotar la fila %1 a la izquierda</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>rotar la fila %1 a la derecha</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>rotar la columna %1 hacia arriba</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>rotar la columna %1 hacia abajo</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>%1 de %2 unos en la fila superior</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>Resolver un tablero de %1 × %2 necesita %3 MiB para su tabla de distancias, más que el límite de memoria de %4 MiB</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>Ninguna secuencia de rotaciones lleva al tablero resuelto: una búsqueda de todos los tableros alcanzables desde él nunca encuentra este</translation>
    </message>
</context>
</TS>
