<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
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
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Классические головоломки для игры мышью или с клавиатуры и решатели, которые покажут путь.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Создано с помощью Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Домашняя страница&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Сообщить об ошибке&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Свободное программное обеспечение под лицензией GNU General Public License версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>О программе Puzzlebox</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>он больше %1 байт</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>Настройки в %1 не прочитаны (%2), и их нельзя отложить в сторону.</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>Настройки в %1 не прочитаны (%2): они сохранены как %3, а настройки начинаются заново.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>Не удалось восстановить игру с прошлого раза, поэтому начинается новая. %1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>Не удалось восстановить игру с прошлого раза, поэтому начинается новая (повреждённый файл сохранён как %1). %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>История этой игры слишком длинна, чтобы сохранить её целиком: она сохраняется без первого %Ln хода, начиная с позиции после него.</numerusform>
            <numerusform>История этой игры слишком длинна, чтобы сохранить её целиком: она сохраняется без первых %Ln ходов, начиная с позиции после них.</numerusform>
            <numerusform>История этой игры слишком длинна, чтобы сохранить её целиком: она сохраняется без первых %Ln ходов, начиная с позиции после них.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>Не удалось сохранить текущую игру: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>Редактировать доску</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>Ваша доска готова: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>Редактирование отменено: игра осталась прежней.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>«Отменить» возвращает текущую игру.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>Отменить редактирование</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>Игра остаётся прежней.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>Выход во время конструирования</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>Puzzlebox завершает работу; текущая игра сохраняется в прежнем виде.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>Отбросить и выйти</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>Начинается новая игра.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>Отбросить и начать</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>Вместо этого откроется %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>Отбросить и открыть</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>Вставить доску</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>Будет сыграна вставленная доска.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>Отбросить и играть</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>Ввести ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>Будет сыграна игра с ID %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>Отбросить созданную доску?</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>Продолжить конструирование</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>Конструктор доски</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>Сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Свободно изменяйте доску; снимите флажок (Готово), чтобы сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>Отм&amp;енить изменения</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>Выйти из редактора; игра остаётся прежней</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>Нет доски для рисования</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>Доска Puzzlebox</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>Это не текстовый файл: байт 0x%1 не является допустимым UTF-8</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>Это не текстовый файл: он содержит управляющий байт 0x%1</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>Файл слишком велик для файла доски (больше %1 байт)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>Файл слишком велик (больше %1 байт)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>Это не обычный файл (канал, устройство или сокет), поэтому он не может быть файлом доски</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>Нет такого файла</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>Доступ запрещён</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>Это папка, а не файл доски</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>Ни один вид доски не читает этот текст:</translation>
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
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>Все файлы досок (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>Сыграно: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>Решено! %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>Ходов больше нет: %1.</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>Время игры</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>Время игры в этой партии: от вашего первого хода до решения. Оно останавливается, пока окно свёрнуто или открыт диалог.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>Победа с помощью: %1, %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>Победа: %1, %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>Решено с помощью: %1, %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>Решено: %1, %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>Новый рекорд!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>Решено.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>До цели %n ход, меньше не бывает.</numerusform>
            <numerusform>До цели %n хода, меньше не бывает.</numerusform>
            <numerusform>До цели %n ходов, меньше не бывает.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>Цель достижима: найдена линия из %n хода.</numerusform>
            <numerusform>Цель достижима: найдена линия из %n ходов.</numerusform>
            <numerusform>Цель достижима: найдена линия из %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>Цель недостижима.</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>Неизвестно: поиск сдался.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>&amp;Тренер</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>После каждого хода сообщать, далеко ли цель и что с ней сделал ход</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>Показать &amp;объяснение</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>Нарисовать на доске, почему цель недостижима</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="253"/>
        <source>Computer: %1</source>
        <translation>Компьютер: %1</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="101"/>
        <source>The coach waits until the board designed is played.</source>
        <translation>Тренер ждёт, пока сконструированная доска не будет сыграна.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>Размышление…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>Ходы в оценке тренера:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="24"/>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="23"/>
        <source>The goal is in reach.</source>
        <translation>Цель достижима.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>Цель недостижима.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>Неизвестно, достижима ли цель.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>Чтобы повторить поиск: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>Этот ход потерял цель: её больше не достичь.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>Цель была недостижима ещё до этого хода.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>Этот ход снова сделал цель достижимой.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>После этого хода цель осталась достижимой.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>Этот ход был одним из лучших: цель настолько близка, насколько возможно.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>После этого хода цель осталась достижимой, но он стоил на %1 больше лучшего хода.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>цель потеряна</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>снова достижима</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>Цвета в этом порядке: %1.</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>Лёгкая</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Hard</source>
        <translation>Трудная</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>Ровно</translation>
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
        <translation>Создание головоломки…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>&amp;Пятнашки…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>Конструктор: «Готово» — играть, Esc — отмена.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>Щёлкните две костяшки или нажмите Пробел на каждой, двигаясь стрелками, чтобы поменять их местами; снимите флажок (Готово), чтобы сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>Нерешаемо: поменяйте местами две костяшки</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>Щёлкните костяшку на одной линии с пустой клеткой, чтобы сдвинуть её туда, или нажмите стрелку, чтобы сдвинуть костяшку рядом с пустой клеткой, пока числа не встанут по порядку чтения, а пустая клетка — в правый нижний угол.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>Сдвинуть костяшку рядом с пустой клеткой в неё, по направлению стрелки</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>Перемещать курсор от клетки к клетке</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>Выбрать клетку под курсором; на другой клетке поменять их местами</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>&amp;Ним…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>Щёлкните камень, чтобы взять его и все камни над ним (с клавиатуры: Влево и Вправо выбирают кучку, Вверх и Вниз — сколько, Пробел берёт); вы и компьютер ходите по очереди, и взявший последний камень выигрывает (в поддавках — проигрывает).</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>Выбрать кучку, из которой брать</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>Взять больше или меньше камней</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>Взять показанные камни</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>Отменить показанный выбор</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1, в лунке %2</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>&amp;Солитер…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>&amp;Где может остаться последний колышек?</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>Отметить каждую лунку, в которой может закончить последний колышек от текущей позиции</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>Решить до в&amp;ыбранной лунки…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>Щёлкните лунку: найти решение, последний колышек которого окажется там</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>Щёлкните лунку, в которой нужно закончить (Esc: отмена).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>Решение с окончанием в лунке %1…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>Поиск конечных лунок…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>Подсчитать различные цепочки прыжков, оставляющие один колышек (малые доски)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>Сконструировать доску: колышки, лунки, размер и решётку; снимите флажок (Готово), чтобы сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>Пока нельзя играть</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>Щёлкните колышек, затем подсвеченную лунку, чтобы перепрыгнуть через соседний колышек, который снимается; оставьте один колышек, чтобы победить. С клавиатуры стрелки двигают кольцо, а Пробел поднимает колышек и прыгает.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>&amp;Кратчайшее до выбранной лунки…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>Щёлкните лунку: найти решение с наименьшим числом ходов, последний колышек которого окажется там, и доказать, что короче нет</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>Последний колышек заканчивает в лунке %1, отмеченной на доске.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>Перемещать кольцо от лунки к лунке</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>Поднять колышек под кольцом; на подсвеченной лунке прыгнуть туда</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>Вернуть колышек на место или перестать выбирать лунку</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>Перемещать кольцо по клеткам доски</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>Поставить или убрать колышек; инструментом «Лунки» просверлить или засыпать лунку</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>&amp;Roller-Board…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>Щёлкайте плитки или нажмите Пробел на плитке курсора, чтобы переключать их между 0 и 1; снимите флажок (Готово), чтобы сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>Щёлкните стрелки на концах строки или столбца или перетащите плитку вдоль него, чтобы прокрутить его, пока каждая единица не окажется в золотой верхней строке. С клавиатуры стрелки двигают курсор, а Shift+стрелка прокручивает его строку или столбец.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>Перемещать курсор от плитки к плитке</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>Прокрутить строку курсора влево или вправо</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>Прокрутить столбец курсора вверх или вниз</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>Переключить плитку курсора между 0 и 1</translation>
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
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>Пятнашки</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>Расставьте костяшки обратно по порядку, на досках от 3 x 3 до 9 x 9.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>Ним</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>Берите по очереди камни из кучек против компьютера, который играет безошибочно; исход решает последний камень.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>Солитер</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>Перепрыгивайте колышками друг через друга, пока не останется один, на треугольнике, прямоугольнике, английской, европейской доске или доске Виглеба, ромбе или доске, которую вы нарисуете сами.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>Прокручивайте строки и столбцы по кругу, пока каждая единица не окажется в верхней строке.</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>Решаемо, но уже решено: поменяйте местами две костяшки или нажмите «Перемешать», чтобы получилась головоломка.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>Решаемо: «Готово» начинает эту доску.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>Щёлкните костяшку или пустую клетку, затем другую: они поменяются местами. С клавиатуры стрелки двигают курсор, а Пробел выбирает.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>&amp;Костяшек по стороне:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>&amp;Решённая позиция</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>Каждая костяшка на месте, пустая клетка в правом нижнем углу</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>Пере&amp;мешать</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>Случайная доска, решаемая по правилам</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>Поменять костяшки</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>Изменить размер</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>Решённая позиция</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>Перемешать</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>Новая игра в пятнашки</translation>
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
        <translation>&amp;Обратный отсчёт (классическое начало)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>Костяшки от старшей до 1, пустая клетка в конце; 1 и 2 переставлены, если на доске чётное число клеток, иначе её нельзя было бы решить.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>&amp;Случайное перемешивание (всегда решаемо)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>Любая решаемая расстановка равновероятна.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> сдвигов</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>&amp;Наименьшее число сдвигов:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>Доска, у которой наименьшее число сдвигов ровно такое. 3 × 3: лёгкая 8–15 сдвигов, средняя 16–24, трудная 25–31. 4 × 4: лёгкая 14–25, средняя 26–39, трудная 40–50; первая доска 4 × 4 строит таблицы решателя (несколько секунд, один раз).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>&amp;Сдвигов от цели:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>На досках 5 × 5 и больше — столько случайных сдвигов от цели. Её можно решить и быстрее: на такой большой доске ничто не доказывает минимум.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Размер доски:</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>Начало:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>Это пустая клетка: щёлкните костяшку в её строке или столбце, чтобы сдвинуть её туда.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>Костяшка %1 не на одной линии с пустой клеткой: щёлкните костяшку в строке или столбце пустой клетки.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>Ни одна костяшка не может сдвинуться в эту сторону: пустая клетка у края.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>Выбрана пустая клетка: переместите курсор на костяшку и нажмите Пробел, чтобы поменять её с пустой клеткой.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>Выбрана костяшка %1: переместите курсор на другую костяшку или пустую клетку и нажмите Пробел, чтобы поменять их местами.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>Выбрана пустая клетка: щёлкните костяшку, чтобы поменять её с пустой клеткой.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>Выбрана костяшка %1: щёлкните другую костяшку или пустую клетку, чтобы поменять их местами.</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>&amp;Картинка на костяшках</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>&amp;Номера на костяшках</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>&amp;Открыть изображение…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>Не удалось показать картинку</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>Открыть картинку для костяшек</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>Недоступно: без картинки костяшки всегда показывают номера. Сначала выберите картинку в «Картинка на костяшках».</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>Номера на костяшках картинки</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>Костяшки показывают номера, а не картинку: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>Строка %1, столбец %2: пусто</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>Строка %1, столбец %2: костяшка %3, на месте</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>Строка %1, столбец %2: костяшка %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>Открыть игру или доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>Не удалось открыть файл</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>Не удалось открыть файл; текущая игра не изменилась.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>%1 не открыт; текущая игра не изменилась.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>Не удалось сохранить игру</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>Сохранить игру как</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>Не удалось сохранить доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>Доску пока нельзя сохранить.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>Сохранить доску как</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>Доска сохранена в %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>Нет доски для экспорта.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>Экспорт доски в изображение</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>Изображения PNG (*.png);;Рисунки SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>Не удалось экспортировать доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>Доска экспортирована в %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>Экспорт ходов в текст</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>Не удалось экспортировать ходы</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>Ходы экспортированы в %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>Доска скопирована в буфер обмена.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>В буфере обмена больше текста, чем в любом файле доски (больше %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>Не удалось вставить доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>В буфере обмена нет доски.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>Вставить доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>Вставлена уже решённая доска: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>Вставлена доска: %1.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>Развернуть окно на весь экран, без рамки; повторно — чтобы выйти</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>Игры Puzzlebox (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>Это заняло бы %1 байт, больше допустимых для файла %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>Не удалось создать папку</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>Игры и доски (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>Не удалось ввести ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>Не удалось прочитать ID игры; текущая игра не изменилась.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>ID игры %1 скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>Ввести ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>Начата игра с ID %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>ID игры: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>&amp;Копировать ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>Поместить в буфер обмена ID позиции на экране, чтобы поделиться головоломкой</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>&amp;Ввести ID игры…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>Сыграть в головоломку, заданную ID игры</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>Ввести ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>Введите или вставьте ID игры (например, %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>Не удалось ввести ID игры</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>Не удалось прочитать ID игры; текущая игра не изменилась.

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>ID игры заканчивается слишком рано, после символа %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>ID игры недопустим в символе %1, «%2»: %3.</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>Сыграть снова</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>Скрыть доску и остановить часы; повторное P продолжает</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>Доска скрыта, часы остановлены. Нажмите %1 или «Продолжить», чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>принтер</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>&amp;Печать доски…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>Напечатать доску на одной странице, при желании с решением</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>Предпросмотр пе&amp;чати…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>Посмотреть страницу, которую напечатает «Печать доски», до печати</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>Не удалось напечатать</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>Доску пока нельзя напечатать.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>Принтер %1 недоступен. Выберите другой принтер или печатайте в файл PDF.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>Не удалось напечатать на %1. Проверьте, что принтер готов или что папка файла существует и доступна для записи.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>Печать на %1 не завершилась.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>Включить &amp;решение</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>Перечислить под доской ходы решения от этой позиции.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>Решение от этой доски неизвестно: «Решить» найдёт его.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>Печать доски</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>Предпросмотр печати</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>&amp;Разбор ходов…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>Пройти по ходам игры с отметками тренера: где цель была потеряна, какие ходы стоили лишнего</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>Ход %1 и ответ %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>Ходы %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>Нет игры, в которой можно сделать ход.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>Игра выиграна: «Отменить», «Сыграть снова» или «Новая игра».</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>Восстановить игру с прошлого раза?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>В прошлый раз Puzzlebox не запустился до конца: он остановился при восстановлении текущей игры, что может быть причиной.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>Отложите эту игру, чтобы начать новую (она сохранится под новым именем рядом, в %1), или попробуйте восстановить её ещё раз.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>Отложить игру</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>Восстановить снова</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>Не удалось отложить игру с прошлого раза, поэтому она восстанавливается ещё раз.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>Игра с прошлого раза сохранена как %1; начинается новая игра.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>Выйти без текущей игры?</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>Если Puzzlebox сейчас завершит работу, ходы с последнего сохранения игры будут потеряны. «Пытаться дальше» запишет её ещё раз; «Сохранить как…» сохранит её в выбранный файл.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>Пытаться дальше</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>Всё равно выйти</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>во время конструирования доски</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>Все клавиши меню и доски каждой головоломки</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>пока решатель ищет или воспроизводится решение</translation>
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
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>Клавиши меню работают в любом месте окна. Клавиши доски работают, когда доска в фокусе: щёлкните её или нажимайте Tab, пока фокус не появится.</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>Что они делают</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>Меню %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>На доске: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>В конструкторе доски: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>&amp;Как в системе</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>&amp;Решить</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>Основная панель инструментов</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>Стат&amp;истика…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>Ваши рекорды на каждой сыгранной доске: игры, решения, наименьшее число ходов, лучшее время</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>&amp;Редактировать доску</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>Свободно изменяйте доску; снимите флажок (Готово), чтобы сыграть на созданной доске</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>Пара&amp;метры…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>&amp;О программе Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>&amp;Новая</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>Сохранить игру в файл, из которого она открыта; в первый раз — выбрать, куда</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить к&amp;ак…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>&amp;Экспорт ходов в текст…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>Сохранить сыгранные ходы (и показанное решение) в текстовый файл</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>Экспорт доски в и&amp;зображение…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>Сохранить изображение доски в PNG или SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>&amp;Копировать доску как текст</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>Скопировать текущую позицию в буфер обмена как текст</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>&amp;Вставить доску</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>Начать новую игру с доски, скопированной как текст, в любом формате файла доски</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>Нача&amp;ть заново</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>Вернуться к началу этой игры</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>П&amp;ервый шаг</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>Шаг &amp;назад</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>Шаг &amp;вперёд</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>Пос&amp;ледний шаг</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>Сыграть первый ход решения</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>Остановить решатель</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>Найти решение от текущей позиции</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>Искать &amp;более короткое решение</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>Продолжать в фоне сокращать показанное решение, пока вы не выберете «Стоп»</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>&amp;Минимум ходов</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>Найти решение с наименьшим числом ходов, где ход — это шаги одной фигуры подряд, и доказать, что короче нет</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>&amp;Где может закончиться?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>Отметить каждую клетку, в которой может закончиться решение от текущей позиции</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>Решить до в&amp;ыбранной клетки…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>Щёлкните клетку: найти решение, которое заканчивается там</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>&amp;Кратчайшее до выбранной клетки…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>Щёлкните клетку: найти решение с наименьшим числом ходов, которое заканчивается там, и доказать, что короче нет</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>&amp;Число решений</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>Подсчитать различные решения от текущей позиции (малые доски)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>Начало:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>Сыграно ходов: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>Показанное решение: %n ход, сыграно %1</numerusform>
            <numerusform>Показанное решение: %n хода, сыграно %1</numerusform>
            <numerusform>Показанное решение: %n ходов, сыграно %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>Решение отложено (позиция не на нём): %n ход</numerusform>
            <numerusform>Решение отложено (позиция не на нём): %n хода</numerusform>
            <numerusform>Решение отложено (позиция не на нём): %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>Решатель: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>Кучка</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>Камни</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>ним-сумма</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>взять 1 камень из кучки %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>взять %1 из кучки %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Эндшпиль поддавков, и выигрышного хода нет.&lt;/b&gt; Остались только одиночные камни, %1: нечётное число, поэтому что бы вы ни делали, последний камень достанется вам, если компьютер продолжит играть безошибочно.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>Остались только одиночные камни, чётное число: возьмите один, и у компьютера окажется нечётное число, так что последний возьмёт он.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>Только в кучке %1 больше одного камня. Уменьшите её до %2, чтобы осталось нечётное число одиночных камней: дальше вы берёте по одному по очереди, и последний возьмёт компьютер.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Эндшпиль поддавков: %1.&lt;/b&gt; %2 Ним-сумма перестаёт решать исход в поддавках, когда не более одной кучки содержит два камня или больше.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> В поддавках это правильный план, пока в двух кучках или больше по два камня или больше; ближе к концу оставляйте вместо этого нечётное число одиночных камней.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> Подсказка, %1, дольше всего затягивает игру, так что у компьютера больше всего ходов, чтобы ошибиться.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ним-сумма равна 0: выигрышного хода нет.&lt;/b&gt; Каждый ход меняет одну кучку, из-за чего хотя бы в одном столбце становится нечётное число единиц, поэтому любой ход оставляет ненулевую ним-сумму, а безошибочный компьютер отвечает, снова делая её равной 0.%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ним-сумма равна %1, а не 0: вы можете выиграть. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Кучка %3 меняется с %4 (%5) на %6 (%7): её размер XOR ним-сумма. Это меняет ровно закрашенные столбцы, так что в каждом столбце остаётся чётное число единиц, и ним-сумма становится 0. Что бы ни сделал компьютер дальше, она снова станет ненулевой, а вы всегда сможете вернуть её к 0, пока не возьмёте последний камень.%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>Взять 1 камень из кучки %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>Взять %1 из кучки %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>Почему эта подсказка</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Запишите размер каждой кучки в двоичном виде и сложите каждый столбец &lt;i&gt;без переноса&lt;/i&gt;: столбец с нечётным числом единиц даёт 1. Результат — это &lt;b&gt;ним-сумма&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра окончена.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сейчас ход компьютера.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>Эта игра окончена. Игра ▸ Новая ▸ Ним начинает следующую.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>Подождите: сейчас ход компьютера.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>Щёлкните камень: он и все камни над ним будут взяты.</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>Новая игра в ним</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>&amp;Поддавки: взявший последний камень проигрывает</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>Безошибочный: никогда не упускает выигрышный ход</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>Ошибающийся: время от времени ошибается</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>&amp;Кучки:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>Камни:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>Раздать кучки:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>&amp;Первый ход:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>&amp;Компьютер:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>Счёт:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>Положите на стол хотя бы один камень.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>Камни в кучке %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>&amp;Классика 5, 4, 3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>&amp;Случайные кучки</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>Лёгкая: 3 кучки до 7 камней; средняя: 4 до 12; трудная: 5 до 20.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>в которой можете выиграть вы</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>в которой может выиграть компьютер</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>&amp;Раздать</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>С&amp;бросить счёт</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>Проигравший прошлую игру (компьютер)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>Вы (затем проигравший каждой игры)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>Проигравший прошлую игру (вы)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>Вы %1, компьютер %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>Вы ходите первым и можете выиграть при безошибочной игре.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>Вы ходите первым, но компьютер может выиграть: против безошибочной игры вы проигрываете.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>Компьютер ходит первым и может выиграть: против безошибочной игры вы проигрываете.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>Компьютер ходит первым, но вы можете выиграть при безошибочной игре.</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>Кучка %1, место %2: нет камня</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>Кучка %1, камень %2 из %3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ним&lt;/h3&gt;&lt;p&gt;Камни лежат в кучках, помеченных A, B, C… Вы и компьютер ходите по очереди. Ход берёт один или несколько камней из одной кучки. Взявший последний камень выигрывает; в &lt;i&gt;поддавках&lt;/i&gt; взявший последний камень проигрывает.&lt;/p&gt;&lt;p&gt;Наведите указатель на камень: он и все камни над ним подсветятся. Щёлкните, чтобы взять их. Компьютер отвечает через мгновение, а баннер сообщает, что он взял.&lt;/p&gt;&lt;p&gt;С клавиатуры Влево и Вправо выбирают кучку, Вверх и Вниз — сколько камней взять с её верха; Пробел или Enter берёт их, а Esc отменяет выбор.&lt;/p&gt;&lt;p&gt;Компьютер играет по совершенной стратегии: он делает &lt;b&gt;ним-сумму&lt;/b&gt; (размеры кучек, сложенные в двоичном виде без переноса) нулевой, когда только может. &lt;b&gt;Подсказка&lt;/b&gt; вычисляет за вас ним-сумму и показывает выигрышный ход, если он есть. &lt;b&gt;Решить&lt;/b&gt; показывает линию безошибочной игры за обе стороны.&lt;/p&gt;&lt;p&gt;Проигравший начинает следующую игру; счёт сохраняется между играми и перезапусками. Игра ▸ Новая ▸ Ним задаёт кучки (от 1 до 8, до 20 камней в каждой), поддавки, кто начинает и ошибающийся компьютер.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>Компьютер выиграл.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>Компьютер взял 1 камень из кучки %1. Ваш ход.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>Компьютер взял %1 из кучки %2. Ваш ход.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>Ваш ход: стрелки выбирают камни, Пробел берёт их.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>Ваш ход: щёлкните камень, чтобы взять его и все над ним.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>Вы %1 : %2 Компьютер</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>Компьютер взял 1 камень из кучки %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>Компьютер взял %1 из кучки %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>взять 1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>взять %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>1 камень</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>камней: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>Игра ▸ Новая ▸ Ним начинает следующую игру: первыми ходите вы.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>Игра ▸ Новая ▸ Ним начинает следующую игру: первым ходит компьютер.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>Поддавки: взявший последний камень проигрывает.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>Взявший последний камень выигрывает.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>Компьютер время от времени ошибается.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>Компьютер играет безошибочно.</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>Треугольник</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>Прямоугольник</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>Английская (33 лунки)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>Европейская (37 лунок)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>Виглеба (45 лунок)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>Ромб (41 лунка)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>Строка %1, столбец %2: нет лунки</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>Строка %1, столбец %2: лунка %3, пустая, поднятый колышек может приземлиться сюда</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>Строка %1, столбец %2: лунка %3, пустая</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>Строка %1, столбец %2: лунка %3, колышек, поднят</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>Строка %1, столбец %2: лунка %3, колышек</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n лунка</numerusform>
            <numerusform>%n лунки</numerusform>
            <numerusform>%n лунок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n колышек</numerusform>
            <numerusform>%n колышка</numerusform>
            <numerusform>%n колышков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>Лунки пронумерованы в порядке чтения.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>Пока нельзя играть: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>Можно играть, но уже решено: поставьте ещё один колышек, чтобы получилась головоломка.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>Можно играть: «Готово» начинает эту доску.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>Щелчок по доске или Пробел на кольце добавляет или убирает:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>&amp;Колышки</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>Щелчок по лунке ставит в неё колышек или убирает его</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>&amp;Лунки</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>Щелчок по отмеченной клетке сверлит там лунку (с колышком); щелчок по лунке засыпает её</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>&amp;Решётка:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>Квадратная</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>Треугольная</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>Квадратная: прыжки вдоль строк и столбцов. Треугольная: вдоль строк и обеих диагоналей.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Строки:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>С&amp;толбцы:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>Ст&amp;орона:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>Начать со &amp;встроенной доски</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>Изменить решётку</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>Изменить размер</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>На доске не больше %n лунки: в новых клетках их нет.</numerusform>
            <numerusform>На доске не больше %n лунок: в новых клетках их нет.</numerusform>
            <numerusform>На доске не больше %n лунок: в новых клетках их нет.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>Встроенная доска</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>Здесь нет лунки: выберите инструмент «Лунки» рядом с доской, чтобы добавить её.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Колышек добавлен в лунку %1: %n колышек.</numerusform>
            <numerusform>Колышек добавлен в лунку %1: %n колышка.</numerusform>
            <numerusform>Колышек добавлен в лунку %1: %n колышков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>Колышек убран из лунки %1: %n колышек.</numerusform>
            <numerusform>Колышек убран из лунки %1: %n колышка.</numerusform>
            <numerusform>Колышек убран из лунки %1: %n колышков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>Добавить колышек</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>Убрать колышек</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>На доске не больше %n лунки: уберите одну, прежде чем добавить другую.</numerusform>
            <numerusform>На доске не больше %n лунок: уберите одну, прежде чем добавить другую.</numerusform>
            <numerusform>На доске не больше %n лунок: уберите одну, прежде чем добавить другую.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n лунка</numerusform>
            <numerusform>%n лунки</numerusform>
            <numerusform>%n лунок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n колышек</numerusform>
            <numerusform>%n колышка</numerusform>
            <numerusform>%n колышков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>Лунка добавлена, с колышком: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>Лунка убрана: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>Добавить лунку</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>Убрать лунку</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>Доске нужна хотя бы одна лунка с колышком: выберите инструмент «Лунки» и щёлкните клетку.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>Доске нужен хотя бы один колышек: щёлкните лунку, чтобы поставить в неё колышек.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>Доске нужна хотя бы одна пустая лунка, чтобы в неё прыгнуть: щёлкните колышек, чтобы убрать его.</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>Выбран колышек %1: переместите кольцо на подсвеченную лунку и нажмите Пробел, чтобы прыгнуть туда.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>Выбран колышек %1: щёлкните подсвеченную лунку, чтобы прыгнуть туда.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>Колышку %1 некуда прыгнуть: нужен соседний колышек с пустой лункой сразу за ним.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>Лунка %1 пуста. Сначала выберите колышек, затем лунку, в которую он должен прыгнуть.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>Колышек %1 не может прыгнуть в лунку %2: колышек перепрыгивает через один соседний колышек в пустую лунку сразу за ним.</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>Лунка не выбрана.</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>Новый солитер</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Форма:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>Ст&amp;орона:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> лунок</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Строки:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>С&amp;толбцы:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>&amp;Пустая лунка:</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>Лунка, пустая в начале; её можно также щёлкнуть на превью</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>Треугольник из 15 лунок, лунка 4 пустая</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>К&amp;лассический треугольник</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>&amp;Случайное начало:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>Колышки расставлены случайно, выращены из одного колышка прыжками, сыгранными назад, так что начало всегда решается до одного колышка. Лёгкая, средняя и трудная требуют всё больше прыжков (английская доска: 8–15, 16–24, 25–31).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> прыжков</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>Создание случайного начала…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>Случайное начало, решаемое до одного колышка: OK раздаёт его.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n лунка, колышков: %1. Щёлкните лунку, чтобы начать с ней пустой.</numerusform>
            <numerusform>%n лунки, колышков: %1. Щёлкните лунку, чтобы начать с ней пустой.</numerusform>
            <numerusform>%n лунок, колышков: %1. Щёлкните лунку, чтобы начать с ней пустой.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>На доске из одной лунки негде прыгать: увеличьте её.</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>Ваши рекорды записаны более новой версией Puzzlebox (формат %1; эта читает формат %2), поэтому они остаются как есть: то, во что вы играете сейчас, учитывается только до закрытия Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>Не удалось прочитать ваши рекорды, поэтому они начинаются заново (повреждённый файл сохранён как %1). %2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>Не удалось ни прочитать ваши рекорды (%1), ни отложить их: новые рекорды не сохраняются, пока %2 не будет удалён.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>Это недопустимый JSON (%1 в байте %2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>В нём нет списка досок.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>Он записан в другом формате (%1), чем читает этот Puzzlebox (%2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>Доска %1 в нём неполна или содержит счётчик, который не является целым числом.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>Не удалось создать папку</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>Не удалось сохранить ваши рекорды в %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>&amp;Бюджет памяти:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>Наибольший объём памяти, который решатель может занять под таблицы; на этом пределе он сдаётся, а не отвечает</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> МиБ</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>Большим доскам нужно больше памяти. Решатель, достигший бюджета, сообщает, что сдался, и никогда — что решения нет.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>&amp;Анимация хода:</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>Сколько длится анимация одного хода</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="82"/>
        <source> ms</source>
        <translation> мс</translation>
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
        <translation>Решение от этой доски (%1):</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>Последние (%1) не поместились на эту страницу.</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 не между %2 и %3; установлено %4.</translation>
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
        <translation>&amp;Очистить список</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>Не удалось открыть %Ln файл или ID игры:</numerusform>
            <numerusform>Не удалось открыть %Ln файла или ID игр:</numerusform>
            <numerusform>Не удалось открыть %Ln файлов или ID игр:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…и ещё %Ln.</numerusform>
            <numerusform>…и ещё %Ln.</numerusform>
            <numerusform>…и ещё %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>Не удалось открыть</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="138"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="143"/>
        <source>%1. Computer: %2</source>
        <translation>%1. Компьютер: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="163"/>
        <source>The coach is reviewing the game…</source>
        <translation>Тренер разбирает игру…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>Сыграно: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>Наименьшее от начала: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>Цель потеряна на ходу %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>Цель была недостижима с самого начала.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>Цель ни разу не была потеряна.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>Ходы, стоившие лишнего: %1, всего на %2 больше.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>Разбор остановился до конца: остальное не оценено.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>&amp;Предыдущий</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>&amp;Следующий</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>Строка %1, столбец %2: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>Пока нельзя играть. %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>Можно играть, но уже решено: сдвиньте единицу из верхней строки, чтобы получилась головоломка.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>Можно играть: «Готово» начинает эту доску.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>Щелчок по плитке или Пробел на плитке курсора переключает её между 0 и 1. Доске нужно столько единиц, сколько у неё столбцов.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>&amp;Строки:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>С&amp;толбцы:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>Все плитки 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>&amp;Решённая позиция</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>Все единицы в верхней строке</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>Сделать плитку 1</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>Сделать плитку 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>Изменить размер</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>Решённая позиция</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>При редактировании ничего не прокручивается: Пробел переключает плитку курсора между 0 и 1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>Перетащите строку вбок или столбец вверх или вниз или щёлкните стрелки на его концах, чтобы прокрутить его.</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>&amp;Перемешать решённую доску, сделав</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>&amp;Случайная доска: единицы разбросаны где угодно</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>&amp;Наименьшее число прокруток:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> прокруток</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>Новый Roller-Board</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> строк</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> столбцов</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> прокруток</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>Доска, кратчайшее решение которой требует ровно столько прокруток или столько, сколько требует сложность: на 6 × 6 лёгкая 4–7, средняя 8–11, трудная 12–14.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>&amp;Высота:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>На доске столько единиц, сколько столбцов; прокрутите их все в верхнюю строку.</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;На доске столько единиц, сколько у неё столбцов. Прокручивайте строку влево или вправо или столбец вверх или вниз на одну клетку за раз: плитка, вытолкнутая с одного конца, возвращается с другого. Доска решена, когда каждая единица лежит в верхней строке, инкрустированной золотом.&lt;/p&gt;&lt;p&gt;Щёлкните стрелку на любом конце строки или столбца, чтобы прокрутить его в эту сторону, или перетащите плитку вдоль её строки или столбца: линия прокрутится на столько клеток, на сколько вы её протащите. С клавиатуры стрелки двигают курсор, а Shift+стрелка прокручивает его строку (Влево, Вправо) или столбец (Вверх, Вниз).&lt;/p&gt;&lt;p&gt;Строки называются R0, R1, … сверху, а столбцы C0, C1, … слева, как подписано рядом с доской. Прокрутка записывается именем её линии и направлением (по-английски): R2L прокручивает строку R2 влево, а R2R вправо, C1U прокручивает столбец C1 вверх, а C1D вниз. Панель решения, сохранённые игры и puzzlebox-cli записывают прокрутки так.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Решить&lt;/b&gt; находит решение с наименьшим возможным числом прокруток; &lt;b&gt;Подсказка&lt;/b&gt; отмечает на доске его первую прокрутку; нажмите её снова, чтобы сыграть эту прокрутку.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Пятнашки&lt;/h3&gt;&lt;p&gt;Пронумерованные костяшки заполняют квадратную коробку, кроме одной пустой клетки. Сдвиньте костяшку рядом с пустой клеткой в неё; цель — 1, 2, 3 … в порядке чтения с пустой клеткой в правом нижнем углу. Костяшки на своих местах показывают зелёные номера.&lt;/p&gt;&lt;p&gt;Щёлкните костяшку рядом с пустой клеткой, чтобы сдвинуть её, или костяшку дальше в строке или столбце пустой клетки, чтобы сдвинуть весь ряд сразу. Клавиши со стрелками сдвигают костяшку рядом с пустой клеткой в направлении стрелки.&lt;/p&gt;&lt;p&gt;Половину всех расстановок решить невозможно: каждый сдвиг меняет на один шаг и порядок костяшек, и расстояние пустой клетки от её угла, так что их чётности остаются связаны. &lt;b&gt;Решить&lt;/b&gt; сразу сообщает об этом для такой расстановки. Иначе он находит наименьшее число ходов на 3 × 3 и 4 × 4 (первое решение 4 × 4 строит таблицы, которые сохраняются на будущее), а на больших досках — короткое решение, не доказанно кратчайшее. &lt;b&gt;Подсказка&lt;/b&gt; отмечает на доске следующий ход решения; нажмите её снова, чтобы сыграть его.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Солитер&lt;/h3&gt;&lt;p&gt;Во всех лунках, кроме одной, стоят колышки. Колышек ходит, перепрыгивая через соседний колышек в пустую лунку сразу за ним; перепрыгнутый колышек снимается. На треугольнике прыжки идут вдоль строк и обеих диагоналей, никогда прямо вверх или вниз.&lt;/p&gt;&lt;p&gt;Щёлкните колышек, чтобы поднять его: лунки, куда он может приземлиться, подсветятся. Щёлкните одну из них, чтобы прыгнуть, или перетащите туда колышек и отпустите. Каждый прыжок снимает колышек, поэтому лучшая возможная игра оставляет один колышек.&lt;/p&gt;&lt;p&gt;С клавиатуры стрелки двигают кольцо от лунки к лунке; Пробел или Enter поднимает колышек под кольцом, а повторно на подсвеченной лунке прыгает туда. Esc возвращает колышек.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Решить&lt;/b&gt; находит путь к одному колышку от текущей позиции (или, если его нет, путь, оставляющий меньше всего колышков); проходите его кнопками панели решения. &lt;b&gt;Подсказка&lt;/b&gt; отмечает на доске следующий прыжок решения; нажмите её снова или щёлкните отмеченную лунку, чтобы сыграть его.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>До хода</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>затем</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>После хода</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>Например, ход %1 (отмечен слева).</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>Ход %1 из этого списка нельзя сыграть: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>Этот ход помечен «&gt;», но не следует ни за каким перезапуском, к которому мог бы относиться</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>Только первый ход игры может быть первым ходом компьютера</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>После «puzzlebox-game» ожидалась версия формата</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>Эта игра сохранена в формате %1 более новой версией Puzzlebox; эта читает формат %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>Ожидалось, сколько ходов решения было показано</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>Ожидалось, сколько сыгранных ходов содержит файл</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>Ожидалось имя файла одним словом, пробелы записаны процентными кодами</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>Ожидался рецепт в том виде, как его пишет ID игры, SIZE.LEVEL.SEED</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>За «%» в имени файла следуют две шестнадцатеричные цифры</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>Неизвестное семейство головоломок</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>Ожидались ходы этого хода</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>Ожидалось число сыгранных ходов</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>Ожидалось число ходов до решения</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>Ожидалось «yes» или «no»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>Ожидалось наименьшее число ходов, которое может иметь решение</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>Ожидались сыгранные миллисекунды</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>Ожидалось «played» или «solved»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>Неизвестная запись «%1»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>После «&gt;» ожидался ход</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>Под перезапуском может стоять только ход</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>Решение начинается после хода %1, но сыграно только %2 ходов</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>Указано, что сыграно %1 ходов, но в игре их только %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>Указано, что ходы показаны, но игра не хранит решения</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>Решению нужны и его ходы, и «solution-from»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>Решению нужны и его ходы, и «solution-start»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>В решении %1 ходов, меньше заявленного минимума, %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>В решении %1 ходов, меньше заявленных показанными %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>Эти головоломки не создаются на заказ, поэтому у них нет рецепта</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>Сыгранным ходам в файле нужна его строка «file» и столько же ходов</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>Это не сохранённая игра Puzzlebox: она должна начинаться с «puzzlebox-game»</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>В игре не сказано, какая это головоломка (строка «family»)</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>В игре нет раздела «board»</translation>
    </message>
</context>
<context>
    <name>SearchTime</name>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="6"/>
        <source>%L1 ms</source>
        <translation>%L1 мс</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="7"/>
        <source>%L1 s</source>
        <translation>%L1 с</translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="264"/>
        <source>Solution</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>Параметры…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>&amp;Почему этот ход?</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;Отложено:&lt;/b&gt; вы ушли с этой линии. Вернитесь на неё с помощью «Отменить» или «Повторить» или сыграйте её ходы снова, и она вернётся.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>Ходы решения</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>Темп:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>Темп воспроизведения</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="274"/>
        <location filename="../src/ui/solving/solutiondock.cpp" line="283"/>
        <source>%L1 s</source>
        <translation>%L1 с</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/solutiondock.cpp" line="327"/>
        <source>Show %Ln More Move(s)</source>
        <translation>
            <numerusform>Показать ещё %Ln ход</numerusform>
            <numerusform>Показать ещё %Ln хода</numerusform>
            <numerusform>Показать ещё %Ln ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>Начало</translation>
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
        <translation>%1. Компьютер: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="335"/>
        <source>%1. You: %2</source>
        <comment>step, move</comment>
        <translation>%1. Вы: %2</translation>
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
        <translation>Решение отложено: «Отменить» или «Повторить» вернёт его.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>Попробовать снова с %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>Сдался на %1 — это максимум, который этот компьютер может дать поиску.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1 находит решение, %2 показывает следующий ход, а %3 объясняет головоломку.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>Игра окончена: ходов больше нет, %1. %2 возвращает ходы, а %3 затем найдёт путь дальше оттуда; %4 начинает заново.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>Подсказка, ближайшая линия: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>Ни одна линия отсюда не достигает цели. Ближе всего подходит линия: %1. Нажмите %2 ещё раз, чтобы сыграть её.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>Подсказка: %1. Нажмите %2 ещё раз, чтобы сыграть её.</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>Решение…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>Ответ получен (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>Подсчёт решений…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>Подсчитано (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>Поиск решения короче %1 ходов…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>Поиск наименьшего числа ходов и доказательства…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>Решатель остановлен, потому что позиция изменилась.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 Нажмите %2, чтобы остановить.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>Решение: %1, меньше не бывает; каждый ход — это шаги одной фигуры подряд.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>Решение: %1; у каждого решения от этой позиции столько же.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>Решение: %1, не более чем на %2% больше минимума: ни у одного решения не меньше %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>Решение: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>Решение: %1, меньше не бывает.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>Решение: %1; могут существовать и короче.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>Линия: %1 с ответами компьютера; она заканчивается: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>Нет решения от начала этой линии; ближе всего подходит она: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>Подготовка таблиц решателя, однократное ожидание… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>Подготовка таблиц решателя, однократное ожидание, которого последующие поиски избегут: пока %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>Сокращение… лучшее %1 ходов (из %2), %3, позиций: %4</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2, позиций: %3</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 пока позиций: %2, %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1, позиций: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>Сдался (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>Решатель сдался; панель «Решение» объясняет почему.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>Решатель сдался, прежде чем доказал свой ответ.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>Решатель сдался, прежде чем нашёл ответ.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>Остановлено (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>Остановлено после позиций: %1 и %2 с, до ответа этого поиска. Решение ниже было найдено раньше и по-прежнему ведёт дальше отсюда.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>Остановлено после позиций: %1 и %2 с, до ответа: пока ничего не известно.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>Найдено решение: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>Эта позиция уже решена.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>Вы можете выиграть (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>Компьютер может выиграть (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>Нет решения (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>От этой позиции решения нет.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1. Ближе всего подходит линия ниже: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>Решение: %1, не доказанно кратчайшее; каждый ход — это шаги одной фигуры подряд.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>Более короткое решение не найдено (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>Сокращено с %1 до %2 ходов (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>Решение в %1 ходов, сокращённое с %2; могут существовать и короче.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>Решение в %1 ходов, сокращённое с %2; поиск более короткого продолжается.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>Сокращение… лучшее %1 ходов (из %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>От %1 до %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>Рекордов пока нет. Каждая доска, на которой вы играете, появляется здесь с вашего первого хода: сколько раз вы играли и решили её, а также ваше наименьшее число ходов и лучшее время.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>Головоломка</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>Начальная позиция; наведите на неё указатель, чтобы увидеть её запись</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>Игры, начатые на этой доске</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>Игры, решённые самостоятельно, без ходов решателя и подсказок; против компьютера — выигранные и проигранные игры</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>С помощью</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>Игры, решённые после того, как решатель показал ходы или подсказку</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>Меньше всего ходов</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>Из игр, решённых самостоятельно</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>Рекорд установлен</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>Когда лучший результат был улучшен в последний раз</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>С&amp;бросить рекорды…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
+%L2 с помощью</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>Самостоятельно: %L1; с помощью: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>Установлен %1</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>выиграно: %L1
проиграно: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>Игры, выигранные и проигранные против компьютера</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>Игра против компьютера: её длительность зависит от компьютера так же, как от вас, поэтому рекорда она не устанавливает.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>Сбросить рекорды</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>Забыть рекорды %n доски: сыгранные и решённые игры, наименьшее число ходов и лучшее время? Это нельзя отменить.</numerusform>
            <numerusform>Забыть рекорды %n досок: сыгранные и решённые игры, наименьшее число ходов и лучшее время? Это нельзя отменить.</numerusform>
            <numerusform>Забыть рекорды %n досок: сыгранные и решённые игры, наименьшее число ходов и лучшее время? Это нельзя отменить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>&amp;Дерево</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>Т&amp;ема</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>Как на &amp;рабочем столе</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>&amp;У озера</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1 не существует.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1 не является файлом.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1 слишком велик для картинки на костяшках: %2 МБ, допускается не больше %3 МБ.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 не является изображением, которое Puzzlebox может прочитать: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1 повреждён: изображение не читается.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>У %1 %2 × %3 пикселей, больше, чем может быть у картинки на костяшках (%4 по стороне, %5 млн всего).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1 повреждён: изображение не читается (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>Изображения (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>Нерешаемая доска</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>Всё равно играть? Ходы работают как обычно, но цель недостижима.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>&amp;Всё равно играть</translation>
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
        <translation>Эту позицию нельзя решить: костяшки находятся в нечётном числе перестановок от цели, а пустая клетка — в чётном числе шагов от своего места в правом нижнем углу. Каждый сдвиг меняет оба числа на один, поэтому они никогда не станут чётными одновременно, как требует цель. Перестановка любых двух костяшек сделала бы её решаемой.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>Эту позицию нельзя решить: костяшки находятся в чётном числе перестановок от цели, а пустая клетка — в нечётном числе шагов от своего места в правом нижнем углу. Каждый сдвиг меняет оба числа на один, поэтому они никогда не станут чётными одновременно, как требует цель. Перестановка любых двух костяшек сделала бы её решаемой.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Решено.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n сдвиг до решения, меньше не бывает.</numerusform>
            <numerusform>%n сдвига до решения, меньше не бывает.</numerusform>
            <numerusform>%n сдвигов до решения, меньше не бывает.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>Эту доску нельзя решить.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>Доску можно решить; наименьшее число сдвигов неизвестно: поиск не завершился.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>Оценка учитывает расстояние каждой костяшки до её места и ещё два сдвига за каждую костяшку, которой нужно выйти из своей строки или столбца, чтобы пропустить другую.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>Ещё два: последний сдвиг возвращает костяшку %1 или костяшку %2 из угла на место, и каждой нужно сначала пройти мимо своего места, чтобы попасть туда.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>Не меньше %n сдвига до решения.</numerusform>
            <numerusform>Не меньше %n сдвигов до решения.</numerusform>
            <numerusform>Не меньше %n сдвигов до решения.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>Не меньше %n сдвига до решения; у лучшей найденной линии %1.</numerusform>
            <numerusform>Не меньше %n сдвигов до решения; у лучшей найденной линии %1.</numerusform>
            <numerusform>Не меньше %n сдвигов до решения; у лучшей найденной линии %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>Линия находится быстро, по нескольку костяшек за раз, и может быть не кратчайшей: «Решить» ищет дольше более короткую.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>«%1» — не размер: первая строка должна быть размером доски, от 3 до 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>Размер %1 не поддерживается: первая строка должна быть размером доски, от 3 до 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>Неожиданное «%1» после размера: строки костяшек начинаются со следующей строки</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>Слишком много строк: у доски размера %1 — %1 строк костяшек</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>Слишком много чисел в строке %1: у доски размера %2 в каждой строке их %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>«%1» — не костяшка: пишите числа от 1 до %2 и 0 или _ для пустой клетки</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>На доске %2 × %2 нет костяшки %1: костяшки от 1 до %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>Слишком мало чисел в строке %1: у доски размера %2 в каждой строке их %2, а в этой %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>Слишком мало строк: у доски размера %1 — %1 строк костяшек, а у этой %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>Вторая пустая клетка: на доске ровно одна (первая в строке %1, столбце %2)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>Костяшка %1 встречается дважды (впервые в строке %2, столбце %3), а пустой клетки на доске нет: напишите 0 или _ в пустой клетке</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>Костяшка %1 встречается дважды (впервые в строке %2, столбце %3), а костяшки %4 нет</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>Файл пуст: первая строка должна быть размером доски, от 3 до 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>В пятнашках не больше %1 клеток, 9 × 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>В позиции %1 клеток; в пятнашках их 9, 16, 25, 36, 49, 64 или 81 (от 3 × 3 до 9 × 9)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>Костяшки %1 нет на доске %2 × %2: её костяшки от 1 до %3 и 0 для пустой клетки</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>На доске вторая пустая клетка (0)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>Костяшка %1 на доске дважды</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>Доска пятнашек квадратная, от %1 × %1 до %2 × %2.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>Доска %1 × %1 создаётся ровно за 1–%2 сдвигов, а не %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>Доска %1 × %1 перемешивается 1–%2 сдвигами, а не %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>Число на каждой костяшке считает меньшие костяшки после неё в порядке чтения: всего %1 таких пар, нечётное число. У решённой доски их нет.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>Сдвиг вдоль строки не меняет порядок костяшек. Сдвиг вдоль столбца проводит одну костяшку мимо %1 других, чётного числа, поэтому счёт меняется на чётную величину.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>Значит, счёт остаётся нечётным, что бы вы ни сдвигали, и никогда не станет 0.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>Число на каждой костяшке считает меньшие костяшки после неё в порядке чтения; число на пустой клетке — её строка, считая сверху. Вместе они дают %1, нечётное число.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>На решённой доске ни у одной костяшки нет меньшей после неё, а пустая клетка в строке %1: всего %1, чётное число.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>Сдвиг вдоль строки не меняет ни порядок костяшек, ни строку пустой клетки. Сдвиг вдоль столбца проводит одну костяшку мимо %1 других, нечётного числа, поэтому счёт меняется на нечётную величину, а строка пустой клетки на один: сумма меняется на чётную величину.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>Значит, сумма остаётся нечётной, что бы вы ни сдвигали, и никогда не станет чётной, как требует цель.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>«%1» — не ход: напишите номер костяшки, которая сдвигается в пустую клетку, от 1 до %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>На этой доске нет костяшки %1: костяшки от 1 до %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>Костяшка %1 не рядом с пустой клеткой, поэтому не может сдвинуться</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>сдвинуть костяшку %1 влево</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>сдвинуть костяшку %1 вправо</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>сдвинуть костяшку %1 вверх</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>сдвинуть костяшку %1 вниз</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1, все костяшки на местах</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1, 1 костяшка не на месте</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1, не на месте костяшек: %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>Файл таблицы решателя %1 перестал читаться во время поиска (обрезан другой программой или ошибка диска), поэтому поиск закончился без ответа; повторное решение прочитает таблицу заново или построит её</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>Для решения доски 4 × 4 нужно %1 МиБ на таблицы шаблонов, больше бюджета памяти в %2 МиБ</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>«%1» не может быть в ID игры: в нём только буквы, цифры и символы - . _ : #</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>Рецепт начинается с размера: RxC, N или имя доски, каждое число от 1</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>Сложность в рецепте — easy, medium, hard или movesN (ровно N ходов)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>Рецепт — это SIZE.DIFFICULTY.SEED, части разделены «.»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>Рецепт заканчивается после зерна</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>Рецепт заканчивается после зерна или после любого из %1 в этом порядке</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>ID игры начинается с имени головоломки, одного из %1, затем «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>Неизвестная головоломка «%1»: ID игры начинается с одного из %2, затем «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>За именем головоломки следуют «:» и позиция</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>ID игры пуст: он начинается с имени головоломки, одного из %1, затем «:» и позиция</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>Позиция идёт после имени головоломки и «:»</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>Позиция заканчивается здесь, перед необязательным «#» и рецептом</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>Эти головоломки не создаются на заказ, поэтому в их ID игры нет «#» и рецепта</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>Здесь должно быть число</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>Число %1 здесь слишком велико: максимум %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox уже запущен, но не отвечает. Закройте его или подождите, затем запустите Puzzlebox снова.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox не отвечает</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox уже запущен, но этот запуск не может передать ему свой файл (%1). Откройте файл из того окна или закройте его и запустите Puzzlebox снова.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>Puzzlebox недоступен</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>Классические головоломки с решателями.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>Показывает версию и лицензию.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>Сохранённая игра или файл доски для открытия либо ID игры, чтобы сыграть.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[файл]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>Вы выигрываете при безошибочной игре: на вашем ходу остаётся %n одиночный камень, чётное число.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: на вашем ходу остаётся %n одиночных камня, чётное число.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: на вашем ходу остаётся %n одиночных камней, чётное число.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>Вы выигрываете при безошибочной игре: на ходу компьютера остаётся %n одиночный камень, нечётное число.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: на ходу компьютера остаётся %n одиночных камня, нечётное число.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: на ходу компьютера остаётся %n одиночных камней, нечётное число.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>Компьютер выигрывает при безошибочной игре: на вашем ходу остаётся %n одиночный камень, нечётное число.</numerusform>
            <numerusform>Компьютер выигрывает при безошибочной игре: на вашем ходу остаётся %n одиночных камня, нечётное число.</numerusform>
            <numerusform>Компьютер выигрывает при безошибочной игре: на вашем ходу остаётся %n одиночных камней, нечётное число.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>Компьютер выигрывает при безошибочной игре: на его ходу остаётся %n одиночный камень, чётное число.</numerusform>
            <numerusform>Компьютер выигрывает при безошибочной игре: на его ходу остаётся %n одиночных камня, чётное число.</numerusform>
            <numerusform>Компьютер выигрывает при безошибочной игре: на его ходу остаётся %n одиночных камней, чётное число.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>Вы выигрываете при безошибочной игре: ним-сумма равна %1, а не 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>Вы выигрываете при безошибочной игре: на ходу компьютера ним-сумма равна 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>Компьютер выигрывает при безошибочной игре: на вашем ходу ним-сумма равна 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>Компьютер выигрывает при безошибочной игре: на его ходу ним-сумма равна %1, а не 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>Кучки в двоичном виде: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>Их ним-сумма (каждая двоичная цифра посчитана: нечётно даёт 1, чётно 0): %1 = %2.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>Поддавки: ним-сумма решает исход, пока в какой-нибудь кучке два камня или больше; после этого игрок, чей ход, выигрывает, если число одиночных камней чётное.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>Из ним-суммы, отличной от 0, какой-то ход оставляет 0, а из 0 любой ход оставляет не 0: выигрывает тот, кто после каждого хода оставляет 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>Вы выиграли.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>Компьютер выиграл.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>Что бы вы ни сыграли, компьютер может ответить так, чтобы выиграть.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>Что бы вы ни сыграли, компьютер может ответить так, чтобы выиграть; только его собственная ошибка вернёт вам игру.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>Вторая строка доски: доска ним — это одна строка размеров кучек (строка %1)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>Нет размеров кучек: доска ним — это одна строка, например 5 4 3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>Сначала идут размеры кучек, затем «misere» или «computer»</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>Неожиданное «%1»: «misere» и «computer» завершают строку</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>«%1» — не размер кучки: пишите целые числа от 0 до 20, затем при желании «misere»</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>Слишком много кучек: допускается не больше 8</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>Кучка из %1 камней слишком велика: допускается не больше 20</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>Все кучки пусты: брать нечего</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>В ниме не больше %1 кучек</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>В кучке не больше %1 камней</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>После кучек идут только .misere, .computer, .fallible и .seedN, в этом порядке</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>Ним создаётся выигрышным или проигрышным для игрока, чей ход, а не на число ходов.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>В ниме от 1 до %1 кучек.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>Одну кучку всегда выигрывает игрок, чей ход: он берёт все камни.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>«%1» — не ход: напишите букву кучки и число камней, которые нужно взять, например A3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>Нет кучки %1: кучки от A до %2</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>Ход берёт хотя бы один камень</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>Кучка %1 пуста</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>В кучке %1 только один камень</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>В кучке %1 камней всего %2, поэтому нельзя взять %3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="322"/>
        <source>%1, misère</source>
        <translation>%1, поддавки</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="330"/>
        <source>take %n stone(s) from heap %1</source>
        <translation>
            <numerusform>взять %n камень из кучки %1</numerusform>
            <numerusform>взять %n камня из кучки %1</numerusform>
            <numerusform>взять %n камней из кучки %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>Компьютер выиграл</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>Остался 1 камень, ваш ход</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>Остался 1 камень, ход компьютера</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>Осталось камней: %1, ваш ход</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>Осталось камней: %1, ход компьютера</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>Вы выигрываете при безошибочной игре: возьмите %n камень из кучки %1.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: возьмите %n камня из кучки %1.</numerusform>
            <numerusform>Вы выигрываете при безошибочной игре: возьмите %n камней из кучки %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>Вы выигрываете при безошибочной игре, что бы ни делал компьютер.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>Компьютер мог бы выиграть при безошибочной игре, но эта линия выигрывает на одной из его ошибок.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>Компьютер выигрывает против любой игры; эта линия дольше всего оттягивает это.</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>Таблица исследованных позиций заполнила бюджет памяти %1 после %2 позиций</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>Таблица подсчитанных позиций заполнила бюджет памяти %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>Решений больше 2^64</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>Один колышек оставить уже нельзя.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>Пока неизвестно, можно ли ещё оставить один колышек.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>На доске нет колышков</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>Решено: остался один колышек, в лунке %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>Ни один колышек больше не может прыгнуть.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>Класс позиции (правило трёх) не оставляет ни одной лунки для последнего колышка.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>Это доказал перебор всех линий от этого начала, однажды выполненный программой %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>Это доказывает функция-пагода: колышки весят %1, один последний колышек — не меньше %2.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>Поиску тренера не хватило времени, чтобы ответить; «Решить» ищет дольше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>Отсюда минимум %n ход, цепочка прыжков одного колышка считается за один.</numerusform>
            <numerusform>Отсюда минимум %n хода, цепочка прыжков одного колышка считается за один.</numerusform>
            <numerusform>Отсюда минимум %n ходов, цепочка прыжков одного колышка считается за один.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>Один колышек ещё можно оставить: в лунке %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>Один колышек ещё можно оставить: в лунках %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>Один колышек ещё можно оставить: в лунке %1, возможно, и в других.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>Один колышек ещё можно оставить: в лунках %1, возможно, и в других.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>Остался %n прыжок: каждый прыжок снимает один колышек.</numerusform>
            <numerusform>Осталось %n прыжка: каждый прыжок снимает один колышек.</numerusform>
            <numerusform>Осталось %n прыжков: каждый прыжок снимает один колышек.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>Пока не решено: лунка %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>Пока не решено: лунки %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>Остановлено, прежде чем удалось ответить.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>Лунки раскрашены по классу позиции (правило трёх): каждый прыжок затрагивает по одной лунке каждого цвета, поэтому меняет число колышков на каждом цвете на один.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>Значит, три числа становятся чётными или нечётными вместе. Сейчас колышков %1, %2 и %3: все нечётные.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>Значит, три числа становятся чётными или нечётными вместе. Сейчас колышков %1, %2 и %3: все чётные.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>Для одного последнего колышка нужен один цвет с колышком и два без: одно нечётное число и два чётных.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>Число на каждой лунке — её вес; колышки весят сумму чисел под ними.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>Прыжок никогда не увеличивает вес: лунки, откуда и через которую прыгает колышек, весят не меньше лунки, куда он приземляется.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>Колышки сейчас весят %1; один последний колышек в лунке %2 весил бы %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>Колышки сейчас весят %1; один последний колышек в любой из лунок %2 весил бы не меньше %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>Класс позиции (правило трёх) не пускает последний колышек ни в какую другую лунку.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>Перебор всех линий отсюда, %n позиция, не нашёл ни одной, оставляющей один колышек.</numerusform>
            <numerusform>Перебор всех линий отсюда, %n позиции, не нашёл ни одной, оставляющей один колышек.</numerusform>
            <numerusform>Перебор всех линий отсюда, %n позиций, не нашёл ни одной, оставляющей один колышек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>Перебор всех линий от этого начала, %n позиция, однажды выполненный программой %1, не нашёл ни одной, оставляющей один колышек.</numerusform>
            <numerusform>Перебор всех линий от этого начала, %n позиции, однажды выполненный программой %1, не нашёл ни одной, оставляющей один колышек.</numerusform>
            <numerusform>Перебор всех линий от этого начала, %n позиций, однажды выполненный программой %1, не нашёл ни одной, оставляющей один колышек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>Таблица позиций заполнила бюджет памяти %1 после %2 позиций; найдена линия из %n хода, но не доказано, что она кратчайшая</numerusform>
            <numerusform>Таблица позиций заполнила бюджет памяти %1 после %2 позиций; найдена линия из %n ходов, но не доказано, что она кратчайшая</numerusform>
            <numerusform>Таблица позиций заполнила бюджет памяти %1 после %2 позиций; найдена линия из %n ходов, но не доказано, что она кратчайшая</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>Неожиданный символ «%1»: доска без первой строки «triangle» или «square» — это 15 значений 0 или 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>Найдено значений 0 или 1: %1; у доски без первой строки «triangle» или «square» их должно быть ровно 15, лунки треугольника из 15 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>На доске нет колышков: 1 — колышек, 0 — пустая лунка</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>На доске больше %1 строк: доска занимает не больше %1 строк по не больше %1 клеток</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>В строке %1 больше %2 клеток: доска занимает не больше %2 строк по не больше %2 клеток</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>Нет строк доски после «%1»: пишите по одной строке на каждую строку доски</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>Неожиданный символ «%1»: клетка — это «o» или «1» для колышка, «.» или «0» для пустой лунки, «-» для отсутствия лунки</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>Слишком много клеток: в строке %1 треугольника их %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>Слишком мало клеток: в строке %1 треугольника их %2, а в этой %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>На доске %1 лунок; поддерживается не больше %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>На доске нет лунок: «o» или «1» — колышек, «.» или «0» — пустая лунка</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>На доске нет колышков: «o» или «1» — колышек</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>В файле только комментарии: первая строка должна быть «triangle» или «square», затем по одной строке на каждую строку доски</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Файл пуст: первая строка должна быть «triangle» или «square», затем по одной строке на каждую строку доски</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>Не указана форма доски: первая строка должна быть «triangle» или «square», затем по одной строке на каждую строку доски</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>Неизвестная форма доски «%1»: первая строка должна быть «triangle» или «square»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>Неожиданное «%1» после «%2»: строки доски начинаются со следующей строки</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>Серия клеток имеет длину не меньше 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>Клетка — это «o» для колышка, «.» для пустой лунки, «-» для отсутствия лунки, строки разделены «_»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>Слишком много клеток: в строке %1 треугольника их %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>На доске больше %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>Слишком мало клеток: в строке %1 треугольника их %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>В строке не меньше одной клетки: «o», «.» или «-»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>Доска с колышками начинается с решётки: «t» для треугольника, «s» для квадрата</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>Каждая строка доски начинается с «_»</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>На доске нет лунок: «o» — колышек, «.» — пустая лунка</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>На доске нет колышков: «o» — колышек</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>Доска солитера — это треугольник со стороной от %1 до %2, прямоугольник не больше %3 × %3 или английская, европейская доска, доска Виглеба или ромб.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>Эта доска слишком мала даже для одного прыжка.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>Для этой доски из %1 лунок нужно от 1 до %2 прыжков, а не %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>Начало из %1 прыжков на этой доске не найдено.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>Английский крест из %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>Европейский крест из %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>Крест Виглеба из %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>ромб из %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>«%1» — не ход: напишите ОТКУДА-КУДА номерами лунок, например 11-4</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>На этой доске нет лунки %1: лунки пронумерованы от 0 до %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>Ни один прыжок не ведёт из лунки %1 в лунку %2: они не на расстоянии двух лунок на одной линии</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>В лунке %1 нет колышка, чтобы ходить</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>В лунке %1 нет колышка, через который прыгать</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>Лунка %1 не пуста: колышек может приземлиться только в пустую лунку</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>прыжок %1 через %2 в %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>треугольник из %1 лунок</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>прямоугольник %1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>доска из %n лунки</numerusform>
            <numerusform>доска из %n лунок</numerusform>
            <numerusform>доска из %n лунок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>Остался 1 колышек</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>Осталось колышков: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>Последний колышек может закончить в %n лунке: %1.</numerusform>
            <numerusform>Последний колышек может закончить в %n лунках: %1.</numerusform>
            <numerusform>Последний колышек может закончить в %n лунках: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>Ни одной лунки: от этой позиции ни одна цепочка прыжков не оставляет один колышек.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>Поиск сдался; последний колышек может закончить в %1, а остальные лунки не определены.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n различное решение от этой позиции.</numerusform>
            <numerusform>%n различных решения от этой позиции.</numerusform>
            <numerusform>%n различных решений от этой позиции.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>Ни одна цепочка прыжков от этой позиции не оставляет один колышек.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>Наименьшее число колышков, которое может остаться: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n прыжок</numerusform>
            <numerusform>%n прыжка</numerusform>
            <numerusform>%n прыжков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>Таблица неудачных позиций заполнила бюджет памяти %1 после %2 позиций; ничего не известно</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>Лунки %1 нет на этой доске: лунки пронумерованы от 0 до %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек в лунке %1 или в любой другой: доказано полным перебором %2 позиций (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек: доказано полным перебором %1 позиций (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек в лунке %1: это запрещает класс позиции (правило трёх)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек: класс позиции (правило трёх) запрещает каждую лунку</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек в лунке %1; перебор %2 позиций завершён</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>Ни одна цепочка прыжков не оставляет один колышек; перебор %1 позиций завершён</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n из %1 единиц в верхней строке.</numerusform>
            <numerusform>%n из %1 единиц в верхней строке.</numerusform>
            <numerusform>%n из %1 единиц в верхней строке.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>Любую доску, где по одной единице на каждую клетку верхней строки, можно решить.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>Решено.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n прокрутка до решения, меньше не бывает.</numerusform>
            <numerusform>%n прокрутки до решения, меньше не бывает.</numerusform>
            <numerusform>%n прокруток до решения, меньше не бывает.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>Эту доску нельзя решить.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>Неизвестно: таблица расстояний не готова.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Высота «%1» — не число: первая строка содержит высоту, затем ширину доски, например «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Ширина «%1» — не число: первая строка содержит высоту, затем ширину доски, например «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>Высота %1; у доски от 1 до 6 строк</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>Ширина %1; у доски от 1 до 6 столбцов</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Первая строка пуста: она должна содержать высоту, затем ширину доски, например «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Нет ширины: первая строка содержит высоту, затем ширину доски, например «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>Неожиданное «%1» после ширины: первая строка содержит только высоту и ширину</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>Доска заканчивается после %1 строк; первая строка говорит, что их %2</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>Неожиданный пробел: строка содержит только клетки 0 и 1, без ничего между ними</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>Неожиданное «%1»: строка содержит только клетки 0 и 1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>В строке R%1 %2 клеток; первая строка говорит, что ширина доски %3</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>Слишком много строк: первая строка говорит, что их %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>Файл пуст: первая строка должна содержать высоту, затем ширину доски, например «5 4»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>В Roller-Board не больше %1 строк</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>В строке Roller-Board не больше %1 клеток</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>В каждой строке столько же клеток, сколько в первой, %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>Клетки строки — 0 и 1, строки разделены «_»</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>В Roller-Board от 1 до %1 строк и от 1 до %1 столбцов.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>Любая доска %1 × %2 уже решена.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>Ни одной доске %1 × %2 не нужно ровно %3 прокруток: наибольшее возможное число — %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>На доске %n единица; нужно %1, по одной на каждую клетку верхней строки</numerusform>
            <numerusform>На доске %n единицы; нужно %1, по одной на каждую клетку верхней строки</numerusform>
            <numerusform>На доске %n единиц; нужно %1, по одной на каждую клетку верхней строки</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>«%1» — не прокрутка: пишите R&lt;строка&gt;L или R&lt;строка&gt;R, чтобы прокрутить строку влево или вправо, C&lt;столбец&gt;U или C&lt;столбец&gt;D, чтобы прокрутить столбец вверх или вниз, например R0L</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>На этой доске нет строки %1: строки пронумерованы от 0 до %2 сверху</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>На этой доске нет столбца %1: столбцы пронумерованы от 0 до %2 слева</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>прокрутить строку %1 влево</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>прокрутить строку %1 вправо</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>прокрутить столбец %1 вверх</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>прокрутить столбец %1 вниз</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>%1 из %2 единиц наверху</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>Для решения доски %1 × %2 нужно %3 МиБ на таблицу расстояний, больше бюджета памяти в %4 МиБ</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>Ни одна цепочка прокруток не ведёт к решённой доске: перебор всех досок, достижимых из неё, ни разу не встречает эту</translation>
    </message>
</context>
</TS>
